# Score history: replay a game record and tell, entry by entry, who did what and what it scored.
#
#     h = History(record)                  # the game module comes from the registry (or game=...)
#     for row in h.rows(0, 5): ...         # a generator: one replayed state in RAM, never the list
#     h.page(40, 4)                        # rows 40..43, replaying from the nearest checkpoint
#     h.rounds()                           # per-round summaries (small, cached after one walk)
#     h.final()                            # scores, winners, per-category breakdown at the end
#
# A row: {"index" (0-based entry), "round" (0 = setup), "seat", "actor", "text" (words without
# the actor), "scores" (every seat after it), "delta" (every seat's change), "round_end", "ended"}.
# A change includes what runs automatically after the entry (round-end scoring, next income,
# final scoring). A round summary: {"round", "first", "count", "scores" (at its end), "complete"};
# round 0 is the setup. Details: docs/export.md.

from tabletop.core import flow, registry
from tabletop.core.errors import Illegal, refused_entry
from tabletop.core.newgame import clone, new_state
from tabletop.core.registry import run


def scores_of(game, state):
    return [flow.score(game, state, s) for s in range(len(state["players"]))]


class History:
    # Walks a record forward; going back restarts from the nearest checkpoint. RAM: at most
    # `keep_checkpoints` state copies (those far from where the reader looks are dropped).

    def __init__(self, record, game=None, checkpoint_every=32, keep_checkpoints=4, seed=()):
        # seed: [(entries applied, state)] already made for this record (a session's undo
        # checkpoints), shared and never changed here: the latest entries are read without a
        # replay from the start or state copies of its own (RAM and time on the board)
        if game is None:
            game = registry.load(record.game)
        self.game = game
        self.record = record
        self.seats = record.seats
        self.every = checkpoint_every
        self.keep = keep_checkpoints
        self.state = None  # made by the first seek (RAM: none while nothing is read)
        self.pos = 0  # entries the current state has applied
        self._start = None
        self._seed = seed
        self._cps = []  # [[pos, state copy]], ascending pos: its own, at most keep_checkpoints
        self._rounds = None

    def __len__(self):
        return len(self.record)

    def _restart(self):
        # a fresh replay at entry 0: the record's entries are read where they are, the game's
        # rules run on one state of its own (no session, no copy of the record: RAM)
        self.state = None
        self.state = new_state(self.game, self.record)
        self.pos = 0

    def scores(self):
        return scores_of(self.game, self.state)

    # --- moving -------------------------------------------------------------------------------
    def seek(self, k):
        # Replay to the state after the first k entries (0: right after setup); return it.
        if k < 0 or k > len(self.record):
            raise IndexError("no entry %d" % k)
        start = 0
        snap = None
        for cps in (self._seed, self._cps):
            for cp in cps:
                if cp[0] <= k and (snap is None or cp[0] > start):
                    start = cp[0]
                    snap = cp[1]
        if snap is None and (k < self.pos or self.state is None):
            self._restart()
        elif k < self.pos or start > self.pos or self.state is None:
            self.state = None
            self.state = clone(snap)
            self.pos = start
        while self.pos < k:
            self._step(k)
        return self.state

    def _step(self, target):
        k = self.pos
        seat, words = self.record.entry(k)
        try:
            run(self.game, self.state, self.seats, seat, words)
        except Illegal as e:
            raise refused_entry(self.record, k, e)
        k = self.pos = k + 1
        if self.keep and k % self.every == 0:
            for some in (self._cps, self._seed):
                for cp in some:
                    if cp[0] == k:
                        return
            cps = self._cps
            i = 0
            while i < len(cps) and cps[i][0] < k:
                i += 1
            cps.insert(i, [k, clone(self.state)])
            if len(cps) > self.keep:
                far = 0
                for j in range(len(cps)):
                    if abs(cps[j][0] - target) > abs(cps[far][0] - target):
                        far = j
                cps.pop(far)

    # --- what it shows: the code is in history_show, compiled only when asked for (the board
    # compiles .py in RAM) ---------------------------------------------------------------------
    def rows(self, start=0, stop=None):
        # Generator of the rows of entries start..stop-1 (stop None: to the end).
        from tabletop.core.history_show import rows

        return rows(self, start, stop)

    def page(self, start, count):
        # The rows of entries start..start+count-1 as a list (for one screen).
        return [r for r in self.rows(start, start + count)]

    def row(self, k):
        return self.page(k, 1)[0]

    def rounds(self):
        # Per-round summaries (see the module doc); one full walk, then cached.
        if self._rounds is None:
            from tabletop.core.history_show import rounds

            self._rounds = rounds(self)
        return self._rounds

    def final(self):
        # {"scores", "winners" (seat indexes), "ended", "round", "breakdown": [((cat, pts), ...)
        # per seat]} after the last entry.
        from tabletop.core.history_show import final

        return final(self)

    def start_seat(self):
        # The seat the game expected to act first (-1 if none).
        if self._start is None:
            self._start = flow.active(new_state(self.game, self.record))
        return self._start

