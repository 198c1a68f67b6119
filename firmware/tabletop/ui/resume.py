# Power-up (App.boot): resume the newest save that can be used, else the start menu with a note.
# Needed once: App.boot drops this module afterwards (RAM).
import gc

from tabletop.core import registry, save
from tabletop.core.copies import MAGIC, unpack
from tabletop.core.errors import Illegal
from tabletop.core.session import Session
from tabletop.ui import lang as L
from tabletop.ui import modes
from tabletop.ui.lang import CHECKPOINTS, SAVE_ROOM, load, mem_free


def _entry(app, name):
    for g in app.games:
        if g[0] == name:
            return g
    raise Illegal(L.t(app.lang, "missing") % name)


def head_seq(data):
    # the seq in a copy's header (tabletop.core.copies), even of a damaged copy (a write cut short
    # has its new header); -1 when the header itself is unreadable
    if len(data) < 7 or bytes(data[0:2]) != MAGIC:
        return -1
    return (data[3] << 24) | (data[4] << 16) | (data[5] << 8) | data[6]


def _lost(store, seq):
    # is a damaged copy newer than the copy `seq` resumed (a save cut short: an older copy used)?
    for p in store.places:
        try:
            d = p.read()
        except Exception:  # noqa: BLE001 - unreadable: no evidence either way
            continue
        if head_seq(d) > seq and unpack(d) == "damaged":
            return True
    return False


def _session(app, rec, mod):
    start = None
    places = app.snaps
    if places:
        from tabletop.core import snapshot_load

        try:
            start, app.snap = snapshot_load.best(places, rec)
        except MemoryError:  # no room to read it: the full replay
            start = None
        snapshot_load = None
        modes.forget("core.snapshot_load")  # needed once (RAM)
        modes.forget("core.snapshot_in")
        gc.collect()
    if start is not None:
        n = len(rec)
        try:
            return Session(rec, mod, CHECKPOINTS[0], CHECKPOINTS[1], adopt=True, tidy=gc.collect,
                           start=(start[1], start[3]))
        except MemoryError:
            raise
        except Exception:  # noqa: BLE001 - the snapshot misled the replay: from the start
            start = None
            rec.count = n  # the entries' bytes are where they were (each applied over its own)
            gc.collect()
    return Session(rec, mod, CHECKPOINTS[0], CHECKPOINTS[1], adopt=True, tidy=gc.collect)


def boot(app):
    store = app.store
    note = None
    try:
        found = store.scan()  # newest first; one payload in RAM at a time
    except MemoryError as e:  # a place not read is not written over (Store.scan): say it
        found = []
        note = L.t(app.lang, "error") % str(e)
    if store.damaged and not found and note is None:
        note = L.t(app.lang, "fresh")
    for cand in found:
        try:
            data = store.payload(cand[2])
        except MemoryError as e:  # the copy was not read: it stays, and the next boot tries it
            note = L.t(app.lang, "error") % str(e)
            break
        if data is None:
            continue
        if cand[1] in (L.EN, L.DE):
            app.lang = cand[1]
        if not data:
            break  # saved in the start menu: no game
        try:
            rec = save.loads(data, lambda name: getattr(load(_entry(app, name)), "WORDS", ()),
                             SAVE_ROOM, True)  # the replay checks the entries
            # the payload is in the record now: let it go, also the store's copy of it (kept to
            # skip an unchanged save, which play never asks for): ~4 KB of RAM for a long game
            data = None
            store.last = None
            # the game's modules, and its screen hooks before the replay, not after it at the
            # fullest and most split heap; compiled with the heap collected often (RAM: a few KB,
            # docs/device.md; the boot takes a quarter longer): the replay collects every few
            # entries itself
            before = modes.often()
            try:
                mod = load(_entry(app, rec.game))
                registry.view(mod)
            finally:
                if before is not None:
                    gc.threshold(before)
            gc.collect()
            app.heap[1] = mem_free()  # for the board's report at boot (tabletop.main)
            # the session takes the loaded record itself: no second copy in RAM; from a
            # snapshot of its state when one matches the record (only the entries after it
            # are replayed), else from the start
            app._start(_session(app, rec, mod))
            gc.collect()
            app.heap[2] = mem_free()
            if note is None:
                if store.damaged and _lost(store, cand[0]):
                    note = L.t(app.lang, "older")  # a warning
                else:  # information, not an error: shown below the figures
                    app.info = L.t(app.lang, "resumed") % len(rec)
            break
        except MemoryError as e:  # the save is fine, the RAM is short: keep the copy
            note = L.t(app.lang, "error") % str(e)
            break
        except Exception as e:  # noqa: BLE001 - any bad save falls back, never a crash loop
            note = L.t(app.lang, "damaged") % str(e)
            store.forget_newest()
    modes.forget("core.save")  # reading a save: needed once, as this module (RAM)
    modes.forget("core.header")
    app.msg = note
    app.picks = [app.lang]  # the start menu opens on the game list: the language is remembered
    app.auto = [True]
