# Shared test checks for every game: a refused entry says why and changes nothing.
from tabletop.core.errors import Illegal
from tabletop.core.newgame import clone


def refused(session, line, part=None):
    # the session refuses `line` (with `part` in the message, if given) and is exactly as before:
    # same state, same record; returns the message
    before = clone(session.state)
    n = len(session.record)
    try:
        session.apply(line)
    except Illegal as e:
        assert session.state == before, line
        assert len(session.record) == n, line
        if part is not None:
            assert part in e.message, (line, e.message)
        return e.message
    assert False, "expected a refusal: " + line


def refused_rule(state, fn, seat, args, part=None):
    # a rule function on a hand-made state (no session to rebuild it) refuses without touching it
    before = clone(state)
    try:
        fn(state, seat, args)
    except Illegal as e:
        assert state == before, args
        if part is not None:
            assert part in e.message, e.message
        return e.message
    assert False, "expected a refusal: %r" % (args,)
