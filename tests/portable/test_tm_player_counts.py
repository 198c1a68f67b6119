# Terra Mystica with 2, 3 and 5 players: what the rulebook makes depend on the number of players
# (the bonus tiles in play) and what must work for any number (the setup's snake order, the turn
# order of the next round, final scoring places and ties). Figures worked out by hand.
# The 5-player record tests/records/tm_5p_demo.txt (503 entries) replays to its end in
# tests/host/test_tm_properties.py::test_demo_record_replays_to_the_end (host only: its size).
from tabletop.core.errors import Illegal
from tabletop.core.record import Record
from tabletop.core.session import Session
import tabletop.games.terra_mystica as TM
from tabletop.games.terra_mystica.final import places
from tests.portable.test_tm_rules import act, do, new, pass_all, pl, start

# Rulebook, Das Einsteigerspiel: "2 Spieler: Hexen (grün) und Nomaden (gelb) - 3 Spieler: Hexen
# (grün), Nomaden (gelb) und Alchimisten (schwarz) ... 5 Spieler: Hexen (grün), Nomaden (gelb),
# Halblinge (braun), Nixen (blau) und Giganten (rot)"
TWO = ("witches", "nomads")
THREE = ("witches", "nomads", "alchemists")
FIVE = ("witches", "nomads", "halflings", "mermaids", "giants")


def test_bonus_tiles_in_play_are_players_plus_three():
    # Rulebook, Die Rundenbonuskarten: "Abhängig von der Spielerzahl werden unterschiedlich viele
    # benötigt: Anz. Spieler 2 3 4 5 / Anz. Rundenbonuskarten 5 6 7 8"
    for seats in (TWO, THREE, FIVE):
        n = len(seats)
        for seed in (1, 2, 3):
            s = Session(Record("terra_mystica", list(seats), [], seed, TM.WORDS), TM)
            assert len(s.state["bonus"]) == n + 3 and len(set(s.state["bonus"])) == n + 3
        for k in (n + 2, n + 4):  # a tile too few or too many is refused
            tiles = "-".join([str(t) for t in range(1, k + 1)])
            try:
                new(seats, bonus=tiles)
                assert False, (n, tiles)
            except Illegal as e:
                assert "%d different tiles (players + 3)" % (n + 3) in e.message
        # "Legt auf die übrig gebliebenen Rundenbonuskarten je eine Geldmünze": every player
        # took one, 3 are left, each with the coin of round 1
        s = start(seats)
        assert len(s.state["bonus"]) == 3
        assert [s.state["coins"][b] for b in s.state["bonus"]] == ["1", "1", "1"]


def test_three_tiles_left_every_round_and_their_coins_add_up():
    # Rulebook, Phase III: "Legt auf die drei übrig gebliebenen Rundenbonuskarten 1 Geldmünze
    # ... (Wurde eine Karte zwei Runden lang von keinem Spieler genommen, liegen jetzt
    # entsprechend 2 Münzen darauf.)"
    s = start(TWO, {"witches": 3, "nomads": 6})  # in play 1 2 3 4 6; left 1 2 4
    do(s, "witches: pass bon1")  # BON3 back: left 2 3 4
    do(s, "nomads: pass bon3")  # BON6 back: left 2 4 6
    assert s.state["flow"]["round"] == 2 and s.state["bonus"] == [2, 4, 6]
    assert [s.state["coins"][b] for b in (2, 4, 6)] == ["2", "2", "1"]
    c = pl(s, "witches")["C"]
    do(s, "witches: pass bon2")  # the 2 coins go with the tile
    assert pl(s, "witches")["C"] == c + 2


def dwellings(s):
    order = []
    while s.state["flow"]["phase"] == "dwellings":
        order.append(act(s))
        do(s, "%s: build" % act(s))
    picks = []
    while s.state["flow"]["phase"] == "bonus":
        picks.append(act(s))
        do(s, "%s: pass bon%d" % (act(s), s.state["bonus"][0]))
    return order, picks


def test_setup_snake_order_for_2_3_and_5_players():
    # Rulebook, Das Einsetzen der ersten Gebäude: "ausgehend vom Startspieler reihum im
    # Uhrzeigersinn ... Setzt danach in umgekehrter Reihenfolge je ein zweites Wohnhaus ein.
    # (Die Nomaden platzieren ihr drittes Wohnhaus, nachdem alle Spieler ihr zweites Wohnhaus
    # eingesetzt haben. Die Chaosmagier setzen ihr einziges Wohnhaus als letztes"
    # Auswählen der ersten Rundenbonuskarte: "beginnend mit dem letzten Spieler in der
    # Zugreihenfolge reihum gegen den Uhrzeigersinn"
    w, n, a, h, m, g = "witches", "nomads", "alchemists", "halflings", "mermaids", "giants"
    assert dwellings(new(TWO)) == ([w, n, n, w, n], [n, w])
    assert dwellings(new(THREE)) == ([w, n, a, a, n, w, n], [a, n, w])
    assert dwellings(new(FIVE)) == ([w, n, h, m, g, g, m, h, n, w, n], [g, m, h, n, w])
    c, d, k = "chaosmagicians", "darklings", "dwarves"  # five colours (one faction of each)
    order, picks = dwellings(new((d, c, n, w, k)))
    assert order == [d, n, w, k, k, w, n, d, n, c]
    assert picks == [k, w, n, c, d]
    assert act(s_round1((d, c, n, w, k))) == d  # the start player begins round 1


def s_round1(seats, options=()):
    s = new(seats, options)
    dwellings(s)
    return s


def five_player_round(options=()):
    """Round 1 of FIVE: the mermaids (seat 4) pass first, then witches, nomads, halflings
    (the others build before), the giants last."""
    s = s_round1(FIVE, options)
    assert act(s) == "witches"
    for f in ("witches", "nomads", "halflings"):
        do(s, "%s: build" % f)
    do(s, "mermaids: pass bon%d" % s.state["bonus"][0])
    do(s, "giants: build")
    for f in ("witches", "nomads", "halflings", "giants"):
        do(s, "%s: pass bon%d" % (f, s.state["bonus"][0]))
    assert s.state["flow"]["round"] == 2
    return s


def test_first_to_pass_starts_the_next_round_with_5_players():
    # Rulebook, Aktion 8: "Wer als Erster passt, wird in der darauffolgenden Runde
    # Startspieler"; Phase II: "(beginnend mit dem Startspieler) reihum im Uhrzeigersinn"
    s = five_player_round()
    assert s.state["flow"]["order"] == [3, 4, 0, 1, 2]
    seen = []
    while act(s) not in seen:
        seen.append(act(s))
        do(s, "%s: build" % act(s))
    assert seen == ["mermaids", "giants", "witches", "nomads", "halflings"]
    # with two players: the second seat passes first and starts
    s = start(TWO, {"witches": 3, "nomads": 6})
    do(s, "witches: build")
    do(s, "nomads: pass bon1")
    do(s, "witches: pass bon2")
    assert s.state["flow"]["order"] == [1, 0] and act(s) == "nomads"


def test_variable_turn_order_with_5_players():
    # Rulebook, variable Spielerreihenfolge: "Wer zuerst passt, wird (wie gewohnt) Startspieler
    # in der nächsten Runde, wer zuletzt passt, wird letzter Spieler der nächsten Runde."
    s = five_player_round((("turn-order", "variable"),))
    assert s.state["flow"]["order"] == [3, 0, 1, 2, 4]
    assert act(s) == "mermaids"


def test_cult_bonus_spades_in_the_next_rounds_order_with_3_players():
    # Rulebook, Details zum Kultbonus Spaten: "Ihr erhaltet eure Boni in der Zugreihenfolge der
    # nächsten Runde. Dies ist für die Spaten wichtig." Round 1 SCORE8: 1 spade per 4 AIR
    for order, first in (("fixed", "witches"), ("variable", "halflings")):
        s = start(("witches", "halflings", "nomads"), {"witches": 3, "halflings": 8, "nomads": 5},
                  (("turn-order", order),), scoring="8-3-4-5-6-7")
        do(s, "witches: burn 3 . action act2")  # 5/7/0 -> 5/1/3 -> 8/1/0, 1 priest
        do(s, "halflings: send p to air")  # BON8's priest, the 3-space: AIR 1 + 3 = 4 (not auren:
        # green like the witches, the setup rules refuse them together)
        do(s, "nomads: pass bon1")
        do(s, "witches: send p to air")  # a 2-space: AIR 2 + 2 = 4
        do(s, "halflings: pass bon2")
        do(s, "witches: pass bon4")
        # fixed: nomads start, then seat order (witches, halflings); variable: the pass order
        assert s.state["flow"]["phase"] == "spades" and act(s) == first, order
        do(s, "%s: transform" % first)
        second = "halflings" if first == "witches" else "witches"
        assert act(s) == second
        do(s, "%s: transform" % second)
        assert s.state["flow"]["phase"] == "actions" and act(s) == "nomads"


def play_to_the_end(s, networks):
    pass_all(s, 6)
    assert s.state["flow"]["phase"] == "network"
    for k in range(len(networks)):
        assert act(s) == s.record.seats[k]
        do(s, "%s: network %d" % (act(s), networks[k]))
    assert s.ended()
    return [pl(s, f)["fin"][:5] for f in s.record.seats]  # FIRE WATER EARTH AIR network


def test_final_scoring_places_and_ties_with_2_3_and_5_players():
    # Rulebook, Ende des Spiels: cults "8 ... 4 ... 2 Punkte", network "18 ... 12 ... 6 Punkte";
    # "Spieler auf Stufe 0 eines Kultes bekommen keine Punkte. Bei Gleichstand ... werden die
    # Punkte der entsprechenden Ränge addiert und auf die betreffenden Spieler verteilt.
    # Gegebenenfalls wird abgerundet." (The cult positions are the boards' start positions.)
    # 2 players, giants and fakirs: FIRE 1 and AIR 1 each, tied: (8 + 4) / 2 = 6; WATER, EARTH 0;
    # networks 3 and 3: (18 + 12) / 2 = 15
    fin = play_to_the_end(start(("giants", "fakirs")), (3, 3))
    assert fin == [[6, 0, 0, 6, 15], [6, 0, 0, 6, 15]]
    # 3 players: alchemists F1 W1, auren W1 A1, dwarves E2; all three networks 4:
    # (18 + 12 + 6) / 3 = 12
    fin = play_to_the_end(start(("alchemists", "auren", "dwarves")), (4, 4, 4))
    assert fin == [[8, 6, 0, 0, 12], [0, 6, 0, 8, 12], [0, 0, 8, 0, 12]]
    # 5 players: witches A2, nomads F1 E1, giants F1 A1, cultists F1 E1, engineers nothing.
    # FIRE three tied first: (8 + 4 + 2) / 3 = 4 each; EARTH two tied: 6 each; AIR 8, 4.
    # networks 5 5 3 3 3: 15, 15, and the third place 6 / 3 = 2 each
    seats = ("witches", "nomads", "giants", "cultists", "engineers")
    fin = play_to_the_end(start(seats), (5, 5, 3, 3, 3))
    assert fin == [[0, 0, 0, 8, 15], [4, 0, 6, 0, 15], [4, 0, 0, 4, 2], [4, 0, 6, 0, 2],
                   [0, 0, 0, 0, 2]]
    # only three places score: the fourth and fifth nothing; a tie for third shares 6 (or 2)
    assert places([6, 5, 4, 3, 2], (18, 12, 6)) == [18, 12, 6, 0, 0]
    assert places([6, 5, 4, 4, 4], (8, 4, 2)) == [8, 4, 0, 0, 0]
    assert places([9, 9, 9, 9, 9], (18, 12, 6)) == [7, 7, 7, 7, 7]  # 36 / 5, rounded down
