# Babel: a player's figures for the device (view hook figures()), each labelled, none empty.
from tabletop.games.babel.cards import TRIBES, dutch


def figures(state, seat):
    p = state["players"][seat]
    out = ["hand%d" % p["hand"]]
    if dutch(state):
        out.append("shown%d" % p["shown"] if p["shown"] >= 0 else "shown<4")
    out.append("pawn " + (TRIBES[p["pawn"]] if p["pawn"] >= 0 else "quarry"))
    if p["start"]:
        out.append("start card")
    if p["store"]:
        # the temple cards in the store, by level
        out.append("store " + "".join([str(v) for v in p["store"]]))
    for i in range(len(TRIBES)):
        if p["temple"][i]:
            out.append("%s %d" % (TRIBES[i][:3], sum(p["temple"][i])))
    # the people's columns, each card by its tribe's initial (m s h p a)
    cols = ["".join([TRIBES[c][0] for c in col]) for col in p["people"] if col]
    if cols:
        out.append("people")
        out.extend(cols)
    return out
