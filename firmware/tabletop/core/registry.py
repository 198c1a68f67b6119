# The games the companion knows. Only the selected game's module is imported (RAM on the board).
# Also one entry applied to a game's state (run, below: in this module, one module less on the board).

from tabletop.core.errors import Illegal, RecordError
from tabletop.core.flow import active, current_phase
from tabletop.core.flow_engine import advance

# (record name, title, module, players min, players max) -- no game module is imported here
GAMES = (
    ("terra_mystica", "Terra Mystica", "tabletop.games.terra_mystica", 2, 5),
    ("babel", "Babel", "tabletop.games.babel", 2, 2),
    ("assyria", "Assyria", "tabletop.games.assyria", 2, 4),
    ("after_the_flood", "After the Flood", "tabletop.games.after_the_flood", 3, 3),
)


def names():
    return [g[0] for g in GAMES]


def info(name):
    for g in GAMES:
        if g[0] == name:
            return g
    raise RecordError("unknown game %r (known: %s)" % (name, ", ".join(names())))


def load(name):
    # Import and return the module of game `name`.
    modname = info(name)[2]
    return __import__(modname, None, None, ("NAME",))


def words_for(name):
    # The vocabulary a game declares for compact saves (its WORDS tuple).
    return getattr(load(name), "WORDS", ())


def view(game):
    # The game's view module (status, player_fields, breakdown, choices: what the screens and the
    # JSON snapshot show), named by the game's VIEW and imported on first use: replaying and
    # checking a record needs only the rules (RAM on the board). A game without VIEW is its own.
    name = getattr(game, "VIEW", None)
    return __import__(name, None, None, ("status",)) if name else game


# One entry applied to a game's state: the checks every game shares (the game is not over, the
# verb exists and fits the phase, an open question is answered first, it is this player's turn),
# then the game's command, then the shared flow moves on. The session (session.py) calls it.


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
