"""The chart's layout (`companion export --chart`): every player's total lies inside the frame of
the breakdown, clear of it (the winner's, the longest bar, too); long player names are shortened
on the chart so the layout holds (no "constrained_layout not applied" warning, the plots keep
their width, the legends stay on the page); Terra Mystica's cult categories are drawn in the
cults' colours (fire red, water blue, earth brown, air light grey with a dark edge)."""

import os
import warnings

import pytest
from matplotlib.colors import to_hex

from host_tools import export
from tabletop.core.text import parse
from tests.portable import history_toy_game as toy
from tests.portable.test_history import GAME

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RECORDS = os.path.join(ROOT, "tests", "records")
LONG = "annabelle_the_very_long_named_player_from_far_away"


def toy_history(names):
    text = GAME
    for old, new in zip(("ann", "bob", "cid"), names):
        text = text.replace(old + ":", new + ":").replace(" " + old, " " + new)
    return export.History(parse(text, lambda n: toy.WORDS), toy)


def histories():
    out = [(n, lambda n=n: export.open_history(os.path.join(RECORDS, n)))
           for n in ("tm_5p_demo.txt", "babel_demo.txt", "assyria_4p_full.txt", "after_the_flood_features.txt")]
    out.append(("toy, long names", lambda: toy_history([LONG, "bob", "cid" * 13])))
    out.append(("toy, long names alike", lambda: toy_history([LONG, LONG + "_2", LONG + "_3"])))
    return out


@pytest.mark.parametrize("name,make", histories(), ids=[n for n, _ in histories()])
def test_totals_inside_the_frame_and_the_layout_holds(name, make):
    h = make()
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # "constrained_layout not applied" and the like
        fig = export.chart_figure(h)
        fig.draw_without_rendering()
    race, cats = fig.axes[:2]
    frame = cats.get_window_extent()
    totals = [t for t in cats.texts]
    assert [t.get_text() for t in totals] == [str(s) for s in h.final()["scores"]]
    for t in totals:
        box = t.get_window_extent()
        assert frame.x0 < box.x0 and box.x1 + export.GAP <= frame.x1, (name, t.get_text(), box, frame)
    page = fig.bbox
    for ax in (race, cats):
        assert ax.get_window_extent().width > 0.45 * page.width, name  # the plots keep their width
        leg = ax.get_legend()
        if leg is not None:
            box = leg.get_window_extent()
            assert page.x0 <= box.x0 and box.x1 <= page.x1, name
    for label in cats.get_yticklabels():
        assert label.get_window_extent().x0 >= page.x0, name
    shown = [t.get_text() for t in cats.get_yticklabels()]
    assert len(set(shown)) == len(shown) and all(len(s) <= export.NAME_CHARS for s in shown)
    assert [ln.get_label() for ln in race.get_lines()] == shown


def test_short_names():
    assert export.short_names(["bob", "x" * 18]) == ["bob", "x" * 18]
    assert export.short_names(["x" * 19]) == ["x" * 17 + "\u2026"]
    a, b = export.short_names(["y" * 30 + "1", "y" * 30 + "2"])
    assert a != b and len(a) <= 18 and len(b) <= 18


def test_terra_mystica_cults_in_their_colours():
    fig = export.chart_figure(export.open_history(os.path.join(RECORDS, "tm_5p_demo.txt")))
    cats = fig.axes[1]
    fills, edges = {}, {}
    for bars in cats.containers:
        fills[bars.get_label()] = to_hex(bars.patches[0].get_facecolor())
        edges[bars.get_label()] = to_hex(bars.patches[0].get_edgecolor())
    assert fills["fire"] == "#d62728" and fills["water"] == "#1f5fbf" and fills["earth"] == "#8c564b"
    assert fills["air"] == "#e6e6e6" and edges["air"] == "#555555"  # light, with an edge to be seen
    cults = {fills[c] for c in ("fire", "water", "earth", "air")}
    assert not cults & {fills[c] for c in fills if c not in ("fire", "water", "earth", "air")}
    assert len(set(fills.values())) == len(fills)  # every category its own colour
