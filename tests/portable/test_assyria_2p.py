# Assyria, 2 players: tests/records/assyria_2p_full.txt, scored by hand; it ends in a tie.
from tabletop.games import assyria as G
from tabletop.games.assyria import view as V
from tests.portable.assyria_util import cats, record_text, scores, trace

_CACHE = []


def game():
    if not _CACHE:
        _CACHE.append(trace(record_text("assyria_2p_full.txt")))
    return _CACHE[0]


def test_two_player_assur_rule():
    s, lines = game()
    i = lines.index("flood 1: river huts go home; Assur cards 4+2")
    assert lines[i + 1] == "Assur 1. green influence 4 (3+1, 2 huts): +6"
    assert lines[i + 2] == "Assur 2. red influence 2 (2, 1 hut): +0"  # reign 1: the second gets nothing
    assert lines[i + 4] == "middle dignitary: red already holds a plow"
    i = lines.index("flood 2: river huts go home; Assur cards 3+4+3")
    assert lines[i + 1] == "Assur 1. green influence 6 (3+3, 2 huts): +10"
    assert lines[i + 2] == "Assur 2. red influence 3 (3, 1 hut): +3"  # reigns 2-3: the lowest card
    i = lines.index("flood 3: river huts go home; Assur cards 2+4+3")
    assert lines[i + 1] == "Assur 1. red influence 1 (1, 1 hut): +9"
    assert lines[i + 2] == "Assur: green has no hut at court, nothing"


def test_final_scores_by_hand_and_shared_victory():
    s, lines = game()
    assert s.ended()
    red = [2 + 4 + 5 + 7 + 7 + 7 + 9 + 8,
           1 + 1 + 2 + 2 + 3 + 5 + 6 + 7,
           4,  # a well in reign 3
           0 + 3 + 9, 1, 3 * 2 + 2 * 3,  # offerings: track 5 (x3) on 2 sites, track 3 (x2) on 3
           8 + 1 + 4 // 2]
    green = [3 + 5 + 3 + 4 + 7 + 7 + 7 + 7,
             1 + 1 + 2 + 2 + 4 + 4 + 6 + 8,
             0, 6 + 10 + 0, 1 + 4, 2 * 3 + 2 * 3,
             9 + 1 + 5 // 2]
    assert cats(s, 0) == red and cats(s, 1) == green
    assert scores(s) == [116, 116]
    assert s.state["flow"]["winners"] == [0, 1]
    assert V.status(s.state)[0] == "game over: red and green win"
    assert s.state["wells"] == 8 - 1
    # green's upper-river huts in turn 7 earn camels (3+2+2+2 and 3), capped at 10
    assert "green: income 3+2+2+2+3 = 12 camels (track full at 10: 6 gained)" in lines
