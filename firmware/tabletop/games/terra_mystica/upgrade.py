# Upgrading to trading house, temple, stronghold (and its one-time gain) or sanctuary.

from tabletop.core.errors import Illegal
from tabletop.games.terra_mystica import factions as F
from tabletop.games.terra_mystica.build import cost, kind_index, make_offers
from tabletop.games.terra_mystica.spades import gain_spades
from tabletop.games.terra_mystica.tiles import round_vp
from tabletop.games.terra_mystica.words import annotations



def do_upgrade(state, seat, args):
    p = state["players"][seat]
    a = annotations(state, args)
    if a["to"] is None:
        raise Illegal("say what to build: upgrade to TP, TE, SH or SA")
    k = a["to"].upper()
    free = p["act"] == "acts" and k == "TP"  # the Swarmlings' free trading house
    src = {"TP": "D", "TE": "TP", "SH": "TP", "SA": "TE"}.get(k)  # what each is built on
    if src is None:
        raise Illegal("you can upgrade to TP, TE, SH or SA")
    names = {"D": "dwelling", "TP": "trading house", "TE": "temple", "SH": "stronghold", "SA": "sanctuary"}
    if p[k] >= F.LIMIT[kind_index(k)]:
        raise Illegal("you have no %s left" % names[k])
    if p[src] < 1:
        raise Illegal("you have no %s to upgrade" % names[src])
    if not free:  # a trading house alone (no neighbour near) costs double coins
        w, c = cost(p, k, not (a["near"] or a["offers"]))
        F.pay(p, "W", w)
        F.pay(p, "C", c)
    p[src] -= 1
    p[k] += 1
    round_vp(state, p, "SHSA" if k[0] == "S" else k)  # the scoring tiles count SH and SA alike
    if k == "TP" and F.has_fav(p, 10):
        p["VP"] += 3
    if k == "TE" or k == "SA":  # a favor tile (the Chaos Magicians: two)
        p["pfav"] += 2 if p["f"] == "chaosmagicians" else 1
    f = p["f"]
    if k == "SH":  # the stronghold's one-time gain
        if f == "alchemists":
            F.gain_power(p, 12)
        elif f == "auren":
            p["pfav"] += 1
        elif f == "cultists":
            p["VP"] += 7
        elif f == "darklings":
            p["w2p"] = 1  # up to 3 W to P now, in this turn (trade.convert)
        elif f == "halflings":
            gain_spades(state, p, 3)
        elif f == "mermaids":
            F.ship_up(p)
    if free:
        p["act"] = ""
    make_offers(state, seat, a["offers"])
