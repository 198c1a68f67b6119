# Terra Mystica: each faction's board, one test per faction (Halflings .. Witches; the others
# and the helpers: test_tm_faction_boards.py), section by section of the rulebook (Anhang
# "Völker": "Eigenschaft:", "Festung:"; the sanctuary, "Heiligtum", Aktionsmöglichkeit 4).
# Costs and income tracks from the faction boards (shared/reference/terra_mystica.md, section 4).
from tests.portable.test_tm_faction_boards import board, change, refuse, sanctuary
from tests.portable.test_tm_rules import act, do, pl, start


def test_halflings_board():
    s = board("halflings")
    pl(s, "halflings")["P"] = 1
    # Rulebook, Halblinge / Eigenschaft: "für jeden Spaten, den du einsetzt, zusätzlich 1 Punkt":
    # a spade for 3 W, the dwelling 1 W + 2 C
    assert change(s, "halflings", "halflings: dig 1 . build") == [1, -2, -3 - 1, 0]
    # board: the cheap digging upgrade, 2 W + 1 C + 1 P, 6 VP; a spade costs 2 W after it
    assert change(s, "halflings", "halflings: advance dig") == [6, -1, -2, -1]
    assert change(s, "halflings", "halflings: transform") == [1, 0, -2, 0]
    do(s, "halflings: upgrade to tp")
    # Rulebook, Halblinge / Festung: board SH 4 W + 8 C; "sofort und einmalig 3 Spaten ...
    # Genau ein umgewandeltes Landschaftsfeld kannst du sofort mit einem Wohnhaus bebauen,
    # indem du die Baukosten für das Wohnhaus bezahlst": SCORE4 5 VP, 3 VP for the spades
    # Aktionsmöglichkeit 1: "Dieses zweite Landschaftsfeld dürft ihr dann aber nicht sofort mit
    # einem Wohnhaus bebauen. (Diese Regelung betrifft mit 3 sofortigen Spaten auch die Halblinge"
    refuse(s, "halflings: upgrade to sh . build spades 1 . build spades 1", "already took your action")
    line = "halflings: upgrade to sh . transform . transform . build"
    assert change(s, "halflings", line) == [5 + 3, -8 - 2, -4 - 1, 0]
    assert pl(s, "halflings")["spades"] == 0
    do(s, "halflings: upgrade to tp")
    # income: D 2 (2 + 2 built - 2 upgraded) -> 3 W, BON6 2 W; SH 2 PW; SA 1 P; SA 4 W + 6 C
    sanctuary(s, "halflings", [2, 5], [4, 6], [11, 12], [0, 5, 1, 2])


def test_mermaids_board():
    s = board("mermaids")
    # Rulebook, Vorbereitung: "Einzig die Nixen starten mit dem Wert 1" (shipping)
    assert pl(s, "mermaids")["ship"] == 1
    # Rulebook, Nixen / Eigenschaft: "ein beliebiges Flussfeld zwischen deinen Gebäuden ...
    # legst du die Stadtmarke auf das betreffende Flussfeld": the town across the river, TW1
    # 5 VP + 6 C
    assert change(s, "mermaids", "mermaids: connect r1 . +tw1") == [5, 6, 0, 0]
    do(s, "mermaids: upgrade to tp")
    # Rulebook, Nixen / Festung: "auf der Schifffahrtsleiste sofort und einmalig um 1 Feld vor.
    # Für dieses Vorrücken zahlst du weder Priester noch Geldmünzen. Du bekommst wie gewohnt
    # Punkte für die erreichte Stufe": board SH 4 W + 6 C, level 2: 2 VP (+ SCORE4 5 VP)
    assert change(s, "mermaids", "mermaids: upgrade to sh") == [5 + 2, -6, -4, 0]
    assert pl(s, "mermaids")["ship"] == 2
    pl(s, "mermaids")["P"] = 3
    # board: shipping 4 C + 1 P a level, up to 5 (the others' 3): levels 3, 4, 5 give 3, 4, 5 VP
    for vp in (3, 4, 5):
        assert change(s, "mermaids", "mermaids: advance ship") == [vp, -4, 0, -1]
    refuse(s, "mermaids: advance ship", "shipping is at its highest level")
    do(s, "mermaids: upgrade to tp")
    # income: D 0 -> 1 W, BON6 2 W; SH 4 PW (mermaids' board); SA 1 P; SA 4 W + 8 C
    sanctuary(s, "mermaids", [2, 5], [4, 8], [11, 12], [0, 3, 1, 4])


def test_nomads_board():
    # Rulebook, Nomaden / Eigenschaft: "mit 3 Wohnhäusern statt mit 2" (the order of the
    # dwellings: test_tm_rules)
    s = board("nomads", "witches")
    assert pl(s, "nomads")["D"] == 3
    do(s, "nomads: upgrade to tp")
    # Rulebook, Nomaden / Festung: board SH 4 W + 8 C; "ein Landschaftsfeld ... in deine
    # Heimatlandschaft Wüste umwandeln (Sandsturm). Du kannst dieses Landschaftsfeld sofort mit
    # einem Wohnhaus bebauen, indem du die Baukosten ... bezahlst ... Der Sandsturm zählt nicht
    # als Spaten": the dwelling's 1 W + 2 C, no spade
    assert change(s, "nomads", "nomads: upgrade to sh") == [5, -8, -4, 0]
    assert change(s, "nomads", "nomads: action actn . build") == [0, -2, -1, 0]
    assert pl(s, "nomads")["spades"] == 0
    refuse(s, "nomads: action actn", "you already used ACTN this round")
    do(s, "nomads: upgrade to tp")
    # income: D 2 (3 + 1 built - 2 upgraded) -> 3 W, BON6 2 W; SH 2 PW; SA 1 P; SA 4 W + 6 C
    sanctuary(s, "nomads", [2, 5], [4, 6], [11, 12], [0, 5, 1, 2])


def test_swarmlings_board():
    s = board("swarmlings")
    # board: TP 3 W + 4 C (alone 2 x 4 C), SH 5 W + 8 C
    assert change(s, "swarmlings", "swarmlings: upgrade to tp") == [0, -8, -3, 0]
    assert change(s, "swarmlings", "swarmlings: upgrade to sh") == [5, -8, -5, 0]
    # Rulebook, Schwarmlinge / Festung: "einmal pro Aktionsphase ein Wohnhaus in ein
    # Handelshaus aufwerten. Für dieses Handelshaus zahlst du weder Arbeiter noch Geldmünzen."
    # Eigenschaft: "Immer wenn du als Schwarmling eine Stadt gründest, erhältst du sofort
    # 3 Arbeiter zusätzlich": TW1 5 VP + 6 C, + 3 W
    assert change(s, "swarmlings", "swarmlings: action acts . upgrade to tp . +tw1") == [5, 6, 3, 0]
    refuse(s, "swarmlings: action acts", "you already used ACTS this round")
    # income: D 0 -> 2 W (swarmlings' track), BON6 2 W; SH 4 PW; SA 2 P ("Den Schwarmlingen
    # ... bringt das Heiligtum sogar 2 Priester"); TE 3 W + 6 C, SA 5 W + 8 C
    sanctuary(s, "swarmlings", [3, 6], [5, 8], [11, 12], [0, 4, 2, 4])


def test_witches_board():
    s = board("witches")
    do(s, "witches: upgrade to tp")
    # Rulebook, Hexen / Festung: board SH 4 W + 6 C; "ein Wohnhaus auf ein beliebiges, freies
    # Waldfeld einsetzen. Dafür zahlst du weder Arbeiter noch Geldmünzen."
    # Eigenschaft: "Immer wenn du als Hexe eine Stadt gründest, bekommst du sofort 5 Punkte
    # zusätzlich": TW3 9 VP + 1 P, + 5 VP
    assert change(s, "witches", "witches: upgrade to sh") == [5, -6, -4, 0]
    assert change(s, "witches", "witches: action actw . build . +tw3") == [9 + 5, 0, 0, 1]
    refuse(s, "witches: action actw", "you already used ACTW this round")
    do(s, "witches: upgrade to tp")
    # income: D 1 (2 + 1 built - 2 upgraded) -> 2 W, BON6 2 W; SH 2 PW; SA 1 P; SA 4 W + 6 C
    sanctuary(s, "witches", [2, 5], [4, 6], [11, 12], [0, 4, 1, 2])


def test_dwarves_and_fakirs_cannot_tunnel_or_fly_with_cult_bonus_spades():
    # Rulebook, Details zum Kultbonus Spaten: "könnt ihr keine weiteren Spaten dazu erwerben. Die
    # Fakire und Zwerge können ihre Sondereigenschaft Teppichflug bzw. Tunnelbau für diese Spaten
    # nicht nutzen ... Ihr dürft in Phase III kein Wohnhaus bauen."
    # Round 1 SCORE2 (1 spade per 4 EARTH) / SCORE8 (per 4 AIR); BON8's priest to the 3-space
    for f, track, tile, how in (("dwarves", "earth", "2", "tunnel"), ("fakirs", "air", "8", "carpet")):
        s = start((f, "witches"), {f: 8, "witches": 3}, scoring=tile + "-3-4-5-6-7")  # (nomads: yellow)
        do(s, "%s: send p to %s" % (f, track))  # dwarves EARTH 2 + 3, fakirs AIR 1 + 3
        do(s, "witches: pass bon1")
        do(s, "%s: pass bon2" % f)
        assert s.state["flow"]["phase"] == "spades" and act(s) == f and pl(s, f)["spades"] == 1
        refuse(s, "%s: transform %s" % (f, how), "no tunnelling or carpet flight")
        refuse(s, "%s: transform spades 2" % f, "cannot be topped up")
        refuse(s, "%s: build" % f, "first use your cult bonus spades")
        w = pl(s, f)["W"]
        do(s, "%s: transform" % f)
        # the spade was free; round 2's income followed: 2 dwellings 3 W (BON2: coins)
        assert s.state["flow"]["phase"] == "actions" and pl(s, f)["W"] == w + 3
