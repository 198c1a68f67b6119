# After the Flood, phase 3: placing workers (paid placements, scribes moving them).

from tabletop.core.errors import Illegal
from tabletop.games.after_the_flood import base as B, data as D


def place(state, seat, args):
    # place RES N WHERE: pay 1 resource, place up to its value of workers from your stock.
    ad = B.begin(state, seat, "workers")
    p = state["players"][seat]
    r = D.resource(args, 0)
    n = D.number(args, 1, "the number of workers", 1, D.VALUE[r])
    k = D.place(args, 2)
    if k == D.SCRIBES:  # new scribes go to the right half, at most 2 each
        have = p["w"][D.SCRIBES] + p["w"][D.SCRIBES_R]
        if have + n > 2:
            raise Illegal("at most 2 scribes each: you have %d, this would make %d" % (have, have + n))
        k = D.SCRIBES_R
    D.no_more(args, 3)
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


def scribe(state, seat, args):
    # scribe FROM TO: a ready scribe moves one worker; FROM or TO may be 'hand' (your stock).
    ad = B.begin(state, seat, "workers")
    p = state["players"][seat]
    w = p["w"]
    if w[D.SCRIBES] < 1:
        raise Illegal("no scribe ready to use (left half of the Scribes box)")
    D.no_more(args, 2)
    if len(args) == 1:
        args = ["hand", args[0]]  # older records: "scribe TO" placed one from the stock
    if D.word(args, 0, "where from") == "hand":
        f = -1
        if p["hand"] < 1:
            raise Illegal("no worker in your stock")
    else:
        f = D.place(args, 0)
        if f == D.SCRIBES:
            f = D.SCRIBES_R  # the scribe just used may move itself
        elif f == D.TOOLS and w[D.TOOLS_R] > 0:
            f = D.TOOLS_R  # a used tool maker first (scribe toolmakers toolmakers: right to left)
        elif w[f] < 1:
            raise Illegal("you have no worker in %s" % args[0])
    to = -1 if D.word(args, 1, "where to") == "hand" else D.place(args, 1)
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
