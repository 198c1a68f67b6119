"""After the Flood, phase 3: cities, workers, scribes, trade, tool makers."""

from tabletop.core.errors import Illegal
from tabletop.games import after_the_flood_base as B
from tabletop.games import after_the_flood_data as D
from tabletop.games.after_the_flood_turn import cities_of, pool


def build_city(state, seat, args):
    """city AREA [OLD]: a city on a Sumerian region; OLD is taken off first when all 4 are out."""
    B.begin(state, seat, "city")
    c = B.city(args, 0)
    mine = cities_of(state, seat)
    old = -1
    if len(args) > 1:
        old = B.city(args, 1)
        if state["city"][old] != seat:
            raise Illegal("you have no city in %s" % D.SUMER[old])
        if len(mine) < D.CITIES:
            raise Illegal("you still have cities to build: no need to take one off")
    elif len(mine) >= D.CITIES:
        raise Illegal("all your cities are built: name one to take off (city %s OLD)" % D.SUMER[c])
    B.no_more(args, 2)
    if state["city"][c] >= 0 and c != old:
        raise Illegal("%s already has a city" % D.SUMER[c])
    o = state["ao"][len(D.REGIONS) + c]
    if o >= 0 and o != seat:
        raise Illegal("%s holds enemy armies" % D.SUMER[c])
    if old >= 0:
        state["city"][old] = -1
        state["exp"][old] = 0
    state["city"][c] = seat
    p = state["players"][seat]
    if c == D.ERIDU and pool(p) > 0:
        p["w"][D.TOOLS] += 1
    if c == D.URUK and pool(p) > 0 and p["w"][D.SCRIBES] + p["w"][D.SCRIBES_R] < 2:
        p["w"][D.SCRIBES_R] += 1
    B.finish(state)


def _room(p, k, n):
    """Worker list index for n more workers on place k (Scribes: right half, at most 2 each)."""
    if k != D.SCRIBES:
        return k
    have = p["w"][D.SCRIBES] + p["w"][D.SCRIBES_R]
    if have + n > 2:
        raise Illegal("at most 2 scribes each: you have %d, this would make %d" % (have, have + n))
    return D.SCRIBES_R


def place_workers(state, seat, args):
    """place RES N WHERE: pay 1 resource, place up to its value of workers from your stock."""
    ad = B.begin(state, seat, "workers")
    p = state["players"][seat]
    r = B.resource(args, 0)
    n = B.number(args, 1, "the number of workers", 1, D.VALUE[r])
    k = _room(p, B.place(args, 2), n)
    B.no_more(args, 3)
    if ad["paid"]:
        raise Illegal("one paid placement per action (use scribes or done)")
    if p["hand"] < n:
        raise Illegal("not enough workers in your stock: %d needed, you have %d" % (n, p["hand"]))
    B.spend(state, p, r)
    p["hand"] -= n
    p["w"][k] += n
    ad["paid"] = 1
    ad["steps"] += 1
    B.started(state, "workers", ad)


def use_scribe(state, seat, args):
    """scribe FROM TO: a ready scribe moves one worker; FROM or TO may be 'hand' (your stock)."""
    ad = B.begin(state, seat, "workers")
    p = state["players"][seat]
    w = p["w"]
    if w[D.SCRIBES] < 1:
        raise Illegal("no scribe ready to use (left half of the Scribes box)")
    B.no_more(args, 2)
    if len(args) == 1:
        args = ["hand", args[0]]  # older records: "scribe TO" placed one from the stock
    if B.word(args, 0, "where from") == "hand":
        f = -1
        if p["hand"] < 1:
            raise Illegal("no worker in your stock")
    else:
        f = B.place(args, 0)
        if f == D.SCRIBES:
            f = D.SCRIBES_R  # the scribe just used may move itself
        elif f == D.TOOLS and w[D.TOOLS_R] > 0:
            f = D.TOOLS_R  # a used tool maker first (scribe toolmakers toolmakers: right to left)
        elif w[f] < 1:
            raise Illegal("you have no worker in %s" % args[0])
    to = -1 if B.word(args, 1, "where to") == "hand" else B.place(args, 1)
    if f < 0 and to < 0:
        raise Illegal("from your stock to where?")
    if to == D.SCRIBES:
        have = w[D.SCRIBES] + w[D.SCRIBES_R] - (1 if f == D.SCRIBES_R else 0)
        if have >= 2:
            raise Illegal("at most 2 scribes each: you have %d" % have)
        to = D.SCRIBES_R
    w[D.SCRIBES] -= 1
    w[D.SCRIBES_R] += 1
    if f < 0:
        p["hand"] -= 1
    else:
        w[f] -= 1
    if to < 0:
        p["hand"] += 1
    else:
        w[to] += 1
    ad["steps"] += 1
    B.started(state, "workers", ad)


def traders(state, seat, k):
    o = state["ao"][k]
    if o >= 0:
        return state["an"][k] if o == seat else 0
    return state["players"][seat]["w"][k]


def trade(state, seat, args):
    """trade REGION GET PAY: receive GET from REGION, paying one PAY (the payment table)."""
    ad = B.begin(state, seat, "trade")
    p = state["players"][seat]
    k = D.index(D.REGIONS, B.word(args, 0, "a region"))
    if k < 0:
        raise Illegal("no trade in %s (trade is in the non-Sumerian regions)" % args[0])
    g = B.resource(args, 1)
    r = B.resource(args, 2)
    B.no_more(args, 3)
    if g not in D.OFFERS[k]:
        raise Illegal("%s offers no %s" % (args[0], D.RES[g]))
    if r not in D.PAY_FOR[g]:
        ok = " or ".join([D.RES[x] for x in D.PAY_FOR[g]])
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
    B.gain(state, p, g)
    got.append(g)
    ad["from"].append(k)
    if again:
        ad["sip"] = 1
    else:
        ad["used"].append(k)
    ad["steps"] += 1
    B.started(state, "trade", ad)


def make_tools(state, seat, args):
    """tools N: N ready tool makers each turn 1 metal into 1 tool."""
    ad = B.begin(state, seat, "trade")
    p = state["players"][seat]
    n = B.number(args, 0, "the number of tools", 1, 99)
    B.no_more(args, 1)
    if p["w"][D.TOOLS] < n:
        raise Illegal("only %d tool makers ready (left half)" % p["w"][D.TOOLS])
    B.have(p, D.METAL, n)
    if state["bank"][D.TOOL] < n:
        raise Illegal("the bank has only %d tools" % state["bank"][D.TOOL])
    B.spend(state, p, D.METAL, n)
    B.gain(state, p, D.TOOL, n)
    p["w"][D.TOOLS] -= n
    p["w"][D.TOOLS_R] += n
    ad["steps"] += 1
    B.started(state, "trade", ad)
