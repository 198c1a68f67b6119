"""Taking favor tiles and town tiles."""

from tabletop.core.errors import Illegal
from tabletop.games.terra_mystica import factions as F
from tabletop.games.terra_mystica import res
from tabletop.games.terra_mystica.cults import cult_step
from tabletop.games.terra_mystica.tiles import favor, round_vp, town


def take_favor(state, seat, n):
    p = state["players"][seat]
    if p["pfav"] < 1:
        raise Illegal("you have no favor tile to take (build a temple or sanctuary first)")
    if n < 1 or n > 12:
        raise Illegal("no favor tile FAV%d" % n)
    if res.has_fav(p, n):
        raise Illegal("you already have FAV%d" % n)
    if res.digit(state["favs"], n) < 1:
        raise Illegal("no FAV%d left" % n)
    state["favs"] = res.add_digit(state["favs"], n, -1)
    p["pfav"] -= 1
    p["fav"] |= 1 << n
    t = favor(n)
    cult_step(state, seat, t[0], t[1])


def take_town(state, seat, n):
    p = state["players"][seat]
    if n < 1 or n > 8 or res.digit(state["towns"], n) < 1:
        raise Illegal("no town tile TW%d left" % n)
    state["towns"] = res.add_digit(state["towns"], n, -1)
    p["tw"] += "%d " % n
    vp, c, w, pr, pw, steps, keys = town(n)
    bl = state.get("blocked")
    if bl and bl[0] == seat:
        cult_step(state, seat, bl[1], 1)
        state["blocked"] = None
    p["VP"] += vp
    res.gain(p, c, w, pr, pw)
    if n == 7 and p["ship"] < F.row(p["f"])[F.SHIP + 1]:
        p["ship"] += 1
        p["VP"] += F.ship_vp(p["f"], p["ship"])
    for t in range(4):
        if steps:
            cult_step(state, seat, t, steps)
    if p["f"] == "witches":
        p["VP"] += 5
    elif p["f"] == "swarmlings":
        p["W"] += 3
    round_vp(state, p, "town")
