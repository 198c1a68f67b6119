# Assyria: the flood that ends each reign, and the game end bonuses.

from tabletop.games import assyria_rules as R


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


def flood(state):
    ps = state["players"]
    n = len(ps)
    rg = R.reign(state)
    # I) the rivers flood: their huts go back to the camps
    for p in ps:
        p["upper"] = 0
        p["lower"] = 0
    # II) Assur
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
    # III) dignitary bonuses
    court = state["court"]
    for s in range(n):
        h = court[0].count(s)
        if h:
            ps[s]["vp"][R.C_DIGN] += R.HIGH_VP[h]
            R.log(state, "high dignitary: %s %d hut%s +%d" % (R.name(state, s), h, "s" if h > 1 else "", R.HIGH_VP[h]))
    mid = [s for s in range(n) if court[1].count(s)]
    mid.sort(key=lambda s: (-court[1].count(s), court[1].index(s)))
    for s in mid:
        if ps[s]["plow"]:
            R.log(state, "middle dignitary: %s already holds a plow" % R.name(state, s))
        else:  # the plow field holds one for every player without
            ps[s]["plow"] = 1
            state["plows"] -= 1
            R.log(state, "middle dignitary: %s takes a plow" % R.name(state, s))
    for s in range(n):
        h = court[2].count(s)
        if h:
            got = R.add_camels(ps[s], h)
            R.log(state, "low dignitary: %s %d hut%s +%d camel%s" % (R.name(state, s), h, "s" if h > 1 else "", got,
                                                                       "s" if got != 1 else ""))
    state["court"] = [[], [], []]  # the dignitaries' huts go home
    # IV) offerings: ziggurat sites times the track's multiplier, then the track resets
    for s in range(n):
        p = ps[s]
        x = R.OFFER_X[p["offer"]]
        if p["offer"]:
            v = len(p["zigs"]) * x
            p["vp"][R.C_OFFER] += v
            R.log(state, "offerings: %s %d ziggurat%s x%d = %d"
                  % (R.name(state, s), len(p["zigs"]), "s" if len(p["zigs"]) > 1 else "", x, v))
        p["offer"] = 0


def final_scoring(state):
    # +1 per ziggurat tile, +1 for a plow card, +1 per 2 camels left.
    for s in range(len(state["players"])):
        p = state["players"][s]
        t = R.tiles(p)
        c = p["camels"] // 2
        p["vp"][R.C_END] += t + p["plow"] + c
        R.log(state, "end: %s %d tiles +%d plow +%d for %d camels = %d"
              % (R.name(state, s), t, p["plow"], c, p["camels"], t + p["plow"] + c))
