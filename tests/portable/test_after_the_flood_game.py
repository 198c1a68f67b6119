# After the Flood: the full 5-turn record (tests/records/after_the_flood_full.txt), checked against
# scores worked out by hand, plus replay, save and undo. Plain asserts (MicroPython too).
from tabletop.core import save, view
from tabletop.core.newgame import clone
from tabletop.core.session import Session
from tabletop.core.text import parse, to_text
from tabletop.games import after_the_flood as G
from tabletop.games.after_the_flood import view as V
from tabletop.games.after_the_flood import data as D

MP_HEAP = "320K"  # the whole record as text, its save and two sessions at once (tests/mp_run.py)



def _path():
    here = __file__.replace("\\", "/")
    root = here[: here.rfind("/tests/")] if "/tests/" in here else "."
    return root + "/tests/records/after_the_flood_full.txt"


PATH = _path()


def words(name):
    return G.WORDS


def record_text():
    f = open(PATH)
    try:
        return f.read()
    finally:
        f.close()


def play_until(stop=None, count=0):
    """A session with the record's entries before the first line equal to `stop` (after `count` more)."""
    rec = parse(record_text(), words)
    s = Session(parse("game after_the_flood\nplayers ann bob cid\n", words), G)
    for k in range(len(rec)):
        if stop is not None and rec.entry_text(k) == stop:
            if count == 0:
                return s
            count -= 1
        seat, ws = rec.entry(k)
        s.apply_words(seat, ws)
    assert stop is None, "line not in the record: " + stop
    return s


def scores(s):
    return [p["score"] for p in s.state["players"]]


def test_turn_one_production_and_order():
    s = play_until("bob: city babylon")
    assert s.state["flow"]["order"] == [1, 0, 2] and s.active() == "bob"
    for p in s.state["players"]:  # (1,1,1) in both boxes: 5 grain and 3 wool each; 2 + 8 workers
        assert p["res"] == [5, 1, 1, 3, 1, 1, 1, 0] and p["hand"] == 10


def test_turn_one_by_hand():
    s = play_until("bob: place grain 1 irrigation")  # first entry of turn 2
    # VP turn 1: cid akkad+babylon = 2 areas -> 4; bob guti, nippur, umma = 6, +1 each for the
    # Sumerian nippur and umma (bob built Nippur) -> 8; ann eridu + ur -> 4. Nobody has 2 wood.
    assert scores(s) == [4, 8, 4]
    # order: Passed boxes bob gold 4, cid wood 2, ann nothing 0
    assert s.state["flow"]["order"] == [1, 2, 0]
    ann, bob, cid = s.state["players"]
    # ann: 5/1/1/3/1/1/1 - grain (scribe) - 4 grain (armies) - gold (egypt) - oil (cost) - wool + gold (trade)
    assert ann["res"] == [6, 1, 1, 5, 1, 0, 1, 0]  # turn 2 production included: 5 grain + 1 Ur, 3 wool
    assert bob["res"] == [9, 1, 1, 5, 0, 0, 0, 0]
    assert cid["res"] == [10, 0, 0, 5, 1, 1, 0, 0]
    # decline in turn 2: ann loses 1 in Egypt (4 -> 3) and her scribe
    assert ann["w"][0] == 3 and ann["w"][D.SCRIBES] == 0 and ann["w"][D.SCRIBES_R] == 0
    assert [0, 0, 1] in s.state["declined"] and [0, D.SCRIBES, 1] in s.state["declined"]
    assert "ann declined: 1 egypt, 1 scribes" in V.status(s.state)
    assert s.state["ao"] == [-1] * D.NA and s.state["rating"] == [] and s.state["taken"] == [-1, -1, -1]
    assert s.state["city"][D.BABYLON] == 1 and s.state["city"][D.NIPPUR] == 1 and s.state["city"][D.UR] == 0


def test_turn_two_by_hand():
    s = play_until("cid: scribe hand mittani")
    # empires: ann amorites+sippar+babylon = 6; bob larsa+uruk = 4 +1 (Nippur, uruk) = 5; cid isin+shuruppak = 4
    # city expansion: ann, Ur with gold: 7
    assert scores(s) == [17, 13, 8]
    assert s.state["exp"][D.UR] == 1 and s.state["city"][D.BABYLON] == -1  # destroyed by ann
    assert s.state["city"][D.URUK] == -1 and s.state["city"][D.SIPPAR] == 0
    assert s.state["flow"]["order"] == [2, 0, 1]  # cid 4 (grain x4), ann 3 (oil), bob 0
    # turn 3 production: irrigation ann 1, bob 2, cid 1 -> 4/6/4 grain, ann +1 for Ur
    assert s.state["grain"] == [4, 6, 4]
    assert [p["res"][D.GRAIN] for p in s.state["players"]] == [5, 14, 4]


def test_turn_three_by_hand():
    s = play_until("bob: place grain 1 kassites")
    # ann egypt 2; bob shuruppak + nippur, both Sumerian with Nippur: 3 + 3; cid mittani, amorites,
    # sippar, babylon: 8
    assert scores(s) == [19, 19, 16]
    assert s.state["flow"]["order"] == [1, 0, 2]  # bob 4, ann 2, cid 0
    assert s.state["city"][D.SIPPAR] == -1 and s.state["city"][D.BABYLON] == -1
    assert s.state["city"][D.SHURUPPAK] == 1


def test_equipment_tie_goes_to_the_earlier():
    s = play_until("ann: attack amorites")
    assert s.state["rating"] == [1, 2, 0]  # bob 6, cid 6 (later), ann 2


def test_shuruppak_makes_destroying_cost_three():
    s = play_until("cid: destroy babylon")
    front = s.state["players"][2]["front"]
    s.apply("cid: destroy babylon")
    assert s.state["players"][2]["front"] == front - 1 - 3  # second step 1, the city 3


def test_turn_four_and_five_by_hand():
    s = play_until("cid: place wool 2 dilmun")
    # ann hittites, mittani, amorites, sippar 8; bob kassites, babylon, nippur 6 + 2 (Nippur); cid egypt, assyria 4
    assert scores(s) == [27, 27, 20]
    assert s.state["flow"]["order"] == [2, 1, 0]  # cid 4; bob 0 and ann 0 keep bob before ann
    s = play_until()
    assert s.ended()
    # turn 5: bob elam + umma 4 +1 (Nippur) = 5; ann expands Eridu with tool, oil, gold: 14
    # majorities: irrigation ann 2 = bob 2 (nobody), weaving bob 3 (4), egypt ann 1 (4),
    # amorites bob 1 (4), dilmun ann 2 = cid 2 (nobody), chaldea cid 2 (3)
    assert scores(s) == [45, 40, 23]
    assert [V.breakdown(s.state, i) for i in range(3)] == [
        (("empires", 20), ("city expansions", 21), ("majorities", 4)),
        (("empires", 32), ("city expansions", 0), ("majorities", 8)),
        (("empires", 20), ("city expansions", 0), ("majorities", 3)),
    ]
    assert s.state["flow"]["winners"] == [0]
    snap = view.snapshot(G, s.state, s.record.seats)
    assert snap["winners"] == ["ann"] and snap["players"][1]["score"] == 40
    assert V.status(s.state) == ["game over: ann wins", "ann 45, bob 40, cid 23"]


def test_record_replays_saves_and_undoes():
    text = record_text()
    rec = parse(text, words)
    assert to_text(rec) == text
    s = Session(rec, G)
    assert scores(s) == [45, 40, 23]
    back = save.loads(save.dumps(rec), words)
    assert scores(Session(back, G)) == [45, 40, 23]
    n = len(s.record)
    mid = play_until("ann: luxury gold")
    state_mid = clone(mid.state)
    k = len(mid.record)
    for _ in range(n - k):
        s.undo()
    assert s.state == state_mid
    for _ in range(n - k):
        s.redo()
    assert scores(s) == [45, 40, 23]
