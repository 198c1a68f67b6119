# Assyria: the choices the device offers while an entry is built word by word (legal now, as far
# as cheaply known); the actions phase's in assyria/spending.py.

from tabletop.core import flow
from tabletop.games.assyria import rules as R
from tabletop.games.assyria.spending import nums, spending
from tabletop.games.assyria.turn import free_columns

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
            return nums(1, state["now"]["need"] - state["now"]["placed"])
    if v == "starve":
        if k == 1:
            return [z for z in R.ZONES if p[z]]
        if k == 2:
            return nums(1, p[words[1]]) if words[1] in R.ZONES else []
    return spending(state, seat, words)


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
    if v in ("build", "court", "offer", "buy"):
        return len(spending(state, seat, [v])) > 0
    return True
