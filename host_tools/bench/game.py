# A game without an end, for measuring the core alone on records of any length (undo after
# 1000 entries): each seat in turn adds points to one of a few counters, rounds of 4 turns each.
# It is deliberately shaped like a real game's state (a dict per player with a few lists).

from tabletop.core import flow
from tabletop.core.errors import Illegal
from tabletop.core.flow import EACH, Phase

NAME = "bench"
TITLE = "Benchmark"
PLAYERS = (2, 5)
WORDS = ("add", "gold", "wood", "stone")
PHASES = (Phase("turns", EACH, order=lambda s: s["flow"]["order"] * 4),)


def setup(state, seats, options):
    state["players"] = [{"score": 0, "goods": [0, 0, 0], "log": [0] * 8} for _ in seats]


def add(state, seat, args):
    if len(args) != 2 or args[0] not in WORDS[1:] or not args[1].isdigit():
        raise Illegal("add GOOD N")
    p = state["players"][seat]
    i = WORDS.index(args[0]) - 1
    p["goods"][i] += int(args[1])
    p["score"] += int(args[1])
    p["log"][p["score"] % 8] += 1
    flow.end_turn(state)


COMMANDS = {"add": add}


def record_text(seats=("ann", "bob", "cid", "dan"), entries=1100):
    lines = ["game bench", "players " + " ".join(seats)]
    for k in range(entries):
        lines.append("%s: add %s %d" % (seats[k % len(seats)], WORDS[1 + k % 3], k % 7 + 1))
    return "\n".join(lines) + "\n"
