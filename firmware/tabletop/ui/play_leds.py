"""The play screen's LEDs (tabletop.ui.play_view): the quick keys of the verbs legal now in the
colour of the player who enters next, the winners' colours at the end, undo/menu/redo."""

from tabletop.ui import layout as Y
from tabletop.ui import play


def show(app, a):
    # app.leds: the keys of the verbs legal now in the colour of who enters; undo, menu, redo
    s = app.session
    st = s.state
    off = Y.OFF
    leds = [off] * 12
    keys = getattr(app.game, "KEYS", ())
    if st["flow"]["ended"]:
        for w in st["flow"]["winners"]:
            c = Y.colour(app.view, s.record.seats, w)
            for i in range(9):
                if i % len(st["flow"]["winners"]) == st["flow"]["winners"].index(w):
                    leds[i] = c
    elif a >= 0:
        c = Y.colour(app.view, s.record.seats, a)
        legal = play.verbs(app)
        for i in range(min(9, len(keys))):
            if keys[i][1][0] in legal:
                leds[i] = c
    leds[9] = Y.DIM if s.can_undo() else off
    leds[10] = Y.MENU
    leds[11] = Y.DIM if s.can_redo() else off
    app.leds = leds
