# Terra Mystica: a turn as it is played at the table, entered at the pad one command at a time
# (after.py, ask.py, entry*.py). Each test cites the rulebook (../shared/seeds/003, German).
MP_HEAP = "320K"  # the rules, the whole view and test_tm_rules' helpers compiled at once (tests/mp_run.py)

from tabletop.core.newgame import clone
from tabletop.games.terra_mystica import show, turn
from tests.portable.checks import refused, refused_rule
from tests.portable.test_tm_rules import do, pl, start

PICKS = {"witches": 3, "nomads": 6, "giants": 7}


def game():
    return start(("witches", "nomads", "giants"), PICKS)


def test_a_conversion_after_the_action_belongs_to_that_turn():
    # "Der Materialtausch zählt nicht als eigentliche Aktion. Er kann vor oder nach der
    # eigentlichen Aktion beliebig oft im eigenen Spielzug durchgeführt werden."
    s = game()
    do(s, "witches: build")  # the action: the turn moves on (as online), the nomads may start
    assert s.active() == "nomads"
    w = dict(pl(s, "witches"))
    do(s, "witches: convert 1w to 1c")  # ... but the witches may still convert after it
    assert pl(s, "witches")["W"] == w["W"] - 1 and pl(s, "witches")["C"] == w["C"] + 1
    do(s, "witches: burn 1")
    assert pl(s, "witches")["b"] == [5, 5, 1]
    do(s, "nomads: convert 1w to 1c")  # the nomads start their turn: the witches' is over
    refused(s, "witches: convert 1w to 1c", "nomads")
    refused(s, "witches: build", "turn")


def test_the_pad_offers_the_player_before_the_rest_of_their_turn():
    s = game()
    assert show.reopen(s.state) is None  # nothing done yet
    do(s, "witches: build")
    seat, verbs = show.reopen(s.state)
    # conversions, burning, a town the action formed, a town step not taken (-TRACK)
    assert seat == 0 and "convert" in verbs and "burn" in verbs and "+tw1" in verbs and "-water" in verbs
    assert "build" not in verbs and "upgrade" not in verbs  # the action is taken
    do(s, "nomads: build")
    assert show.reopen(s.state)[0] == 1  # now the nomads'


def test_a_town_formed_by_the_action_goes_to_its_founder():
    # "Zu einer Stadtgründung kommt es automatisch, sobald ihr ..." -- taken at once, by the founder,
    # even when the pad has already moved on to the next player
    s = game()
    do(s, "witches: build")
    vp = pl(s, "witches")["VP"]
    do(s, "witches: +tw5")  # TW5: 8 VP; the witches +5 for every town (Hexen, Festung/Eigenschaft)
    assert pl(s, "witches")["tw"] == "5 " and pl(s, "witches")["VP"] == vp + 8 + 5
    assert pl(s, "nomads")["tw"] == "" and s.active() == "nomads"


def test_a_dwelling_on_the_space_just_terraformed_may_follow_in_that_turn():
    # Aktion 1 "Landschaft umwandeln und bebauen": the dwelling on the space terraformed, once
    s = game()
    do(s, "witches: dig 1")  # a spade bought: the turn stays open until it is used
    assert s.active() == "witches"
    do(s, "witches: transform")
    assert s.active() == "nomads"  # used: the turn moved on ...
    d = pl(s, "witches")["D"]
    do(s, "witches: build")  # ... and the dwelling on that space is still the witches' to build
    assert pl(s, "witches")["D"] == d + 1
    refused(s, "witches: build", "turn")  # one dwelling a turn
    # on the pad a transform is one push (with more spades: "transform spades", then 2 or 3),
    # the dwelling the Build key after it
    s = game()
    do(s, "witches: dig 1")
    assert show.choices(s.state, 0, [])[:2] == ["transform", "transform spades"]
    assert show.choices(s.state, 0, ["transform"]) == []
    assert show.choices(s.state, 0, ["transform", "spades"]) == ["2", "3"]


def test_a_priest_sent_for_one_step_goes_back_to_the_supply():
    # "Alternativ könnt ihr einen Priester in euren Vorrat zurücklegen, um nur 1 Stufe aufzusteigen."
    s = start(("darklings", "nomads", "giants"), {"darklings": 3, "nomads": 6, "giants": 7})
    assert "water for 1" in show.choices(s.state, 0, ["send", "p", "to"])
    w = pl(s, "darklings")["cult"][1]
    do(s, "darklings: send p to water for 1")
    p = pl(s, "darklings")
    assert p["cult"][1] == w + 1 and p["P"] == 0 and p["cp"] == 0 and s.state["spots"][1] == 0


def test_the_chaos_magicians_may_pass_as_the_second_action_of_their_double_turn():
    # Chaosmagier, Festung: "Dieser Doppelzug erlaubt dir 2 beliebige Aktionen direkt
    # nacheinander durchzuführen. Auch das Passen gilt als Aktion."
    s = start(("chaosmagicians", "nomads", "witches"), {"chaosmagicians": 3, "nomads": 6, "witches": 7})
    st = clone(s.state)
    p = st["players"][0]
    p["SH"] = 1
    p["did"] = 1  # the double turn taken (action actc): its two actions to come
    p["act"] = "actc"
    assert "pass" in show.choices(st, 0, [])
    turn.run(st, 0, ["pass", "bon1"])
    assert st["flow"]["passed"][0] and st["players"][0]["bon"] == 1


def test_the_engineers_pass_with_their_bridges_and_the_entry_ends():
    # Ingenieure, Festung: 3 VP a bridge between two of their buildings when passing
    s = start(("engineers", "nomads", "giants"), {"engineers": 3, "nomads": 6, "giants": 7})
    st = clone(s.state)
    st["players"][0]["SH"] = 1
    st["players"][0]["bridges"] = 2
    ch = show.choices
    assert ch(st, 0, ["pass", "bon1"]) == ["bridges 2", "bridges 1", "ok"]
    assert ch(st, 0, ["pass", "bon1", "ok"]) == []  # the pad used to offer ok / bridges for ever
    assert ch(st, 0, ["pass", "bon1", "bridges", "2"]) == []


def test_an_offer_may_be_answered_in_the_players_own_turn():
    # Macht durch Nachbarn: the online engine lets a player put the answer off ("wait") until their
    # turn -- e.g. to burn power first, making room for it in bowls I and II
    s = game()
    do(s, "witches: build offer giants 2")
    q = show.asked(s.state)
    assert q[0] == 2 and "wait" in q[2] and "burn" not in q[2]  # not the giants' turn
    do(s, "giants: wait")
    assert show.asked(s.state) is None  # no longer asked: the nomads play on
    do(s, "nomads: build")
    q = show.asked(s.state)  # the giants' turn: asked again, and may burn or convert first
    assert q[0] == 2 and "burn" in q[2] and "convert" in q[2]
    do(s, "giants: burn 1")
    do(s, "giants: leech 2 from witches")
    assert pl(s, "giants")["b"] == [3, 7, 1] and pl(s, "giants")["VP"] == 19


def test_offers_wait_while_the_builder_still_has_a_favor_tile_to_take():
    # the builder's turn comes first (a temple's favor tile), then the neighbours are asked
    s = game()
    do(s, "witches: upgrade to tp offer nomads 1")
    do(s, "nomads: leech 1 from witches")
    do(s, "nomads: convert 1w to 1c")  # (the nomads' turn: the witches' is over)
    do(s, "nomads: build")
    do(s, "giants: build")
    do(s, "witches: upgrade to te offer nomads 2")
    assert s.active() == "witches" and show.asked(s.state) is None  # +favN first
    do(s, "witches: +fav11")
    assert show.asked(s.state)[0] == 1


def test_a_conversion_out_of_turn_is_refused_and_changes_nothing():
    s = game()
    refused(s, "nomads: convert 1w to 1c", "witches")
    refused_rule(clone(s.state), turn.run, 2, ["burn", "1"], "turn")
