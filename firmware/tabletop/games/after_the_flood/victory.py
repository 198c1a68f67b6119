# After the Flood: victory points: empires and city expansions (phase 5), final majorities.

from tabletop.core import flow
from tabletop.core.errors import Illegal
from tabletop.games.after_the_flood import base as B, data as D


def empire_vp(state):
    # Phase 5, first part: 2 VP per area with own armies, +1 per Sumerian one with Nippur.
    ps = state["players"]
    for a in range(D.NA):
        o = state["ao"][a]
        if o >= 0:
            v = 2
            if a >= D.NR and state["city"][D.NIPPUR] == o:
                v = 3
            ps[o]["emp_vp"] += v
            ps[o]["score"] += v


def can_expand(state, seat):
    p = state["players"][seat]
    if p["res"][D.WOOD] < 2:
        return False
    for c in B.cities_of(state, seat):
        if not state["exp"][c]:
            return True
    return False


def expansion_order(state):
    out = []
    for s in state["flow"]["order"]:
        if can_expand(state, s):
            out.append(s)
    return out


def luxury(state, seat, args):
    # luxury RES: one more different luxury for the next city expansion (before 'expand').
    r = D.resource(args, 0)
    D.no_more(args, 1)
    lux = state["lux"]
    if r not in D.LUXURY:
        raise Illegal("%s is not a luxury (tool oil gold lapis)" % D.RES[r])
    if r in lux:
        raise Illegal("the luxuries must all be different: %s is given" % D.RES[r])
    B.have(state["players"][seat], r)
    lux.append(r)


def expand(state, seat, args):
    # expand CITY: phase 5, 2 wood plus the luxuries given before: 4/7/10/14/20 VP.
    c = D.city(args, 0)
    if state["city"][c] != seat:
        raise Illegal("you have no city in %s" % args[0])
    if state["exp"][c]:
        raise Illegal("the city in %s is expanded already" % args[0])
    p = state["players"][seat]
    if p["res"][D.WOOD] < 2:
        raise Illegal("a city expansion needs 2 wood: you have %d" % p["res"][D.WOOD])
    lux = list(state["lux"])
    for i in range(1, len(args)):
        lux.append(D.resource(args, i))  # older records name the luxuries here
    for r in lux:
        if r not in D.LUXURY:
            raise Illegal("%s is not a luxury (tool oil gold lapis)" % D.RES[r])
        if lux.count(r) > 1:
            raise Illegal("the luxuries must all be different")
        B.have(p, r)
    B.spend(state, p, D.WOOD, 2)
    for r in lux:
        B.spend(state, p, r)
    v = (4, 7, 10, 14, 20)[len(lux)]  # by the number of different luxuries (0 to 4)
    state["lux"] = []
    state["exp"][c] = 1
    p["score"] += v
    p["city_vp"] += v
    if not can_expand(state, seat):
        flow.end_turn(state)


def final_scoring(state):
    # Each majority's VP to the player with strictly the most workers there (at least 1); a tie
    # at the top scores nothing, unless someone later in the column has more.
    ps = state["players"]
    for i in range(len(D.MAJORITY)):
        if D.MAJORITY[i]:
            counts = B.column(state, i)
            best = -1
            top = 0
            for s in range(len(counts)):
                if counts[s] > top:
                    best, top = s, counts[s]
                elif counts[s] == top:
                    best = -1
            if best >= 0:
                ps[best]["score"] += D.MAJORITY[i]
