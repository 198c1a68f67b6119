"""Building, upgrading, terraforming and spades."""

from tabletop.core.errors import Illegal
from tabletop.games.terra_mystica import factions as F
from tabletop.games.terra_mystica import res
from tabletop.games.terra_mystica.tiles import score as score_tile

UPGRADES = (("TP", "D"), ("TE", "TP"), ("SH", "TP"), ("SA", "TE"))
NAMES = {"D": "dwelling", "TP": "trading house", "TE": "temple", "SH": "stronghold",
         "SA": "sanctuary"}


def kind_index(k):
    for i in range(5):
        if F.KINDS[i] == k:
            return i
    raise Illegal("no building %r (D, TP, TE, SH, SA)" % k)


def round_tile(state):
    r = state["flow"]["round"]
    if state["flow"]["setup"] or r < 1 or r > 6:
        return None
    return score_tile(state["score"][r - 1])


def score(state, p, what, n=1):
    """Round scoring tile VP for `what` (D, TP, TE, SHSA, town, spade)."""
    t = round_tile(state)
    if t is not None and t[0] == what:
        p["VP"] += t[1] * n


def gain_spades(state, p, n):
    """Spades gained (any source): pool + SCORE1, Halflings, Alchemists' stronghold."""
    if n <= 0:
        return
    p["spades"] += n
    score(state, p, "spade", n)
    if p["f"] == "halflings":
        p["VP"] += n
    if p["f"] == "alchemists" and p["SH"]:
        res.gain_power(p, 2 * n)


def buy_spades(state, p, n):
    """Pay for n spades at the digging price (Darklings: priests, +2 VP each)."""
    if n <= 0:
        return
    if p["f"] == "darklings":
        res.pay(p, "P", n)
        p["VP"] += 2 * n
    else:
        res.pay(p, "W", n * (3 - p["dig"]))
    gain_spades(state, p, n)


def use_spades(state, p, n):
    """Terraform needing n spades: take them from the pool, buy the rest."""
    if p["f"] == "giants" and n > 0:
        n = 2
    if n > p["spades"]:
        buy_spades(state, p, n - p["spades"])
    p["spades"] -= n


def reach(p, how):
    """Dwarves' tunnelling / Fakirs' carpet flight: extra cost, +4 VP."""
    if how == "tunnel":
        if p["f"] != "dwarves":
            raise Illegal("only the Dwarves tunnel")
        res.pay(p, "W", 1 if p["SH"] else 2)
    else:
        if p["f"] != "fakirs":
            raise Illegal("only the Fakirs fly carpets")
        res.pay(p, "P", 1)
    p["VP"] += 4


def cost(p, k, alone=False):
    r = F.row(p["f"])
    i = F.COST + 2 * kind_index(k)
    w, c = r[i], r[i + 1]
    if alone and k == "TP":
        c *= 2
    return w, c


def place(p, k):
    i = kind_index(k)
    if p[k] >= F.LIMIT[i]:
        raise Illegal("you have no %s left" % NAMES[k])
    p[k] += 1


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
    score(state, p, "D")


def upgrade(state, seat, k, alone, free=False):
    p = state["players"][seat]
    src = None
    for u in UPGRADES:
        if u[0] == k:
            src = u[1]
    if src is None:
        raise Illegal("you can upgrade to TP, TE, SH or SA")
    if p[k] >= F.LIMIT[kind_index(k)]:
        raise Illegal("you have no %s left" % NAMES[k])
    if p[src] < 1:
        raise Illegal("you have no %s to upgrade" % NAMES[src])
    if not free:
        w, c = cost(p, k, alone)
        res.pay(p, "W", w)
        res.pay(p, "C", c)
    p[src] -= 1
    p[k] += 1
    f = p["f"]
    if k == "TP":
        if res.has_fav(p, 10):
            p["VP"] += 3
        score(state, p, "TP")
    elif k == "TE":
        p["pfav"] += 2 if f == "chaosmagicians" else 1
        score(state, p, "TE")
    else:
        score(state, p, "SHSA")
        if k == "SA":
            p["pfav"] += 2 if f == "chaosmagicians" else 1
        else:
            stronghold(state, seat)


def stronghold(state, seat):
    p = state["players"][seat]
    f = p["f"]
    if f == "alchemists":
        res.gain_power(p, 12)
    elif f == "auren":
        p["pfav"] += 1
    elif f == "cultists":
        p["VP"] += 7
    elif f == "halflings":
        gain_spades(state, p, 3)
    elif f == "mermaids":
        p["ship"] += 1
        p["VP"] += F.ship_vp(f, p["ship"])
