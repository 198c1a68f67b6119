# The verbs an entry may start with now, and the action spaces still free (view: entry.py, show.py).

from tabletop.core import flow
from tabletop.games.terra_mystica import factions as F
from tabletop.games.terra_mystica.acts import FACTION_ACT
from tabletop.games.terra_mystica.after import favs
from tabletop.games.terra_mystica.ask import steps
from tabletop.games.terra_mystica.spades import transforms



def verbs(state, seat):
    p = state["players"][seat]
    f = state["flow"]
    if f["setup"]:
        return ["build"] if f["phase"] == "dwellings" else ["pass"]
    if f["phase"] == "network":
        return ["network"] if seat == flow.active(state) else []
    if seat in f["out"]:
        return []
    out = []
    if p["offers"]:
        out += ["leech", "decline"]
    if p["pcult"]:
        out += steps(state, p) + (["+2fire", "+2water", "+2earth", "+2air"] if p["pcult"] > 1 else [])
    if seat == state.get("after") and seat != flow.active(state):  # after.py
        out += ["build"] if p["did"] & 6 == 2 else []
        return out + ["convert", "burn"] + towns(state) + ["-fire", "-water", "-earth", "-air"]
    if seat == flow.active(state):
        if f["phase"] == "spades":
            return out + transforms(p) + ["convert", "burn", "done"]
        if p["did"] & 1:
            if p["spades"] or p["act"] in ("actn", "actw") or p["did"] & 2:
                out += transforms(p) + (["dig"] if p["did"] & 4 else ["build", "dig"])
            if p["act"] == "acts":
                out.append("upgrade")
            if p["act"] == "actc":
                out += ["build", "upgrade", "dig", "send", "action", "advance", "pass"] + transforms(p)
            if p["pfav"]:  # first (nothing else before it), the most taken first
                out = favs(state, p) + out
            out += ["convert", "burn", "done"] + towns(state)
        else:
            out += ["build", "upgrade", "advance"] + transforms(p) + ["dig", "send", "action", "convert",
                                                                    "burn", "pass"] + (towns(state) if seat == state.get("after") else
                                                                               ["connect"] if p["f"] == "mermaids" and towns(state) else [])
    return out + ["wait", "drop"]  # drop: the player leaves the game (undo brings them back)


def ring(xs):
    """xs, the likeliest first, for the encoder that goes round: x0, x2, x4 ... x3, x1 (x1 one
    click back, x2 one forward)."""
    return xs[0::2] + xs[1::2][::-1]


def towns(state):
    out = []
    for n in (5, 3, 1, 2, 7, 6, 8, 4):  # in the order players take them most (34 real 4-player games)
        if F.digit(state["towns"], n) > 0:
            out.append("+tw%d" % n)
    return out


def actions(state, p):
    # the player's own first (few, and taken whenever they can be), then the power actions
    out = []
    for b in (1, 2):
        if p["bon"] == b and ("bon%d " % b) not in p["done"]:
            out.append("bon%d" % b)
    if (p["fav"] >> 6) & 1 and "fav6 " not in p["done"]:
        out.append("fav6")
    a = "act" + p["f"][0]  # the faction's own (the Engineers' bridge: any time, again and again)
    if FACTION_ACT.get(a) == p["f"] and (a == "acte" or p["SH"] and a + " " not in p["done"]):
        out.append(a)
    for k in (0, 1):  # the power actions still free, those paid for first
        for i in (4, 6, 2, 5, 3, 1):  # in the order players take them most (34 real games)
            if not (state["acts"] >> (i - 1)) & 1 and (int("334446"[i - 1]) > p["b"][2]) == k:
                out.append("act%d" % i)
    return out
