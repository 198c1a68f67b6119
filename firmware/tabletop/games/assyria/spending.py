# Assyria: the choices of the actions phase: what the player's camels can pay for now.

from tabletop.games.assyria import rules as R
from tabletop.games.assyria.actions import FOOD


def nums(lo, hi):
    return [str(i) for i in range(lo, hi + 1)]


def spending(state, seat, words):
    # The next words of a build, court, offer or buy entry; [] for other verbs.
    p = state["players"][seat]
    v = words[0]
    k = len(words)
    if v == "build":
        if k == 1:
            return [w for w in ("base", "centre", "roof") if build_ok(state, seat, w)]
        if k == 2 and words[1] == "base":
            return [z for z in ("between", "outside") if p[z]]
    if v == "court" and k == 1:
        return [R.COURT[i][0] for i in range(3) if court_ok(state, seat, i)]
    if v == "offer" and k == 1:
        return nums(1, min(R.OFFER_TURN - state["now"]["offered"], R.OFFER_MAX - p["offer"], p["camels"]))
    if v == "buy":
        if k == 1:
            out = []
            if not p["plow"] and p["camels"] >= R.PLOW_COST:
                out.append("plow")
            if not state["now"]["food"] and state["leftover"] and p["camels"]:
                out.append("food")
            return out
        if k == 2 and words[1] == "food":
            return [w for w in FOOD if p["camels"] >= (1 if w == "1" else 2)]
    return []


def build_ok(state, seat, w):
    p = state["players"][seat]
    if w == "base":
        return len(p["zigs"]) < R.BASES and p["camels"] >= 6 and (p["between"] + p["outside"]) > 0
    lvl = 1 if w == "centre" else 2
    cost = R.BUILD[lvl][1]
    for i in range(len(p["zigs"])):
        if p["zigs"][i] == lvl and i not in state["now"]["grown"] and p["camels"] >= cost:
            return True
    return False


def court_ok(state, seat, i):
    d = R.COURT[i]
    return (len(state["court"][i]) < d[2] and R.stock(state, seat) > 0
            and state["players"][seat]["camels"] >= d[1])
