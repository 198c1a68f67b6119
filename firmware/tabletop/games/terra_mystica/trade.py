# Conversions and burning power.

from tabletop.core.errors import Illegal
from tabletop.games.terra_mystica import res
from tabletop.games.terra_mystica.words import amount

# " FROM>TO" and the units of FROM per unit of TO (one string: less RAM on the board than tuples)
RATES = " PW>C1 PW>W3 PW>P5 W>C1 P>C1 P>W1 VP>C1 C>VP2 W>P1"


def convert(state, seat, args):
    p = state["players"][seat]
    if "to" not in args:
        raise Illegal("convert needs amounts like: convert 3pw to 1w")
    k = args.index("to")
    n1, a, u = amount(args[:k])
    n2, b, u = amount(args[k + 1:])
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
        res.spend_power(p, n1)
    else:
        res.pay(p, a, n1)
    if b == "P":
        res.gain_priests(p, n2)
    else:
        p[b] += n2


def burn(state, seat, args):
    if not args or not args[0].isdigit():
        raise Illegal("burn needs a number")
    if int(args[0]):  # snellman takes "burn 0": nothing burnt
        res.burn(state["players"][seat], int(args[0]))
