# After the Flood: every refusal says why and leaves the state exactly as it was.
from tabletop.games.after_the_flood import cities as C, data as D, victory as V, workers as W
from tests.portable.checks import refused, refused_rule
from tests.portable.test_after_the_flood_game import play_until


def test_the_issues_refusals():
    s = play_until("ann: empire sumer umma")  # ann has 1 scribe
    refused(s, "ann: place wool 2 scribes", "at most 2 scribes each: you have 1, this would make 3")
    s = play_until("bob: empire guti")
    refused(s, "bob: empire akkad", "the akkad empire is already taken this turn")
    s = play_until("bob: buy grain 10")  # sumer empire: 3 armies, bob has 14 grain
    refused(s, "bob: buy grain 18", "at most 20 armies: this would make 21")
    s = play_until("bob: pay grain")  # turn 1, cid has passed
    refused(s, "cid: place grain 1 akkad", "you have passed: no more actions this turn")
    refused(s, "cid: pass", "you have passed")


def test_city_expansion_needs_two_wood():
    # the flow skips players without 2 wood in phase 5; the rule itself refuses too
    s = play_until("ann: luxury gold")
    st = s.state
    st["players"][0]["res"][D.WOOD] = 1
    refused_rule(st, V.expand, 0, ["ur"], "a city expansion needs 2 wood: you have 1")


def test_expansion_refusals():
    s = play_until("ann: luxury gold")
    refused(s, "ann: luxury wool", "wool is not a luxury (tool oil gold lapis)")
    refused(s, "ann: luxury lapis", "not enough lapis")
    refused(s, "ann: luxury", "missing a resource")
    s.apply("ann: luxury gold")
    refused(s, "ann: luxury gold", "the luxuries must all be different: gold is given")
    refused(s, "ann: expand sippar gold", "the luxuries must all be different")  # older form
    refused(s, "ann: expand sippar wool", "wool is not a luxury")
    refused(s, "ann: expand babylon", "you have no city in babylon")
    refused(s, "bob: expand nippur", "turn")
    refused(s, "ann: place grain 1 egypt", "not possible in the victory points phase")
    s = play_until("ann: expand eridu")
    refused(s, "ann: expand ur", "the city in ur is expanded already")


def test_after_pass_cost():
    s = play_until("bob: pay grain")
    refused(s, "bob: city nippur", "first answer: cost (pay / bid / pass)")
    refused(s, "bob: pay lapis", "not enough lapis")
    refused(s, "bob: pay", "missing what you pay")
    s.apply("bob: pay grain")
    refused(s, "bob: pay grain", "nothing to pay now")
    s = play_until("bob: pass", 1)  # turn 2: cid has passed, bob's armies are spent
    refused(s, "bob: pay army", "no army in front of you")


def test_workers_refusals():
    s = play_until("cid: place wool 2 akkad")
    refused(s, "cid: place wool 3 akkad", "the number of workers must be 1 to 2")
    refused(s, "cid: place wool 2 ur", "workers cannot go to ur: it is Sumerian")
    refused(s, "cid: place lapis 1 akkad", "not enough lapis")
    refused(s, "cid: place wool 2 moon", "'moon' is not a region or box")
    refused(s, "cid: place stone 2 akkad", "'stone' is not a resource")
    refused(s, "cid: scribe akkad", "no scribe ready")
    refused(s, "cid: done", "no action to finish")
    s.apply("cid: place wool 2 akkad")
    refused(s, "cid: place wool 1 akkad", "one paid placement per action")
    refused(s, "cid: trade egypt gold wool", "finish the workers action first (done)")
    refused(s, "cid: city ur", "finish the workers action first")
    refused(s, "cid: pass", "finish the workers action first")
    s = play_until("cid: place wool 2 akkad")
    s.state["players"][2]["hand"] = 1
    refused_rule(s.state, W.place, 2, ["wool", "2", "akkad"],
                 "not enough workers in your stock: 2 needed, you have 1")


def test_city_refusals():
    s = play_until("ann: city ur")
    refused(s, "ann: city babylon", "babylon already has a city")
    refused(s, "ann: city egypt", "'egypt' is not a Sumerian region")
    refused(s, "ann: city ur babylon", "you have no city in babylon")
    s = play_until("bob: city nippur")
    refused(s, "bob: city eridu", "eridu holds enemy armies")
    s = play_until("ann: city sippar")
    refused(s, "ann: city ur sippar", "you have no city in sippar")
    st = s.state
    st["city"][2], st["city"][3], st["city"][4] = 0, 0, 0  # ann now has 4 cities out (ur + 3)
    refused_rule(st, C.city, 0, ["sippar"], "all your cities are built: name one to take off")
    C.city(st, 0, ["sippar", "umma"])  # rebuilding: umma comes off
    assert st["city"][D.SIPPAR] == 0 and st["city"][4] == -1


def test_trade_refusals():
    s = play_until("ann: trade amorites wood wool")
    refused(s, "ann: trade amorites wood gold", "wood is paid with grain or wool or tool")
    refused(s, "ann: trade amorites gold wool", "amorites offers no gold")
    refused(s, "ann: trade sippar wood wool", "no trade in sippar (trade is in the non-Sumerian regions)")
    refused(s, "ann: trade weaving wood wool", "no trade in weaving")
    refused(s, "ann: trade mittani wood wool", "no trader left in mittani (0)")
    s.apply("ann: trade amorites wood wool")
    s.apply("ann: trade amorites oil wool")
    refused(s, "ann: trade dilmun metal wool", "no trader left in dilmun")
    s.apply("ann: trade amorites wood wool")  # Sippar: once
    refused(s, "ann: trade amorites wood wool", "each resource only once per trade action")
    s = play_until("cid: trade dilmun gold wool")
    refused(s, "cid: trade dilmun wood wool", "each resource only once per trade action")
    refused(s, "cid: tools 1", "only 0 tool makers ready")
    s = play_until("ann: trade hittites metal wool")
    refused(s, "ann: tools 1", "not enough metal: 1 needed, you have 0")
    refused(s, "ann: trade egypt gold wool", "enemy armies in egypt: no trade there")


def test_empire_refusals():
    s = play_until("cid: empire akkad")
    refused(s, "cid: empire guti", "you need at least 1 worker in guti and as many as anyone (you 0, most 3)")
    refused(s, "cid: empire egypt", "the empires of this turn are akkad, guti, sumer")
    refused(s, "cid: empire sumer", "missing a Sumerian region")
    refused(s, "cid: buy grain 1", "start an empire first")
    refused(s, "cid: equip", "start an empire first")
    refused(s, "cid: attack babylon", "you have no empire this turn")
    s.apply("cid: empire akkad")
    refused(s, "cid: buy wool 1", "armies are bought with grain, metal or tool")
    refused(s, "cid: done", "the empire is not placed yet")
    refused(s, "cid: deploy 3", "the armies placed must be 1 to 2")
    refused(s, "cid: empire akkad", "this empire is already started")
    s.apply("cid: equip gold")
    refused(s, "cid: buy grain 1", "armies are bought before equipping")
    refused(s, "cid: equip gold", "not enough gold")
    refused(s, "cid: equip wool wool wool", "not enough wool: 3 needed, you have 2")  # older form
    s = play_until("bob: attack umma", 1)  # turn 5: bob has Elam and has paid
    refused(s, "bob: empire assyria", "one empire per player per turn")


def test_expand_refusals():
    s = play_until("cid: attack babylon")
    refused(s, "cid: attack nippur", "none of your armies is next to nippur")
    refused(s, "cid: attack akkad", "none of your armies is next to akkad")  # one-way start
    refused(s, "cid: reinforce akkad", "reinforce an area holding exactly 1 of your armies")
    refused(s, "cid: destroy babylon", "your armies must stand in babylon")
    refused(s, "cid: destroy ur", "your armies must stand in ur")
    refused(s, "cid: destroy umma", "no enemy city in umma")
    refused(s, "cid: attack dilmun", "'dilmun' is not an area armies can hold")
    refused(s, "cid: roll 3 4", "no battle to roll for")
    refused(s, "cid: stop", "no battle to stop")
    s = play_until("cid: reinforce babylon")
    refused(s, "cid: attack babylon", "your armies hold babylon already")
    s = play_until("bob: roll 3 1")
    refused(s, "bob: done", "a battle is on: roll or stop")
    refused(s, "bob: attack ur", "a battle is on: roll or stop")
    refused(s, "bob: roll 7 1", "a die must be 1 to 6")
    refused(s, "bob: roll 3", "missing a die")
    s = play_until("ann: deploy 2 eridu")
    refused(s, "ann: deploy 2 egypt", "'egypt' is not a Sumerian region")
    s.apply("ann: deploy 2 eridu")
    refused(s, "ann: deploy 1 ur", "your empire is still on the board")


def test_a_further_step_needs_an_army():
    s = play_until("bob: destroy uruk")
    s.apply("bob: destroy uruk")  # bob's last 2 armies
    refused(s, "bob: attack ur", "a further step costs 1 army: you have none")
