# After the Flood: battles (an empire moving into enemy armies): roll, autoroll, stop.

from tabletop.core import registry as rng  # the PRNG
from tabletop.core.errors import Illegal
from tabletop.games.after_the_flood import base as B, data as D


def better(state, a, b):
    # Is a's empire better equipped than b's (earlier on the rating track)?
    r = state["rating"]
    return a in r and (b not in r or r.index(a) < r.index(b))


def put_armies(state, seat, a, n, pend):
    # n armies into area a; enemy armies there: a battle first.
    o = state["ao"][a]
    if o >= 0 and o != seat:
        state["battle"] = a
        state["pend"] = pend
        return
    state["players"][seat]["front"] -= n
    state["ao"][a] = seat
    state["an"][a] += n


def battle_over(state):
    state["battle"] = -1
    state["pend"] = 0
    if state["act"] == "empire":
        B.finish(state)


def roll(state, seat, args, auto=False):
    # roll D1 D2: the attacker's two dice as rolled at the table (auto: rolled by the device).
    B.acting(state, seat)
    if state["battle"] < 0:
        raise Illegal("no battle to roll for")
    if auto or not args:  # older records: "roll" alone was the device's roll
        D.no_more(args, 0)
        d1 = rng.die(state)
        d2 = rng.die(state)
    else:
        d1 = D.number(args, 0, "a die", 1, 6)
        d2 = D.number(args, 1, "a die", 1, 6)
        D.no_more(args, 2)
    a = state["battle"]
    p = state["players"][seat]
    need = 5 if better(state, seat, state["ao"][a]) else 7
    hit = d1 + d2 >= need
    state["roll"] = [d1, d2, need]
    if hit:
        state["an"][a] -= 1
        if state["an"][a] == 0:
            state["ao"][a] = -1
            n = state["pend"] if p["front"] >= state["pend"] else p["front"]
            if n:
                put_armies(state, seat, a, n, n)
            battle_over(state)
    else:
        p["front"] -= 1
        if p["front"] == 0:
            battle_over(state)


def autoroll(state, seat, args):
    # autoroll: the device rolls the attacker's two dice.
    roll(state, seat, args, True)


def stop(state, seat, args):
    B.acting(state, seat)
    D.no_more(args, 0)
    if state["battle"] < 0:
        raise Illegal("no battle to stop")
    battle_over(state)
