"""The emulated board's heap, block by block: CircuitPython's garbage-collected areas read from the
board's RAM (host_tools/board/emulator.mjs, op `ram`) and walked by their block tables (two bits a
16-byte block: free, head, tail, marked). CircuitPython 10 grows its heap in areas: when an
allocation finds no room in the first, even after a collection, it adds one from the memory outside
the heap, with tables of its own (~1 KB for 31 KB). `gc.mem_free()` counts the areas' free blocks
and what could still be added, so a board that has just added an area reads about 1 KB less free
than one that has not yet (docs/languages.md: German's first screen after a full replay).

    python -m host_tools.board.heap [--from RECORD] [--lang de] [--played] [--script SCRIPT]

Prints each area after power-on (after the script's steps, with --script). A developer's tool, not a
command of `companion`."""

import argparse
import os
import re
import struct
import subprocess
import tempfile

from host_tools.board import emulator
from host_tools.langs import LANGS

RAM = 0x20000000
FLASH = 0x10000000
BLOCK = 16
ELF = os.path.join(emulator.SHARED, "firmware", "adafruit_macropad_rp2040.elf")


def first_area(elf=ELF, image=emulator.FIRMWARE):
    """The address of the heap's first area (MP_STATE_MEM(area)): the word `gc_info` loads first
    from its literal pool, read from the firmware's image."""
    out = subprocess.run(["arm-none-eabi-objdump", "-d", "--no-show-raw-insn", "--disassemble=gc_info", elf],
                         capture_output=True, text=True, check=True).stdout
    m = re.search(r"ldr\s+r\d+, \[pc, #\d+\]\s+@ \(([0-9a-f]+)", out)
    with open(image, "rb") as f:
        data = f.read()
    return struct.unpack_from("<I", data, int(m.group(1), 16) - FLASH)[0]


def areas(ram, head):
    """Each area from head on, as the board's RAM (bytes from 0x20000000) holds it: its address, its
    blocks' bytes, free, in use, the objects in it and the bytes of its tables (the block table, the
    finaliser's and the collector's, before the blocks)."""
    def word(a):
        return struct.unpack_from("<I", ram, a - RAM)[0]

    out = []
    a = head
    while a:
        atb, atb_len, pool, pool_end = word(a + 4), word(a + 8), word(a + 20), word(a + 24)
        counts = [0, 0, 0, 0]
        for i in range(atb_len):
            b = ram[atb - RAM + i]
            for k in range(4):
                counts[(b >> (2 * k)) & 3] += 1
        out.append({"at": a, "bytes": pool_end - pool, "free": counts[0] * BLOCK,
                    "used": (counts[1] + counts[2] + counts[3]) * BLOCK, "objects": counts[1] + counts[3],
                    "tables": pool - atb})
        a = word(a)
    return out


def main(argv=None):
    from host_tools.board.run import BoardRun

    ap = argparse.ArgumentParser(prog="python -m host_tools.board.heap")
    ap.add_argument("--from", dest="game", default=None)
    ap.add_argument("--lang", choices=LANGS, default="en", help="with --from: its saved language")
    ap.add_argument("--played", action="store_true", help="with --from: its snapshots on the drive too")
    ap.add_argument("--script", default=None, help="these steps after power-on, then the heap")
    args = ap.parse_args(argv)
    run = BoardRun(game=args.game, lang=LANGS.index(args.lang), played=args.played)
    path = os.path.join(tempfile.mkdtemp(), "ram.bin")
    try:
        run.power_on()
        if args.script:
            from host_tools.sim import script as sim_script

            with open(args.script, encoding="utf-8") as f:
                for _line, step in sim_script.parse(f.read()):
                    run.play(step)
            run.settle()
        run.emu.call("ram", path=path)
        frees = run.frees
    finally:
        run.close()
    with open(path, "rb") as f:
        ram = f.read()
    print("gc.mem_free() read by the host after each step: %s" % frees)
    for i, a in enumerate(areas(ram, first_area())):
        print("area %d at 0x%08x: %d B of blocks, %d free, %d in use (%d objects), %d B of tables" % (
            i + 1, a["at"], a["bytes"], a["free"], a["used"], a["objects"], a["tables"]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
