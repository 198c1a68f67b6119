# The next possible words of an entry (choices()), word by word on the device.
# An entry is complete when choices() gives []: commands that may carry map facts (offers,
# spades, tunnel/carpet, bridges) end with the word "ok" on the device ("build offer nomads 2 ok").

from tabletop.core import flow
from tabletop.games.terra_mystica import res

TRACKS = ("fire", "water", "earth", "air")
FACTION_ACT = (("auren", "acta"), ("chaosmagicians", "actc"), ("giants", "actg"), ("nomads", "actn"),
               ("swarmlings", "acts"), ("witches", "actw"))


def verbs(state, seat):
    p = state["players"][seat]
    f = state["flow"]
    if f["setup"]:
        return ["build"] if f["phase"] == "dwellings" else ["pass"]
    if f["phase"] == "network":
        return ["network"] if seat == flow.active(state) else []
    out = []
    if p["offers"]:
        out += ["leech", "decline"]
    if p["pcult"]:
        out += ["+" + t for t in TRACKS]
    if seat == flow.active(state):
        if f["phase"] == "spades":
            return out + ["transform", "build", "convert", "burn", "done"]
        if p["did"] & 1:
            if p["spades"] or p["act"] in ("actn", "actw") or p["did"] & 2:
                out += ["transform", "build", "dig"]
            if p["act"] == "acts":
                out.append("upgrade")
            if p["act"] == "actc":
                out += ["build", "upgrade", "transform", "dig", "send", "action", "advance"]
            if p["pfav"]:
                out += ["+fav%d" % n for n in range(1, 13)
                        if res.digit(state["favs"], n) > 0 and not (p["fav"] >> n) & 1]
            out += ["convert", "burn", "done"]
        else:
            out += ["build", "upgrade", "transform", "dig", "send", "action", "advance", "convert",
                    "burn", "pass"]
        out += ["+tw%d" % n for n in range(1, 9) if res.digit(state["towns"], n) > 0]
    return out + ["wait"]


def facts(state, seat, v, cmd):
    # the map facts a build / upgrade / transform may carry, then "ok"
    p = state["players"][seat]
    seats = state["seats"]
    last = cmd[-1]
    if last == "ok":
        return []
    if last in seats:
        return [str(k) for k in range(1, 9)]  # the power offered to that neighbour
    if last == "spades":
        return ["1", "2", "3"]
    given = [w for w in cmd if w in seats]
    others = [seats[s] for s in range(len(seats)) if s != seat and seats[s] not in given]
    if last == "offer":
        return others
    out = ["ok"]
    if v != "transform":
        if "offer" not in cmd:
            out.append("offer")
        elif last.isdigit() and cmd[-2] in seats:
            out += others
    if v != "upgrade" and "spades" not in cmd:
        out.append("spades")
    if v == "upgrade" and cmd[2] == "tp" and "near" not in cmd and "offer" not in cmd:
        out.append("near")
    if v != "upgrade" and p["f"] in ("dwarves", "fakirs") and "tunnel" not in cmd and "carpet" not in cmd:
        out.append("tunnel" if p["f"] == "dwarves" else "carpet")
    return out


def actions(state, p):
    out = ["act%d" % (i + 1) for i in range(6) if not (state["acts"] >> i) & 1]
    for b in (1, 2):
        if p["bon"] == b and ("bon%d " % b) not in p["done"]:
            out.append("bon%d" % b)
    if (p["fav"] >> 6) & 1 and "fav6 " not in p["done"]:
        out.append("fav6")
    if p["f"] == "engineers":
        out.append("acte")
    for f, a in FACTION_ACT:
        if p["f"] == f and p["SH"] and (a + " ") not in p["done"]:
            out.append(a)
    return out


def choices(state, seat, words):
    if state["flow"]["ended"]:
        return []
    cmd = list(words)
    while "." in cmd:
        cmd = cmd[cmd.index(".") + 1:]
    if not cmd:
        return verbs(state, seat)
    p = state["players"][seat]
    v = cmd[0]
    n = len(cmd)
    setup = state["flow"]["setup"]
    if v == "build":
        return [] if setup else facts(state, seat, v, cmd)
    if v == "upgrade":
        if n == 1:
            return ["to"]
        if n == 2:
            return ["tp", "te", "sh", "sa"]
        return facts(state, seat, v, cmd)
    if v == "transform":
        return facts(state, seat, v, cmd)
    if v == "action":
        return actions(state, p) if n == 1 else []
    if v == "send":
        return (["p"], ["to"], list(TRACKS))[n - 1] if n < 4 else []
    if v == "pass":
        if n == 1 and state["bonus"] and (setup or state["flow"]["round"] < 6):
            return ["bon%d" % b for b in state["bonus"]]
        if p["f"] == "engineers" and p["SH"] and not setup and "bridges" not in cmd:
            return ["ok", "bridges"]
        if cmd[-1] == "bridges":
            return [str(k) for k in range(0, p["bridges"] + 1)]
        return []
    if v == "convert":
        if n == 1:
            out = ["1pw", "3pw", "5pw", "1w", "1p"]
            if p["f"] == "alchemists":
                out.append("1vp")
            if p["f"] == "darklings" and p["SH"] and "w2p" not in p:
                out += ["1w", "2w", "3w"]
            return out
        if n == 2:
            return ["to"]
        if n == 3:
            return {"1pw": ["1c"], "3pw": ["1w", "3c"], "5pw": ["1p", "5c"], "1w": ["1c", "1p"],
                    "1p": ["1c", "1w"], "1vp": ["1c"], "2w": ["2p"], "3w": ["3p"]}.get(cmd[1], [])
        return []
    if v == "burn" and n == 1:
        return [str(k) for k in range(1, p["b"][1] // 2 + 1)] or ["1"]
    if v == "dig" and n == 1:
        return ["1", "2", "3"]
    if v == "advance" and n == 1:
        return ["ship", "dig"]
    if v in ("leech", "decline") and p["offers"]:
        if n == 1:
            return sorted(set([str(o[1]) for o in p["offers"]]))
        if n == 2:
            return ["from"]
        if n == 3:
            return sorted(set([state["seats"][o[0]] for o in p["offers"] if str(o[1]) == cmd[1]]))
    if v == "network" and n == 1:
        return [str(k) for k in range(0, 31)]
    return []
