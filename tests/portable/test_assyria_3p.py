# Assyria, 3 players: tests/records/assyria_3p_full.txt, scored by hand; flood 2 is the rulebook's
# Assur example with its own numbers (cards 4+4+2: Red 10, Green 6, Yellow 2).
from tabletop.games import assyria as G
from tests.portable.assyria_util import cats, record_text, scores, trace

_CACHE = []


def game():
    if not _CACHE:
        _CACHE.append(trace(record_text("assyria_3p_full.txt")))
    return _CACHE[0]


def test_book_assur_example_exactly():
    s, lines = game()
    i = lines.index("flood 2: river huts go home; Assur cards 4+4+2")  # no bonus card with 3 players
    assert lines[i + 1:i + 9] == [
        "Assur 1. red influence 7 (3+3+1, 3 huts): +10",
        "Assur 2. green influence 2 (1+1, 2 huts): +6",  # ties with yellow, more huts
        "Assur 3. yellow influence 2 (2, 1 hut): +2",
        "high dignitary: red 2 huts +4",
        "middle dignitary: yellow takes a plow",  # yellow fed a hut with its plow in turn 4
        "low dignitary: red 1 hut +1 camel",
        "low dignitary: green 2 huts +2 camels",
        "offerings: yellow 3 ziggurats x3 = 9",
    ]


def test_flood_1_without_court():
    s, lines = game()
    i = lines.index("flood 1: river huts go home; Assur cards 4+3")
    assert lines[i + 1:i + 5] == [
        "Assur: red has no hut at court, nothing",
        "Assur: green has no hut at court, nothing",
        "Assur: yellow has no hut at court, nothing",
        "offerings: green 2 ziggurats x2 = 4",  # track 3
    ]
    assert "yellow: prestige 2+2+2+1+1+1+6 = 15" in lines  # turn 2: 3 between, 1 outside, 2 bases, well


def test_final_scores_by_hand():
    s, lines = game()
    assert s.ended()
    red = [0 + 3 + 2 + 3 + 3 + 9 + 15 + 15,  # huts
           1 + 1 + 2 + 2 + 3 + 3 + 5 + 5,  # ziggurat tiles each turn
           0, 10 + 8, 4, 0,
           6 + 1 + 1 // 2]  # tiles, plow, 1 camel
    green = [1 + 4 + 5 + 6 + 6 + 12 + 14 + 14,
             1 + 1 + 3 + 3 + 5 + 6 + 6 + 6,
             0, 6, 0, 2 * 2 + 2 * 3,  # x2 on 2 sites, x3 (track 6) on 2 sites
             6 + 1 + 4 // 2]
    yellow = [4 + 7 + 7 + 8 + 8 + 10 + 12 + 12,
              1 + 2 + 2 + 3 + 4 + 4 + 6 + 7,
              6 + 4, 2, 0, 3 * 3 + 3 * 3,
              8 + 1 + 2 // 2]
    assert cats(s, 0) == red and cats(s, 1) == green and cats(s, 2) == yellow
    assert scores(s) == [101, 118, 137]
    assert s.state["flow"]["winners"] == [2]
    assert s.state["wells"] == 12 - 2
    assert s.state["plows"] == 0
    assert lines[-3:] == ["end: red 6 tiles +1 plow +0 for 1 camels = 7",
                          "end: green 6 tiles +1 plow +2 for 4 camels = 9",
                          "end: yellow 8 tiles +1 plow +1 for 2 camels = 10"]
