# After the Flood: the frame of the game: setup, turn order (phase 4), end of turn (phase 6).

from tabletop.core import flow
from tabletop.core import registry as rng  # the PRNG
from tabletop.games.after_the_flood import data as D


def setup(state, seats, options):
    state["players"] = []
    state["bank"] = list(D.BANK)
    state["held"] = [0] * len(D.RES)
    end_of_turn(state)  # the board as at the end of a turn: no armies, empires, ratings
    for _ in seats:
        w = [0] * D.NW
        w[D.IRR] = 1
        w[D.WEAV] = 1
        state["players"].append({
            "score": 0, "res": list(D.START_RES), "hand": D.START_HAND, "w": w, "front": 0, "start": -1,
            "eq": 0, "bid": 0, "got": [0, 0], "emp_vp": 0, "city_vp": 0, "maj_vp": 0})
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


def end_of_turn(state):
    # Armies off the board; Passed and equipment resources back to the bank; hands to the supply.
    for r in range(len(D.RES)):
        if D.LIMITED[r]:
            state["bank"][r] += state["held"][r]
    state["held"] = [0] * len(D.RES)
    state["ao"] = [-1] * D.NA
    state["an"] = [0] * D.NA
    for p in state["players"]:
        p["hand"] = 0
        p["front"] = 0
        p["bid"] = 0
        p["eq"] = 0
    state["taken"] = [-1, -1, -1]
    state["rating"] = []
    state["declined"] = []
    state["roll"] = []
