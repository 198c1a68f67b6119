"""`companion deploy --drive PATH`: copy exactly what the board needs to a mounted CIRCUITPY drive.

Copied (from firmware/): code.py, boot.py, lib/requirements.txt (the libraries, for circup) and
tabletop/ with the rules core, the games, the device app (ui) and the board facades, the
refusals' words moved into tabletop/refusals.txt (host_tools/board_form.py: RAM on the board),
compiled to .mpy by CircuitPython's own mpy-cross when it is here and of the board's major version
(boot_out.txt; the board then starts without compiling them), else as .py source (MicroPython's
mpy-cross writes .mpy that CircuitPython rejects). The drive's companion-files.txt (the
manifest) lists what a deploy put there, with a checksum: the next deploy removes only those of
them it does not bring again, and only while unchanged (a drive without a manifest, from an older
version: the module names of this version). Nothing else is ever removed: saves (/saves, nvm),
libraries and the user's own files stay, also inside tabletop/; a code.py / boot.py of the user's
own is kept as code.py.before-companion (.2, .3 ... for later ones: never over an earlier backup). `--games` copies only the games named, and the games
already on the drive stay (brought up to this version); `--remove` takes games off. A folder
without boot_out.txt is refused (`--force`). Afterwards: `circup --path PATH install -r
PATH/lib/requirements.txt`.

The room is checked first (message: the drive, its free room, the room needed). New and changed
files are copied beside the old ones (NAME.companion-new) and renamed over them only when all are
there, code.py last: a failure while copying (the drive full, pulled out) removes the copies and
leaves the old version working. The board must let the computer write the drive: a read-only drive
is told at once, with how to give it to the computer (hold key 1, the top left, while plugging it
in: firmware/boot.py).

A CircuitPython built with tabletop/ frozen in (docs/device.md, "Frozen into the firmware": its
code then stays in flash, not in RAM) takes `--frozen`: only code.py, boot.py and the library
list are copied, and the modules in the drive's tabletop/ are removed (they would be imported
before the frozen ones). `--freeze-to DIR` writes the tabletop/ package the board needs into DIR, for the build.
"""

import os
import shutil
import tempfile

from host_tools import board_form, inputs
from tabletop.boards import files as files_mod
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
    for name in ("__init__", "main"):  # .mpy when compiled for the board (deploy)
        rel = os.path.join("tabletop", name + ".py")
        out.append(rel if os.path.exists(os.path.join(firmware, rel)) else rel[:-3] + ".mpy")
    if os.path.exists(os.path.join(firmware, board_form.TABLE)):  # the board's form (deploy)
        out.append(board_form.TABLE)
    base = os.path.join(firmware, "tabletop")
    for pkg in PACKAGES:
        for dirpath, dirnames, filenames in os.walk(os.path.join(base, pkg)):
            dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
            for f in sorted(filenames):
                if not f.endswith((".py", ".mpy")) and not (pkg in ("ui", "games") and f.endswith(".txt")):
                    continue  # .txt: the device's and the games' words in German and Dutch (docs/languages.md)
                rel = os.path.relpath(os.path.join(dirpath, f), firmware)
                sub = os.path.relpath(rel, "tabletop")
                if os.path.splitext(sub)[0] + ".py" in HOST_ONLY:
                    continue
                name = os.path.relpath(os.path.join(dirpath, f), os.path.join(base, "games"))
                name = os.path.splitext(name)[0] + ".py"  # a module compiled for the board: .mpy
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


MANIFEST = "companion-files.txt"  # on the drive: the files the last deploy put there
MANIFEST_HEAD = ("# companion deploy: the files it put on this drive (sha1, path). The next deploy replaces\n"
                 "# or removes only these (and only while unchanged); every other file is yours and stays.\n")
STAGED = ".companion-new"  # a new file copied beside the old one, renamed over it once all are copied
ROOM_SLACK = 16 * 1024  # directory entries, the manifest, the file system's own bookkeeping


def sha1(path):
    import hashlib

    with open(path, "rb") as f:
        return hashlib.sha1(f.read()).hexdigest()


def read_manifest(root):
    """{relative path: sha1} of the files an earlier deploy put under root; None without a manifest."""
    if not inputs.is_regular(os.path.join(root, MANIFEST)):
        return None
    try:
        with open(os.path.join(root, MANIFEST), encoding="utf-8") as f:
            lines = f.read().splitlines()
    except (OSError, UnicodeError):
        return None
    if not lines or not lines[0].startswith(MANIFEST_HEAD.split(":")[0] + ":"):
        return None  # not a manifest (check_manifest refuses to write over it)
    out = {}
    for line in lines:
        parts = line.split(" ", 1)
        if line.startswith("#") or len(parts) != 2:
            continue
        out[parts[1].replace("/", os.sep)] = parts[0]
    return out


def check_manifest(root):
    """A file of that name that is not a manifest is the user's: refused, not written over."""
    p = os.path.join(root, MANIFEST)
    if os.path.lexists(p) and read_manifest(root) is None:
        raise inputs.UserError("companion deploy: %s: a file of yours where deploy keeps its list of "
                               "files; move it or rename it, then deploy again" % p)


def manifest_text(root, rels):
    return MANIFEST_HEAD + "".join("%s %s\n" % (sha1(os.path.join(root, rel)), rel.replace(os.sep, "/"))
                                   for rel in sorted(rels))


def stale_files(root, keep, firmware=FIRMWARE, frozen=False):
    """The files under root that an earlier deploy put there (its manifest; a drive without one, from
    a version before the manifest: the companion's module names, those of every game of this
    version), are still as it left them, and are not in `keep`: what this deploy removes. Nothing
    else is ever removed (the user's files, also inside tabletop/). Returns (stale, kept): kept are
    files of an earlier deploy changed since (the user's edits, left where they are)."""
    man = read_manifest(root)
    if man is None:
        known = [rel for rel, _ in plan(firmware)]
        man = {rel: None for rel in known if rel.startswith("tabletop" + os.sep)}
    stale, kept = [], []
    for rel in sorted(man):
        p = os.path.join(root, rel)
        if rel in keep or not os.path.isfile(p):
            continue
        if rel in TOP and not frozen:
            continue
        if man[rel] is not None and sha1(p) != man[rel]:
            kept.append(rel)
        else:
            stale.append(rel)
    return stale, kept


def stale_modules(root, keep):
    """The files of an earlier deploy under root not in `keep` (see stale_files)."""
    return stale_files(root, keep)[0]


def remove_files(root, rels):
    """Removes these files, then the folders they leave empty (up to root; only those)."""
    dirs = set()
    for rel in rels:
        os.remove(os.path.join(root, rel))
        d = os.path.dirname(rel)
        while d:
            dirs.add(d)
            d = os.path.dirname(d)
    for d in sorted(dirs, key=lambda d: -d.count(os.sep)):
        p = os.path.join(root, d)
        if os.path.isdir(p) and not os.listdir(p):
            os.rmdir(p)


def _kb(n):
    return "%d KB" % ((n + 1023) // 1024)


def room_needed(root, firmware, files):
    """Bytes the new files take on the drive while they sit beside the old ones (whole clusters)."""
    try:
        block = os.statvfs(root).f_frsize or 512
    except (AttributeError, OSError):
        block = 4096
    need = ROOM_SLACK
    for rel, size in files:
        need += -(-size // block) * block
    return need


READ_ONLY = ("%s is read-only: the board owns its drive (it writes its saves there). To give the drive "
             "to the computer, unplug the pad, hold key 1 (top left) while plugging it in, and deploy again")


def read_only(root):
    """Is the drive mounted read-only (the board kept it: firmware/boot.py)?"""
    try:
        return bool(os.statvfs(root).f_flag & getattr(os, "ST_RDONLY", 1))
    except (AttributeError, OSError):
        return False


def install(root, firmware, files, stale, say=print, label="copied"):
    """Puts `files` under root so that a failure on the way leaves the old files working: every new
    or changed file is first copied beside its old one (NAME.companion-new), and only when all are
    there are they renamed over the old ones; then the stale files go and the manifest is written.
    A failure while copying removes the copies made and raises (OSError); nothing old was touched.
    A code.py / boot.py of the user's own is kept first (backup_name: numbered, never over an earlier
    backup), and said so only once the deploy went through."""
    staged = []
    made = []  # folders made for new files (removed again if the copying fails)
    kept = []  # (rel, backup) of the user's own files kept
    before = read_manifest(root) or {}  # what an earlier deploy put here, as it left it
    try:
        for rel, _size in files:
            src = os.path.join(firmware, rel)
            dst = os.path.join(root, rel)
            if os.path.isfile(dst) and sha1(dst) == sha1(src):
                continue  # already this version
            _make_folders(os.path.dirname(dst), made)
            if rel in TOP and os.path.isfile(dst) and not _ours(dst, before.get(rel)):  # the user's own
                keep = backup_name(dst)
                if keep:  # None: an earlier backup holds these very bytes
                    staged.append((keep, None, None))  # removed again if the copying fails
                    shutil.copyfile(dst, keep)
                    kept.append((rel, keep))
            tmp = _free_name(dst + STAGED)
            staged.append((tmp, dst, rel))
            shutil.copyfile(src, tmp)
        mtmp = _free_name(os.path.join(root, MANIFEST + STAGED))
        with open(mtmp, "w", encoding="utf-8") as f:
            staged.append((mtmp, os.path.join(root, MANIFEST), None))
            f.write(manifest_text(firmware, [rel for rel, _ in files]))  # what the files will be
    except BaseException:
        for tmp, _dst, _rel in reversed(staged):
            try:
                os.remove(tmp)
            except OSError:
                pass
        for d in reversed(made):
            try:
                os.rmdir(d)
            except OSError:
                pass
        raise
    # the switch: renames only (no room needed); code.py last, so the board reloads onto a whole app
    order = sorted(staged, key=lambda t: (t[2] in ("code.py", "boot.py"), t[2] is None))
    for tmp, dst, rel in order:
        if rel is not None:
            os.replace(tmp, dst)
    remove_files(root, stale)
    os.replace(mtmp, os.path.join(root, MANIFEST))
    for rel, keep in kept:
        say("kept the drive's own %s as %s" % (rel, os.path.basename(keep)))
    copied = [rel for _t, _d, rel in staged if rel]
    for rel, size in files:
        if rel in copied:
            say("%s %6d  %s" % (label, size, rel))
    return copied


BACKUP = ".before-companion"  # the user's own code.py kept as code.py.before-companion (.2, .3 ...)


def backup_name(path):
    """Where to keep the user's own file `path` before the companion's takes its place: PATH.before-
    companion, or the first of PATH.before-companion.2, .3 ... that is free: an earlier backup is
    never written over. None when one of them already holds these very bytes (kept already)."""
    own = sha1(path)
    base = path + BACKUP
    for i in range(1, 1000):
        p = base if i == 1 else "%s.%d" % (base, i)
        if not os.path.lexists(p):
            return p
        if inputs.is_regular(p) and sha1(p) == own:
            return None
    raise OSError(17, "too many backups of it", path)


def deploy(drive, firmware=FIRMWARE, games=None, dry_run=False, say=print, frozen=False, force=False,
           remove=()):
    """Copies the board's files to the drive. games: the games to copy (None: all); the games
    already on the drive stay and are brought up to this version too, unless named in `remove`.
    Only the companion's own files are written or removed (those an earlier deploy put there, its
    manifest says which): saves, libraries and the user's files stay. The room is checked first,
    a read-only drive is told at once, and a failure while copying leaves the old app as it was.
    The modules go in the board's form (host_tools/board_form.py: the refusals' words in
    tabletop/refusals.txt). Returns (files, stale)."""
    if frozen or os.path.exists(os.path.join(firmware, board_form.TABLE)):
        return _deploy(drive, firmware, games, dry_run, say, frozen, force, remove)
    with tempfile.TemporaryDirectory() as tmp:
        board = board_form.stage(firmware, os.path.join(tmp, "firmware"))
        cross = mpy_cross_for(drive, say)
        if cross is not None:
            board_form.compile_mpy(board, cross)
        return _deploy(drive, board, games, dry_run, say, frozen, force, remove)


def mpy_cross_for(drive, say=print):
    """CircuitPython's mpy-cross if it writes the .mpy the drive's board loads (the same major version
    as its boot_out.txt says), else None: the modules then go as .py source, compiled by the board at
    each power-on (slower to start: docs/device.md), and that is said in one line."""
    found = board_form.find_mpy_cross()
    try:
        with open(os.path.join(drive, "boot_out.txt"), encoding="utf-8", errors="replace") as f:
            board = board_form.board_version(f.read(200))
    except OSError:
        board = None
    if found is None:
        if os.environ.get("COMPANION_MPY_CROSS", "x").strip().lower() not in ("", "none", "0", "no"):
            say("note: no CircuitPython mpy-cross here (COMPANION_MPY_CROSS=PATH): the modules go as .py source, "
                "which the board compiles at every power-on")
        return None
    path, version = found
    if board is None or board[0] != version[0]:
        say("note: %s writes .mpy for CircuitPython %d.x, the board runs %s: the modules go as .py source, "
            "which the board compiles at every power-on" % (
                path, version[0], "%d.%d" % board if board else "an unknown version (no boot_out.txt)"))
        return None
    return path


def _deploy(drive, firmware, games, dry_run, say, frozen, force, remove):
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
    check_manifest(drive)
    stale, kept = stale_files(drive, set(rel for rel, _ in files), firmware, frozen)
    total = sum(size for _rel, size in files)
    changed = [(rel, size) for rel, size in files if not _same(os.path.join(drive, rel),
                                                              os.path.join(firmware, rel))]
    need = room_needed(drive, firmware, changed)
    slots = missing_slots(drive)
    need += len(slots) * (files_mod.SLOT_SIZE + 4096)  # the slot and its folder's cluster
    free = shutil.disk_usage(drive).free
    no_room = ("%s has %s free, the companion needs %s (the new files are copied beside the old ones "
               "before they replace them)" % (drive, _kb(free), _kb(need))) if need > free else None
    if dry_run:
        for rel, size in files:
            say("would copy %6d  %s" % (size, rel))
        for problem in (READ_ONLY % drive if read_only(drive) else None, no_room):
            if problem:
                say("note: " + problem)
    else:
        if read_only(drive):
            raise inputs.UserError("companion deploy: " + READ_ONLY % drive)
        if no_room:
            raise inputs.UserError("companion deploy: %s: nothing was changed; make room on the drive or "
                                   "copy fewer games (--games)" % no_room)
        try:
            rules = frozen or derives_state([rel for rel, _ in changed] + stale)
            if rules:
                clear_snaps(drive, slots)  # first: the new rules never meet the old rules' states
            copied = install(drive, firmware, files, stale, say)
            make_slots(drive, slots)
        except OSError as e:
            raise _copy_failed(drive, e, need, free)
        if rules and not frozen:
            n = snapshots_from_saves(drive)
            if n:
                say("the saved game's snapshots made again by the new rules (%d entries): its next "
                    "power-on resumes from them" % n)
        added = merge_settings(drive)
        if added:
            say("settings.toml: added %s (the board's start: docs/device.md)" % ", ".join(added))
        if slots:
            say("made %d empty save slots in %s (the board then never allocates on its drive while it "
                "saves: a power cut cannot tear the drive's FAT)" % (len(slots), os.path.join(drive, "saves")))
    for rel in stale:
        say("%s stale %s" % ("would remove" if dry_run else "removed", rel))
    for rel in kept:
        shadows = rel.endswith(".py") and rel[:-3] + ".mpy" in {r for r, _ in files}
        say("kept %s: changed since the deploy that put it there%s" % (
            rel, " (the board imports it instead of the new %s)" % os.path.basename(rel[:-3] + ".mpy")
            if shadows else ""))
    if frozen:
        say("tabletop/ is not copied: it is frozen into the firmware")
    if dry_run:
        say("would copy %d files, %d bytes to %s" % (len(files), total, drive))
    elif not copied:
        say("up to date: the %d files on %s are this version already, nothing written" % (len(files), drive))
    else:
        size = sum(s for rel, s in files if rel in copied)
        say("copied %d files, %d bytes to %s%s" % (len(copied), size, drive, "; %d up to date" % (
            len(files) - len(copied)) if len(copied) < len(files) else ""))
    if libraries(firmware):
        say("next: circup --path %s install -r %s" % (drive, os.path.join(drive, "lib", "requirements.txt")))
    else:
        say("no CircuitPython libraries needed (lib/requirements.txt lists none)")
    if not dry_run and hasattr(os, "sync"):
        os.sync()  # the board reloads as soon as code.py changes: make the copy complete first
    return files, stale


# CircuitPython's own settings that shorten the power-on (read from CIRCUITPY/settings.toml at boot):
# no 1 s wait for a reset press into safe mode (the pad's own ways stay: key 1 held gives the drive to
# the computer, the encoder held at plug-in the boot loader), and a GC heap that starts large instead of
# 8 KB, so loading the modules and the replay do not collect at every step of its growth.
SETTINGS = (("CIRCUITPY_SAFE_MODE_DELAY", "0"), ("CIRCUITPY_HEAP_START_SIZE", "131072"))


def merge_settings(drive):
    """Adds each of SETTINGS that the drive's settings.toml does not set (made if missing); every line
    already there stays as it is (the user's keys, TABLETOP_* of the Pico board). Returns the keys added."""
    import re

    path = os.path.join(drive, "settings.toml")
    text = ""
    if os.path.lexists(path):
        if not inputs.is_regular(path):
            return []
        with open(path, "rb") as f:
            text = f.read().decode("utf-8", "replace")
    have = set(re.findall(r"^\s*([A-Za-z0-9_]+)\s*=", text, re.M))
    add = [(k, v) for k, v in SETTINGS if k not in have]
    if not add:
        return []
    if text and not text.endswith("\n"):
        text += "\n"
    text += "# added by companion deploy: a faster power-on (docs/device.md)\n"
    text += "".join("%s = %s\n" % kv for kv in add)
    tmp = _free_name(path + STAGED)
    with open(tmp, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    os.replace(tmp, path)
    return [k for k, _ in add]


def missing_slots(drive):
    """The board's slot files and snapshot files (tabletop.boards.files) not on the drive yet, by path."""
    out = []
    for p in _slot_paths(drive) + snap_paths(drive):
        if not os.path.lexists(p):
            out.append(p)
    return out


def _slot_paths(drive):
    return [os.path.join(drive, files_mod.SAVE_DIR.strip("/"), str(i), "slot.bin") for i in range(files_mod.SAVE_FILES)]


def snap_paths(drive):
    """The board's files of the game state's snapshots (tabletop.core.snapshot)."""
    return [os.path.join(drive, (files_mod.SNAP_PATH % i).strip("/")) for i in range(files_mod.SNAP_FILES)]


# the board's files that derive a game's state from its record: a change to any of them may change
# the state a snapshot holds (the words files and the screens' code do not)
STATE_FROM = ("tabletop/core/", "tabletop/games/")


def derives_state(rels):
    """Whether any of these files (as the drive names them) derives the game state (STATE_FROM)."""
    return any(r.replace(os.sep, "/").startswith(STATE_FROM) and not r.endswith(".txt") for r in rels)


def write_snapshots(drive, rec):
    """The board's snapshot files as its idle writer leaves them after `rec` was played at the pad
    (tabletop.core.snapshot): the newest undo checkpoints' states by this version's rules, 16
    entries apart, one a file, the newest of the highest seq."""
    from tabletop.core import snapshot
    from tabletop.core.session import Session
    from tabletop.core.snapshot_load import mark
    from tabletop.ui.lang import CHECKPOINTS

    s = Session(rec, registry.load(rec.game), CHECKPOINTS[0], files_mod.SNAP_FILES)
    for seq, (n, state) in enumerate(s.checkpoints(), 1):
        place = files_mod.FilePlace(os.path.join(drive, (files_mod.SNAP_PATH % (seq - 1)).strip("/")),
                                    files_mod.SLOT_SIZE)
        snapshot.write(place, seq, n, mark(s.record, n), state)
    return len(s.checkpoints())


def snapshots_from_saves(drive):
    """After a deploy that changed the rules: the snapshots of the game the drive's slot files hold
    (its newest copy) made again by the new rules, so that the board's next power-on does not replay
    the whole game. The newest copy may be newer in nvm, which the computer cannot read: the board
    checks each snapshot against the record it resumes and takes the newest that record starts
    with (a copy is in the slot files too once the pad was left alone a minute). A game that cannot
    be read or replayed here gets none (the board replays it all once). Returns the entries of the
    game it was made from, or 0."""
    from host_tools import records

    try:
        rec = records.read_record(records.resolve(os.path.join(drive, files_mod.SAVE_DIR.strip("/")))[0])[0]
        if rec is None or not len(rec) or not write_snapshots(drive, rec):
            return 0
        return len(rec)
    except Exception:  # noqa: BLE001 - no snapshot: only the next power-on's speed is lost
        return 0


def clear_snaps(drive, made):
    """Every snapshot file there before this deploy emptied, in place (zeros: none; the size and the
    FAT stay): a snapshot is the state the rules derived from a record, and the rules this deploy
    brings may derive another (deploy calls it then only: a deploy that leaves the rules as they
    were keeps the board's snapshots, and its next power-on fast). Only a power-up's speed is lost:
    the saves are the records, never touched."""
    for p in snap_paths(drive):
        if p not in made and os.path.isfile(p):
            size = os.path.getsize(p)
            with open(p, "r+b") as f:
                f.write(bytes(size))


def make_slots(drive, paths):
    """Each missing slot file made full-size and empty (zeros: no copy, as the board makes them); a
    file there is never touched (it holds the user's saves)."""
    for p in paths:
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "xb") as f:
            f.write(bytes(files_mod.SLOT_SIZE))


def _make_folders(folder, made):
    """os.makedirs, noting in `made` the folders it made (outermost first)."""
    todo = []
    while folder and not os.path.isdir(folder):
        todo.append(folder)
        folder = os.path.dirname(folder)
    for d in reversed(todo):
        os.mkdir(d)
        made.append(d)


def _free_name(path):
    """path, or path with a number after it: a name no file has (never one of the user's)."""
    out, i = path, 1
    while os.path.lexists(out):
        out = "%s%d" % (path, i)
        i += 1
    return out


def _same(a, b):
    try:
        return os.path.getsize(a) == os.path.getsize(b) and sha1(a) == sha1(b)
    except OSError:
        return False


def _copy_failed(drive, e, need, free):
    import errno

    if e.errno == errno.EROFS or (e.errno in (errno.EACCES, errno.EPERM) and read_only(drive)):
        msg = READ_ONLY % drive
    elif e.errno in (errno.EACCES, errno.EPERM):
        msg = "%s: cannot write the drive (permission denied); nothing was changed" % drive
    elif e.errno == errno.ENOSPC and _free(drive) >= need:  # bytes to spare: its file entries ran out
        msg = ("%s: the drive ran out of room for more files while copying: its file entries, not its bytes "
               "(%s free, the companion needs about %s); nothing was changed, the old version is as it "
               "was; remove files you do not need from the drive, or copy fewer games (--games)"
               % (drive, _kb(_free(drive)), _kb(need)))
    elif e.errno in (errno.ENOSPC, errno.EDQUOT if hasattr(errno, "EDQUOT") else errno.ENOSPC):
        msg = ("%s: the drive ran out of room while copying (it had %s free, the companion needs about %s): "
               "nothing was changed, the old version is as it was; make room or copy fewer games (--games)"
               % (drive, _kb(free), _kb(need)))
    else:
        msg = "%s: copying failed (%s): nothing was changed, the old version is as it was" % (
            drive, e.strerror or e)
    return inputs.UserError("companion deploy: " + msg)


def _free(drive):
    try:
        return shutil.disk_usage(drive).free
    except OSError:
        return 0


def _ours(path, listed=None):
    """Is this code.py / boot.py / lib/requirements.txt the companion's (any version)? `listed`: its
    sha1 in the drive's manifest: then it is ours only while unchanged since (an edit makes it the
    user's); a drive without a manifest: ours if it names the companion."""
    if not inputs.is_regular(path):
        return False
    if listed is not None:
        return sha1(path) == listed
    try:
        with open(path, "rb") as f:
            data = f.read(1 << 16)
            return b"tabletop" in data or b"companion" in data
    except OSError:
        return False


def freeze_to(folder, firmware=FIRMWARE, games=None, say=print):
    """Writes the tabletop/ package the board needs into folder (for CircuitPython's
    FROZEN_MPY_DIRS); returns its files."""
    files = [(rel, size) for rel, size in plan(firmware, games) if rel.startswith("tabletop" + os.sep)]
    check_manifest(folder)
    stale = stale_files(folder, set(rel for rel, _ in files), firmware)[0] if os.path.isdir(folder) else []
    os.makedirs(folder, exist_ok=True)
    try:
        install(folder, firmware, files, stale, say=lambda _line: None)
    except OSError as e:
        raise inputs.UserError("companion deploy: %s: writing failed (%s): nothing was changed"
                               % (folder, e.strerror or e))
    say("wrote %d files of tabletop/ to %s" % (len(files), folder))
    return files


def cmd_deploy(args):
    games = game_list(args.games, "--games") if args.games is not None else None
    remove = game_list(args.remove, "--remove") if args.remove is not None else ()
    both = [g for g in games or () if g in remove]
    if both:
        raise inputs.UserError("companion deploy: --games and --remove both name %s: copy it or remove it"
                               % ", ".join(both))
    if args.freeze_to:
        extra = [o for o, v in (("--drive", args.drive), ("--frozen", args.frozen), ("--remove", args.remove),
                                ("--dry-run", args.dry_run), ("--force", args.force)) if v]
        if extra:  # --freeze-to writes a folder for a build, not a drive: these would be ignored
            raise inputs.UserError("companion deploy: --freeze-to DIR only writes the package for a build; %s "
                                   "not used with it (deploy the drive in a second run: --drive PATH --frozen)"
                                   % (", ".join(extra) + (" is" if len(extra) == 1 else " are")))
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
