# After the Flood on the pad (issue 37): a reflex push on the play list's first choice never bids
# (the view's TAIL puts bid at the list's end).
import os

from host_tools import records
from tabletop.core import flow, registry
from tabletop.core.session import Session
from tabletop.ui import play
from tests.host.ui_driver import Driver

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RECORDS = ("after_the_flood_full.txt", "after_the_flood_features.txt")


def screens(name):
    """(session, driver) at every entry of a record, the play screen drawn."""
    rec, _ = records.read(os.path.join(ROOT, "tests", "records", name))
    for n in range(len(rec) + 1):
        out = rec.copy_header()
        for k in range(n):
            out.append(*rec.entry(k))
        s = Session(out)
        d = Driver(games=registry.GAMES)
        d.app._start(s)
        d.app._refresh()
        yield s, d


def test_a_push_on_the_first_choice_never_bids():
    seen = 0
    for name in RECORDS:
        for s, d in screens(name):
            a = flow.active(s.state)
            if a < 0 or "bid" not in play.verbs(d.app):
                continue
            seen += 1
            choices = [e[1] for e in play.items(d.app) if e[0] == "choice"]
            assert choices[-1] == "bid" and d.hi_text() != "> bid", (name, d.lines())
            assert sorted(choices) == sorted(play.verbs(d.app))  # all still offered
    assert seen > 50

