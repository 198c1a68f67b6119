# Snapshots of the state beside the record (tabletop.core.snapshot, issue 36): a resume from one
# replays only the entries after it and gets exactly the state of the full replay; a snapshot of
# another record, of entries since undone, damaged, or cut short by a power cut is never used.
from tabletop.core import registry, save, snapshot, snapshot_in, snapshot_load, snapshot_out
from tabletop.core.snapshot_load import mark
from tabletop.core.session import Session
from tabletop.core.text import parse
from tests.portable.fake_flash import FakeFlash, PowerCut

MP_HEAP = "640K"

_HERE = __file__
RECORDS = _HERE[: _HERE.rfind("/tests/") + 1] + "tests/records/" if "/tests/" in _HERE else "tests/records/"
NAMES = ("babel_demo.txt", "assyria_4p_full.txt", "after_the_flood_full.txt", "tm_5p_pad.txt")


def record(name):
    with open(RECORDS + name) as f:
        return parse(f.read(), registry.words_for)


def loaded(rec, n=None):
    # rec's first n entries as the board has them after power-up: read from its save
    r = rec.copy_header()
    for k in range(len(rec) if n is None else n):
        r.append_encoded(rec.raw(k))
    return save.loads(save.dumps(r), registry.words_for, 4096)


def snap_of(rec, n, place, seq=1):
    # a snapshot of the state after rec's first n entries, written to place
    s = Session(loaded(rec, n), adopt=True)
    snapshot.write(place, seq, n, mark(s.record, n), s.state)
    return s.state


def resume(places, rec):
    # what the board resumes: (entries replayed, state)
    found = snapshot_load.best(places, rec)[0]
    n = len(rec)
    s = Session(rec, adopt=True, start=(found[1], found[3]) if found else None)
    assert len(s.record) == n
    return n - (found[1] if found else 0), s


def same(a, b):
    # equal and of the same kinds throughout (True is not 1, a tuple not a list)
    if type(a) is not type(b):
        return False
    if type(a) is dict:
        for k in a:
            if k not in b or not same(a[k], b[k]):
                return False
        return len(a) == len(b)
    if type(a) is list or type(a) is tuple:
        if len(a) != len(b):
            return False
        for i in range(len(a)):
            if not same(a[i], b[i]):
                return False
        return True
    return a == b


def test_round_trip_of_every_games_state():
    for name in NAMES:
        rec = record(name)
        for n in (0, 1, len(rec) // 3, len(rec)):
            place = FakeFlash(8192)
            st = snap_of(rec, n, place)
            h = snapshot_load.head(place.read())
            assert h[0] == 1 and h[1] == n
            back = snapshot_in.decode(place.read())
            assert back == st, (name, n)
            assert same(back, st), (name, n)


def test_resume_from_a_snapshot_equals_the_full_replay():
    for name in NAMES:
        rec = record(name)
        n = len(rec)
        full = Session(loaded(rec), adopt=True)
        for k in (16, n // 2 // 16 * 16, n // 16 * 16):
            places = [FakeFlash(8192), FakeFlash(8192)]
            snap_of(rec, k, places[1])
            replayed, s = resume(places, loaded(rec))
            assert replayed == n - k, (name, k, replayed)
            assert s.state == full.state and s.record.data() == full.record.data()
            # and the session goes on as one replayed from the start: undo back over the snapshot
            for _ in range(20):
                s.undo()
                full.undo()
            assert s.state == full.state
            for _ in range(20):
                s.redo()
                full.redo()
            assert s.state == full.state


def test_a_snapshot_of_another_record_is_not_used():
    babel = record("babel_demo.txt")
    tm = record("tm_5p_pad.txt")
    places = [FakeFlash(8192), FakeFlash(8192)]
    snap_of(tm, 32, places[0])
    snap_of(babel, 48, places[1])
    # the longer record's snapshot is of another game: each record finds its own
    assert resume(places, loaded(babel))[0] == len(babel) - 48
    assert resume(places, loaded(tm))[0] == len(tm) - 32
    # the record shorter than the snapshot (entries undone since): the full replay
    assert resume(places, loaded(babel, 40))[0] == 40
    # the same length, other entries (undone, then others entered): the full replay
    other = loaded(babel, 47)
    other.append_encoded(babel.raw(48))  # not entry 47: another entry in its place
    try:
        Session(loaded(other), adopt=True)
    except Exception:  # noqa: BLE001 - the rules may refuse it: then another record of 48 entries
        other = loaded(babel, 47)
        other.append_encoded(babel.raw(46))
    if mark(other, 48) != mark(loaded(babel), 48):
        assert snapshot_load.best(places, other)[0] is None


def test_damaged_snapshots_are_not_used_and_the_older_one_is():
    rec = record("assyria_4p_full.txt")
    n = len(rec)
    full = Session(loaded(rec), adopt=True).state
    places = [FakeFlash(8192), FakeFlash(8192)]
    snap_of(rec, 64, places[0], seq=1)
    snap_of(rec, 128, places[1], seq=2)
    good = bytes(places[1].data)
    size = snapshot_load.head(good) and 12 + ((good[8] << 8) | good[9])
    for i in range(0, size, 7):
        bad = bytearray(good)
        bad[i] ^= 0x5A
        places[1].data[:] = bad
        replayed, s = resume(places, loaded(rec))
        assert replayed in (n - 64, n - 128) and s.state == full, i
    # a snapshot whose checksums hold but whose state misleads the replay: the caller's fallback
    # (tabletop.ui.resume) is tested with the app; here, garbage after a good header is refused
    places[1].data[:] = good[:20] + bytes(len(good) - 20)
    assert resume(places, loaded(rec))[0] == n - 64


def test_power_cut_at_every_step_of_a_snapshot_write():
    rec = record("babel_demo.txt")
    n = len(rec)
    full = Session(loaded(rec), adopt=True).state
    places = [FakeFlash(8192, chunk=64), FakeFlash(8192, chunk=64)]
    snap_of(rec, 96, places[0], seq=1)
    before = [bytes(p.data) for p in places]
    s = Session(loaded(rec, 128), adopt=True)
    m = mark(s.record, 128)
    cuts = 0
    for cut in range(1000):
        for p, b in zip(places, before):
            p.data[:] = b
        places[1].budget = cut
        try:
            snapshot.write(places[1], 2, 128, m, s.state)
            done = True
        except PowerCut:
            done = False
        places[1].budget = -1
        replayed, got = resume(places, loaded(rec))
        assert got.state == full
        assert replayed == (n - 128 if done else n - 96), (cut, replayed)
        cuts += 1
        if done:
            break
    assert cuts > 10


def test_the_reader_knows_the_writers_format():
    # the reader has the format's numbers of its own (the writer is not compiled at power-up)
    for name in ("NONE", "FALSE", "TRUE", "LIST", "DICT", "TUPLE", "INT", "STR", "SMALL", "REF"):
        assert getattr(snapshot_in, name) == getattr(snapshot_out, name), name
    assert snapshot_load.VERSION == snapshot.VERSION
    assert snapshot.MAGIC == snapshot_load.SNAP


def test_a_quick_load_is_the_load():
    # the power-up takes the entries as saved (save.loads quick): the same record, byte for byte
    for name in NAMES:
        rec = record(name)
        data = save.dumps(rec)
        a = save.loads(data, registry.words_for, 4096)
        b = save.loads(data, registry.words_for, 4096, True)
        assert len(a) == len(b) == len(rec) and a.data() == b.data() and a.front == b.front
        assert list(a.offsets[: len(a) + 1]) == list(b.offsets[: len(b) + 1])
        for k in range(len(rec)):
            assert b.entry(k) == rec.entry(k)
