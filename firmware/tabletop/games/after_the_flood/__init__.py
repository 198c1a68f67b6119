# After the Flood (Martin Wallace, 2008), exactly 3 players: five turns of six phases, then majorities.
#
# The players enter what happens on the board; the device keeps resources, workers, cities, armies,
# ratings and VP, and computes production, decline, turn order and all scoring.
# See docs/games/after_the_flood.md for the entries and the readings followed.

from tabletop.core import flow  # one name in this module's globals, not four (RAM on the board)
# the modules by their own names: the package has them as attributes already (no alias beside)
from tabletop.games.after_the_flood import base, battle, cities, empire, expand, production, trade
from tabletop.games.after_the_flood import turn, victory, workers

NAME = "after_the_flood"
TITLE = "After the Flood"
VIEW = "tabletop.games.after_the_flood.view"  # status, player_fields, breakdown, choices
PLAYERS = (3, 3)
# bytes the record of a long game takes on the board, made at once when a game starts (RAM;
# it grows if needed): a whole game of 234 entries: 1.0 KB
RECORD_ROOM = 1280
OPTIONS = (("first-order", ("drawn", "as-seated")),)  # drawn by the device, or as seated
ROUNDS = 5
# the words of entries, saved as their indices (in this order for ever): the 21 verbs first (the
# choices' NEED is by this index), then data's RES, PLACES and SUMER, then four more (written
# out whole: a sum of tuples kept its parts in RAM beside it)
WORDS = ("city", "place", "scribe", "trade", "tools", "empire", "buy", "equip", "deploy", "attack",
         "roll", "autoroll", "stop", "reinforce", "destroy", "done", "bid", "pass", "pay", "luxury",
         "expand", "grain", "wood", "metal", "wool", "tool", "oil", "gold", "lapis", "egypt",
         "amorites", "hittites", "mittani", "assyria", "kassites", "guti", "elam", "dilmun",
         "chaldea", "larsa", "isin", "akkad", "irrigation", "weaving", "scribes", "toolmakers",
         "sippar", "babylon", "nippur", "shuruppak", "umma", "uruk", "ur", "lagash", "eridu",
         "sumer", "army", "worker", "hand")
setup = turn.setup
final_scoring = victory.final_scoring


def ask_cost(state, seat):
    # on_turn of the action phase: once anyone has passed, an action costs 1 item first.
    if True in state["flow"]["passed"]:
        flow.ask(state, seat, "cost", None, ("pay", "bid", "pass"))


PHASES = (
    flow.Phase("production", flow.AUTO, begin=production.production),
    flow.Phase("decline", flow.AUTO, begin=production.decline, when=production.is_decline_turn),
    # the verbs but luxury and expand
    flow.Phase("actions", flow.UNTIL_PASS, on_turn=ask_cost, commands=WORDS[:19]),
    flow.Phase("turn order", flow.AUTO, begin=turn.turn_order),
    flow.Phase("victory points", flow.EACH, begin=victory.empire_vp, order=victory.expansion_order,
               commands=("luxury", "expand", "done")),
    flow.Phase("end of turn", flow.AUTO, begin=production.end_of_turn),
)
COMMANDS = {
    "city": cities.city, "place": workers.place, "scribe": workers.scribe, "trade": trade.trade,
    "tools": trade.tools, "done": base.done, "bid": turn.bid, "pass": turn.pass_, "pay": turn.pay,
    "empire": empire.empire, "buy": empire.buy, "equip": empire.equip, "deploy": expand.deploy,
    "attack": expand.attack, "roll": battle.roll, "autoroll": battle.autoroll, "stop": battle.stop,
    "reinforce": expand.reinforce, "destroy": cities.destroy, "luxury": victory.luxury,
    "expand": victory.expand,
}
KEYS = (("Place", ("place",)), ("Scribe", ("scribe",)), ("Trade", ("trade",)), ("City", ("city",)),
        ("Empire", ("empire",)), ("Attack", ("attack",)), ("Roll", ("autoroll",)), ("Done", ("done",)),
        ("Pass", ("pass",)))


def may_act(state, seat, verb):
    # A seat that passed may enter an action, so that the rules say why it is refused.
    f = state["flow"]
    if f["phase"] == "actions" and f["passed"][seat] and not f["ended"]:
        return True
    return None


def tiebreak(state, seat):
    # Final ties go by turn order (the rulebook): earlier in the order is better.
    return -state["flow"]["order"].index(seat)
