# Map facts for choices() (view, entry.py): offers, spades, near, tunnel / carpet, then "ok";
# a favor tile or a town the build brings, in the same push.
# The usual offers (1 to 3 power to a neighbour) are one choice of several words ("offer nomads
# 2", then "witches 1"): one push; to the neighbours the player offered to last first. Other
# amounts in two: the neighbour ("offer nomads"), then the amount, 4 first.

from tabletop.games.terra_mystica.after import favs
from tabletop.games.terra_mystica.entry_verbs import towns


def facts(state, seat, v, cmd):
    # the map facts a build / upgrade / transform may carry, then "ok"
    p = state["players"][seat]
    seats = state["seats"]
    last = cmd[-1]
    ok = ["ok"]
    if last == "ok":
        return []
    if last in seats:
        return list("45678123")  # the power offered to that neighbour
    if last == "spades":
        return list("123")
    if v == "town":  # (cmd: the entry's words) the tile, then a temple's or sanctuary's favor tile
        return ring(towns(state) if last == "town" else [". " + f for f in favs(state, p)] + ok
                    if cmd[0] == "upgrade" and cmd[2] in ("te", "sa") else [])
    given = [w for w in cmd if w in seats]
    others = [seats[s] for s in range(len(seats)) if s != seat and seats[s] not in given]
    out = []
    if v == "transform" and not p["did"] & 4 and state["flow"]["phase"] == "actions":
        out.append(". build")  # a dwelling on the space terraformed: the same turn
    if v != "transform":
        if "offer" not in cmd:
            out += _usual(state, p, others, "offer ", v)
        elif last.isdigit() and cmd[-2] in seats:
            out += _usual(state, p, others, "", v)
            if cmd[2] in ("te", "sa"):  # the favor tile, in the push that ends the offers
                fs = [". " + f for f in favs(state, p)]
                out = fs[:3] + out + fs[3:] + ok  # "ok" furthest (a town first...)
                ok = []
    if v != "upgrade" and "spades" not in cmd:
        out.append("spades")
    if v == "upgrade" and cmd[2] == "tp" and "near" not in cmd and "offer" not in cmd:
        out.append("near")
    if v != "upgrade" and p["f"] in ("dwarves", "fakirs") and "tunnel" not in cmd and "carpet" not in cmd:
        out.insert(0, "tunnel" if p["f"] == "dwarves" else "carpet")  # their way to reach: one click
    out = out[:5] + ok + out[5:] if v == "upgrade" and "offer" not in cmd else ok + out  # (rarely none)
    if v != "transform" and towns(state):  # a town the build forms: ". town", then its tile;
        # when the power of the player's buildings with this one reaches what one more town needs
        # (7 each, 6 with FAV5: rulebook), one click back after an offer, two before (the offers
        # first: a town is told after them), else furthest
        s = p["D"] + 2 * (p["TP"] + p["TE"]) + 3 * (p["SH"] + p["SA"]) + (v == "build" or cmd[2] != "te")
        out.insert((1 if "offer" in cmd else 3) if s >= (7 - (p["fav"] >> 5 & 1)) * (len(p["tw"].split()) + 1) else len(out), ". town")
    return ring(out)


def ring(xs):
    """xs, the likeliest first, for the encoder that goes round: x0, x2, x4 ... x3, x1 (x1 one
    click back, x2 one forward)."""
    return xs[0::2] + xs[1::2][::-1]


# amount and rank of the neighbour, the pairs offered most in real games first (an upgrade's, then
# a build's: 1 to any neighbour before 2 to the latest), the neighbours ranked by the player's
# latest offers (p["nb"], verbs.near): 1 to the latest, 2 to the latest...
# (an upgrade, to a neighbour offered power before: the amount offered last, then 1, 2, 3: the
# neighbour's buildings next to the player's change little from one build to the next; a build,
# a new dwelling: 1, 2, 3)
PAIRS = "102011211230312213322333" "101112202221303132132333"


def _usual(state, p, others, before, v):
    # the usual amounts first, then each neighbour alone (any amount)
    nb = p["nb"]
    order = []
    last = []
    while nb:
        f = state["seats"][nb % 8 - 1]
        if f in others:
            order.append(f)
            last.append(nb // 8 % 8)
        nb //= 64
    order += [f for f in others if f not in order]
    last += [0] * len(others)
    out = []
    o = 24 * (v != "upgrade")  # a build's pairs: the second half
    for i in range(o, o + 24, 2):
        r = int(PAIRS[i + 1])
        if r < len(order):  # the amounts: (an upgrade) the one offered last, then 1, 2, 3
            a = str(last[r] * (v == "upgrade") or "")
            out.append(before + order[r] + " " + (a + "123".replace(a, ""))[int(PAIRS[i]) - 1])
    return out + [before + f for f in order]
