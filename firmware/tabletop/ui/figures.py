# A player's figures on the device's screens (the play screen, the player pages); the play
# screen's LEDs and its choices squeezed into a line (one module less in RAM).

from tabletop.core import flow
from tabletop.ui import layout as Y


def fields(game, view, state, seat):
    # A seat's figures, each labelled: score first, then the view's figures(state, seat), else
    # its player_fields; a figure that is a string as it is ("C15"), a (name, value) pair as
    # 'name value' (short names stick to their value: "C10 W1"; pairs as "wood1"; empty ones
    # left out). Made as they are taken: the play screen takes those of its two lines only
    # (tabletop.ui.play_view; each str made is looked up among the board's interned ones)
    yield "%dVP" % flow.score(game, state, seat)
    f = getattr(view, "figures", None)
    for kv in f(state, seat) if f else view.player_fields(state, seat):
        if type(kv) is str:
            yield kv
            continue
        v = kv[1]
        if kv[0] in ("VP", "vp", "score") or v is None or v == "" or v == [] or v == ():
            continue
        k = kv[0].replace("_", " ")  # "scribes_used" in JSON, "scribes used" on the screen
        each = type(v) is list  # [name, ...], [[name, n], ...]: a part each (loops, not list
        for x in v if each else ():  # comprehensions: each of those is code of its own, RAM)
            if not (type(x) is str or type(x) is list and len(x) == 2 and type(x[1]) is int):
                each = False
        if each:
            yield k
            for x in v:
                yield x if type(x) is str else value(x[0]) + value(x[1])
        else:
            yield k + ("" if len(k) <= 2 else " ") + value(v)


def leds(app, a, legal):
    # app.leds: the quick keys of the verbs legal now (legal) in the colour of who enters next
    # (a), the winners' colours at the end, undo/menu/redo
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
        for i in range(min(9, len(keys))):
            if keys[i][1][0] in legal:
                leds[i] = c
    leds[9] = Y.DIM if len(s.record) else off
    leds[10] = Y.MENU
    leds[11] = Y.DIM if s.redo_n else off
    app.leds = leds


def squeeze(s, w=Y.COLS):
    """s in w characters by shortening its longest words ("chaosmagic~"), so that a choice's
    last word (an amount: "offer chaosmagic~ 3") stays on the screen. By their lengths, each word
    cut once at the end: every str made is looked up among the board's interned ones."""
    n = len(s)
    if n <= w:
        return s
    words = s.split(" ")
    lens = []
    for x in words:
        lens.append(len(x))
    cut = [0] * len(words)
    while n > w:
        i = 0
        for k in range(len(lens)):
            if lens[k] > lens[i]:
                i = k
        if lens[i] < 3:
            break
        lens[i] -= 1  # (the word less its last two letters, and "~")
        cut[i] += 1
        n -= 1
    for k in range(len(words)):
        if cut[k]:
            words[k] = words[k][:len(words[k]) - cut[k] - 1] + "~"
    return Y.fit(" ".join(words), w)


def value(v):
    if v is True:
        return "y"
    if v is False:
        return "n"
    if v is None:
        return "-"
    if type(v) is list or type(v) is tuple:
        out = []
        for x in v:
            out.append(value(x))
        return "/".join(out)
    return str(v)
