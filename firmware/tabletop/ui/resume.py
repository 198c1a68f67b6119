# Power-up (App.boot): resume the newest save that can be used, else the start menu with a note.
# Needed once: App.boot drops this module afterwards (RAM).
import gc

from tabletop.core import registry, save
from tabletop.core.header import lost
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


def _session(app, rec, mod):
    start = None
    n = len(rec)
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
    if app.lang:  # German, Dutch: the game's words before the replay, with the heap emptier
        # (tabletop.ui.tongue.early): read after a full replay, at the fullest heap, they made its
        # first screen German Terra Mystica's worst point (docs/languages.md)
        from tabletop.ui.tongue import early

        early(mod, app.lang)
    if start is not None:
        try:
            return _replay(rec, mod, n, (start[1], start[3]))
        except Exception as e:  # noqa: BLE001 - the snapshot misled the replay: from the start;
            # also when it had no room beside the boot's hole (the full replay has the hole's room)
            if isinstance(e, MemoryError) and L.HOLE[0] is None:
                raise
    L.HOLE[0] = None  # the whole heap for the full replay (it is collected less often)
    gc.collect()
    try:
        return _replay(rec, mod, n)
    except MemoryError:
        if not app.lang:
            raise
        # the words held took the room the replay needed: they go, with their readers, and it runs
        # once more. Slow, but the game is resumed; its screens read the words again when there is
        # room (from flash if need be: tabletop.ui.tongue.held), else show them as they are. (Run
        # once more with the words on flash instead, it still ran out at 32 KB of ballast)
        early = None  # (its module's words with it)
        L.words_done(0)
        return _replay(rec, mod, n)


def _replay(rec, mod, n, start=None):
    # the session of rec's n entries, from start ((k, state): a snapshot's) or from the first; a
    # replay that failed before left their bytes where they were (each applied over its own)
    rec.count = n
    return Session(rec, mod, *CHECKPOINTS, adopt=True, tidy=gc.collect, start=start)


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
        if cand[1] in (L.EN, L.DE, L.NL):
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
            if store.j is not None:  # its journal goes on (tabletop.core.journal_load)
                store.jrec = rec
                rec.saved = len(rec)
            gc.collect()
            app.heap[2] = mem_free()
            if note is None:
                if store.damaged and lost(store, cand[0]):
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
    modes.forget("core.journal_load")
    app.msg = note
    app.picks = [app.lang]  # the start menu opens on the game list: the language is remembered
    app.auto = [True]
