"""The toy game of tests/portable/toy_game.py, plus what the score history and the exports use:
points kept per category, a final scoring (1 point per piece placed) and `breakdown`.
Same NAME, WORDS and rules otherwise, so the same records replay."""

from tabletop.core import flow
from tabletop.core.errors import Illegal
from tabletop.core.flow import AUTO, UNTIL_PASS, Phase
from tests.portable.toy_game import (  # noqa: F401 (the game interface, as toy_game declares it)
    NAME, OPTIONS, PLAYERS, ROUNDS, SETUP_PHASES, TITLE, WORDS, may_act, ok, pass_, place, round_end,
    status, tiebreak)


def setup(state, seats, options):
    state["players"] = [{"score": 0, "placed": 0, "income": 0, "adds": 0, "final": 0} for _ in seats]
    state["bonus"] = int(options["bonus"])


def income(state):
    for p in state["players"]:
        p["score"] += 1 + state["bonus"]
        p["income"] += 1 + state["bonus"]


def add(state, seat, args):
    if len(args) != 1 or not args[0].isdigit():
        raise Illegal("add needs a number")
    n = int(args[0])
    if n < 1 or n > 3:
        raise Illegal("you can add 1 to 3")
    p = state["players"][seat]
    if p["score"] + n > 50:
        raise Illegal("scores stop at 50")
    p["score"] += n
    p["adds"] += n
    if n == 3:
        flow.ask(state, (seat + 1) % len(state["players"]), "confirm", None, ("ok",))
    flow.end_turn(state)


def final_scoring(state):
    for p in state["players"]:
        p["final"] = p["placed"]
        p["score"] += p["placed"]


PHASES = (
    Phase("income", AUTO, begin=income),
    Phase("actions", UNTIL_PASS, end=round_end, commands=("add", "pass", "ok")),
)
COMMANDS = {"add": add, "pass": pass_, "place": place, "ok": ok}


def player_fields(state, seat):
    return (("placed", state["players"][seat]["placed"]),)


def breakdown(state, seat):
    p = state["players"][seat]
    return (("income", p["income"]), ("adds", p["adds"]), ("placed", p["final"]))
