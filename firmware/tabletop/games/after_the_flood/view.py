# After the Flood: what the screen shows: the status lines; each player's figures and the score
# breakdown (figures.py) and the choices of the next word (choices.py) are the rest of the view.

from tabletop.core import flow
from tabletop.games.after_the_flood import data as D
from tabletop.games.after_the_flood.battle import better
from tabletop.games.after_the_flood.choices import choices  # noqa: F401 (view interface)
from tabletop.games.after_the_flood.figures import breakdown, player_fields  # noqa: F401 (view interface)


def _name(state, s):
    return state["names"][s]


def status(state):
    f = state["flow"]
    ps = state["players"]
    if f["ended"]:
        order = f["order"]
        rank = sorted(order, key=lambda s: (-ps[s]["score"], order.index(s)))
        won = " and ".join([_name(state, s) for s in f["winners"]])
        return ["game over: %s wins" % won,
                ", ".join(["%s %d" % (_name(state, s), ps[s]["score"]) for s in rank])]
    out = ["turn %d/5, %s" % (f["round"], f["phase"]),
           "order: " + " ".join([_name(state, s) for s in f["order"]])]
    if state["declined"] and f["phase"] == "actions":
        for s in range(len(ps)):
            what = ["%d %s" % (d[2], D.PLACES[d[1]]) for d in state["declined"] if d[0] == s]
            out.append("%s declined: %s" % (_name(state, s), ", ".join(what) or "nothing"))
    a = flow.active(state)
    if a < 0:
        return out
    who = _name(state, a)
    if flow.prompts_for(state, a):
        out.append("%s: someone passed, pay 1 resource, army or worker (or pass)" % who)
    elif state["battle"] >= 0:
        d = state["ao"][state["battle"]]
        need = 5 if better(state, a, d) else 7
        out.append("%s attacks %s (%d armies of %s): %d+ to hit, roll or stop"
                   % (who, D.AREAS[state["battle"]], state["an"][state["battle"]], _name(state, d), need))
    elif state["act"] == "pass":
        out.append("%s: Passed box worth %d, bid more or pass" % (who, ps[a]["bid"]))
    elif state["act"]:
        out.append("%s: %s action, go on or done" % (who, state["act"]))
    if f["phase"] == "victory points":
        lux = " ".join([D.RES[r] for r in state["lux"]]) or "none yet"
        out.append("%s: expand a city with 2 wood; luxuries: %s" % (who, lux))
    if state["roll"]:
        r = state["roll"]
        out.append("last roll %d+%d=%d (%d+ needed)" % (r[0], r[1], r[0] + r[1], r[2]))
    p = ps[a]
    if f["phase"] == "actions":
        out.append("%s: %d workers in stock, %d armies in front" % (who, p["hand"], p["front"]))
    return out
