# The player pages: one player's figures, each labelled. Opened from the in-game menu by the
# keys 1..n, lit in the players' colours (menu key + player key: 2 presses); there the keys 1..n
# show another player, the encoder scrolls the page (past its end: the next player), a push or
# the menu key goes back to the game. Imported when opened, dropped when left (RAM).

from tabletop.ui import lang as L
from tabletop.ui import layout as Y
from tabletop.ui.figures import fields

PLAY = 1
PAGE = 4


def open_page(app, p):
    app.page = p
    app.pos = 0
    app.mode = PAGE


def _body(app):
    # (the score, the lines of the other figures)
    f = L.g(app, list(fields(app.game, app.view, app.session.state, app.page)))  # the game's words
    return f[0], Y.pack(f[1:])


def screen(app):
    seats = app.session.record.seats
    n = len(seats)
    vp, body = _body(app)
    k = "%d/%d" % (app.page + 1, n)
    head = Y.fit("%s %s" % (L.g(app, seats[app.page]), vp), Y.COLS - len(k) - 1)
    lines = [head + " " * (Y.COLS - len(head) - len(k)) + k] + body[app.pos:app.pos + Y.ROWS - 1]
    while len(lines) < Y.ROWS:
        lines.append("")
    app.screen = {"lines": lines, "hi": -1}
    leds = [Y.OFF] * 12
    for i in range(n):
        c = Y.colour(app.view, seats, i)
        leds[i] = c if i == app.page else (c[0] // 6, c[1] // 6, c[2] // 6)
    leds[10] = Y.MENU
    app.leds = leds


def handle(app, kind, value, now_ms):
    n = len(app.session.record.seats)
    if kind == "turn":
        last = len(_body(app)[1]) - (Y.ROWS - 1)
        app.pos += value
        if app.pos > max(last, 0):  # past the end: the next player
            open_page(app, (app.page + 1) % n)
        elif app.pos < 0:
            open_page(app, (app.page - 1) % n)
    elif kind == "key" and value < n:
        open_page(app, value)
    else:  # a push, the menu key: back to the game
        app.mode = PLAY
        app.pos = 0
