"""The toy game of test_core with the device hooks of docs/game-modules.md (KEYS, choices,
breakdown, status, player_fields): the device app is built and tested against it."""

from tabletop.core import flow
from tests.portable.toy_game import (COMMANDS, OPTIONS, PHASES, PLAYERS, ROUNDS, SETUP_PHASES,
                                     WORDS, may_act, player_fields, setup, tiebreak)

NAME = "toy"
TITLE = "Toy"

KEYS = (("place", ("place",)), ("add", ("add",)), ("+1", ("add", "1")), ("+2", ("add", "2")),
        ("+3", ("add", "3")), ("pass", ("pass",)), ("ok", ("ok",)))


def choices(state, seat, words):
    f = state["flow"]
    if f["ended"]:
        return []
    if not words:
        if flow.prompts_for(state, seat):
            return ["ok"]
        if f["setup"]:
            return ["place"]
        return ["add", "pass"]
    if words[0] == "add" and len(words) == 1:
        return ["1", "2", "3"]
    return []


def status(state):
    f = state["flow"]
    return ["round %d of %d" % (f["round"], ROUNDS), "highest score wins"]


def breakdown(state, seat):
    p = state["players"][seat]
    return (("points", p["score"]), ("placed", p["placed"]))

