# Scripted input for the device app (tests of tabletop.ui): presses, turns, pushes, and a count
# of presses (keys + encoder pushes) and turns (encoder detents) per action.
from tabletop.boards.virtual import VirtualBoard
from tabletop.ui.app import App

TOY = (("toy", "Toy", "tests.portable.ui_toy_game", 2, 4),)


class Driver:
    def __init__(self, games=TOY, board=None, t=1000):
        self.board = board or VirtualBoard()
        self.app = App(self.board, games)
        self.t = t
        self.app.boot(self.t)
        self.presses = 0
        self.turns = 0

    def _ev(self, kind, value):
        self.t += 500
        self.app.handle(kind, value, self.t)
        if kind == "turn":
            self.turns += abs(value)
        else:
            self.presses += 1

    def key(self, k):
        self._ev("key", k)
        return self

    def push(self):
        self._ev("push", 1)
        return self

    def turn(self, n=1):
        self._ev("turn", n)
        return self

    def play_record(self, rec, ticks):
        """A new game of rec's header, its entries applied one by one 20 s apart, the app ticked
        `ticks` ms after each (its idle save, its snapshot): a recorded game played at the pad."""
        from tabletop.core import registry
        from tabletop.core.session import Session

        app = self.app
        app._start(Session(rec.copy_header(), registry.load(rec.game)))
        for k in range(len(rec)):
            seat, words = rec.entry(k)
            self.t += 20000
            app.last_input = self.t
            app._change(lambda: app.session.apply_words(seat, words))
            for ms in ticks:
                app.tick(self.t + ms)
        return app

    def idle(self, ms):
        self.t += ms
        self.app.tick(self.t)

    def lines(self):
        return self.app.screen["lines"]

    def hi_text(self):
        s = self.app.screen
        return s["lines"][s["hi"]] if s["hi"] >= 0 else None

    def choose(self, text):
        """Turn to the list item whose text (after '> ') is `text`, then push it."""
        from tabletop.ui import play, pmenu

        app = self.app
        if app.mode == 0 and text in ("English", "Deutsch", "Nederlands") and text not in self.labels():
            # the start menu opens on the game list: the language is remembered, and changed by
            # the list's entry "Language: English" (each push: the next of the three)
            from tabletop.ui import lang as L

            for _ in range(len(L.NAMES)):
                if L.NAMES[app.lang] == text:
                    return self
                lab = [lab for lab in self.labels() if lab.startswith(L.t(app.lang, "lang") + ": ")][0]
                idx = self.labels().index(lab)
                if idx != app.pos:
                    self.turn(idx - app.pos)
                self.push()
            raise AssertionError("no language %s" % text)
        if app.mode == 0:
            idx = self.labels().index(text)
        elif app.mode == 2:
            idx = [it[0] for it in pmenu.items(app)].index(text)
        else:
            idx = [e[1] for e in play.items(app)].index(text)
        if idx != app.pos:
            self.turn(idx - app.pos)
        return self.push()

    def count(self):
        """(presses, turns) since the last count."""
        r = (self.presses, self.turns)
        self.presses = 0
        self.turns = 0
        return r

    def labels(self):
        from tabletop.ui import menu

        app = self.app
        return menu.step(app.games, app.mod, app.picks, app.lang)[1]

    def start(self, *seats, lang="English", bonus="0"):
        self.choose(lang)
        if "Toy" in self.labels():  # with one game only, the game is picked automatically
            self.choose("Toy")
        self.choose(bonus).choose(str(len(seats)))
        for s in seats:
            self.choose(s)
        return self

    def enter(self, words):
        """Enter a whole entry the shortest way: its quick key if there is one (the longest
        matching), else the encoder; then the encoder for the rest (a word that is the only
        choice is filled in by the app). Returns (presses, turns) it took."""
        from tabletop.ui import play

        self.count()
        app = self.app
        from host_tools.sim.record import choice_for, quick_key

        best = quick_key(app.game, words)
        n = len(app.session.record)
        if best >= 0:
            self.key(best)
        while len(app.session.record) == n and not app.msg:
            k = len(app.words)
            choices = [e[1] for e in play.items(app) if e[0] == "choice"]
            if k >= len(words):
                if "ok" in choices and "ok" not in app.words:
                    self.choose("ok")  # the entry could go on (more map facts): the player ends it
                    continue
                break
            want = choice_for(choices, words, k)
            if want is None:
                break
            self.choose(want)
        return self.count()
