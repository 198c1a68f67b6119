# Colours: each Terra Mystica faction in its terrain's colour, seats named by a colour in it,
# black's stand-in; the same colours on the keys and in the charts (with an outline where a
# colour would vanish on the chart's white background).
import os

from tabletop.core import registry
from tabletop.ui import layout as Y

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_factions_light_in_their_terrain_colour():
    from tabletop.games.terra_mystica import factions

    view = registry.view(registry.load("terra_mystica"))
    seats = list(factions.NAMES)
    got = {}
    for i in range(len(seats)):
        got.setdefault(Y.colour(view, seats, i), []).append(seats[i])
    want = [["alchemists", "darklings"], ["auren", "witches"], ["chaosmagicians", "giants"],
            ["cultists", "halflings"], ["dwarves", "engineers"], ["fakirs", "nomads"],
            ["mermaids", "swarmlings"]]
    assert sorted(sorted(v) for v in got.values()) == want
    assert Y.colour(view, seats, seats.index("witches")) == Y.named("green")
    assert Y.colour(view, seats, seats.index("nomads")) == Y.named("yellow")
    # black cannot be lit: its stand-in is violet, unlike every other colour in use
    black = Y.colour(view, seats, seats.index("darklings"))
    assert black == Y.named("black") and black != (0, 0, 0) and list(got).count(black) == 1
    # seats named by a colour keep it, other names go by seat
    assert Y.colour(None, ["red", "blue"], 1) == Y.named("blue")
    assert Y.colour(None, ["ann", "bob"], 1) == Y.named(Y.PALETTE[1])


def test_charts_draw_each_player_in_their_colour():
    from host_tools import export, records

    rec, _ = records.read(os.path.join(ROOT, "host_tools", "sim", "demos", "5_terra_mystica_round_2.txt"))
    game = registry.load(rec.game)
    fig = export.chart_figure(export.History(rec, game))
    lines = fig.axes[0].get_lines()
    view = registry.view(game)
    assert [ln.get_label() for ln in lines] == rec.seats
    for s in range(len(rec.seats)):
        assert lines[s].get_color() == "#%02x%02x%02x" % Y.colour(view, rec.seats, s)
    # yellow (the nomads) would vanish on white: outlined; green (the witches) is not
    assert lines[rec.seats.index("nomads")].get_path_effects()
    assert not lines[rec.seats.index("witches")].get_path_effects()
