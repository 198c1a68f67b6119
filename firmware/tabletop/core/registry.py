# The games the companion knows. Only the selected game's module is imported (RAM on the board).
# Also one entry applied to a game's state (run) and the games' PRNG, below: in this module, which
# every game has loaded, not modules of their own (RAM on the board).

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


# modules imported where first needed, not before (RAM: a resume's replay is the heap's fullest
# point), then kept by the name asked for until tabletop.ui.lang.forget drops them: an import
# statement run again interns each part of the module's name again, a search of all the board's
# interned strings (~0.3 ms of the board's time a part, ~2 ms an import; several a key press)
KEPT = {}


def kept(key, full=None):
    # the module `full` (default: `key`), imported once and kept as KEPT[key]
    m = KEPT.get(key)
    if m is None:
        m = KEPT[key] = __import__(full or key, None, None, ("_",))
    return m


def names():
    out = []
    for g in GAMES:
        out.append(g[0])
    return out


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


# A tiny deterministic PRNG (xorshift32) whose state lives in the game state.
#
# MicroPython's `random` gives other sequences than CPython's for the same seed and has no
# `shuffle`, so games draw only from here (`from tabletop.core import registry as rng`); the
# state is an int kept in the game state (like boardgame.io's ctx.random), which makes replays
# identical on every VM.

_MASK = 0xFFFFFFFF


def seed_state(seed):
    # A non-zero 32-bit state from any integer seed.
    s = (seed * 2654435761 + 0x9E3779B9) & _MASK
    return s or 0x1234567


def next_state(s):
    s ^= (s << 13) & _MASK
    s ^= s >> 17
    s ^= (s << 5) & _MASK
    return s & _MASK


def draw(state, n):
    # An integer in 0..n-1, advancing state["rng"].
    if n <= 0:
        raise ValueError("draw from an empty range")
    s = next_state(state["rng"])
    state["rng"] = s
    # 24 high-ish bits keep small ints on 32-bit boards and modulo bias below 1e-5 for n < 200
    return ((s >> 8) & 0xFFFFFF) % n


def shuffle(state, items):
    # Fisher-Yates shuffle of a list in place, from state["rng"].
    i = len(items) - 1
    while i > 0:
        j = draw(state, i + 1)
        items[i], items[j] = items[j], items[i]
        i -= 1
    return items


def die(state, sides=6):
    return draw(state, sides) + 1
