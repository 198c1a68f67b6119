# After the Flood, phase 3: trade with the traders of the non-Sumerian regions, and tool makers.

from tabletop.core.errors import Illegal
from tabletop.games.after_the_flood import base as B, data as D


def traders(state, seat, k):
    o = state["ao"][k]
    if o >= 0:
        return state["an"][k] if o == seat else 0
    return state["players"][seat]["w"][k]


def trade(state, seat, args):
    # trade REGION GET PAY: receive GET from REGION, paying one PAY (the payment table).
    ad = B.begin(state, seat, "trade")
    p = state["players"][seat]
    k = D.index(D.PLACES[:D.NR], D.word(args, 0, "a region"))
    if k < 0:
        raise Illegal("no trade in %s (trade is in the non-Sumerian regions)" % args[0])
    g = D.resource(args, 1)
    r = D.resource(args, 2)
    D.no_more(args, 3)
    if g not in D.row(D.OFFERS, k):
        raise Illegal("%s offers no %s" % (args[0], D.RES[g]))
    if r not in D.row(D.PAY_FOR, g):
        ok = []
        for x in D.row(D.PAY_FOR, g):
            ok.append(D.RES[x])
        ok = " or ".join(ok)
        raise Illegal("%s is paid with %s" % (D.RES[g], ok))
    got = ad["got"]
    again = g in got  # Sippar: one trader may take one resource twice, once per action
    if again:
        if state["city"][D.SIPPAR] != seat or ad["sip"]:
            raise Illegal("each resource only once per trade action")
        if ad["from"][got.index(g)] != k:
            raise Illegal("Sippar: the second %s comes from the same trader" % D.RES[g])
    else:
        t = traders(state, seat, k)
        if ad["used"].count(k) >= t:
            o = state["ao"][k]
            if o >= 0 and o != seat:
                raise Illegal("enemy armies in %s: no trade there" % args[0])
            raise Illegal("no trader left in %s (%d)" % (args[0], t))
    if D.LIMITED[g] and state["bank"][g] < 1:
        raise Illegal("the bank has no %s left" % D.RES[g])
    B.spend(state, p, r)
    p["res"][g] += 1  # from the bank (checked above)
    if D.LIMITED[g]:
        state["bank"][g] -= 1
    got.append(g)
    ad["from"].append(k)
    if again:
        ad["sip"] = 1
    else:
        ad["used"].append(k)
    ad["steps"] += 1
    B.started(state, "trade", ad)


def tools(state, seat, args):
    # tools N: N ready tool makers each turn 1 metal into 1 tool.
    ad = B.begin(state, seat, "trade")
    p = state["players"][seat]
    n = D.number(args, 0, "the number of tools", 1, 99)
    D.no_more(args, 1)
    if p["w"][D.TOOLS] < n:
        raise Illegal("only %d tool makers ready (left half)" % p["w"][D.TOOLS])
    B.have(p, D.METAL, n)
    if state["bank"][D.TOOL] < n:
        raise Illegal("the bank has only %d tools" % state["bank"][D.TOOL])
    B.spend(state, p, D.METAL, n)
    p["res"][D.TOOL] += n  # from the bank (checked above)
    state["bank"][D.TOOL] -= n
    p["w"][D.TOOLS] -= n
    p["w"][D.TOOLS_R] += n
    ad["steps"] += 1
    B.started(state, "trade", ad)
