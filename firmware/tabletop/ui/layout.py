# The screen model's helpers: 5 lines of 21 characters (terminalio 6x12 on the 128x64 OLED),
# text fitting, the scrolling list, LED colours.

from tabletop.ui.lang import at

COLS = 21
ROWS = 5

# seat colours: the game's view may declare COLOURS "seat colour seat colour ..." (colours named
# here: Terra Mystica's factions in their terrain's colour); else a seat named by a colour; else
# by seat. Black cannot be lit: it shows as violet (docs/device.md). "name:RRRGGGBBB", one
# string: a dict of tuples took 0.15 KB more of the board's RAM (a colour is read when lit), and
# a colour is read with one string made (each is looked up among the interned: tabletop.ui.lang.at)
NAMED = (" red:255000000 blue:000000255 green:000200000 yellow:255200000 white:255255255 black:090000160"
         " brown:160070000 grey:120120120 orange:255090000 purple:160000200 ")
PALETTE = ("red", "blue", "green", "yellow", "white", "purple")  # by seat, for other seat names
SEAT_POOL = ("red", "blue", "green", "yellow", "white", "black")
OFF = (0, 0, 0)
DIM = (24, 24, 24)
MENU = (0, 0, 40)


def named(name):
    # the (r, g, b) of a colour of NAMED, or None
    i = at(NAMED, name, ":")
    if i < 0:
        return None
    i += len(name) + 1
    v = int(NAMED[i:i + 9])
    return (v // 1000000, v // 1000 % 1000, v % 1000)


def colour(view, seats, seat):
    name = seats[seat]
    own = getattr(view, "COLOURS", "")
    i = at(own, name)
    if i >= 0:
        i += len(name) + 1
        j = own.find(" ", i)
        name = own[i:] if j < 0 else own[i:j]
    return named(name) or named(PALETTE[seat % len(PALETTE)])


def fit(s, w=COLS):
    return s if len(s) <= w else s[: w - 1] + "~"


def wrap(s, w=COLS, most=3):
    # Split at spaces into lines of at most w characters (at most `most` lines). A text that fits
    # is its line as it is: not split into words and joined again (each string made is looked up
    # among the interned: tabletop.ui.lang.at)
    if len(s) <= w and not s.startswith(" "):
        return [s]
    out = pack(s.split(" "), w) or [""]
    if len(out) > most:
        out = out[:most]
        out[-1] = fit(out[-1] + "~~", w)
    return out


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
