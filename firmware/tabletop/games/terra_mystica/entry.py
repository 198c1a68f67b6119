# The next possible words of an entry (choices()), word by word on the device.
# An entry is complete when choices() gives []: commands that may carry map facts (offers,
# spades, tunnel/carpet, bridges) end with the word "ok" on the device ("build offer nomads 2 ok").

from tabletop.games.terra_mystica.ask import steps
from tabletop.games.terra_mystica.build import cost
from tabletop.games.terra_mystica.entry_facts import answers, facts
from tabletop.games.terra_mystica.entry_verbs import actions, ring, verbs
from tabletop.games.terra_mystica.trade import conversions


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
    out = []
    if v == "build":
        return [] if setup else facts(state, seat, v, cmd)
    if v == "upgrade":
        if n == 1:
            return ["to"]
        if n == 2:  # what the player has to upgrade, has room for and can pay (near a neighbour),
            # the most built first (a first temple before all: its priest and favor tile): one of
            # them is taken without a push
            for k, src, m in (("TP", "D", 4), ("TE", "TP", 3), ("SA", "TE", 1), ("SH", "TP", 1)):
                w, c = cost(p, k)
                if p[src] and p[k] < m and (p["W"] >= w and p["C"] >= c or k == "TP" and p["act"] == "acts"):
                    out.insert(0 if k == "TE" and not p["TE"] else len(out), k.lower())
            return ring(out or ["tp", "te", "sa", "sh"])
        return facts(state, seat, v, cmd)
    if v == "transform":  # one push (entry_verbs: "transform spades" for 2 or 3; a dwelling on
        return list("23") if cmd[-1] == "spades" else []  # the space: the Build key next)
    if v == "town":  # ". town": a town the build forms, its tile (entry_facts)
        return facts(state, seat, v, words)
    if v == "action":
        return ring(actions(state, p)) if n == 1 else []
    if v == "send":  # "p", "to", then the track (as a free step's, ask.steps, for the 3 steps of a
        if n < 3:  # priest), or the 1-step space (the priest goes back: rulebook)
            return [("p", "to")[n - 1]]
        ones = []
        for t in steps(state, p, 3):
            out.append(t[1:])
            ones.append(t[1:] + " for 1")
        return ring(out + ones) if n == 3 else []
    if v == "pass":
        if n == 1 and state["bonus"] and (setup or state["flow"]["round"] < 6):
            for b in state["bonus"]:
                out.append("bon%d" % b)
        elif p["f"] == "engineers" and p["SH"] and not setup and "ok" not in cmd and "bridges" not in cmd:
            for k in range(p["bridges"], 0, -1):
                out.append("bridges %d" % k)
            out.append("ok")
        return out
    if v == "convert":
        return conversions(p) if n == 1 else []
    if v == "burn" and n == 1:  # first what brings bowl III to a power action's price (3, 4, 6)
        b = p["b"]
        rest = []
        for k in range(1, b[1] // 2 + 1):
            (out if b[2] + k in (3, 4, 6) else rest).append(str(k))
        return ring(out + rest) or ["1"]
    if v == "connect" and n == 1:  # the Mermaids' town across a river: ". town", then its tile
        return [". town"]
    if v == "dig" and n == 1:
        return list("123")
    if v == "advance" and n == 1:
        return ["ship", "dig"]
    if v in ("leech", "decline") and p["offers"]:
        return answers(state, seat, cmd)
    if v == "network" and n == 1:
        for k in range(31):
            out.append(str(k))
    return out
