# After the Flood: the frame of the game: setup; the Passed boxes (bid, pass) and the cost of an
# action once someone has passed (pay); turn order (phase 4) by the Passed boxes.

from tabletop.core import flow
from tabletop.core import registry as rng  # the PRNG
from tabletop.core.errors import Illegal
from tabletop.games.after_the_flood import base as B, data as D
from tabletop.games.after_the_flood.production import end_of_turn


def setup(state, seats, options):
    state["players"] = []
    end_of_turn(state)  # the board as at the end of a turn: no armies, empires, ratings
    # the bank by RES: 9 wood, metal and tool, 4 oil and gold, 7 lapis; grain and wool unlimited
    state["bank"] = list(b"\x00\x09\x09\x00\x09\x04\x04\x07")
    for _ in seats:  # each: 1 wood, metal, tool, oil and gold, 2 workers, 1 in Irrigation and Weaving
        w = [0] * (len(D.PLACES) + 2)  # the places, then the right halves of Scribes and Toolmakers
        w[D.IRR] = 1
        w[D.WEAV] = 1
        state["players"].append({
            "score": 0, "res": list(b"\x00\x01\x01\x00\x01\x01\x01\x00"), "hand": 2, "w": w, "front": 0,
            "start": -1, "eq": 0, "bid": 0, "emp_vp": 0, "city_vp": 0})  # majorities: the rest of the score
    state["names"] = list(seats)
    state["city"] = [-1] * len(D.SUMER)
    state["exp"] = [0] * len(D.SUMER)
    state["act"] = ""
    state["ad"] = {}
    state["battle"] = -1
    state["pend"] = 0
    state["lux"] = []  # luxuries given for the next city expansion
    # the first turn order: as decided at the table (option first-order as-seated: the seats
    # in the order entered) or drawn by the device (the default)
    order = list(range(len(seats)))
    flow.set_order(state, order if options.get("first-order") == "as-seated" else rng.shuffle(state, order))


def new_order(order, players, key):
    # The seats of `order` by their players' figure `key`, highest first, ties keep the order
    # given (each inserted after those of the same value before it: MicroPython's sort is not
    # stable): the turn order by the Passed boxes, the rating track, the final ranking.
    out = []
    for s in order:
        k = 0
        while k < len(out) and players[out[k]][key] >= players[s][key]:
            k += 1
        out.insert(k, s)
    return out


def turn_order(state):
    flow.set_order(state, new_order(state["flow"]["order"], state["players"], "bid"))


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
    if not args:  # (the refusal's words are in the refusals table on the board, not in RAM)
        raise Illegal("missing what you pay")
    D.no_more(args, 1)
    w = args[0]
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
