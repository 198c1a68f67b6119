"""A tiny game for testing the shared core: income, then add 1-3 points per turn until all pass.

It also uses a setup phase in snake order and a prompt, so every part of the flow is exercised.
"""

from tabletop.core import flow
from tabletop.core.errors import Illegal
from tabletop.core.flow import AUTO, EACH, UNTIL_PASS, Phase

NAME = "toy"
TITLE = "Toy"
PLAYERS = (2, 4)
OPTIONS = (("bonus", ("0", "1", "2")),)
WORDS = ("add", "pass", "place", "ok")
ROUNDS = 3


def setup(state, seats, options):
    state["players"] = [{"score": 0, "placed": 0} for _ in seats]
    state["bonus"] = int(options["bonus"])


def snake(state):
    order = list(range(len(state["players"])))
    return order + order[::-1]


def income(state):
    for p in state["players"]:
        p["score"] += 1 + state["bonus"]


def place(state, seat, args):
    state["players"][seat]["placed"] += 1
    flow.end_turn(state)


def add(state, seat, args):
    if len(args) != 1 or not args[0].isdigit():
        raise Illegal("add needs a number")
    n = int(args[0])
    if n < 1 or n > 3:
        raise Illegal("you can add 1 to 3")
    state["players"][seat]["score"] += n  # mutate first, refuse after: the session must restore
    if state["players"][seat]["score"] > 50:
        raise Illegal("scores stop at 50")
    if n == 3:
        # the next player confirms big additions
        flow.ask(state, (seat + 1) % len(state["players"]), "confirm", None, ("ok",))
    flow.end_turn(state)


def ok(state, seat, args):
    flow.answer(state, seat, "confirm")


def pass_(state, seat, args):
    flow.pass_turn(state, seat)


def may_act(state, seat, verb):
    if verb == "ok":
        return len(flow.prompts_for(state, seat)) > 0
    return None


def pass_order(state):
    return state["flow"]["order"]


def round_end(state):
    # first to pass starts next round
    f = state["flow"]
    order = list(f["passes"])
    flow.set_order(state, order)


SETUP_PHASES = (Phase("placement", EACH, order=snake, commands=("place",)),)
PHASES = (
    Phase("income", AUTO, begin=income),
    Phase("actions", UNTIL_PASS, end=round_end, commands=("add", "pass", "ok")),
)
COMMANDS = {"add": add, "pass": pass_, "place": place, "ok": ok}


def tiebreak(state, seat):
    return -seat


def player_fields(state, seat):
    return (("placed", state["players"][seat]["placed"]),)


def status(state):
    return ["round %d" % state["flow"]["round"]]
