"""Benchmark of the device app under MicroPython (the unix port stands in for the board).

`run(micropython_path)` returns a dict of figures: with the largest game record available (a
5-player Terra Mystica game when there is one), the app boots from a store copy of it (imports
core, game and UI from .py source, replays the record), then handles key presses, with the
display and the pixels faked (host_tools/bench/fakes). Figures:

    heap_needed_kb   smallest -X heapsize (2 KB steps) at which all of that succeeds
    heap_needed_boot_kb  the same for the boot alone (imports + resume)
    fits_96k         it succeeds in -X heapsize=96K
    redo_press_us    a key press that applies an entry, rebuilds the screen model and saves
    redo_nosave_us   the same without the save;  undo_press_us, turn_us (encoder), save_us
    boot_ms          import + resume (full replay)

    python -m host_tools.bench.device [MICROPYTHON [RECORD]]     prints them as JSON
"""

import json
import os
import subprocess
import sys
import tempfile

from host_tools.bench.vm import FIRMWARE, ROOT, kept_modules, micropython, short, steady_smallest, vm_command

FAKES = os.path.join(ROOT, "host_tools", "bench", "fakes")
SCRIPT = os.path.join(ROOT, "host_tools", "bench", "scripts", "device.py")
WHERE = os.path.join(ROOT, "host_tools", "bench", "scripts", "where.py")
RECORDS = os.path.join(ROOT, "tests", "records")
GOAL_KB = 96
# the libraries circup would add for those of firmware/lib/requirements.txt (pure Python ones; what
# CircuitPython has in C, host_tools/bench/fakes stands in for)
DEPENDENCIES = ()


def libraries(dest):
    """Copy into dest the pure-Python CircuitPython libraries the app imports on the board, from
    the packages the simulator uses (circup puts them on the board as .mpy: no compiling there;
    .py here is on the safe side)."""
    import importlib.util
    import shutil

    from host_tools import deploy

    os.makedirs(dest, exist_ok=True)
    for name in deploy.libraries(FIRMWARE) + list(DEPENDENCIES):
        spec = importlib.util.find_spec(name)
        if spec is None or spec.origin is None:
            raise RuntimeError("library %s is not installed (pip install -e '.[dev]')" % name)
        if spec.submodule_search_locations:
            src = list(spec.submodule_search_locations)[0]
            shutil.copytree(src, os.path.join(dest, name), ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy(spec.origin, os.path.join(dest, name + ".py"))


def pick_record():
    """(path, record): a 5-player Terra Mystica record if there is one, else the longest."""
    for p in (FIRMWARE, ROOT):
        if p not in sys.path:
            sys.path.insert(0, p)
    from tabletop.core import registry
    from tabletop.core.session import Session
    from tabletop.core.text import parse

    best = None
    for name in sorted(os.listdir(RECORDS)):
        if not name.endswith(".txt"):
            continue
        path = os.path.join(RECORDS, name)
        try:
            with open(path) as f:
                rec = parse(f.read(), registry.words_for)
            Session(rec)  # it must replay with the games as they are now
        except Exception:  # noqa: BLE001 - a record of a game not landed yet, or out of date
            continue
        key = (rec.game == "terra_mystica" and len(rec.seats) == 5, len(rec), name)
        if best is None or key > best[0]:
            best = (key, path, rec)
    return best[1], best[2]


# the save's settings byte, the language the app boots in (0 English, 1 German, 2 Dutch): the
# memory of German and Dutch screens (docs/languages.md: `python -m host_tools.bench.lang`)
LANG = [0]


def _workdir(tmp, rec, snap=False):
    # in tmp: the store copy of rec (its path returned) and lib/ (libraries()); snap: and beside it
    # (COPY.snap) a snapshot of the state at rec's newest undo checkpoint, as the board writes when
    # idle (tabletop.core.snapshot): the boot replays only the entries after it
    from tabletop.core import copies, save

    copy_path = os.path.join(tmp, "copy.bin")
    with open(copy_path, "wb") as f:
        f.write(copies.pack(1, LANG[0], save.dumps(rec)))
    if snap:
        write_snapshot(rec, copy_path + ".snap")
    libraries(os.path.join(tmp, "lib"))
    return copy_path


def write_snapshot(rec, path):
    """A snapshot (tabletop.core.snapshot) of rec's state at its newest undo checkpoint, in path."""
    from tabletop.boards.virtual import RamPlace
    from tabletop.core import registry, snapshot
    from tabletop.core.snapshot_load import mark
    from tabletop.core.session import Session
    from tabletop.ui.lang import CHECKPOINTS

    s = Session(rec, registry.load(rec.game), CHECKPOINTS[0], CHECKPOINTS[1])
    n, state = s.checkpoints()[-1]
    place = RamPlace(8192)
    snapshot.write(place, 1, n, mark(s.record, n), state)
    with open(path, "wb") as f:
        f.write(place.data)


def _args(vm, copy_path, heap_kb, extra=()):
    # the device benchmark on vm; the copy named relative to its folder (a random folder name
    # moves the heap needed: bench.run_case)
    where, name = os.path.split(copy_path)
    # the runners of host_tools/bench/mp32 have the stand-ins frozen in (in ROM, as CircuitPython's C
    # modules are in flash); the unix port imports them from FAKES
    fakes = "-" if isinstance(vm, tuple) else short(FAKES, where)
    return vm_command(vm, heap_kb, SCRIPT, where) + [fakes, "lib", name] + list(extra)


def _run(vm, copy_path, heap_kb, boot_only=False):
    # vm: the micropython command, or a runner from bench.mini()
    args = _args(vm, copy_path, heap_kb, ["boot"] if boot_only else [])
    where = os.path.dirname(copy_path)
    r = subprocess.run(args, capture_output=True, text=True, timeout=600, cwd=where)
    lines = r.stdout.strip().splitlines()
    if r.returncode != 0 or not lines or not lines[-1].startswith("{"):
        return None, (r.stdout + r.stderr).strip().splitlines()[-1:]
    return json.loads(lines[-1]), None


def _ok(result, entries, boot_only=False):
    # the game resumed with all its entries and its screen (the app shows an error, e.g. out of
    # memory in a game's screen hook, instead of crashing: that is no success), presses all ran
    return (result is not None and result["entries"] == entries and result["mode"] == 1
            and not (result["msg"] or "").startswith("Error")
            and (boot_only or (result.get("long_undo") is True and result.get("screens") is True
                               and result.get("refused") in REFUSED)))


# the refusal the run provokes (a redo with nothing to redo), as each language says it (LANG)
REFUSED = ("nothing to redo", "nichts zu wiederholen", "niets om opnieuw te doen")


def _smallest(mp, copy_path, entries, boot_only):
    """The smallest -X heapsize (2 KB steps) from which the run succeeds (bench.steady_smallest)."""
    return steady_smallest(lambda kb: _ok(_run(mp, copy_path, kb, boot_only)[0], entries, boot_only), 128)


def run(micropython_path, record=None):
    """The figures (a dict); record: a record text file instead of the largest one."""
    if record is None:
        path, rec = pick_record()
    else:
        from tabletop.core import registry
        from tabletop.core.text import parse

        path = os.path.abspath(record)
        with open(path) as f:
            rec = parse(f.read(), registry.words_for)
    with tempfile.TemporaryDirectory() as tmp:
        copy_path = _workdir(tmp, rec)
        at_goal, err = _run(micropython_path, copy_path, GOAL_KB)
        if err is None and not _ok(at_goal, len(rec)):  # the app fell back: its screen says why
            err = [" ".join(at_goal.get("screen", []))]
        roomy, err2 = _run(micropython_path, copy_path, 2048)
        if not _ok(roomy, len(rec)):
            return {"record": os.path.relpath(path, ROOT), "error": err2 or "boot failed"}
        need = _smallest(micropython_path, copy_path, len(rec), False)
        need_boot = _smallest(micropython_path, copy_path, len(rec), True)
    return {
        "record": os.path.relpath(path, ROOT),
        "game": rec.game,
        "players": len(rec.seats),
        "entries": len(rec),
        "goal_kb": GOAL_KB,
        "fits_96k": _ok(at_goal, len(rec)),
        "error_at_goal": err,
        "heap_needed_kb": need,
        "heap_needed_boot_kb": need_boot,
        "live_after_boot_kb": round(roomy["live_after_boot"] / 1024.0, 1),
        "boot_ms": roomy["boot_us"] // 1000,
        "redo_press_us": roomy["redo_press_us"],
        "redo_nosave_us": roomy["redo_nosave_us"],
        "undo_press_us": roomy["undo_press_us"],
        "turn_us": roomy["turn_us"],
        "save_us": roomy["save_us_per_press"],
        "command": "python -m host_tools.bench.device  (micropython -X heapsize=NK "
                   "host_tools/bench/scripts/device.py firmware host_tools/bench/fakes LIB COPY)",
    }


def heap_on(vm, path, rec, snap=False):
    """(heap needed for boot + presses, live after boot) on vm (see _run); snap: the boot from a
    snapshot (_workdir)."""
    with tempfile.TemporaryDirectory() as tmp:
        copy_path = _workdir(tmp, rec, snap)
        roomy, err = _run(vm, copy_path, 2048)
        if not _ok(roomy, len(rec)):
            return None, None
        return _smallest(vm, copy_path, len(rec), False), roomy["live_after_boot"]


# the modules scripts/device.py imports first, in this order (vm.code_alone)
FIRST = ("tabletop.boards.files", "tabletop.boards.macropad", "tabletop.ui.app")


def kept(vm, rec):
    """The tabletop modules the app keeps after the whole device run on vm (mp_vm.kept_modules),
    or None."""
    with tempfile.TemporaryDirectory() as tmp:
        copy_path = _workdir(tmp, rec)
        args = _args(vm, copy_path, 2048)
        return kept_modules(vm, SCRIPT, args[args.index(short(SCRIPT, tmp)) + 2:], tmp)


CUTS = (0, 40, 15, 10)  # the record cut short by none, a 40th, a 15th, a tenth (heap_over_cuts)


def heap_over_cuts(vm, path, rec, cuts=CUTS, short=None, snap=False):
    """[(entries, heap needed for boot + presses)] with the record cut short by each of cuts (0:
    whole, k: by a k-th): a run with a few entries fewer has nearly the same live bytes, yet its
    heap needed moves by several KB (the heap splits differently), so one figure alone cannot
    show a change of a few KB. rec itself is cut (shortest last). short: a list that gets, for
    each cut, what runs out in a heap 2 KB smaller (runs_out), or None."""
    n = len(rec)
    out = []
    for k in cuts:
        rec.truncate(n - n // k if k else n)
        need = heap_on(vm, path, rec, snap)[0]
        out.append((len(rec), need))
        if short is not None and need:
            with tempfile.TemporaryDirectory() as tmp:
                short.append((len(rec), need - 2, runs_out(vm, _workdir(tmp, rec), need - 2, len(rec))))
    return out


def _phases():
    # [(line, name)] of scripts/device.py's "# phase: NAME" comments
    with open(SCRIPT) as f:
        lines = f.read().splitlines()
    return [(i + 1, ln.split("# phase:")[1].strip()) for i, ln in enumerate(lines)
            if ln.strip().startswith("# phase:")]


def runs_out(vm, copy_path, heap_kb, entries):
    """What runs out first when the device benchmark runs in heap_kb: (the part of the run, by
    scripts/device.py's "# phase:" comments; the innermost frame; the error), or None if the run
    succeeds. The script is compiled before it sets the app's compile level, so its own frames
    keep their line numbers."""
    args = _args(vm, copy_path, heap_kb)
    r = subprocess.run(args, capture_output=True, text=True, timeout=600, cwd=os.path.dirname(copy_path))
    lines = r.stdout.strip().splitlines()
    if r.returncode == 0 and lines and lines[-1].startswith("{"):
        result = json.loads(lines[-1])
        if _ok(result, entries):
            return None
        return ("boot", "the app's fallback", result.get("msg") or "")  # caught by the app: its screen says why
    out = (r.stdout + r.stderr).strip().splitlines()
    frames = [ln.strip() for ln in out if ln.strip().startswith("File ")]
    at = [int(f.split("line ")[1].split(",")[0]) for f in frames if os.path.basename(SCRIPT) in f]
    phase = "?"
    for line, name in _phases():
        if at and line <= at[0]:  # the script's outermost frame: its module level
            phase = name
    inner = frames[-1].replace("File ", "").replace('"', "") if frames else ""
    return (phase, inner, out[-1] if out else "")


def where(vm, path, rec):
    """Where the heap goes after boot and presses, on vm (host_tools/bench/scripts/where.py): {"modules":
    [[name, bytes, kept], ...], "parts": [[part, bytes], ...], "live": bytes}, or None."""
    with tempfile.TemporaryDirectory() as tmp:
        copy_path = _workdir(tmp, rec)
        args = _args(vm, copy_path, 2048)
        i = args.index(short(SCRIPT, tmp))
        args[i:i + 2] = [short(WHERE, tmp), args[i + 1], args[i]]  # scripts/where.py FIRMWARE SCRIPT ARGS...
        r = subprocess.run(args, capture_output=True, text=True, timeout=600, cwd=tmp)
    lines = r.stdout.strip().splitlines()
    return json.loads(lines[-1]) if r.returncode == 0 and lines else None


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    mp = argv[0] if argv else micropython()
    if not mp:
        print("no micropython executable found", file=sys.stderr)
        return 1
    print(json.dumps(run(mp, argv[1] if len(argv) > 1 else None), indent=1, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
