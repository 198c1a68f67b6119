"""The in-game menu (key 10 while playing): language, new game, back, history, the key legend.
Imported when opened; tabletop.ui.app drops it when it is left (RAM)."""

from tabletop.ui import lang as L
from tabletop.ui import layout as Y
from tabletop.ui.lang import BOTTOM

BACK = 10
START = 0
PLAY = 1


def _pad(s, w):
    return s + " " * (w - len(s))


def legend(game, lg):
    """The key map as 4 lines in the keys' physical layout (3 keys a row)."""
    keys = getattr(game, "KEYS", ())
    labels = [keys[i][0] if i < len(keys) else "-" for i in range(9)]
    if lg:  # German, Dutch: the game's words (tabletop.ui.tongue)
        from tabletop.ui import tongue

        labels = tongue.tr(game, lg, labels)
    labels = labels + list(BOTTOM[lg])
    return [" ".join([_pad(labels[r * 3 + c][:6], 6) for c in range(3)]) for r in range(4)]


def items(app):
    """(label, what) of the menu's lines."""
    lg = app.lang
    if app.sure:
        return [(L.t(lg, "no"), "back"), (L.t(lg, "yes"), "yes")]  # No first: the safe default
    out = [(L.t(lg, "lang") + ": " + L.NAMES[lg], "lang"), (L.t(lg, "new"), "new"),
           (L.t(lg, "back"), "back"), (L.t(lg, "hist"), "hist"), (L.t(lg, "check"), "check"),
           (L.t(lg, "keys") + ":", "")]
    for ln in legend(app.game, lg):
        out.append((ln, ""))
    return out


def screen(app):
    lines = [L.t(app.lang, "sure" if app.sure else "menu")]
    Y.notice(app, lines)
    Y.window(app, lines, [it[0] for it in items(app)])
    leds = [Y.OFF] * 12
    if not app.sure:  # keys 1..n: a player's page, in their colour
        seats = app.session.record.seats
        for i in range(len(seats)):
            leds[i] = Y.colour(app.view, seats, i)
    leds[10] = Y.MENU
    app.leds = leds


def handle(app, kind, value, now_ms):
    its = items(app)
    if kind == "turn":
        app._scroll(value, len(its))
    elif kind == "key" and value == BACK:
        app.mode = PLAY
        app.pos = 0
    elif kind == "key" and not app.sure and value < len(app.session.record.seats):
        from tabletop.ui import pages

        pages.open_page(app, value)
    elif kind == "push":
        what = its[app.pos][1]
        app.pos = 0
        if what == "lang":
            app.lang = (app.lang + 1) % 3  # English, German, Dutch in turn
            app.version += 1
            app._save()
        elif what == "hist":
            from tabletop.ui import history_view

            history_view.open_view(app)
        elif what == "check":
            from tabletop.ui import check

            check.open_check(app)
        elif what == "new":
            app.sure = True
        elif what == "yes":
            from tabletop.ui import menu_input  # the start menu, for the new game

            app.sure = False
            app.mode = START
            app.picks = [app.lang]
            app.auto = [False]
            menu_input.auto_picks(app, now_ms)
        else:
            app.sure = False
            app.mode = PLAY
