# Assyria: the expansion phase of each player: new huts, feeding and famine, wells, then income
# and prestige.

from tabletop.core import flow
from tabletop.core.errors import Illegal
from tabletop.games.assyria import rules as R


def expansion_begin(state):
    state["log"] = []  # the trace shows this turn's expansion and actions, then the flood


def expansion_turn(state, seat):
    R.new_now(state, min(state["card"], R.stock(state, seat)))


def hut(state, seat, args):
    z = R.word(args, 0, R.ZONES, "where the huts stand")
    now = state["now"]
    left = now["need"] - now["placed"]
    if left == 0:
        raise Illegal("all %d new huts are placed (card %d, huts in camp)" % (now["need"], state["card"]))
    n = R.number(args, 1, 1, left, "huts")
    R.no_more(args, 2)
    state["players"][seat][z] += n
    now["placed"] += n


def _placed_all(state, feeding=""):
    # New huts are placed first; feeding and famine (`feeding` names which) come before the wells.
    left = state["now"]["need"] - state["now"]["placed"]
    if left > 0:
        if left == 1:  # (each a whole sentence in German and Dutch)
            raise Illegal("place 1 more hut first")
        raise Illegal("place %d more huts first" % left)
    if feeding and state["now"]["wells"]:
        raise Illegal(feeding + " comes before the wells")


def starve(state, seat, args):
    # Famine: unfed huts go back to the camp.
    p = state["players"][seat]
    z = R.word(args, 0, R.ZONES, "where the unfed huts stand")
    _placed_all(state, "the famine")
    if p[z] == 0:
        raise Illegal("you have no hut %s" % zone_text(z))
    n = R.number(args, 1, 1, p[z], "unfed huts " + zone_text(z))
    R.no_more(args, 2)
    p[z] -= n


def zone_text(z):
    if z == "upper" or z == "lower":
        return "on the %s river" % z
    return z + " the rivers"


def plow(state, seat, args):
    # The plow card fed a hut: it goes back to the plow field.
    p = state["players"][seat]
    R.no_more(args, 0)
    _placed_all(state, "feeding")
    if not p["plow"]:
        raise Illegal("you hold no plow card")
    p["plow"] = 0
    state["plows"] += 1


def well(state, seat, args):
    p = state["players"][seat]
    R.no_more(args, 0)
    _placed_all(state)
    if state["wells"] == 0:
        raise Illegal("no well is left in the supply")
    n = R.on_board(p)
    if n < 3:
        raise Illegal("a well needs three of your huts around it; you have %d" % n)
    if n == p["between"]:
        raise Illegal("no well between the rivers: all your huts stand there")
    state["wells"] -= 1
    p["wells"] += 1
    state["now"]["wells"] += 1


def expansion_done(state, seat):
    # Income in camels and prestige for the huts, ziggurat tiles and new wells.
    p = state["players"][seat]
    who = R.name(state, seat)
    _placed_all(state)
    terms = []
    for z in ("upper", "lower"):
        for k in range(p[z]):
            terms.append(3 if k == 0 else 2)
    income = sum(terms)
    got = R.add_camels(p, income)
    line = "%s: income %s = %d camels" % (who, "+".join([str(t) for t in terms]) or "0", income)
    if got < income:
        line += " (track full at %d: %d gained)" % (R.CAMELS_MAX, got)
    R.log(state, line)
    wv = R.WELL_VP[R.reign(state) - 1]
    t = R.tiles(p)
    w = state["now"]["wells"]
    terms = ["2"] * p["between"] + ["1"] * p["outside"] + ["1"] * t + [str(wv)] * w
    huts = 2 * p["between"] + p["outside"]
    p["vp"][R.C_HUTS] += huts
    p["vp"][R.C_ZIGG] += t
    p["vp"][R.C_WELLS] += wv * w
    R.log(state, "%s: prestige %s = %d" % (who, "+".join(terms) or "0", huts + t + wv * w))
    flow.end_turn(state)
