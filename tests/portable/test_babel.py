# Babel: setup, plain actions, turn end and refusals (plain asserts; CPython and MicroPython).
from tabletop.core.errors import Illegal
from tabletop.core.newgame import clone
from tabletop.games import babel
from tabletop.games.babel import view as views
from tests.portable.babel_board import game
from tests.portable.checks import refused

# white's first turn and black's first turn, both editions' hands are known from it
OPENING = """white: travel hittites
white: settle persians
white: build start
white: end 2 3
black: travel hittites
black: settle medes
black: settle medes
black: build start
black: build other
black: end 1 4
"""


def hands(s):
    return [p["hand"] for p in s.state["players"]]


def test_setup_german_hands_and_piles():
    s = game()
    st = s.state
    assert s.active() == "white"
    assert hands(s) == [8, 5]  # 5 each, white drew 3 at the start of the turn
    assert st["deck"] == 60 - 13
    assert st["pool"] == [8, 9, 8, 7, 6, 5] and st["quarry"] == []
    assert [p["pawn"] for p in st["players"]] == [-1, -1]
    assert [p["start"] for p in st["players"]] == [True, True]
    assert "hands: white 8, black 5" in views.status(st)  # German: always the live count


def test_setup_dutch_hands():
    s = game("", "dutch")
    assert hands(s) == [6, 5]  # start player 3, opponent 5; +3 drawn
    assert s.state["deck"] == 60 - 11


def test_opening_turns():
    s = game(OPENING)
    st = s.state
    w = st["players"][0]
    b = st["players"][1]
    assert w["temple"][2] == [1] and w["people"][2] == [3] and w["pawn"] == 2
    assert b["temple"][2] == [1, 2] and b["people"][2] == [0, 0]
    assert w["store"] == [3] and b["store"] == [4, 1]  # the smaller card lies on top
    assert w["score"] == 1 and b["score"] == 3
    assert st["pool"] == [7, 8, 7, 6, 6, 5]
    assert st["discard"] == [0, 0, 2, 0, 0]  # two Hittites for travelling
    assert hands(s) == [6 + 3, 8 - 3]  # white's turn 2 has begun
    assert s.active() == "white" and st["flow"]["turns"] == 2
    assert views.breakdown(st, 1) == (("medes", 0), ("sumerians", 0), ("hittites", 3),
                                      ("persians", 0), ("assyrians", 0))


def test_refusals_leave_state_unchanged():
    s = game()
    assert "quarry" in refused(s, "white: settle medes")
    assert "quarry" in refused(s, "white: build start")
    assert "not a people" in refused(s, "white: travel babylon")
    assert "black's turn" not in refused(s, "black: travel medes")
    s.apply("white: travel hittites")
    assert "already at" in refused(s, "white: travel hittites")
    assert "needs 1 of your people" in refused(s, "white: build start")
    s.apply("white: settle persians")
    assert "start card first: it fits at the hittites now" in refused(s, "white: end 1 2")
    assert "empty" in refused(s, "white: build own")
    assert "own, other or start" in refused(s, "white: build mine")
    s.apply("white: build start")
    assert "already built" in refused(s, "white: build start")
    assert "exactly 3" in refused(s, "white: migrate hittites medes")
    assert "enter the 2 temple cards" in refused(s, "white: end 2")
    assert "1 to 6" in refused(s, "white: end 2 7")


def test_build_needs_people_and_order():
    s = game(OPENING)
    # white: temple [1] at the Hittites with 1 person; black's store shows 1, own shows 3
    assert "needs level 2, the other card is level 1" in refused(s, "white: build other")
    s.apply("white: settle hittites")
    assert "needs level 2, the own card is level 3" in refused(s, "white: build own")


def test_migration_once_per_turn_keeps_order():
    s = game(OPENING + "white: settle medes\nwhite: settle sumerians\nwhite: settle assyrians\n")
    assert "another site" in refused(s, "white: migrate hittites hittites")
    s.apply("white: migrate hittites medes")
    w = s.state["players"][0]
    assert w["people"][2] == [3] and w["people"][0] == [0, 1, 4]
    assert "only one migration" in refused(s, "white: migrate medes hittites")
    s.apply("white: end 2 2")
    s.apply("black: settle medes")
    s.apply("black: migrate hittites sumerians")  # a new turn: migration again
    assert s.state["players"][1]["people"][1] == [0, 0, 0]


def test_hand_limits_and_exhausted_peoples():
    s = game()
    for _ in range(8):
        s.apply("white: travel " + ("medes" if s.state["players"][0]["pawn"] != 0 else "persians"))
    assert "no people card in hand" in refused(s, "white: settle medes")
    s = game()
    st = s.state
    st["discard"][4] = 12  # all Assyrians discarded (set up directly: no refusal is rolled back here)
    try:
        babel.COMMANDS["travel"](st, 0, ["assyrians"])
    except Illegal as e:
        assert "all 12" in e.message
    else:
        assert False


def test_temple_draw_checks_the_quarry():
    s = game("white: travel hittites\nwhite: settle persians\nwhite: build start\n")
    st = s.state
    st["pool"] = [0, 1, 0, 0, 0, 2]  # three cards left: one 2, two 6s
    assert views.choices(st, 0, ["end"]) == ["2", "6"]
    assert views.choices(st, 0, ["end", "2"]) == ["6"]
    try:
        babel.COMMANDS["end"](clone(st), 0, ["2", "2"])
    except Illegal as e:
        assert "no level 2" in e.message
    else:
        assert False
    babel.COMMANDS["end"](st, 0, ["6", "2"])
    assert st["players"][0]["store"] == [6, 2] and st["pool"] == [0, 0, 0, 0, 0, 1]
    assert st["over"] == ""


def test_device_draws_when_no_values_given():
    a = game(OPENING + "white: end\n")
    b = game(OPENING + "white: end\n")
    assert a.state == b.state  # the game's own PRNG: replays are identical
    st = a.state
    assert sum(st["pool"]) == 43 - 6 and len(st["players"][0]["store"]) == 3
    top2 = st["players"][0]["store"][1:]
    assert top2[0] >= top2[1]


def test_dutch_announces_hand_of_four_or_more():
    s = game("white: travel hittites\nwhite: settle persians\nwhite: settle persians\n"
             "white: build start\nwhite: end 1 2\n", "dutch")
    assert s.state["players"][0]["hand"] == 3 and s.state["players"][0]["shown"] == -1
    assert "hands: white <4, black 5" in views.status(s.state)
    g = game("white: travel hittites\nwhite: settle persians\nwhite: settle persians\n"
             "white: build start\nwhite: end 1 2\n")
    assert "hands: white 5, black 8" in views.status(g.state)


def test_choices_offer_only_what_works():
    s = game()
    st = s.state
    assert views.choices(st, 0, []) == ["travel", "end"]  # hands are secret: the start card may not fit
    assert views.choices(st, 1, []) == []
    s.apply("white: travel hittites")
    assert views.choices(s.state, 0, []) == ["travel", "settle", "end"]
    s.apply("white: settle persians")
    assert views.choices(s.state, 0, ["build"]) == ["start"]
    assert "end" not in views.choices(s.state, 0, [])  # the start card fits here now
    assert "hittites" not in views.choices(s.state, 0, ["travel"])
    s.apply("white: build start")
    assert views.choices(s.state, 0, []) == ["travel", "settle", "end"]


def test_keys_and_words():
    assert len(babel.KEYS) <= 9
    for label, words in babel.KEYS:
        assert len(label) <= 6 and words[0] in babel.COMMANDS
    for v in babel.COMMANDS:
        assert v in babel.WORDS
    assert len(babel.WORDS) < 128
