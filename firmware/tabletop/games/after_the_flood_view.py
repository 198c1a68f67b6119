# After the Flood: what the screen and the JSON snapshot show: status lines, each player's
# figures, the score breakdown, and the choices of the next word (after_the_flood_choices.py).

from tabletop.core import flow
from tabletop.games import after_the_flood_data as D
from tabletop.games import after_the_flood_turn as T
from tabletop.games.after_the_flood_choices import choices  # noqa: F401 (view interface)

NR = len(D.REGIONS)


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
        need = 5 if _better(state, a, d) else 7
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


def _better(state, a, b):
    r = state["rating"]
    return a in r and (b not in r or r.index(a) < r.index(b))


def player_fields(state, seat):
    p = state["players"][seat]
    return (("resources", [[D.RES[r], p["res"][r]] for r in range(len(D.RES)) if p["res"][r]]),
            ("stock", p["hand"]),
            ("workers", [[D.PLACES[i], p["w"][i]] for i in range(len(D.PLACES)) if p["w"][i]]),
            ("scribes_used", p["w"][D.SCRIBES_R]), ("toolmakers_used", p["w"][D.TOOLS_R]),
            ("cities", [D.SUMER[c] + ("+" if state["exp"][c] else "") for c in T.cities_of(state, seat)]),
            ("produced", [["grain", p["got"][0]], ["wool", p["got"][1]]]),
            ("armies", p["front"]), ("equipment", p["eq"]), ("passed_value", p["bid"]),
            ("order", state["flow"]["order"].index(seat) + 1))


def breakdown(state, seat):
    p = state["players"][seat]
    return (("empires", p["emp_vp"]), ("city expansions", p["city_vp"]), ("majorities", p["maj_vp"]))
