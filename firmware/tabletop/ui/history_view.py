# The history view (in-game menu -> History): the record entry by entry, read page-wise from
# tabletop.core.history.History (a few rows in RAM, never the whole history), and its input. It
# never touches the game: inputs here only move the cursor. Drawn by tabletop.ui.history_screen.
# Imported when opened; tabletop.ui.app drops it (and the core's history) when it is left (RAM).
#
# Encoder: one entry a detent. Keys 9 / 11: the start of the previous / next round. Push, key 10
# or any quick key: back to play.

PLAY = 1
HIST = 3
PREV = 9
NEXT = 11
CHUNK = 8  # rows fetched at once when scrolling back (one replay from a checkpoint)
MOST = 12  # rows kept


class View:
    def __init__(self, session):
        # it opens on the latest entries, from the session's undo checkpoints (shared: no replay
        # from the start, no state copy); reading further back makes 2 checkpoints of its own (a
        # copy of the game state each) at 1/3 and 2/3 of the record, which stay, so going back
        # replays at most a third of the record
        from tabletop.core.history import History

        self.n = len(session.record)
        every = self.n // 3 + 1
        self.h = History(session.record, session.game, every if every > 16 else 16, 2,
                         session.checkpoints())
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
    # the view is made when first drawn (tabletop.ui.history_screen), once the in-game menu's
    # modules are gone (RAM)
    app.hist = None
    app.mode = HIST
    app.pos = 0


def close(app):
    app.hist = None  # the replayed states go: their RAM is free again
    app.mode = PLAY
    app.pos = 0


def handle(app, kind, value, now_ms):
    v = app.hist
    if v is None:
        return
    if kind == "turn":
        if v.n:
            c = v.cur + value
            v.cur = 0 if c < 0 else (v.n - 1 if c >= v.n else c)
    elif kind == "key" and (value == PREV or value == NEXT):
        if v.n:
            v.cur = _round_start(v, -1 if value == PREV else 1)
    else:  # push, back or a quick key: back to play
        close(app)
