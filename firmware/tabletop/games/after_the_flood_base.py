"""After the Flood: shared checks of the action commands (argument words, turn state, payments)."""

from tabletop.core import flow
from tabletop.core.errors import Illegal
from tabletop.games import after_the_flood_data as D

NR = len(D.REGIONS)

KINDS = ("workers", "trade", "empire", "expand")


def word(args, i, what):
    if i >= len(args):
        raise Illegal("missing " + what)
    return args[i]


def number(args, i, what, lo, hi):
    w = word(args, i, what)
    if not w.isdigit() or int(w) < lo or int(w) > hi:
        raise Illegal("%s must be %d to %d" % (what, lo, hi))
    return int(w)


def resource(args, i):
    r = D.index(D.RES, word(args, i, "a resource"))
    if r < 0:
        raise Illegal("%r is not a resource (%s)" % (args[i], " ".join(D.RES)))
    return r


def resources(p, args, i):
    """The resources args[i:], checked against what player p has."""
    rs = [resource(args, k) for k in range(i, len(args))]
    for r in rs:
        have(p, r, rs.count(r))
    return rs


def place(args, i):
    """Worker list index of a region or box (no Sumerian region)."""
    w = word(args, i, "a region or box")
    k = D.index(D.PLACES, w)
    if k < 0:
        if D.index(D.SUMER, w) >= 0:
            raise Illegal("workers cannot go to %s: it is Sumerian (cities only)" % w)
        raise Illegal("%r is not a region or box" % w)
    return k


def area(args, i):
    """Army area index (any region except Dilmun, or a Sumerian region)."""
    w = word(args, i, "an area")
    k = D.index(D.AREAS, w)
    if k < 0 or k == D.DILMUN:
        raise Illegal("%r is not an area armies can hold" % w)
    return k


def city(args, i):
    w = word(args, i, "a Sumerian region")
    k = D.index(D.SUMER, w)
    if k < 0:
        raise Illegal("%r is not a Sumerian region" % w)
    return k


def no_more(args, n):
    if len(args) > n:
        raise Illegal("too many words: %s" % " ".join(args[n:]))


def have(p, r, n=1):
    if p["res"][r] < n:
        raise Illegal("not enough %s: %d needed, you have %d" % (D.RES[r], n, p["res"][r]))


def spend(state, p, r, n=1):
    """Pay resources back to the bank."""
    have(p, r, n)
    p["res"][r] -= n
    if D.LIMITED[r]:
        state["bank"][r] += n


def gain(state, p, r, n=1):
    if D.LIMITED[r]:
        if state["bank"][r] < n:
            raise Illegal("the bank has no %s left" % D.RES[r])
        state["bank"][r] -= n
    p["res"][r] += n


def hold(state, p, r):
    """A resource into the Passed box or onto the equipment track (back to the bank at turn end)."""
    have(p, r)
    p["res"][r] -= 1
    state["held"][r] += 1


def acting(state, seat):
    if state["flow"]["passed"][seat]:
        raise Illegal("you have passed: no more actions this turn")


def begin(state, seat, kind):
    """The entry belongs to an action of `kind`: its data (new if it starts now; nothing changed)."""
    acting(state, seat)
    if state["battle"] >= 0:
        raise Illegal("a battle is on: roll or stop")
    act = state["act"]
    if act == "":
        return {"steps": 0, "paid": 0, "got": [], "from": [], "used": [], "sip": 0, "es": 0}
    if act == "pass":
        raise Illegal("you have bid: bid more or pass")
    if act != kind:
        raise Illegal("finish the %s action first (done)" % act)
    return state["ad"]


def started(state, kind, ad):
    """After the checks: the action of `kind` is under way."""
    state["act"] = kind
    state["ad"] = ad


def finish(state):
    state["act"] = ""
    state["ad"] = {}
    flow.end_turn(state)


def better(state, a, b):
    """Is a's empire better equipped than b's (earlier on the rating track)?"""
    r = state["rating"]
    return a in r and (b not in r or r.index(a) < r.index(b))


def put_armies(state, seat, a, n, pend):
    """n armies into area a; enemy armies there: a battle first."""
    o = state["ao"][a]
    if o >= 0 and o != seat:
        state["battle"] = a
        state["pend"] = pend
        return
    state["players"][seat]["front"] -= n
    state["ao"][a] = seat
    state["an"][a] += n


def step(state, seat, need):
    """Checks of a part of 'expand an empire' needing `need` armies: the first part is free, each
    further one costs 1 army more. Returns (action data, armies the step costs)."""
    ad = begin(state, seat, "expand")
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
    started(state, "expand", ad)
    state["players"][seat]["front"] -= cost
    ad["steps"] += 1


def battle_over(state):
    state["battle"] = -1
    state["pend"] = 0
    if state["act"] == "empire":
        finish(state)
