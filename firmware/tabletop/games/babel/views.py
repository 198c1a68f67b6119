# What the device shows and offers: status lines, per-player figures, score breakdown, choices.

from tabletop.core import flow
from tabletop.core.errors import Illegal
from tabletop.core.session import clone
from tabletop.games.babel import VERBS
from tabletop.games.babel.actions import SOURCES, check_build, forced_draw, start_fits
from tabletop.games.babel.cards import TRIBES, dutch, quarry_left, runs, unseen


def name(state, seat):
    return state["names"][seat]


def announced(state, seat):
    # The hand count the opponent knows: German always the count; Dutch as of the last turn end
    # (-1: fewer than 4).
    p = state["players"][seat]
    return p["shown"] if dutch(state) else p["hand"]


def status(state):
    ps = state["players"]
    a = ps[0]["score"]
    b = ps[1]["score"]
    lines = ["%s %d, %s %d" % (name(state, 0), a, name(state, 1), b)]
    why = state["over"]
    w = 0 if a >= b else 1
    if why == "quarry":
        lines.append("the quarry is empty: most points wins")
    elif why == "15":
        lines.append("%s reached 15 with %s below 10" % (name(state, w), name(state, 1 - w)))
    elif why == "20":
        lines.append("%s reached 20 in the final phase" % name(state, w))
    elif why:
        lines.append("%s fell below 10 in the final phase" % name(state, 1 - w))
    elif state["final"]:
        lines.append("final phase: 20 wins, below 10 loses")
    else:
        lines.append("15 wins if the other has under 10")
    top = ""
    if state["quarry"]:
        top = " (top: %s)" % " ".join([str(v) for v in forced_draw(state, len(state["quarry"]))])
    lines.append("quarry %d%s" % (quarry_left(state), top))
    hands = []
    for s in range(2):
        n = announced(state, s)
        hands.append("%s %s" % (name(state, s), str(n) if n >= 0 else "<4"))
    lines.append("hands: " + ", ".join(hands))
    for q in state["flow"]["prompts"]:
        lines.append("%s discards %d cards" % (name(state, q[0]), q[2]))
    for s in range(2):
        if ps[s]["start"] and not why:
            lines.append("%s must build the start card" % name(state, s))
    return lines


def player_fields(state, seat):
    p = state["players"][seat]
    return (
        ("hand", p["hand"]),
        ("announced", announced(state, seat)),
        ("pawn", TRIBES[p["pawn"]] if p["pawn"] >= 0 else "quarry"),
        ("start_card", p["start"]),
        ("store", list(p["store"])),
        ("temples", [list(t) for t in p["temple"]]),
        ("people", [[TRIBES[c] for c in col] for col in p["people"]]),
    )


def breakdown(state, seat):
    t = state["players"][seat]["temple"]
    return tuple([(TRIBES[i], sum(t[i])) for i in range(len(TRIBES))])


def works(state, seat, words):
    # Would the rules accept this entry now? Tried on a copy of the state.
    from tabletop.games.babel import COMMANDS

    try:
        COMMANDS[words[0]](clone(state), seat, words[1:])
    except Illegal:
        return False
    return True


def can_build(state, seat, src, step):
    try:
        check_build(state, seat, src, step, 0)
    except Illegal:
        return False
    return True


def _tribes(ok):
    return [TRIBES[t] for t in range(len(TRIBES)) if ok(t)]


def _has_run(state, seat):
    p = state["players"][seat]
    if p["pawn"] < 0:
        return []
    col = p["people"][p["pawn"]]
    return _tribes(lambda t: max([0] + [r[1] for r in runs(col, t)]) >= 3)


def _use_next(state, seat, t):
    # The words after 'use T', or None when the ability cannot be used now.
    if t == "persians":
        srcs = [s for s in SOURCES[:2] if can_build(state, seat, s, 2)]
        return srcs or None
    if t == "medes":
        p = state["players"][seat]
        col = state["players"][1 - seat]["people"][p["pawn"]]
        ts = _tribes(lambda x: x in col)
        return ts or None
    return [] if works(state, seat, ["use", t]) else None


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
        return _tribes(lambda t: unseen(state, t) > words[1:].count(TRIBES[t]))
    if seat != flow.active(state):
        return []
    p = state["players"][seat]
    if not words:
        return [v for v in VERBS if v != "discard" and choices(state, seat, [v])]
    v = words[0]
    k = len(words) - 1
    if v == "travel" and k == 0 and p["hand"] > 0:
        return _tribes(lambda t: t != p["pawn"] and unseen(state, t) > 0)
    if v == "settle" and k == 0 and p["hand"] > 0 and p["pawn"] >= 0:
        return _tribes(lambda t: unseen(state, t) > 0)
    if v == "build" and k == 0:
        return [s for s in SOURCES if can_build(state, seat, s, 1)]
    if v == "migrate" and not state["migrated"]:
        if k == 0:
            return _tribes(lambda t: len(p["people"][t]) >= 3)
        if k == 1:
            return [x for x in TRIBES if x != words[1]]
    if v == "use":
        if k == 0:
            return [t for t in _has_run(state, seat) if _use_next(state, seat, t) is not None]
        if k == 1 and words[1] in TRIBES:
            return _use_next(state, seat, words[1]) or []
    if v == "halve" and k == 0 and state["players"][1 - seat]["hand"] >= 2:
        return _has_run(state, seat)
    if v == "end" and not (p["start"] and start_fits(state, seat)):
        return _end_next(state, words[1:])
    return []
