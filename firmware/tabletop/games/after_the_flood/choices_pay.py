# After the Flood: the words after the verbs that give resources (equip, bid, pay, luxury) and
# after expand; the helpers of all the choices: resources held, number ranges.

from tabletop.games.after_the_flood import data as D
from tabletop.games.after_the_flood.base import cities_of
from tabletop.games.after_the_flood.victory import can_expand


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
