"""`companion deploy --drive PATH`: copy exactly what the board needs to a mounted CIRCUITPY drive.

Copied (from firmware/): code.py, boot.py, lib/requirements.txt (the libraries, for circup) and
tabletop/ with the rules core, the games, the device app (ui) and the board facades -- .py
source only (CircuitPython rejects MicroPython's .mpy). The drive's tabletop/ folder is
replaced as a whole, so no stale module of an older version stays behind; saves (/saves, nvm)
are not touched. Afterwards: `circup --path PATH install -r PATH/lib/requirements.txt`.

The board must let the computer write the drive: hold the top-left key while plugging it in
(firmware/boot.py).

A CircuitPython built with tabletop/ frozen in (docs/device.md, "Frozen into the firmware": its
code then stays in flash, not in RAM) takes `--frozen`: only code.py, boot.py and the library
list are copied, and the drive's tabletop/ is removed (it would be imported before the frozen
one). `--freeze-to DIR` writes the tabletop/ package the board needs into DIR, for the build.
"""

import os
import shutil

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIRMWARE = os.path.join(ROOT, "firmware")
TOP = ("code.py", "boot.py", os.path.join("lib", "requirements.txt"))
PACKAGES = ("core", "games", "ui", "boards")
HOST_ONLY = (os.path.join("boards", "virtual.py"),)  # the tests' board, never on a device


def libraries(firmware=FIRMWARE):
    """The CircuitPython libraries listed in lib/requirements.txt (for circup), by module name."""
    with open(os.path.join(firmware, "lib", "requirements.txt")) as f:
        return [n.strip() for n in f if n.strip() and not n.startswith("#")]


def plan(firmware=FIRMWARE, games=None, frozen=False):
    """[(relative path, size)] of the files the board needs, in copy order.

    games: names of the games to include (None: all). The registry lists every game; a game
    that is not copied shows "not installed" when picked. frozen: tabletop/ is in the firmware."""
    out = []
    for rel in TOP:
        out.append(rel)
    if frozen:
        return [(rel, os.path.getsize(os.path.join(firmware, rel))) for rel in out]
    out.append(os.path.join("tabletop", "__init__.py"))
    out.append(os.path.join("tabletop", "main.py"))
    base = os.path.join(firmware, "tabletop")
    for pkg in PACKAGES:
        for dirpath, dirnames, filenames in os.walk(os.path.join(base, pkg)):
            dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
            for f in sorted(filenames):
                if not f.endswith(".py"):
                    continue
                rel = os.path.relpath(os.path.join(dirpath, f), firmware)
                sub = os.path.relpath(rel, "tabletop")
                if sub in HOST_ONLY:
                    continue
                name = os.path.relpath(os.path.join(dirpath, f), os.path.join(base, "games"))
                if pkg == "games" and games is not None and name != "__init__.py":
                    if not any(name == g + ".py" or name.startswith(g + "_") or
                               name.startswith(g + os.sep) for g in games):
                        continue
                out.append(rel)
    return [(rel, os.path.getsize(os.path.join(firmware, rel))) for rel in out]


def deploy(drive, firmware=FIRMWARE, games=None, dry_run=False, say=print, frozen=False):
    if not os.path.isdir(drive):
        raise SystemExit("companion deploy: %s is not a mounted drive (folder)" % drive)
    if not os.path.exists(os.path.join(drive, "boot_out.txt")):
        say("note: %s has no boot_out.txt - is it really a CIRCUITPY drive?" % drive)
    files = plan(firmware, games, frozen)
    old = os.path.join(drive, "tabletop")
    stale = []
    if os.path.isdir(old):
        keep = set(rel for rel, _ in files)
        for dirpath, _dirs, filenames in os.walk(old):
            for f in filenames:
                rel = os.path.relpath(os.path.join(dirpath, f), drive)
                if rel not in keep:
                    stale.append(rel)
        if not dry_run:
            shutil.rmtree(old)
    total = 0
    for rel, size in files:
        total += size
        say("%s %6d  %s" % ("would copy" if dry_run else "copied", size, rel))
        if dry_run:
            continue
        dst = os.path.join(drive, rel)
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        shutil.copyfile(os.path.join(firmware, rel), dst)
    for rel in sorted(stale):
        say("removed stale %s" % rel)
    if frozen:
        say("tabletop/ is not copied: it is frozen into the firmware")
    say("%s %d files, %d bytes to %s" % ("would copy" if dry_run else "copied", len(files), total, drive))
    if libraries(firmware):
        say("next: circup --path %s install -r %s" % (drive, os.path.join(drive, "lib", "requirements.txt")))
    else:
        say("no CircuitPython libraries needed (lib/requirements.txt lists none)")
    if not dry_run and hasattr(os, "sync"):
        os.sync()  # the board reloads as soon as code.py changes: make the copy complete first
    return files, stale


def freeze_to(folder, firmware=FIRMWARE, games=None, say=print):
    """Writes the tabletop/ package the board needs into folder (for CircuitPython's
    FROZEN_MPY_DIRS); returns its files."""
    files = [(rel, size) for rel, size in plan(firmware, games) if rel.startswith("tabletop" + os.sep)]
    if os.path.isdir(os.path.join(folder, "tabletop")):
        shutil.rmtree(os.path.join(folder, "tabletop"))
    for rel, _size in files:
        dst = os.path.join(folder, rel)
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        shutil.copyfile(os.path.join(firmware, rel), dst)
    say("wrote %d files of tabletop/ to %s" % (len(files), folder))
    return files


def cmd_deploy(args):
    games = args.games.split(",") if args.games else None
    if args.freeze_to:
        freeze_to(args.freeze_to, games=games)
        return 0
    if not args.drive:
        raise SystemExit("companion deploy: --drive PATH (or --freeze-to DIR) is needed")
    deploy(args.drive, games=games, dry_run=args.dry_run, frozen=args.frozen)
    return 0


def register(subparsers):
    p = subparsers.add_parser("deploy", help="copy the firmware to a mounted CIRCUITPY drive")
    p.add_argument("--drive", help="the mounted board, e.g. /media/$USER/CIRCUITPY")
    p.add_argument("--games", default=None,
                   help="only these games, comma separated (default: all)")
    p.add_argument("--dry-run", action="store_true", help="only say what would be copied")
    p.add_argument("--frozen", action="store_true",
                   help="the board's CircuitPython has tabletop/ frozen in: copy only code.py, boot.py, lib/")
    p.add_argument("--freeze-to", metavar="DIR",
                   help="write the tabletop/ package the board needs into DIR (to build a firmware with it)")
    p.set_defaults(func=cmd_deploy)
