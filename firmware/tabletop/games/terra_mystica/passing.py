# Passing: the bonus tile taken and returned, pass VP; when all passed, the prompts still open.

from tabletop.core import flow
from tabletop.core.errors import Illegal
from tabletop.games.terra_mystica import factions as F
from tabletop.games.terra_mystica.tiles import BONUS, FAV12_PASS, keys_free, tile


def do_pass(state, seat, args):
    p = state["players"][seat]
    n = 0
    bridges = 0
    for i in range(len(args)):
        w = args[i]
        if w[:3] == "bon" and w[3:].isdigit():
            n = int(w[3:])
        elif w == "bridges" and i + 1 < len(args) and args[i + 1].isdigit():
            bridges = int(args[i + 1])
    setup = state["flow"]["setup"]  # (the set-up's bonus tiles: taken by passing too)
    if setup:
        if not n:
            raise Illegal("choose a bonus tile: pass BONn")
    else:
        if state["flow"]["passed"][seat]:
            raise Illegal("%s has passed already this round" % p["f"])
        last = state["flow"]["round"] >= 6
        if last and n:
            raise Illegal("in round 6 you pass without a bonus tile")
        if not last and not n and state["bonus"]:
            raise Illegal("choose a bonus tile: pass BONn")
    if n and n not in state["bonus"]:
        raise Illegal("bonus tile BON%d is not available" % n)
    if not setup:  # pass VP: the bonus tile's, FAV12's, the Engineers' bridges'
        vp = 0
        if p["bon"]:
            t = tile(BONUS, p["bon"])
            what = t[4]
            if what == "SHSA":
                vp += t[5] * (p["SH"] + p["SA"])
            elif what == "TP" or what == "D":
                vp += t[5] * p[what]
            elif what == "shiplevel":
                vp += t[5] * p["ship"]
        if F.has_fav(p, 12):
            vp += FAV12_PASS[p["TP"]]
        if bridges:
            if p["f"] != "engineers" or not p["SH"]:
                raise Illegal("only the Engineers with their stronghold score bridges when passing")
            if bridges > p["bridges"]:
                raise Illegal("you have built only %d bridges" % p["bridges"])
            vp += 3 * bridges
        p["VP"] += vp
        if p["bon"]:  # the tile held goes back
            state["bonus"].append(p["bon"])
            state["bonus"].sort()
        p["bon"] = 0
    if n:  # the tile taken, with the coins put on it
        state["bonus"].remove(n)
        c = F.digit(state["coins"], n)
        p["C"] += c
        state["coins"] = F.add_digit(state["coins"], n, -c)
        p["bon"] = n
    if setup:
        flow.end_turn(state)
        return
    flow.pass_turn(state, seat)
    ask_pending(state)


def ask_pending(state):
    # When everybody has passed, the round waits for the open power offers and free cult
    # steps (a Cultists' step earned by a late leech); answered prompts are removed.
    f = state["flow"]
    if f["phase"] != "actions":
        return
    for s in range(len(f["passed"])):
        if not f["passed"][s]:
            return
    for s in range(len(state["players"])):
        p = state["players"][s]
        open_ = p["offers"] or p["pcult"] and can_step(state, s)
        asked = flow.prompts_for(state, s)
        if open_ and not asked:
            flow.ask(state, s, "power offer" if p["offers"] else "cult step")
        elif asked and not open_:
            flow.answer(state, s)


def can_step(state, s):
    p = state["players"][s]
    for t in range(4):
        if p["cult"][t] < 9 or p["cult"][t] == 9 and state["top"][t] < 0 and keys_free(p) > 0:
            return True
    return False
