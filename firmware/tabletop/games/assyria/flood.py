# Assyria: the flood that ends each reign, and the game end bonuses.

from tabletop.games.assyria import rules as R
from tabletop.games.assyria.assur import assur


def flood(state):
    ps = state["players"]
    n = len(ps)
    # I) the rivers flood: their huts go back to the camps
    for p in ps:
        p["upper"] = 0
        p["lower"] = 0
    # II) Assur
    assur(state)
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
