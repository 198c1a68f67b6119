# Every game of the registry played through the device app (seeded random entries built from
# the game's own choices()): screens fit, keys light only legal verbs in the active colour,
# presses per entry are minimal, and a reboot resumes exactly.
import random

import pytest

from host_tools.sim.record import choice_for
from tabletop.core import flow, registry
from tabletop.core.newgame import clone
from tabletop.ui import layout as Y
from tests.host.ui_driver import Driver

SEATS = {"babel": 2, "assyria": 4, "after_the_flood": 3, "terra_mystica": 5}


def available():
    out = []
    for g in registry.GAMES:
        try:
            registry.load(g[0])
        except ImportError:
            continue
        out.append(g[0])
    return out


def start(name, n, rnd):
    d = Driver(games=registry.GAMES)
    d.choose("English")
    d.choose(registry.info(name)[1])
    while d.app.mode == 0:
        labels = d.labels()
        title = d.lines()[0]
        if title == "Players":
            d.choose(str(n))
        elif title.startswith("Player "):
            d.choose(labels[rnd.randrange(len(labels))])
        else:
            d.choose(labels[0])  # each option's default
    return d


def expected_presses(game, state, seat, words):
    """Keys + pushes the shortest way: the longest quick key, then a push for every choice that
    enters the most words (a choice may be several), none where a choice is the only one (the
    app fills it in)."""
    keys = getattr(game, "KEYS", ())[:9]
    start = 0
    for k in keys:
        kw = list(k[1])
        if kw == words[: len(kw)] and len(kw) > start:
            start = len(kw)
    presses = 1  # the key, or the push on the verb (a verb may be several words: "transform spades")
    view = registry.view(game)
    q = getattr(view, "asked", lambda st: None)(state)
    verbs = q[2] if q and q[0] == seat else view.choices(state, seat, [])
    k = start or len(choice_for(verbs, words, 0).split())
    while k < len(words):
        ch = registry.view(game).choices(state, seat, words[:k])
        c = choice_for(ch, words, k)
        if len(ch) > 1:
            presses += 1
        k += len(c.split())
    return presses


@pytest.mark.parametrize("name", available())
def test_game_through_the_app(name):
    rnd = random.Random(5)
    d = start(name, SEATS.get(name, 2), rnd)
    app = d.app
    game = app.game
    s = app.session
    assert s.record.game == name and app.mode == 1
    applied = refused = 0
    for _ in range(150):
        if s.ended():
            break
        st = s.state
        # who enters: a player the view asks at once (a power offer), else the active one
        q = getattr(registry.view(game), "asked", lambda st: None)(st)
        a = q[0] if q else flow.active(st)
        # the keys: lit exactly for the legal verbs (the question's), in that player's colour
        verbs = q[2] if q else registry.view(game).choices(st, a, [])
        colour = Y.colour(registry.view(game), s.record.seats, a)
        keys = getattr(game, "KEYS", ())
        for i in range(9):
            lit = i < len(keys) and keys[i][1][0] in verbs
            assert app.leds[i] == (colour if lit else Y.OFF), (i, app.leds[i])
        words = []
        while True:
            c = registry.view(game).choices(st, a, words) if words else verbs
            if not c:
                break
            words.extend(rnd.choice(c).split())  # a choice may be several words
        want = expected_presses(game, st, a, words)
        n = len(s.record)
        presses, _turns = d.enter(words)
        if len(s.record) == n + 1:
            applied += 1
            assert presses == want, (words, presses, want)
        else:  # choices() are "legal as far as cheaply known": the rules refused, and said why
            refused += 1
            assert app.msg, words
            app.words = []
        for ln in app.screen["lines"]:
            assert len(ln) <= 21 and all(32 <= ord(ch) < 127 for ch in ln), ln
    assert applied >= 40, (applied, refused)
    d.idle(5000)
    state = clone(s.state)
    d2 = Driver(games=registry.GAMES, board=d.board)
    assert d2.app.session.state == state and len(d2.app.session.record) == len(s.record)


def test_the_start_menu_offers_one_faction_of_each_colour():
    # the rules refuse Witches with Auren (both green): once the witches are taken the menu
    # offers no auren (tests/host/test_ui_tm_setup.py has more)
    d = Driver(games=registry.GAMES)
    d.choose("English")
    d.choose("Terra Mystica")
    while d.lines()[0] != "Players":
        d.choose(d.labels()[0])
    d.choose("2").choose("witches")
    assert d.app.mode == 0 and d.lines()[0] == "Player 2", d.lines()
    assert "auren" not in d.labels() and "nomads" in d.labels()
    d.choose("nomads")
    assert d.app.mode == 1 and d.app.session.record.seats == ["witches", "nomads"]
