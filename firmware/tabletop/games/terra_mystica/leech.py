# Power offers answered: leech or decline (the Cultists' gain); made with a build or upgrade:
# build.make_offers.

from tabletop.core.errors import Illegal
from tabletop.games.terra_mystica import factions as F
from tabletop.games.terra_mystica.words import num


def find_offer(state, p, args):
    # Index of the offer named by [N] from FACTION (or the oldest one).
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
    for i in range(len(p["offers"])):
        o = p["offers"][i]
        if (frm < 0 or o[0] == frm) and (n < 0 or o[1] == n or not o[1]):  # the oldest that fits
            return i  # (an offer of no amount: the neighbour says it)
    if frm >= 0:
        for o in p["offers"]:
            if o[0] == frm:
                break  # an offer from them, of another amount
        else:
            raise Illegal("you have no power offer from the %s" % seats[frm])
    raise Illegal("no offer of %d power to answer" % n)  # a (hand-edited) amount no offer has


def resolve(state, bid, took, counts=True):
    # One offer of build `bid` answered: the Cultists' effect when the first opponent takes
    # power (+1 cult step) or when all decline (+1 power). Players who could not take any power
    # (empty bowls I and II) do not count.
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
                F.gain_power(b, 1)
            op.pop(i)
        return


def leech(state, seat, args):
    p = state["players"][seat]
    i = find_offer(state, p, args)
    n = p["offers"][i][1] or num(args[0] if args else None, "leech")  # (0: the neighbour says it)
    o = p["offers"].pop(i)
    cap = F.capacity(p)
    got = F.gain_power(p, min(n, cap, p["VP"] + 1))
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
    resolve(state, o[2], False, F.capacity(p) > 0)


def decline_all(state, seat):
    p = state["players"][seat]
    while p["offers"]:
        o = p["offers"].pop(0)
        resolve(state, o[2], False, F.capacity(p) > 0)
