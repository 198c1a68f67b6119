# Assyria: building ziggurats in the actions phase (base, centre, roof; one level per ziggurat a turn).

from tabletop.core.errors import Illegal
from tabletop.games.assyria import rules as R


def build(state, seat, args):
    # build base ZONE | build centre | build roof: one level per ziggurat per turn, in order.
    p = state["players"][seat]
    what = R.word(args, 0, ("base", "centre", "roof"), "build")
    if what == "base":
        z = R.word(args, 1, ("between", "outside"), "the base replaces your hut (not on a river)")
        R.no_more(args, 2)
        if len(p["zigs"]) >= R.BASES:
            raise Illegal("all your %d ziggurat bases are built" % R.BASES)
        if p[z] == 0:  # (each a whole sentence in German and Dutch)
            if z == "between":
                raise Illegal("a base replaces one of your huts: you have no hut between the rivers")
            raise Illegal("a base replaces one of your huts: you have no hut outside the rivers")
        R.pay(p, R.BUILD[0][1], "a ziggurat base")
        p[z] -= 1  # the hut goes back to the camp
        p["zigs"].append(1)
        state["now"]["grown"].append(len(p["zigs"]) - 1)
        return
    R.no_more(args, 1)
    lvl = 1 if what == "centre" else 2
    below = ("base", "centre")[lvl - 1]
    found = -1
    waiting = 0
    for i in range(len(p["zigs"])):
        if p["zigs"][i] == lvl:
            if i in state["now"]["grown"]:
                waiting += 1
            elif found < 0:
                found = i
    if found < 0:
        if waiting:
            if waiting == 1:  # (each a whole sentence in German and Dutch)
                raise Illegal("a ziggurat grows one level per turn: your %s was built this turn" % below)
            raise Illegal("a ziggurat grows one level per turn: your %s were built this turn" % (below + "s"))
        if lvl == 2 and 1 in p["zigs"]:
            raise Illegal("a roof goes on a centre: build a centre first")
        raise Illegal("a %s goes on a %s: you have no ziggurat with a bare %s" % (what, below, below))
    R.pay(p, R.BUILD[lvl][1], "a " + what)
    p["zigs"][found] = lvl + 1
    state["now"]["grown"].append(found)
