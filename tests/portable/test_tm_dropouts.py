# Terra Mystica: the final scoring with any number of players who left the game (snellman's
# "<faction> dropped from the game", the entry `drop`; issue 38). The rulebook knows no leaving
# player: its final scoring takes "alle Spieler" for the cults (8/4/2, ties share, rounded down,
# Stufe 0 nothing) and the largest area (18/12/6). The real ledgers with a dropout score the player
# who left on every cult track (their markers stay on the board, their rows get the cult VP) and
# never for the network, which only the players still in enter; resources count for everybody.
# Worked out by hand: the starting cults (faction boards) are witches 0/0/0/2, nomads 1/0/1/0,
# cultists 1/0/1/0, giants 1/0/0/1, and nobody moves on a track in these games.
from tests.portable.test_tm_rules import act, do, pass_all, pl, start

SEATS = ("witches", "nomads", "cultists", "giants")
PICKS = {"witches": 3, "nomads": 6, "cultists": 7, "giants": 8}


def play_out(leaving):
    """Round 1: the players in `leaving` drop out in their turn (as online: the player the game
    waits for); everybody else passes to the end and enters a network size (the witches 3, the
    cultists 2, the nomads 1, the giants 4)."""
    s = start(SEATS, PICKS)
    left = list(leaving)
    while left:
        name = act(s)
        if name in left:
            do(s, "%s: drop" % name)
            left.remove(name)
        else:
            do(s, "%s: pass bon%d" % (name, s.state["bonus"][0]))
    pass_all(s, 6)
    asked = []
    while not s.ended():
        name = act(s)
        asked.append(name)
        do(s, "%s: network %d" % (name, {"witches": 3, "cultists": 2, "nomads": 1, "giants": 4}[name]))
    return s, asked


def cults_and_network(s, f):
    return pl(s, f)["fin"][:5]  # fire, water, earth, air, network


def test_nobody_leaves():
    s, asked = play_out(())
    assert asked == list(SEATS)
    # FIRE: nomads, cultists, giants tied first, (8 + 4 + 2) / 3 each; EARTH: nomads and cultists
    # tied first, (8 + 4) / 2; AIR: witches 8, giants 4; WATER: nobody off 0.
    # network: giants 4 (18), witches 3 (12), cultists 2 (6), nomads 1 (nothing)
    assert cults_and_network(s, "witches") == [0, 0, 0, 8, 12]
    assert cults_and_network(s, "nomads") == [4, 0, 6, 0, 0]
    assert cults_and_network(s, "cultists") == [4, 0, 6, 0, 6]
    assert cults_and_network(s, "giants") == [4, 0, 0, 4, 18]


def test_two_players_leave():
    # the nomads and the giants leave: their markers still take the cult places as above (the
    # cultists share FIRE with both, AIR's second place is the giants'); the network places go to
    # the two still in
    s, asked = play_out(("nomads", "giants"))
    assert asked == ["witches", "cultists"]
    assert cults_and_network(s, "witches") == [0, 0, 0, 8, 18]
    assert cults_and_network(s, "nomads") == [4, 0, 6, 0, 0]
    assert cults_and_network(s, "cultists") == [4, 0, 6, 0, 12]
    assert cults_and_network(s, "giants") == [4, 0, 0, 4, 0]
    for f in SEATS:  # every player's resources to VP (3 C a VP) as well
        assert pl(s, f)["fin"][5] > 0 and pl(s, f)["C"] < 3


def test_three_players_leave():
    # one player left in: the game plays on to its end; the last one's network alone is asked
    s, asked = play_out(("nomads", "giants", "witches"))
    assert asked == ["cultists"]
    assert cults_and_network(s, "cultists") == [4, 0, 6, 0, 18]
    assert cults_and_network(s, "witches") == [0, 0, 0, 8, 0]
    assert cults_and_network(s, "giants") == [4, 0, 0, 4, 0]


def left_after_passing():
    """The nomads leave in their turn of round 1; in round 6 the giants pass, then the witches'
    dwelling offers them power and the giants leave as the game waits for their answer (online:
    the player the game waits for is dropped, also after passing). The witches enter 3 as their
    network, the cultists 2."""
    s = start(SEATS, PICKS)
    while s.state["flow"]["round"] == 1:
        name = act(s)
        do(s, "%s: drop" % name if name == "nomads" else "%s: pass bon%d" % (name, s.state["bonus"][0]))
    pass_all(s, 4)
    for line in ("witches: build offer giants 1", "giants: leech 1 from witches", "cultists: pass",
                 "giants: pass", "witches: build offer giants 1"):
        do(s, line)
    return s


def test_a_player_who_passed_leaves_as_the_game_waits_for_their_answer():
    from tabletop.games.terra_mystica.ask import asked

    s = left_after_passing()
    # the giants are asked about it: leaving is one of the answers (listed after wait)
    assert asked(s.state) == (3, "leech 1", ["leech", "decline", "wait", "drop"])
    do(s, "giants: drop")
    assert asked(s.state) is None and pl(s, "giants")["offers"] == []  # the offer is declined
    do(s, "witches: pass")
    for name, size in (("witches", 3), ("cultists", 2)):  # the giants are not asked
        assert act(s) == name
        do(s, "%s: network %d" % (name, size))
    assert s.ended()
    # every player on the cults (as test_nobody_leaves), the network among the two still in
    assert cults_and_network(s, "witches") == [0, 0, 0, 8, 18]
    assert cults_and_network(s, "nomads") == [4, 0, 6, 0, 0]
    assert cults_and_network(s, "cultists") == [4, 0, 6, 0, 12]
    assert cults_and_network(s, "giants") == [4, 0, 0, 4, 0]
