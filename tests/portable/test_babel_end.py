# Babel: the end of the game (15 / final phase 20 or below 10 / empty quarry) and the winner.
from tabletop.games import babel
from tabletop.games.babel import view as views
from tabletop.games.babel.cards import rescore
from tests.portable.babel_board import fix, game, place, refused_here


def near_15(black_temple):
    """white: 13 points, pawn at the Persians with 3 Persians there, a level 3 on its store."""
    s = game()
    place(s, 0, pawn=3, hand=4, people={"P": "PPP"}, temple={"H": [1, 2, 3, 4], "P": [1, 2]},
          store=[4, 3])
    place(s, 1, hand=5, temple={"M": black_temple})
    fix(s)
    return s


def test_15_with_opponent_below_10_wins_at_once():
    s = near_15([1, 2, 3])
    s.apply("white: build own")
    assert s.ended() and s.state["flow"]["winners"] == [0]
    assert s.state["over"] == "15" and s.state["players"][0]["score"] == 16
    assert views.status(s.state)[:2] == ["white 16, black 6", "white reached 15 with black below 10"]
    assert views.choices(s.state, 0, []) == []


def test_final_phase_then_20():
    s = near_15([1, 2, 3, 4])
    s.apply("white: build own")
    assert not s.ended() and s.state["final"]
    assert "final phase: 20 wins, below 10 loses" in views.status(s.state)
    s.apply("white: settle persians")
    s.apply("white: build own")
    assert s.ended() and s.state["over"] == "20" and s.state["flow"]["winners"] == [0]
    assert "white reached 20 in the final phase" in views.status(s.state)


def test_final_phase_then_below_10():
    s = near_15([1, 2, 3, 4])
    s.state["players"][0]["people"][0] = [4, 4, 4]
    s.state["players"][0]["hand"] = 3
    fix(s)
    s.apply("white: build own")
    s.apply("white: travel medes")
    assert not s.ended()
    s.apply("white: use assyrians")  # black's 10 points fall to 0
    assert s.ended() and s.state["over"] == "below 10"
    assert s.state["flow"]["winners"] == [0]
    assert "black fell below 10 in the final phase" in views.status(s.state)


def test_final_phase_stays_on():
    st = {"players": [{"temple": [[1, 2, 3, 4, 5], [], [], [], []]},
                      {"temple": [[1, 2, 3, 4], [], [], [], []]}], "final": False, "over": ""}
    rescore(st)
    assert st["final"] and st["over"] == ""  # 15 against 10
    st["players"][0]["temple"][0] = [1, 2, 3, 4]
    rescore(st)
    assert st["final"] and st["over"] == ""  # 10 against 10: still the final phase
    st["players"][1]["temple"][1] = [1, 2, 3, 4, 5]
    rescore(st)
    assert st["over"] == "20"
    st = {"players": [{"temple": [[1, 2, 3, 4, 5], [], [], [], []]},
                      {"temple": [[1, 2, 3], [], [], [], []]}], "final": False, "over": ""}
    rescore(st)
    assert not st["final"] and st["over"] == "15"


def last_turn(white_hand, black_hand):
    s = game()
    place(s, 0, pawn=0, hand=white_hand, temple={"M": [1, 2]})
    place(s, 1, hand=black_hand, temple={"H": [1, 2]})
    fix(s)
    s.state["pool"] = [0, 0, 0, 0, 1, 1]
    return s


def test_empty_quarry_ends_and_hand_breaks_the_tie():
    s = last_turn(2, 5)
    assert views.choices(s.state, 0, ["end"]) == ["5", "6"]
    s.apply("white: end 6 5")
    assert s.ended() and s.state["over"] == "quarry"
    assert s.state["flow"]["winners"] == [1]  # 3 points each, black holds more cards
    assert "the quarry is empty: most points wins" in views.status(s.state)
    s = last_turn(5, 5)
    s.apply("white: end 6 5")
    assert s.state["flow"]["winners"] == [0, 1]  # a shared victory


def test_last_single_card():
    s = last_turn(2, 5)
    s.state["pool"] = [0, 0, 1, 0, 0, 0]
    assert views.choices(s.state, 0, ["end"]) == ["3"]
    assert views.choices(s.state, 0, ["end", "3"]) == []
    assert "enter the temple card you drew" in refused_here(s.state, 0, "end 3 3")
    s.apply("white: end 3")
    assert s.ended() and s.state["players"][0]["store"] == [3]
