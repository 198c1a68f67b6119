# What the device shows and offers: status lines, per-player figures, score breakdown; and the
# choices of the next word (choices.py).

from tabletop.games.babel.cards import TRIBES, dutch, quarry_left
from tabletop.games.babel.choices import choices  # noqa: F401 (view interface)
from tabletop.games.babel.figures import figures  # noqa: F401 (view interface)
from tabletop.games.babel.quarry import forced_draw


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
        lines.append(("%s discards %d card" if q[2] == 1 else "%s discards %d cards") % (name(state, q[0]), q[2]))
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
