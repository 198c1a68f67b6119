# The device app driven by scripted input against the toy game: screens, LEDs, refusals,
# prompts, undo/redo, tones, final screen, languages.
from tabletop.ui import play, pmenu
from tabletop.ui.layout import COLS, OFF, named
from tests.host.ui_driver import Driver

RED = named("red")
BLUE = named("blue")


def placed(d):
    """A 3-player toy game past its setup (snake placement: 6 presses of the 'place' key)."""
    d.start("red", "blue", "green")
    for _ in range(6):
        d.key(0)
    return d


def test_start_menu_steps_and_back():
    d = Driver()
    # the start menu opens on the game list; the language (remembered) is its last entry
    assert d.lines()[:3] == ["Game", "Toy", "Language: English"] and d.app.screen["hi"] == 1
    d.key(10)  # back: there is no step before the game list
    assert d.lines()[0] == "Game"
    d.choose("Toy")
    assert d.lines()[0] == "Option: bonus"
    d.choose("1")
    assert d.lines()[0] == "Players" and d.lines()[1:4] == ["2", "3", "4"]
    d.key(10)  # back: to the option again
    assert d.lines()[0] == "Option: bonus"
    d.choose("1").choose("2").choose("blue")
    assert "blue" not in d.lines()  # a seat name is taken once
    d.choose("yellow")
    s = d.app.session
    assert s.record.seats == ["blue", "yellow"] and s.record.option("bonus") == "1"
    assert d.lines()[0].startswith("Setup placement") and d.lines()[0].endswith("blue")
    assert all(len(ln) <= COLS for ln in d.lines())


def test_keys_glow_in_active_colour_and_illegal_stay_dark():
    d = Driver().start("red", "blue", "green")
    assert d.app.leds[0] == RED and d.app.leds[1:9] == [OFF] * 8  # only "place" is legal
    d.key(0)
    assert d.app.leds[0] == BLUE
    placed_d = placed(Driver())
    leds = placed_d.app.leds
    # actions: add (1), +1 (2), +2 (3), +3 (4), pass (5) are legal; place (0), ok (6) are not
    assert leds[0] == OFF and leds[6] == OFF and leds[7] == OFF and leds[8] == OFF
    assert leds[1:6] == [RED] * 5
    assert leds[9] != OFF and leds[11] == OFF  # undo possible, nothing to redo


def test_refusal_shows_the_core_message_and_changes_nothing():
    d = placed(Driver())
    before = d.app.session.record.data()
    d.key(0)  # "place" in the actions phase
    assert "not possible in the" in " ".join(d.lines()), d.lines()
    assert d.app.session.record.data() == before
    d.turn(1)  # any input clears the message
    assert not any("not possible" in ln for ln in d.lines())


def test_entry_built_with_encoder_and_back():
    d = placed(Driver())
    d.key(1)  # "add": needs a number
    assert d.lines()[1] == "> add _"
    assert [e[1] for e in play.items(d.app) if e[0] == "choice"] == ["1", "2", "3"]
    d.key(10)  # back: drops "add"
    assert d.app.words == [] and d.app.mode == 1
    d.key(1).choose("2")
    assert d.app.session.state["players"][0]["score"] == 1 + 2
    assert d.app.session.active() == "blue"


def test_prompt_asks_the_other_player_in_turn():
    d = placed(Driver())
    d.key(4)  # red: +3, blue must confirm
    assert d.lines()[0] == "blue: confirm?"
    assert d.app.leds[6] == BLUE and d.app.leds[1] == OFF
    d.key(6)  # blue: ok
    assert d.app.session.active() == "blue" and d.lines()[0].endswith("blue")


def test_undo_redo_one_press_each():
    d = placed(Driver())
    d.key(3)  # red +2
    st = d.app.session.state
    score = st["players"][0]["score"]
    d.key(9)
    assert d.app.session.state["players"][0]["score"] == score - 2
    assert d.app.leds[11] != OFF
    d.key(11)
    assert d.app.session.state["players"][0]["score"] == score
    d.key(11)
    assert any("nothing to redo" in ln for ln in d.lines())


def test_undo_and_redo_say_which_entry_went_and_came_back():
    # issue 26: undo showed nothing; the last lines name the entry undone, and redo the same one
    d = placed(Driver())
    d.key(3)  # red +2
    text = d.app.session.record.entry_text(len(d.app.session.record) - 1)
    n = len(d.app.session.record)
    d.key(9)
    assert len(d.app.session.record) == n - 1
    assert d.lines()[-1] == "undone: " + text, d.lines()  # the last line (two if it is long)
    d.key(11)
    assert d.lines()[-1] == "redone: " + text and len(d.app.session.record) == n
    d.key(0)  # any other input clears it
    assert not any(ln.startswith(("undone", "redone")) for ln in d.lines())


def test_tones_on_phase_change_and_game_end_and_final_screen():
    d = placed(Driver())
    tones = len(d.board.tones)
    assert tones >= 1  # setup -> round 1
    d.key(3)  # red +2
    assert len(d.board.tones) == tones  # no phase change
    for _ in range(9):  # everybody passes, three rounds
        d.key(5)
    assert d.app.session.ended()
    assert len(d.board.tones) >= tones + 2 + 2  # two round changes, then the end chord
    lines = d.lines()
    assert lines[0] == "Game over" and lines[1] == "Winner: red", lines
    texts = [e[1] for e in play.items(d.app)]
    assert texts[:3] == ["red 5", "  points 5", "  placed 2"], texts
    assert texts[3] == "blue 3" and texts[6] == "green 3"  # score, then tiebreak (seat order)
    assert d.app.leds[0] == RED
    d.key(9)  # undo out of the final screen
    assert not d.app.session.ended() and d.lines()[0] != "Game over"


def test_german_everywhere_and_it_persists():
    d = Driver()
    d.start("red", "blue", lang="Deutsch")
    assert d.lines()[0].startswith("Aufbau")
    d.key(1)  # "add" during setup: refused by the rules
    assert d.lines()[1].startswith("! ") and d.app.words == []
    d.key(10)  # back (no entry) -> menu
    assert d.lines()[0] == "Menue" and "Sprache: Deutsch" in d.lines()
    d.key(10)
    d.key(9)
    assert any("nichts rueckgaengig" in ln for ln in d.lines()), d.lines()
    d2 = Driver(board=d.board)  # reboot
    # "Resumed" is information, not an error: the last line, below the figures
    assert d2.app.lang == 1 and d2.lines()[4] == "Geladen: 0 Zuege" and d2.app.msg is None
    assert d2.lines()[0].startswith("Aufbau") and d2.lines()[1].startswith("0VP")


def test_language_toggle_in_game_menu():
    d = placed(Driver())
    d.key(10).choose("Language: English")
    assert d.app.lang == 1 and "Sprache: Deutsch" in d.lines()
    d.key(10)
    assert d.lines()[0].startswith("R1 actions")  # the phase name is the game's own


def test_new_game_from_menu_needs_confirmation():
    d = placed(Driver())
    d.key(10).choose("New game")
    assert d.lines()[0] == "Really end game?"
    assert d.hi_text() == "No, back to game"  # the safe answer is the one a push takes
    d.push()
    assert d.app.mode == 1 and len(d.app.session.record) == 6
    d.key(10).choose("New game").choose("Yes, new game")
    assert d.lines()[0] == "Option: bonus"
    d.key(10)  # back out of the menu again: the game goes on
    assert d.app.mode == 1 and len(d.app.session.record) == 6


def test_key_legend_lists_keys_in_layout():
    legend = pmenu.legend(__import__("tests.portable.ui_toy_game", None, None, ("x",)), 0)
    assert legend == ["place  add    +1    ", "+2     +3     pass  ", "ok     -      -     ",
                      "undo   menu   redo  "]


def test_language_chosen_in_the_start_menu_persists_without_a_game():
    d = Driver()
    d.choose("Deutsch")
    d2 = Driver(board=d.board)  # power off before any game
    assert d2.app.lang == 1 and d2.lines()[:3] == ["Spiel", "Toy", "Sprache: Deutsch"]
    assert d2.app.session is None


def test_list_follows_the_words_not_just_their_number():
    d = placed(Driver())
    d.app.words = ["add"]
    assert [e[1] for e in play.items(d.app) if e[0] == "choice"] == ["1", "2", "3"]
    d.app.words = ["pass"]  # as long, other words: the list must not be the cached one
    assert [e for e in play.items(d.app) if e[0] == "choice"] == []


class _CountingGC:
    # stands in for MicroPython's gc in tabletop.ui.modes: its collection threshold, per input
    def __init__(self):
        self.now = -1
        self.during = []

    def threshold(self, *a):
        if not a:
            return self.now
        self.now = a[0]


def test_outside_play_the_heap_is_collected_often_and_in_play_not(monkeypatch):
    from tabletop.ui import modes

    fake = _CountingGC()
    monkeypatch.setattr(modes, "gc", fake)
    d = placed(Driver())
    seen = []
    shown = modes.ui  # the threshold as the mode's module is loaded and handles the input

    def spying(name):
        seen.append(fake.now)
        return shown(name)

    monkeypatch.setattr(modes, "ui", spying)

    def threshold_during(press):
        del seen[:]
        press()
        assert fake.now == -1  # set back after every input
        return seen[0]

    assert threshold_during(lambda: d.key(1)) == -1  # an entry begun in play: collected after it
    assert threshold_during(lambda: d.turn(1)) == -1 and d.app.words == ["add"]
    assert threshold_during(lambda: d.key(10)) == modes.OFTEN  # back (the key that opens the menu)
    assert d.app.mode == 1 and d.app.words == []
    assert threshold_during(lambda: d.key(10)) == modes.OFTEN
    assert d.app.mode == 2
    assert threshold_during(lambda: d.turn(1)) == modes.OFTEN  # in the menu
    assert threshold_during(lambda: d.key(10)) == modes.OFTEN  # back to play
    assert d.app.mode == 1
    assert threshold_during(lambda: d.key(9)) == -1  # undo in play


def test_the_threshold_is_set_back_when_an_input_fails(monkeypatch):
    from tabletop.ui import modes

    fake = _CountingGC()
    fake.now = 512  # whatever the board had
    monkeypatch.setattr(modes, "gc", fake)
    d = placed(Driver())
    d.key(10)  # the menu

    def failing(app):
        raise RuntimeError("a bug")

    monkeypatch.setattr(modes, "draw", lambda app: failing(app))
    try:
        d.app.handle("turn", 1, 0)
    except RuntimeError:
        pass
    assert fake.now == 512
