# The device app (tabletop.ui) runs unchanged on MicroPython: a scripted toy game through the
# start menu, quick keys, a prompt, a refusal, undo/redo, idle save and a reboot that resumes.
from tabletop.boards.virtual import VirtualBoard
from tabletop.core.newgame import clone
from tabletop.ui.app import App

TOY = (("toy", "Toy", "tests.portable.ui_toy_game", 2, 4),)


class Run:
    def __init__(self, board=None):
        self.board = board or VirtualBoard()
        self.app = App(self.board, TOY)
        self.t = 1000
        self.app.boot(self.t)

    def ev(self, kind, value=1):
        self.t += 700
        self.app.handle(kind, value, self.t)
        return self

    def lines(self):
        return self.app.screen["lines"]


def test_a_toy_game_on_micropython_too():
    r = Run()
    assert r.lines()[0] == "Game"  # the start menu opens on the game list
    r.ev("push")  # the toy game
    r.ev("push")  # bonus 0
    r.ev("push")  # 2 players
    r.ev("push").ev("push")  # red, blue
    s = r.app.session
    assert s.record.seats == ["red", "blue"] and r.lines()[0].startswith("Setup")
    for _ in range(4):
        r.ev("key", 0)  # place x4 (snake)
    assert r.lines()[0].startswith("R1 actions") and r.board.tones
    assert r.app.leds[1] == (255, 0, 0) and r.app.leds[0] == (0, 0, 0)
    r.ev("key", 0)  # "place" now: refused by the rules, message shown
    assert "not possible" in " ".join(r.lines())
    r.ev("key", 4)  # red +3: blue is asked
    assert r.lines()[0] == "blue: confirm?"
    r.ev("key", 6)  # blue: ok
    r.ev("key", 1).ev("turn", 1).ev("push")  # blue: add, 2
    assert s.state["players"][1]["score"] == 1 + 2
    r.ev("key", 9)
    assert s.state["players"][1]["score"] == 1
    r.ev("key", 11)
    assert s.state["players"][1]["score"] == 3
    r.t += 5000
    r.app.tick(r.t)
    state = clone(s.state)
    r2 = Run(r.board)  # power off and on
    assert r2.app.session.state == state and r2.lines()[4].startswith("Resumed, entries: ")
    for line in r2.lines():
        assert len(line) <= 21


def test_long_choices_and_entries_keep_their_last_words_on_the_screen():
    from tabletop.ui import layout as Y
    from tabletop.ui.layout import tail
    from tabletop.ui.play_view import squeeze

    assert squeeze("> offer chaosmagicians 3") == "> offer chaosmagic~ 3"
    assert squeeze("> offer nomads 2") == "> offer nomads 2"
    assert len(squeeze("> " + "x" * 40)) == Y.COLS
    t = tail("build offer chaosmagicians 3 nomads 2 _", 19)
    assert len(t) == 19 and t.startswith("~") and t.endswith("nomads 2 _")
    assert tail("build _", 19) == "build _"


def test_lines_are_wrapped_as_their_words_packed():
    # layout.wrap slices lines from the text (no string made a word): the lines pack makes of its words
    from tabletop.ui import layout as Y

    def packed(s, w, most):
        out = Y.pack(s.split(" "), w) or [""]
        if len(out) > most:
            out = out[:most]
            out[-1] = Y.fit(out[-1] + "~~", w)
        return out

    texts = ["", "a", " lead", "trail ", "two  spaces here", "x" * 21, "x" * 22, "x" * 21 + " y",
             "undone: engineers: network 5", "taken: bridge 3pw, 1p 3pw, 2w 4pw, 7c 4pw",
             "one two three four five six seven eight nine ten eleven twelve", "a " * 30,
             "word " + "z" * 30 + " end", "exactly twenty-one ch then more"]
    for s in texts:
        for w in (5, 10, 21):
            for most in (1, 2, 3, 5):
                assert Y.wrap(s, w, most) == packed(s, w, most), (s, w, most)

