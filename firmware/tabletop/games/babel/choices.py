# The choices the device offers while an entry is built word by word: legal now, as far as cheaply known.

from tabletop.core import flow
from tabletop.games.babel import VERBS
from tabletop.games.babel.cards import TRIBES, quarry_left, unseen
from tabletop.games.babel.quarry import forced_draw
from tabletop.games.babel.temples import SOURCES, fits
from tabletop.games.babel.usable import has_run, peoples, use_next


def _end_next(state, words):
    n = min(2, quarry_left(state))
    i = len(words)
    if i >= n:
        return []
    forced = forced_draw(state, n)
    if i < len(forced):
        return [str(forced[i])]
    got = [int(w) for w in words[len(forced):] if w.isdigit()]
    pool = state["pool"]
    return [str(lv) for lv in range(1, 7) if pool[lv - 1] > got.count(lv)]


def choices(state, seat, words):
    f = state["flow"]
    if f["ended"]:
        return []
    if f["prompts"]:
        q = f["prompts"][0]
        if q[0] != seat:
            return []
        if not words:
            return ["discard"]
        if words[0] != "discard" or len(words) - 1 >= q[2]:
            return []
        return peoples(lambda t: unseen(state, t) > words[1:].count(TRIBES[t]))
    if seat != flow.active(state):
        return []
    p = state["players"][seat]
    if not words:
        return [v for v in VERBS if v != "discard" and choices(state, seat, [v])]
    v = words[0]
    k = len(words) - 1
    if v == "travel" and k == 0 and p["hand"] > 0:
        return peoples(lambda t: t != p["pawn"] and unseen(state, t) > 0)
    if v == "settle" and k == 0 and p["hand"] > 0 and p["pawn"] >= 0:
        return peoples(lambda t: unseen(state, t) > 0)
    if v == "build" and k == 0:
        return [s for s in SOURCES if fits(state, seat, s, 1)]
    if v == "migrate" and not state["migrated"]:
        if k == 0:
            return peoples(lambda t: len(p["people"][t]) >= 3)
        if k == 1:
            return [x for x in TRIBES if x != words[1]]
    if v == "use":
        if k == 0:
            return [t for t in has_run(state, seat) if use_next(state, seat, t) is not None]
        if k == 1 and words[1] in TRIBES:
            return use_next(state, seat, words[1]) or []
    if v == "halve" and k == 0 and state["players"][1 - seat]["hand"] >= 2:
        return has_run(state, seat)
    if v == "end" and not (p["start"] and fits(state, seat, "start", 1)):
        return _end_next(state, words[1:])
    return []
