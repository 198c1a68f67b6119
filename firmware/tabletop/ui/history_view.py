# The history view (in-game menu -> History): the record entry by entry, who did what and the
# score change of each entry, read page-wise from tabletop.core.history.History (a few rows in
# RAM, never the whole history). It never touches the game: inputs here only move the cursor.
#
# Encoder: one entry a detent. Keys 9 / 11: the start of the previous / next round. Push, key 10
# or any quick key: back to play. Screen: a header (round, entry k/n), then one line a entry
# ("white build 1 at h~ +2", the actor's change at the right), and an indented line for every
# other seat whose score the entry changed ("  black        -1").

from tabletop.ui import lang as L
from tabletop.ui import layout as Y

PLAY = 1
PREV = 9
NEXT = 11
CHUNK = 8  # rows fetched at once when scrolling back (one replay from a checkpoint)
MOST = 12  # rows kept


class View:
    def __init__(self, session):
        from tabletop.core.history import History

        # 2 checkpoints (each a copy of the game state) at 1/3 and 2/3 of the record: none is
        # ever dropped, so going back replays at most a third of the record
        self.n = len(session.record)
        every = self.n // 3 + 1
        self.h = History(session.record, session.game, every if every > 16 else 16, 2)
        self.cur = self.n - 1 if self.n else 0  # the latest entry first
        self.top = self.cur - 3 if self.cur > 3 else 0
        self.start = 0
        self.rows = []

    def get(self, a, b):
        # rows a..b-1 (b <= n): from the kept ones, fetching only what is missing
        s = self.start
        if a < s and s - a <= CHUNK:  # scrolling back: a chunk before the kept rows
            lo = s - CHUNK if s > CHUNK else 0
            rows = self.h.page(lo, s - lo) + self.rows
            self.rows = rows[:max(MOST, b - lo)]  # the rows farthest ahead go
            self.start = s = lo
        elif a < s or a > s + len(self.rows):  # a jump: start over here
            self.rows = []
            self.start = s = a
        e = s + len(self.rows)
        if b > e:
            self.rows.extend(self.h.page(e, b - e))
            cut = len(self.rows) - MOST  # the rows farthest behind go
            if cut > a - s:
                cut = a - s
            if cut > 0:
                self.rows = self.rows[cut:]
                self.start = s = s + cut
        return self.rows[a - s:b - s]

    def row(self, k):
        return self.get(k, k + 1)[0]


def _num(d):
    return "+%d" % d if d > 0 else str(d)


def _right(left, right):
    left = Y.fit(left, Y.COLS - len(right) - 1)
    return left + " " * (Y.COLS - len(left) - len(right)) + right


def entry_lines(row, names):
    # the lines of one row: its entry with the actor's change, then the other seats' changes
    d = row["delta"]
    me = row["seat"]
    out = [_right(row["actor"][:8] + " " + row["text"], _num(d[me]))]
    for p in range(len(d)):
        if p != me and d[p]:
            out.append(_right("  " + names[p], _num(d[p])))
    return out


def _lines_from(v, names, rows_left):
    # (lines, line of the cursor or -1, line after the cursor's entry) of the entries from v.top on
    lines = []
    hi = -1
    end = rows_left + 1
    k = v.top
    while len(lines) < rows_left and k < v.n:
        row = v.row(k)
        if k == v.cur:
            hi = len(lines)
        for ln in entry_lines(row, names):
            lines.append(ln)
        if k == v.cur:
            end = len(lines)
        k += 1
    return lines, hi, end


def screen(app):
    v = app.hist
    lg = app.lang
    lines = []
    head = L.t(lg, "hist")
    rows = Y.ROWS - 1
    hi = -1
    if v.n == 0:
        lines.append(head)
        lines.append(L.t(lg, "hnone"))
    else:
        names = app.session.record.seats
        if v.cur < v.top:
            v.top = v.cur
        while True:
            body, hi, end = _lines_from(v, names, rows)
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


def _round_start(v, step):
    # the first entry of the previous (step -1) or next (+1) round from the cursor
    rs = [r for r in v.h.rounds() if r["count"]]
    firsts = [r["first"] for r in rs]
    if step > 0:
        for f in firsts:
            if f > v.cur:
                return f
        return v.n - 1
    best = 0
    for f in firsts:
        if f < v.cur:
            best = f
    return best


def open_view(app):
    app.hist = View(app.session)
    app.mode = 3
    app.pos = 0


def close(app):
    app.hist = None  # the replayed states go: their RAM is free again
    app.mode = PLAY
    app.pos = 0


def hist_input(app, kind, value):
    v = app.hist
    if kind == "turn":
        if v.n:
            c = v.cur + value
            v.cur = 0 if c < 0 else (v.n - 1 if c >= v.n else c)
    elif kind == "key" and (value == PREV or value == NEXT):
        if v.n:
            v.cur = _round_start(v, -1 if value == PREV else 1)
    else:  # push, back or a quick key: back to play
        close(app)
