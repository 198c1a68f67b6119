# A session applies a game record's entries to a game and keeps undo/redo.
#
# The record is the single source of truth: the state is derived from it, undo removes the last
# entry and rebuilds the state from the nearest checkpoint, redo re-applies. Every entry is
# checked by the game's rules; if they refuse it (errors.Illegal) or anything else goes wrong,
# the state is rebuilt from the record, so it is exactly what it was.
# checkpoint_every / keep_checkpoints bound the cost of undo and of a refusal: at most
# checkpoint_every entries are replayed, with keep_checkpoints state copies in RAM. The state of a
# new game is not kept: it is made again from the record's header when needed (RAM on the board).
# Undoing past the oldest checkpoint replays from the start, or from an older state the caller
# keeps (far: the board's snapshots on flash), which makes the checkpoints again
# (tabletop.core.rebuild: a module of its own, so that neither is too big to compile on the board).

from tabletop.core import registry
from tabletop.core.errors import Illegal, refused_entry
from tabletop.core.flow import active
from tabletop.core.newgame import keep, new_state
from tabletop.core.registry import kept, run
from tabletop.core.vocab import decode


class Session:
    def __init__(self, record, game=None, checkpoint_every=16, keep_checkpoints=2, adopt=False,
                 tidy=None, start=None):
        # adopt: the session takes `record` itself, whose bytes it checks again in place (no
        # second copy in RAM, e.g. a record just loaded from a save); the caller drops it.
        # tidy: called in the replay before each state copy that is kept (the board: gc.collect,
        # so that what stays is not strewn over a heap full of garbage; every 16 entries, a
        # third of the board's collections while Terra Mystica's 616 entries replayed)
        # start (with adopt): (k, state), the state after the record's first k entries (a
        # snapshot the caller checked against the record: tabletop.core.snapshot_load): only the
        # entries after them are replayed; the session owns that state from now on
        self.game = game = game or registry.load(record.game)
        self.every = checkpoint_every
        self.keep = keep_checkpoints
        self.redo_n = 0  # entries undone that redo can re-apply: still in the record's buffer (0: none)
        # far(record): (k, the state after record's first k entries, the caller's to give) or None:
        # where an undo past the checkpoints starts instead of the record's start (the board: a
        # snapshot on flash, tabletop.ui.saving.far)
        self.far = None
        n = len(record)
        k0 = start[0] if start else 0
        if adopt:
            self.record = record
            record.truncate(k0)  # the entries are applied again, over their own bytes
        else:
            self.record = record.copy_header()
            self.record.reserve(record.offsets[n], n)
        self._checkpoints = []  # [(entries applied, state copy)], ascending
        # replaying, copy only the states that will be kept (garbage fragments the board's heap)
        self._from = (n // checkpoint_every - keep_checkpoints + 1) * checkpoint_every
        self.state = start[1] if k0 else new_state(game, self.record)
        if k0:
            self._keep(k0)
        for k in range(k0, n):
            if tidy and (k + 1) % checkpoint_every == 0 and k + 1 >= self._from:
                tidy()  # before the entry after which a state copy is kept
            try:
                if adopt:
                    self._apply(*record.entry(k), None)
                else:
                    self.apply_words(*record.entry(k))
            except Illegal as e:
                raise refused_entry(record, k, e)
        self._from = 0
        self.record.notes = record.notes  # host only: comments and the header as written
        self.record.head_lines = record.head_lines

    def apply(self, line):
        # one action line ("white: travel hittites"); raises Illegal if refused
        from tabletop.core.lines import parse_action  # host and tests; the board enters words

        self.apply_words(*parse_action(line, self.record.seats)[:2])  # seat, words

    def apply_words(self, seat, words):
        raw = self.record.encode(seat, words)
        self._apply(raw[0], decode(self.record, raw, 1, len(raw)), raw)  # as a replay reads them
        self.redo_n = 0

    def _apply(self, seat, words, raw):
        # entry len(record) applied; raw: its bytes, appended to the record. None: they are in the
        # record's buffer already, where it was stored (a save adopted in place, an entry undone),
        # and are counted again, not copied (a replay's garbage is collections on the board)
        try:
            run(self.game, self.state, self.record.seats, seat, words)
            if raw is None:
                self.record.count += 1
            else:
                self.record.append_encoded(raw)  # may refuse too (the record is full)
        except Exception:
            # (first needed here or at an undo: not in RAM while a save is resumed, the heap's
            # fullest point)
            kept("tabletop.core.rebuild").rebuild(self, len(self.record))
            raise
        self._keep(len(self.record))

    def undo(self):
        n = len(self.record)
        if not n:
            raise Illegal("nothing to undo")
        self.record.truncate(n - 1)
        self.redo_n += 1
        kept("tabletop.core.rebuild").rebuild(self, n - 1)

    def redo(self):
        if not self.redo_n:
            raise Illegal("nothing to redo")
        # the undone entry's bytes are still in the record's buffer, just past its end
        self._apply(*self.record.entry(len(self.record)), None)
        self.redo_n -= 1

    def _keep(self, n):
        # after n entries: a state copy every `every` entries, the newest `keep` of them (the
        # oldest goes before the new copy is made: one state copy less at the peak)
        if self.keep and n % self.every == 0 and n >= self._from:
            cps = self._checkpoints
            if len(cps) >= self.keep:
                cps.pop(0)
            # what has not changed since the newest checkpoint is shared with it (RAM: newgame.keep)
            cps.append((n, keep(self.state, cps[-1][1] if cps else ())))

    def checkpoints(self):
        # [(entries applied, state)], ascending: for a reader replaying the same record (the
        # history view) to start from; shared, so it must not change them
        return self._checkpoints

    def active(self):
        # name of the player expected to enter something now, or None
        a = active(self.state)
        return self.record.seats[a] if a >= 0 else None

    def ended(self):
        return self.state["flow"]["ended"]
