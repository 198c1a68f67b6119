# Map facts for choices() (view, entry.py): offers, spades, near, tunnel / carpet, then "ok".
# The usual offers (1 to 3 power to a neighbour) are one choice of several words ("offer nomads
# 2", then "witches 1"): one push on the device instead of three; other amounts word by word.


def facts(state, seat, v, cmd):
    # the map facts a build / upgrade / transform may carry, then "ok"
    p = state["players"][seat]
    seats = state["seats"]
    last = cmd[-1]
    if last == "ok":
        return []
    if last in seats:
        return [str(k) for k in range(1, 9)]  # the power offered to that neighbour
    if last == "spades":
        return ["1", "2", "3"]
    given = [w for w in cmd if w in seats]
    others = [seats[s] for s in range(len(seats)) if s != seat and seats[s] not in given]
    if last == "offer":
        return others
    out = ["ok"]
    if v != "transform":
        if "offer" not in cmd:
            out += _usual(others, "offer ")
            out.append("offer")
        elif last.isdigit() and cmd[-2] in seats:
            out += _usual(others, "") + others
    if v != "upgrade" and "spades" not in cmd:
        out.append("spades")
    if v == "upgrade" and cmd[2] == "tp" and "near" not in cmd and "offer" not in cmd:
        out.append("near")
    if v != "upgrade" and p["f"] in ("dwarves", "fakirs") and "tunnel" not in cmd and "carpet" not in cmd:
        out.append("tunnel" if p["f"] == "dwarves" else "carpet")
    return out


def _usual(others, before):
    return [before + f + " " + str(n) for f in others for n in (1, 2, 3)]
