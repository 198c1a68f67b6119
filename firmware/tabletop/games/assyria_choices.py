# Assyria: the choices the device offers while an entry is built word by word (legal now, as far
# as cheaply known).

from tabletop.core import flow
from tabletop.games import assyria_rules as R
from tabletop.games.assyria_actions import FOOD
from tabletop.games.assyria_turn import free_columns

PHASE_VERBS = (
    ("draft", ("pick",)),
    ("card", ("card",)),
    ("harvest", ("take",)),
    ("expansion", ("hut", "starve", "plow", "well", "done")),
    ("actions", ("build", "court", "offer", "buy", "done")),
)


def phase_verbs(name):
    for ph in PHASE_VERBS:
        if ph[0] == name:
            return ph[1]
    return ()


def _nums(lo, hi):
    return [str(i) for i in range(lo, hi + 1)]


def choices(state, seat, words):
    # The next words after `words`, as far as legal now; [] for a complete entry.
    f = state["flow"]
    if f["ended"] or seat != flow.active(state):
        return []
    p = state["players"][seat]
    if not words:
        return [v for v in phase_verbs(f["phase"]) if _verb_ok(state, seat, v)]
    v = words[0]
    k = len(words)
    if v == "card" and k == 1:
        return [str(R.DECK[i]) for i in range(len(R.DECK)) if state["deck"][i]]
    if v == "take" and k == 1:
        return [str(c) for c in free_columns(state)]
    if v == "hut":
        if k == 1:
            return list(R.ZONES)
        if k == 2:
            return _nums(1, state["now"]["need"] - state["now"]["placed"])
    if v == "starve":
        if k == 1:
            return [z for z in R.ZONES if p[z]]
        if k == 2:
            return _nums(1, p[words[1]]) if words[1] in R.ZONES else []
    if v == "build":
        if k == 1:
            return [w for w in ("base", "centre", "roof") if _build_ok(state, seat, w)]
        if k == 2 and words[1] == "base":
            return [z for z in ("between", "outside") if p[z]]
    if v == "court" and k == 1:
        return [R.COURT[i][0] for i in range(3) if _court_ok(state, seat, i)]
    if v == "offer" and k == 1:
        return _nums(1, min(R.OFFER_TURN - state["now"]["offered"], R.OFFER_MAX - p["offer"], p["camels"]))
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


def _verb_ok(state, seat, v):
    p = state["players"][seat]
    now = state["now"]
    left = now["need"] - now["placed"]
    if v == "hut":
        return left > 0
    if v in ("starve", "plow", "well") and left > 0:
        return False
    if v == "starve":
        return not now["wells"] and R.on_board(p) > 0
    if v == "plow":
        return not now["wells"] and p["plow"] == 1
    if v == "well":
        return state["wells"] > 0 and R.on_board(p) >= 3 and R.on_board(p) > p["between"]
    if v == "done":
        return state["flow"]["phase"] != "expansion" or left == 0
    if v == "build":
        return len([w for w in ("base", "centre", "roof") if _build_ok(state, seat, w)]) > 0
    if v == "court":
        return len([i for i in range(3) if _court_ok(state, seat, i)]) > 0
    if v in ("offer", "buy"):
        return len(choices(state, seat, [v])) > 0
    return True


def _build_ok(state, seat, w):
    p = state["players"][seat]
    if w == "base":
        return len(p["zigs"]) < R.BASES and p["camels"] >= 6 and (p["between"] + p["outside"]) > 0
    lvl = 1 if w == "centre" else 2
    cost = R.BUILD[lvl][1]
    for i in range(len(p["zigs"])):
        if p["zigs"][i] == lvl and i not in state["now"]["grown"] and p["camels"] >= cost:
            return True
    return False


def _court_ok(state, seat, i):
    d = R.COURT[i]
    return (len(state["court"][i]) < d[2] and R.stock(state, seat) > 0
            and state["players"][seat]["camels"] >= d[1])
