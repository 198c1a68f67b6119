# When the game goes to the flash: a save after every completed turn (tabletop.ui.modes.change),
# again while the pad is idle when it failed, and then, once per change of the game, a snapshot
# of its state beside the record (tabletop.core.snapshot: a power-up replays only the entries
# after it); a minute alone, the turns in the saves' journal as a copy too (below).

from tabletop.core.save_in_place import copy_to, save_to
from tabletop.ui import lang as L
from tabletop.ui import modes
from tabletop.ui.lang import PLAY, START

IDLE_SAVE_MS = 3000  # no input for this long: the pad is idle (app.tick)
# left alone this long, the turns saved in nvm's journal (tabletop.core.journal) are written as a
# copy in a slot file too: the game copied off the drive (companion replay/export of /saves) is
# then the whole game, as nvm cannot be read from the computer. Not at every idle moment: each
# copy erases nvm for a new journal (its wear)
IDLE_COPY_MS = 60000


def save(app):
    if app.session is None:
        ok = app.store.save(b"", app.lang)
    else:  # False: no place holds it, or writing failed (core/store.py)
        ok = save_to(app.store, app.session.record, app.lang)
    # not saved: the entries stay in the record and a later save retries: the next turn's,
    # and idle()'s every IDLE_SAVE_MS (each may write the flash)
    app.dirty = not ok
    if not ok:
        app.last_input += IDLE_SAVE_MS
        app.msg = L.t(app.lang, "unsaved")
        if app.mode != START:
            app._refresh()  # also when idle() saved: the screen says so at once


def tick(app, now_ms):
    alone = now_ms - app.last_input
    if alone < IDLE_SAVE_MS:
        return
    if app.dirty or app.snap_v != app.version:
        idle(app)
    elif alone >= IDLE_COPY_MS and app.store.j and app.store.j[4] and app.session is not None:
        if not copy_to(app.store, app.session.record, app.lang):
            app.last_input = now_ms  # no place took it: tried again a minute later


def idle(app):
    if app.dirty:
        save(app)
        return
    app.snap_v = app.version
    # the game saved: a snapshot of its state. No room for it: German or Dutch words let go (read
    # again at the next screen) and tried once more; else none this time: it only shortens a
    # power-on, the game is saved, nothing for the players to do (the next change tries again)
    if app.snaps and app.mode == PLAY and not snap(app) and app.lang:
        L.words_done(0)
        snap(app)


def snap(app):
    # a snapshot of the game's state (tabletop.core.snapshot), the writer's code compiled only now
    # and dropped after (RAM); False: no room for it
    ok = True
    try:
        from tabletop.core import snapshot

        app.snap = snapshot.idle(app.session, app.snaps, app.snap)
    except MemoryError:
        ok = False
    snapshot = None
    for m in ("", "_out", "_load", "_in"):
        modes.forget("core.snapshot" + m)
    return ok


def far(app, record):
    # an undo past the session's checkpoints (tabletop.core.session): the state of the snapshot of
    # the most entries the record left starts with (the places keep older checkpoints' too),
    # else None: the replay from the start. Its reader compiled only now, dropped after (RAM)
    from tabletop.core import snapshot_load

    try:
        found = snapshot_load.best(app.snaps, record)[0]
    except MemoryError:
        found = None
    snapshot_load = None
    modes.forget("core.snapshot_load")
    modes.forget("core.snapshot_in")
    return (found[1], found[3]) if found else None
