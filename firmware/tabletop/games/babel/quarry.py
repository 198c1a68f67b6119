# The end of a turn: drawing 2 temple cards from the quarry pile onto your store.

from tabletop.core import flow
from tabletop.core import registry as rng  # the PRNG
from tabletop.core.errors import Illegal
from tabletop.games.babel.cards import TRIBES, level_word, quarry_left
from tabletop.games.babel.temples import fits


def forced_draw(state, n):
    # The known cards the next n quarry draws give, in draw order.
    q = state["quarry"]
    out = []
    for i in range(min(n, len(q))):
        out.append(q[len(q) - 1 - i])
    return out


def end(state, seat, args):
    # Phase 3: draw 2 temple cards (entered, or drawn here) onto your store, the smaller on top.
    p = state["players"][seat]
    # The start card must be built in the first turn, but hands are secret: where it would take
    # cards, the companion cannot tell, and lets the turn end (the card stays with its owner, who
    # may build it later).
    if p["start"] and fits(state, seat, "start", 1):
        raise Illegal("build your level-1 start card first: it fits at the %s now" % TRIBES[p["pawn"]])
    n = quarry_left(state)
    if n > 2:
        n = 2
    forced = forced_draw(state, n)
    pool = state["pool"]
    rest = []  # the levels drawn from the unknown part of the pile
    if args:
        if len(args) != n:
            if n == 1:  # (each a whole sentence in German and Dutch)
                raise Illegal("enter the temple card you drew")
            raise Illegal("enter the %d temple cards you drew" % n)
        rest = [level_word(a) for a in args]
        for lv in forced:
            if lv not in rest:
                raise Illegal("the quarry pile has a level %d on top (returned by the Assyrians)" % lv)
            rest.remove(lv)
        for lv in rest:
            if rest.count(lv) > pool[lv - 1]:
                raise Illegal("no level %d card is left in the quarry" % lv)
    while len(forced) + len(rest) < n:
        k = rng.draw(state, sum(pool) - len(rest))
        lv = 1
        while k >= pool[lv - 1] - rest.count(lv):
            k -= pool[lv - 1] - rest.count(lv)
            lv += 1
        rest.append(lv)
    for lv in forced:
        state["quarry"].pop()
    for lv in rest:
        pool[lv - 1] -= 1
    got = forced + rest
    got.sort()
    for i in range(len(got) - 1, -1, -1):  # the smaller card ends on top
        p["store"].append(got[i])
    p["shown"] = p["hand"] if p["hand"] >= 4 else -1  # Dutch: announced when 4 or more
    if quarry_left(state) == 0:
        state["over"] = "quarry"
    flow.end_turn(state)
