# The peoples' abilities: with 3+ cards of one people in an unbroken run in your column at your
# pawn's site, discard one of them to use the people's ability there (or to halve the opponent's
# hand: actions.py).
#
# Which card of the run leaves does not matter, except when the column holds two separate runs of
# 3+ of that people: then the latest run (nearest the top) gives the card.

from tabletop.core.errors import Illegal
from tabletop.games.babel.cards import TRIBES, dutch, other, rescore, run_at, spend, top_of, tribe
from tabletop.games.babel.temples import check_build, put_temple

MEDES = 0
SUMERIANS = 1
HITTITES = 2
PERSIANS = 3
ASSYRIANS = 4
# how each people's ability is entered (by tribe index), for the refusal of a wrong entry
USAGE = (
    "medes PEOPLE (the opponent discards all of them here)",
    "sumerians (the opponent's last played people here changes sides)",
    "hittites (takes the opponent's top temple card here)",
    "persians own|other (builds a temple card two levels up)",
    "assyrians (destroys the opponent's temple here)",
)


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


def use(state, seat, args):
    if not args:
        raise Illegal("use PEOPLE: the people whose ability you use")
    t = tribe(args[0])
    idx = run_at(state, seat, t)
    if len(args) != (2 if t == PERSIANS or t == MEDES else 1):
        raise Illegal("use " + USAGE[t])
    site = state["players"][seat]["pawn"]
    me = state["players"][seat]
    you = state["players"][other(seat)]
    here = TRIBES[site]
    theirs = you["temple"][site]
    if (t == HITTITES or t == ASSYRIANS) and not theirs:
        raise Illegal("the opponent has no temple at the %s" % here)
    if t == HITTITES:
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
        spend(state, seat, t, idx)
        for i in range(len(theirs) - 1, -1, -1):  # highest first: the lowest ends on top
            state["quarry"].append(theirs[i])
        you["temple"][site] = []
        rescore(state)
    elif t == PERSIANS:
        lv = check_build(state, seat, args[1], 2)  # the Persian card still counts
        spend(state, seat, t, idx)
        put_temple(state, seat, args[1], lv)
    elif t == MEDES:
        x = tribe(args[1])
        col = you["people"][site]
        k = col.count(x)
        if k == 0:
            raise Illegal("the opponent has no %s at the %s" % (TRIBES[x], here))
        spend(state, seat, t, idx)
        you["people"][site] = [c for c in col if c != x]
        state["discard"][x] += k
    else:
        take = defectors(state, seat)
        if not take:
            raise Illegal("the opponent has no people at the %s" % here)
        spend(state, seat, t, idx)
        col = you["people"][site]
        me["people"][site].extend([col[i] for i in take])
        you["people"][site] = [col[i] for i in range(len(col)) if i not in take]
