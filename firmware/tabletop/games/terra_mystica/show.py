# The status lines the device and the JSON snapshot show (kept apart from entry.py: status is
# needed on every screen, choices only while an entry is being built).

from tabletop.core import flow


def status(state):
    f = state["flow"]
    a = flow.active(state)
    lines = ["round %d, %s" % (f["round"], f["phase"])]
    if a >= 0:
        p = state["players"][a]
        lines.append("%s to act" % state["seats"][a])
        if p["pfav"]:
            lines.append("%s: take %d favor tile(s)" % (p["f"], p["pfav"]))
        if p["spades"]:
            lines.append("%s: %d spade(s) to use" % (p["f"], p["spades"]))
    taken = ["ACT%d" % (i + 1) for i in range(6) if (state["acts"] >> i) & 1]
    if taken:
        lines.append("taken: " + " ".join(taken))
    for s in range(len(state["players"])):
        p = state["players"][s]
        for o in p["offers"]:
            lines.append("%s may leech %d from %s" % (p["f"], o[1], state["seats"][o[0]]))
    return lines
