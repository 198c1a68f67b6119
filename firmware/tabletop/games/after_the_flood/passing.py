# After the Flood, phase 3: finishing an action, bidding and passing, the cost of acting after a pass.

from tabletop.core import flow
from tabletop.core.errors import Illegal
from tabletop.games.after_the_flood import base as B, data as D


def done(state, seat, args):
    B.acting(state, seat)
    D.no_more(args, 0)
    if state["flow"]["phase"] == "victory points":
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
    B.finish(state)


def bid(state, seat, args):
    # bid RES: one resource into your Passed box (its value sets next turn's order); then pass.
    B.acting(state, seat)
    if state["act"] not in ("", "pass"):
        raise Illegal("finish the %s action first (done)" % state["act"])
    r = D.resource(args, 0)
    D.no_more(args, 1)
    p = state["players"][seat]
    B.hold(state, p, r)
    p["bid"] += D.VALUE[r]
    state["act"] = "pass"


def pass_(state, seat, args):
    # pass: no more actions this turn (after any bids; older records name them here).
    B.acting(state, seat)
    if state["act"] not in ("", "pass"):
        raise Illegal("finish the %s action first (done)" % state["act"])
    p = state["players"][seat]
    for r in B.resources(p, args, 0):
        B.hold(state, p, r)
        p["bid"] += D.VALUE[r]
    state["act"] = ""
    state["ad"] = {}
    if flow.prompts_for(state, seat):
        flow.answer(state, seat, "cost")
    flow.pass_turn(state, seat)


def pay(state, seat, args):
    # pay RES | army | worker: the cost of an action once someone has passed.
    B.acting(state, seat)
    if not flow.prompts_for(state, seat):
        raise Illegal("nothing to pay now")
    if state["act"] == "pass":
        raise Illegal("passing is free: pass")
    p = state["players"][seat]
    w = D.word(args, 0, "what you pay")
    D.no_more(args, 1)
    if w == "army":
        if p["front"] < 1:
            raise Illegal("no army in front of you")
        p["front"] -= 1
    elif w == "worker":
        if p["hand"] < 1:
            raise Illegal("no worker in your stock")
        p["hand"] -= 1
    else:
        B.spend(state, p, D.resource(args, 0))
    flow.answer(state, seat, "cost")


def ask_cost(state, seat):
    # on_turn of the action phase: once anyone has passed, an action costs 1 item first.
    if True in state["flow"]["passed"]:
        flow.ask(state, seat, "cost", None, ("pay", "bid", "pass"))
