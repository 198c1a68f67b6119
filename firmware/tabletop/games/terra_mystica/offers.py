# Power offers made with a build or upgrade (answered in leech.py), and the neighbours they show.

from tabletop.core.errors import Illegal


def make_offers(state, seat, offers):
    if not offers:
        return
    state["bid"] += 1
    for i in range(len(offers)):
        o = offers[i]
        if o[0] == seat:
            raise Illegal("you cannot offer power to yourself")
        if o[0] in state["flow"]["out"]:
            raise Illegal("the %s have left the game: no power for them" % state["seats"][o[0]])
        for k in range(i):
            if offers[k][0] == o[0]:
                raise Illegal("one offer per neighbour: the %s are named twice" % state["seats"][o[0]])
        state["players"][o[0]]["offers"].append([seat, o[1], state["bid"]])
    state["open"].append([seat, state["bid"], len(offers), 0, 0])
    ps = state["players"]
    for o in sorted(offers, key=lambda o: -o[0]):  # those of one build by seat, however written
        ps[seat]["nb"] = remember(ps[seat]["nb"], o[0] + 1, o[1], 0)
        ps[o[0]]["nb"] = remember(ps[o[0]]["nb"], seat + 1, o[1] + 1, 2)


def remember(nb, k, a, where):
    """The neighbours a player offered power to, the latest first, as seat + 1 and 8 times the
    amount (up to 7) in base 64 (p["nb"]): the device lists them in that order for the next offers
    (entry_facts) and asks their answer with that amount first (entry_facts.said). Each neighbour
    gets the player too (last, one more power, when not there): adjacency goes both ways.
    nb with neighbour k (seat + 1) and amount a (0: the one it had): where 0, first; 1, in its
    place; 2, only when not there (last)."""
    xs = []
    while nb:
        xs.append(nb % 64)
        nb //= 64
    i = 0
    while i < len(xs) and xs[i] % 8 != k:
        i += 1
    if i == len(xs) or where < 2:
        if i < len(xs):
            a = xs.pop(i) // 8 * (not a) or a
        xs.insert(0 if where == 0 else i, k + 8 * min(7, a))
    for x in xs[::-1]:
        nb = nb * 64 + x
    return nb
