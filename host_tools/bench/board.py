"""`companion bench --board`: the four games' device run on CircuitPython's own MacroPad firmware in the
RP2040 emulator (host_tools.board), in board time: resume from the game's full test record, encoder
clicks, undo and redo (an entry taken back and applied again, with its save), and the heap the board
reports at boot."""

import os

from host_tools.board.run import BoardRun, figures

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# the records: the longest Terra Mystica save (616 entries, entered the pad's way), the others' full games
CASES = (("Terra Mystica 5p", "tests/records/tm_5p_pad.txt"),
         ("Babel", "tests/records/babel_demo.txt"),
         ("Assyria 4p", "tests/records/assyria_4p_full.txt"),
         ("After the Flood", "tests/records/after_the_flood_full.txt"))
# clicks down and back, three undos, three redos; then the board left alone until its idle save
SCRIPT = [("turn", 1)] * 5 + [("turn", -1)] * 5 + [("key", 9)] * 3 + [("key", 11)] * 3
GOALS = {"resume_ms": (2000, 1500), "click_ms_median": 30, "click_ms_max": 60, "redo_ms_median": 60,
         "redo_ms_max": 150, "undo_ms_median": 100}


def measure(name, path, quick=False):
    run = BoardRun(game=os.path.join(ROOT, path))
    try:
        run.power_on()
        for step in (SCRIPT[:4] + SCRIPT[13:14] if quick else SCRIPT):
            run.play(step)
        run.settle()
        f = figures(run)
        saves = _saves(run.emu.flash_log)
    finally:
        run.close()
    ms = lambda kind, keys=None: [m for (k, v), m in run.steps if k == kind and (keys is None or v in keys)]  # noqa: E731
    click, undo, redo = ms("turn"), ms("key", (9,)), ms("key", (11,))
    return {"game": name, "record": path, "resume_ms": f["resume_ms"],
            "click_ms": (_med(click), max(click)), "undo_ms": (_med(undo), max(undo) if undo else None),
            "redo_ms": (_med(redo), max(redo) if redo else None), "save_ms": (_med(saves), max(saves) if saves else None),
            "free_after_boot": f["free_after_boot"], "free_min": f["free_min"], "error": f["error"]}


def _saves(log):
    """Each save's time on the flash: a burst of erases and programs (gaps under 20 ms), from the first's
    start (the log's time) to the last's end (host_tools/board/emulator.mjs: a real chip's times)."""
    out, start, end = [], None, None
    for t, kind, _off, n in log:
        d = 45.0 * ((n + 4095) // 4096) if kind == "erase" else 0.7 * ((n + 255) // 256)
        if start is None or t - end > 20:
            if start is not None:
                out.append(end - start)
            start = t
        end = t + d
    if start is not None:
        out.append(end - start)
    return out


def _med(xs):
    xs = sorted(x for x in xs if x is not None)
    return xs[len(xs) // 2] if xs else None


def _f(x):
    return "-" if x is None else "%.0f" % x


def table(rows, cmd="companion bench --board"):
    out = ["", "## On the board: CircuitPython's MacroPad firmware in the RP2040 emulator", "",
           "`%s` (host_tools/bench/board.py): each game resumed from its record on the real firmware "
           "(`companion board`), then 5 encoder clicks down and 5 back, 3 undos, 3 redos, and the board left "
           "to its idle save. Board time of the emulated clock (ms; a consistent scale, not a calibrated "
           "one: docs/device.md); a step is timed from its first edge on the pins to the board's last "
           "activity (screen, LEDs, flash). Heap: the boot line's `gc.mem_free()` figures (bytes)." % cmd, "",
           "| game | record | power-on to the game's screen | click median / max | undo median / max | "
           "redo median / max | a save on flash median / max | free after boot | lowest at boot | error |",
           "|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        out.append("| %s | %s | %s | %s / %s | %s / %s | %s / %s | %s / %s | %s | %s | %s |" % (
            r["game"], os.path.basename(r["record"]), _f(r["resume_ms"]), _f(r["click_ms"][0]), _f(r["click_ms"][1]),
            _f(r["undo_ms"][0]), _f(r["undo_ms"][1]), _f(r["redo_ms"][0]), _f(r["redo_ms"][1]),
            _f(r["save_ms"][0]), _f(r["save_ms"][1]), r["free_after_boot"], r["free_min"], r["error"] or "none"))
    out.append("")
    out.append("Goals (issue 36): power-on at most 2000 ms for Terra Mystica's 616 entries and 1500 ms for the "
               "others, a click at most 30 ms median (60 max), an entry applied (redo) at most 60 ms median "
               "(150 max), undo at most 100 ms median.")
    return "\n".join(out) + "\n"


def run(quick=False):
    return [measure(name, path, quick) for name, path in CASES if os.path.exists(os.path.join(ROOT, path))]
