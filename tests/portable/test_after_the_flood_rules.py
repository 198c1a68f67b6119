# After the Flood: single rules in small games of their own (plain asserts; MicroPython too).
from tabletop.core import flow
from tabletop.core.errors import Illegal
from tabletop.core.newgame import clone
from tabletop.core.session import Session
from tabletop.core.text import parse
from tabletop.games import after_the_flood as G
from tabletop.games.after_the_flood import data as D

HEAD = "game after_the_flood\nplayers ann bob cid\n"  # seed 1: turn order bob, ann, cid


def game(lines=(), seed=1):
    text = HEAD + ("seed %d\n" % seed if seed != 1 else "")
    s = Session(parse(text, lambda g: G.WORDS), G)
    for line in lines:
        s.apply(line)
    return s


def pl(s, name):
    return s.state["players"][s.record.seat_of(name)]


def test_random_first_order_from_the_seed():
    orders = []
    for seed in range(12):
        o = game(seed=seed).state["flow"]["order"]
        assert sorted(o) == [0, 1, 2]
        if o not in orders:
            orders.append(o)
    assert len(orders) >= 4
    assert game().state["flow"]["order"] == [1, 0, 2]


def test_production_decline_and_dilmun():
    s = game(["bob: place tool 3 irrigation", "bob: done", "ann: place oil 3 dilmun", "ann: done",
              "cid: place gold 4 irrigation", "cid: done", "bob: place gold 4 weaving", "bob: done",
              "ann: place gold 2 egypt", "ann: done", "cid: place tool 1 scribes", "cid: done",
              "bob: pass", "ann: pass", "cid: pass"])
    ann, bob, cid = s.state["players"]
    # turn 2 production: irrigation ann 1, bob 4, cid 5 -> 3/4/6 grain; weaving 1, 5, 1 -> 2/3/2 wool
    assert s.state["grain"] == [3, 4, 6] and s.state["wool"] == [2, 3, 2]
    # decline: irrigation (1,4,5): the leader keeps 2, so everyone removes 3 -> (0,1,2);
    # weaving (1,5,1): 3 each -> (0,2,0); Dilmun cleared; 1 from Egypt and from Scribes
    assert [p["w"][D.IRR] for p in (ann, bob, cid)] == [0, 1, 2]
    assert [p["w"][D.WEAV] for p in (ann, bob, cid)] == [0, 2, 0]
    assert ann["w"][D.DILMUN] == 0 and ann["w"][0] == 1 and cid["w"][D.SCRIBES] == 0
    assert [0, D.DILMUN, 3] in s.state["declined"]
    # the removed workers go back to the supply, not to the stock
    assert ann["hand"] == 8 and bob["hand"] == 8
    assert s.state["flow"]["round"] == 2 and s.state["flow"]["order"] == [1, 0, 2]


def test_no_decline_in_turns_1_3_5():
    s = game(["bob: place tool 3 egypt", "bob: done", "ann: pass", "cid: pass", "bob: pay grain",
              "bob: pass"])
    assert s.state["flow"]["round"] == 2 and pl(s, "bob")["w"][0] == 2  # turn 2 declined 3 -> 2
    for line in ("bob: pass", "ann: pass", "cid: pass"):
        s.apply(line)
    assert s.state["flow"]["round"] == 3 and pl(s, "bob")["w"][0] == 2  # turn 3: no decline


def test_ur_gives_one_grain():
    s = game(["bob: city ur"])
    for line in ("ann: pass", "cid: pass", "bob: pass"):
        s.apply(line)
    assert pl(s, "bob")["res"][D.GRAIN] == 5 + 5 + 1 and pl(s, "ann")["res"][D.GRAIN] == 10
    assert pl(s, "bob")["res"][D.WOOL] == 6  # Ur gives grain (rulebook), not wool


def test_eridu_and_uruk_workers():
    s = game(["bob: city eridu", "ann: city uruk", "cid: pass"])
    bob, ann = pl(s, "bob"), pl(s, "ann")
    assert bob["w"][D.TOOLS] == 1 and ann["w"][D.SCRIBES_R] == 1 and ann["hand"] == 10
    s.apply("bob: pay grain")
    s.apply("bob: pass")
    s.apply("ann: pay grain")
    try:  # a new scribe works from the next turn on
        s.apply("ann: scribe hand egypt")
    except Illegal as e:
        assert "no scribe ready" in e.message
    else:
        assert False


def test_tool_makers_turn_metal_into_tools_once_per_turn():
    s = game(["bob: city eridu", "ann: pass", "cid: pass", "bob: pay grain", "bob: tools 1"])
    bob = pl(s, "bob")
    assert bob["res"][D.METAL] == 0 and bob["res"][D.TOOL] == 2 and bob["w"][D.TOOLS_R] == 1
    assert s.state["bank"][D.TOOL] == 8 and s.state["bank"][D.METAL] == 10
    s.apply("bob: done")
    s.apply("bob: pay grain")
    try:
        s.apply("bob: tools 1")
    except Illegal as e:
        assert "only 0 tool makers ready" in e.message
    else:
        assert False


def test_scribes_place_move_and_take_back():
    s = game(["bob: place grain 1 scribes", "bob: done", "ann: pass", "cid: pass", "bob: pass"])
    bob = pl(s, "bob")  # turn 2: the scribe moved to the left half, then declined... 1 -> 0
    assert bob["w"][D.SCRIBES] == 0
    s = game(["bob: place gold 2 scribes", "bob: done", "ann: place tool 3 egypt", "ann: done",
              "cid: pass", "bob: pay grain", "bob: pass", "ann: pay grain", "ann: pass"])
    for line in ("bob: pass", "ann: pass", "cid: pass"):  # turn 2 (decline leaves 1 scribe)
        s.apply(line)
    bob = pl(s, "bob")
    assert s.state["flow"]["round"] == 3 and bob["w"][D.SCRIBES] == 1 and bob["hand"] == 8
    assert s.active() == "bob" and not flow.prompts_for(s.state, 1)
    hand = bob["hand"]
    s.apply("bob: scribe hand egypt")  # a worker from the stock, free
    assert bob["w"][0] == 1 and bob["hand"] == hand - 1 and bob["w"][D.SCRIBES_R] == 1
    try:
        s.apply("bob: scribe hand egypt")
    except Illegal as e:
        assert "no scribe ready" in e.message
    s.apply("bob: done")


def test_scribe_moves():
    st = game().state
    from tabletop.games.after_the_flood import workers as W
    p = st["players"][1]
    p["w"][D.SCRIBES] = 2
    p["w"][D.TOOLS_R] = 1
    W.scribe(st, 1, ["toolmakers", "toolmakers"])  # a used tool maker back to the left half
    assert p["w"][D.TOOLS] == 1 and p["w"][D.TOOLS_R] == 0
    W.scribe(st, 1, ["irrigation", "hand"])
    assert p["w"][D.IRR] == 0 and p["hand"] == 11 and p["w"][D.SCRIBES] == 0
    assert p["w"][D.SCRIBES_R] == 2 and st["act"] == "workers"
    W.place(st, 1, ["grain", "1", "weaving"])  # the paid placement may follow
    assert p["w"][D.WEAV] == 2


def test_rebuilding_a_city_returns_its_expansion():
    from tabletop.games.after_the_flood import cities as C
    st = game().state
    for c in (0, 2, 4, 6):
        st["city"][c] = 1
    st["exp"][2] = 1
    C.city(st, 1, ["lagash", "nippur"])
    assert st["city"][2] == -1 and st["exp"][2] == 0 and st["city"][7] == 1


INVADED = ["bob: empire sumer nippur", "bob: equip gold", "bob: deploy 1", "ann: place wool 2 guti",
           "ann: done", "cid: pass", "bob: pay grain", "bob: attack guti", "bob: done",
           "ann: pay grain", "ann: empire guti"]


def test_sumer_empire_taken_once():
    s = game(["bob: empire sumer ur", "bob: deploy 2"])
    try:
        s.apply("ann: empire sumer eridu")
    except Illegal as e:
        assert e.message == "the sumer empire is already taken this turn"
    else:
        assert False


def test_empire_start_with_enemy_armies_is_a_battle():
    s = game(INVADED + ["ann: deploy 2"])
    st = s.state
    assert st["battle"] == 6 and st["act"] == "empire" and s.active() == "ann"
    assert st["players"][0]["w"][6] == 0  # ann's workers left Guti
    s.apply("ann: roll 3 3")  # bob is better equipped (gold 4 vs nothing): ann needs 7
    st = s.state
    assert st["players"][0]["front"] == 7 and st["an"][6] == 1 and st["roll"] == [3, 3, 7]
    s.apply("ann: roll 4 3")
    st = s.state
    assert st["ao"][6] == 0 and st["an"][6] == 2 and st["players"][0]["front"] == 5
    assert st["battle"] == -1 and st["act"] == "" and s.active() == "bob"


def test_device_rolls_on_request():
    s = game(INVADED + ["ann: deploy 2", "ann: autoroll"])
    r = s.state["roll"]
    assert 1 <= r[0] <= 6 and 1 <= r[1] <= 6 and r[2] == 7
    hit = r[0] + r[1] >= 7
    assert (s.state["ao"][6] == 0) == hit
    assert s.state["players"][0]["front"] == (6 if hit else 7)
    again = game(INVADED + ["ann: deploy 2", "ann: autoroll"])
    assert again.state == s.state  # the same record gives the same dice
    seen = []
    for k in range(30):  # keep rolling: every result is 2..12 and follows the dice
        if s.state["battle"] < 0:
            break
        s.apply("ann: autoroll")
        r = s.state["roll"]
        seen.append(r[0] + r[1])
    for v in seen:
        assert 2 <= v <= 12


def test_babylon_adds_two_armies_and_buying_stops_at_20():
    s = game(["bob: city babylon", "ann: pass", "cid: pass", "bob: pay grain", "bob: empire sumer ur"])
    assert pl(s, "bob")["front"] == 5
    s.apply("bob: buy metal 1")
    s.apply("bob: buy grain 3")
    assert pl(s, "bob")["front"] == 10 and pl(s, "bob")["res"][D.GRAIN] == 1


def test_equipment_rating_order():
    s = game(["bob: empire sumer ur", "bob: equip wool", "bob: deploy 1", "ann: place wool 2 guti",
              "ann: done", "cid: place wool 2 akkad", "cid: done", "bob: pass", "ann: pay grain",
              "ann: empire guti", "ann: equip gold", "ann: deploy 1", "cid: pay grain",
              "cid: empire akkad", "cid: equip wool", "cid: deploy 1"])
    assert s.state["rating"] == [0, 1, 2]  # ann 4; bob 2 and cid 2: bob equipped first
    gold = D.RES.index("gold")  # ann's, on the equipment track: back to the bank at the end of the turn
    assert pl(s, "ann")["res"][gold] == 0 and s.state["bank"][gold] == 4
    assert [p["eq"] for p in s.state["players"]] == [4, 2, 2]


def test_final_ties_go_by_turn_order():
    st = {"players": [{"score": 30}, {"score": 30}, {"score": 12}], "flow": {"order": [2, 1, 0]}}
    assert flow.winners(G, st) == [1]
    st["flow"]["order"] = [0, 2, 1]
    assert flow.winners(G, st) == [0]


def test_bank_runs_out_of_lapis():
    from tabletop.games.after_the_flood import trade as K
    st = game().state
    st["players"][0]["w"][5] = 3  # ann: 3 workers in the Kassites
    st["bank"][7] = 0
    st["flow"]["turn"] = 1  # pretend it is ann's turn (order bob ann cid)
    before = clone(st)
    try:
        K.trade(st, 0, ["kassites", "lapis", "tool"])
    except Illegal as e:
        assert e.message == "the bank has no lapis left"
    else:
        assert False
    assert st == before


def test_keys_and_words():
    assert len(G.KEYS) <= 9
    for label, ws in G.KEYS:
        assert len(label) <= 6 and ws[0] in G.COMMANDS
    for v in G.COMMANDS:
        assert v in G.WORDS
    assert len(G.WORDS) < 128  # one byte each in saves
    # the verbs first (COMMANDS has them all), then the tables' names: saves keep these indices
    assert sorted(G.WORDS[:21]) == sorted(G.COMMANDS)
    assert [ph.commands for ph in G.PHASES if ph.name == "actions"] == [G.WORDS[:19]]
    assert G.WORDS[21:] == D.RES + D.PLACES + D.SUMER + ("sumer", "army", "worker", "hand")


def test_older_entry_forms_are_still_read():
    # records written before every entry had a fixed shape: several resources in one equip/pass,
    # luxuries after expand, "scribe TO", "roll" for the device's dice
    old = game(["bob: empire sumer ur", "bob: equip oil wool", "bob: deploy 1", "ann: pass gold tool"])
    new = game(["bob: empire sumer ur", "bob: equip oil", "bob: equip wool", "bob: deploy 1",
                "ann: bid gold", "ann: bid tool", "ann: pass"])
    assert old.state == new.state
    assert old.state["players"][1]["eq"] == 5 and old.state["players"][0]["bid"] == 7
    a = game(INVADED + ["ann: deploy 2", "ann: roll"])
    b = game(INVADED + ["ann: deploy 2", "ann: autoroll"])
    assert a.state == b.state


def test_older_expand_and_scribe_forms():
    from tests.portable.test_after_the_flood_game import play_until

    x = play_until("ann: luxury gold")
    x.apply("ann: expand ur gold")
    y = play_until("ann: luxury gold")
    y.apply("ann: luxury gold")
    y.apply("ann: expand ur")
    assert x.state == y.state and x.state["players"][0]["city_vp"] == 7
    x = y = None
    x = play_until("cid: scribe hand mittani")
    x.apply("cid: scribe mittani")
    y = play_until("cid: scribe hand mittani")
    y.apply("cid: scribe hand mittani")
    assert x.state == y.state
