# Terra Mystica: each faction's board and abilities, figures worked out by hand from the boards.
# Each test names the rulebook section it follows (Anhang "Völker"); every faction's stronghold
# and sanctuary costs, income and favor tiles: test_tm_faction_boards.py and ..._boards2.py.
import tabletop.games.terra_mystica as TM
from tabletop.games.terra_mystica import show
from tests.portable.test_tm_rules import act, change, do, pass_all, pl, refuse, start


def other(s, name):
    do(s, "%s: build" % name)


def test_witches_free_forest_dwelling_and_town_bonus():
    # Rulebook, Hexen / Eigenschaft: "Immer wenn du als Hexe eine Stadt gründest, bekommst du sofort
    # 5 Punkte zusätzlich"; Festung: "ein Wohnhaus auf ein beliebiges, freies Waldfeld einsetzen"
    s = start(("witches", "nomads"), {"witches": 3, "nomads": 6})  # witches 21 C 6 W
    assert change(s, "witches", "witches: upgrade to tp") == [0, -6, -2, 0]  # no neighbour: 2 x 3 C
    other(s, "nomads")
    assert change(s, "witches", "witches: upgrade to sh") == [0, -6, -4, 0]
    other(s, "nomads")
    # ACTW: a free dwelling (2 VP on SCORE3); the town: TW1 5 VP + 6 C, witches +5 VP
    assert change(s, "witches", "witches: action actw . build . +tw1") == [2 + 5 + 5, 6, 0, 0]
    assert dict(show.player_fields(s.state, 0))["keys"] == 1
    other(s, "nomads")
    refuse(s, "witches: action actw . build", "you already used ACTW this round")


def test_nomads_sandstorm_needs_no_spade():
    # Rulebook, Nomaden / Eigenschaft: "mit 3 Wohnhäusern statt mit 2"; Festung: "in deine
    # Heimatlandschaft Wüste umwandeln (Sandsturm) ... Der Sandsturm zählt nicht als Spaten"
    s = start(("nomads", "witches"), {"nomads": 6, "witches": 3})  # nomads 15 C, 8 W
    assert pl(s, "nomads")["D"] == 3
    do(s, "nomads: upgrade to tp")
    other(s, "witches")
    do(s, "nomads: upgrade to sh")  # 4 W + 8 C
    other(s, "witches")
    refuse(s, "nomads: action actn . build", "not enough coins: 2 needed, you have 1")
    pass_all(s)
    assert act(s) == "nomads"  # nomads passed first
    # round 2: ACTN turns the hex to desert, the dwelling costs only 1 W + 2 C (SCORE4: no VP)
    assert change(s, "nomads", "nomads: action actn . build") == [0, -2, -1, 0]
    assert pl(s, "nomads")["spades"] == 0


def test_halflings_spades_score_and_cheap_digging():
    # Rulebook, Halblinge / Eigenschaft: "für jeden Spaten, den du einsetzt, zusätzlich 1 Punkt"
    s = start(("halflings", "nomads"), {"halflings": 6, "nomads": 3}, scoring="1-3-4-5-6-7")
    h = pl(s, "halflings")
    assert h["W"] == 3 + 3 + 2
    # a dwelling on terrain 1 step away: 1 spade for 3 W; SCORE1 2 VP + halflings 1 VP per spade
    assert change(s, "halflings", "halflings: dig 1 . build") == [3, -2, -4, 0]
    other(s, "nomads")
    refuse(s, "halflings: advance dig", "not enough priests")


def test_halflings_stronghold_gives_three_spades():
    # Rulebook, Halblinge / Festung: "sofort und einmalig 3 Spaten"
    s = start(("halflings", "nomads"), {"halflings": 6, "nomads": 3})
    do(s, "halflings: upgrade to tp")  # 2 W 6 C -> 9 C 6 W
    other(s, "nomads")
    # SH 4 W + 8 C; 3 spades at once, used on three transforms: +3 VP
    assert change(s, "halflings", "halflings: upgrade to sh . transform . transform . transform") == [3, -8, -4, 0]
    assert pl(s, "halflings")["spades"] == 0


def test_darklings_dig_with_priests_and_convert_workers():
    # Rulebook, Düsterlinge / Eigenschaft: "Jeder Umwandlungsschritt kostet 1 Priester und bringt
    # dir zusätzlich 2 Punkte"; Festung: "bis zu 3 Arbeiter in je 1 Priester umwandeln"
    s = start(("darklings", "nomads"), {"darklings": 8, "nomads": 3})  # BON8: 1 P
    d = pl(s, "darklings")
    assert d["P"] == 2 and d["W"] == 1 + 3
    # darklings pay a priest per spade and score 2 VP per spade; 2 VP SCORE3 dwelling
    assert change(s, "darklings", "darklings: dig 1 . build") == [2 + 2, -2, -1, -1]
    other(s, "nomads")
    refuse(s, "darklings: convert 1w to 1p", "when they build their stronghold")


def test_giants_always_need_two_spades():
    # Rulebook, Giganten / Eigenschaft: "alle Landschaftsarten für genau 2 Spaten"
    s = start(("giants", "nomads"), {"giants": 6, "nomads": 3})  # giants 15 C, 8 W
    # transform: 2 spades at 3 W
    assert change(s, "giants", "giants: transform to red") == [0, 0, -6, 0]
    other(s, "nomads")
    refuse(s, "giants: action actg", "ACTG needs your stronghold")


def test_alchemists_vp_to_coins_and_stronghold_power():
    # Rulebook, Alchimisten / Eigenschaft: "1 Punkt in 1 Geldmünze"; Festung: "sofort und einmalig
    # 12 Macht. Für jeden Spaten, den du fortan einsetzt, erhältst du zusätzlich 2 Macht"
    s = start(("alchemists", "nomads"), {"alchemists": 6, "nomads": 3})  # 15 C, 8 W
    assert change(s, "alchemists", "alchemists: convert 3vp to 3c . upgrade to tp") == [-3, 3 - 6, -2, 0]
    other(s, "nomads")
    a = pl(s, "alchemists")
    assert a["b"] == [5, 7, 0]
    do(s, "alchemists: upgrade to sh")  # +12 power: 5 I->II, then 7 II->III
    assert pl(s, "alchemists")["b"] == [0, 5, 7]
    other(s, "nomads")
    # ACT5 (4 power: 0/5/7 -> 4/5/3), then +2 power for the spade after the stronghold
    do(s, "alchemists: action act5 . build")
    assert pl(s, "alchemists")["b"] == [2, 7, 3]


def test_auren_stronghold_favor_and_two_cult_steps():
    # Rulebook, Auren / Festung: "sofort und einmalig ein Gunstplättchen ... in einem Kult um
    # 2 Stufen aufsteigen"
    s = start(("auren", "nomads"), {"auren": 6, "nomads": 3})
    do(s, "auren: upgrade to tp")
    other(s, "nomads")
    do(s, "auren: upgrade to sh")
    refuse(s, "auren: done", "take your favor tile first")
    do(s, "auren: +fav2")  # WATER +3
    assert pl(s, "auren")["cult"] == [0, 4, 0, 1]
    other(s, "nomads")
    do(s, "auren: action acta . +2air")
    assert pl(s, "auren")["cult"] == [0, 4, 0, 3] and pl(s, "auren")["b"] == [3, 9, 0]  # +1 at WATER 3, +1 at AIR 3


def test_chaos_magicians_one_dwelling_and_cheap_stronghold():
    # Rulebook, Chaosmagier / Eigenschaft: "Du startest als Chaosmagier mit nur einem Wohnhaus"
    s = start(("chaosmagicians", "nomads"), {"chaosmagicians": 6, "nomads": 3})
    c = pl(s, "chaosmagicians")
    assert c["D"] == 1 and c["W"] == 4 + 2 + 2
    do(s, "chaosmagicians: upgrade to tp")
    other(s, "nomads")
    assert change(s, "chaosmagicians", "chaosmagicians: upgrade to sh") == [0, -4, -4, 0]


def test_cultists_power_effect():
    # Rulebook, Kultisten / Eigenschaft: "um 1 Stufe auf, sobald sich mindestens ein Nachbar ...
    # Macht nimmt ... Verzichten alle Nachbarn, dann bekommst du stattdessen 1 Macht"
    s = start(("cultists", "nomads", "witches"), {"cultists": 6, "nomads": 3, "witches": 7})
    do(s, "cultists: build offer nomads 1 witches 1")
    do(s, "nomads: leech 1 from cultists")
    assert pl(s, "cultists")["pcult"] == 1
    do(s, "witches: decline")
    do(s, "cultists: +fire")
    assert pl(s, "cultists")["cult"][0] == 2 and pl(s, "cultists")["pcult"] == 0
    other(s, "nomads")
    other(s, "witches")
    do(s, "cultists: build offer witches 1")
    do(s, "witches: decline 1 from cultists")  # everybody declined: +1 power
    assert pl(s, "cultists")["b"] == [4, 8, 0]


def test_cultists_stronghold_seven_vp():
    # Rulebook, Kultisten / Festung: "sofort und einmalig 7 Punkte"
    s = start(("cultists", "nomads"), {"cultists": 6, "nomads": 3})
    do(s, "cultists: upgrade to tp")
    other(s, "nomads")
    assert change(s, "cultists", "cultists: upgrade to sh") == [7, -8, -4, 0]


def test_dwarves_tunnel():
    # Rulebook, Zwerge / Eigenschaft: "2 Arbeiter abgibst ... (Tunnelbau). Für jedes Überspringen
    # bekommst du 4 Punkte. Du hast keine Schifffahrt."
    s = start(("dwarves", "nomads"), {"dwarves": 6, "nomads": 3})
    assert change(s, "dwarves", "dwarves: build tunnel") == [4 + 2, -2, -1 - 2, 0]
    other(s, "nomads")
    refuse(s, "dwarves: advance ship", "the dwarves cannot ship")
    refuse(s, "dwarves: build carpet", "only the Fakirs fly carpets")


def test_engineers_bridges():
    # Rulebook, Konstrukteure / Eigenschaft: "mehrfach in einer Runde eine Brücke bauen, indem du
    # 2 Arbeiter ausgibst"; Festung: "beim Passen für jede Brücke ... 3 Punkte" (with it only)
    s = start(("engineers", "nomads"), {"engineers": 6, "nomads": 3})
    assert change(s, "engineers", "engineers: action acte . bridge") == [0, 0, -2, 0]
    other(s, "nomads")
    do(s, "engineers: action acte")  # repeatable
    assert pl(s, "engineers")["bridges"] == 2
    other(s, "nomads")
    refuse(s, "engineers: pass bon1 bridges 2", "with their stronghold")


def test_fakirs_carpet_and_short_digging():
    # Rulebook, Fakire / Eigenschaft: "(Teppichflug). Dies kostet dich jedes Mal 1 Priester. Für
    # jeden Teppichflug bekommst du 4 Punkte."
    s = start(("fakirs", "witches"), {"fakirs": 8, "witches": 3})  # BON8: 1 P (nomads: yellow too)
    assert change(s, "fakirs", "fakirs: build carpet") == [4 + 2, -2, -1, -1]
    other(s, "witches")
    refuse(s, "fakirs: build tunnel", "only the Dwarves tunnel")


def test_mermaids_shipping():
    # Rulebook, Nixen / Festung: "auf der Schifffahrtsleiste sofort und einmalig um 1 Feld vor ...
    # Du bekommst wie gewohnt Punkte für die erreichte Stufe"
    s = start(("mermaids", "nomads"), {"mermaids": 6, "nomads": 8})
    assert pl(s, "mermaids")["ship"] == 1
    refuse(s, "mermaids: advance ship", "not enough priests")
    do(s, "mermaids: upgrade to tp")
    other(s, "nomads")
    # stronghold: one shipping level with its VP (level 2: 2 VP)
    assert change(s, "mermaids", "mermaids: upgrade to sh") == [2, -6, -4, 0]
    assert pl(s, "mermaids")["ship"] == 2


def test_swarmlings_towns_and_free_trading_house():
    # Rulebook, Schwarmlinge / Eigenschaft: "eine Stadt gründest, erhältst du sofort 3 Arbeiter";
    # Festung: "ein Wohnhaus in ein Handelshaus aufwerten ... weder Arbeiter noch Geldmünzen"
    s = start(("swarmlings", "nomads"), {"swarmlings": 3, "nomads": 8})  # 26 C, 8+3 W
    do(s, "swarmlings: upgrade to tp")  # 3 W + 8 C alone
    other(s, "nomads")
    do(s, "swarmlings: upgrade to sh")  # 5 W + 8 C
    other(s, "nomads")
    # ACTS: free D -> TP (SCORE3 gives nothing for a TP); town TW2: 7 VP + 2 W, swarmlings +3 W
    assert change(s, "swarmlings", "swarmlings: action acts . upgrade to tp . +tw2") == [7, 0, 5, 0]


def test_a_cult_step_after_passing_is_no_second_pass():
    # the witches (passed) answer the Cultists' offer after the Cultists passed too: the cult step
    # it brings is theirs to take, but `pass` again (a second tile swap and pass VP) is refused
    s = start(("cultists", "nomads", "witches"), {"cultists": 6, "nomads": 3, "witches": 7})
    do(s, "cultists: build")
    do(s, "nomads: build")
    do(s, "witches: pass bon%d" % s.state["bonus"][0])
    do(s, "cultists: build offer witches 1")
    do(s, "nomads: pass bon%d" % s.state["bonus"][0])
    do(s, "cultists: pass bon%d" % s.state["bonus"][0])  # all passed: the round waits for the answer
    do(s, "witches: leech 1 from cultists")
    assert pl(s, "cultists")["pcult"] == 1
    vp = pl(s, "cultists")["VP"]
    refuse(s, "cultists: pass bon%d" % s.state["bonus"][0], "cultists has passed already")
    do(s, "cultists: +fire")
    assert pl(s, "cultists")["VP"] == vp
