# What the device puts to a player at once (view hook asked()): the power offers of a build or
# upgrade go to the neighbours as soon as the builder's turn is no longer held open (a favor tile
# to take, spades to use: as online, where the builder's row comes first), oldest build first,
# each build's in turn order from the builder; then a free cult step a leech earned the Cultists.
# The record is not changed: an answer may still come later (as online); only whom the device
# asks now.
from tabletop.core import flow
from tabletop.games.terra_mystica import factions as F
from tabletop.games.terra_mystica.passing import can_step
from tabletop.games.terra_mystica.tiles import CULTS, round_tile


def asked(state):
    """(seat, question, verbs it may answer with) or None."""
    if state["flow"]["ended"]:
        return None
    ps = state["players"]
    order = state["flow"]["order"]
    n = len(ps)
    best = None
    out = state["flow"]["out"]  # players who left the game are not asked
    a = flow.active(state)
    for s in range(n):
        for o in ps[s]["offers"] if s not in out else ():
            if o[0] == a and ps[a]["did"] & 1 or len(o) > 3 and s != a:
                continue  # the builder's turn goes on; an answer put off (wait) until s's turn
            k = (o[2], ((order.index(s) if s in order else n) - (order.index(o[0]) if o[0] in order else 0)) % (n + 1))
            if not best or k < best[0]:
                best = (k, s, o)
    if best:
        s = best[1]
        p = ps[s]
        o = best[2]
        # a free step earned before (the Cultists) may come first: the power it gives counts;
        # in their own turn, burning and converting too (room in the bowls for the power)
        v = ["leech", "decline"] + (steps(state, p) if p["pcult"] else []) + (
            ["burn", "convert"] if s == a else ["wait", "drop"])  # (drop: who leaves as the game waits for them)
        if not o[1]:  # the builder left the amount to the neighbour: Leech, then the amount
            return s, "leech", v  # (entry_facts.answers: the amounts)
        got = min(o[1], F.capacity(p), p["VP"] + 1)
        q = "leech %d" % got
        if got > 1:
            q += " -%dVP" % (got - 1)
        return s, q, v
    for s in range(n):  # not while it is (or may still add to) their own turn (after.py)
        if s != a and s != state.get("after") and s not in out and ps[s]["pcult"] and \
                not (ps[s]["wait"] and not state["flow"]["passed"][s]) and can_step(state, s):
            t = steps(state, ps[s])  # "wait" one click from the likeliest track
            return s, "cult step", [t[0], "wait"] + t[1:]


def steps(state, p, k=1):
    """The tracks of a free cult step (k steps: a priest's 3), the likeliest first: a step that
    brings the round's cult reward (its scoring tile's track, each n steps), a step onto a power
    space (3, 5, 7), then the higher tracks; a track at 10 last."""
    c = p["cult"]
    t = round_tile(state) or (0, 0, -1, 1)
    ks = []
    for i in range(4):
        power = False
        for x in (3, 5, 7):
            power = power or c[i] < x <= c[i] + k
        ks.append((c[i] > 9, t[2] != i or (c[i] + k) // t[3] == c[i] // t[3], not power, -c[i], i))
    ks.sort()  # (i last: the first track of a tie first)
    out = []
    for x in ks:
        out.append("+" + CULTS[x[4]])
    return out
