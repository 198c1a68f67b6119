# One entry = one turn's commands, joined by '.' (like a terra.snellman.net row).

from tabletop.core import flow
from tabletop.core.errors import Illegal
from tabletop.games.terra_mystica import after
from tabletop.games.terra_mystica.after import favs
from tabletop.games.terra_mystica.leech import decline_all
from tabletop.games.terra_mystica.verbs import one
from tabletop.games.terra_mystica.words import plus, split

MAIN = ("build", "upgrade", "transform", "dig", "send", "action", "advance", "pass")
ANYTIME = ("leech", "decline", "wait", "connect", "drop")


def run(state, seat, words):
    cmds = split(words)
    if not cmds:
        raise Illegal("no action given")
    p = state["players"][seat]
    act = flow.active(state)
    f = state["flow"]
    # do the commands add to this player's turn that ended at its action (after.py)? What may
    # follow: convert, burn, done; a town (and its steps), free cult steps, a town step not taken
    # (-TRACK); the dwelling on the space its action terraformed
    adds = state.get("after") == seat
    for c in cmds:
        k = plus(c[0])
        if c[0] not in ("convert", "burn", "done") and (k is None or k[0] not in ("tw", "cult", "-cult")) \
                and not (c[0] == "build" and p["did"] & 6 == 2):
            adds = False
    for c in cmds:  # somebody's turn goes on (not a reply: leech, a Cultists' step): the one before is over
        k = plus(c[0])
        if not adds and c[0] not in ANYTIME and (k is None or k[0] != "cult"):
            state["after"] = None
    for k in ("blocked", "skip"):  # a cult step waiting for a key, -TRACK: this player's turn only
        if state.get(k) and state[k][0] != seat:
            state[k] = None
    playing = f["phase"] == "actions" and seat == act
    passed = False
    for c in cmds:
        verb = c[0]
        ph = f["phase"]  # the verbs the phase allows
        if f["setup"]:
            want = "build" if ph == "dwellings" else "pass"
            if verb != want:  # (one text: two raises here tipped the 32-bit heap guard)
                raise Illegal("now each player %s" % ("places a dwelling: build" if want == "build"
                                                     else "picks a bonus tile: pass BONn"))
        elif ph == "network":
            if verb != "network":
                raise Illegal("the game is over: enter network N (your largest network)")
        elif ph == "spades":
            if verb not in ("transform", "convert", "burn", "done", "-spade") and verb not in ANYTIME:  # no dwelling
                raise Illegal("first use your cult bonus spades: transform (or done)")
        elif verb == "network":
            raise Illegal("network sizes are entered after round 6")
        k = plus(verb)
        anytime = verb in ANYTIME or k is not None and k[0] in ("cult", "tw", "-cult")
        if not anytime and seat != act and not adds:
            if act < 0:
                raise Illegal("nobody can act now")
            raise Illegal("it is the %s' turn, not the %s'" % (state["seats"][act], p["f"]))
        if verb in MAIN and c[1:] != ["0"]:  # snellman's "dig 0": no spade, no action
            if p["offers"] and not f["setup"]:
                decline_all(state, seat)
            if playing:
                # a main command after the turn's action: only as its part (build on the spaces dug...;
                # a second dwelling on spades left over: no, rulebook, Aktion 1)
                if verb in ("transform", "dig"):
                    part = p["spades"] > 0 or p["act"] == "actn"
                elif verb == "build":
                    part = not p["did"] & 4 and (p["spades"] > 0 or p["did"] & 2 or p["act"] in ("actn", "actw"))
                else:
                    part = verb == "upgrade" and p["act"] == "acts"
                if p["did"] & 1 and not part:
                    if p["act"] != "actc":
                        raise Illegal("you already took your action this turn")
                    p["act"] = ""  # the Chaos Magicians' second action of their double turn
                    p["did"] = 0
                elif not p["did"] & 1:  # a new action: what the last turn left is gone
                    p["did"] = 0
                p["did"] |= 1
        if verb == "pass":
            passed = True
        elif verb == "done" and playing and p["did"] & 1 and p["pfav"] > 0 and favs(state, p):
            raise Illegal("take your favor tile first: +FAVn")
        one(state, seat, verb, c[1:])
    after.close(state, seat, act, cmds, passed, playing)
