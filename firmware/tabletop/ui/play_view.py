"""The play screen and its LEDs (also the final screen): the head line, the active player's key
figures or the entry under way, the list of tabletop.ui.play; what is shown, never decided."""

from tabletop.ui import lang as L
from tabletop.ui import layout as Y
from tabletop.ui import play
from tabletop.ui.figures import leds, squeeze


def screen(app):
    # (version, the lines above the list, the LEDs): a click moves the list alone. Another mode
    # shown in between (the language chosen there) drops it (tabletop.ui.modes.draw)
    c = app.top
    if app.words or app.msg or c is None or c[0] != app.version:
        a = play.seat(app)
        leds(app, a, play.verbs(app) if a >= 0 else ())
        c = (app.version, top(app, a), app.leds)
        app.top = None if app.words or app.msg else c
    app.leds = c[2]
    Y.window(app, list(c[1]), play.items(app), shown)


def top(app, a):
    """The lines above the list: the head line, then a notice, the entry under way or the active
    player's key figures."""
    s = app.session
    st = s.state
    f = st["flow"]
    seats = L.g(app, list(s.record.seats) + [f["phase"]])  # German, Dutch: the game's words
    ph = seats[-1]
    lg = app.lang
    if f["ended"]:
        w = []
        for i in f["winners"]:
            w.append(seats[i])
        lines = [L.t(lg, "over"), Y.fit(L.t(lg, "winner" if len(w) == 1 else "winners") % "+".join(w))]
    else:
        q = play.now(app)[3]
        if q and app.reopen < 0 or f["prompts"]:  # a question to a player: "nomads: leech 2 -1VP?"
            q = L.g(app, q[1] if q else f["prompts"][0][1])
            head = L.t(lg, "asks") % (seats[a][:Y.COLS - 3 - len(q)], q)
        else:
            head = L.t(lg, "setup" if f["setup"] else "round") % ((ph,) if f["setup"] else (f["round"], ph))
            if a >= 0:
                name = seats[a]  # long faction names leave room for the phase
                if len(name) > 11:
                    name = name[:11]
                if len(head) + len(name) >= Y.COLS and f["setup"]:
                    head = ph  # "dwellings  engineers", not "Setup dwel~ engineers"
                # the name at the line's end: one string made (each is looked up: lang.at)
                head = "%-*s%s" % (Y.COLS - len(name), Y.fit(head, Y.COLS - len(name) - 1), name)
        lines = [Y.fit(head)]
    if not Y.notice(app, lines):
        if app.words:
            lines.append("> " + Y.tail(L.g(app, " ".join(app.words)) + " _", Y.COLS - 2))
        elif a >= 0:  # the active player's key figures: up to two lines
            lines += Y.pack(L.each(app, play.fields(app.game, app.view, st, a)), Y.COLS, 2)
    return lines


def shown(app, e):
    """A list entry as shown (Y.window asks for the few on the screen only)."""
    text = e[1]
    if e[0] == "final":  # the final list's 40-odd lines: translated when shown (German: ~1 ms a text)
        return L.g(app, text)
    if e[0] == "choice":
        lab = getattr(app.view, "label", None)  # a tile by what it gives: "bon4" -> "bon 3pw +1ship"
        if lab:
            ws = text.split(" ")
            for i in range(len(ws)):
                ws[i] = lab(ws[i])
            text = " ".join(ws)
        text = squeeze("> " + L.g(app, text))
    return text
