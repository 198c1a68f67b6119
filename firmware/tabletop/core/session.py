# A session applies a game record's entries to a game and keeps undo/redo.
#
# The record is the single source of truth: the state is derived from it, undo removes the last
# entry and rebuilds the state from the nearest checkpoint, redo re-applies. Every entry is
# checked by the game's rules; if they refuse it (errors.Illegal) or anything else goes wrong,
# the state is rebuilt from the record, so it is exactly what it was.
# checkpoint_every / keep_checkpoints bound the cost of undo and of a refusal: at most
# checkpoint_every entries are replayed, with keep_checkpoints state copies in RAM. The state of a
# new game is not kept: it is made again from the record's header when needed (RAM on the board).
# Undoing past the oldest checkpoint replays from the start, which makes the checkpoints again.

from tabletop.core.errors import Illegal, RecordError
from tabletop.core.flow import active, current_phase
from tabletop.core.flow_engine import advance
from tabletop.core.newgame import new_state


def clone(x):
    # deep copy of plain game state (dicts, lists; ints, strings, tuples and None are shared)
    t = type(x)
    if t is dict:
        d = {}
        for k in x:
            d[k] = clone(x[k])
        return d
    if t is list:
        return [clone(v) for v in x]
    return x


class Session:
    def __init__(self, record, game=None, checkpoint_every=16, keep_checkpoints=2):
        if game is None:
            from tabletop.core import registry

            game = registry.load(record.game)
        self.game = game
        self.every = checkpoint_every
        self.keep = keep_checkpoints
        self.redo_n = 0  # entries undone that redo can re-apply: still in the record's buffer
        self.record = record.copy_header()
        self.record.reserve(record.offsets[len(record)], len(record))
        self.state = new_state(game, self.record)
        self._checkpoints = []  # [(entries applied, state copy)], ascending
        for k in range(len(record)):
            try:
                self._apply_raw(record.raw(k))
            except Illegal as e:
                err = RecordError("entry %d (%s): %s" % (k + 1, record.entry_text(k), e.message))
                err.entry = k
                raise err
        self.record.notes = record.notes
        self.record.head_lines = record.head_lines

    def apply(self, line):
        # one action line ("white: travel hittites"); raises Illegal if refused
        from tabletop.core.text import parse_action  # host and tests; the board enters words

        seat, words, _ = parse_action(line, self.record.seats)
        self.apply_words(seat, words)

    def apply_words(self, seat, words):
        self._apply_raw(self.record.encode(seat, words))
        self.redo_n = 0

    def _apply_raw(self, raw):
        try:
            self._run(raw[0], self.record.vocab.decode(raw, 1, len(raw)))
        except Exception:
            self._rebuild(len(self.record))
            raise
        self.record.append_encoded(raw)
        n = len(self.record)
        if self.keep and n % self.every == 0:
            self._keep(n)

    def _run(self, seat, words):
        game = self.game
        state = self.state
        f = state["flow"]
        if f["ended"]:
            raise Illegal("the game is over")
        verb = words[0]
        cmd = game.COMMANDS.get(verb)
        if cmd is None:
            raise Illegal("unknown action %r" % verb)
        ph = current_phase(game, state)
        if ph is not None and ph.commands is not None and verb not in ph.commands:
            raise Illegal("'%s' is not possible in the %s phase" % (verb, ph.name))
        if f["prompts"]:
            q = f["prompts"][0]
            if q[0] == seat and q[3] is not None and verb not in q[3]:
                raise Illegal("first answer: %s (%s)" % (q[1], " / ".join(q[3])))
        may = getattr(game, "may_act", None)
        ok = may(state, seat, verb) if may is not None else None
        if ok is None:
            ok = seat == active(state)
        if not ok:
            a = active(state)
            if a < 0:
                raise Illegal("nobody can act now")
            seats = self.record.seats
            if f["passed"][seat] and seat in f["seats"]:
                raise Illegal("%s has passed; it is %s's turn" % (seats[seat], seats[a]))
            raise Illegal("it is %s's turn, not %s's" % (seats[a], seats[seat]))
        cmd(state, seat, words[1:])
        advance(game, state)

    def undo(self):
        n = len(self.record)
        if n == 0:
            raise Illegal("nothing to undo")
        self.record.truncate(n - 1)
        self.redo_n += 1
        self._rebuild(n - 1)

    def redo(self):
        if not self.redo_n:
            raise Illegal("nothing to redo")
        # the undone entry's bytes are still in the record's buffer, just past its end
        self._apply_raw(self.record.raw(len(self.record)))
        self.redo_n -= 1

    def forget_redo(self):
        self.redo_n = 0

    def can_undo(self):
        return len(self.record) > 0

    def can_redo(self):
        return self.redo_n > 0

    def _keep(self, n):
        self._checkpoints.append((n, clone(self.state)))
        if len(self._checkpoints) > self.keep:
            self._checkpoints.pop(0)

    def _rebuild(self, n):
        # the state after the first n entries, from the nearest checkpoint
        cps = self._checkpoints
        while cps and cps[-1][0] > n:
            cps.pop()
        if cps:
            start = cps[-1][0]
            self.state = clone(cps[-1][1])
        else:
            start = 0
            self.state = new_state(self.game, self.record)
        for k in range(start, n):
            seat, words = self.record.entry(k)
            self._run(seat, words)
            if self.keep and (k + 1) % self.every == 0 and k + 1 > start:
                self._keep(k + 1)

    def active(self):
        # name of the player expected to enter something now, or None
        a = active(self.state)
        return self.record.seats[a] if a >= 0 else None

    def ended(self):
        return self.state["flow"]["ended"]
