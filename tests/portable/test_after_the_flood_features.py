# After the Flood: tests/records/after_the_flood_features.txt, two turns checked by hand
# (device dice, Eridu/Uruk, tool makers, scribes, lapis, a rebuilt city, a start-region battle).
from tabletop.core.session import Session
from tabletop.core.text import parse
from tabletop.games import after_the_flood as G
from tabletop.games.after_the_flood import data as D


def _text():
    here = __file__.replace("\\", "/")
    root = here[: here.rfind("/tests/")] if "/tests/" in here else "."
    f = open(root + "/tests/records/after_the_flood_features.txt")
    try:
        return f.read()
    finally:
        f.close()


def upto(stop, count=0):
    rec = parse(_text(), lambda g: G.WORDS)
    s = Session(parse("game after_the_flood\nplayers ann bob cid\n", lambda g: G.WORDS), G)
    for k in range(len(rec)):
        if stop is not None and rec.entry_text(k) == stop:
            if count == 0:
                return s
            count -= 1
        s.apply_words(*rec.entry(k))
    assert stop is None, stop
    return s


def test_device_dice_decide_the_start_region_battle():
    s = upto("cid: bid metal")  # after ann's first autoroll
    st = s.state
    assert st["roll"] == [6, 4, 7]  # the record's seed gives these dice on every VM
    # 10 >= 7 (cid is better equipped): cid's only army in Guti is gone, ann's 1 army moves in
    assert st["ao"][6] == 0 and st["an"][6] == 1 and st["players"][0]["front"] == 8 - 1
    assert st["act"] == "" and st["battle"] == -1


def test_attack_with_two_device_rolls():
    s = upto("ann: reinforce nippur")
    st = s.state
    assert st["roll"] == [3, 4, 7]  # two hits: 2 armies of cid in Nippur gone
    assert st["ao"][13 + D.NIPPUR] == 0 and st["an"][13 + D.NIPPUR] == 1
    assert st["players"][0]["front"] == 6  # the first step of the action is free
    s = upto("bob: bid tool")
    assert s.state["players"][0]["front"] == 4 and s.state["an"][13 + D.NIPPUR] == 2


def test_turn_one_by_hand():
    s = upto("bob: place grain 1 toolmakers")
    st = s.state
    # VP: ann Guti + Nippur 2 x 2 (no Nippur city); cid Umma 2; bob no armies
    assert [p["score"] for p in st["players"]] == [4, 0, 2]
    assert st["flow"]["order"] == [1, 2, 0]  # bob tool 3, cid metal 2, ann nothing
    # cities: sippar ann; babylon -; nippur -; shuruppak bob (lagash taken off); umma destroyed
    assert st["city"] == [0, -1, -1, 1, -1, 1, 1, -1, 1]
    ann, bob, cid = st["players"]
    # decline: ann's 2 scribes -> 1, bob's single scribe and tool maker gone, cid Kassites 4 -> 3
    assert ann["w"][D.SCRIBES] == 1 and bob["w"][D.SCRIBES] == 0 and bob["w"][D.TOOLS] == 0
    assert cid["w"][5] == 3
    assert bob["res"] == [5 - 1 + 5 + 1, 1, 0, 6, 2 - 1, 1, 1, 0]  # Ur +1 grain; tool made, bid
    assert cid["res"][7] == 0 and st["bank"][7] == 7 - 1 + 1  # lapis: traded, equipped, returned


def test_turn_two_by_hand():
    s = upto(None)
    st = s.state
    assert st["flow"]["round"] == 3 and st["flow"]["order"] == [0, 1, 2]  # ann gold 4, bob grain 1
    assert [p["score"] for p in st["players"]] == [4, 0, 2]  # no armies in turn 2
    ann, bob, cid = st["players"]
    assert ann["res"] == [12, 1, 1, 9, 0, 1, 0, 0] and ann["w"][5] == 1
    assert bob["res"] == [14, 1, 0, 9, 1, 1, 1, 0] and bob["w"][D.TOOLS] == 1
    assert cid["res"] == [10, 1, 0, 7, 0, 0, 0, 1] and st["city"][D.BABYLON] == 2
    assert st["bank"][7] == 6  # 7 lapis: cid traded 2, equipped 1 (back to the bank), keeps 1
