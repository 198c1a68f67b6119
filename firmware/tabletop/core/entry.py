# One entry applied to a game's state: the checks every game shares (the game is not over, the
# verb exists and fits the phase, an open question is answered first, it is this player's turn),
# then the game's command, then the shared flow moves on. The session (session.py) calls it.

from tabletop.core.errors import Illegal
from tabletop.core.flow import active, current_phase
from tabletop.core.flow_engine import advance


def run(game, state, seats, seat, words):
    # apply one entry (seat, its words) to state, or raise Illegal before anything changes
    f = state["flow"]
    if f["ended"]:
        raise Illegal("the game is over")
    verb = words[0]
    cmd = game.COMMANDS.get(verb)
    if cmd is None:
        raise Illegal("unknown action %r" % verb)
    ph = current_phase(game, state)
    if ph is not None and ph.commands is not None and verb not in ph.commands:
        raise Illegal("'%s' is not possible in the %s phase" % (verb, ph.name))
    if f["prompts"]:
        q = f["prompts"][0]
        if q[0] == seat and q[3] is not None and verb not in q[3]:
            raise Illegal("first answer: %s (%s)" % (q[1], " / ".join(q[3])))
    may = getattr(game, "may_act", None)
    ok = may(state, seat, verb) if may is not None else None
    if ok is None:
        ok = seat == active(state)
    if not ok:
        a = active(state)
        if a < 0:
            raise Illegal("nobody can act now")
        if f["passed"][seat] and seat in f["seats"]:
            raise Illegal("%s has passed; it is %s's turn" % (seats[seat], seats[a]))
        raise Illegal("it is %s's turn, not %s's" % (seats[a], seats[seat]))
    cmd(state, seat, words[1:])
    advance(game, state)
