"""`companion deploy --drive PATH`: copy exactly what the board needs to a mounted CIRCUITPY drive.

Copied (from firmware/): code.py, boot.py, lib/requirements.txt (the libraries, for circup) and
tabletop/ with the rules core, the games, the device app (ui) and the board facades -- .py
source only (CircuitPython rejects MicroPython's .mpy). The modules an older version left in the
drive's tabletop/ are removed, so none stays behind; nothing else is: saves (/saves, nvm), libraries
and the user's own files stay, a code.py / boot.py of the user's own is kept as
code.py.before-companion. `--games` copies only the games named, and the games already on the drive
stay (brought up to this version); `--remove` takes games off. A folder without boot_out.txt is
refused (`--force`). Afterwards: `circup --path PATH install -r PATH/lib/requirements.txt`.

The board must let the computer write the drive: hold the top-left key while plugging it in
(firmware/boot.py).

A CircuitPython built with tabletop/ frozen in (docs/device.md, "Frozen into the firmware": its
code then stays in flash, not in RAM) takes `--frozen`: only code.py, boot.py and the library
list are copied, and the modules in the drive's tabletop/ are removed (they would be imported
before the frozen ones). `--freeze-to DIR` writes the tabletop/ package the board needs into DIR, for the build.
"""

import os
import shutil

from host_tools import inputs
from tabletop.core import registry

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


def installed_games(drive):
    """The games whose modules are on the drive (tabletop/games/NAME.py or NAME/)."""
    d = os.path.join(drive, "tabletop", "games")
    return [g for g in registry.names()
            if os.path.isfile(os.path.join(d, g + ".py")) or os.path.isdir(os.path.join(d, g))]


def game_list(text, option):
    """The game names of a comma-separated option value; an unknown one is refused (UserError)."""
    names = [g.strip() for g in (text or "").split(",") if g.strip()]
    unknown = [g for g in names if g not in registry.names()]
    if unknown or not names:
        raise inputs.UserError("%s %s: %s (games: %s)" % (
            option, text, "unknown game " + ", ".join(unknown) if unknown else "no game named",
            ", ".join(registry.names())))
    return names


def stale_modules(root, keep):
    """The module files (.py, .mpy) under root/tabletop that are not in `keep` (paths relative to
    root): what an older version left. Other files there (the user's) are not ours to remove."""
    out = []
    for dirpath, dirs, filenames in os.walk(os.path.join(root, "tabletop")):
        dirs.sort()
        for f in sorted(filenames):
            rel = os.path.relpath(os.path.join(dirpath, f), root)
            if f.endswith((".py", ".mpy")) and rel not in keep:
                out.append(rel)
    return out


def remove_files(root, rels):
    """Removes these files, then the folders under root/tabletop they leave empty."""
    for rel in rels:
        os.remove(os.path.join(root, rel))
    for dirpath, _dirs, _files in sorted(os.walk(os.path.join(root, "tabletop")), reverse=True):
        if not os.listdir(dirpath):
            os.rmdir(dirpath)


def deploy(drive, firmware=FIRMWARE, games=None, dry_run=False, say=print, frozen=False, force=False,
           remove=()):
    """Copies the board's files to the drive. games: the games to copy (None: all); the games
    already on the drive stay and are brought up to this version too, unless named in `remove`.
    Only the companion's own files are written or removed: saves, libraries and the user's files
    stay. Returns (files, stale)."""
    if not os.path.isdir(drive):
        raise inputs.UserError("companion deploy: %s is not a mounted drive (folder)" % drive)
    if not os.path.exists(os.path.join(drive, "boot_out.txt")):
        if not (force or dry_run):
            raise inputs.UserError("companion deploy: %s has no boot_out.txt: not a CIRCUITPY drive "
                                   "(--force copies anyway)" % drive)
        say("note: %s has no boot_out.txt - is it really a CIRCUITPY drive?" % drive)
    if games is not None:
        games = sorted(set(games) | set(g for g in installed_games(drive) if g not in remove))
    elif remove:
        games = [g for g in registry.names() if g not in remove]
    files = plan(firmware, games, frozen)
    stale = stale_modules(drive, set(rel for rel, _ in files))
    total = 0
    if not dry_run:
        remove_files(drive, stale)
    for rel, size in files:
        total += size
        say("%s %6d  %s" % ("would copy" if dry_run else "copied", size, rel))
        if dry_run:
            continue
        dst = os.path.join(drive, rel)
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        if rel in ("code.py", "boot.py") and os.path.isfile(dst) and not _ours(dst):
            keep = dst + ".before-companion"
            if not os.path.exists(keep):
                shutil.copyfile(dst, keep)
                say("kept the drive's own %s as %s" % (rel, os.path.basename(keep)))
        shutil.copyfile(os.path.join(firmware, rel), dst)
    for rel in stale:
        say("%s stale %s" % ("would remove" if dry_run else "removed", rel))
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


def _ours(path):
    """Is this code.py / boot.py the companion's (any version)?"""
    try:
        with open(path, "rb") as f:
            return b"tabletop" in f.read(1 << 16)
    except OSError:
        return False


def freeze_to(folder, firmware=FIRMWARE, games=None, say=print):
    """Writes the tabletop/ package the board needs into folder (for CircuitPython's
    FROZEN_MPY_DIRS); returns its files."""
    files = [(rel, size) for rel, size in plan(firmware, games) if rel.startswith("tabletop" + os.sep)]
    if os.path.isdir(folder):
        remove_files(folder, stale_modules(folder, set(rel for rel, _ in files)))
    for rel, _size in files:
        dst = os.path.join(folder, rel)
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        shutil.copyfile(os.path.join(firmware, rel), dst)
    say("wrote %d files of tabletop/ to %s" % (len(files), folder))
    return files


def cmd_deploy(args):
    games = game_list(args.games, "--games") if args.games is not None else None
    remove = game_list(args.remove, "--remove") if args.remove is not None else ()
    if args.freeze_to:
        inputs.check_folder(args.freeze_to, "folder")
        freeze_to(args.freeze_to, games=games)
        return 0
    if not args.drive:
        raise inputs.UserError("companion deploy: --drive PATH (or --freeze-to DIR) is needed")
    deploy(args.drive, games=games, dry_run=args.dry_run, frozen=args.frozen, force=args.force, remove=remove)
    return 0


def register(subparsers):
    p = subparsers.add_parser("deploy", help="copy the firmware to a mounted CIRCUITPY drive")
    p.add_argument("--drive", help="the mounted board, e.g. /media/$USER/CIRCUITPY")
    p.add_argument("--games", default=None,
                   help="only these games, comma separated (default: all); games already on the drive stay")
    p.add_argument("--remove", default=None, metavar="GAMES",
                   help="remove these games from the drive, comma separated (their saves stay)")
    p.add_argument("--dry-run", action="store_true", help="only say what would be copied")
    p.add_argument("--force", action="store_true", help="copy to a folder without boot_out.txt too")
    p.add_argument("--frozen", action="store_true",
                   help="the board's CircuitPython has tabletop/ frozen in: copy only code.py, boot.py, lib/")
    p.add_argument("--freeze-to", metavar="DIR",
                   help="write the tabletop/ package the board needs into DIR (to build a firmware with it)")
    p.set_defaults(func=cmd_deploy)
