"""Screen model and LEDs of the app (tabletop.ui.app): what is shown, never what is decided.

The screen model: {"lines": 5 strings of at most 21 characters, "hi": highlighted line or -1}.
LEDs: 12 (r, g, b) tuples, key order of the MacroPad (0 top-left, USB at the top)."""

from tabletop.core import flow
from tabletop.ui import lang as L
from tabletop.ui import layout as Y

BOTTOM = (("undo", "menu", "redo"), ("rueck", "menue", "vor"))


def seat(app):
    return flow.active(app.session.state)


def _pad(s, w):
    return s + " " * (w - len(s))


def legend(game, lg):
    """The key map as 4 lines in the keys' physical layout (3 keys a row)."""
    keys = getattr(game, "KEYS", ())
    labels = [keys[i][0] if i < len(keys) else "-" for i in range(9)] + list(BOTTOM[lg])
    return [" ".join([_pad(labels[r * 3 + c][:6], 6) for c in range(3)]) for r in range(4)]


def _final_items(app):
    s = app.session
    st = s.state
    game = app.game
    n = len(s.record.seats)
    order = sorted(range(n), key=lambda p: (-flow.score(game, st, p), -flow.tiebreak(game, st, p), p))
    out = []
    for p in order:
        out.append(("info", Y.fit("%s %d" % (s.record.seats[p], flow.score(game, st, p)))))
        for kv in app.view.breakdown(st, p):
            out.append(("info", Y.fit("  %s %s" % (kv[0], Y.value(kv[1])))))
    return out


def verbs(app):
    """choices(state, active, []): the verbs legal now, computed once per change of the game."""
    if app.vcache is not None and app.vcache[0] == app.version:
        return app.vcache[1]
    a = seat(app)
    v = app.view.choices(app.session.state, a, []) if a >= 0 else []
    app.vcache = (app.version, v)
    return v


def items(app):
    """The scrolling list: choices legal now, then the game's status, then every player."""
    key = (app.version, " ".join(app.words), app.lang)
    if app.cache is not None and app.cache[0] == key:
        return app.cache[1]
    s = app.session
    st = s.state
    game = app.game
    if st["flow"]["ended"]:
        out = _final_items(app)
    else:
        out = []
        a = seat(app)
        if a >= 0:
            ch = app.view.choices(st, a, app.words) if app.words else verbs(app)
            if not app.words:  # verbs without a quick key first: the keyed ones are a press away
                keyed = [k[1][0] for k in getattr(game, "KEYS", ())[:9]]
                ch = [w for w in ch if w not in keyed] + [w for w in ch if w in keyed]
            for w in ch:
                out.append(("choice", w))
        for line in app.view.status(st):
            for ln in Y.wrap(line):
                out.append(("info", ln))
        for p in range(len(s.record.seats)):
            for ln in Y.pack([s.record.seats[p] + ":"] + Y.fields(game, app.view, st, p)):
                out.append(("info", ln))
    app.cache = (key, out)
    return out


def _list(app, lines, entries):
    """Fill the rest of the screen with a window of the list around the cursor."""
    rows = Y.ROWS - len(lines)
    n = len(entries)
    if app.pos >= n:
        app.pos = 0
    t = Y.top(app.pos, n, rows)
    hi = -1
    for i in range(t, min(n, t + rows)):
        if i == app.pos:
            hi = len(lines)
        lines.append(Y.fit(entries[i]))
    while len(lines) < Y.ROWS:
        lines.append("")
    app.screen = {"lines": lines, "hi": hi}


def _notice(app, lines):
    if app.msg:
        for ln in Y.wrap("! " + app.msg, most=3):
            lines.append(ln)
        return True
    return False


def play_screen(app):
    s = app.session
    st = s.state
    f = st["flow"]
    seats = s.record.seats
    lg = app.lang
    a = seat(app)
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
    if not _notice(app, lines):
        if app.words:
            lines.append(Y.fit("> " + " ".join(app.words) + " _"))
        elif a >= 0:  # the active player's key figures: up to two lines
            for ln in Y.pack(Y.fields(app.game, app.view, st, a))[:2]:
                lines.append(ln)
    entries = items(app)
    _list(app, lines, [("> " if e[0] == "choice" else "") + e[1] for e in entries])
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
        legal = verbs(app)
        for i in range(min(9, len(keys))):
            if keys[i][1][0] in legal:
                leds[i] = c
    leds[9] = Y.DIM if s.can_undo() else off
    leds[10] = Y.MENU
    leds[11] = Y.DIM if s.can_redo() else off
    app.leds = leds


def start_screen(app):
    from tabletop.ui import menu

    st = menu.step(app.games, app.mod, app.picks, app.lang)
    lines = [Y.fit(st[0])]
    _notice(app, lines)
    _list(app, lines, st[1])
    leds = [Y.OFF] * 12
    leds[10] = Y.MENU if app.picks else Y.OFF
    app.leds = leds


def pmenu_items(app):
    lg = app.lang
    if app.sure:
        return [(L.t(lg, "yes"), "yes"), (L.t(lg, "back"), "back")]
    out = [(L.t(lg, "lang") + ": " + L.NAMES[lg], "lang"), (L.t(lg, "new"), "new"),
           (L.t(lg, "back"), "back"), (L.t(lg, "hist"), "hist"), (L.t(lg, "keys") + ":", "")]
    for ln in legend(app.game, lg):
        out.append((ln, ""))
    return out


def pmenu_screen(app):
    lines = [L.t(app.lang, "sure" if app.sure else "menu")]
    _notice(app, lines)
    _list(app, lines, [it[0] for it in pmenu_items(app)])
    leds = [Y.OFF] * 12
    leds[10] = Y.MENU
    app.leds = leds
