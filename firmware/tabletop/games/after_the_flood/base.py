# After the Flood: what the actions share: the action under way and finishing it (done), payments
# to the bank, and who has what on the board (workers by place, cities, the general supply).

from tabletop.core import flow
from tabletop.core.errors import Illegal
from tabletop.games.after_the_flood import data as D


def have(p, r, n=1):
    if p["res"][r] < n:
        raise Illegal("not enough %s: %d needed, you have %d" % (D.RES[r], n, p["res"][r]))


def spend(state, p, r, n=1):
    # Pay resources back to the bank.
    have(p, r, n)
    p["res"][r] -= n
    if D.LIMITED[r]:
        state["bank"][r] += n


def hold(state, p, r):
    # A resource into the Passed box or onto the equipment track (back to the bank at turn end:
    # end_of_turn counts the bank again).
    have(p, r)
    p["res"][r] -= 1


def acting(state, seat):
    if state["flow"]["passed"][seat]:
        raise Illegal("you have passed: no more actions this turn")


def begin(state, seat, kind):
    # The entry belongs to an action of `kind`: its data (new if it starts now; nothing changed).
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
    # After the checks: the action of `kind` is under way.
    state["act"] = kind
    state["ad"] = ad


def finish(state):
    state["act"] = ""
    state["ad"] = {}
    flow.end_turn(state)


def done(state, seat, args):
    acting(state, seat)
    D.no_more(args, 0)
    # the phases with turns are the actions and the victory points ("actions" is interned, a
    # name longer than 10 letters would be a string of its own in RAM)
    if state["flow"]["phase"] != "actions":
        state["lux"] = []
        flow.end_turn(state)  # no (more) city expansions
        return
    if state["battle"] >= 0:
        raise Illegal("a battle is on: roll or stop")
    act = state["act"]
    if act == "":
        raise Illegal("no action to finish")
    if act == "pass":
        raise Illegal("you have bid: pass")
    if act == "empire":
        raise Illegal("the empire is not placed yet (deploy 1 or 2)")
    if state["ad"]["steps"] == 0:
        raise Illegal("nothing done in this action yet")
    finish(state)


def column(state, i):
    out = []
    for p in state["players"]:
        out.append(p["w"][i])
    return out


def pool(p):
    # Workers of this colour left in the general supply (25 in all).
    return 25 - p["hand"] - sum(p["w"])


def cities_of(state, seat):
    out = []
    for i in range(len(D.SUMER)):
        if state["city"][i] == seat:
            out.append(i)
    return out



def resources(p, args, i):
    # The resources args[i:], checked against what player p has.
    rs = []
    for k in range(i, len(args)):
        rs.append(D.resource(args, k))
    for r in rs:
        have(p, r, rs.count(r))
    return rs

