# The history view's screen (tabletop.ui.history_view holds the rows and the cursor): a header
# (round, entry k/n), then a line for each entry ("white build 1 at  +2", the actor's change at the
# right; a long entry goes on indented lines below), and an indented line for every other seat whose score the entry changed
# ("  black        -1"). Keys 9 / 11 glow while there is a round before / after.

from tabletop.ui import lang as L
from tabletop.ui import layout as Y

PREV = 9
NEXT = 11


def _num(d):
    return "+%d" % d if d > 0 else str(d)


def _right(left, right):
    left = Y.fit(left, Y.COLS - len(right) - 1)
    return left + " " * (Y.COLS - len(left) - len(right)) + right


def entry_lines(row, names, app):
    # the lines of one row: its entry with the actor's change (a long entry goes on indented
    # lines, not cut with "~"), then the other seats' changes
    d = row["delta"]
    me = row["seat"]
    right = _num(d[me])
    a = L.g(app, [row["actor"], row["text"]])  # German, Dutch: the game's words
    text = Y.pack((a[0][:8] + " " + a[1]).split(" "), Y.COLS - len(right) - 1)
    out = [_right(text[0], right)]
    if len(text) > 1:
        out += ["  " + ln for ln in Y.pack(" ".join(text[1:]).split(" "), Y.COLS - 2)]
    for p in range(len(d)):
        if p != me and d[p]:
            out.append(_right("  " + names[p], _num(d[p])))
    return out


def _lines_from(v, names, rows_left, app):
    # (lines, line of the cursor or -1, line after the cursor's entry) of the entries from v.top on
    lines = []
    hi = -1
    end = rows_left + 1
    k = v.top
    while len(lines) < rows_left and k < v.n:
        row = v.row(k)
        if k == v.cur:
            hi = len(lines)
        for ln in entry_lines(row, names, app):
            lines.append(ln)
        if k == v.cur:
            end = len(lines)
        k += 1
    return lines, hi, end


def screen(app):
    v = app.hist
    if v is None:  # just opened (history_view.open_view)
        from tabletop.ui.history_view import View

        v = app.hist = View(app.session)
    lg = app.lang
    lines = []
    head = L.t(lg, "hist")
    rows = Y.ROWS - 1
    hi = -1
    if v.n == 0:
        lines.append(head)
        lines.append(L.t(lg, "hnone"))
    else:
        names = L.g(app, list(app.session.record.seats))
        if v.cur < v.top:
            v.top = v.cur
        while True:
            body, hi, end = _lines_from(v, names, rows, app)
            if (hi >= 0 and end <= rows) or v.top >= v.cur:  # the cursor's entry is all shown
                break
            v.top += 1
        r = v.row(v.cur)["round"]
        where = "R%d" % r if r else L.t(lg, "setup").replace(" %s", "")
        right = "%d/%d" % (v.cur + 1, v.n)
        lines.append(_right(head + " " + where, right) if len(head + where + right) + 2 <= Y.COLS
                     else _right(where, right))
        for ln in body[:rows]:
            lines.append(ln)
        hi = hi + 1 if 0 <= hi < rows else -1
    while len(lines) < Y.ROWS:
        lines.append("")
    app.screen = {"lines": lines, "hi": hi}
    leds = [Y.OFF] * 12
    leds[10] = Y.MENU
    if v.n:
        leds[PREV] = Y.DIM if v.cur > 0 else Y.OFF
        leds[NEXT] = Y.DIM if v.cur < v.n - 1 else Y.OFF
    app.leds = leds
