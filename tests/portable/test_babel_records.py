# Babel: two whole games (tests/records), replayed from text and from the binary save.
from tabletop.core import save
from tabletop.core.session import Session
from tabletop.core.text import parse, to_text
from tabletop.games import babel
from tabletop.games.babel import view as views
from tests.portable.babel_board import check

MP_HEAP = "320K"  # the whole record as text, its save and two sessions at once (tests/mp_run.py)

_HERE = __file__
RECORDS = _HERE[: _HERE.rfind("/tests/") + 1] + "tests/records/" if "/tests/" in _HERE else "tests/records/"


def replay(name):
    with open(RECORDS + name) as f:
        text = f.read()
    rec = parse(text, lambda g: babel.WORDS)
    assert to_text(rec) == text  # comments and all print back exactly
    s = Session(rec, babel)
    back = Session(save.loads(save.dumps(rec), lambda g: babel.WORDS), babel)
    assert back.state == s.state
    check(s.state)
    return s


def test_german_demo_game_final_phase_then_empty_quarry():
    s = replay("babel_demo.txt")
    st = s.state
    assert len(s.record) == 144 and st["flow"]["turns"] == 22
    assert s.ended() and st["final"] and st["over"] == "quarry"
    assert [p["score"] for p in st["players"]] == [15, 19] and st["flow"]["winners"] == [1]
    assert views.breakdown(st, 1) == (("medes", 0), ("sumerians", 10), ("hittites", 6),
                                      ("persians", 3), ("assyrians", 0))
    assert views.status(st)[:3] == ["white 15, black 19", "the quarry is empty: most points wins",
                                    "quarry 0"]


def test_dutch_game_ends_at_20():
    s = replay("babel_dutch_full.txt")
    st = s.state
    assert len(s.record) == 114 and st["flow"]["turns"] == 19
    assert s.ended() and st["over"] == "20" and st["flow"]["winners"] == [1]
    assert [p["score"] for p in st["players"]] == [12, 20]
    assert "black reached 20 in the final phase" in views.status(st)
    assert "hands: white <4, black <4" in views.status(st)  # Dutch: fewer than 4 are not announced
    assert dict(views.player_fields(st, 1))["announced"] == -1
