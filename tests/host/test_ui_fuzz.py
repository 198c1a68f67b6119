# Random input (keys, turns, pushes, idle time, reboots) on every game: the app never raises,
# every screen fits, and a reboot after an idle moment resumes exactly the game that was shown.
import random

import pytest

from tabletop.core import registry
from tabletop.core.newgame import clone
from tests.host.test_ui_games import available
from tests.host.ui_driver import Driver


@pytest.mark.parametrize("name", available())
def test_random_input_never_breaks_the_app(name):
    rnd = random.Random(name)
    d = Driver(games=registry.GAMES)
    d.choose("English").choose(registry.info(name)[1])
    for step in range(700):
        r = rnd.random()
        if r < 0.45:
            d.key(rnd.randrange(12))
        elif r < 0.75:
            d.turn(rnd.choice((-3, -1, 1, 1, 2)))
        elif r < 0.97:
            d.push()
        else:  # idle, then the power goes off and on
            d.idle(4000)
            s = d.app.session
            state = clone(s.state) if s is not None else None
            d = Driver(games=registry.GAMES, board=d.board)
            if state is not None:
                assert d.app.session is not None and d.app.session.state == state, step
        lines = d.app.screen["lines"]
        assert len(lines) == 5, lines
        for ln in lines:
            assert len(ln) <= 21 and all(32 <= ord(c) < 127 for c in ln), ln
        assert len(d.app.leds) == 12
    assert d.app.session is not None and len(d.app.session.record) >= 5, name
