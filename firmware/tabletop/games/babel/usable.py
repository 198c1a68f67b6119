# The peoples whose 3 in a row can be used now: the choices after `use` and `halve`.

from tabletop.core.errors import Illegal
from tabletop.core.newgame import clone
from tabletop.games.babel.cards import TRIBES, runs
from tabletop.games.babel.temples import SOURCES, fits


def works(state, seat, words):
    # Would the rules accept this entry now? Tried on a copy of the state.
    from tabletop.games.babel import COMMANDS

    try:
        COMMANDS[words[0]](clone(state), seat, words[1:])
    except Illegal:
        return False
    return True


def peoples(ok):
    return [TRIBES[t] for t in range(len(TRIBES)) if ok(t)]


def has_run(state, seat):
    p = state["players"][seat]
    if p["pawn"] < 0:
        return []
    col = p["people"][p["pawn"]]
    return peoples(lambda t: max([0] + [r[1] for r in runs(col, t)]) >= 3)


def use_next(state, seat, t):
    # The words after 'use T', or None when the ability cannot be used now.
    if t == "persians":
        srcs = [s for s in SOURCES[:2] if fits(state, seat, s, 2)]
        return srcs or None
    if t == "medes":
        p = state["players"][seat]
        col = state["players"][1 - seat]["people"][p["pawn"]]
        ts = peoples(lambda x: x in col)
        return ts or None
    return [] if works(state, seat, ["use", t]) else None
