# The device's main loop (firmware/code.py runs it): input events -> app, idle saves.
import gc
import time

from tabletop.ui.app import App


def run(board):
    gc.collect()
    app = App(board)
    try:
        app.boot(board.now_ms())  # a save that cannot be used falls back inside; last net here
    except Exception as e:
        app.error(e)
    gc.collect()
    while True:
        evs = board.events()
        for ev in evs:
            try:
                app.handle(ev[0], ev[1], board.now_ms())
            except Exception as e:  # a bug must not end the game: say it, keep the record
                app.error(e)
        if evs:  # the press's garbage goes while the player looks at the screen, so that what
            gc.collect()  # the next press keeps is not strewn over a full heap (RAM)
        try:
            app.tick(board.now_ms())
        except Exception as e:
            app.error(e)
        time.sleep(0.005)
