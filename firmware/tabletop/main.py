# The device's main loop (firmware/code.py runs it): input events -> app, idle saves.
import gc
import time

from tabletop.ui.app import App
from tabletop.ui.lang import HOLE, HOLE_KB, mem_free


def boot_line(app):
    # One line for the serial console at boot: the free heap at start, after the game's modules
    # and after the replay of the saved game (bytes), and now.
    h = app.heap
    s = "tabletop: heap free %d at start" % h[0]
    if h[1] >= 0:
        s += ", %d after the game's modules, %d after the replay of %d entries" % (
            h[1], h[2], len(app.session.record) if app.session is not None else 0)
    return s + ", %d now" % mem_free()


# The heap is collected after a key or the push has been answered (its garbage goes while the
# player looks at the screen, so that what the next press keeps is not strewn over a full heap:
# RAM), after the encoder's clicks only once the pad has been left alone TIDY_MS: a collection
# is about 6 ms of the board's time, and a click leaves a few hundred bytes
TIDY_MS = 200
POLL_S = 0.002  # between two looks at the keys and the encoder


def run(board):
    gc.collect()
    HOLE[0] = bytearray(HOLE_KB * 1024)  # (tabletop.ui.lang.HOLE)
    app = App(board)
    app.heap[0] = mem_free()
    try:
        app.boot(board.now_ms())  # a save that cannot be used falls back inside; last net here
    except Exception as e:
        app.error(e)
    HOLE[0] = None
    gc.collect()
    print(boot_line(app))  # on the serial console: the board's own figure (docs/device.md)
    last = -1  # the last input's time, until the heap is collected after it
    while True:
        evs = board.events()
        for ev in evs:
            try:
                app.handle(ev[0], ev[1], board.now_ms())
            except Exception as e:  # a bug must not end the game: say it, keep the record
                app.error(e)
        now = board.now_ms()
        if evs:
            last = now
            for ev in evs:
                if ev[0] != "turn":
                    last = now - TIDY_MS
        if last >= 0 and now - last >= TIDY_MS:
            gc.collect()
            last = -1
        try:
            app.tick(now)
        except Exception as e:
            app.error(e)
        time.sleep(POLL_S)
