"""After the Flood: the automatic parts of a turn (production, decline, turn order, VP, end of turn)."""

from tabletop.core import flow
from tabletop.games import after_the_flood_data as D


# --- pure rules on counts (tested pattern by pattern) --------------------------------------------
def income(counts, by_place, all_tied):
    """Grain (or wool) of each player from their workers in Irrigation (Weaving)."""
    n = len(counts)
    out = []
    for s in range(n):
        c = counts[s]
        if c <= 0:
            out.append(0)
            continue
        above = 0
        same = 0
        for o in range(n):
            if o != s:
                if counts[o] > c:
                    above += 1
                elif counts[o] == c:
                    same += 1
        out.append(all_tied if same == n - 1 else by_place[above])
    return out


def box_decline(counts):
    """How many workers each player removes from Irrigation or Weaving in a decline."""
    m = max(counts)
    k = m - 2 if m > 2 else 0
    return [c if c < k else k for c in counts]


def new_order(order, values):
    """Turn order from the Passed boxes: highest value first, ties keep the old order."""
    pos = [0] * len(order)
    for i in range(len(order)):
        pos[order[i]] = i
    return sorted(order, key=lambda s: (-values[s], pos[s]))


def majority(counts):
    """The seat with strictly the most workers (at least 1), or -1."""
    best = -1
    top = 0
    tie = False
    for s in range(len(counts)):
        if counts[s] > top:
            best, top, tie = s, counts[s], False
        elif counts[s] == top and top > 0:
            tie = True
    return -1 if tie else best


def expansion_vp(luxuries):
    return D.EXPANSION_VP[luxuries]


# --- helpers on the state -------------------------------------------------------------------------
def column(state, i):
    return [p["w"][i] for p in state["players"]]


def pool(p):
    """Workers of this colour left in the general supply."""
    return D.WORKERS_TOTAL - p["hand"] - sum(p["w"])


def cities_of(state, seat):
    return [i for i in range(len(D.SUMER)) if state["city"][i] == seat]


def owns(state, seat, city):
    return state["city"][city] == seat


# --- phase hooks ----------------------------------------------------------------------------------
def production(state):
    ps = state["players"]
    grain = income(column(state, D.IRR), D.GRAIN_BY_PLACE, D.GRAIN_ALL_TIED)
    wool = income(column(state, D.WEAV), D.WOOL_BY_PLACE, D.WOOL_ALL_TIED)
    for s in range(len(ps)):
        p = ps[s]
        k = pool(p)
        p["hand"] += D.WORKERS_PER_TURN if k > D.WORKERS_PER_TURN else k
        p["res"][D.GRAIN] += grain[s] + (1 if owns(state, s, D.UR) else 0)
        p["res"][D.WOOL] += wool[s]
        w = p["w"]
        w[D.SCRIBES] += w[D.SCRIBES_R]
        w[D.SCRIBES_R] = 0
        w[D.TOOLS] += w[D.TOOLS_R]
        w[D.TOOLS_R] = 0
        p["got"] = [grain[s], wool[s]]


def decline_of(state):
    """[[seat's removals by worker list index], ...] for the decline (nothing changed)."""
    ps = state["players"]
    out = [[0] * D.NW for _ in ps]
    for box in (D.IRR, D.WEAV):
        rem = box_decline(column(state, box))
        for s in range(len(ps)):
            out[s][box] = rem[s]
    for s in range(len(ps)):
        w = ps[s]["w"]
        for i in range(len(D.REGIONS)):
            if i == D.DILMUN:
                out[s][i] = w[i]
            elif w[i] > 0:
                out[s][i] = 1
        for i in (D.SCRIBES, D.TOOLS):
            if w[i] > 0:
                out[s][i] = 1
    return out


def decline(state):
    rem = decline_of(state)
    ps = state["players"]
    shown = []  # [[seat, place, workers removed], ...] for the status
    for s in range(len(ps)):
        w = ps[s]["w"]
        for i in range(D.NW):
            if rem[s][i]:
                w[i] -= rem[s][i]
                shown.append([s, i, rem[s][i]])
    state["declined"] = shown


def is_decline_turn(state):
    return state["flow"]["round"] in (2, 4)


def turn_order(state):
    vals = [p["bid"] for p in state["players"]]
    flow.set_order(state, new_order(state["flow"]["order"], vals))


def empire_vp(state):
    """Phase 5, first part: 2 VP per area with own armies, +1 per Sumerian one with Nippur."""
    ps = state["players"]
    for a in range(D.NA):
        o = state["ao"][a]
        if o >= 0:
            v = 2
            if a >= len(D.REGIONS) and owns(state, o, D.NIPPUR):
                v = 3
            ps[o]["emp_vp"] += v
            ps[o]["score"] += v


def can_expand(state, seat):
    p = state["players"][seat]
    if p["res"][D.WOOD] < 2:
        return False
    for c in cities_of(state, seat):
        if not state["exp"][c]:
            return True
    return False


def expansion_order(state):
    return [s for s in state["flow"]["order"] if can_expand(state, s)]


def end_of_turn(state):
    """Armies off the board; Passed and equipment resources back to the bank; hands to the supply."""
    for a in range(D.NA):
        state["ao"][a] = -1
        state["an"][a] = 0
    for r in range(len(D.RES)):
        if D.LIMITED[r]:
            state["bank"][r] += state["held"][r]
        state["held"][r] = 0
    for p in state["players"]:
        p["hand"] = 0
        p["front"] = 0
        p["bid"] = 0
        p["eq"] = 0
    state["taken"] = [-1, -1, -1]
    state["rating"] = []
    state["declined"] = []
    state["roll"] = []


def final_scoring(state):
    ps = state["players"]
    for i in range(len(D.MAJORITY)):
        if D.MAJORITY[i]:
            s = majority(column(state, i))
            if s >= 0:
                ps[s]["maj_vp"] += D.MAJORITY[i]
                ps[s]["score"] += D.MAJORITY[i]
