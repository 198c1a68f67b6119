# Assyria: every refusal names the problem and leaves the state exactly as it was.
from tests.portable.assyria_util import head, record_text, refused, session

# 2 players, seed 6: turn order red green; after the start pick and the harvest red expands first
START = head(2) + "green: pick\nred: pick\nred: take 1\ngreen: take 2\n"
# both players put 4 huts on the rivers: 10 camels each in the actions phase
ACTIONS = START + ("red: hut upper 2\nred: hut lower 2\nred: done\n"
                   "green: hut upper 2\ngreen: hut lower 2\ngreen: done\n")


def cut(name, before, nth=1):
    """The record's text up to (not including) the nth occurrence of `before`."""
    text = record_text(name)
    i = -1
    for _ in range(nth):
        i = text.index(before, i + 1)
    return text[:i]


def test_turn_order_phase_and_words():
    s = session(START)
    assert refused(s, "green: hut upper 1") == "it is red's turn, not green's"
    assert "not possible in the expansion phase" in refused(s, "red: take 3")
    assert "not possible in the expansion phase" in refused(s, "red: build base outside")
    assert "one of upper lower between outside" in refused(s, "red: hut river 1")
    assert "say how many huts" in refused(s, "red: hut upper")
    assert "too many words: now" in refused(s, "red: hut upper 1 now")


def test_harvest_columns():
    s = session(head(2) + "green: pick\nred: pick\nred: take 1\n")
    assert refused(s, "green: take 1") == "column 1 is taken by red"
    assert refused(s, "green: take 4") == "column: 1 to 3, not 4"
    assert "not possible in the harvest phase" in refused(s, "green: done")


def test_new_huts_budget_and_order_of_steps():
    s = session(START)
    assert refused(s, "red: done") == "place 4 more huts first"
    assert refused(s, "red: starve upper 1") == "place 4 more huts first"
    assert refused(s, "red: well") == "place 4 more huts first"
    assert refused(s, "red: plow") == "place 4 more huts first"
    assert refused(s, "red: hut upper 5") == "huts: 1 to 4, not 5"
    s.apply("red: hut upper 2")
    s.apply("red: hut outside 2")
    assert refused(s, "red: hut outside 1") == "all 4 new huts are placed (card 4, huts in camp)"
    assert refused(s, "red: starve lower 1") == "you have no hut on the lower river"
    assert refused(s, "red: starve outside 3") == "unfed huts outside the rivers: 1 to 2, not 3"
    s.apply("red: plow")
    assert refused(s, "red: plow") == "you hold no plow card"
    s.apply("red: well")
    assert refused(s, "red: starve upper 1") == "the famine comes before the wells"
    assert refused(s, "red: plow") == "feeding comes before the wells"


def test_huts_in_camp_limit_the_new_huts():
    # 4p record, turn 5: green has 8 huts on the board and 2 at court, so it places none
    s = session(cut("assyria_4p_full.txt", "green: done\nred: hut between 1"))
    assert s.state["now"]["need"] == 0
    assert refused(s, "green: hut outside 1") == "all 0 new huts are placed (card 4, huts in camp)"


def test_wells_need_three_huts_not_between_and_supply():
    s = session(START + "red: hut upper 2\nred: hut outside 2\nred: starve outside 2\n")
    assert refused(s, "red: well") == "a well needs three of your huts around it; you have 2"
    s = session(START + "red: hut between 4\n")
    assert refused(s, "red: well") == "no well between the rivers: all your huts stand there"
    s = session(START + "red: hut between 2\nred: hut outside 2\n" + "red: well\n" * 8)
    assert s.state["wells"] == 0 and s.state["players"][0]["wells"] == 8
    assert refused(s, "red: well") == "no well is left in the supply"


def test_ziggurats():
    s = session(ACTIONS)
    assert refused(s, "red: build base upper") == "the base replaces your hut (not on a river): one of between outside"
    assert refused(s, "red: build base outside") == "a base replaces one of your huts: you have no hut outside the rivers"
    assert refused(s, "red: build roof") == "a roof goes on a centre: build a centre first"
    s.apply("red: build centre")
    assert s.state["players"][0]["camels"] == 7
    assert refused(s, "red: build centre") == "a centre goes on a base: you have no ziggurat with a bare base"
    assert refused(s, "red: build roof") == "a ziggurat grows one level per turn: your centre was built this turn"
    assert refused(s, "red: build tower") == "build: one of base centre roof"
    # 4p record, turn 7: yellow has all 4 bases on the board
    s = session(cut("assyria_4p_full.txt", "yellow: build roof\nyellow: build centre"))
    assert refused(s, "yellow: build base outside") == "all your 4 ziggurat bases are built"
    # turn 3: yellow's new base cannot get its centre in the same turn
    s = session(cut("assyria_4p_full.txt", "yellow: build centre", 2))
    s.apply("yellow: build centre")
    assert refused(s, "yellow: build centre") == "a ziggurat grows one level per turn: your base was built this turn"


def test_camels_you_do_not_have():
    s = session(START + "red: hut outside 4\nred: done\ngreen: hut outside 4\ngreen: done\n")
    assert s.state["players"][0]["camels"] == 0
    assert refused(s, "red: build base outside") == "not enough camels for a ziggurat base: 6 needed, you have 0"
    assert refused(s, "red: court low") == "not enough camels for the low dignitary: 2 needed, you have 0"
    assert refused(s, "red: offer 1") == "not enough camels for 1 offering: 1 needed, you have 0"
    assert refused(s, "red: buy food 1") == "not enough camels for this food card: 1 needed, you have 0"
    s = session(ACTIONS + "red: build centre\nred: offer 3\nred: buy food 1\n")
    assert s.state["players"][0]["camels"] == 3
    assert refused(s, "red: court high") == "not enough camels for the high dignitary: 4 needed, you have 3"
    assert refused(s, "red: build roof") == "a ziggurat grows one level per turn: your centre was built this turn"
    s = session(ACTIONS + "red: done\ngreen: build centre\ngreen: court middle\ngreen: buy food 3\n")
    assert s.state["players"][1]["camels"] == 2
    assert refused(s, "green: offer 3") == "not enough camels for 3 offerings: 3 needed, you have 2"
    s = session(START + "red: hut upper 1\nred: hut outside 3\nred: plow\nred: done\n"
                "green: hut outside 4\ngreen: done\nred: buy food 2\n")
    assert s.state["players"][0]["camels"] == 1
    assert refused(s, "red: buy plow") == "not enough camels for a plow card: 2 needed, you have 1"


def test_offerings_limits():
    s = session(ACTIONS)
    assert refused(s, "red: offer 4") == "camels to offer: 1 to 3, not 4"
    assert refused(s, "red: offer 0") == "camels to offer: 1 to 3, not 0"
    s.apply("red: offer 2")
    assert refused(s, "red: offer 2") == "camels to offer: 1 to 1, not 2"
    s.apply("red: offer 1")
    assert refused(s, "red: offer 1") == "at most 3 camels of offerings per turn"
    # 3p record, turn 8: green's track is at 6 of 7
    s = session(cut("assyria_3p_full.txt", "green: done\n# flood 3"))
    assert s.state["players"][1]["offer"] == 6
    assert refused(s, "green: offer 2") == "camels to offer: 1 to 1, not 2"
    s.apply("green: offer 1")
    assert refused(s, "green: offer 1") == "your offerings are at the top of the track (7)"


def test_plow_and_food_cards():
    s = session(ACTIONS)
    assert refused(s, "red: buy plow") == "you already hold a plow card (at most one)"
    assert refused(s, "red: buy food 4") == "symbols on the food card: one of 1 2 3 wild"
    assert refused(s, "red: buy horse") == "buy: one of plow food"
    s.apply("red: buy food wild")
    assert s.state["players"][0]["camels"] == 8  # a wild card costs 2
    assert refused(s, "red: buy food 1") == "only one food card per turn"
    # 3 players: the one unharvested column holds 2 cards
    s = session(head(3) + "yellow: pick\ngreen: pick\nred: pick\nred: take 1\ngreen: take 2\nyellow: take 3\n"
                + "".join(["%s: hut upper 2\n%s: hut lower 2\n%s: done\n" % (c, c, c) for c in ("red", "green", "yellow")])
                + "red: buy food 1\nred: done\ngreen: buy food 3\ngreen: done\n")
    assert s.state["leftover"] == 0
    assert refused(s, "yellow: buy food 2") == "both leftover food cards are bought"


def test_court_places_and_huts():
    s = session(ACTIONS + "red: court high\nred: court high\nred: done\ngreen: court high\n")
    assert refused(s, "green: court high") == "all 3 places at the high dignitary are taken"
    assert refused(s, "green: court royal") == "dignitary: one of high middle low"
    # 4p record, turn 8: red has no hut left in its camp
    s = session(cut("assyria_4p_full.txt", "red: build roof", 2))
    assert s.state["players"][0]["camels"] == 10
    assert refused(s, "red: court low") == "you have no hut left in your camp"


def test_expansion_cards():
    # 4p record, turn 8: both 2s are drawn (turns 2 and 7)
    s = session(cut("assyria_4p_full.txt", "green: card 4"))
    assert refused(s, "green: card 2") == "no expansion card 2 is left in the deck (left: 3 4)"
    assert refused(s, "green: card 5") == "expansion card value: 2 to 4, not 5"
    assert refused(s, "red: card 4") == "it is green's turn, not red's"


def test_game_over():
    s = session(record_text("assyria_2p_full.txt"))
    assert refused(s, "red: done") == "the game is over"
