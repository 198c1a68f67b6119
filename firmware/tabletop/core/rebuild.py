# The state of a session (tabletop.core.session) after the first n entries of its record, made
# again from the nearest undo checkpoint: after an undo, and after an entry the rules refused.
# Past the oldest checkpoint, from an older state the caller keeps (session.far: the board's
# snapshots on flash, tabletop.ui.saving.far), else from the record's start.

from tabletop.core.newgame import clone, new_state
from tabletop.core.registry import run


def rebuild(s, n):
    # s.state: the state after the first n entries of s.record, from the nearest checkpoint
    cps = s._checkpoints
    while cps and cps[-1][0] > n:
        cps.pop()
    s.state = None  # the old state goes before its replacement is made (RAM)
    got = s.far(s.record) if not cps and s.far and n > s.every else None
    if got:
        s.state = got[1]
        try:
            s._keep(got[0])
            replay(s, got[0], n)
            return
        except Exception:  # noqa: BLE001 - a far state the entries do not fit: from the start
            got = s.state = None
            del cps[:]
    s.state = clone(cps[-1][1]) if cps else new_state(s.game, s.record)
    replay(s, cps[-1][0] if cps else 0, n)


def replay(s, start, n):
    # the entries start..n-1 applied to s.state, the state after the first `start`
    for k in range(start, n):
        run(s.game, s.state, s.record.seats, *s.record.entry(k))  # seat, words
        s._keep(k + 1)
