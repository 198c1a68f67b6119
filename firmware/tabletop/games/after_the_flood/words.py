# After the Flood: reading an entry's words (numbers, resources, regions, boxes, areas, cities).

from tabletop.core.errors import Illegal
from tabletop.games.after_the_flood import data as D
from tabletop.games.after_the_flood.base import have


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
    # The resources args[i:], checked against what player p has.
    rs = [resource(args, k) for k in range(i, len(args))]
    for r in rs:
        have(p, r, rs.count(r))
    return rs


def place(args, i):
    # Worker list index of a region or box (no Sumerian region).
    w = word(args, i, "a region or box")
    k = D.index(D.PLACES, w)
    if k < 0:
        if D.index(D.SUMER, w) >= 0:
            raise Illegal("workers cannot go to %s: it is Sumerian (cities only)" % w)
        raise Illegal("%r is not a region or box" % w)
    return k


def area(args, i):
    # Army area index (any region except Dilmun, or a Sumerian region).
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
