# After the Flood: an empire on the board: placing its first armies (deploy) and its further
# steps (attack, reinforce, deploy again), each after the first costing 1 army.

from tabletop.core.errors import Illegal
from tabletop.games.after_the_flood import base as B, data as D
from tabletop.games.after_the_flood.battle import put_armies
from tabletop.games.after_the_flood.turn import new_order


def step(state, seat, need):
    # Checks of a part of 'expand an empire' needing `need` armies: the first part is free, each
    # further one costs 1 army more. Returns (action data, armies the step costs).
    ad = B.begin(state, seat, "expand")
    if seat not in state["taken"]:
        raise Illegal("you have no empire this turn")
    cost = 1 if ad["steps"] > 0 else 0
    front = state["players"][seat]["front"]
    if front < cost:
        raise Illegal("a further step costs 1 army: you have none")
    if front < cost + need:
        raise Illegal("this needs %d armies in front of you (you have %d)" % (cost + need, front))
    return ad, cost


def take_step(state, seat, ad, cost):
    B.started(state, "expand", ad)
    state["players"][seat]["front"] -= cost
    ad["steps"] += 1


def deploy(state, seat, args):
    # deploy N [SUMERIAN REGION]: 1 or 2 armies into the start area (or back there later).
    p = state["players"][seat]
    if state["act"] == "empire":
        ad = B.begin(state, seat, "empire")
        n = D.number(args, 0, "the armies placed", 1, 2)
        D.no_more(args, 1)
        if p["front"] < n:
            raise Illegal("you have %d armies" % p["front"])
        # the rating marker: after all with at least the same equipment value (ties: earlier first)
        state["rating"] = new_order(state["rating"] + [seat], state["players"], "eq")
        ad["es"] = 3
        a = p["start"]
        if a < D.NR:
            p["w"][a] = 0  # the founder's workers leave the start region
        put_armies(state, seat, a, n, n)
        if state["battle"] < 0:
            B.finish(state)
        return
    n = D.number(args, 0, "the armies placed", 1, 2)
    ad, cost = step(state, seat, n)
    a = p["start"]
    if a >= D.NR:
        a = D.NR + D.city(args, 1)
        D.no_more(args, 2)
    else:
        D.no_more(args, 1)
    if seat in state["ao"]:
        raise Illegal("your empire is still on the board")
    take_step(state, seat, ad, cost)
    put_armies(state, seat, a, n, n)


def attack(state, seat, args):
    # attack AREA: from an adjacent area with own armies; empty: move in, else a battle.
    a = D.area(args, 0)
    D.no_more(args, 1)
    ad, cost = step(state, seat, 1)
    ok = False
    for s in D.row(D.SOURCES, a):
        if state["ao"][s] == seat:
            ok = True
    if not ok:
        raise Illegal("none of your armies is next to %s" % args[0])
    if state["ao"][a] == seat:
        raise Illegal("your armies hold %s already" % args[0])
    take_step(state, seat, ad, cost)
    put_armies(state, seat, a, 1, 1)


def reinforce(state, seat, args):
    # reinforce AREA: a second army where you have exactly one.
    a = D.area(args, 0)
    D.no_more(args, 1)
    ad, cost = step(state, seat, 1)
    if state["ao"][a] != seat or state["an"][a] != 1:
        raise Illegal("reinforce an area holding exactly 1 of your armies")
    take_step(state, seat, ad, cost)
    state["players"][seat]["front"] -= 1
    state["an"][a] = 2
