# The peoples' abilities: with 3+ cards of one people in an unbroken run in your column at your
# pawn's site, discard one of them to use the people's ability there (or to halve the opponent's hand).
#
# Which card of the run leaves does not matter, except when the column holds two separate runs of
# 3+ of that people: then the latest run (nearest the top) gives the card.

from tabletop.core import flow
from tabletop.core.errors import Illegal
from tabletop.games.babel.actions import check_build, put_temple
from tabletop.games.babel.cards import TRIBES, dutch, other, rescore, run_at, top_of, tribe

MEDES = 0
SUMERIANS = 1
HITTITES = 2
PERSIANS = 3
ASSYRIANS = 4


def spend(state, seat, t, idx):
    # Discard the ability card: card idx of seat's column at its site.
    col = state["players"][seat]["people"][state["players"][seat]["pawn"]]
    col.pop(idx)
    state["discard"][t] += 1


def defectors(state, seat):
    # Indices of the opponent's cards that the Sumerians take at seat's site.
    #
    # Dutch text: all cards of the people the opponent played last there ("van het volk dat hij daar
    # als laatste gespeeld heeft"). German text: the last-lying cards of that people ("die zuletzt
    # liegenden gleichen Voelkerkarten"), i.e. the unbroken run at the end of his column.
    #
    col = state["players"][other(seat)]["people"][state["players"][seat]["pawn"]]
    if not col:
        return []
    x = col[-1]
    if dutch(state):
        return [i for i in range(len(col)) if col[i] == x]
    i = len(col)
    while i > 0 and col[i - 1] == x:
        i -= 1
    return list(range(i, len(col)))


def n_args(args, n, usage):
    if len(args) != n:
        raise Illegal("use " + usage)


def use(state, seat, args):
    if not args:
        raise Illegal("use PEOPLE: the people whose ability you use")
    t = tribe(args[0])
    idx = run_at(state, seat, t)
    site = state["players"][seat]["pawn"]
    me = state["players"][seat]
    you = state["players"][other(seat)]
    here = TRIBES[site]
    if t == HITTITES:
        n_args(args, 1, "hittites (takes the opponent's top temple card here)")
        theirs = you["temple"][site]
        if not theirs:
            raise Illegal("the opponent has no temple at the %s" % here)
        lv = theirs[-1]
        if lv <= top_of(me["temple"][site]):
            raise Illegal("the stolen level must be higher than yours: %d is not above %d"
                          % (lv, top_of(me["temple"][site])))
        if len(me["people"][site]) < lv:
            raise Illegal("stealing level %d needs %d of your people at the %s, there are %d"
                          % (lv, lv, here, len(me["people"][site])))
        spend(state, seat, t, idx)
        theirs.pop()
        me["temple"][site].append(lv)
        rescore(state)
    elif t == ASSYRIANS:
        n_args(args, 1, "assyrians (destroys the opponent's temple here)")
        theirs = you["temple"][site]
        if not theirs:
            raise Illegal("the opponent has no temple at the %s" % here)
        spend(state, seat, t, idx)
        for i in range(len(theirs) - 1, -1, -1):  # highest first: the lowest ends on top
            state["quarry"].append(theirs[i])
        you["temple"][site] = []
        rescore(state)
    elif t == PERSIANS:
        n_args(args, 2, "persians own|other (builds a temple card two levels up)")
        lv = check_build(state, seat, args[1], 2, 0)  # the Persian card still counts
        spend(state, seat, t, idx)
        put_temple(state, seat, args[1], lv)
    elif t == MEDES:
        n_args(args, 2, "medes PEOPLE (the opponent discards all of them here)")
        x = tribe(args[1])
        col = you["people"][site]
        k = col.count(x)
        if k == 0:
            raise Illegal("the opponent has no %s at the %s" % (TRIBES[x], here))
        spend(state, seat, t, idx)
        you["people"][site] = [c for c in col if c != x]
        state["discard"][x] += k
    else:
        n_args(args, 1, "sumerians (the opponent's last played people here changes sides)")
        take = defectors(state, seat)
        if not take:
            raise Illegal("the opponent has no people at the %s" % here)
        spend(state, seat, t, idx)
        col = you["people"][site]
        me["people"][site].extend([col[i] for i in take])
        you["people"][site] = [col[i] for i in range(len(col)) if i not in take]


def halve(state, seat, args):
    if len(args) != 1:
        raise Illegal("halve PEOPLE: the people whose 3 in a row you use")
    t = tribe(args[0])
    idx = run_at(state, seat, t)
    o = other(seat)
    k = state["players"][o]["hand"] // 2  # halved in the victim's favour: 5 -> keep 3
    if k < 1:
        raise Illegal("the opponent holds %d card(s): nothing to halve" % state["players"][o]["hand"])
    spend(state, seat, t, idx)
    flow.ask(state, o, "discard", k, ("discard",))
