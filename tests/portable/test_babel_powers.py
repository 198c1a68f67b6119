# Babel: the peoples' abilities, halving, and the Dutch rulebook's worked example.
from tabletop.games import babel
from tabletop.games.babel import view as views
from tests.portable.babel_board import check, fix, game, letters, place, refused, refused_here
from tests.portable.test_babel import OPENING


def test_hittites_steal_the_top_card():
    s = game(OPENING + "white: settle hittites\nwhite: settle hittites\n")
    assert "no 3 hittites in a row" in refused(s, "white: use hittites")
    s.apply("white: settle hittites")
    s.apply("white: use hittites")  # black's level 2 onto white's level 1 (4 people, needs 2)
    w, b = s.state["players"]
    assert w["temple"][2] == [1, 2] and b["temple"][2] == [1]
    assert letters(w["people"][2]) == "PHH" and s.state["discard"][2] == 3
    assert (w["score"], b["score"]) == (3, 1)
    s.apply("white: settle hittites")
    assert "must be higher" in refused(s, "white: use hittites")
    check(s.state)


def test_hittites_count_the_discarded_card_and_may_skip_levels():
    s = game()
    place(s, 0, pawn=2, hand=4, people={"H": "HHH"})
    place(s, 1, hand=5, temple={"H": [1, 2, 3, 4]})
    fix(s)
    assert "level 4 needs 4" in refused_here(s.state, 0, "use hittites")
    s.state["players"][1]["temple"][2] = [1, 3]
    fix(s)
    babel.COMMANDS["use"](s.state, 0, ["hittites"])  # onto an empty site, the Hittite still counts
    assert s.state["players"][0]["temple"][2] == [3] and s.state["players"][0]["score"] == 3
    check(s.state)


def test_assyrians_return_the_temple_to_the_quarry():
    s = game(OPENING + "white: settle assyrians\nwhite: settle assyrians\n")
    assert "no 3 assyrians" in refused(s, "white: use assyrians")
    s.apply("white: settle assyrians")
    s.apply("white: use assyrians")
    assert s.state["players"][1]["temple"][2] == [] and s.state["players"][1]["score"] == 0
    assert s.state["quarry"] == [2, 1]  # highest first: level 1 lies on top
    assert "quarry 41 (top: 1 2)" in views.status(s.state)
    assert views.choices(s.state, 0, ["end"]) == ["1"]
    assert views.choices(s.state, 0, ["end", "1"]) == ["2"]
    assert "level 1 on top" in refused(s, "white: end 2 3")
    assert "level 2 on top" in refused(s, "white: end 1 3")
    s.apply("white: end 2 1")
    assert s.state["quarry"] == [] and s.state["players"][0]["store"] == [3, 2, 1]
    check(s.state)


def test_assyrians_need_a_temple():
    s = game()
    place(s, 0, pawn=4, hand=2, people={"A": "AAA"})
    place(s, 1, hand=5)
    fix(s)
    assert "no temple at the assyrians" in refused_here(s.state, 0, "use assyrians")


def test_persians_skip_one_level():
    s = game()
    place(s, 0, pawn=3, hand=4, people={"P": "MPPP"}, temple={"P": [1]}, store=[6, 2])
    place(s, 1, hand=5, store=[5, 3])
    fix(s)
    st = s.state
    assert views.choices(st, 0, ["use"]) == ["persians"]
    assert views.choices(st, 0, ["use", "persians"]) == ["other"]
    assert "needs level 3, the own card is level 2" in refused_here(st, 0, "use persians own")
    assert "own|other" in refused_here(st, 0, "use persians")
    babel.COMMANDS["use"](st, 0, ["persians", "other"])
    assert st["players"][0]["temple"][3] == [1, 3] and st["players"][1]["store"] == [5]
    assert letters(st["players"][0]["people"][3]) == "MPP"
    check(st)
    st["players"][0]["people"][3] = [3, 3, 3]
    st["players"][1]["store"] = [5]
    assert "level 5 needs 5" in refused_here(st, 0, "use persians other")


def test_medes_expel_one_people():
    s = game()
    place(s, 0, pawn=0, hand=2, people={"M": "SMMM"})
    place(s, 1, hand=5, people={"M": "PSAAM", "A": "AA"})
    fix(s)
    st = s.state
    assert views.choices(st, 0, ["use", "medes"]) == ["medes", "sumerians", "persians", "assyrians"]
    assert "no hittites at the medes" in refused_here(st, 0, "use medes hittites")
    babel.COMMANDS["use"](st, 0, ["medes", "assyrians"])
    assert letters(st["players"][1]["people"][0]) == "PSM"
    assert letters(st["players"][1]["people"][4]) == "AA"  # only at this site
    assert letters(st["players"][0]["people"][0]) == "SMM"
    assert st["discard"] == [1, 0, 0, 0, 2]
    check(st)


def sumerian_position(edition):
    s = game("", edition)
    place(s, 0, pawn=1, hand=2, people={"S": "SSS"})
    place(s, 1, hand=5, people={"S": "MSMAM"})
    fix(s)
    return s.state


def test_sumerians_take_the_last_played_people():
    st = sumerian_position("german")  # the last-lying run of Medes: one card
    babel.COMMANDS["use"](st, 0, ["sumerians"])
    assert letters(st["players"][0]["people"][1]) == "SSM"
    assert letters(st["players"][1]["people"][1]) == "MSMA"
    check(st)
    st = sumerian_position("dutch")  # all his Medes there
    babel.COMMANDS["use"](st, 0, ["sumerians"])
    assert letters(st["players"][0]["people"][1]) == "SSMMM"
    assert letters(st["players"][1]["people"][1]) == "SA"
    check(st)
    st["players"][1]["people"][1] = []
    st["players"][0]["people"][1] = [1, 1, 1]
    assert "no people at the sumerians" in refused_here(st, 0, "use sumerians")


def test_halving_asks_the_opponent():
    s = game(OPENING + "white: settle persians\n")
    assert "no 3 persians" in refused(s, "white: halve persians")
    s.apply("white: settle persians")
    assert views.choices(s.state, 0, ["halve"]) == ["persians"]
    s.apply("white: halve persians")  # black holds 5: discards 2, keeps 3
    assert s.active() == "black"
    assert "black discards 2 cards" in views.status(s.state)
    assert "black's turn" in refused(s, "white: end 1 1")
    assert "first answer" in refused(s, "black: settle medes")
    assert "exactly 2" in refused(s, "black: discard medes")
    assert views.choices(s.state, 1, []) == ["discard"]
    assert views.choices(s.state, 0, []) == []
    s.apply("black: discard medes persians")
    assert [p["hand"] for p in s.state["players"]] == [7, 3]
    assert s.state["discard"] == [1, 0, 2, 2, 0]
    assert s.active() == "white"
    assert "nobody asked you" in refused(s, "white: discard medes")
    check(s.state)


def test_halving_rounds_for_the_victim():
    s = game()
    place(s, 0, pawn=3, hand=0, people={"P": "PPPPP"})
    place(s, 1, hand=7)
    fix(s)
    babel.COMMANDS["halve"](s.state, 0, ["persians"])
    assert s.state["flow"]["prompts"] == [[1, "discard", 3, ("discard",)]]
    s.state["flow"]["prompts"] = []
    s.state["players"][1]["hand"] = 1
    assert "nothing to halve" in refused_here(s.state, 0, "halve persians")


DUTCH_EXAMPLE = (  # the end of the White Goblin rulebook, player 1 = white
    "white: use sumerians",  # black's Medes join white's column at the Hittites
    "white: migrate hittites sumerians",  # Persians, Persians, Medes move on
    "white: use sumerians",  # black's two Assyrians join: 3 Assyrians in a row
    "white: use assyrians",  # black's level-6 temple falls
    "white: travel assyrians",
    "white: settle hittites",  # 3 Hittites in a row
    "white: use hittites",  # black's level 3, onto white's empty site (the Hittite counts)
    "white: travel sumerians",
    "white: halve persians",
    "black: discard medes hittites persians",  # 7 -> 4
    "white: halve persians",
    "black: discard medes hittites",  # 4 -> 2
    "white: end 1 2",  # the Assyrians put levels 1 and 2 on top of the quarry
)


def test_dutch_worked_example():
    s = game("", "dutch")
    # the position of the example (black's temples are chosen so the game is not over yet)
    place(s, 0, pawn=2, hand=3, people={"H": "SSSSAPP", "A": "HH", "S": "PP"}, temple={"P": [1, 2]})
    place(s, 1, hand=7, people={"H": "PSAAM"}, temple={"H": [1, 2, 6], "A": [3]})
    fix(s)
    for line in DUTCH_EXAMPLE:
        s.apply(line)
        check(s.state)
    w, b = s.state["players"]
    assert letters(w["people"][2]) == "SSAA" and letters(b["people"][2]) == "PS"
    assert letters(w["people"][4]) == "HH" and letters(w["people"][1]) == "PPM"
    assert w["temple"][4] == [3] and b["temple"] == [[], [], [], [], []]
    assert (w["score"], b["score"]) == (6, 0)
    assert w["hand"] == 0 and b["hand"] == 2 + 3  # black's turn began: 3 drawn
    assert w["store"] == [2, 1] and s.state["quarry"] == [6]
    assert w["shown"] == -1  # Dutch: fewer than 4 cards, not announced
    assert s.active() == "black"
