# Input in the start menu (tabletop.ui.menu): picks, "back", starting the new game.

from tabletop.core.errors import Illegal
from tabletop.core.record import Record
from tabletop.core.session import Session
from tabletop.ui import lang as L
from tabletop.ui import menu, menu_own
from tabletop.ui.lang import BACK, CHECKPOINTS, PLAY, START, load


def handle(app, kind, value, now_ms):
    st = menu.step(app.games, app.mod, app.picks, app.lang)
    if kind == "turn":
        app._scroll(value, len(st[2]))
    elif kind == "key" and value == BACK:
        if not back(app) and app.session is not None:
            app.mode = PLAY  # back out of "new game" into the running game
            menu_own.drop(app)
    elif kind == "push":
        v = st[2][app.pos]
        nxt = menu_own.after(app, st)
        if v == "*" or v == "+":  # the usual options: each its default
            a = False
            for d in menu.options_of(app.mod):
                app._pick(d[1][0], a)
                a = 2 if v == "*" else True  # 2: the game's own steps drawn (menu_own)
            auto_picks(app, now_ms)
        elif app._pick(v, False):
            auto_picks(app, now_ms)
            menu_own.follow(app, menu.step(app.games, app.mod, app.picks, app.lang)
                            if app.mode == START else None, nxt)


def back(app):
    # drop the last pick made by hand (and the automatic ones after it); never the language,
    # picks[0]: it is remembered (the start menu opens on the game list). False: none to drop
    app.pos = 0
    while len(app.picks) > 1 and app.auto[-1]:
        app.picks.pop()
        app.auto.pop()
    if len(app.picks) > 1:
        app.picks.pop()
        app.auto.pop()
        return True
    return False


def auto_picks(app, now_ms):
    # Take the steps with a single answer; start the game when the menu is complete.
    while True:
        st = menu.step(app.games, app.mod, app.picks, app.lang)
        if st is None:
            return _new_game(app, now_ms)
        vals = [v for v in st[2] if type(v) is not int or v >= 0]  # games, not language or check
        if len(st) > 3 and 2 in app.auto:  # standard options: the game's own steps drawn
            vals = vals[:1]
        if len(vals) != 1 or not app._pick(vals[0], True):
            return


def pick(app, v, auto):
    # App._pick (a method, so the simulator can list its demo games in the menu)
    if len(app.picks) == 0:
        if app.lang != v:
            app.lang = v
            app._save()  # the language persists even before a game is started
    elif len(app.picks) == 1:
        if v == -2:  # check the board
            from tabletop.ui import check

            check.open_check(app)
            return False
        if v < 0:  # the language, changed from the game list
            app.picks[0] = app.lang = (app.lang + 1) % 3  # the next of the three
            app._save()
            return False
        try:
            app.mod = load(app.games[v])
        except ImportError:
            app.msg = L.t(app.lang, "missing") % app.games[v][1]
            return False
    app.picks.append(v)
    app.auto.append(auto)
    app.pos = 0
    return True


def _new_game(app, now_ms):
    seats, options = menu.result(app.mod, app.picks)
    rec = Record(app.mod.NAME, seats, options, now_ms % 65536, getattr(app.mod, "WORDS", ()))
    try:
        app._start(Session(rec, app.mod, CHECKPOINTS[0], CHECKPOINTS[1]))
    except Illegal as e:  # the rules refuse this setup (two factions of one colour): pick again
        app.msg = e.message
        back(app)
        return
    app.picks = []
    app.auto = []
    menu_own.drop(app)
    app._save()
    from tabletop.core.needs import short_of

    short = short_of(rec.game)  # told now, not out of memory in the middle of the game
    if short:
        app.msg = L.t(app.lang, "small") % short
