# Assyria: Assur at the flood: influence at court ranks the players, the reign's expansion cards pay them.

from tabletop.games.assyria import rules as R


def influence(state, seat):
    # (influence, huts at court, terms) of a seat: 3/2/1 per hut at the high/middle/low dignitary.
    terms = []
    for i in range(3):
        terms += [R.COURT[i][3]] * state["court"][i].count(seat)
    return sum(terms), len(terms), terms


def top_slot(state, seat):
    # Position of the seat's highest hut at court (0 = top of the high dignitary).
    pos = 0
    for i in range(3):
        for s in state["court"][i]:
            if s == seat:
                return pos
            pos += 1
    return 99


def assur_ranking(state):
    # Seats with a hut at court, most influence first; ties: more huts, then the higher hut.
    ranked = []
    for s in range(len(state["players"])):
        inf, n, _ = influence(state, s)
        if n:
            ranked.append(s)
    ranked.sort(key=lambda s: (-influence(state, s)[0], -influence(state, s)[1], top_slot(state, s)))
    return ranked


def payout(cards, nplayers, ranks, reign):
    # Prestige of the 1st, 2nd ... ranked players from the reign's expansion cards.
    #
    # The first takes the sum of all cards, then the highest card is removed, the next takes the sum
    # of the rest, and so on. With 2 players the second takes nothing in reign 1 and the lowest
    # card in reigns 2 and 3.
    #
    left = sorted(cards)
    out = []
    for k in range(ranks):
        if nplayers == 2 and k == 1:
            out.append(0 if reign == 1 or not left else left[0])
            continue
        out.append(sum(left))
        if left:
            left.pop()
    return out


def assur(state):
    # Step II of the flood: prestige by rank of influence.
    ps = state["players"]
    n = len(ps)
    rg = R.reign(state)
    cards = list(state["cards"])
    if n == 4 and rg > 1:
        cards.append(R.BONUS)
    ranked = assur_ranking(state)
    pts = payout(cards, n, len(ranked), rg)
    R.log(state, "flood %d: river huts go home; Assur cards %s" % (rg, "+".join([str(c) for c in cards])))
    for k in range(len(ranked)):
        s = ranked[k]
        inf, nh, terms = influence(state, s)
        ps[s]["vp"][R.C_ASSUR] += pts[k]
        R.log(state, "Assur %d. %s influence %d (%s, %d hut%s): +%d"
              % (k + 1, R.name(state, s), inf, "+".join([str(t) for t in terms]), nh, "s" if nh > 1 else "", pts[k]))
    for s in range(n):
        if s not in ranked:
            R.log(state, "Assur: %s has no hut at court, nothing" % R.name(state, s))
