# The round: cult bonus, income, the order of spades and of the next round.

from tabletop.core import flow
from tabletop.games.terra_mystica import factions as F
from tabletop.games.terra_mystica.final import snap
from tabletop.games.terra_mystica.spades import gain_spades
from tabletop.games.terra_mystica.tiles import BONUS, FAVOR, SCORE, tile


def income(state):
    snap(state, "pre")
    for b in state["bonus"]:
        if F.digit(state["coins"], b) < 9:
            state["coins"] = F.add_digit(state["coins"], b, 1)
    for p in state["players"]:
        f = p["f"]
        c = w = pr = pw = 0
        if p["bon"]:
            t = tile(BONUS, p["bon"])
            c, w, pr, pw = t[0], t[1], t[2], t[3]
        r = F.row(f)
        w += r[F.D_W + p["D"]]
        c += r[F.TP_C + p["TP"]]
        pw += r[F.TP_PW + p["TP"]]
        pr += r[F.TE_P + p["TE"]]
        pw += r[F.TE_PW + p["TE"]]
        for k, i in (("SH", F.SH_IN), ("SA", F.SA_IN)):
            if p[k]:
                c, w, pr, pw = c + r[i], w + r[i + 1], pr + r[i + 2], pw + r[i + 3]
        for n in range(1, 13):
            if not F.has_fav(p, n):
                continue
            t = tile(FAVOR, n)
            c, w, pr, pw = c + t[2], w + t[3], pr + t[4], pw + t[5]
        F.gain(p, c, w, pr, pw)
    snap(state, "income")


def cult_income(state):
    # The cult bonus of the scoring tile of the round just ended (rounds 1-5).
    t = tile(SCORE, state["score"][state["flow"]["round"] - 2])
    for s in range(len(state["players"])):
        p = state["players"][s]
        n = (p["cp"] if t[2] < 0 else p["cult"][t[2]] // t[3]) * t[5]  # priests sent or steps, times the reward
        if n <= 0:
            continue
        k = t[4]
        if k == "spade":
            if p["f"] == "giants":
                n -= n % 2  # the Giants transform with exactly 2 spades: a single one is lost
            if s not in state["flow"]["out"]:  # a player who left uses no spades
                gain_spades(state, p, n)
        elif k == "PW":
            F.gain_power(p, n)
        elif k == "P":
            F.gain_priests(p, n)
        else:
            p[k] += n
    snap(state, "cult")


def spade_order(state):
    out = []
    for s in state["flow"]["order"]:
        if state["players"][s]["spades"] > 0:
            out.append(s)
    return out


def round_begin(state):
    state["acts"] = 0
    for p in state["players"]:
        p["done"] = ""


def round_end(state):
    snap(state, "pre")
    f = state["flow"]
    passes = list(f["passes"])
    if not passes:
        passes = list(f["order"])  # nobody passed (every player left the game): keep the order
    if state["options"]["turn-order"] == "variable":
        for s in f["order"]:  # then those who did not pass (they left the game)
            if s not in passes:
                passes.append(s)
        flow.set_order(state, passes)
    else:
        n = len(state["players"])
        order = []
        for i in range(n):
            order.append((passes[0] + i) % n)
        flow.set_order(state, order)
