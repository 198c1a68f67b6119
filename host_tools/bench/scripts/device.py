# Runs INSIDE MicroPython: the device app on a saved game, as on a MacroPad with stock CircuitPython.
#   micropython -X heapsize=96K host_tools/bench/scripts/device.py FIRMWARE_DIR FAKES_DIR LIB_DIR STORE_COPY [boot]
# The app as `companion deploy` puts it on the drive (.py source, compiled here), on the MacroPad's
# board facade (tabletop.boards.macropad), with the CircuitPython libraries of LIB_DIR imported for
# real (none today: host_tools/bench/device.py copies them there);
# FAKES_DIR stands in for what CircuitPython has in C (displayio, keypad, board, ...), imported
# before the base is taken (on the board they are in flash). Boots the app (resumes the game from
# the store copy: a full replay), then times key presses: redo (apply an entry), undo, an encoder
# turn, a save; then undoes 45 entries and redoes them, opens the other screens (a player's
# page, the history, the board check) and shows a refusal. Prints one JSON object. The `# phase:`
# comments name the parts of the run for host_tools/bench/device.py's runs_out (what runs out first).
import gc
import sys

sys.path.insert(0, sys.argv[3])  # the libraries circup installs (pure Python)
sys.path.insert(0, sys.argv[2])  # what CircuitPython has in C ("-": frozen into the runner)
sys.path.insert(0, sys.argv[1])
import micropython  # noqa: E402
import time  # noqa: E402

import bitmaptools  # noqa: E402,F401 - C on the board: imported before the base
import board  # noqa: E402,F401
import digitalio  # noqa: E402,F401
import displayio  # noqa: E402,F401
import fontio  # noqa: E402,F401
import keypad  # noqa: E402,F401
import microcontroller  # noqa: E402,F401
import neopixel_write  # noqa: E402,F401
import pwmio  # noqa: E402,F401
import rotaryio  # noqa: E402,F401
import storage  # noqa: E402,F401
import supervisor  # noqa: E402,F401
import terminalio  # noqa: E402,F401

mem_peak = getattr(micropython, "mem_peak", lambda: 0)  # the mini runners (host_tools/bench/mp32) have none

# the save places are files, as the board's slot files (a RAM fake would hold every copy in the
# heap, which on the board is flash): COPY is copied to COPY.0, COPY.1 starts empty
work = sys.argv[4] + "."
with open(sys.argv[4], "rb") as f:
    copy = f.read()
with open(work + "0", "wb") as f:
    f.write(copy)
copy = None
try:
    import os

    os.remove(work + "1")
except OSError:
    pass
micropython.opt_level(3)  # as firmware/code.py compiles the app on the board (COMPILE_LEVEL)
gc.collect()
base = gc.mem_alloc()
# phase: imports
from tabletop.boards.files import FilePlace  # noqa: E402
from tabletop.boards.macropad import MacroPad  # noqa: E402
from tabletop.ui.app import App  # noqa: E402

pad = MacroPad()
pad.storage = [FilePlace(work + "0", 8192), FilePlace(work + "1", 8192)]
# the snapshots' places: COPY.snap (a snapshot when the host wrote one) and COPY.snap1
pad.snaps = [FilePlace(sys.argv[4] + ".snap", 8192), FilePlace(sys.argv[4] + ".snap1", 8192)]
pad.tone = lambda freq, ms: None  # a beep waits ms with the speaker on: not the app's time
app = App(pad)
t0 = time.ticks_us()
# phase: boot
app.boot(0)
boot_us = time.ticks_diff(time.ticks_us(), t0)
gc.collect()
s = app.session
out = {"entries": len(s.record) if s else -1, "game": s.record.game if s else None,
       "boot_us": boot_us, "live_after_boot": gc.mem_alloc() - base, "screen": app.screen["lines"],
       "mode": app.mode, "msg": app.msg}


LONG_UNDO = 45  # entries: more than the two undo checkpoints hold (tabletop.ui.shared)
# the other screens, opened at the table from the in-game menu (key 10): a player's page (key 1, a
# turn, back), the history (a second replay: 3 down, push, 5 entries back, back), the board check
# (4 down, push, key 10 twice); and the modes the app must be in after each of these inputs
SCREENS = (("key", 10), ("key", 0), ("turn", 1), ("push", 1),
           ("key", 10), ("turn", 3), ("push", 1), ("turn", -5), ("key", 10),
           ("key", 10), ("turn", 4), ("push", 1), ("key", 10), ("key", 10))
SCREEN_MODES = [2, 4, 4, 1, 2, 2, 3, 3, 1, 2, 2, 5, 5, 1]  # tabletop.ui.shared: PMENU, PAGE, ...


def press(kind, value, n=7):
    # median of n timed presses (the clock advances 1 s a press: no idle save in between)
    ts = []
    for i in range(n):
        t = time.ticks_us()
        app.handle(kind, value, 1000 * (len(ts) + 1))
        ts.append(time.ticks_diff(time.ticks_us(), t))
        if kind == "key" and value == 11:  # put the entry back for the next redo (not timed)
            app.session.undo()
        gc.collect()  # as the main loop does after the events (tabletop.main)
    ts.sort()
    return ts[len(ts) // 2]


if s is not None and len(s.record) > 0 and sys.argv[5:] != ["boot"]:
    saves = [0]
    real_save = app.store.save_framed

    def counting_save(buf, n, settings=0, check=None):
        t = time.ticks_us()
        ok = real_save(buf, n, settings, check)
        saves[0] += time.ticks_diff(time.ticks_us(), t)
        return ok

    # phase: presses
    app.store.save_framed = counting_save
    s.undo()  # the last entry goes to the redo stack: redo = apply it again
    saves[0] = 0
    out["redo_press_us"] = press("key", 11)  # apply an entry + rebuild the screen (+ save)
    out["save_us_per_press"] = saves[0] // 7
    out["turn_us"] = press("turn", 1)
    app.store.save_framed = lambda buf, n, settings=0, check=None: True  # undo without the save
    out["undo_press_us"] = press("key", 9)  # 7 undos in a row, the median
    out["redo_nosave_us"] = press("key", 11)  # apply an entry + rebuild the screen
    # a long undo at the table, then every entry again, saved as they go: past both undo
    # checkpoints (a replay from the start during play) and over a round's change
    # phase: long undo
    app.store.save_framed = real_save
    n = len(s.record)
    for k in (9, 11):
        for i in range(LONG_UNDO):
            app.handle("key", k, 10000 + 1000 * i)
            gc.collect()
    out["long_undo"] = len(s.record) == n and app.msg is None
    # phase: screens
    modes = []
    for ev in SCREENS:
        app.handle(ev[0], ev[1], 900000)
        modes.append(app.mode)
        gc.collect()
    out["screens"] = modes == SCREEN_MODES and app.msg is None
    # the entries the timed undos left to redo, then a refused press, as a dark key at the table
    # (redo with nothing to redo): on the board its words are read from the deploy's table of
    # refusals (tabletop/core/refusals.py)
    # phase: redo and a refusal
    while s.redo_n:
        app.handle("key", 11, 990000)
        gc.collect()
    app.handle("key", 11, 990000)
    out["refused"] = app.msg
gc.collect()
out["live_end"] = gc.mem_alloc() - base
out["peak"] = mem_peak()
out["heap_total"] = gc.mem_alloc() + gc.mem_free()
import json  # noqa: E402

print(json.dumps(out))
