# After the Flood (Martin Wallace, 2008), exactly 3 players: five turns of six phases, then majorities.
#
# The players enter what happens on the board; the device keeps resources, workers, cities, armies,
# ratings and VP, and computes production, decline, turn order and all scoring.
# See docs/games/after_the_flood.md for the entries and the readings followed.

from tabletop.core import flow  # one name in this module's globals, not four (RAM on the board)
from tabletop.games.after_the_flood import base as B, battle as F, cities as C, data as D, empire as E
from tabletop.games.after_the_flood import expand as X, production as R, trade as K
from tabletop.games.after_the_flood import turn as T, victory as V, workers as A

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
setup = T.setup
final_scoring = V.final_scoring


def ask_cost(state, seat):
    # on_turn of the action phase: once anyone has passed, an action costs 1 item first.
    if True in state["flow"]["passed"]:
        flow.ask(state, seat, "cost", None, ("pay", "bid", "pass"))


PHASES = (
    flow.Phase("production", flow.AUTO, begin=R.production),
    flow.Phase("decline", flow.AUTO, begin=R.decline, when=R.is_decline_turn),
    # the verbs but luxury and expand
    flow.Phase("actions", flow.UNTIL_PASS, on_turn=ask_cost, commands=WORDS[:19]),
    flow.Phase("turn order", flow.AUTO, begin=T.turn_order),
    flow.Phase("victory points", flow.EACH, begin=V.empire_vp, order=V.expansion_order,
          commands=("luxury", "expand", "done")),
    flow.Phase("end of turn", flow.AUTO, begin=R.end_of_turn),
)
COMMANDS = {
    "city": C.city, "place": A.place, "scribe": A.scribe, "trade": K.trade,
    "tools": K.tools, "done": B.done, "bid": T.bid, "pass": T.pass_, "pay": T.pay,
    "empire": E.empire, "buy": E.buy, "equip": E.equip, "deploy": X.deploy,
    "attack": X.attack, "roll": F.roll, "autoroll": F.autoroll, "stop": F.stop, "reinforce": X.reinforce,
    "destroy": C.destroy, "luxury": V.luxury, "expand": V.expand,
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
