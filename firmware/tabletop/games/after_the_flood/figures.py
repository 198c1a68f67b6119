# After the Flood: each player's figures in the JSON snapshot, and the final score by category; the
# words after the verbs that give resources (equip, bid, pay, luxury) and after expand; the helpers
# of all the choices: resources held, number ranges (was choices_pay: one module less on the board).

from tabletop.games.after_the_flood import data as D
from tabletop.games.after_the_flood.base import cities_of
from tabletop.games.after_the_flood.victory import can_expand


def player_fields(state, seat):
    p = state["players"][seat]
    return (("resources", [[D.RES[r], p["res"][r]] for r in range(len(D.RES)) if p["res"][r]]),
            ("stock", p["hand"]),
            ("workers", [[D.PLACES[i], p["w"][i]] for i in range(len(D.PLACES)) if p["w"][i]]),
            ("scribes_used", p["w"][D.SCRIBES_R]), ("toolmakers_used", p["w"][D.TOOLS_R]),
            ("cities", [D.SUMER[c] + ("+" if state["exp"][c] else "") for c in cities_of(state, seat)]),
            ("produced", [["grain", p["got"][0]], ["wool", p["got"][1]]]),
            ("armies", p["front"]), ("equipment", p["eq"]), ("passed_value", p["bid"]),
            ("order", state["flow"]["order"].index(seat) + 1))


def breakdown(state, seat):
    p = state["players"][seat]
    return (("empires", p["emp_vp"]), ("city expansions", p["city_vp"]), ("majorities", p["maj_vp"]))


def held(p, rs):
    return [D.RES[r] for r in rs if p["res"][r] > 0]


def nums(lo, hi):
    return [str(i) for i in range(lo, hi + 1)]


def pay_words(state, seat, v, n, p):
    if v in ("equip", "bid"):
        return held(p, range(8)) if n == 0 else []
    if v == "luxury":
        return [D.RES[r] for r in D.LUXURY if p["res"][r] and r not in state["lux"]] if n == 0 else []
    if v == "pay":
        return (held(p, range(8)) + (["army"] if p["front"] else [])
                + (["worker"] if p["hand"] else [])) if n == 0 else []
    if v == "expand":
        if n == 0 and can_expand(state, seat):
            return [D.SUMER[c] for c in cities_of(state, seat) if not state["exp"][c]]
        return []
    return []
