"""The emulated board's flash: CIRCUITPY as `companion deploy` writes it, a game in its saves, and the
game read back from the flash as the board left it.

CIRCUITPY is a FAT12 image made with mkfs.fat and filled with mcopy (Debian: dosfstools, mtools).
"""

import os
import shutil
import subprocess

from host_tools import deploy, records
from host_tools.board import emulator
from tabletop.core import copies, save

DRIVE_MB = 2  # the image's size: the companion and its slot files take well under 1 MB
SLOT = "saves/0/slot.bin"  # tabletop/boards/macropad.py's first slot file


def _tool(name):
    if shutil.which(name) is None:
        raise emulator.Missing("companion board: %s is not installed (Debian: apt-get install dosfstools mtools)"
                               % name)


def _run(cmd):
    r = subprocess.run(cmd, capture_output=True, text=True, env=dict(os.environ, MTOOLS_SKIP_CHECK="1"))
    if r.returncode != 0:
        raise emulator.EmulatorError("%s: %s" % (" ".join(cmd[:2]), (r.stderr or r.stdout).strip()))
    return r


def save_copy(path):
    """The payload of a record text or a save (its newest copy), as the board's save encoder writes it
    (tabletop.core.save.dumps). The language goes in the copy's settings byte (make: lang)."""
    return save.dumps(records.read_record(path)[0])


def make(work, game=None, boot_out=None, ballast=0, played=False, lang=0):
    """The flash regions [(offset, file)] of a board with the companion deployed and, if `game`
    (a record or save path) is given, that game saved as the board saves it. boot_out: the
    boot_out.txt the board wrote at an earlier boot (emulator.boot_out), or None (none yet: the board
    then writes it at this boot, after CircuitPython's 1 s wait for that). ballast: bytes that
    code.py takes first and keeps (companion bench --board's room to spare; 0: code.py as deployed).
    played: the game's snapshots too, as playing it at the pad leaves them (write_played). lang: the
    language saved with the game (the copy's settings byte: 0 English, 1 German, 2 Dutch)."""
    _tool("mkfs.fat")
    _tool("mcopy")
    drive = os.path.join(work, "drive")
    os.makedirs(drive)
    with open(os.path.join(drive, "boot_out.txt"), "wb") as f:  # what deploy checks for (and reads the
        f.write(boot_out or b"")  # board's version from: .mpy for it); the board writes its own
    deploy.deploy(drive, say=lambda *a: None)
    if boot_out is None:
        os.remove(os.path.join(drive, "boot_out.txt"))
    if ballast:
        code = os.path.join(drive, "code.py")
        with open(code, encoding="utf-8") as f:
            text = f.read()
        with open(code, "w", encoding="utf-8") as f:
            f.write("_ballast = bytearray(%d)  # companion bench --board: the room to spare\n" % ballast + text)
    nvm = bytearray(b"\xff" * emulator.NVM_SIZE)
    if game is not None:
        copy = copies.pack(1, lang, save_copy(game))
        if len(copy) <= emulator.NVM_SIZE:
            nvm[: len(copy)] = copy
        else:  # too long for nvm: in the first slot file, as the board would put it
            slot = os.path.join(drive, SLOT)  # deploy made it, empty
            with open(slot, "wb") as f:
                f.write(copy + bytes(8192 - len(copy)))
        if played:
            write_played(drive, game)
    img = os.path.join(work, "circuitpy.img")
    _run(["mkfs.fat", "-C", "-F", "12", "-n", "CIRCUITPY", img, str(DRIVE_MB * 1024)])
    names = [os.path.join(drive, n) for n in sorted(os.listdir(drive))]
    _run(["mcopy", "-s", "-i", img] + names + ["::/"])
    nvm_path = os.path.join(work, "nvm.bin")
    with open(nvm_path, "wb") as f:
        f.write(nvm)
    return [(emulator.NVM_OFFSET, nvm_path), (emulator.DRIVE_OFFSET, img)]


def write_played(drive, game):
    """The snapshot files of a board on which the game was played at the pad, entry by entry, the pad
    idle in between (deploy.write_snapshots)."""
    deploy.write_snapshots(drive, records.read_record(game)[0])


class _Place:
    journal = True  # the first is nvm's bytes: it may hold the saves' journal (tabletop.core.journal)

    def __init__(self, data):
        self.data = data
        self.size = len(data)

    def read(self):
        return self.data


def read_back(emu, work):
    """The game the board's flash holds now: its newest good copy among nvm and the slot files
    (tabletop.core.store, as the board reads them at power-up), as (Record, settings) or None."""
    from tabletop.core import registry
    from tabletop.core.store import Store

    nvm = os.path.join(work, "nvm-now.bin")
    img = os.path.join(work, "circuitpy-now.img")
    emu.dump(emulator.NVM_OFFSET, emulator.NVM_SIZE, nvm)
    emu.dump(emulator.DRIVE_OFFSET, DRIVE_MB * 1024 * 1024, img)
    places = [_Place(open(nvm, "rb").read())]
    out = os.path.join(work, "saves-now")
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    r = subprocess.run(["mcopy", "-s", "-n", "-i", img, "::/saves", out], capture_output=True,
                       env=dict(os.environ, MTOOLS_SKIP_CHECK="1"))
    if r.returncode == 0:
        for dirpath, _dirs, files in sorted(os.walk(out)):
            for f in sorted(files):
                if f != "snap.bin":  # a snapshot of the state (tabletop.core.snapshot), not a copy
                    places.append(_Place(open(os.path.join(dirpath, f), "rb").read()))
    for _seq, settings, payload in Store(places).load():
        if payload:
            return save.loads(payload, registry.words_for), settings
        return None, settings  # the newest copy is the start menu's (no game)
    return None


def read_snapshots(emu, work):
    """The bytes of the board's snapshot files (tabletop.boards.files.SNAP_PATH) as its flash holds them now."""
    from tabletop.boards import files

    img = os.path.join(work, "circuitpy-now.img")
    emu.dump(emulator.DRIVE_OFFSET, DRIVE_MB * 1024 * 1024, img)
    out = []
    for i in range(files.SNAP_FILES):
        dest = os.path.join(work, "snap%d.bin" % i)
        r = subprocess.run(["mcopy", "-n", "-i", img, "::" + files.SNAP_PATH % i, dest], capture_output=True,
                           env=dict(os.environ, MTOOLS_SKIP_CHECK="1"))
        out.append(open(dest, "rb").read() if r.returncode == 0 else b"")
    return out
