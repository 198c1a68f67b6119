# After the Flood: each player's figures in the JSON snapshot, and the final score by category; the
# words after the verbs that give resources (equip, bid, pay, luxury) and after expand; the helpers
# of all the choices: resources held, number ranges (was choices_pay: one module less on the board).

from tabletop.games.after_the_flood import data as D
from tabletop.games.after_the_flood.base import cities_of
from tabletop.games.after_the_flood.victory import can_expand


def player_fields(state, seat):
    p = state["players"][seat]
    res = []
    for r in range(len(D.RES)):
        if p["res"][r]:
            res.append([D.RES[r], p["res"][r]])
    w = []
    for i in range(len(D.PLACES)):
        if p["w"][i]:
            w.append([D.PLACES[i], p["w"][i]])
    cities = []
    for c in cities_of(state, seat):
        cities.append(D.SUMER[c] + ("+" if state["exp"][c] else ""))
    return (("resources", res), ("stock", p["hand"]), ("workers", w),
            ("scribes_used", p["w"][D.SCRIBES_R]), ("toolmakers_used", p["w"][D.TOOLS_R]),
            ("cities", cities),
            ("produced", [["grain", state["grain"][seat]], ["wool", state["wool"][seat]]]),
            ("armies", p["front"]), ("equipment", p["eq"]), ("passed_value", p["bid"]),
            ("order", state["flow"]["order"].index(seat) + 1))


def figures(state, seat):
    # The device's figures (view hook): the resources held by two letters first ("Gr4 Wd1 Mt2
    # Wo6 To1 Oi1 Gd1 Lp1": all on the play screen's two figure lines; none ends in l, which the
    # screen's font draws as 1), then player_fields' others, shown as the device shows those.
    res = state["players"][seat]["res"]
    out = list(player_fields(state, seat)[1:])
    for r in range(7, -1, -1):
        if res[r]:
            out.insert(0, "GrWdMtWoToOiGdLp"[2 * r:2 * r + 2] + str(res[r]))
    return out


def breakdown(state, seat):
    p = state["players"][seat]
    # the majorities (scored at the end) are the rest of the score
    return (("empires", p["emp_vp"]), ("city expansions", p["city_vp"]),
            ("majorities", p["score"] - p["emp_vp"] - p["city_vp"]))


def held(p, rs):
    out = []
    for r in rs:
        if p["res"][r] > 0:
            out.append(D.RES[r])
    return out


def nums(lo, hi):
    out = []
    for i in range(lo, hi + 1):
        out.append(str(i))
    return out


def pay_words(state, seat, v, n, p):
    if v in ("equip", "bid"):
        return held(p, range(8)) if n == 0 else []
    out = []
    if v == "luxury" and n == 0:
        for r in D.LUXURY:
            if p["res"][r] and r not in state["lux"]:
                out.append(D.RES[r])
    if v == "pay":
        return (held(p, range(8)) + (["army"] if p["front"] else [])
                + (["worker"] if p["hand"] else [])) if n == 0 else []
    if v == "expand" and n == 0 and can_expand(state, seat):
        for c in cities_of(state, seat):
            if not state["exp"][c]:
                out.append(D.SUMER[c])
    return out
