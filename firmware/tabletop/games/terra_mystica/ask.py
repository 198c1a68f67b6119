# What the device puts to a player at once (view hook asked()): the power offers of a build or
# upgrade go to the neighbours as soon as the builder's turn is no longer held open (a favor tile
# to take, spades to use: as online, where the builder's row comes first), oldest build first,
# each build's in turn order from the builder; then a free cult step a leech earned the Cultists.
# The record is not changed: an answer may still come later (as online); only whom the device
# asks now.
from tabletop.core import flow
from tabletop.games.terra_mystica import res
from tabletop.games.terra_mystica.passing import can_step
from tabletop.games.terra_mystica.tiles import CULTS


def asked(state):
    """(seat, question, verbs it may answer with) or None."""
    if state["flow"]["ended"]:
        return None
    ps = state["players"]
    order = state["flow"]["order"]
    n = len(ps)
    best = None
    out = state["flow"].get("out", ())  # players who left the game are not asked
    a = flow.active(state)
    for s in range(n):
        for o in ps[s]["offers"] if s not in out else ():
            if o[0] == a and ps[a]["did"] & 1 or len(o) > 3 and s != a:
                continue  # the builder's turn goes on; an answer put off (wait) until s's turn
            k = (o[2], (_pos(order, s, n) - _pos(order, o[0], 0)) % (n + 1))
            if best is None or k < best[0]:
                best = (k, s, o[1])
    if best is not None:
        s = best[1]
        p = ps[s]
        got = min(best[2], res.capacity(p), p["VP"] + 1)
        q = "leech %d" % got
        if got > 1:
            q += " -%dVP" % (got - 1)
        # a free step earned before (the Cultists) may come first: the power it gives counts;
        # in their own turn, burning and converting too (room in the bowls for the power)
        v = ["leech", "decline"] + (["+" + t for t in CULTS] if p["pcult"] else [])
        return (s, q, v + ["burn", "convert"] if s == a else v + ["wait"])
    for s in range(n):  # not while it is (or may still add to) their own turn (after.py)
        if s != a and s != state.get("after") and s not in out and ps[s]["pcult"] and \
                not (ps[s].get("wait") and not state["flow"]["passed"][s]) and can_step(state, s):
            return (s, "cult step", ["+" + t for t in CULTS] + ["wait"])
    return None


def _pos(order, s, missing):
    # a seat's place in the turn order (missing: a seat not in it)
    return order.index(s) if s in order else missing
