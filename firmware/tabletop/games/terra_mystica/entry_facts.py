# Map facts for choices() (view, entry.py): offers, spades, near, tunnel / carpet, then "ok";
# a favor tile or a town the build brings, in the same push.
# An offer names the neighbour alone ("offer nomads", then "witches"), one push each, those the
# player offered to last first: the neighbour says how much power they take when the device asks
# them (answers(); the rules take "offer nomads 2" as well, as the online ledger writes it).

from tabletop.games.terra_mystica import factions as F
from tabletop.games.terra_mystica.after import favs
from tabletop.games.terra_mystica.entry_verbs import ring, towns
from tabletop.games.terra_mystica.spades import reach_word


def facts(state, seat, v, cmd):
    # the map facts a build / upgrade may carry, then "ok"
    p = state["players"][seat]
    seats = state["seats"]
    last = cmd[-1]
    ok = ["ok"]
    if last == "ok":
        return []
    if last == "spades":
        return list("123")
    if v == "town":  # (cmd: the entry's words) the tile, then a temple's or sanctuary's favor tile
        return ring(towns(state) if last == "town" else favs(state, p, ". ") + ok
                    if cmd[0] == "upgrade" and cmd[2] in ("te", "sa") else [])
    out = []
    if "offer" not in cmd or last in seats:
        # the other players not named in cmd yet ("offer nomads", then "witches"): those the
        # player offered power to first, the latest first (build.remember), then in seat order
        near = []
        nb = p["nb"]
        while nb:
            near.append(seats[nb % 8 - 1])
            nb //= 8
        before = "" if "offer" in cmd else "offer "
        for f in near + list(seats):
            if f != seats[seat] and f not in cmd and before + f not in out:
                out.append(before + f)
        if before == "" and cmd[2] in ("te", "sa"):  # the favor tile, in the push that ends the offers
            fs = favs(state, p, ". ")
            out = fs[:3] + out + fs[3:] + ok  # "ok" furthest (a town first...)
            ok = []
    if v != "upgrade" and "spades" not in cmd:
        out.append("spades")
    if v == "upgrade" and cmd[2] == "tp" and "near" not in cmd and "offer" not in cmd:
        out.append("near")
    w = reach_word(p)
    if v != "upgrade" and w and w not in cmd:
        out.insert(0, w)  # their way to reach: one click
    out = out[:5] + ok + out[5:] if v == "upgrade" and "offer" not in cmd else ok + out  # (rarely none)
    if towns(state):  # a town the build forms: ". town", then its tile;
        # when the power of the player's buildings with this one reaches what one more town needs
        # (7 each, 6 with FAV5: rulebook), one click back after an offer, two before (the offers
        # first: a town is told after them), else furthest
        s = p["D"] + 2 * (p["TP"] + p["TE"]) + 3 * (p["SH"] + p["SA"]) + (v == "build" or cmd[2] != "te")
        out.insert((1 if "offer" in cmd else 3) if s >= (7 - (p["fav"] >> 5 & 1)) * (len(p["tw"].split()) + 1) else len(out), ". town")
    return ring(out)


def answers(state, seat, cmd):
    # the words of a leech or decline (cmd): the amounts offered; an offer of no amount: each the
    # neighbour may say that gives more power (up to what the bowls and VP take), 1 first (the most
    # taken in the real games); then "from" the builder (a decline of no amount needs none)
    p = state["players"][seat]
    os = p["offers"]
    n = len(cmd)
    fs = []  # the builders (of the amount named)
    xs = []  # the amounts
    for o in os:
        f = state["seats"][o[0]]
        if (n < 3 or str(o[1]) in (cmd[1], "0")) and f not in fs:
            fs.append(f)
        if o[1] and str(o[1]) not in xs:
            xs.append(str(o[1]))
    fs.sort()
    xs.sort()
    if n == 1:
        if len(xs) < len(os) and cmd[0] == "leech":
            top = max(1, min(F.capacity(p), p["VP"] + 1, 8))
            out = []
            for x in range(1, top + 1):
                out.append(str(x))
            for x in xs:
                if int(x) > top:
                    out.append(x)
            return ring(out)
        return xs + ["from"] if len(xs) < len(os) else xs
    if n == 2:
        return fs if cmd[1] == "from" else ["from"]
    return fs if n == 3 and cmd[1] != "from" else []
