"""Conversions, burning power and leech offers."""

from tabletop.core.errors import Illegal
from tabletop.games.terra_mystica import res

# (from, to): units of `from` per unit of `to`
RATES = (("PW", "C", 1), ("PW", "W", 3), ("PW", "P", 5), ("W", "C", 1), ("P", "C", 1),
         ("P", "W", 1), ("VP", "C", 1), ("W", "P", 1))
KINDS = ("PW", "VP", "C", "W", "P")


def amount(words):
    """[n, kind] from ["3pw"] or ["3", "pw"] or ["pw"]; returns (n, kind, words used)."""
    w = words[0].upper() if words else ""
    n = ""
    while w and w[0].isdigit():
        n += w[0]
        w = w[1:]
    used = 1
    if not w and len(words) > 1:
        w = words[1].upper()
        used = 2
    if w not in KINDS:
        raise Illegal("convert needs amounts like: convert 3pw to 1w")
    return (int(n) if n else 1), w, used


def convert(state, seat, args):
    p = state["players"][seat]
    if "to" not in args:
        raise Illegal("convert needs amounts like: convert 3pw to 1w")
    k = args.index("to")
    n1, a, u = amount(args[:k])
    n2, b, u = amount(args[k + 1:])
    rate = 0
    for r in RATES:
        if r[0] == a and r[1] == b:
            rate = r[2]
    f = p["f"]
    if a == "VP" and f != "alchemists" or a == "W" and b == "P" and f != "darklings":
        rate = 0
    if rate == 0:
        raise Illegal("you cannot convert %s to %s" % (a, b))
    if n1 != n2 * rate:
        raise Illegal("%d %s give %d %s, not %d" % (n1, a, n1 // rate, b, n2))
    if a == "W" and b == "P":
        if not p["SH"] or "w2p" in p or n2 > 3:
            raise Illegal("the Darklings convert up to 3 workers to priests once, with their stronghold")
        p["w2p"] = 1
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
    res.burn(state["players"][seat], int(args[0]))


def find_offer(state, p, args):
    """Index of the offer named by [N] from FACTION (or the oldest one)."""
    if not p["offers"]:
        raise Illegal("you have no power offer to answer")
    seats = state["seats"]
    n = -1
    frm = -1
    for i in range(len(args)):
        if args[i].isdigit() and n < 0:
            n = int(args[i])
        elif args[i] in seats:
            frm = seats.index(args[i])
    best = -1
    for i in range(len(p["offers"])):
        o = p["offers"][i]
        if frm >= 0 and o[0] != frm:
            continue
        if best < 0 or (n >= 0 and o[1] == n and p["offers"][best][1] != n):
            best = i
    if best < 0:
        raise Illegal("you have no power offer from the %s" % seats[frm])
    return best


def resolve(state, bid, took, counts=True):
    """One offer of build `bid` answered: the Cultists' effect when the first opponent takes
    power (+1 cult step) or when all decline (+1 power). Players who could not take any power
    (empty bowls I and II) do not count."""
    op = state["open"]
    for i in range(len(op)):
        e = op[i]
        if e[1] != bid:
            continue
        b = state["players"][e[0]]
        e[2] -= 1
        if took and not e[3]:
            e[3] = 1
            if b["f"] == "cultists":
                b["pcult"] += 1
        if counts and not took:
            e[4] += 1
        if e[2] <= 0:
            if not e[3] and e[4] and b["f"] == "cultists":
                res.gain_power(b, 1)
            op.pop(i)
        return


def leech(state, seat, args):
    p = state["players"][seat]
    i = find_offer(state, p, args)
    o = p["offers"].pop(i)
    n = o[1]
    cap = res.capacity(p)
    if n > cap:
        n = cap
    if n > p["VP"] + 1:
        n = p["VP"] + 1
    got = res.gain_power(p, n)
    if got > 1:
        p["VP"] -= got - 1
    resolve(state, o[2], got > 0, cap > 0)


def decline(state, seat, args):
    p = state["players"][seat]
    if not args:
        if not p["offers"]:
            raise Illegal("you have no power offer to answer")
        decline_all(state, seat)
        return
    o = p["offers"].pop(find_offer(state, p, args))
    resolve(state, o[2], False, res.capacity(p) > 0)


def decline_all(state, seat):
    p = state["players"][seat]
    while p["offers"]:
        o = p["offers"].pop(0)
        resolve(state, o[2], False, res.capacity(p) > 0)
