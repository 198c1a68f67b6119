"""When a turn ends: what keeps it open after its action (a favor tile to take, spades to use),
and the rest of it after that. The rulebook lets a player convert and burn power before and after
their action, and a town the action forms is taken at once. The turn moves on at the action (as
online), so the next player may start at once; until the next player starts (anything but an
answer to a power offer), the player before may still add these to the turn that ended, and the
dwelling on the space the action terraformed (the Nomads' sandstorm, spades): state["after"] is
that player. On the pad, one push on their name in the list reopens it."""

from tabletop.core import flow
from tabletop.games.terra_mystica.passing import ask_pending


def close(state, seat, act, cmds, passed, playing):
    """The entry's end (turn.py; act: the player whose turn it was when it began). In the set-up,
    the network's and the spade phase's turns, the turn moves on; in the actions phase, at the
    action, unless something keeps it open: a favor tile to take, spades to use, a faction
    action's build to make (Nomads, Witches, Swarmlings) or the Chaos Magicians' double action,
    the Darklings' conversion of up to 3 W to P (done gives them up)."""
    f = state["flow"]
    p = state["players"][seat]
    done = cmds[-1][0] == "done"
    if f["setup"]:
        if not passed:
            flow.end_turn(state)
        return
    if f["phase"] == "network" and seat == act:
        flow.end_turn(state)
        return
    if f["phase"] == "spades":
        if seat == act and (p["spades"] == 0 or done):
            p["spades"] = 0
            p["did"] = 0
            flow.end_turn(state)
        return
    # the action taken: the turn ends, unless something keeps it open (done gives it up)
    if playing and p["did"] & 1 and not passed and (done or not (p["pfav"] > 0 and favs(state, p)
                                                               or p["spades"] > 0 or p["act"] or p.get("w2p") == 1)):
        if p.get("w2p") == 1:
            p["w2p"] = 2  # the Darklings' conversion is only for the stronghold's turn
        p["did"] &= 2 if p["did"] & 4 == 0 else 0  # a dwelling may still follow on the space terraformed
        p["pfav"] = 0
        p["spades"] = 0
        p["act"] = ""
        p["wait"] = 0  # a free step put off to this turn and not taken: asked again
        flow.end_turn(state)
        state["after"] = None if done else seat
        if done:
            p["did"] = 0
    if passed:
        p["did"] = p["spades"] = 0
        p["act"] = ""
    ask_pending(state)


# favor tiles in the order players take them most in each round (34 real 4-player games, hex:
# b = fav11): fewer clicks. Early the income tiles, then TP>>3, passing TP, at the end cult steps
FAVS = b"b798a6c51432ba897c651432acb568791432ac5b36798142c5a163b798425c146327ab98"  # (bytes: no str a digit)


def favs(state, p, before=""):
    """The favor tiles p may take ("+fav11"; each after `before`: ". +fav11", in the push of a
    build's map facts), the most taken in this round first (empty: none left)."""
    r = max(1, min(6, state["flow"]["round"])) * 12
    out = []
    for i in range(r - 12, r):
        n = FAVS[i] - (87 if FAVS[i] > 96 else 48)  # the hex digit's value
        if ord(state["favs"][n]) > 48 and not (p["fav"] >> n) & 1:
            out.append(before + "+fav%d" % n)
    return out

