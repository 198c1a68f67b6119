# Snapshots of the state through the app (issue 36): written when idle, a power-up replays only the
# entries after one and resumes exactly the state of the full replay; power cuts at every step of
# every snapshot write; a snapshot that misleads the replay, or one of entries since undone, falls
# back to the full replay.
from tabletop.boards import files
from tabletop.boards.virtual import RamPlace, VirtualBoard
from tabletop.core import registry, snapshot, snapshot_load
from tabletop.core.snapshot_load import mark
from tabletop.core.session import Session
from tests.host.test_ui_saves import game_script
from tests.host.ui_driver import Driver
from tests.portable.fake_flash import FakeFlash, PowerCut


def board(places=3, snaps=2):
    b = VirtualBoard(storage=[FakeFlash(1024, chunk=32) for _ in range(places)])
    b.snaps = [FakeFlash(2048, chunk=32) for _ in range(snaps)]
    return b


def resumed(b, games=None):
    # power-up: (the app, entries replayed after its snapshot)
    got = []
    real = snapshot_load.best

    def spy(places, rec):
        r = real(places, rec)
        got.append((len(rec), r[0][1] if r[0] else 0))
        return r

    snapshot_load.best = spy
    try:
        d = Driver(board=b) if games is None else Driver(games=games, board=b)
    finally:
        snapshot_load.best = real
    return d, (got[0][0] - got[0][1]) if got else None


def full_state(app):
    rec = app.session.record
    return Session(rec.copy_header() if False else _copy(rec), app.game).state


def _copy(rec):
    r = rec.copy_header()
    for k in range(len(rec)):
        r.append_encoded(rec.raw(k))
    return r


def test_written_when_idle_and_resumed_from():
    b = board()
    d = Driver(board=b)
    game_script(d)
    n = len(d.app.session.record)
    assert n > 16
    assert all(p.erases == 0 for p in b.snaps)  # none written while keys were pressed
    d.idle(4000)
    cp = d.app.session.checkpoints()[-1][0]
    assert sum(p.erases for p in b.snaps) == 1 and d.app.snap[1] == cp
    d.idle(4000)
    assert sum(p.erases for p in b.snaps) == 1  # nothing new: no write
    d2, replayed = resumed(b)
    assert replayed == n - cp
    assert d2.app.session.state == full_state(d.app) == d.app.session.state
    assert d2.app.session.record.data() == d.app.session.record.data()
    assert d2.lines()[4] == "Resumed, entries: %d" % n
    # undo over the snapshot, others entered: the next snapshot is of the new entries, the old
    # one never resumes the new record
    for _ in range(20):
        d2.key(9)
    d2.key(4)
    d2.idle(4000)
    d3, _ = resumed(b)
    assert d3.app.session.state == full_state(d2.app) == d2.app.session.state


def test_no_snapshot_places_no_snapshot():
    b = board(snaps=0)
    d = Driver(board=b)
    game_script(d)
    d.idle(4000)
    d2, replayed = resumed(b)
    assert replayed is None and d2.app.session.state == d.app.session.state


def test_a_snapshot_that_misleads_the_replay_falls_back():
    b = board()
    d = Driver(board=b)
    game_script(d)
    d.key(9)  # a few entries after the newest checkpoint, to replay after the snapshot
    d.key(9)
    d.idle(4000)
    s = d.app.session
    n, st = s.checkpoints()[-1]
    assert n < len(s.record)
    # a snapshot that names the record rightly but holds another state (the rules then refuse
    # what follows it, or it is only wrong): here one that breaks the replay
    bad = {"flow": st["flow"]}
    for p in b.snaps:
        snapshot.write(p, 99, n, mark(s.record, n), bad)
    d2, _ = resumed(b)
    assert d2.app.mode == 1 and d2.app.session.state == d.app.session.state
    assert d2.app.session.record.data() == s.record.data()


def test_power_cut_at_every_step_of_every_snapshot_write():
    # a whole game, snapshots when idle after every few presses; each snapshot write is played
    # again from the flash as it was, with the power cut after every step: the boot resumes the
    # record exactly, from the older snapshot, the new one or none
    b = board()
    d = Driver(board=b)
    writes = []
    real = snapshot.write

    def spy(place, seq, n, m, state):
        writes.append(([bytes(p.data) for p in b.storage], [bytes(p.data) for p in b.snaps],
                       b.snaps.index(place), seq, n, m, state))
        return real(place, seq, n, m, state)

    snapshot.write = spy
    try:
        d.start("red", "blue", "green")
        for k in (0,) * 6 + (3, 2, 4, 6, 3, 9, 11, 2, 3, 5, 3, 2, 5, 5) * 3:
            d.key(k)
            d.idle(3500)
        while not d.app.session.ended():
            d.key(5)
            d.idle(3500)
    finally:
        snapshot.write = real
    assert len(writes) >= 2
    cuts = 0
    for stores, snaps, i, seq, n, m, state in writes:
        cut = 0
        while True:
            fb = board()
            for p, data in zip(fb.storage, stores):
                p.data[:] = data
            for p, data in zip(fb.snaps, snaps):
                p.data[:] = data
            fb.snaps[i].budget = cut
            try:
                real(fb.snaps[i], seq, n, m, state)
                done = True
            except PowerCut:
                done = False
                cuts += 1
            fb.snaps[i].budget = -1
            d2, replayed = resumed(fb)
            rec = d2.app.session.record
            assert d2.app.session.state == full_state(d2.app), (n, cut)
            if done:
                assert replayed == len(rec) - n
                break
            cut += 1
    assert cuts > 4 * len(writes)


def test_a_5_player_terra_mystica_game_with_the_boards_places():
    # the board's places: nvm + 16 slot files, 6 snapshot files; the recorded game entered with
    # 20 s between entries: a snapshot every 16 entries (the undo checkpoints), resumed at the end
    # with at most 15 entries replayed
    from tests.host.test_ui_presses import replayable

    rec = replayable("tm_5p_pad.txt")
    b = VirtualBoard(storage=[RamPlace(4096)] + [RamPlace(8192) for _ in range(16)])
    b.snaps = [RamPlace(8192) for _ in range(files.SNAP_FILES)]
    d = Driver(games=registry.GAMES, board=b)
    app = d.play_record(rec, (3000, 5000))  # the idle save (if the turn did not end), then the snapshot
    writes = sum(p.erases for p in b.snaps)
    # every checkpoint once, the files in turn (their wear spread)
    assert writes == len(rec) // 16
    assert max(p.erases for p in b.snaps) <= (writes + files.SNAP_FILES - 1) // files.SNAP_FILES
    d2, replayed = resumed(b, registry.GAMES)
    assert replayed == len(rec) % 16 and d2.app.session.state == app.session.state


def test_an_undo_past_the_checkpoints_starts_from_an_older_snapshot():
    # A game played at the pad, idle after every entry: the snapshot files hold the newest
    # checkpoints, 16 entries apart. Undoing 60 entries (far past the two checkpoints in RAM)
    # replays from the snapshot at or below each target, never from the game's start, and every
    # state is the full replay's; redo gets the game back; a snapshot of entries since undone is
    # never used (test_written_when_idle_and_resumed_from).
    from tabletop.core import registry as reg
    from tests.portable.test_snapshot import record

    rec = record("assyria_4p_full.txt")
    b = VirtualBoard(storage=[RamPlace(16384, journal=True)])
    b.snaps = [FakeFlash(8192, chunk=64) for _ in range(6)]
    d = Driver(games=reg.GAMES, board=b)
    app = d.play_record(rec, (4000,))
    s = app.session
    n = len(s.record)
    held = sorted(h[1] for h in snapshot_load.held(b.snaps))
    top = n // 16 * 16
    assert held == [top - 16 * i for i in range(5, -1, -1)], held
    starts = []
    real = app.far

    def spy(record):
        got = real(record)
        starts.append((len(record), got[0] if got else 0))
        return got

    s.far = spy
    for k in range(1, 61):
        d.key(9)
        assert len(s.record) == n - k
        assert s.state == full_state(app), k
    assert len(starts) >= 2, "the undos went past the checkpoints in RAM more than once"
    for target, start in starts:
        assert 0 < start <= target < start + 16, (target, start)
    for _ in range(60):
        d.key(11)
    assert s.record.data() == _copy(rec).data() and s.state == full_state(app)


def test_the_boots_hole_goes_before_a_full_replay_and_stays_through_one_from_a_snapshot():
    # (and when the replay from the snapshot has no room beside it, it goes and the full replay runs)
    # tabletop.main holds a hole at the heap's start through the power-up (tabletop.ui.lang.HOLE):
    # a replay from a snapshot is short and keeps it; the full replay has the whole heap
    import sys

    from tabletop.core import session as session_module
    from tabletop.ui import lang

    seen = []
    real = session_module.Session
    short = [False]  # no room for the replay from the snapshot beside the hole

    class Spy(real):
        def __init__(self, record, *a, **kw):
            seen.append((kw.get("start") is not None, lang.HOLE[0] is not None))
            if short[0] and kw.get("start") is not None:
                raise MemoryError("no room")
            real.__init__(self, record, *a, **kw)

    b = board()
    d = Driver(board=b)
    game_script(d)
    d.idle(4000)  # its snapshot written
    session_module.Session = Spy
    resume = sys.modules.get("tabletop.ui.resume")
    if resume is not None:
        resume.Session = Spy
    try:
        lang.HOLE[0] = bytearray(16)
        resumed(b)
        short[0] = True  # then the hole goes, and the full replay has the heap
        lang.HOLE[0] = bytearray(16)
        d2, _ = resumed(b)
        short[0] = False
        b.snaps = [FakeFlash(2048, chunk=32) for _ in range(2)]  # the snapshots lost
        lang.HOLE[0] = bytearray(16)
        d3, _ = resumed(b)
    finally:
        session_module.Session = real
        if resume is not None:
            resume.Session = real
        lang.HOLE[0] = None
    assert seen == [(True, True), (True, True), (False, False), (False, False)], seen
    assert d2.app.session.state == d3.app.session.state == d.app.session.state
    assert d2.app.session.record.data() == d.app.session.record.data()


def test_no_room_for_the_idle_snapshot_says_nothing_and_german_words_go_for_a_second_try(monkeypatch):
    # a snapshot only shortens a power-on (the game is saved): with no room for it the players are
    # not told to unplug the pad; in German or Dutch the words held go (read again at the next
    # screen) and it is tried once more; the next change of the game tries again
    from tabletop.ui import lang as L

    for lang in (L.EN, L.DE):
        b = board()
        d = Driver(board=b)
        game_script(d)
        d.app.lang = lang
        d.app.version += 1
        d.app._refresh()
        tries, let_go = [], []
        monkeypatch.setattr(snapshot, "idle", lambda *a: tries.append(a) or (_ for _ in ()).throw(MemoryError))
        monkeypatch.setattr(L, "words_done", lambda lg: let_go.append(lg))
        d.idle(4000)
        assert (len(tries), let_go) == ((2, [0]) if lang else (1, []))
        assert d.app.msg is None and all(p.erases == 0 for p in b.snaps)
        monkeypatch.undo()
        d.key(9)  # a change (an undo): written now
        d.idle(4000)
        assert sum(p.erases for p in b.snaps) == 1 and d.app.msg is None


def test_a_full_replay_with_no_room_beside_the_german_words_runs_again_without_them(monkeypatch):
    # German or Dutch: the game's words are read before the replay (tabletop.ui.resume); when the
    # replay then runs out of memory they go, with their readers, and it runs once more: the game
    # is resumed, as it would be in English. In English the error is said and the save kept
    # (nothing to let go)
    import sys

    from tabletop.core import session as session_module
    from tabletop.ui import lang as L

    real = session_module.Session
    for lang in (L.EN, L.DE):
        b = board()
        d = Driver(board=b)
        game_script(d)
        d.app.lang = lang
        d.key(9)  # a change (an undo): saved with the language
        d.idle(4000)
        b.snaps = [FakeFlash(2048, chunk=32) for _ in range(2)]  # the snapshots lost: a full replay
        tries, let_go = [], []

        class Short(real):
            def __init__(self, record, *a, **kw):
                tries.append((len(record), list(let_go)))
                if len(tries) == 1:  # the first replay runs out of memory half-way
                    real.__init__(self, record.copy_header(), *a[:1])
                    record.count = len(record) // 2
                    raise MemoryError("memory allocation failed, allocating 240 bytes")
                real.__init__(self, record, *a, **kw)

        monkeypatch.setattr(session_module, "Session", Short)
        resume = sys.modules.get("tabletop.ui.resume")
        if resume is not None:
            monkeypatch.setattr(resume, "Session", Short)
        real_done = L.words_done
        monkeypatch.setattr(L, "words_done", lambda lg: let_go.append(lg) or real_done(lg))
        d2, _ = resumed(b)
        monkeypatch.undo()
        if lang:  # the second replay of all the entries, with the words let go before it
            assert tries[1] == (tries[0][0], [0]), tries
            assert d2.app.session.record.data() == d.app.session.record.data()
            assert d2.app.session.state == d.app.session.state and d2.app.lang == L.DE
        else:
            assert len(tries) == 1 and d2.app.session is None and not let_go
            assert d2.lines()[1].startswith("! Error: memory")
