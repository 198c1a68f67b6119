# Terra Mystica: each faction's board, one test per faction, section by section of the rulebook
# (Anhang "Völker": "Eigenschaft:" special ability, "Festung:" stronghold; the sanctuary,
# "Heiligtum", Aktionsmöglichkeit 4: cost per faction board, income, a favor tile).
# Costs and income tracks from the faction boards (shared/reference/terra_mystica.md, section 4);
# every figure worked out by hand, the arithmetic in the comments.
# Alchemists .. Giants here, Halflings .. Witches in test_tm_faction_boards2.py.
from tabletop.core.entry import run
from tabletop.core.errors import Illegal
from tabletop.core.lines import parse_action
from tabletop.core.newgame import clone
from tabletop.games.terra_mystica import rounds
from tests.portable.test_tm_rules import act, change, do, pl, start

SHSA = "4-3-5-6-7-8"  # round 1 SCORE4: +5 VP for a stronghold or a sanctuary built; D/TP nothing


def board(f, o="nomads", picks=None):
    """Round 1 (SCORE4), the opponent `o` (first seat) passes at once: `f` takes every turn after.
    `f` holds BON6 (2 W income). Test setup: the coins and workers a few rounds would bring
    (every figure below is a change, or an income computed from the buildings)."""
    s = start((o, f), picks or {f: 6, o: 3}, scoring=SHSA)
    do(s, "%s: pass bon1" % o)
    assert act(s) == f
    p = pl(s, f)
    p["C"], p["W"] = 60, 30
    return s


def refuse(s, line, words):
    """The rules refuse `line`, tried on a copy of the state. (A session rebuilds its state from
    the record after a refusal, which would drop the resources board() gave by hand.)"""
    seat, ws = parse_action(line, s.record.seats)[:2]
    try:
        run(s.game, clone(s.state), s.record.seats, seat, ws)
    except Illegal as e:
        assert words in e.message, "%r not in %r" % (words, e.message)
        return
    assert False, "accepted: " + line


def income(s, f):
    """[C, W, P, PW] the next income phase gives `f` (buildings, bonus tile, favor tiles): on a
    copy, priests at 0 (no cap) and all 12 power tokens in bowl I (no power lost)."""
    st = clone(s.state)
    p = st["players"][st["seats"].index(f)]
    p["P"], p["b"] = 0, [12, 0, 0]
    c, w = p["C"], p["W"]
    rounds.income(st)
    return [p["C"] - c, p["W"] - w, p["P"], p["b"][1] + 2 * p["b"][2]]


def sanctuary(s, f, te, sa, favs, inc):
    """Rulebook, Aktionsmöglichkeit 4, Tempel -> Heiligtum: "kostet je nach Volk unterschiedlich
    viele Arbeiter und Geldmünzen. Auch der Bau des Heiligtums erlaubt euch, sofort ein
    Gunstplättchen auszuwählen" (Chaosmagier 2); SCORE4 "Heiligtum ... 5 Punkte"; Phase I:
    "Ein weiteres Priestersymbol erscheint, wenn ihr das Heiligtum baut".
    From a trading house: temple (cost te = [W, C]), sanctuary (sa), their favor tiles; then the
    income of the board (inc)."""
    n = len(favs) // 2  # favor tiles per building: 1 (Chaos Magicians 2)
    line = "%s: upgrade to te . %s" % (f, " . ".join(["+fav%d" % x for x in favs[:n]]))
    assert change(s, f, line) == [0, -te[1], -te[0], 0]
    assert change(s, f, "%s: upgrade to sa" % f) == [5, -sa[1], -sa[0], 0]
    p = pl(s, f)
    assert p["SA"] == 1 and p["TE"] == 0 and p["pfav"] == n
    refuse(s, "%s: done" % f, "take your favor tile first")
    do(s, "%s: %s" % (f, " . ".join(["+fav%d" % x for x in favs[n:]])))
    for x in favs:
        assert (pl(s, f)["fav"] >> x) & 1
    refuse(s, "%s: +fav3" % f, "no favor tile to take")  # no third (Chaos Magicians: fifth)
    assert income(s, f) == inc


def test_alchemists_board():
    s = board("alchemists")
    # Rulebook, Alchimisten / Eigenschaft: "jederzeit wahlweise 1 Punkt in 1 Geldmünze oder
    # 2 Geldmünzen in 1 Punkt um (Stein der Weisen)"
    assert change(s, "alchemists", "alchemists: convert 1vp to 1c") == [-1, 1, 0, 0]
    assert change(s, "alchemists", "alchemists: convert 2c to 1vp") == [1, -2, 0, 0]
    refuse(s, "alchemists: convert 4c to 1vp", "4 C give 2 VP, not 1")
    # Rulebook, Alchimisten / Festung: "sofort und einmalig 12 Macht. Für jeden Spaten, den du
    # fortan einsetzt, erhältst du zusätzlich 2 Macht"; board: SH 4 W + 6 C
    do(s, "alchemists: upgrade to tp")  # alone: 2 W + 2 x 3 C
    pl(s, "alchemists")["b"] = [12, 0, 0]
    assert change(s, "alchemists", "alchemists: upgrade to sh") == [5, -6, -4, 0]  # SCORE4 5 VP
    assert pl(s, "alchemists")["b"] == [0, 12, 0]  # 12 power: 12 tokens I -> II
    # a spade bought (3 W) and used for a dwelling (1 W + 2 C): +2 power
    assert change(s, "alchemists", "alchemists: dig 1 . build") == [0, -2, -4, 0]
    assert pl(s, "alchemists")["b"] == [0, 10, 2]
    do(s, "alchemists: upgrade to tp")
    # income: D 1 (2 setup - 2 upgraded + 1 built) -> 2 W, BON6 2 W; SH 6 C; SA 1 P
    sanctuary(s, "alchemists", [2, 5], [4, 6], [11, 12], [6, 4, 1, 0])


def test_auren_board():
    s = board("auren")
    # Rulebook, Auren / Eigenschaft: "Keine" -- no faction action before the stronghold
    refuse(s, "auren: action acta", "ACTA needs your stronghold")
    do(s, "auren: upgrade to tp")
    # Rulebook, Auren / Festung: "Suche mit Erwerb der Festung sofort und einmalig ein
    # Gunstplättchen aus"; board: SH 4 W + 6 C
    assert change(s, "auren", "auren: upgrade to sh") == [5, -6, -4, 0]
    refuse(s, "auren: done", "take your favor tile first")
    do(s, "auren: +fav2")  # WATER 1 + 3 = 4
    # "Als Sonderaktion ... in einem Kult um 2 Stufen aufsteigen. Zum Aufsteigen auf Stufe 10
    # ... benötigst du aber weiterhin einen Stadtschlüssel"
    pl(s, "auren")["cult"][3] = 8  # test setup: AIR 8
    do(s, "auren: action acta . +2air")
    assert pl(s, "auren")["cult"] == [0, 4, 0, 9]  # 8 + 2 stops at 9: no key
    refuse(s, "auren: action acta", "you already used ACTA this round")
    do(s, "auren: upgrade to tp")
    # income: D 0 (2 setup, both upgraded) -> 1 W, BON6 2 W; SH 2 PW; SA 1 P; SA 4 W + 8 C
    sanctuary(s, "auren", [2, 5], [4, 8], [11, 12], [0, 3, 1, 2])


def test_chaos_magicians_board():
    # Rulebook, Chaosmagier / Eigenschaft: "mit nur einem Wohnhaus. Dieses setzt du erst ein,
    # nachdem deine Mitspieler ihre Starthäuser platziert haben" (order: test_tm_rules)
    s = board("chaosmagicians")
    assert pl(s, "chaosmagicians")["D"] == 1
    do(s, "chaosmagicians: upgrade to tp")
    # Rulebook, Chaosmagier / Festung: board SH 4 W + 4 C; "einmal pro Aktionsphase einen
    # Doppelzug ... 2 beliebige Aktionen direkt nacheinander"
    assert change(s, "chaosmagicians", "chaosmagicians: upgrade to sh") == [5, -4, -4, 0]
    # two dwellings in one turn, 2 x (1 W + 2 C), SCORE4 nothing
    assert change(s, "chaosmagicians", "chaosmagicians: action actc . build . build") == [0, -4, -2, 0]
    assert pl(s, "chaosmagicians")["D"] == 2 and pl(s, "chaosmagicians")["act"] == ""
    refuse(s, "chaosmagicians: action actc", "you already used ACTC this round")
    # Eigenschaft: "Für jeden Tempel und jedes Heiligtum, das du baust, kannst du dir
    # 2 Gunstplättchen nehmen statt 1"
    # income: D 1 -> 2 W, SH 2 W, BON6 2 W; SA 1 P; SA 4 W + 8 C
    do(s, "chaosmagicians: upgrade to tp")
    sanctuary(s, "chaosmagicians", [2, 5], [4, 8], [11, 10, 12, 1], [0, 6, 1, 0])
    # Festung: "Auch das Passen gilt als Aktion": next round, a build and the pass in one turn
    do(s, "chaosmagicians: pass bon2")
    assert s.state["flow"]["round"] == 2 and act(s) == "nomads"
    do(s, "nomads: pass bon3")
    do(s, "chaosmagicians: action actc . build . pass bon6")
    assert s.state["flow"]["round"] == 3


def test_cultists_board():
    # Rulebook, Kultisten / Eigenschaft: "immer in einem Kult deiner Wahl um 1 Stufe auf, sobald
    # sich mindestens ein Nachbar ... Macht nimmt ... genau 1 Stufe ... Verzichten alle Nachbarn,
    # dann bekommst du stattdessen 1 Macht. Ohne Nachbarn bekommst du weder das eine noch das andere."
    s = start(("cultists", "nomads", "witches"), {"cultists": 6, "nomads": 3, "witches": 7})
    do(s, "cultists: build offer nomads 1 witches 1")
    do(s, "nomads: leech 1 from cultists")
    do(s, "witches: leech 1 from cultists")
    c = pl(s, "cultists")
    assert c["pcult"] == 1 and c["b"] == [5, 7, 0]  # two took power: one step, no power
    do(s, "cultists: +earth")
    assert pl(s, "cultists")["cult"] == [1, 0, 2, 0] and pl(s, "cultists")["pcult"] == 0
    do(s, "nomads: build")
    do(s, "witches: build")
    do(s, "cultists: build")  # no neighbour: neither a step nor power
    assert pl(s, "cultists")["pcult"] == 0 and pl(s, "cultists")["b"] == [5, 7, 0]
    s = board("cultists")
    do(s, "cultists: upgrade to tp")
    # Rulebook, Kultisten / Festung: "sofort und einmalig 7 Punkte"; board SH 4 W + 8 C
    assert change(s, "cultists", "cultists: upgrade to sh") == [7 + 5, -8, -4, 0]
    do(s, "cultists: upgrade to tp")
    # income: D 0 -> 1 W, BON6 2 W; SH 2 PW; SA 1 P; SA 4 W + 8 C
    sanctuary(s, "cultists", [2, 5], [4, 8], [11, 12], [0, 3, 1, 2])


def test_darklings_board():
    s = board("darklings")
    pl(s, "darklings")["P"] = 4
    # Rulebook, Düsterlinge / Eigenschaft: "Landschaften mit Priestern umwandeln statt mit
    # Arbeitern. Jeder Umwandlungsschritt kostet 1 Priester und bringt dir zusätzlich 2 Punkte."
    assert change(s, "darklings", "darklings: transform spades 2") == [4, 0, 0, -2]
    refuse(s, "darklings: advance dig", "digging is at its highest level for the darklings")
    do(s, "darklings: upgrade to tp")
    # Rulebook, Düsterlinge / Festung: "mit Erwerb der Festung sofort und einmalig bis zu
    # 3 Arbeiter in je 1 Priester umwandeln"; board SH 4 W + 6 C
    line = "darklings: upgrade to sh . convert 3w to 3p"
    assert change(s, "darklings", line) == [5, -6, -4 - 3, 3]
    refuse(s, "darklings: convert 1w to 1p", "once")
    # not in a later turn either (real games convert in the stronghold's row: strict-darkling-sh)
    s2 = board("darklings")
    do(s2, "darklings: upgrade to tp")
    do(s2, "darklings: upgrade to sh")
    assert act(s2) == "darklings"  # the turn waits for the conversion ...
    do(s2, "darklings: done")  # ... which `done` gives up
    refuse(s2, "darklings: convert 1w to 1p", "when they build their stronghold")
    do(s, "darklings: upgrade to tp")
    # income: D 0 -> 1 W, BON6 2 W; SH 2 PW; SA 2 P ("Den ... Düsterlingen bringt das
    # Heiligtum sogar 2 Priester"); SA 4 W + 10 C
    sanctuary(s, "darklings", [2, 5], [4, 10], [11, 12], [0, 3, 2, 2])


def test_dwarves_board():
    s = board("dwarves")
    # Rulebook, Zwerge / Eigenschaft: "Immer wenn du als Zwerg 2 Arbeiter abgibst, kannst du ...
    # überspringen (Tunnelbau). Für jedes Überspringen bekommst du 4 Punkte. Du hast keine
    # Schifffahrt." Dwelling 1 W + 2 C, tunnel 2 W
    assert change(s, "dwarves", "dwarves: build tunnel") == [4, -2, -1 - 2, 0]
    refuse(s, "dwarves: advance ship", "the dwarves cannot ship")
    do(s, "dwarves: upgrade to tp")
    # Rulebook, Zwerge / Festung: "für den Tunnelbau statt 2 nur noch 1 Arbeiter"; SH 4 W + 6 C
    assert change(s, "dwarves", "dwarves: upgrade to sh") == [5, -6, -4, 0]
    assert change(s, "dwarves", "dwarves: build tunnel") == [4, -2, -1 - 1, 0]
    do(s, "dwarves: upgrade to tp")
    # income: D 2 (2 + 2 built - 2 upgraded) -> 3 W, BON6 2 W; SH 2 PW; SA 1 P; SA 4 W + 6 C
    sanctuary(s, "dwarves", [2, 5], [4, 6], [11, 12], [0, 5, 1, 2])


def test_engineers_board():
    s = board("engineers")
    # Rulebook, Konstrukteure / Eigenschaft: "mehrfach in einer Runde eine Brücke bauen, indem
    # du 2 Arbeiter ausgibst. Dies gilt als Aktion. Du kannst auch weiterhin eine Brücke über
    # eine Machtaktion bauen."
    assert change(s, "engineers", "engineers: action acte") == [0, 0, -2, 0]
    assert change(s, "engineers", "engineers: action acte") == [0, 0, -2, 0]
    do(s, "engineers: burn 3 . action act1")  # 3/9/0 -> 3/3/3 -> 6/3/0
    assert pl(s, "engineers")["bridges"] == 3 and pl(s, "engineers")["b"] == [6, 3, 0]
    refuse(s, "engineers: action acte", "you have no bridge left")
    # board: TP 1 W + 2 C (alone 2 x 2 C), SH 3 W + 6 C
    assert change(s, "engineers", "engineers: upgrade to tp") == [0, -4, -1, 0]
    assert change(s, "engineers", "engineers: upgrade to sh") == [5, -6, -3, 0]
    do(s, "engineers: upgrade to tp")
    # income: D 0 -> 0 W (engineers' track), BON6 2 W; SH 2 PW; SA 1 P; TE 1 W + 4 C, SA 3 W + 6 C
    sanctuary(s, "engineers", [1, 4], [3, 6], [11, 12], [0, 2, 1, 2])
    # Rulebook, Konstrukteure / Festung: "in jeder Runde beim Passen für jede Brücke, die zwei
    # deiner Gebäude verbindet, 3 Punkte": 3 bridges 9 VP, BON6 back: 4 VP each for SH and SA
    # (the last pass: round 2's income follows, which brings no VP)
    assert change(s, "engineers", "engineers: pass bon2 bridges 3")[0] == 9 + 8


def test_fakirs_board():
    s = board("fakirs", "witches")  # not the nomads: yellow too, refused together
    pl(s, "fakirs")["P"] = 2
    # Rulebook, Fakire / Eigenschaft: "ein Landschafts- oder Flussfeld überspringen
    # (Teppichflug). Dies kostet dich jedes Mal 1 Priester. Für jeden Teppichflug bekommst du
    # 4 Punkte. Du hast keine Schifffahrt." Dwelling 1 W + 2 C
    assert change(s, "fakirs", "fakirs: build carpet") == [4, -2, -1, -1]
    refuse(s, "fakirs: advance ship", "the fakirs cannot ship")
    # board: one digging level only (2 W + 5 C + 1 P, 6 VP)
    assert change(s, "fakirs", "fakirs: advance dig") == [6, -5, -2, -1]
    refuse(s, "fakirs: advance dig", "digging is at its highest level for the fakirs")
    do(s, "fakirs: upgrade to tp")
    # Rulebook, Fakire / Festung: "statt 1 Feld gleich 2 Felder überspringen" (the map's);
    # board SH 4 W + 10 C, its income 1 P ("der Fakir 1 Priester")
    assert change(s, "fakirs", "fakirs: upgrade to sh") == [5, -10, -4, 0]
    do(s, "fakirs: upgrade to tp")
    # income: D 1 (2 + 1 built - 2 upgraded) -> 2 W, BON6 2 W; SH 1 P, SA 1 P; SA 4 W + 6 C
    sanctuary(s, "fakirs", [2, 5], [4, 6], [11, 12], [0, 4, 2, 0])


def test_giants_board():
    s = board("giants")
    # Rulebook, Giganten / Eigenschaft: "alle Landschaftsarten für genau 2 Spaten direkt in
    # deine Heimatlandschaft um, auch die Landschaftsfelder Gebirge und Wüste": 2 x 3 W
    assert change(s, "giants", "giants: transform spades 1") == [0, 0, -6, 0]
    assert change(s, "giants", "giants: transform spades 3") == [0, 0, -6, 0]
    do(s, "giants: upgrade to tp")
    # Rulebook, Giganten / Festung: board SH 4 W + 6 C; "einmal pro Aktionsphase 2 kostenlose
    # Spaten ... Das umgewandelte Landschaftsfeld kannst du sofort mit einem Wohnhaus bebauen,
    # indem du die Baukosten für das Wohnhaus bezahlst" (1 W + 2 C)
    assert change(s, "giants", "giants: upgrade to sh") == [5, -6, -4, 0]
    assert change(s, "giants", "giants: action actg . build") == [0, -2, -1, 0]
    refuse(s, "giants: action actg", "you already used ACTG this round")
    do(s, "giants: upgrade to tp")
    # income: D 1 -> 2 W, BON6 2 W; SH 4 PW (giants' board); SA 1 P; SA 4 W + 6 C
    sanctuary(s, "giants", [2, 5], [4, 6], [11, 12], [0, 4, 1, 4])


def test_giants_lose_a_single_cult_bonus_spade():
    # Rulebook, Giganten / Eigenschaft: "Solltest du in Phase III als Kultbonus einen einzelnen
    # Spaten erhalten, so verfällt dieser." Round 1 SCORE8: 1 spade per 4 AIR
    s = start(("giants", "nomads"), {"giants": 8, "nomads": 3}, scoring="8-3-4-5-6-7")
    do(s, "giants: send p to air")  # BON8's priest: AIR 1 + 3 = 4
    assert pl(s, "giants")["cult"][3] == 4
    vp = pl(s, "giants")["VP"]
    do(s, "nomads: pass bon1")
    do(s, "giants: pass bon2")
    # no spades phase: the single spade is lost (and scores nothing)
    assert s.state["flow"]["round"] == 2 and s.state["flow"]["phase"] == "actions"
    assert pl(s, "giants")["spades"] == 0 and pl(s, "giants")["VP"] == vp


def test_alchemists_choices_offer_both_exchanges():
    # Rulebook, Alchimisten / Eigenschaft: "1 Punkt in 1 Geldmünze oder 2 Geldmünzen in 1 Punkt"
    from tabletop.games.terra_mystica import show

    s = start(("nomads", "alchemists"), {"alchemists": 6, "nomads": 3})
    st = s.state
    ch = show.choices(st, 1, ["convert"])  # each conversion the player can pay for, one push
    assert "1vp to 1c" in ch and "2c to 1vp" in ch and "4c to 2vp" in ch
    assert show.choices(st, 1, ["convert", "2c", "to", "1vp"]) == []
    assert "2c to 1vp" not in show.choices(st, 0, ["convert"])  # the nomads: no such exchange
