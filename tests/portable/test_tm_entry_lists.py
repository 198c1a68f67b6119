# Terra Mystica at the pad: the likeliest choices nearest in an entry's list (issue 24: fewer
# encoder clicks), by what the game state says is likely. (Apart from test_tm_rules: compiling
# one module of everything needs more than the MicroPython gate's heap.)
from tabletop.games.terra_mystica import show
from tests.portable.test_tm_rules import around, do, pl, refuse, start


def test_an_offer_names_the_neighbour_those_offered_to_last_first():
    # the builder names the neighbours (one push each), the one offered power last first; the
    # neighbour says how much when asked (below). A build: "ok" (no offer) first, most builds have none
    s = start(("witches", "nomads", "giants"), {"witches": 3, "nomads": 6, "giants": 7})
    ch = show.choices
    up = ["upgrade", "to", "tp"]
    assert around(ch(s.state, 0, ["build"]))[:3] == ["ok", "offer nomads", "offer giants"]  # by seat
    do(s, "witches: build offer giants ok")
    assert around(ch(s.state, 0, up))[:2] == ["offer giants", "offer nomads"]
    assert around(ch(s.state, 0, ["build"]))[:3] == ["ok", "offer giants", "offer nomads"]
    assert around(ch(s.state, 0, ["build", "offer", "giants"]))[:2] == ["ok", "nomads"]
    assert ch(s.state, 0, ["build", "offer", "giants", "nomads", "ok"]) == []


def test_a_neighbour_who_offered_power_is_a_neighbour_back():
    # adjacency goes both ways: the giants, offered power by the witches, offer the witches first,
    # before the nomads; the player's own offers stay before it
    s = start(("witches", "nomads", "giants"), {"witches": 3, "nomads": 6, "giants": 7})
    ch = show.choices
    do(s, "witches: build offer giants ok")
    do(s, "giants: leech 1 from witches")
    up = ["upgrade", "to", "tp"]
    assert around(ch(s.state, 2, up))[:2] == ["offer witches", "offer nomads"]
    do(s, "nomads: build offer witches ok")  # after the witches' own offer to the giants
    assert around(ch(s.state, 0, up))[:2] == ["offer giants", "offer nomads"]


def test_the_neighbour_says_the_amount():
    # the power a neighbour may take is the power of their buildings next to the new one (rulebook
    # "Macht durch Gebaeude der Mitspieler"): the neighbour counts it. Leech, then the amount: 1
    # under the cursor (the most taken in the real games), 2 one click back, 3 one forward...
    from tabletop.games.terra_mystica.ask import asked

    s = start(("witches", "nomads", "giants"), {"witches": 3, "nomads": 6, "giants": 7})
    ch = show.choices
    do(s, "witches: build offer giants ok")
    assert asked(s.state) == (2, "leech", ["leech", "decline", "wait", "drop"])  # (drop: who leaves now)
    assert around(ch(s.state, 2, ["leech"]))[:3] == ["1", "2", "3"]
    refuse(s, "giants: leech from witches", "leech needs a number")
    vp = pl(s, "giants")["VP"]
    do(s, "giants: leech 2 from witches")
    assert pl(s, "giants")["VP"] == vp - 1  # 2 power for 1 VP
    do(s, "nomads: build")
    do(s, "giants: build")
    do(s, "witches: upgrade to tp offer giants ok")
    # no more than the bowls can take (and VP + 1): more would give the same power
    pl(s, "giants")["b"] = [0, 2, 10]
    assert sorted(ch(s.state, 2, ["leech"])) == ["1", "2"]
    # a declined offer of no amount needs none
    assert ch(s.state, 2, ["decline"]) == ["from"]
    do(s, "giants: decline from witches")
    assert pl(s, "giants")["offers"] == []


def test_a_cult_step_that_brings_the_rounds_cult_reward_first():
    # round 1: SCORE3, 1 priest for each 4 steps on water (rulebook phase III); then a power space
    from tabletop.games.terra_mystica.ask import steps

    s = start(("witches", "nomads"), {"witches": 3, "nomads": 6})
    assert steps(s.state, {"cult": [2, 3, 0, 4]}) == ["+water", "+air", "+fire", "+earth"]
    assert steps(s.state, {"cult": [2, 10, 0, 4]}) == ["+air", "+fire", "+earth", "+water"]
    # a priest's 3 steps: water 1 -> 4 brings the reward; then those that pass a power space
    assert steps(s.state, {"cult": [1, 1, 0, 7]}, 3)[:2] == ["+water", "+fire"]


def test_a_cult_step_out_of_turn_lists_wait_one_click_from_the_likeliest_track():
    # the Cultists' free step asked in another player's turn: the likeliest track under the cursor,
    # "wait" (taken in their own turn, as players often do) one click forward, the other tracks after
    from tabletop.games.terra_mystica.ask import asked, steps

    s = start(("cultists", "witches", "nomads"), {"cultists": 3, "witches": 6, "nomads": 7})
    do(s, "cultists: build offer witches 1")
    do(s, "witches: leech 1 from cultists")
    do(s, "witches: build")
    t = steps(s.state, pl(s, "cultists"))
    assert asked(s.state) == (0, "cult step", t[:1] + ["wait"] + t[1:])


def test_a_town_is_one_push_then_its_tile():
    # Rulebook, "Stadtgruendung": a town is 4 connected buildings (3 with the sanctuary) of power 7
    # (6 with FAV5). The device does not see the map: ". town" is near when the power of the
    # player's buildings with the new one reaches 7 for each town (their last and this one),
    # furthest otherwise; its tile (the most taken first) in the next push, and a temple's or
    # sanctuary's favor tile after it. The record keeps the word "town" (the rules skip it).
    s = start(("witches", "nomads"), {"witches": 3, "nomads": 6})
    ch = show.choices
    p = pl(s, "witches")
    assert around(ch(s.state, 0, ["build"]))[-1] == ". town"  # 2 dwellings: power 3
    p["D"], p["TP"] = 2, 2  # power 6, and the new dwelling: 7 (after the likeliest offers; after
    assert around(ch(s.state, 0, ["build"]))[3] == ". town"  # an offer: one click back)
    assert around(ch(s.state, 0, ["build", "offer", "nomads", "1"]))[1] == ". town"
    assert around(ch(s.state, 0, ["upgrade", "to", "te", "offer", "nomads", "1"]))[-1] == ". town"  # TP -> TE: 6
    p["fav"] |= 1 << 5  # FAV5: a town of power 6
    assert ". town" in around(ch(s.state, 0, ["upgrade", "to", "te", "offer", "nomads", "1"]))[:2]
    assert ch(s.state, 0, ["build", ".", "town"])[0] == "+tw5"
    assert ch(s.state, 0, ["build", ".", "town", "+tw5"]) == []
    te = ch(s.state, 0, ["upgrade", "to", "te", ".", "town", "+tw5"])
    assert te[0][:6] == ". +fav" and "ok" in te
    p["tw"] = "5"  # one town already: the next needs power 12 (6 each with FAV5)
    assert around(ch(s.state, 0, ["build"]))[-1] == ". town"
    p["D"], p["TP"], p["tw"], p["fav"] = 2, 0, "", 0
    do(s, "witches: build . town +tw3")
    assert pl(s, "witches")["tw"].split() == ["3"] and "town" in s.record.entry_text(len(s.record) - 1)


def test_an_upgrade_lists_a_first_temple_first():
    # the kinds the player can build and pay for, the most built first; the first temple before
    # all (its priest and favor tile, rulebook "Tempel"), one click away otherwise
    s = start(("witches", "nomads"), {"witches": 3, "nomads": 6})
    p = pl(s, "witches")
    p["TP"], p["D"], p["W"], p["C"] = 1, 1, 20, 20
    assert around(show.choices(s.state, 0, ["upgrade", "to"])) == ["te", "tp", "sh"]
    p["TE"] = 1
    assert around(show.choices(s.state, 0, ["upgrade", "to"])) == ["tp", "te", "sa", "sh"]


def test_dwarves_tunnel_and_fakirs_carpet_one_click_from_ok():
    # their way to reach a space (rulebook, the Dwarves' and Fakirs' abilities): next to "ok"
    for f in ("dwarves", "fakirs"):
        s = start((f, "witches"), {f: 3, "witches": 6})
        how = "tunnel" if f == "dwarves" else "carpet"
        assert around(show.choices(s.state, 0, ["build"]))[:2] == ["ok", how]
        assert around(show.choices(s.state, 0, ["build", "offer", "witches", "1"]))[:2] == ["ok", how]
