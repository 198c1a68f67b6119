# The saves' journal (tabletop.core.journal, issue 36): the turns since a copy are appended to nvm
# without an erase and make the save whole again at power-up; a power cut at any step loses at
# most the save being written; a full journal, an undo or bytes a cut left behind make the next
# save a copy again.
from tabletop.core import journal, registry, save
from tabletop.core.journal import JHEAD
from tabletop.core.save_in_place import save_to
from tabletop.core.store import Store
from tests.portable.fake_flash import FakeFlash, PowerCut
from tests.portable.test_snapshot import loaded, record

MP_HEAP = "640K"


def board(jsize=4096, chunk=16):
    # nvm first (it holds the journal), then slot files for the copies
    return [FakeFlash(jsize, chunk=chunk, journal=True)] + [FakeFlash(2048, chunk=chunk) for _ in range(3)]


def resumed(places):
    # the record a power-up resumes (as tabletop.ui.resume: the journal goes on with it), or None
    st = Store(places)
    found = st.load()
    if not found or not found[0][2]:
        return None, st
    rec = save.loads(found[0][2], registry.words_for, 4096)
    if st.j is not None:
        st.jrec = rec
        rec.saved = len(rec)
    return rec, st


def copies_written(places):
    return sum([p.erases for p in places[1:]])


def test_turns_are_appended_without_an_erase_and_resume_exactly():
    rec = record("babel_demo.txt")
    places = board()
    st = Store(places)
    r = loaded(rec, 0)
    assert save_to(st, r)  # the new game: a copy, and the journal anew after it
    assert copies_written(places) == 1 and places[0].erases == 1
    for k in range(len(rec)):
        r.append_encoded(rec.raw(k))
        assert save_to(st, r)
        if k % 16 == 5:
            got = resumed(places)[0]
            assert got.data() == r.data() and len(got) == k + 1
    # 144 turns saved: still the one copy and the one erase of nvm
    assert copies_written(places) == 1 and places[0].erases == 1 and st.writes == 1 + len(rec)


def test_undo_and_another_entry_are_saved_too():
    rec = record("assyria_4p_full.txt")
    places = board()
    st = Store(places)
    r = loaded(rec, 20)
    assert save_to(st, r)
    r.truncate(17)  # three entries taken back
    assert save_to(st, r)
    assert resumed(places)[0].data() == r.data()
    for k in range(17, 25):
        r.append_encoded(rec.raw(k))
    assert save_to(st, r)
    got, st2 = resumed(places)
    assert got.data() == r.data() and len(got) == 25
    got.truncate(24)  # and after a power-up: the journal goes on from the save resumed
    assert save_to(st2, got)
    assert resumed(places)[0].data() == got.data() and copies_written(places) == 1


def test_a_full_journal_makes_a_copy_and_starts_anew():
    rec = record("tm_5p_pad.txt")
    places = board(jsize=160)
    st = Store(places)
    r = loaded(rec, 30)
    save_to(st, r)
    for k in range(30, 90):
        r.append_encoded(rec.raw(k))
        assert save_to(st, r)
        assert resumed(places)[0].data() == r.data()
    assert copies_written(places) > 3 and places[0].erases == copies_written(places)


def test_a_newer_copy_wins_over_the_journal_of_an_older_one():
    rec = record("babel_demo.txt")
    places = board()
    st = Store(places)
    r = loaded(rec, 10)
    save_to(st, r)
    r.append_encoded(rec.raw(10))
    save_to(st, r)  # in the journal
    assert st.save(b"", 0)  # the start menu saved over it (a new game asked for): a copy
    got, st2 = resumed(places)
    assert got is None and st2.j is None and Store(places).damaged == 0


def test_power_cut_at_every_step_loses_at_most_the_save_being_written():
    cut_everywhere()


def test_a_journal_started_in_pieces_when_the_heap_is_short_is_safe_at_every_cut():
    # no hole for the whole block: it is erased a piece at a time (tabletop.core.journal._fresh)
    journal.PIECE_MOST = 64
    try:
        places = board(jsize=256)
        st = Store(places)
        r = loaded(record("babel_demo.txt"), 30)
        save_to(st, r)
        assert st.j is not None and places[0].erases == 4  # four pieces, the head written last
        assert places[0].read()[JHEAD:] == b"\xff" * (256 - JHEAD)
        r.append_encoded(record("babel_demo.txt").raw(30))
        save_to(st, r)
        assert places[0].erases == 4 and copies_written(places) == 1  # appended, not copied
        assert resumed(places)[0].data() == r.data()
        cut_everywhere()
    finally:
        journal.PIECE_MOST = 4096


def cut_everywhere():
    rec = record("babel_demo.txt")
    cuts = 0
    cut = 0
    while True:
        places = board(jsize=256, chunk=8)
        for p in places:
            p.budget = cut
        st = Store(places)
        r = loaded(rec, 0)
        states = []  # the record after each save begun
        try:
            for k in range(40):
                if k == 20:
                    r.truncate(17)  # an undo in the middle
                else:
                    r.append_encoded(rec.raw(len(r)))
                states.append(r.data())
                save_to(st, r)
            done = True
        except PowerCut:
            done = False
            cuts += 1
        for p in places:
            p.budget = -1
        got, st2 = resumed(places)
        if done:
            assert got.data() == states[-1]
            break
        assert got is not None or len(states) == 1, cut
        if got is not None:  # the save cut short, or the one before it
            assert got.data() in states[-2:], cut
            # and the game goes on from there: saves after the cut resume exactly
            for k in range(3):
                got.append_encoded(rec.raw(len(got)))
                assert save_to(st2, got)
            assert resumed(places)[0].data() == got.data(), cut
        cut += 1
    assert cuts > 100
