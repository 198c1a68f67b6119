# After the Flood on the pad (issue 37): a reflex push on the play list's first choice never bids
# (the view's TAIL puts bid at the list's end), and every resource the active player holds is on
# the play screen's two figure lines (two letters each, the view's figures hook).
import os

from host_tools import records
from tabletop.core import flow, registry
from tabletop.core.session import Session
from tabletop.games.after_the_flood import data as D
from tabletop.ui import play
from tests.host.ui_driver import Driver

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RECORDS = ("after_the_flood_full.txt", "after_the_flood_features.txt")
SHORT = ("Gr", "Wd", "Mt", "Wo", "To", "Oi", "Gd", "Lp")  # the screen's names of D.RES


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


def test_the_short_names_are_the_resources_in_order():
    assert len(SHORT) == len(D.RES) and len(set(SHORT)) == len(SHORT)
    for short, name in zip(SHORT, D.RES):
        assert short[0] == name[0].upper() and short[1] in name
        assert short[1] not in "lI"  # the screen's font draws l and I as 1: "Wl1" reads "W11"


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


def test_every_resource_held_is_on_the_play_screen():
    full = 0
    for name in RECORDS:
        for s, d in screens(name):
            a = flow.active(s.state)
            if a < 0 or d.app.msg:
                continue
            lines = d.lines()
            shown = (lines[1] + " " + lines[2]).split()
            assert shown[0].endswith("VP"), lines
            res = s.state["players"][a]["res"]
            held = ["%s%d" % (SHORT[r], res[r]) for r in range(len(res)) if res[r]]
            assert shown[1:1 + len(held)] == held, (name, lines)
            full += len(held) >= 6
    assert full > 10  # games where most resources are held at once were seen
