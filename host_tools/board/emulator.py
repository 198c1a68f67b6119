"""The emulated MacroPad: CircuitPython's own firmware on rp2040js (npm), in a node process of its own
(emulator.mjs beside this file), driven over JSON lines.

Needs node (18 or newer) and, installed on first use into build/rp2040js/ of the checkout (git
ignores build/), rp2040js at the pinned version. The firmware is a flat .bin for flash offset 0 or a
release .uf2 (circuitpython.org): a .uf2 is turned into the same bytes here.
"""

import base64
import json
import os
import shutil
import subprocess
import sys

from host_tools import inputs

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SHARED = os.path.join(os.path.dirname(ROOT), "shared", "circuitpython")
FIRMWARE = os.path.join(SHARED, "firmware", "adafruit_macropad_rp2040.bin")
BOOTROM = os.path.join(SHARED, "rp2040js", "bootrom_b1.mjs")
NPM_DIR = os.path.join(ROOT, "build", "rp2040js")
RP2040JS = "rp2040js@1.4.1"  # pinned: the harness patches its PIO, SPI, timer and boot ROM use

# the MacroPad's pins (CircuitPython boards/adafruit_macropad_rp2040/pins.c)
KEY_GPIO = tuple(range(1, 13))  # KEY1..KEY12
BUTTON_GPIO = 0  # the encoder's push switch
ENC_A, ENC_B = 17, 18
NVM_OFFSET = 0xFF000  # microcontroller.nvm: 4 KB below CIRCUITPY
NVM_SIZE = 4096
DRIVE_OFFSET = 0x100000  # CIRCUITPY's FAT file system


class Missing(inputs.UserError):
    """Something the emulated board needs is not here (node, npm, the firmware ...): one line."""


def uf2_to_bin(data, path):
    """A release .uf2's payload as a flat image for flash offset 0 (each 512-byte block: magic
    0x0A324655 0x9E5D5157, flags, target address, size, block no, count, family; payload at 32)."""
    out = bytearray()
    for at in range(0, len(data) - 511, 512):
        b = data[at : at + 512]
        if int.from_bytes(b[0:4], "little") != 0x0A324655 or int.from_bytes(b[4:8], "little") != 0x9E5D5157:
            raise Missing("%s: not a UF2 file (block %d has no UF2 magic)" % (path, at // 512))
        addr = int.from_bytes(b[12:16], "little") - 0x10000000
        size = int.from_bytes(b[16:20], "little")
        if addr < 0 or size > 476:
            raise Missing("%s: a UF2 block for address 0x%x, not the RP2040's flash" % (path, addr + 0x10000000))
        if len(out) < addr + size:
            out.extend(b"\xff" * (addr + size - len(out)))
        out[addr : addr + size] = b[32 : 32 + size]
    if not out:
        raise Missing("%s: an empty UF2 file" % path)
    return bytes(out)


def elf_symbol(path, name):
    """The address of the symbol `name` in an ELF32 file (the firmware's .elf beside its .bin), or None
    (no .elf: a release .uf2 comes without one)."""
    import struct

    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError:
        return None
    if data[:4] != b"\x7fELF" or data[4] != 1:
        return None
    shoff, = struct.unpack_from("<I", data, 0x20)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x2E)
    sections = [struct.unpack_from("<IIIIIIIIII", data, shoff + i * shentsize) for i in range(shnum)]
    for sec in sections:
        if sec[1] != 2:  # SHT_SYMTAB
            continue
        strtab = sections[sec[6]]
        for at in range(sec[4], sec[4] + sec[5], 16):
            st_name, st_value = struct.unpack_from("<II", data, at)
            end = data.index(b"\0", strtab[4] + st_name)
            if data[strtab[4] + st_name : end] == name.encode():
                return st_value
    return None


def firmware_image(path, work):
    """The firmware as a flat .bin path (a .uf2 converted into `work`)."""
    if not os.path.isfile(path):
        raise Missing("companion board: no firmware at %s (--firmware FILE.bin or .uf2; the shared build "
                      "is ../shared/circuitpython/firmware/)" % path)
    with open(path, "rb") as f:
        head = f.read(4)
    if head == b"UF2\n":
        with open(path, "rb") as f:
            data = uf2_to_bin(f.read(), path)
        out = os.path.join(work, "firmware.bin")
        with open(out, "wb") as f:
            f.write(data)
        return out
    return path


def boot_out(firmware, board_id="adafruit_macropad_rp2040"):
    """The boot_out.txt this firmware writes on the emulated MacroPad when boot.py prints nothing (its
    version line, the board, the flash's unique ID, which reads as zeros in rp2040js), or None if the
    image has no version line. CircuitPython rewrites the file at boot only when it differs, and then
    waits 1 s first (main.c, run_boot_py: "in case power is momentary"): a pad that booted once before
    has it, so the drive the emulated board boots from has it too."""
    with open(firmware, "rb") as f:
        data = f.read()
    at = data.find(b"Adafruit CircuitPython ")
    if at < 0:
        return None
    end = data.find(b"\0", at)
    version = data[at:end]
    if b" on " not in version or b" with " not in version or end - at > 200:
        return None
    return b"%s\r\nBoard ID:%s\r\nUID:%s\r\nboot.py output:\r\n" % (version, board_id.encode(), b"0" * 16)


def ensure_rp2040js(say=None):
    """build/rp2040js/ with rp2040js installed and the harness beside it (node resolves its import
    from there); installs it with npm on first use, saying so."""
    if shutil.which("node") is None:
        raise Missing("companion board: node is not installed (the emulator runs on node 18 or newer: "
                      "Debian's nodejs package)")
    pkg = os.path.join(NPM_DIR, "node_modules", "rp2040js", "package.json")
    if not os.path.isfile(pkg):
        if shutil.which("npm") is None:
            raise Missing("companion board: npm is not installed (needed once, to install %s)" % RP2040JS)
        (say or _stderr)("companion board: installing %s into %s (once)" % (RP2040JS, NPM_DIR))
        os.makedirs(NPM_DIR, exist_ok=True)
        r = subprocess.run(["npm", "install", "--silent", "--no-audit", "--no-fund", "--prefix", NPM_DIR, RP2040JS],
                           capture_output=True, text=True)
        if r.returncode != 0 or not os.path.isfile(pkg):
            last = (r.stderr or r.stdout).strip().splitlines()
            raise Missing("companion board: npm could not install %s: %s" % (RP2040JS, last[-1] if last else "?"))
    harness = os.path.join(NPM_DIR, "emulator.mjs")
    src = os.path.join(HERE, "emulator.mjs")
    with open(src, "rb") as f:
        want = f.read()
    try:
        with open(harness, "rb") as f:
            same = f.read() == want
    except OSError:
        same = False
    if not same:
        with open(harness, "wb") as f:
            f.write(want)
    return harness


def _stderr(line):
    print(line, file=sys.stderr)


class EmulatorError(Exception):
    pass


class Emulator:
    """One emulated MacroPad. Times are board time, in ms (floats)."""

    def __init__(self, firmware, regions, bootrom=BOOTROM, say=None):
        if not os.path.isfile(bootrom):
            raise Missing("companion board: no RP2040 boot ROM at %s (--bootrom FILE)" % bootrom)
        harness = ensure_rp2040js(say)
        self.proc = subprocess.Popen(["node", harness], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     text=True, cwd=NPM_DIR)
        self.console = ""
        self.flash_log = []  # [(board ms, "erase" | "program", flash offset, bytes)] of every write
        # gc.mem_free() is read by calling the firmware's own function while the board idles: its
        # address from the .elf beside the firmware (none for a release .uf2: no heap figures then)
        self.gc_mem_free = elf_symbol(os.path.splitext(firmware)[0] + ".elf", "gc_mem_free")
        self.call("load", firmware=firmware, bootrom=bootrom, regions=[[o, p] for o, p in regions],
                  gc_mem_free=self.gc_mem_free or 0)

    def call(self, op, **kw):
        kw["op"] = op
        try:
            self.proc.stdin.write(json.dumps(kw) + "\n")
            self.proc.stdin.flush()
            line = self.proc.stdout.readline()
        except (BrokenPipeError, OSError) as e:
            raise EmulatorError("the emulator stopped: %s" % e)
        if not line:
            raise EmulatorError("the emulator stopped (node exited with %s)" % self.proc.poll())
        r = json.loads(line)
        if "error" in r:
            raise EmulatorError(r["error"].splitlines()[0])
        if "console" in r:
            self.console += r["console"]
        self.flash_log.extend(r.get("flash_log") or ())
        return r

    def power(self, low=()):
        """Power on (again), the flash as it was left; `low`: GPIOs held low at power-on."""
        return self.call("power", low=list(low))

    def run(self, ms):
        return self.call("run", ms=ms)

    def idle(self, quiet, since=None, most=60000):
        kw = {"quiet": quiet, "max": most}
        if since is not None:
            kw["since"] = since
        return self.call("idle", **kw)

    def pin(self, gpio, value):
        return self.call("pin", gpio=gpio, value=1 if value else 0)["t"]

    def cut(self, at_ms):
        """Run to board time at_ms and stop there: the power is cut (the flash keeps what was written)."""
        return self.call("cut", at=at_ms)

    def wait_console(self, text, most):
        return self.call("console", text=text, max=most)

    def dump(self, offset, size, path):
        self.call("dump", **{"from": offset, "size": size, "path": path})

    def mem_free(self):
        """gc.mem_free() of the board now (bytes), or None (no .elf, or the board is not idle)."""
        if not self.gc_mem_free:
            return None
        return self.call("mem_free")["free"]

    def state(self):
        return self.call("state")

    def close(self):
        if self.proc.poll() is None:
            try:
                self.proc.stdin.close()
            except OSError:
                pass
            try:
                self.proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


def screen_bits(state):
    """The OLED's 128x64 picture from the page memory the display received: rows of 0/1."""
    fb = base64.b64decode(state["fb"])
    return [[(fb[(y >> 3) * 132 + x + 2] >> (y & 7)) & 1 for x in range(128)] for y in range(64)]


def led_colours(state, level):
    """The 12 keys' colours as the app set them, from the GRB bytes the NeoPixels received at
    level/256 of full brightness (tabletop.boards.common.Pixels): the same quantisation as the
    simulator's picture of the keys (host_tools.sim.board.FakePixels.colours)."""
    if not state.get("leds"):
        return [(0, 0, 0)] * 12
    b = base64.b64decode(state["leds"])
    out = []
    for i in range(12):
        g, r, bl = b[3 * i], b[3 * i + 1], b[3 * i + 2]
        out.append((r * 256 // level, g * 256 // level, bl * 256 // level))
    return out
