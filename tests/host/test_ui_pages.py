# Everyone's figures at a glance: each field labelled, none empty, nothing cut; every player's
# page 2 presses away (the menu key, then the player's key, lit in their colour); Terra
# Mystica's tiles by what they give.
import os
import re

import pytest

from host_tools import records
from tabletop.core import registry
from tabletop.core.session import Session
from tabletop.ui import layout as Y
from tabletop.ui import play
from tests.host.ui_driver import Driver

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RECORDS = ("tm_5p_demo.txt", "babel_demo.txt", "assyria_4p_full.txt", "after_the_flood_full.txt")


def session_at(name, n):
    rec, _ = records.read(os.path.join(ROOT, "tests", "records", name))
    out = rec.copy_header()
    for k in range(min(n, len(rec))):
        out.append(*rec.entry(k))
    return Session(out)


@pytest.mark.parametrize("name", RECORDS)
def test_every_figure_is_labelled_and_fits(name):
    for n in (0, 40, 120, 10000):
        s = session_at(name, n)
        game = s.game
        view = registry.view(game)
        for p in range(len(s.record.seats)):
            parts = list(play.fields(game, view, s.state, p))
            assert parts[0].endswith("VP")
            for part in parts:
                assert part.strip() and any(c.isalpha() for c in part), (name, n, part)
                assert "//" not in part and not part.endswith((" ", "/")), (name, n, part)
            for ln in Y.pack(parts):  # every figure fits a line as written: never cut
                assert "~" not in ln, (name, n, ln)


def test_terra_mystica_tiles_by_what_they_give():
    from tabletop.games.terra_mystica.names import label

    assert label("bon4") == "bon 3pw +1ship" and label("+fav10") == "+fav water+1 3vp/TP"
    assert label("bon1") == "bon 2c spade" and label("act5") == "act spade 4pw"
    assert label("build") == "build" and label("1pw") == "1pw"
    words = ["bon%d" % n for n in range(1, 11)] + ["+fav%d" % n for n in range(1, 13)] + \
            ["act%d" % n for n in range(1, 7)] + ["+tw%d" % n for n in range(1, 9)]
    for w in words:
        got = label(w)
        assert got != w and len("> " + got) <= Y.COLS, got


def test_the_pass_choices_show_what_the_bonus_tiles_give():
    d = Driver(games=registry.GAMES)
    s = session_at("tm_5p_demo.txt", 11)  # the setup's bonus tiles are picked next
    d.app._start(s)
    d.app._refresh()
    d.key(8)  # Pass
    shown = [ln for ln in d.lines() if ln.startswith("> bon ")]
    assert shown and all(len(ln.split()) > 2 for ln in shown), d.lines()


@pytest.mark.parametrize("name", RECORDS)
def test_every_players_page_is_two_presses_away(name):
    d = Driver(games=registry.GAMES)
    d.app._start(session_at(name, 60))
    d.app._refresh()
    seats = d.app.session.record.seats
    view = d.app.view
    for p in range(len(seats)):
        d.count()
        d.key(10)  # the menu: keys 1..n in the players' colours
        assert d.app.leds[:len(seats)] == [Y.colour(view, seats, i) for i in range(len(seats))]
        d.key(p)
        assert d.count() == (2, 0)
        lines = d.lines()
        assert lines[0].startswith(seats[p] + " ") and lines[0].endswith("%d/%d" % (p + 1, len(seats)))
        assert d.app.leds[p] == Y.colour(view, seats, p)
        assert all(len(ln) <= Y.COLS for ln in lines) and lines[1]
        for _ in range(12):  # the encoder scrolls the page, and past its end to the next player
            if not d.lines()[0].startswith(seats[p] + " "):
                break
            d.turn(1)
        assert d.lines()[0].startswith(seats[(p + 1) % len(seats)] + " ")
        d.push()  # back to the game
        assert d.app.mode == 1


# --- golden screenshots: each game's main screen and a player page, in English, German, Dutch --------
DEMOS = ("Terra Mystica round 2", "Babel near the end", "Assyria 4p reign 2", "After the Flood R3")


@pytest.mark.parametrize("title", DEMOS)
def test_main_screen_and_player_page_goldens_in_english_german_and_dutch(title):
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    from host_tools.sim import board as sim_board
    from host_tools.sim import simulator
    from tests.host.test_sim_games import check_golden

    sim = simulator.Simulator(clock=sim_board.VirtualClock(1000))
    try:
        from tabletop.core import registry

        titles = [t[0] for t in sim.demos]
        sim.turn(len(registry.GAMES) + titles.index(title))  # the demos follow the device's own games
        sim.push()
        game = sim.app.session.record.game
        seats = sim.app.session.record.seats
        from tabletop.ui import tongue

        for lang in ("en", "de", "nl"):
            lines = sim.app.screen["lines"]
            assert re.search(r"\dV?P", lines[1] + lines[2]) or ":" in lines[0], lines  # the figures (German, Dutch: 12P)
            check_golden(sim.oled_image(), "main_%s_%s.png" % (game, lang))
            sim.key(10)  # the menu
            sim.key(1)  # the second player's page
            name = tongue.tr(sim.app.game, sim.app.lang, seats[1])  # German, Dutch: the game's words
            assert sim.app.screen["lines"][0].startswith(name + " ")
            check_golden(sim.oled_image(), "page_%s_%s.png" % (game, lang))
            sim.push()  # back to the game
            sim.key(10)
            sim.push()  # the menu's first entry: the language (the next one)
            sim.key(10)  # back to the game
        assert sim.app.lang == 0  # Dutch -> English
    finally:
        sim.close()
