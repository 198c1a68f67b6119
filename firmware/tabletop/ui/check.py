# Check the board (start menu and in-game menu): for a maker who just assembled or bought one.
# Each key lights (and stays lit) and names itself when pressed, with a beep of its own pitch; the
# encoder counts its clicks and pushes (a beep each push); the screen shows a test pattern (an
# inverted top line, every column) and the free heap now and after boot (as the serial console's
# boot line: the board's own figure). The same events on the MacroPad and on the
# do-it-yourself Pico wiring. The menu key twice in a row: back. Imported when opened (RAM).

from tabletop.ui import lang as L
from tabletop.ui import layout as Y
from tabletop.ui.lang import mem_free

START = 0
PLAY = 1
CHECK = 5
MENU_KEY = 10
# a colour per key: every LED's red, green and blue get lit by some key
COLOURS = ((255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0), (0, 255, 255), (255, 0, 255))


def open_check(app):
    app.chk = [-1, 0, 0, 0, 0]  # last key, encoder clicks, pushes, menu presses in a row, lit keys
    app.pos = 0
    app.mode = CHECK


def screen(app):
    c = app.chk
    lg = app.lang
    head = L.t(lg, "ckey") % (c[0] + 1) if c[0] >= 0 else L.t(lg, "ckeys")
    h = app.heap  # the free heap now and after boot (the serial console's line: tabletop.main)
    app.screen = {"lines": [Y.fit(head), Y.fit(L.t(lg, "cenc") % (c[1], c[2])), L.t(lg, "cback"),
                            Y.fit("heap %s boot %s" % (kb(mem_free()), kb(h[2] if h[2] >= 0 else h[0]))),
                            "123456789012345678901"], "hi": 0}
    leds = [Y.OFF] * 12
    for k in range(12):
        if (c[4] >> k) & 1:
            leds[k] = COLOURS[k % len(COLOURS)]
    app.leds = leds


def kb(n):
    return "%dK" % (n // 1024) if n >= 0 else "?"  # KB: "heap 151K boot 117K" fits a line


def handle(app, kind, value, now_ms):
    c = app.chk
    if kind == "key":
        if value == MENU_KEY and c[3]:
            app.mode = PLAY if app.session is not None else START
            app.pos = 0
            return
        c[3] = 1 if value == MENU_KEY else 0
        c[0] = value
        c[4] |= 1 << value
        app.board.tone(440 + 40 * value, 60)
    elif kind == "turn":
        c[1] += value
    else:
        c[2] += 1
        app.board.tone(880, 60)
