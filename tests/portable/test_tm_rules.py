# Terra Mystica: setup, power bowls, leech, income, passing, turn order, cult bonus, final scoring.
# Figures are worked out by hand from the rulebook and the faction boards (docs/games/terra_mystica.md).
from tabletop.core.errors import Illegal
from tabletop.core.record import Record
from tabletop.core.newgame import clone
from tabletop.core.session import Session
import tabletop.games.terra_mystica as TM
from tabletop.games.terra_mystica import show

SCORING = "3-4-5-6-7-8"  # D 2 VP, SH/SA 5, D 2, TP 3, SH/SA 5, TP 3
def tiles_in_play(n, picked=()):
    """players + 3 bonus tiles: the ones picked, then the lowest others."""
    out = sorted(set(picked))
    t = 1
    while len(out) < n + 3:
        if t not in out:
            out.append(t)
        t += 1
    return "-".join([str(x) for x in sorted(out)])


def new(seats, options=(), scoring=SCORING, bonus=None, seed=1):
    if bonus is None:
        bonus = tiles_in_play(len(seats))
    opts = [["scoring", scoring], ["bonus", bonus]] + [list(o) for o in options]
    return Session(Record("terra_mystica", list(seats), opts, seed, TM.WORDS), TM)


def do(s, line):
    s.apply(line)


def act(s):
    return s.active()


def start(seats, picks=None, options=(), scoring=SCORING, bonus=None):
    """A session in round 1's action phase: dwellings placed, bonus tiles picked (reverse order)."""
    if bonus is None:
        bonus = tiles_in_play(len(seats), [picks[k] for k in picks] if picks else
                              [9 - k for k in range(len(seats))])
    s = new(seats, options, scoring, bonus)
    while s.state["flow"]["phase"] == "dwellings":
        do(s, "%s: build" % act(s))
    k = 0
    while s.state["flow"]["phase"] == "bonus":
        name = act(s)
        tile = picks[name] if picks else 9 - k
        do(s, "%s: pass bon%d" % (name, tile))
        k += 1
    return s


def pl(s, name):
    return s.state["players"][s.record.seats.index(name)]


def refuse(s, line, words):
    before = clone(s.state)
    try:
        s.apply(line)
    except Illegal as e:
        assert words in e.message, "%r not in %r" % (words, e.message)
        assert s.state == before
        return e.message
    assert False, "accepted: " + line


def change(s, name, line):
    """[VP, C, W, P] change of `name` made by `line`."""
    p = pl(s, name)
    before = [p["VP"], p["C"], p["W"], p["P"]]
    do(s, line)
    p = pl(s, name)
    return [p["VP"] - before[0], p["C"] - before[1], p["W"] - before[2], p["P"] - before[3]]


def figures(p):
    return [p["VP"], p["C"], p["W"], p["P"], p["b"], p["cult"]]


# --- setup -------------------------------------------------------------------------------------
def test_start_boards_of_all_14_factions():
    # faction: C, W, P, bowls I/II/III, cults F/W/E/A (faction boards)
    table = (("alchemists", 15, 3, 0, [5, 7, 0], [1, 1, 0, 0]), ("auren", 15, 3, 0, [5, 7, 0], [0, 1, 0, 1]),
             ("chaosmagicians", 15, 4, 0, [5, 7, 0], [2, 0, 0, 0]),
             ("cultists", 15, 3, 0, [5, 7, 0], [1, 0, 1, 0]), ("darklings", 15, 1, 1, [5, 7, 0], [0, 1, 1, 0]),
             ("dwarves", 15, 3, 0, [5, 7, 0], [0, 0, 2, 0]), ("engineers", 10, 2, 0, [3, 9, 0], [0, 0, 0, 0]),
             ("fakirs", 15, 3, 0, [7, 5, 0], [1, 0, 0, 1]), ("giants", 15, 3, 0, [5, 7, 0], [1, 0, 0, 1]),
             ("halflings", 15, 3, 0, [3, 9, 0], [0, 0, 1, 1]), ("mermaids", 15, 3, 0, [3, 9, 0], [0, 2, 0, 0]),
             ("nomads", 15, 2, 0, [5, 7, 0], [1, 0, 1, 0]), ("swarmlings", 20, 8, 0, [3, 9, 0], [1, 1, 1, 1]),
             ("witches", 15, 3, 0, [5, 7, 0], [0, 0, 0, 2]))
    assert len(table) == len(TM.SEAT_NAMES) == 14
    for i in range(0, 14, 2):
        a, b = table[i], table[i + 1]
        s = new((a[0], b[0]))
        for t in (a, b):
            assert figures(pl(s, t[0])) == [20, t[1], t[2], t[3], t[4], t[5]], t[0]


def test_dwellings_in_snake_order_nomads_third_chaos_last():
    s = new(("chaosmagicians", "nomads", "witches"))
    order = []
    while s.state["flow"]["phase"] == "dwellings":
        order.append(act(s))
        do(s, "%s: build" % act(s))
    assert order == ["nomads", "witches", "witches", "nomads", "nomads", "chaosmagicians"]
    assert [pl(s, f)["D"] for f in ("chaosmagicians", "nomads", "witches")] == [1, 3, 2]
    # bonus tiles are picked in reverse seat order
    assert act(s) == "witches"


def test_setup_dwellings_are_free_and_score_nothing():
    s = start(("witches", "nomads"))
    w = pl(s, "witches")
    assert w["D"] == 2 and w["VP"] == 20


def test_random_tiles_players_plus_three_and_no_score1_late():
    for seed in range(1, 40):
        s = Session(Record("terra_mystica", ["witches", "nomads", "giants"], [], seed, TM.WORDS), TM)
        assert len(s.state["bonus"]) == 6
        sc = s.state["score"]
        assert len(sc) == 6 and 1 not in sc[4:] and 9 not in sc
        assert len(set(sc)) == 6


def test_variable_start_vp():
    s = new(("fakirs", "darklings"), (("start-vp", "base"),))
    assert pl(s, "fakirs")["VP"] == 33 and pl(s, "darklings")["VP"] == 15
    s = new(("dwarves", "nomads"), (("start-vp", "lakes"),))
    assert pl(s, "dwarves")["VP"] == 30 and pl(s, "nomads")["VP"] == 15


def test_round1_income_and_coins_on_unclaimed_bonus_tiles():
    s = start(("witches", "nomads"), {"witches": 3, "nomads": 5})
    w, n = pl(s, "witches"), pl(s, "nomads")
    # witches: 2 D -> 3 W, BON3 6 C; nomads: 3 D -> 4 W, BON5 1 W + 3 PW
    assert figures(w)[:4] == [20, 21, 6, 0] and w["b"] == [5, 7, 0]
    assert figures(n)[:4] == [20, 15, 2 + 4 + 1, 0] and n["b"] == [2, 10, 0]
    assert s.state["bonus"] == [1, 2, 4]  # players + 3 in play, 2 picked
    assert [s.state["coins"][b] for b in s.state["bonus"]] == ["1"] * 3  # unclaimed: 1 coin each


# --- power -------------------------------------------------------------------------------------
def test_power_burn_and_spend():
    s = start(("witches", "nomads"), {"witches": 3, "nomads": 6})
    do(s, "witches: burn 3 . action act2")
    w = pl(s, "witches")
    # 5/7/0 -> burn 3: 5/1/3 (3 tokens destroyed) -> spend 3: 8/1/0, +1 priest
    assert w["b"] == [8, 1, 0] and w["P"] == 1
    assert s.state["acts"] == 2  # bit 1: ACT2


def test_power_gain_one_token_at_a_time():
    from tabletop.games.terra_mystica import factions

    p = {"b": [2, 3, 1]}
    assert factions.gain_power(p, 4) == 4 and p["b"] == [0, 3, 3]
    assert factions.capacity(p) == 3
    assert factions.gain_power(p, 5) == 3 and p["b"] == [0, 0, 6]


def test_leech_costs_vp_and_is_capped_by_bowls_and_vp():
    s = start(("witches", "nomads"), {"witches": 3, "nomads": 6})
    do(s, "witches: build offer nomads 3")
    n = pl(s, "nomads")
    assert n["offers"] == [[0, 3, 1]]
    do(s, "nomads: leech 3 from witches")
    assert n["b"] == [2, 10, 0] and n["VP"] == 18 and n["offers"] == []
    # capacity and VP caps (ledger behaviour): actual = min(N, 2*I + II, VP + 1)
    from tabletop.games.terra_mystica import leech

    st = {"seats": ["witches", "nomads"], "open": [],
          "players": [{"f": "witches", "VP": 0, "b": [0, 4, 8], "offers": [[1, 5, 7]]},
                      {"f": "nomads", "VP": 10, "b": [0, 0, 0], "offers": []}]}
    leech.leech(st, 0, ["5", "from", "nomads"])
    assert st["players"][0]["b"] == [0, 3, 9] and st["players"][0]["VP"] == 0
    st["players"][0]["offers"] = [[1, 3, 8]]
    st["players"][0]["b"] = [0, 1, 0]
    leech.leech(st, 0, ["3", "from", "nomads"])
    assert st["players"][0]["b"] == [0, 0, 1] and st["players"][0]["VP"] == 0


def test_own_action_declines_open_offers():
    s = start(("witches", "nomads"), {"witches": 3, "nomads": 6})
    do(s, "witches: build offer nomads 2")
    do(s, "nomads: build")
    n = pl(s, "nomads")
    assert n["offers"] == [] and n["b"] == [5, 7, 0] and n["VP"] == 22  # 2 VP: SCORE3 dwelling


def test_round_waits_for_open_offers_after_the_last_pass():
    s = start(("witches", "nomads"), {"witches": 3, "nomads": 6})
    do(s, "witches: pass bon1")
    do(s, "nomads: build offer witches 1")
    do(s, "nomads: pass bon2")
    assert s.state["flow"]["round"] == 1 and act(s) == "witches"
    do(s, "witches: leech 1 from nomads")
    assert s.state["flow"]["round"] == 2 and s.state["flow"]["phase"] == "actions"
    # the power came before round 2's income: 5/7/0 -> 4/8/0, no income power for witches
    assert pl(s, "witches")["b"] == [4, 8, 0]


# --- passing, turn order, income ---------------------------------------------------------------
def test_pass_scores_returned_tile_and_takes_coins():
    s = start(("witches", "nomads", "giants"), {"witches": 9, "nomads": 3, "giants": 5})
    do(s, "witches: pass bon1")
    w = pl(s, "witches")
    # BON9 handed back: 1 VP per dwelling (2); BON1 had collected 1 coin
    assert w["VP"] == 22 and w["bon"] == 1 and w["C"] == 15 + 2 + 1
    assert 9 in s.state["bonus"] and s.state["coins"][9] == "0"


def test_first_to_pass_starts_next_round():
    s = start(("witches", "nomads", "giants"), {"witches": 9, "nomads": 3, "giants": 5})
    do(s, "witches: build")
    do(s, "nomads: pass bon1")
    do(s, "giants: pass bon2")
    do(s, "witches: pass bon4")
    assert s.state["flow"]["order"] == [1, 2, 0]
    assert act(s) == "nomads"


def test_variable_turn_order_is_the_pass_order():
    s = start(("witches", "nomads", "giants"), {"witches": 9, "nomads": 3, "giants": 5},
              (("turn-order", "variable"),))
    do(s, "witches: build")
    do(s, "nomads: pass bon1")
    do(s, "giants: build")
    do(s, "witches: pass bon2")
    do(s, "giants: pass bon4")
    assert s.state["flow"]["order"] == [1, 0, 2]


def pass_all(s, rounds=1):
    for _ in range(rounds):
        r = s.state["flow"]["round"]
        while s.state["flow"]["round"] == r and s.state["flow"]["phase"] == "actions":
            name = act(s)
            if r >= 6:
                do(s, "%s: pass" % name)
            else:
                free = s.state["bonus"]
                do(s, "%s: pass bon%d" % (name, free[0]))


def test_cult_bonus_after_the_round():
    # round 1 SCORE7: 1 W per 2 AIR; witches have AIR 2
    s = start(("witches", "nomads"), {"witches": 3, "nomads": 6}, scoring="7-3-4-5-6-8")
    w0 = pl(s, "witches")["W"]
    pass_all(s)
    # +1 W cult bonus, +3 W dwellings, BON1 income 2 C (witches passed first: took BON1)
    assert s.state["flow"]["round"] == 2
    assert pl(s, "witches")["W"] == w0 + 1 + 3


def test_cult_bonus_spades_are_used_before_income():
    # round 1 SCORE8: 1 spade per 4 AIR; witches reach AIR 5 with a priest
    s = start(("witches", "nomads"), {"witches": 8, "nomads": 6}, scoring="8-3-4-5-6-7")
    do(s, "witches: send p to air")
    w = pl(s, "witches")
    assert w["cult"][3] == 5 and w["b"] == [2, 10, 0]  # +1 PW at 3, +2 PW at 5
    assert s.state["spots"][3] == 10 and w["cp"] == 1  # the 3-step space
    pass_all(s)
    assert s.state["flow"]["phase"] == "spades" and act(s) == "witches"
    refuse(s, "witches: action act4", "spades")
    do(s, "witches: transform to green")
    assert s.state["flow"]["phase"] == "actions" and w is not pl(s, "witches")
    assert pl(s, "witches")["spades"] == 0


def test_final_places_split_ties_rounded_down():
    from tabletop.games.terra_mystica.final import places

    assert places([10, 10, 5, 0], (8, 4, 2)) == [6, 6, 2, 0]
    assert places([3, 3, 3, 1], (8, 4, 2)) == [4, 4, 4, 0]
    assert places([7, 5, 2, 2], (8, 4, 2)) == [8, 4, 1, 1]
    assert places([0, 0], (8, 4, 2)) == [0, 0]
    assert places([5, 5, 3], (18, 12, 6)) == [15, 15, 6]


def test_whole_game_to_final_scoring():
    s = start(("witches", "nomads"), {"witches": 3, "nomads": 6})
    pass_all(s, 6)
    assert s.state["flow"]["phase"] == "network"
    refuse(s, "witches: pass", "network")
    do(s, "witches: network 2")
    do(s, "nomads: network 3")
    assert s.ended()
    w, n = pl(s, "witches"), pl(s, "nomads")
    # cults: witches AIR 2 first (8); nomads FIRE 1 and EARTH 1 first (8 + 8); network: nomads 18, witches 12
    assert w["fin"][:5] == [0, 0, 0, 8, 12] and n["fin"][:5] == [8, 0, 8, 0, 18]
    bd = dict(show.breakdown(s.state, 0))
    total = 0
    for k in bd:
        total += bd[k]
    assert total == w["VP"]


def around(xs):
    """A list of choices as the encoder reaches them from the first, going round both ways: x[0],
    x[-1], x[1], x[-2]... (the likeliest nearest: entry_facts.ring)."""
    out = []
    for k in range(len(xs)):
        out.append(xs[(k + 1) // 2] if k % 2 == 0 else xs[-(k + 1) // 2])
    return out


def test_choices_build_whole_entries_word_by_word():
    s = start(("witches", "nomads", "giants"), {"witches": 3, "nomads": 6, "giants": 7})
    ch = show.choices
    st = s.state
    assert "build" in ch(st, 0, []) and "pass" in ch(st, 0, []) and "leech" not in ch(st, 0, [])
    # an offer names the neighbour, one push each (the neighbour says the amount when asked:
    # test_tm_entry_lists); "ok" first (most builds offer nothing)
    # (a town the build forms: ". town" in the same push, furthest while the player's buildings
    # cannot make one; its tile in the next push)
    assert around(ch(st, 0, ["build"])) == ["ok", "offer nomads", "offer giants", "spades", ". town"]
    assert around(ch(st, 0, ["build", "offer", "nomads"]))[:3] == ["ok", "giants", "spades"]
    assert ch(st, 0, ["build", "offer", "giants", "ok"]) == []
    do(s, "witches: build offer giants 2 ok")  # the ledger's way: the amount with the offer
    assert ch(s.state, 2, []) [:2] == ["leech", "decline"]
    assert ch(s.state, 2, ["leech"]) == ["2"] and ch(s.state, 2, ["leech", "2", "from"]) == ["witches"]
    # the neighbours the player offered to last come first (the witches offered the giants power)
    assert around(ch(s.state, 0, ["build"]))[1:3] == ["offer giants", "offer nomads"]
    # only what the player can upgrade (nomads: dwellings only; taken without a push on the device);
    # an upgrade goes with an offer most of the time: "ok" (none) after the offers
    assert ch(s.state, 1, ["upgrade", "to"]) == ["tp"]
    assert around(ch(s.state, 1, ["upgrade", "to", "tp"])) == ["offer witches", "offer giants", "near", "ok", ". town"]
    # the player's own actions first, then the power actions the most taken first
    assert around(ch(s.state, 1, ["action"]))[:6] == ["act4", "act6", "act2", "act5", "act3", "act1"]
    assert ch(s.state, 1, ["pass"])[0] == "bon1"
    # the track (its best free space), or its 1-step space (rulebook: the priest goes back); the
    # player's higher tracks first, a track at 10 last
    c = s.state["players"][1]["cult"]
    was = list(c)
    c[:] = [1, 0, 3, 10]
    assert around(ch(s.state, 1, ["send", "p", "to"])) == ["earth", "fire", "water", "air", "earth for 1",
                                                          "fire for 1", "water for 1", "air for 1"]
    c[:] = was
    # conversions: each one the player can pay for now, one push (bowl III is empty: none of power)
    assert ch(s.state, 1, ["convert"])[:2] == ["1w to 1c", "2w to 2c"]
    assert ch(s.state, 1, ["convert", "1w", "to", "1c"]) == []
    # power to coins going forward from the first, the others going back, by amount times how
    # rarely each kind is taken (34 real games: workers to coins nearest)
    s.state["players"][1]["b"][2] = 3
    assert around(ch(s.state, 1, ["convert"]))[:6] == ["1pw to 1c", "1w to 1c", "2pw to 2c", "2w to 2c",
                                                      "3pw to 3c", "3w to 3c"]
    # the power actions bowl III pays for first (3 power: the bridge, the priest), each group the
    # most taken first
    assert around(ch(s.state, 1, ["action"]))[:6] == ["act2", "act1", "act4", "act6", "act5", "act3"]
    # a free cult step: onto a power space (3, 5, 7) first, then the higher tracks, a track at 10
    # last (a step that brings the round's cult reward before all: test_tm_entry_lists)
    from tabletop.games.terra_mystica.ask import steps

    assert steps(s.state, {"cult": [2, 10, 0, 4]}) == ["+air", "+fire", "+earth", "+water"]
    # burning: first the amounts that bring bowl III to a power action's price (3, 4 or 6)
    b = s.state["players"][1]["b"]
    was = list(b)
    b[:] = [0, 6, 1]
    assert around(ch(s.state, 1, ["burn"])) == ["2", "3", "1"]
    b[:] = was
    s.state["players"][1]["b"][2] = 0
    do(s, "nomads: upgrade to tp ok")
    do(s, "giants: leech 2 from witches")
    do(s, "giants: build ok")
    do(s, "witches: upgrade to tp near ok")
    # a temple's favor tile in the push that ends its offers (the most taken in the round first:
    # round 1, the dwelling tile), then "ok", a town furthest
    te = around(ch(s.state, 1, ["upgrade", "to", "te", "offer", "witches"]))
    assert te[:2] == [". +fav11", ". +fav7"] and te[-1] == ". town" and "ok" in te
    assert te.index("ok") > te.index(". +fav2")
    assert ch(s.state, 1, ["upgrade", "to", "te", "offer", "witches", ".", "+fav11"]) == []
    do(s, "nomads: upgrade to te ok")
    v = ch(s.state, 1, [])
    assert "+fav1" in v and "done" in v and "pass" not in v and "upgrade" not in v


def test_round_waits_for_a_cultists_step_earned_after_the_last_pass():
    s = start(("cultists", "witches"), {"cultists": 3, "witches": 6})
    do(s, "cultists: build")
    do(s, "witches: pass bon1")
    do(s, "cultists: build offer witches 1")
    do(s, "cultists: pass bon2")
    assert s.state["flow"]["round"] == 1 and act(s) == "witches"
    do(s, "witches: leech 1 from cultists")
    assert s.state["flow"]["round"] == 1 and act(s) == "cultists"  # a free cult step to take
    refuse(s, "witches: +fire", "it is cultists's turn")
    do(s, "cultists: +earth")
    assert s.state["flow"]["round"] == 2 and pl(s, "cultists")["cult"][2] == 2


def test_a_player_leaves_the_game():
    # snellman's "dropped from the game": no more turns or power offers; the buildings, income and
    # cult positions stay and count in the final scoring; undo brings the player back
    s = start(("witches", "nomads", "cultists"), {"witches": 3, "nomads": 6, "cultists": 7})
    do(s, "witches: build offer nomads 1")
    assert pl(s, "nomads")["offers"] and act(s) == "nomads"
    bon = pl(s, "nomads")["bon"]
    before = clone(s.state)
    do(s, "nomads: drop")
    assert act(s) == "cultists" and pl(s, "nomads")["offers"] == [] and pl(s, "nomads")["bon"] == 0
    assert bon in s.state["bonus"]  # the bonus tile goes back for the others
    assert "drop" in TM.COMMANDS and TM.may_act(s.state, 1, "drop")
    refuse(s, "cultists: build offer nomads 2", "the nomads have left the game")
    refuse(s, "nomads: leech 1 from witches", "you have no power offer to answer")
    refuse(s, "nomads: drop", "left the game already")
    s.undo()
    assert s.state == before and act(s) == "nomads"
    do(s, "nomads: drop")
    d = pl(s, "nomads")["D"]
    w = pl(s, "nomads")["W"]
    pass_all(s, 1)
    assert s.state["flow"]["round"] == 2 and pl(s, "nomads")["W"] > w  # income goes on
    assert s.state["flow"]["passed"][1] and act(s) != "nomads" and pl(s, "nomads")["D"] == d
    pass_all(s, 5)
    assert s.state["flow"]["phase"] == "network" and act(s) != "nomads"
    while not s.ended():
        do(s, "%s: network 1" % act(s))
    assert s.ended()
