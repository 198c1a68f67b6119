"""What the device shows: status lines and the next possible words of an entry."""

from tabletop.core import flow

TRACKS = ("fire", "water", "earth", "air")


def status(state):
    f = state["flow"]
    a = flow.active(state)
    lines = ["round %d, %s" % (f["round"], f["phase"])]
    if a >= 0:
        lines.append("%s to act" % state["seats"][a])
    taken = ["ACT%d" % (i + 1) for i in range(6) if state["acts"][i]]
    if taken:
        lines.append("taken: " + " ".join(taken))
    for s in range(len(state["players"])):
        p = state["players"][s]
        for o in p["offers"]:
            lines.append("%s may leech %d from %s" % (p["f"], o[1], state["seats"][o[0]]))
    return lines


def choices(state, seat, words):
    p = state["players"][seat]
    f = state["flow"]
    if f["ended"]:
        return []
    if not words:
        if f["setup"]:
            return ["build"] if f["phase"] == "dwellings" else ["pass"]
        if f["phase"] == "network":
            return ["network"]
        out = []
        if p["offers"]:
            out += ["leech", "decline"]
        if seat == flow.active(state):
            out += ["build", "upgrade", "transform", "dig", "send", "action", "advance",
                    "convert", "burn", "pass", "done"]
        if p["pcult"]:
            out += ["+" + t for t in TRACKS]
        return out + ["wait"]
    v = words[0]
    n = len(words)
    if v == "upgrade" and n == 1:
        return ["to"]
    if v == "upgrade" and n == 2:
        return ["tp", "te", "sh", "sa"]
    if v == "action" and n == 1:
        return ["act%d" % (i + 1) for i in range(6) if not state["acts"][i]] + ["bon1", "bon2",
                                                                              "fav6"]
    if v == "advance" and n == 1:
        return ["ship", "dig"]
    if v == "send" and n == 1:
        return ["p"]
    if v == "send" and n == 2:
        return ["to"]
    if v == "send" and n == 3:
        return list(TRACKS)
    if v == "pass" and n == 1 and not f["round"] >= 6:
        return ["bon%d" % b for b in state["bonus"]]
    if v in ("leech", "decline") and n == 1:
        return [str(o[1]) for o in p["offers"]]
    if v in ("burn", "dig", "network") and n == 1:
        return ["1", "2", "3"]
    return []
