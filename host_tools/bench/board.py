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
         "redo_ms_max": 150, "undo_ms_median": 100, "far_undo_ms": 1000}
FAR_UNDOS = 40  # undos from the game's end: past both undo checkpoints in RAM (16 entries apart)


def _play(path, quick, ballast=0):
    """The run (BoardRun, closed) and its figures; the screens compared with the simulator's."""
    run = BoardRun(game=os.path.join(ROOT, path), ballast=ballast, compare=True)
    try:
        run.power_on()
        for step in (SCRIPT[:4] + SCRIPT[13:14] if quick else SCRIPT):
            run.play(step)
        run.settle()
        run.play(("wait", 1000))  # the board idle: its snapshot written (tabletop.core.snapshot)
        f = figures(run)
        f["resume_again_ms"] = run.play(("restart", None))  # power-on as a pad that was played: from its snapshot
        f["same_record"] = _same_record(run)
    finally:
        run.close()
    return run, f


def _same_record(run):
    from tabletop.core import save

    rec = run.record()
    s = run.shadow.app.session
    return rec is not None and s is not None and save.dumps(rec) == save.dumps(s.record)


def passes(f, run):
    return f["error"] is None and not run.diverged and f["same_record"]


def room(path, free, quick=False):
    """The largest ballast (2 KB steps) that code.py can take first with the whole run still the same
    as the simulator's (screens, record) and no error: the room to spare at the run's worst point."""
    # lo passes (the plain run), hi+1 cannot (more than is free after boot: free is gc.mem_free()
    # after the boot's collection (its boot line); figures read between steps hold garbage)
    lo, hi = 0, max(0, (free or 0) // 2048)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        run, f = _play(path, quick, mid * 2048)
        if passes(f, run):
            lo = mid
        else:
            hi = mid - 1
    return lo * 2


def far_undo(path):
    """FAR_UNDOS undos from the end of the game as played at the pad (its snapshots on the drive,
    host_tools.board.drive.write_played): the slowest of them (ms), an undo past both undo checkpoints
    in RAM; and an error, if a screen was not the simulator's."""
    run = BoardRun(game=os.path.join(ROOT, path), compare=True, played=True)
    try:
        run.power_on()
        for _ in range(FAR_UNDOS):
            run.play(("key", 9))
        f = figures(run)
    finally:
        run.close()
    err = f["error"] or ("the screen differed from the simulator's at step %d" % run.diverged[0][0]
                         if run.diverged else None)
    return max(m for _step, m in run.steps), err


def measure(name, path, quick=False, with_room=False):
    far, far_err = (None, None) if quick else far_undo(path)
    run, f = _play(path, quick)
    saves = _saves(run.emu.flash_log)
    ms = lambda kind, keys=None: [m for (k, v), m in run.steps if k == kind and (keys is None or v in keys)]  # noqa: E731
    click, undo, redo = ms("turn"), ms("key", (9,)), ms("key", (11,))
    return {"game": name, "record": path, "resume_ms": f["resume_ms"], "resume_again_ms": f["resume_again_ms"],
            "click_ms": (_med(click), max(click)), "undo_ms": (_med(undo), max(undo) if undo else None),
            "redo_ms": (_med(redo), max(redo) if redo else None), "save_ms": (_med(saves), max(saves) if saves else None),
            "free_after_boot": f["free_after_boot"], "free_min": f["free_min"],
            "room_kb": room(path, max(f["free_after_boot"] or 0, f["free_collected"] or 0), quick)
            if with_room and passes(f, run) else None,
            "far_undo_ms": far,
            "error": far_err or f["error"] or ("the screen differed from the simulator's at step %d" % run.diverged[0][0]
                                    if run.diverged else None) or (None if f["same_record"] else
                                                                  "the record on the flash is not the simulator's")}


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
           "(`companion board --from`: a full replay, no snapshot yet: as with the snapshot files lost), then 5 encoder clicks down and 5 back, "
           "3 undos, 3 redos, the board left to its idle save and snapshot, and powered on again (the "
           "everyday case: a pad that was played resumes from its snapshot). Board time of the emulated clock (ms; a consistent scale, not a calibrated "
           "one: docs/device.md); a step is timed from the input complete on the pins (a key's press edge, a click's "
           "last edge) to the board's last activity (screen, LEDs, flash). Heap: `gc.mem_free()` read from the board after power-on and "
           "after each step, and the boot line's figures (bytes); the lowest of them. Room to spare: the "
           "largest `bytearray` (2 KB steps) code.py can take first with every screen and the saved record "
           "still the simulator's. Every screen is compared with the simulator's, pixel for pixel." % cmd, "",
           "| game | record | power-on to the game's screen: full replay / after play (snapshot) | click median / max | undo median / max | "
           "redo median / max | undo past the checkpoints | a save on flash median / max | free after boot | lowest | "
           "room to spare | error |",
           "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        out.append("| %s | %s | %s / %s | %s / %s | %s / %s | %s / %s | %s | %s / %s | %s | %s | %s | %s |" % (
            r["game"], os.path.basename(r["record"]), _f(r["resume_ms"]), _f(r["resume_again_ms"]), _f(r["click_ms"][0]), _f(r["click_ms"][1]),
            _f(r["undo_ms"][0]), _f(r["undo_ms"][1]), _f(r["redo_ms"][0]), _f(r["redo_ms"][1]), _f(r.get("far_undo_ms")),
            _f(r["save_ms"][0]), _f(r["save_ms"][1]), r["free_after_boot"], r["free_min"],
            "-" if r["room_kb"] is None else "%d KB" % r["room_kb"], r["error"] or "none"))
    out.append("")
    out.append("Goals (issue 36): power-on at most 2000 ms for Terra Mystica's 616 entries and 1500 ms for the "
               "others, a click at most 30 ms median (60 max), an entry applied (redo) at most 60 ms median "
               "(150 max), undo at most 100 ms median; an undo past both undo checkpoints at most 1000 ms "
               "(%d undos from the end of the game as played at the pad, its snapshots on the drive: the "
               "slowest)." % FAR_UNDOS)
    return "\n".join(out) + "\n"


def run(quick=False, with_room=False):
    return [measure(name, path, quick, with_room) for name, path in CASES if os.path.exists(os.path.join(ROOT, path))]
