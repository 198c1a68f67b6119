# The state of a new game, from a record's header: seats and options checked against what the game
# declares, the PRNG seeded, the game's setup run, the flow moved to the first thing to enter.
# Also the copy of a state that undo starts from (tabletop.core.session), and the games' PRNG
# (below: in this module, which every game has loaded, not one of its own: RAM on the board).

from tabletop.core.errors import RecordError
from tabletop.core.flow import new_flow
from tabletop.core.flow_engine import advance


def options_of(game, record):
    # the record's options checked against the game's OPTIONS, defaults filled in
    declared = getattr(game, "OPTIONS", ())
    opts = {}
    for decl in declared:
        opts[decl[0]] = decl[1][0] if decl[1] else None
    for kv in record.options:
        decl = None
        for d in declared:
            if d[0] == kv[0]:
                decl = d
        if decl is None:
            known = ", ".join([d[0] for d in declared]) or "none"
            raise RecordError("%s has no option %r (options: %s)" % (game.TITLE, kv[0], known))
        if decl[1] and kv[1] not in decl[1]:
            raise RecordError("option %s must be one of: %s" % (kv[0], ", ".join(decl[1])))
        opts[kv[0]] = kv[1]
    return opts


def new_state(game, record):
    lo, hi = game.PLAYERS
    n = len(record.seats)
    if n < lo or n > hi:
        if lo == hi:
            raise RecordError("%s is played by exactly %d players" % (game.TITLE, lo))
        raise RecordError("%s is played by %d to %d players" % (game.TITLE, lo, hi))
    allowed = getattr(game, "SEAT_NAMES", None)
    if allowed is not None:
        for s in record.seats:
            if s not in allowed:
                raise RecordError("%r is not a player name here (choose from: %s)"
                                  % (s, " ".join(allowed)))
    state = {"flow": new_flow(n), "rng": seed_state(record.seed)}
    state["options"] = options_of(game, record)
    game.setup(state, list(record.seats), state["options"])
    advance(game, state)
    return state


_EMPTY = []  # the empty list of every undo checkpoint (they are never changed)


def clone(x, like=None):
    # deep copy of plain game state (dicts, lists; ints, strings, tuples and None are shared).
    # Each container is copied at its size at once, then its inner containers replaced: built an
    # item at a time, it would grow through ever larger tables, left behind as garbage (RAM).
    # like: for an undo checkpoint, the checkpoint made before it (() if none). Checkpoints are
    # never changed, only read through clone: the inner containers equal to the older one's are
    # shared with it, and the empty lists are one (RAM: most of a state does not change over a
    # few entries)
    t = type(x)
    if t is dict:
        x = x.copy()
        for k in x:
            v = x[k]
            if type(v) is dict or type(v) is list:
                x[k] = clone(v) if like is None else _part(v, like.get(k, ()) if type(like) is dict else ())
    elif t is list:
        x = list(x)
        for i in range(len(x)):
            v = x[i]
            if type(v) is dict or type(v) is list:
                x[i] = clone(v) if like is None else _part(v, like[i] if type(like) is list and i < len(like) else ())
    return x


def _part(v, old):
    if old == v and type(old) is type(v):
        return old
    if not v and type(v) is list:
        return _EMPTY
    return clone(v, old if type(old) is type(v) else ())


# A tiny deterministic PRNG (xorshift32) whose state lives in the game state.
#
# MicroPython's `random` gives other sequences than CPython's for the same seed and has no
# `shuffle`, so games draw only from here (`from tabletop.core import newgame as rng`); the
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
