# Map facts for choices() (view, entry.py): offers, spades, near, tunnel / carpet, then "ok";
# and the conversions a player can make now, each one choice.
# The usual offers (1 to 3 power to a neighbour) are one choice of several words ("offer nomads
# 2", then "witches 1"): one push; to the neighbours the player offered to last first. Other
# amounts in two: the neighbour ("offer nomads"), then the amount, 4 first.


def facts(state, seat, v, cmd):
    # the map facts a build / upgrade / transform may carry, then "ok"
    p = state["players"][seat]
    seats = state["seats"]
    last = cmd[-1]
    if last == "ok":
        return []
    if last in seats:
        return [str(k) for k in (4, 5, 6, 7, 8, 1, 2, 3)]  # the power offered to that neighbour
    if last == "spades":
        return ["1", "2", "3"]
    given = [w for w in cmd if w in seats]
    others = [seats[s] for s in range(len(seats)) if s != seat and seats[s] not in given]
    out = []
    if v == "transform" and not p["did"] & 4 and state["flow"]["phase"] == "actions":
        out.append(". build")  # a dwelling on the space terraformed: the same turn
    if v != "transform":
        if "offer" not in cmd:
            out += _usual(state, p, others, "offer ")
        elif last.isdigit() and cmd[-2] in seats:
            out += _usual(state, p, others, "")
    if v != "upgrade" and "spades" not in cmd:
        out.append("spades")
    if v == "upgrade" and cmd[2] == "tp" and "near" not in cmd and "offer" not in cmd:
        out.append("near")
    if v != "upgrade" and p["f"] in ("dwarves", "fakirs") and "tunnel" not in cmd and "carpet" not in cmd:
        out.append("tunnel" if p["f"] == "dwarves" else "carpet")
    return ring(out + ["ok"] if v == "upgrade" and "offer" not in cmd else ["ok"] + out)


def ring(xs):
    """xs, the likeliest first, for the encoder that goes round: x0, x2, x4 ... x3, x1 (x1 one
    click back, x2 one forward)."""
    return xs[0::2] + xs[1::2][::-1]


# amount and rank of the neighbour, the pairs offered most in real games first, the neighbours
# ranked by the player's latest offers (p["nb"], verbs.near): 1 to the latest, 2 to the latest...
PAIRS = "102011211230312213322333"


def _usual(state, p, others, before):
    # the usual amounts first, then each neighbour alone (any amount)
    nb = p.get("nb", 0)
    order = []
    while nb:
        f = state["seats"][nb % 8 - 1]
        if f in others:
            order.append(f)
        nb //= 8
    order += [f for f in others if f not in order]
    return [before + order[int(PAIRS[i + 1])] + " " + PAIRS[i] for i in range(0, 24, 2)
            if int(PAIRS[i + 1]) < len(order)] + [before + f for f in order]


# (from, to, units of from per unit of to, who): the conversions of the rulebook's table
RATES = (("pw", "c", 1, ""), ("p", "w", 1, ""), ("w", "c", 1, ""), ("pw", "w", 3, ""),
         ("pw", "p", 5, ""), ("p", "c", 1, ""), ("vp", "c", 1, "alchemists"), ("c", "vp", 2, "alchemists"))
HAVE = {"pw": 2, "p": "P", "w": "W", "c": "C", "vp": "VP"}


def conversions(p):
    """Every conversion p can pay for now ("2pw to 2c"), one push each: power to coins going
    forward (1, 2, 3...), the others going back (1p to 1w one click back, then 1w to 1c...)."""
    # first, the Darklings' stronghold: up to 3 workers to priests, once
    out = ["%dw to %dp" % (k, k) for k in range(1, min(3, p["W"]) + 1)] if p.get("w2p") == 1 else []
    back = []
    for k in range(1, 9):
        for a, b, rate, who in RATES:
            h = HAVE[a]
            if k <= (p["b"][h] if h == 2 else p[h]) // rate and (not who or p["f"] == who):
                (out if a + b == "pwc" else back).append("%d%s to %d%s" % (k * rate, a, k, b))
    return out + back[::-1] if out else back
