# Key and encoder mashing on the simulator's app (the device app with the demo games in its start
# menu), for every game: 10 000+ random inputs each (keys 0-11, encoder turns, pushes, idle ticks
# that save). After every input: no exception, the screen fits, and the game changed only by a
# valid entry: the record grew or shrank by one entry (apply / undo / redo; two when a key ends
# the entry under way, ui/play_input) and the state is the one an independent session reaches
# with that entry (or its undo), or the record is as it was and the state is exactly the copy
# taken before the input. A new game (menu -> New game) or a demo opened is a new session equal
# to a fresh replay of its record. Memory: tracemalloc's current size after the run stays within
# a bound of the size after the first 1 000 inputs.
#
# Figures: python -m tests.host.test_ui_mash
import gc
import random
import time
import tracemalloc

import pytest

from host_tools.sim import simulator
from tabletop.core import registry
from tabletop.core.newgame import clone
from tabletop.core.session import Session
from tests.host.test_ui_games import available
from tests.host.ui_driver import Driver

INPUTS = 10000
WARM = 1000
# allowed growth after the first WARM inputs: the record's bytes and the undo/redo buffer grow
# with the entries (a few bytes each), everything else must be bounded. The undo checkpoints
# share what did not change between them (core.newgame.clone), so their size moves with the
# game: Terra Mystica's demo at WARM 8.6 KB less than without the sharing, at the end 3.7 KB
# less (the end was 32.7 KB above WARM before the sharing, 37.6 KB with it, less in all)
SLACK = 40 * 1024
PER_ENTRY = 64


def sim_driver():
    """The fast driver (screen model only, no PNG) on the simulator's app with its demo games."""
    d = Driver(games=registry.GAMES)
    d.app = simulator.make_app(d.board, simulator.demo_files())
    d.app.boot(d.t)
    return d


def fresh_state(s):
    return Session(s.record.copy_header(), s.game).state


class Checker:
    """The invariant after every input; counts what happened."""

    def __init__(self, app):
        self.app = app
        self.counts = {"apply": 0, "undo": 0, "same": 0, "new": 0}
        self._take(app.session)

    def _take(self, s):
        self.session = s
        self.n = len(s.record) if s is not None else 0
        self.state = clone(s.state) if s is not None else None
        # an independent session of the same record: applies / undoes what the app's did
        self.shadow = Session(s.record.copy_header(), s.game) if s is not None else None
        if s is not None:
            for k in range(len(s.record)):
                self.shadow.apply_words(*s.record.entry(k))
            assert self.shadow.state == s.state

    def check(self, step):
        s = self.app.session
        if s is not self.session:  # a new game or a demo opened from the menus
            assert s is not None, step
            ref = Session(s.record.copy_header(), s.game)
            for k in range(len(s.record)):
                ref.apply_words(*s.record.entry(k))
            assert s.state == ref.state, step
            self.counts["new"] += 1
            self._take(s)
            return
        if s is None:
            return
        n = len(s.record)
        if n == self.n:
            assert s.state == self.state, step  # nothing entered: nothing changed
            self.counts["same"] += 1
            return
        if n in (self.n + 1, self.n + 2):
            # two: a key ended the entry under way (the choice under the cursor), then made its own
            for k in range(self.n, n):
                seat, words = s.record.entry(k)
                self.shadow.apply_words(seat, words)  # raises if the entry was not legal
            self.counts["apply"] += 1
        elif n == self.n - 1:
            self.shadow.undo()
            self.counts["undo"] += 1
        else:
            raise AssertionError("record went from %d to %d entries at input %d" % (self.n, n, step))
        assert s.state == self.shadow.state, step
        self.n = n
        self.state = clone(s.state)


def steer_to(d, title):
    """In the start menu's game list (after menu -> New game): pick `title` again."""
    app = d.app
    if app.mode == 0 and len(app.picks) == 1:
        d.choose(title)
        return True
    return False


def demo_of(name):
    """The title of the simulator's demo game of `name` (None if it has none)."""
    from host_tools import records

    for title, path in simulator.demo_files():
        if records.read(path)[0].game == name:
            return title
    return None


def mash(name, start="new", inputs=INPUTS, seed=None):
    """Mash on game `name` from a new game (start "new") or from its demo game ("demo"), and
    from the same again whenever the mashing began a new game; return the figures (dict)."""
    rnd = random.Random(seed if seed is not None else "mash-%s-%s" % (name, start))
    title = registry.info(name)[1] if start == "new" else demo_of(name)
    d = sim_driver()
    d.choose("English").choose(title)
    # the start menu's remaining steps (options, players, seats): the first answer each time
    while d.app.mode == 0:
        d.push()
    chk = Checker(d.app)
    first = len(d.app.session.record)
    # every screen's modules imported before measuring: a first import during the mashing is
    # code loaded once (CPython keeps it), not memory the app keeps taking
    from tabletop.ui import modes

    for m in modes.MODES:
        modes.ui(m[0])
        modes.ui(m[1])
    gc.collect()
    tracemalloc.start()
    warm = None
    t0 = time.time()
    most_entries = 0
    screens = set()
    for step in range(inputs):
        r = rnd.random()
        if r < 0.5:
            d.key(rnd.randrange(12))
        elif r < 0.75:
            d.turn(rnd.choice((-5, -2, -1, -1, 1, 1, 1, 2, 5)))
        elif r < 0.96:
            d.push()
        else:
            d.idle(rnd.choice((100, 1000, 4000)))  # idle: the app's tick saves after 3 s
        d.board.tones = []  # the virtual board's log of tones (not the app's memory)
        chk.check(step)
        if steer_to(d, title):
            while d.app.mode == 0 and len(d.app.picks) > 1:
                d.push()
            chk.check(step)
        app = d.app
        lines = app.screen["lines"]
        assert len(lines) == 5 and len(app.leds) == 12, step
        for ln in lines:
            assert len(ln) <= 21 and all(32 <= ord(c) < 127 for c in ln), (step, ln)
        screens.add(app.mode)
        if app.session is not None and len(app.session.record) > most_entries:
            most_entries = len(app.session.record)
        if step + 1 == WARM:
            gc.collect()
            warm = (tracemalloc.get_traced_memory()[0], len(app.session.record))
    gc.collect()
    end = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    figs = dict(chk.counts)
    figs.update({
        "game": name, "start": start, "first_entries": first, "inputs": inputs, "presses": d.presses, "turns": d.turns,
        "seconds": time.time() - t0, "warm_bytes": warm[0], "warm_entries": warm[1],
        "end_bytes": end[0], "peak_bytes": end[1], "end_entries": len(d.app.session.record),
        "most_entries": most_entries, "modes": sorted(screens),
    })
    return figs


def cases():
    out = []
    for g in available():
        out.append((g, "new"))
        if demo_of(g) is not None:
            out.append((g, "demo"))
    return out


@pytest.mark.parametrize("name,start", cases())
def test_mashing_keys_and_encoder_changes_the_game_only_by_valid_entries(name, start):
    f = mash(name, start)
    assert f["inputs"] >= 10000
    if start == "demo":
        assert f["first_entries"] >= 20, f
    # the mashing did reach the game: entries applied and undone, the menus and the history
    assert f["apply"] >= 50 and f["undo"] >= 10 and f["same"] >= 5000, f
    # play, the in-game menu, and two of the history view, the player pages, the board check
    # (the menu's keys open the player pages: a random walk leaves the menu sooner than it did)
    assert {1, 2} <= set(f["modes"]) and len({3, 4, 5} & set(f["modes"])) >= 2, f
    grow = max(0, f["end_entries"] - f["warm_entries"]) * PER_ENTRY
    assert f["end_bytes"] <= f["warm_bytes"] + SLACK + grow, f


def test_the_checker_catches_a_change_without_an_entry():
    # the invariant is not vacuous: a state changed behind the record's back is caught, and so
    # is an entry the state never saw
    for spoil in ("state", "record"):
        d = sim_driver()
        d.choose("English").choose(registry.info("babel")[1])
        while d.app.mode == 0:
            d.push()
        chk = Checker(d.app)
        d.key(0)
        chk.check(0)
        s = d.app.session
        if spoil == "state":
            s.state["players"][0]["score"] += 1
        else:
            s.record.append(0, ["end"])
        with pytest.raises(Exception):
            chk.check(1)


if __name__ == "__main__":
    for c in cases():
        print(mash(*c))
