# After the Flood: starting an empire: take one of the turn's three (empire), buy armies, equip.

from tabletop.core.errors import Illegal
from tabletop.games.after_the_flood import base as B, data as D


def empire(state, seat, args):
    # empire NAME [SUMERIAN REGION]: take one of this turn's three empires.
    ad = B.begin(state, seat, "empire")
    if ad["steps"]:
        raise Illegal("this empire is already started")
    name = D.word(args, 0, "an empire")
    names = []  # this turn's three, by their start area
    for i in range(3):
        start, armies = D.empire(state["flow"]["round"], i)
        names.append("sumer" if start < 0 else D.AREAS[start])
        if names[i] == name:
            break
    if names[-1] != name:
        raise Illegal("the empires of this turn are %s" % ", ".join(names))
    if state["taken"][i] >= 0:
        raise Illegal("the %s empire is already taken this turn" % args[0])
    if seat in state["taken"]:
        raise Illegal("one empire per player per turn: you have one")
    ps = state["players"]
    if start < 0:
        start = D.NR + D.city(args, 1)
        D.no_more(args, 2)
    else:
        D.no_more(args, 1)
        mine = ps[seat]["w"][start]
        top = max(B.column(state, start))
        if mine < 1 or mine < top:
            raise Illegal("you need at least 1 worker in %s and as many as anyone (you %d, most %d)"
                          % (args[0], mine, top))
    if state["city"][D.BABYLON] == seat:
        armies += 2
    p = ps[seat]
    p["front"] = armies
    p["start"] = start
    state["taken"][i] = seat
    ad["steps"] = 1
    ad["es"] = 1
    B.started(state, "empire", ad)


def buy(state, seat, args):
    # buy RES N: N grain (1 army each), metal (2) or tool (3): at most 20 armies.
    es = B.begin(state, seat, "empire")["es"]  # the empire's stage: 1 started, 2 equipped, 3 deployed
    if es == 0:
        raise Illegal("start an empire first")
    if es != 1:
        raise Illegal("armies are bought before equipping")
    r = D.resource(args, 0)
    n = D.number(args, 1, "the number", 1, 20)
    D.no_more(args, 2)
    if not D.ARMIES_PER[r]:
        raise Illegal("armies are bought with grain, metal or tool")
    p = state["players"][seat]
    total = p["front"] + n * D.ARMIES_PER[r]
    if total > D.MAX_ARMIES:
        raise Illegal("at most %d armies: this would make %d" % (D.MAX_ARMIES, total))
    B.spend(state, p, r, n)
    p["front"] = total


def equip(state, seat, args):
    # equip RES: one resource onto the equipment track (repeat for more). Older records may give
    # several resources or none in one entry; they are read the same way.
    ad = B.begin(state, seat, "empire")
    if ad["es"] == 0:
        raise Illegal("start an empire first")
    if ad["es"] == 3:
        raise Illegal("the empire is equipped already")
    p = state["players"][seat]
    rs = B.resources(p, args, 0)
    for r in rs:
        B.hold(state, p, r)
        p["eq"] += D.VALUE[r]
    ad["es"] = 2
