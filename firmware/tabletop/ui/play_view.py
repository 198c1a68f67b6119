"""The play screen and its LEDs (also the final screen): the head line, the active player's key
figures or the entry under way, the list of tabletop.ui.play; what is shown, never decided."""

from tabletop.ui import lang as L
from tabletop.ui import layout as Y
from tabletop.ui import play


def screen(app):
    s = app.session
    st = s.state
    f = st["flow"]
    seats = s.record.seats
    lg = app.lang
    a = play.seat(app)
    if f["ended"]:
        w = [seats[i] for i in f["winners"]]
        lines = [L.t(lg, "over"), Y.fit(L.t(lg, "winner" if len(w) == 1 else "winners") % "+".join(w))]
    else:
        if f["prompts"]:
            head = L.t(lg, "asks") % (seats[a], f["prompts"][0][1])
        else:
            head = L.t(lg, "setup" if f["setup"] else "round") % ((f["phase"],) if f["setup"] else
                                                                 (f["round"], f["phase"]))
            if a >= 0:
                name = seats[a][:11]  # long faction names leave room for the phase
                head = Y.fit(head, Y.COLS - len(name) - 1)
                head = head + " " * (Y.COLS - len(head) - len(name)) + name
        lines = [Y.fit(head)]
    if not Y.notice(app, lines):
        if app.words:
            lines.append("> " + tail(" ".join(app.words) + " _", Y.COLS - 2))
        elif a >= 0:  # the active player's key figures: up to two lines
            for ln in Y.pack(play.fields(app.game, app.view, st, a))[:2]:
                lines.append(ln)
    entries = play.items(app)
    Y.window(app, lines, [squeeze("> " + e[1]) if e[0] == "choice" else e[1] for e in entries])
    _leds(app, a)


def _leds(app, a):
    s = app.session
    st = s.state
    off = Y.OFF
    leds = [off] * 12
    keys = getattr(app.game, "KEYS", ())
    if st["flow"]["ended"]:
        for w in st["flow"]["winners"]:
            c = Y.colour(app.game, s.record.seats, w)
            for i in range(9):
                if i % len(st["flow"]["winners"]) == st["flow"]["winners"].index(w):
                    leds[i] = c
    elif a >= 0:
        c = Y.colour(app.game, s.record.seats, a)
        legal = play.verbs(app)
        for i in range(min(9, len(keys))):
            if keys[i][1][0] in legal:
                leds[i] = c
    leds[9] = Y.DIM if s.can_undo() else off
    leds[10] = Y.MENU
    leds[11] = Y.DIM if s.can_redo() else off
    app.leds = leds


def squeeze(s, w=Y.COLS):
    """s in w characters by shortening its longest words ("chaosmagic~"), so that a choice's
    last word (an amount: "offer chaosmagic~ 3") stays on the screen."""
    words = s.split(" ")
    while len(" ".join(words)) > w:
        i = 0
        for k in range(len(words)):
            if len(words[k]) > len(words[i]):
                i = k
        if len(words[i]) < 3:
            break
        words[i] = words[i][:-2] + "~"
    return Y.fit(" ".join(words), w)


def tail(s, w=Y.COLS):
    """The end of s in w characters: what was entered last stays on the screen."""
    return s if len(s) <= w else "~" + s[len(s) - w + 1:]

