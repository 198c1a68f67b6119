"""After the Flood (Martin Wallace, 2008), exactly 3 players: five turns of six phases, then majorities.

The players enter what happens on the board; the device keeps resources, workers, cities, armies,
ratings and VP, and computes production, decline, turn order and all scoring.
See docs/games/after_the_flood.md for the entries and the readings followed.
"""

from tabletop.core import flow, rng
from tabletop.core.flow import AUTO, EACH, UNTIL_PASS, Phase
from tabletop.games import after_the_flood_act as A
from tabletop.games import after_the_flood_pass as P
from tabletop.games import after_the_flood_data as D
from tabletop.games import after_the_flood_fight as F
from tabletop.games import after_the_flood_turn as T
from tabletop.games import after_the_flood_war as W

NAME = "after_the_flood"
TITLE = "After the Flood"
VIEW = "tabletop.games.after_the_flood_view"  # status, player_fields, breakdown, choices
PLAYERS = (3, 3)
ROUNDS = 5
VERBS = ("city", "place", "scribe", "trade", "tools", "empire", "buy", "equip", "deploy", "attack",
         "roll", "autoroll", "stop", "reinforce", "destroy", "done", "bid", "pass", "pay", "luxury",
         "expand")
WORDS = VERBS + D.RES + D.PLACES + D.SUMER + ("sumer", "army", "worker", "hand")


def setup(state, seats, options):
    state["players"] = [new_player() for _ in seats]
    state["names"] = list(seats)
    state["bank"] = list(D.BANK)
    state["held"] = [0] * len(D.RES)
    state["city"] = [-1] * len(D.SUMER)
    state["exp"] = [0] * len(D.SUMER)
    state["ao"] = [-1] * D.NA
    state["an"] = [0] * D.NA
    state["taken"] = [-1, -1, -1]
    state["rating"] = []
    state["act"] = ""
    state["ad"] = {}
    state["battle"] = -1
    state["pend"] = 0
    state["roll"] = []
    state["declined"] = []
    state["lux"] = []  # luxuries given for the next city expansion
    flow.set_order(state, rng.shuffle(state, list(range(len(seats)))))


def new_player():
    w = [0] * D.NW
    w[D.IRR] = 1
    w[D.WEAV] = 1
    return {"score": 0, "res": list(D.START_RES), "hand": D.START_HAND, "w": w, "front": 0,
            "start": -1, "eq": 0, "bid": 0, "got": [0, 0], "emp_vp": 0, "city_vp": 0,
            "maj_vp": 0}


ACTIONS = VERBS[:-2]
PHASES = (
    Phase("production", AUTO, begin=T.production),
    Phase("decline", AUTO, begin=T.decline, when=T.is_decline_turn),
    Phase("actions", UNTIL_PASS, on_turn=P.ask_cost, commands=ACTIONS),
    Phase("turn order", AUTO, begin=T.turn_order),
    Phase("victory points", EACH, begin=T.empire_vp, order=T.expansion_order,
          commands=("luxury", "expand", "done")),
    Phase("end of turn", AUTO, begin=T.end_of_turn),
)
COMMANDS = {
    "city": A.build_city, "place": A.place_workers, "scribe": A.use_scribe, "trade": A.trade,
    "tools": A.make_tools, "done": P.done, "bid": P.bid, "pass": P.pass_, "pay": P.pay,
    "empire": W.start_empire, "buy": W.buy, "equip": W.equip, "deploy": W.deploy,
    "attack": F.attack, "roll": F.roll, "autoroll": F.autoroll, "stop": F.stop, "reinforce": F.reinforce,
    "destroy": F.destroy, "luxury": F.luxury, "expand": F.expand_city,
}
KEYS = (("Place", ("place",)), ("Scribe", ("scribe",)), ("Trade", ("trade",)), ("City", ("city",)),
        ("Empire", ("empire",)), ("Attack", ("attack",)), ("Roll", ("autoroll",)), ("Done", ("done",)),
        ("Pass", ("pass",)))


def may_act(state, seat, verb):
    """A seat that passed may enter an action, so that the rules say why it is refused."""
    f = state["flow"]
    if f["phase"] == "actions" and f["passed"][seat] and not f["ended"]:
        return True
    return None


final_scoring = T.final_scoring


def tiebreak(state, seat):
    """Final ties go by turn order (the rulebook): earlier in the order is better."""
    return -state["flow"]["order"].index(seat)
