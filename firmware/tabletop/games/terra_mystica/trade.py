# Conversions and burning power.

from tabletop.core.errors import Illegal
from tabletop.games.terra_mystica import factions as F

# " FROM>TO", the units of FROM per unit of TO and a weight: the rulebook's table (the Alchemists'
# VP, the Darklings' stronghold's W to P: convert() checks who), one string (less RAM on the board
# than tuples). The device lists the conversions other than power to coins by amount times weight
# (34 real games: 1w to 1c, 1p to 1w, 2w to 2c, 3w to 3c ... nearest: the fewest clicks over the
# games with none in a turn above 15)
RATES = " PW>C11 P>W12 W>C11 PW>W34 PW>P56 P>C14 VP>C12 C>VP26 W>P10"


# each unit in upper case, then lower (i & 14: its upper case); two letters first ("3vp": not "p")
UNITS = ("PW", "pw", "VP", "vp", "C", "c", "W", "w", "P", "p")


def amount(words):
    # (n, kind) from ["3pw"] or ["3", "pw"] or ["pw"]: its end tested, not read letter by letter
    # (every str the board makes is looked up among all the app's interned ones: ~40 us each)
    w = words[0] if words else ""
    for i in range(len(UNITS)):
        if w.endswith(UNITS[i]):
            n = w[:len(w) - len(UNITS[i])]
            if not n or n.isdigit():
                return (int(n) if n else 1), UNITS[i & 14]
    if w.isdigit() and len(words) > 1 and words[1] in UNITS:
        return int(w), UNITS[UNITS.index(words[1]) & 14]
    raise Illegal("convert needs amounts like: convert 3pw to 1w")


def convert(state, seat, args):
    p = state["players"][seat]
    if "to" not in args:
        raise Illegal("convert needs amounts like: convert 3pw to 1w")
    k = args.index("to")
    n1, a = amount(args[:k])
    n2, b = amount(args[k + 1:])
    i = RATES.find(" %s>%s" % (a, b))
    rate = int(RATES[i + len(a) + len(b) + 2]) if i >= 0 else 0
    f = p["f"]
    if "VP" in (a, b) and f != "alchemists" or a == "W" and b == "P" and f != "darklings":
        rate = 0
    if rate == 0:
        raise Illegal("you cannot convert %s to %s" % (a, b))
    if n1 != n2 * rate:
        raise Illegal("%d %s give %d %s, not %d" % (n1, a, n1 // rate, b, n2))
    if n1 == 0:  # snellman takes "convert 0PW to 0C": nothing changes (not the Darklings' once)
        return
    if a == "W" and b == "P":
        # rulebook, Düsterlinge / Festung: "sofort und einmalig", in the turn the stronghold is built
        if p.get("w2p") != 1 or n2 > 3:
            raise Illegal("the Darklings convert up to 3 workers to priests once, when they build their stronghold")
        p["w2p"] = 2
    if a == "PW":
        F.spend_power(p, n1)
    else:
        F.pay(p, a, n1)
    if b == "P":
        F.gain_priests(p, n2)
    else:
        p[b] += n2


def conversions(p):
    """Every conversion p can pay for now ("2pw to 2c"), one push each (entry.py): power to coins
    going forward (1, 2, 3...), the others going back (1p to 1w one click back, then 1w to 1c...)."""
    # first, the Darklings' stronghold: up to 3 workers to priests, once
    out = []
    if p.get("w2p") == 1:
        for k in range(1, min(3, p["W"]) + 1):
            out.append("%dw to %dp" % (k, k))
    back = []
    rates = RATES.split()[:-1]
    for k in range(1, 9):
        for i in range(len(rates)):
            a, b = rates[i].split(">")
            rate = int(b[-2])
            b = b[:-2]
            if k <= (p["b"][2] if a == "PW" else p[a]) // rate and ("VP" not in (a, b) or p["f"] == "alchemists"):
                t = "%d%s to %d%s" % (k * rate, a.lower(), k, b.lower())
                if i:
                    back.append((k * int(rates[i][-1]) * 16 + i, t))
                else:
                    out.append(t)
    back.sort()
    for x in back[::-1] if out else back:
        out.append(x[1])
    return out
