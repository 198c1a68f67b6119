# After the Flood: what the screen shows: the status lines; each player's figures and the score
# breakdown (figures.py) and the choices of the next word (choices.py) are the rest of the view.

from tabletop.core import flow
from tabletop.games.after_the_flood import data as D
from tabletop.games.after_the_flood.battle import better
from tabletop.games.after_the_flood.choices import choices  # noqa: F401 (view interface)
from tabletop.games.after_the_flood.turn import new_order
from tabletop.games.after_the_flood.figures import breakdown, figures, player_fields  # noqa: F401 (view interface)

# the verbs put at the play list's tail (tabletop.ui.play): a reflex push on its first choice never bids
TAIL = ("bid",)


def status(state):
    f = state["flow"]
    ps = state["players"]
    names = state["names"]
    if f["ended"]:
        won = []
        for s in f["winners"]:
            won.append(names[s])
        scores = []
        for s in new_order(f["order"], ps, "score"):  # the ranking: ties in turn order
            scores.append("%s %d" % (names[s], ps[s]["score"]))
        return ["game over: %s wins" % " and ".join(won), ", ".join(scores)]
    order = []
    for s in f["order"]:
        order.append(names[s])
    out = ["turn %d/5, %s" % (f["round"], f["phase"]),
           "order: " + " ".join(order)]
    if state["declined"] and f["phase"] == "actions":
        for s in range(len(ps)):
            what = []
            for d in state["declined"]:
                if d[0] == s:
                    what.append("%d %s" % (d[2], D.PLACES[d[1]]))
            out.append("%s declined: %s" % (names[s], ", ".join(what) or "nothing"))
    a = flow.active(state)
    if a < 0:
        return out
    who = names[a]
    if flow.prompts_for(state, a):
        out.append("%s: someone passed, pay 1 resource, army or worker (or pass)" % who)
    elif state["battle"] >= 0:
        d = state["ao"][state["battle"]]
        need = 5 if better(state, a, d) else 7
        out.append("%s attacks %s (%d armies of %s): %d+ to hit, roll or stop"
                   % (who, D.AREAS[state["battle"]], state["an"][state["battle"]], names[d], need))
    elif state["act"] == "pass":
        out.append("%s: Passed box worth %d, bid more or pass" % (who, ps[a]["bid"]))
    elif state["act"]:
        out.append("%s: %s action, go on or done" % (who, state["act"]))
    if f["phase"] != "actions":  # the victory points, the other phase with turns
        lux = []
        for r in state["lux"]:
            lux.append(D.RES[r])
        lux = " ".join(lux) or "none yet"
        out.append("%s: expand a city with 2 wood; luxuries: %s" % (who, lux))
    if state["roll"]:
        r = state["roll"]
        out.append("last roll %d+%d=%d (%d+ needed)" % (r[0], r[1], r[0] + r[1], r[2]))
    p = ps[a]
    if f["phase"] == "actions":
        out.append("%s: %d workers in stock, %d armies in front" % (who, p["hand"], p["front"]))
    return out
