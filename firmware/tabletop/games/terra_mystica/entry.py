# The next possible words of an entry (choices()), word by word on the device.
# An entry is complete when choices() gives []: commands that may carry map facts (offers,
# spades, tunnel/carpet, bridges) end with the word "ok" on the device ("build offer nomads 2 ok").

from tabletop.games.terra_mystica.entry_facts import facts
from tabletop.games.terra_mystica.entry_verbs import actions, verbs
from tabletop.games.terra_mystica.tiles import CULTS


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
        return (["p"], ["to"], list(CULTS))[n - 1] if n < 4 else []
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
                out += ["1vp", "2c"]
            if p.get("w2p") == 1:
                out += ["1w", "2w", "3w"]
            return out
        if n == 2:
            return ["to"]
        if n == 3:
            return {"1pw": ["1c"], "3pw": ["1w", "3c"], "5pw": ["1p", "5c"], "1w": ["1c", "1p"],
                    "1p": ["1c", "1w"], "1vp": ["1c"], "2c": ["1vp"], "2w": ["2p"], "3w": ["3p"]}.get(cmd[1], [])
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
