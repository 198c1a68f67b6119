# Building a dwelling: what a building costs, the build command, the power offers it makes (also
# an upgrade's; answered in leech.py).

from tabletop.core.errors import Illegal
from tabletop.games.terra_mystica import factions as F
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


def do_build(state, seat, args):
    p = state["players"][seat]
    a = annotations(state, args)
    if p["D"] >= 8:
        raise Illegal("you have no dwelling left")
    if state["flow"]["setup"]:
        p["D"] += 1
        return
    free = p["act"] == "actw"
    if a["how"]:
        reach(p, a["how"])
    spades = 0 if free else a["spades"]
    if spades is None:  # the pool's (the Nomads' sandstorm: none)
        spades = 0 if p["act"] == "actn" else p["spades"]
    if spades:
        use_spades(state, p, spades)
    if not free:
        w, c = cost(p, "D")
        F.pay(p, "W", w)
        F.pay(p, "C", c)
    p["D"] += 1
    if F.has_fav(p, 11):
        p["VP"] += 2
    round_vp(state, p, "D")
    if free or p["act"] == "actn":
        p["act"] = ""
    p["did"] = p["did"] & 1 | 4  # one dwelling a turn (rulebook, Aktionsmöglichkeit 1)
    make_offers(state, seat, a["offers"])


def make_offers(state, seat, offers):
    if not offers:
        return
    state["bid"] += 1
    for i in range(len(offers)):
        o = offers[i]
        if o[0] == seat:
            raise Illegal("you cannot offer power to yourself")
        if o[0] in state["flow"]["out"]:
            raise Illegal("the %s have left the game: no power for them" % state["seats"][o[0]])
        for k in range(i):
            if offers[k][0] == o[0]:
                raise Illegal("one offer per neighbour: the %s are named twice" % state["seats"][o[0]])
        state["players"][o[0]]["offers"].append([seat, o[1], state["bid"]])
    state["open"].append([seat, state["bid"], len(offers), 0, 0])
    ps = state["players"]
    for o in sorted(offers)[::-1]:  # those of one build by seat (the last first), however written
        ps[seat]["nb"] = remember(ps[seat]["nb"], o[0] + 1, 1)
        ps[o[0]]["nb"] = remember(ps[o[0]]["nb"], seat + 1, 0)


def remember(nb, k, first):
    """nb (p["nb"]: the neighbours a player offered power to, the latest first, as seat + 1 in base
    8; the device lists them in that order for the next offers, entry_facts) with k (seat + 1)
    first, or last when not there (each neighbour gets the player too: adjacency goes both ways)."""
    xs = []
    while nb:
        xs.append(nb % 8)
        nb //= 8
    if first or k not in xs:
        if k in xs:
            xs.remove(k)
        xs.insert(0 if first else len(xs), k)
    for x in xs[::-1]:
        nb = nb * 8 + x
    return nb
