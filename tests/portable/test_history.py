# Score history (tabletop.core.history) on the toy game: plain asserts, CPython and MicroPython.
from tabletop.core import save
from tabletop.core.errors import RecordError
from tabletop.core.history import History, scores_of
from tabletop.core.newgame import clone
from tabletop.core.session import Session
from tabletop.core.text import parse
from tests.portable import history_toy_game as game

GAME = """game toy
players ann bob cid
option bonus 1
ann: place
bob: place
cid: place
cid: place
bob: place
ann: place
ann: add 2
bob: add 3
cid: ok
cid: pass
ann: pass
bob: pass
cid: add 1
ann: pass
bob: add 2
cid: pass
bob: pass
ann: add 1
cid: pass
bob: pass
ann: pass
"""

# scores after every entry, worked out by hand from the toy rules (income 2 at each round start,
# final scoring 1 per piece placed = 2 each)
AFTER = [[0, 0, 0]] * 5 + [[2, 2, 2], [4, 2, 2], [4, 5, 2], [4, 5, 2], [4, 5, 2], [4, 5, 2],
                           [6, 7, 4], [6, 7, 5], [6, 7, 5], [6, 9, 5], [6, 9, 5], [8, 11, 7],
                           [9, 11, 7], [9, 11, 7], [9, 11, 7], [11, 13, 9]]
ROUND = [0] * 6 + [1] * 6 + [2] * 5 + [3] * 4


def words(name):
    return game.WORDS


def record(text=GAME):
    return parse(text, words)


def history(text=GAME, **kw):
    return History(record(text), game, **kw)


def test_rows_give_scores_and_changes_of_every_entry():
    h = history()
    rows = [r for r in h.rows()]
    assert len(rows) == len(AFTER) == 21
    before = [0, 0, 0]
    for k in range(len(rows)):
        r = rows[k]
        assert r["index"] == k
        assert r["scores"] == AFTER[k], (k, r["scores"])
        assert r["delta"] == [AFTER[k][i] - before[i] for i in range(3)], k
        assert r["round"] == ROUND[k], k
        before = AFTER[k]
    assert rows[7]["actor"] == "bob" and rows[7]["seat"] == 1 and rows[7]["text"] == "add 3"
    assert rows[7]["delta"] == [0, 3, 0]
    # the last pass of a round carries the next round's income; the last entry the final scoring
    assert rows[5]["delta"] == [2, 2, 2] and rows[5]["round_end"] and not rows[5]["ended"]
    assert rows[11]["delta"] == [2, 2, 2] and rows[11]["round_end"]
    assert rows[20]["delta"] == [2, 2, 2] and rows[20]["ended"] and rows[20]["round_end"]
    ends = [r["index"] for r in rows if r["round_end"]]
    assert ends == [5, 11, 16, 20]


def test_rounds_summaries():
    h = history()
    rs = h.rounds()
    assert [(r["round"], r["first"], r["count"], r["complete"]) for r in rs] == [
        (0, 0, 6, True), (1, 6, 6, True), (2, 12, 5, True), (3, 17, 4, True)]
    assert [r["scores"] for r in rs] == [[2, 2, 2], [6, 7, 4], [8, 11, 7], [11, 13, 9]]
    assert h.rounds() is rs  # cached


def test_unfinished_record_ends_with_an_open_round():
    h = history("\n".join(GAME.split("\n")[:16]) + "\n")  # up to "cid: add 1"
    assert len(h) == 13
    rs = h.rounds()
    assert [(r["round"], r["first"], r["count"], r["complete"]) for r in rs] == [
        (0, 0, 6, True), (1, 6, 6, True), (2, 12, 1, False)]
    assert rs[-1]["scores"] == [6, 7, 5]
    fin = h.final()
    assert not fin["ended"] and fin["winners"] == [] and fin["scores"] == [6, 7, 5]


def test_no_setup_entries_still_has_a_round_zero():
    h = history("game toy\nplayers ann bob\n")
    rs = h.rounds()
    # setup placement not done yet: round 0 is open, nothing scored
    assert rs == [{"round": 0, "first": 0, "count": 0, "scores": [0, 0], "complete": False}]
    assert h.page(0, 5) == []


def test_pages_in_any_order_match_a_fresh_replay():
    full = [r for r in history().rows()]
    h = history(checkpoint_every=3, keep_checkpoints=2)
    order = [(18, 3), (0, 2), (9, 4), (20, 5), (4, 1), (15, 6), (1, 20), (6, 0), (19, 2), (12, 3)]
    for start, count in order:
        got = h.page(start, count)
        assert got == full[start:start + count], (start, count)
        assert len(h._cps) <= 2
    for k in (20, 3, 11, 0):
        assert h.row(k) == full[k]


def test_seeded_with_a_sessions_checkpoints_it_reads_the_same_and_leaves_them_unchanged():
    full = [r for r in history().rows()]
    rec = record()
    s = Session(rec, game, checkpoint_every=4, keep_checkpoints=2)
    cps = s.checkpoints()
    assert [cp[0] for cp in cps] == [16, 20]
    before = [(cp[0], clone(cp[1])) for cp in cps]
    h = History(s.record, game, checkpoint_every=7, keep_checkpoints=2, seed=cps)

    def from_the_start():
        assert False, "replayed from the start"

    h._restart = from_the_start  # the latest rows come from the checkpoint at 16
    assert h.page(18, 3) == full[18:21]
    del h._restart
    for start, count in ((20, 1), (0, 3), (9, 4), (17, 4), (2, 19), (19, 2)):
        assert h.page(start, count) == full[start:start + count], (start, count)
        assert len(h._cps) <= 2
    assert [(cp[0], cp[1]) for cp in s.checkpoints()] == before  # the session's, unchanged
    s.undo()  # and the session goes on from them
    assert s.state == History(rec, game).seek(20)


def test_seek_gives_the_session_state():
    rec = record()
    h = History(rec, game, checkpoint_every=4, keep_checkpoints=3)
    for k in (21, 7, 0, 13, 12, 21, 5):
        part = rec.copy_header()
        for i in range(k):
            part.append(*rec.entry(i))
        s = Session(part, game)
        assert h.seek(k) == s.state, k
        assert h.pos == k and h.scores() == scores_of(game, s.state)
    try:
        h.seek(22)
    except IndexError:
        pass
    else:
        assert False


def test_final_breakdown_and_winner():
    h = history()
    fin = h.final()
    assert fin["ended"] and fin["winners"] == [1] and fin["round"] == 3
    assert fin["scores"] == [11, 13, 9]
    assert fin["breakdown"] == [(("income", 6), ("adds", 3), ("placed", 2)),
                                (("income", 6), ("adds", 5), ("placed", 2)),
                                (("income", 6), ("adds", 1), ("placed", 2))]
    for s in range(3):
        assert sum([kv[1] for kv in fin["breakdown"][s]]) == fin["scores"][s]
    assert h.start_seat() == 0


def test_a_save_replays_the_same():
    rec = record()
    back = save.loads(save.dumps(rec) + b"\xff" * 40, words)  # an nvm dump: trailing bytes
    a = [r for r in History(rec, game).rows()]
    b = [r for r in History(back, game).rows()]
    assert a == b and len(a) == 21


def test_an_illegal_entry_names_itself():
    text = GAME.replace("bob: add 2", "bob: add 4")
    h = history(text)
    got = [r["index"] for r in h.page(0, 14)]
    assert got == list(range(14))
    try:
        h.page(10, 8)
    except RecordError as e:
        assert e.entry == 14 and "entry 15" in e.message and "1 to 3" in e.message
    else:
        assert False
