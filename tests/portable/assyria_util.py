# Helpers for the Assyria tests (portable: CPython and MicroPython).
from tabletop.core.session import Session
from tabletop.core.text import parse
from tabletop.games import assyria as G
from tabletop.games.assyria import view as V
from tests.portable.checks import refused  # noqa: F401 (shared by the Assyria tests)

_HERE = __file__.replace("\\", "/")
RECORDS = _HERE[: _HERE.rfind("/tests/") + 1] + "tests/records/" if "/tests/" in _HERE else "tests/records/"


def words(name):
    return G.WORDS


def record_text(name):
    f = open(RECORDS + name)
    try:
        return f.read()
    finally:
        f.close()


def session(text, **kw):
    return Session(parse(text, words), G, **kw)


def head(n, seed=6):
    return "game assyria\nplayers %s\nseed %d\n" % (" ".join(("red", "green", "yellow", "blue")[:n]), seed)


def trace(text):
    """(session, log lines) of a record replayed entry by entry: everything the device computed."""
    rec = parse(text, words)
    s = Session(rec.copy_header(), G)
    lines = []
    seen = 0
    for k in range(len(rec)):
        seat, ws = rec.entry(k)
        s.apply_words(seat, ws)
        log = s.state["log"]
        if len(log) < seen:
            seen = 0
        lines += log[seen:]
        seen = len(log)
    return s, lines


def scores(s):
    return [G.score(s.state, i) for i in range(len(s.record.seats))]


def cats(s, seat):
    return [v for _, v in V.breakdown(s.state, seat)]
