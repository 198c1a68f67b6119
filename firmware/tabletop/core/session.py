"""A session applies a game record's entries to a game and keeps undo/redo.

The record is the single source of truth: the state is derived from it, undo removes the last
entry from it and rebuilds the state from the nearest checkpoint, redo re-applies. Every entry
is checked by the game's rules; if they refuse it (tabletop.core.errors.Illegal) or anything
else goes wrong, the state is rebuilt from the record, so it is exactly what it was.
"""

from tabletop.core import flow, rng
from tabletop.core.errors import Illegal, RecordError


def clone(x):
    """Deep copy of plain game state (dicts, lists; ints, strings, tuples and None are shared)."""
    t = type(x)
    if t is dict:
        d = {}
        for k in x:
            d[k] = clone(x[k])
        return d
    if t is list:
        return [clone(v) for v in x]
    return x


def options_of(game, record):
    """The record's options checked against the game's OPTIONS, defaults filled in."""
    declared = getattr(game, "OPTIONS", ())
    opts = {}
    for decl in declared:
        opts[decl[0]] = decl[1][0] if decl[1] else None
    for kv in record.options:
        decl = None
        for d in declared:
            if d[0] == kv[0]:
                decl = d
        if decl is None:
            known = ", ".join([d[0] for d in declared]) or "none"
            raise RecordError("%s has no option %r (options: %s)" % (game.TITLE, kv[0], known))
        if decl[1] and kv[1] not in decl[1]:
            raise RecordError("option %s must be one of: %s" % (kv[0], ", ".join(decl[1])))
        opts[kv[0]] = kv[1]
    return opts


def new_state(game, record):
    """The state after setup, before any entry."""
    lo, hi = game.PLAYERS
    n = len(record.seats)
    if n < lo or n > hi:
        if lo == hi:
            raise RecordError("%s is played by exactly %d players" % (game.TITLE, lo))
        raise RecordError("%s is played by %d to %d players" % (game.TITLE, lo, hi))
    allowed = getattr(game, "SEAT_NAMES", None)
    if allowed is not None:
        for s in record.seats:
            if s not in allowed:
                raise RecordError("%r is not a player name here (choose from: %s)"
                                  % (s, " ".join(allowed)))
    state = {"flow": flow.new_flow(n), "rng": rng.seed_state(record.seed)}
    state["options"] = options_of(game, record)
    game.setup(state, list(record.seats), state["options"])
    flow.advance(game, state)
    return state


class Session:
    """Applies entries to a game; undo and redo any number of steps.

    checkpoint_every / keep_checkpoints bound the cost of undo and of restoring after a refusal:
    at most `checkpoint_every` entries are replayed, with `keep_checkpoints` state copies in RAM.
    """

    def __init__(self, record, game=None, checkpoint_every=16, keep_checkpoints=3):
        if game is None:
            from tabletop.core import registry

            game = registry.load(record.game)
        self.game = game
        self.every = checkpoint_every
        self.keep = keep_checkpoints
        self.redo_stack = []
        todo = record
        self.record = record.copy_header()
        self.record.notes = None
        self.state = new_state(game, self.record)
        self._initial = clone(self.state)
        self._checkpoints = []  # [(pos, state copy)], ascending, pos > 0
        for k in range(len(todo)):
            try:
                self._apply_raw(todo.raw(k))
            except Illegal as e:
                err = RecordError("entry %d (%s): %s" % (k + 1, todo.entry_text(k), e.message))
                err.entry = k
                raise err
        self.record.notes = todo.notes
        self.record.head_lines = todo.head_lines

    # --- applying ------------------------------------------------------------------------------
    def apply(self, line):
        """Apply one action line ("white: build 1 at hittites"); raises Illegal if refused."""
        from tabletop.core.text import parse_action  # host and tests; the board enters words

        seat, words, _ = parse_action(line, self.record.seats)
        self.apply_words(seat, words)

    def apply_words(self, seat, words):
        self._apply_raw(self.record.encode(seat, words))
        self.redo_stack = []

    def _apply_raw(self, raw):
        seat = raw[0]
        words = self.record.vocab.decode(raw, 1, len(raw))
        try:
            self._run(seat, words)
        except Exception:
            self._rebuild(len(self.record))
            raise
        self.record.append_encoded(raw)
        self._checkpoint()

    def _run(self, seat, words):
        game = self.game
        state = self.state
        f = state["flow"]
        if f["ended"]:
            raise Illegal("the game is over")
        if seat < 0 or seat >= len(self.record.seats):
            raise Illegal("no such player")
        verb = words[0]
        cmd = game.COMMANDS.get(verb)
        if cmd is None:
            raise Illegal("unknown action %r" % verb)
        ph = flow.current_phase(game, state)
        if ph is not None and ph.commands is not None and verb not in ph.commands:
            raise Illegal("'%s' is not possible in the %s phase" % (verb, ph.name))
        if f["prompts"]:
            q = f["prompts"][0]
            if q[0] == seat and q[3] is not None and verb not in q[3]:
                raise Illegal("first answer: %s (%s)" % (q[1], " / ".join(q[3])))
        may = getattr(game, "may_act", None)
        ok = may(state, seat, verb) if may is not None else None
        if ok is None:
            ok = seat == flow.active(state)
        if not ok:
            a = flow.active(state)
            if a < 0:
                raise Illegal("nobody can act now")
            raise Illegal("it is %s's turn, not %s's" % (self.record.seats[a], self.record.seats[seat]))
        cmd(state, seat, words[1:])
        flow.advance(game, state)

    # --- undo / redo ---------------------------------------------------------------------------
    def undo(self):
        n = len(self.record)
        if n == 0:
            raise Illegal("nothing to undo")
        self.redo_stack.append(self.record.raw(n - 1))
        self.record.truncate(n - 1)
        self._rebuild(n - 1)

    def redo(self):
        if not self.redo_stack:
            raise Illegal("nothing to redo")
        raw = self.redo_stack.pop()
        self._apply_raw(raw)

    def can_undo(self):
        return len(self.record) > 0

    def can_redo(self):
        return len(self.redo_stack) > 0

    # --- checkpoints ---------------------------------------------------------------------------
    def _checkpoint(self):
        n = len(self.record)
        if self.keep and n % self.every == 0:
            self._checkpoints.append((n, clone(self.state)))
            if len(self._checkpoints) > self.keep:
                self._checkpoints.pop(0)

    def _rebuild(self, n):
        """State after the first n entries of the record, from the nearest checkpoint."""
        cps = self._checkpoints
        while cps and cps[-1][0] > n:
            cps.pop()
        if cps:
            start, snap = cps[-1]
        else:
            start, snap = 0, self._initial
        self.state = clone(snap)
        for k in range(start, n):
            seat, words = self.record.entry(k)
            self._run(seat, words)
            if self.keep and (k + 1) % self.every == 0:
                cps.append((k + 1, clone(self.state)))
                if len(cps) > self.keep:
                    cps.pop(0)

    # --- views ---------------------------------------------------------------------------------
    def active(self):
        """Name of the player expected to enter something now, or None."""
        a = flow.active(self.state)
        return self.record.seats[a] if a >= 0 else None

    def ended(self):
        return self.state["flow"]["ended"]
