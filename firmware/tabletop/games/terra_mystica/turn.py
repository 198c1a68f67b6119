"""One entry = one turn's commands, joined by '.' (like a terra.snellman.net row)."""

from tabletop.core import flow
from tabletop.core.errors import Illegal
from tabletop.games.terra_mystica.leech import decline_all
from tabletop.games.terra_mystica.passing import ask_pending
from tabletop.games.terra_mystica.verbs import ANYTIME, check_phase, one
from tabletop.games.terra_mystica.words import plus, split

MAIN = ("build", "upgrade", "transform", "dig", "send", "action", "advance", "pass")


def pending(state, p):
    """What keeps a turn open after its action: a favor tile to take, spades to use, a faction
    action's build to make (Nomads, Witches, Swarmlings) or the Chaos Magicians' double action."""
    if p["pfav"] > 0 and favor_left(state, p):
        return "take your favor tile first: +FAVn"
    if p["spades"] > 0 or p["act"]:
        return "use the spades or the action first (done gives them up)"
    if p.get("w2p") == 1:
        return "convert up to 3 W to P now (done gives it up)"
    return ""


def may_continue(p, verb):
    """A main command after the turn's action: only as its part (build on the spaces dug...)."""
    if verb in ("transform", "dig"):
        return p["spades"] > 0 or p["act"] == "actn"
    if verb == "build":  # a second dwelling on spades left over: no (rulebook, Aktion 1)
        return not p["did"] & 4 and (p["spades"] > 0 or p["did"] & 2 or p["act"] in ("actn", "actw"))
    return verb == "upgrade" and p["act"] == "acts"


def end_turn(state, p):
    if p.get("w2p") == 1:
        p["w2p"] = 2  # the Darklings' conversion is only for the stronghold's turn
    p["did"] = 0
    p["pfav"] = 0
    p["spades"] = 0
    p["act"] = ""
    flow.end_turn(state)


def run(state, seat, words):
    cmds = split(words)
    if not cmds:
        raise Illegal("no action given")
    for k in ("blocked", "skip"):  # a cult step waiting for a key, -TRACK: this entry only
        if state.get(k):
            state[k] = None
    p = state["players"][seat]
    act = flow.active(state)
    f = state["flow"]
    playing = f["phase"] == "actions" and seat == act
    passed = False
    for c in cmds:
        verb = c[0]
        check_phase(state, seat, verb)
        k = plus(verb)
        anytime = verb in ANYTIME or k is not None and k[0] in ("cult", "tw", "-cult")
        if not anytime and seat != act:
            if act < 0:
                raise Illegal("nobody can act now")
            raise Illegal("it is the %s' turn, not the %s'" % (state["seats"][act], p["f"]))
        if verb in MAIN:
            if p["offers"] and not f["setup"]:
                decline_all(state, seat)
            if playing:
                if p["did"] & 1 and not may_continue(p, verb):
                    if p["act"] != "actc":
                        raise Illegal("you already took your action this turn")
                    p["act"] = ""  # the Chaos Magicians' second action of their double turn
                    p["did"] = 0
                p["did"] |= 1
        if verb == "pass":
            passed = True
        elif verb == "done" and playing and p["did"] & 1 and p["pfav"] > 0 and favor_left(state, p):
            raise Illegal("take your favor tile first: +FAVn")
        one(state, seat, verb, c[1:])
    if f["setup"]:
        if not passed:
            flow.end_turn(state)
        return
    if f["phase"] == "network" and seat == act:
        flow.end_turn(state)
        return
    if f["phase"] == "spades":
        if seat == act and (p["spades"] == 0 or cmds[-1][0] == "done"):
            p["spades"] = 0
            p["did"] = 0
            flow.end_turn(state)
        return
    if playing and p["did"] & 1 and not passed and (cmds[-1][0] == "done" or not pending(state, p)):
        end_turn(state, p)
    if passed:
        p["did"] = p["spades"] = 0
        p["act"] = ""
    ask_pending(state)


def favor_left(state, p):
    for n in range(1, 13):
        if ord(state["favs"][n]) > 48 and not (p["fav"] >> n) & 1:
            return True
    return False
