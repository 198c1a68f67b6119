# Terra Mystica: tiles (bonus pass VP, favor, town, round scoring), income tracks, priests cap,
# final resources, and the open turn of the Chaos Magicians' and Giants' stronghold actions.
from tabletop.core.errors import Illegal
from tabletop.games.terra_mystica import factions, final, gifts, passing, rounds, spades, tiles
from tabletop.games.terra_mystica import on_host, trade
from tabletop.games.terra_mystica.start import new_player
from tests.portable.test_tm_rules import act, do, pass_all, pl, refuse, start


def player(f, **kw):
    p = new_player(f, 20)
    for k in kw:
        p[k] = kw[k]
    return p


def pass_vp(f, scored=0, **kw):
    # the VP f scores for passing (passing.do_pass: round 1, taking BON3) with the figures kw
    # (bon: the bonus tile held, handed back), scoring `scored` bridges
    s = start((f, "darklings"), {f: 1, "darklings": 2})
    p = pl(s, f)
    for k in kw:
        p[k] = kw[k]
    vp = p["VP"]
    do(s, "%s: pass bon3" % f + (" bridges %d" % scored if scored else ""))
    return p["VP"] - vp


def test_pass_vp_of_bonus_tiles_fav12_and_engineers_bridges():
    assert pass_vp("engineers", bon=6, SH=1, SA=1, TP=3, bridges=2) == 8  # BON6: 4 per SH and SA
    # FAV12 with 3 TP: 3; bridges 3 each
    assert pass_vp("engineers", 2, bon=6, SH=1, SA=1, TP=3, bridges=2, fav=1 << 12) == 8 + 3 + 6
    assert pass_vp("mermaids", bon=10, ship=3) == 9  # BON10: 3 per shipping level
    assert pass_vp("witches", bon=7, TP=2) == 4
    assert pass_vp("witches", bon=9, D=6) == 6
    try:
        pass_vp("engineers", 2, bon=9, D=6, SH=1, bridges=1)
        assert False
    except Illegal as e:
        assert "only 1 bridges" in e.message


def test_income_tracks():
    st = {"bonus": [], "coins": "00000000000", "players": [
        player("engineers", D=3, TP=2, TE=2, SH=1, SA=1, bon=0),
        player("swarmlings", D=8, TP=4, TE=0, SH=1, SA=1, bon=4),
        player("nomads", D=1, TP=3, fav=(1 << 7) | (1 << 9), bon=0)]}
    before = [[p["C"], p["W"], p["P"], list(p["b"])] for p in st["players"]]
    rounds.income(st)
    e, s, n = st["players"]
    # engineers: D3 -> 2 W; TP2 -> 4 C 2 PW; TE2 -> 1 P 5 PW; SH 2 PW; SA 1 P
    assert [e["C"] - before[0][0], e["W"] - before[0][1], e["P"] - before[0][2]] == [4, 2, 2]
    assert e["b"] == [0, 6, 6]  # 9 power: 3 tokens I -> II, then 6 II -> III
    # swarmlings: D8 -> 9 W; TP4 -> 9 C 8 PW; SH 4 PW; SA 2 P; BON4 3 PW
    assert [s["C"] - before[1][0], s["W"] - before[1][1], s["P"] - before[1][2]] == [9, 9, 2]
    # nomads: D1 -> 2 W; TP3 -> 7 C 3 PW; FAV7 +1 W +1 PW; FAV9 +3 C
    assert [n["C"] - before[2][0], n["W"] - before[2][1], n["P"] - before[2][2]] == [10, 3, 0]
    assert n["b"] == [1, 11, 0]
    assert st["coins"] == "00000000000"


def test_priests_capped_by_priests_on_cult_spaces():
    p = player("witches", P=3, cp=3)
    factions.gain_priests(p, 3)
    assert p["P"] == 4  # 7 - 3 on the tracks


def test_round_scoring_tiles():
    st = {"flow": {"setup": False, "round": 2, "phase": "actions"}, "score": (1, 9, 4, 5, 6, 7)}
    p = player("halflings")
    tiles.round_vp(st, p, "TE")
    assert p["VP"] == 24  # SCORE9: 4 per temple
    spades.gain_spades(st, p, 2)
    assert p["VP"] == 26 and p["spades"] == 2  # halflings: 1 VP per spade, SCORE9 nothing
    st["flow"]["round"] = 1
    spades.gain_spades(st, p, 1)
    assert p["VP"] == 26 + 2 + 1  # SCORE1: 2 per spade
    # Rulebook, Phase III "Kultbonus": the cult bonus closes the round before, so its spades
    # score that round's tile, not the new round's SCORE1
    st = {"flow": {"setup": False, "round": 3, "phase": "spades"}, "score": (9, 4, 1, 5, 6, 7)}
    p = player("witches")
    spades.gain_spades(st, p, 1)
    assert p["VP"] == 20 and tiles.round_tile(st)[0] == "SHSA"  # SCORE4 (round 2): SH/SA
    st["flow"]["phase"] = "actions"
    spades.gain_spades(st, p, 1)
    assert p["VP"] == 22  # round 3's SCORE1 in its action phase


def test_town_tiles():
    st = {"flow": {"setup": False, "round": 1, "phase": "actions"}, "score": (2, 3, 4, 5, 6, 7),
          "top": [-1] * 4,
          "towns": "022222121", "seats": ("mermaids", "fakirs")}
    m = player("mermaids")
    st["players"] = [m, player("fakirs")]
    gifts.plus(st, 0, "+tw7")  # TW7: 4 VP + shipping level 2 (2 VP) + SCORE2 5 VP
    assert m["ship"] == 2 and m["VP"] == 20 + 4 + 2 + 5
    gifts.plus(st, 1, "+tw7")  # Fakirs: carpet range instead (nothing to count)
    assert st["players"][1]["ship"] == 0 and st["players"][1]["VP"] == 29
    msg = None
    try:
        gifts.plus(st, 0, "+tw7")
    except Illegal as e:
        msg = e.message
    assert msg == "no town tile TW7 left"
    gifts.plus(st, 0, "+tw6")  # TW6: 2 VP, 2 steps on every track, 2 keys
    assert m["cult"] == [2, 4, 2, 2] and on_host.keys_of(m) == 3 and m["VP"] == 31 + 2 + 5
    gifts.plus(st, 0, "+tw4")  # TW4: 6 VP + 8 power
    assert m["b"] == [0, 6, 6]  # WATER 3 gave 1 power (2/10/0), then 8: 2 I->II, 6 II->III


def test_final_resources_and_alchemists_rate():
    st = {"players": [player("alchemists", C=6, W=1, P=0, b=[5, 0, 1], cult=[0, 0, 0, 0]),
                      player("witches", C=0, W=0, P=0, b=[3, 0, 1], cult=[0, 0, 0, 0]),
                      player("engineers", C=0, W=0, P=0, b=[0, 3, 3], cult=[0, 0, 0, 0])]}
    for p in st["players"]:
        p["VP"] = 0
    final.final_scoring(st)
    a, w, e = st["players"]
    assert (a["VP"], a["C"], a["b"]) == (4, 0, [6, 0, 0])  # 6 + 1 + 1 = 8 C -> 4 VP at 2:1
    assert (w["VP"], w["C"], w["b"]) == (0, 1, [4, 0, 0])
    # II 3: 1 burnt (one token to III, one gone); III 4 -> 4 C -> 1 VP, 1 C left
    assert (e["VP"], e["C"], e["b"]) == (1, 1, [4, 1, 0])


def test_darklings_stronghold_conversion_once():
    # Rulebook, Düsterlinge / Festung: "sofort und einmalig bis zu 3 Arbeiter in je 1 Priester"
    st = {"seats": ("darklings",), "players": [player("darklings", W=5, SH=1)]}
    st["players"][0]["w2p"] = 1  # the stronghold was built this turn (upgrade.do_upgrade)
    trade.convert(st, 0, ["3w", "to", "3p"])
    p = st["players"][0]
    assert p["W"] == 2 and p["P"] == 4
    try:
        trade.convert(st, 0, ["1w", "to", "1p"])
        assert False
    except Illegal as e:
        assert "once" in e.message


def stronghold(seats, picks, who):
    s = start(seats, picks)
    other = [x for x in seats if x != who][0]
    do(s, "%s: upgrade to tp" % who)
    do(s, "%s: build" % other)
    do(s, "%s: upgrade to sh" % who)
    do(s, "%s: build" % other)
    return s, other


def test_chaos_magicians_double_action_keeps_the_turn_open():
    # Rulebook, Chaosmagier / Festung: "einen Doppelzug ... 2 beliebige Aktionen direkt
    # nacheinander": the turn stays open for two actions and ends after the second
    s, other = stronghold(("chaosmagicians", "nomads"), {"chaosmagicians": 6, "nomads": 3}, "chaosmagicians")
    c = pl(s, "chaosmagicians")
    assert c["SH"] == 1 and c["W"] == 2 and c["C"] == 5
    do(s, "chaosmagicians: action actc")
    do(s, "chaosmagicians: build")
    assert act(s) == "chaosmagicians"
    do(s, "chaosmagicians: build")
    assert act(s) == "nomads" and pl(s, "chaosmagicians")["D"] == 2 and pl(s, "chaosmagicians")["act"] == ""
    refuse(s, "nomads: action actc", "ACTC is not an action of the nomads")
    do(s, "nomads: build")
    # next round: the double turn again, `done` after one action gives the second up
    pass_all(s, 1)  # the Chaos Magicians pass first, so they start round 2
    assert act(s) == "chaosmagicians" and pl(s, "chaosmagicians")["act"] == ""
    do(s, "chaosmagicians: action actc . build . done")
    assert act(s) == "nomads" and pl(s, "chaosmagicians")["act"] == ""


def test_giants_stronghold_two_free_spades():
    # Rulebook, Giganten / Festung: "einmal pro Aktionsphase 2 kostenlose Spaten einsetzen"
    s, other = stronghold(("giants", "nomads"), {"giants": 6, "nomads": 3}, "giants")
    g = pl(s, "giants")
    w = g["W"]
    do(s, "giants: action actg . transform to red")
    assert pl(s, "giants")["W"] == w and act(s) == "nomads"
