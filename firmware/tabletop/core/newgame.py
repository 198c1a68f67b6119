# The state of a new game, from a record's header: seats and options checked against what the game
# declares, the PRNG seeded, the game's setup run, the flow moved to the first thing to enter.
# Also the copies of a state that undo keeps and starts from (tabletop.core.session).

from tabletop.core.errors import RecordError
from tabletop.core.flow import new_flow
from tabletop.core.flow_engine import advance
from tabletop.core.registry import seed_state


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
            known = []
            for d in declared:
                known.append(d[0])
            known = ", ".join(known) or "none"
            raise RecordError("%s has no option %r (options: %s)" % (game.TITLE, kv[0], known))
        if decl[1] and kv[1] not in decl[1]:
            raise RecordError("option %s must be one of: %s" % (kv[0], ", ".join(decl[1])))
        opts[kv[0]] = kv[1]
    state = {"flow": new_flow(n), "rng": seed_state(record.seed), "options": opts}
    game.setup(state, list(record.seats), state["options"])
    advance(game, state)
    return state


def clone(x):
    # deep copy of plain game state (dicts, lists; ints, strings, tuples and None are shared).
    # Each container is copied at its size at once, then its inner containers replaced: built an
    # item at a time, it would grow through ever larger tables, left behind as garbage (RAM)
    t = type(x)
    if t is dict:
        x = x.copy()
        for k in x:
            v = x[k]
            if type(v) is dict or type(v) is list:
                x[k] = clone(v)
    elif t is list:
        x = list(x)
        for i in range(len(x)):
            v = x[i]
            if type(v) is dict or type(v) is list:
                x[i] = clone(v)
    return x


_EMPTY = []  # the empty list of every undo checkpoint (they are never changed)


def keep(x, like):
    # clone(x) for an undo checkpoint; like: the checkpoint made before it (() if none).
    # Checkpoints are never changed, only read through clone: the inner containers equal to the
    # older one's are shared with it, and the empty lists are one (RAM: most of a state does not
    # change over a few entries). Apart from clone, which undo runs: its speed stays
    t = type(x)
    if t is dict:
        x = x.copy()
        for k in x:
            v = x[k]
            if type(v) is dict or type(v) is list:
                o = like.get(k, ()) if type(like) is dict else ()
                x[k] = o if o == v and type(o) is type(v) else _EMPTY if v == [] else keep(v, o)
    elif t is list:
        x = list(x)
        for i in range(len(x)):
            v = x[i]
            if type(v) is dict or type(v) is list:
                o = like[i] if type(like) is list and i < len(like) else ()
                x[i] = o if o == v and type(o) is type(v) else _EMPTY if v == [] else keep(v, o)
    return x
