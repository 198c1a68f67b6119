# Check the board: from the start menu and the in-game menu; every key lights, names itself and
# beeps; the encoder counts; the screen shows a test pattern; the menu key twice goes back. The
# same events come from the MacroPad and the do-it-yourself Pico facades (tests/host/
# test_ui_macropad.py, test_hardware_pins.py), so one mode serves both.
from tabletop.core import registry
from tests.host.ui_driver import Driver


def check_every_key(d, back_to):
    lines = d.lines()
    assert lines[0] == "Check: press a key" and d.app.screen["hi"] == 0  # the inverted top line
    assert lines[4] == "123456789012345678901"  # every column
    assert lines[3].startswith("heap ") and " boot " in lines[3]  # the board's own figure (issue 25)
    tones = len(d.board.tones)
    for k in range(12):
        d.key(k)
        assert d.lines()[0] == "Check: key %d" % (k + 1)
        assert d.app.leds[k] != (0, 0, 0) and d.app.mode == 5
    assert all(led != (0, 0, 0) for led in d.app.leds)  # every LED lit, red, green and blue
    assert len(d.board.tones) == tones + 12 and len(set(t[0] for t in d.board.tones[-12:])) == 12
    d.turn(3).turn(-1).push()
    assert d.lines()[1] == "encoder +2 push 1"
    d.key(10)
    assert d.app.mode == 5  # once: the menu key itself is checked
    d.key(10)
    assert d.app.mode == back_to


def test_from_the_start_menu():
    d = Driver(games=registry.GAMES)
    d.choose("Check the board")
    check_every_key(d, 0)
    assert d.lines()[0] == "Game"


def test_from_the_game_menu_and_in_german():
    d = Driver(games=registry.GAMES)
    d.choose("Babel").choose("german").choose("white").choose("black")
    d.key(10).choose("Check the board")
    check_every_key(d, 1)
    assert d.app.session is not None and len(d.app.session.record) == 0
    d.key(10).choose("Language: English")  # now German
    d.choose("Geraetetest")
    assert d.lines()[:3] == ["Test: Taste druecken", "Drehen +0 Druck 0", "Menue 2x: zurueck"]


def test_the_pico_wiring_feeds_the_same_check(fakes):
    # the do-it-yourself Pico facade (fake CircuitPython modules): its key and encoder events,
    # direct wiring and matrix, drive the check like the MacroPad's
    mod, _made, _ticks, mp = fakes
    for keys in ("direct", "matrix"):
        mp.setenv("TABLETOP_KEYS", keys)
        b = mod.PicoDIY(storage=[])
        d = Driver(games=registry.GAMES)
        d.choose("Check the board")
        b.keys.events.items = [(k, True) for k in range(12) if k != 10]
        b.encoder.position = 2
        b.button.events.items = [(0, True)]
        for ev in b.events():
            d.app.handle(ev[0], ev[1], 0)
        assert d.lines()[:2] == ["Check: key 12", "encoder +2 push 1"], keys
        assert [led != (0, 0, 0) for led in d.app.leds] == [k != 10 for k in range(12)]


from tests.host.test_hardware_pins import fakes  # noqa: E402,F401 - the fake CircuitPython modules


def test_the_check_shows_the_free_heap_now_and_after_boot(monkeypatch):
    import gc

    monkeypatch.setattr(gc, "mem_free", lambda: 94000, raising=False)
    d = Driver(games=registry.GAMES)
    d.app.heap = [120000, 100000, 93184]
    d.choose("Check the board")
    assert d.lines()[3] == "heap 91K boot 91K"
    d.app.heap = [120000, -1, -1]  # no saved game: the figure at start
    d.key(0)
    assert d.lines()[3] == "heap 91K boot 117K"
