# The screen model's helpers: 5 lines of 21 characters (terminalio 6x12 on the 128x64 OLED),
# text fitting, the scrolling list, the LEDs' few fixed colours (the seats': tabletop.ui.colours).

COLS = 21
ROWS = 5

# the seats a game without SEAT_NAMES offers (named by their colours: tabletop.ui.colours)
SEAT_POOL = ("red", "blue", "green", "yellow", "white", "black")
OFF = (0, 0, 0)
DIM = (24, 24, 24)
MENU = (0, 0, 40)


def fit(s, w=COLS):
    return s if len(s) <= w else s[: w - 1] + "~"


def wrap(s, w=COLS, most=3):
    # Split at spaces into lines of at most w characters (at most `most` lines). Each line sliced
    # from s, not split into words and joined again (each string made is looked up among the
    # interned: tabletop.ui.lang.at); as pack has them, which takes the rare rest (a word longer
    # than a line, two spaces, one first)
    out = []
    a = 0
    n = len(s)
    while a < n and not s.startswith(" ", a):
        if n - a <= w:
            out.append(s if a == 0 else s[a:])
            a = n
            break
        b = s.rfind(" ", a, a + w + 1)
        if b <= a:
            break
        out.append(s[a:b])
        a = b + 1
    if a < n or not out:
        out = pack(s.split(" "), w) or [""]
    if len(out) > most:
        out = out[:most]
        out[-1] = fit(out[-1] + "~~", w)
    return out


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


def pack(parts, w=COLS, most=0):
    # Join parts with spaces into as few lines as fit (a part never split unless too long).
    # A line's parts joined once it is full, not a new string a part: every string the board
    # makes is looked up among the app's interned ones (a linear search). most: the first lines
    # only, no part taken after them (parts made as they are taken: each translated, ~1 ms)
    out = []
    line = []
    n = 0  # the length of the line so far, its parts joined
    for p in parts:
        if not n:
            line = [p]
            n = len(p)
        elif n + 1 + len(p) <= w:
            line.append(p)
            n += 1 + len(p)
        else:
            out.append(fit(" ".join(line), w))
            if len(out) == most:
                return out
            line = [p]
            n = len(p)
    if n:
        out.append(fit(" ".join(line), w))
    return out


def window(app, lines, entries, show=None):
    # Fill the rest of the screen with a window of the list around the cursor (show(app, entry):
    # an entry's text, made for the lines shown only)
    info = wrap(app.info, most=2) if app.info else []  # information: the last lines
    rows = ROWS - len(lines) - len(info)
    n = len(entries)
    if app.pos >= n:
        app.pos = 0
    t = min(app.pos - rows // 2, n - rows)  # the first line shown: the cursor in the middle
    if t < 0:
        t = 0
    hi = -1
    for i in range(t, min(n, t + rows)):
        if i == app.pos:
            hi = len(lines)
        lines.append(fit(show(app, entries[i]) if show else entries[i]))
    while len(lines) < ROWS:
        lines.append("")
    lines[ROWS - len(info):] = info
    app.screen = {"lines": lines, "hi": hi}


def notice(app, lines):
    # The refusal or notice (app.msg) as up to 3 lines; True if there is one.
    if app.msg:
        for ln in wrap("! " + app.msg, most=3):
            lines.append(ln)
        return True
    return False


def tail(s, w=COLS):
    """The end of s in w characters: what was entered last stays on the screen."""
    return s if len(s) <= w else "~" + s[len(s) - w + 1:]
