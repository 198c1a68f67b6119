# Terra Mystica: commands with a zero amount, which terra.snellman.net accepts and which change
# nothing there (issue 24, item 7): burn 0, convert 0X to 0Y, dig 0, +0TRACK. Each is taken
# as a no-op: the state after it is the state before, the turn goes on, and a turn with it
# ends exactly as the same turn without it. Amounts that do not fit the rates stay refused.
from tabletop.core.newgame import clone
from tests.portable.test_tm_faction_boards import board
from tests.portable.test_tm_rules import act, do, pl, refuse, start

TWO = ("witches", "nomads")
PICKS = {"witches": 3, "nomads": 6}


def same_as(line, without, seats=TWO, picks=PICKS):
    """`line` leaves the game as `without` does, from the same start of round 1."""
    s1 = start(seats, picks)
    s2 = start(seats, picks)
    do(s1, line)
    do(s2, without)
    assert s1.state == s2.state, line
    return s1


def nothing(line, seats=TWO, picks=PICKS):
    """`line` alone changes nothing and the same player is still to act."""
    s = start(seats, picks)
    before = clone(s.state)
    who = act(s)
    do(s, line)
    assert s.state == before, line
    assert act(s) == who
    return s


def test_burn_zero_burns_nothing():
    # Rulebook, Macht / Opfern: for each token moved from bowl II to bowl III one token of bowl II
    # leaves the game -- burning none moves none. (The witches hold 5/7/0: 0 in bowl III.)
    nothing("witches: burn 0")
    same_as("witches: burn 0 . build", "witches: build")
    refuse(start(TWO, PICKS), "witches: burn 4", "not enough power in bowl II to burn 4")


def test_convert_zero_converts_nothing():
    # Rulebook, Umwandeln: power, priests and workers are exchanged at fixed rates (5 PW -> 1 P,
    # 3 PW -> 1 W, 1 PW -> 1 C, 1 P -> 1 W, 1 W -> 1 C) -- nothing for nothing at any rate
    for line in ("witches: convert 0pw to 0c", "witches: convert 0pw to 0w", "witches: convert 0pw to 0p",
                 "witches: convert 0p to 0w", "witches: convert 0w to 0c", "witches: convert 0 pw to 0 c"):
        nothing(line)
    same_as("witches: convert 0w to 0c . build . convert 0pw to 0c", "witches: build")
    # what does not fit the rates is still refused, zero or not
    s = start(TWO, PICKS)
    refuse(s, "witches: convert 0c to 0vp", "you cannot convert C to VP")  # the Alchemists' only
    refuse(s, "witches: convert 0pw to 0vp", "you cannot convert PW to VP")
    refuse(s, "witches: convert 3pw to 0c", "3 PW give 3 C, not 0")


def test_darklings_convert_zero_keeps_their_once():
    # Rulebook, Düsterlinge / Festung: "sofort und einmalig bis zu 3 Arbeiter in je 1 Priester
    # umwandeln" -- converting 0 workers is not that once: the 3 may still follow in the turn
    s = board("darklings")
    do(s, "darklings: upgrade to tp")
    w = pl(s, "darklings")["W"]
    do(s, "darklings: upgrade to sh . convert 0w to 0p . convert 3w to 3p")
    assert pl(s, "darklings")["W"] == w - 4 - 3  # SH 4 W, then the 3 converted


def test_dig_zero_is_no_spade_and_no_action():
    # Rulebook, Aktion 1 (Umwandeln und Bauen): each spade is paid at the digging track's rate
    # (3 W at level 0) -- 0 spades cost nothing, and no spade is not yet the turn's action
    nothing("witches: dig 0")
    same_as("witches: dig 0 . build", "witches: build")
    same_as("witches: dig 0 . transform . build", "witches: transform . build")
    same_as("witches: dig 0 . dig 1 . build", "witches: dig 1 . build")
    s = nothing("witches: dig 0")
    do(s, "witches: build")  # the action still to take after it
    assert act(s) == "nomads"
    refuse(start(TWO, PICKS), "witches: dig x", "dig needs a number")


def test_zero_free_cult_steps_move_nothing():
    # Rulebook, Kulttafel: each step moves the marker one space -- zero steps move none
    nothing("witches: +0fire")
    same_as("witches: +0water . build", "witches: build")


def test_zero_town_steps_left_out_and_zero_spades_given_up_change_nothing():
    # snellman's -TRACK leaves out a town tile's step on that track (Stadtgründung, TW5: one step
    # on every cult track) and -SPADE gives up a spade: -0 of either leaves out or gives up none,
    # so the next town still steps on every track; +0TWn takes no town tile
    for line in ("witches: -0water", "witches: -0spade", "witches: +0tw5"):
        nothing(line)
    s = same_as("witches: -0water . build . +tw5", "witches: build . +tw5")
    assert pl(s, "witches")["cult"] == [1, 1, 1, 3]  # the witches' 0/0/0/2, a step on each
    refuse(start(TWO, PICKS), "witches: +0fav5", "unknown action")
