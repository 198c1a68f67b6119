# Building a dwelling: what a building costs, the build command.

from tabletop.core.errors import Illegal
from tabletop.games.terra_mystica import factions as F
from tabletop.games.terra_mystica import res
from tabletop.games.terra_mystica.offers import make_offers
from tabletop.games.terra_mystica.spades import reach, use_spades
from tabletop.games.terra_mystica.tiles import round_vp
from tabletop.games.terra_mystica.words import annotations


def kind_index(k):
    for i in range(5):
        if F.KINDS[i] == k:
            return i
    raise Illegal("no building %r (D, TP, TE, SH, SA)" % k)


def cost(p, k, alone=False):
    r = F.row(p["f"])
    i = F.COST + 2 * kind_index(k)
    w, c = r[i], r[i + 1]
    if alone and k == "TP":
        c *= 2
    return w, c


def build_dwelling(state, seat, spades, how, free=False):
    p = state["players"][seat]
    if p["D"] >= 8:
        raise Illegal("you have no dwelling left")
    if how:
        reach(p, how)
    if spades is None:
        spades = 0 if p["act"] == "actn" else p["spades"]
    if spades:
        use_spades(state, p, spades)
    if not free:
        w, c = cost(p, "D")
        res.pay(p, "W", w)
        res.pay(p, "C", c)
    p["D"] += 1
    if res.has_fav(p, 11):
        p["VP"] += 2
    round_vp(state, p, "D")


def do_build(state, seat, args):
    p = state["players"][seat]
    a = annotations(state, args)
    if state["flow"]["setup"]:
        if p["D"] >= 8:
            raise Illegal("you have no dwelling left")
        p["D"] += 1
        return
    free = p["act"] == "actw"
    build_dwelling(state, seat, 0 if free else a["spades"], a["how"], free)
    if free or p["act"] == "actn":
        p["act"] = ""
    p["did"] = p["did"] & 1 | 4  # one dwelling a turn (rulebook, Aktionsmöglichkeit 1)
    make_offers(state, seat, a["offers"])
