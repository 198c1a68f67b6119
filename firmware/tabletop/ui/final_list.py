# The final list, the play screen's list once the game has ended (tabletop.ui.play.items): each
# seat's points, best first, each followed by its breakdown. Its entries are numbers and a line's
# text is made when it is shown (tabletop.ui.play_view.shown): its 45 texts made at once held
# 2.6 KB of the board's RAM at its fullest, after the full replay of a long game. A module of
# its own (tabletop.ui.play's tokens), compiled with it at power-on: not at the fullest heap.

from tabletop.core import flow
from tabletop.ui import layout as Y


def entries(app, st):
    # ("final", points << 9 | seat << 6) for a seat's line, ("final", seat << 6 | k) for line k
    # (from 1) of its breakdown
    game = app.game
    out = []
    order = []  # ranked as they come (no sort key: a lambda is RAM)
    for p in range(len(app.session.record.seats)):
        pts = (flow.score(game, st, p), flow.tiebreak(game, st, p))
        k = len(order)
        while k > 0 and order[k - 1][0] < pts:
            k -= 1
        order.insert(k, (pts, p))
    for r in order:
        p = r[1]
        out.append(("final", r[0][0] << 9 | p << 6))
        for i in range(len(app.view.breakdown(st, p))):
            out.append(("final", p << 6 | i + 1))
    return out


# the breakdown of the seat last shown: (the game's version, seat, its lines)
SHOWN = [None]


def line(app, k):
    # an entry's line in English: a seat's points, or a line of its breakdown
    p = k >> 6 & 7
    i = k & 63
    if not i:
        return "%s %d" % (app.session.record.seats[p], k >> 9)
    b = SHOWN[0]
    if b is None or b[0] != app.version or b[1] != p:
        b = SHOWN[0] = (app.version, p, app.view.breakdown(app.session.state, p))
    kv = b[2][i - 1]
    v = kv[1]  # mostly a number: as it is (a key press draws this list again)
    return "  %s %s" % (kv[0], v if type(v) is int else Y.value(v))
