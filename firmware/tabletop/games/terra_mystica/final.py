# End of the game: cult majorities, the largest network, resources to VP. Also the host-side tap on
# the automatic steps (income, final scoring) for replay checks (hooks.py names it for the host: one
# module less on the board).

HOOK = [None]


def snap(state, tag):
    if HOOK[0] is not None:
        HOOK[0](state, tag)




def places(values, awards):
    # Points per seat: ranked by value (0 scores nothing), tied seats split the places' awards.
    n = len(values)
    order = []
    for s in range(n):
        order.append((-values[s], s))
    order.sort()
    for i in range(n):
        order[i] = order[i][1]  # the seats, the highest value first (a tie: the first seat first)
    out = [0] * n
    pos = 0
    i = 0
    while i < n and pos < len(awards):
        v = values[order[i]]
        if v <= 0:
            break
        j = i
        while j < n and values[order[j]] == v:
            j += 1
        pool = 0
        for k in range(pos, min(pos + j - i, len(awards))):
            pool += awards[k]
        for k in range(i, j):
            out[order[k]] = pool // (j - i)
        pos += j - i
        i = j
    return out


def network_order(state):
    # who enters the size of their largest network after round 6: the players still in
    out = []
    for s in range(len(state["players"])):
        if s not in state["flow"]["out"]:
            out.append(s)
    return out


def final_scoring(state):
    # every player, those who left the game too (terra.snellman.net's games with dropouts): cult
    # majorities and resources count for all; a player who left is not asked for a network size
    # (network_order), so the network places go to the players still in
    ps = state["players"]
    for p in ps:
        p["fin"] = [0, 0, 0, 0, 0, 0]
    for t in range(5):  # the four cult tracks (8, 4, 2 VP), then the largest network (18, 12, 6)
        values = []
        for p in ps:
            values.append(p["cult"][t] if t < 4 else p.get("net", 0))
        got = places(values, (8, 4, 2) if t < 4 else (18, 12, 6))
        for s in range(len(ps)):
            ps[s]["VP"] += got[s]
            ps[s]["fin"][t] = got[s]
        snap(state, ("FIRE", "WATER", "EARTH", "AIR", "network")[t])
    for p in ps:
        b = p["b"]
        k = b[1] // 2
        b[1] -= 2 * k
        b[2] += k
        c = b[2] + p["P"] + p["W"]
        b[0] += b[2]
        b[2] = 0
        p["P"] = 0
        p["W"] = 0
        p["C"] += c
        rate = 2 if p["f"] == "alchemists" else 3
        vp = p["C"] // rate
        p["C"] -= vp * rate
        p["VP"] += vp
        p["fin"][5] = vp
    snap(state, "resources")
