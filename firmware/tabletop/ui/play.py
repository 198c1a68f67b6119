"""What the play screen lists (tabletop.ui.play_view draws it, play_input acts on it): the verbs
legal now, the scrolling list of choices and status, a seat's key figures."""

from tabletop.core import flow
from tabletop.ui import lang as L
from tabletop.ui import layout as Y
from tabletop.ui.figures import fields, value


def now(app):
    """(version, verbs legal now, seat to enter, the view's question or None, the turn that may
    be reopened or None), computed once per change of the game. The view may put a question to a
    player at once (its asked(state): seat, text, verbs), e.g. a power offer to a neighbour: that
    player enters next. Its reopen(state) (seat, verbs): a player whose turn ended at its action
    may still add to it (a town, a conversion): listed by name, a push reopens it (app.reopen),
    also before a question is answered."""
    c = app.vcache
    if c is None or c[0] != app.version:
        st = app.session.state
        f = getattr(app.view, "asked", None)
        q = f(st) if f else None
        f = getattr(app.view, "reopen", None)
        r = f(st) if f else None
        if r is None or r[0] != app.reopen:
            app.reopen = -1
        a = r[0] if app.reopen >= 0 else q[0] if q else flow.active(st)
        v = r[1] if app.reopen >= 0 else q[2] if q else app.view.choices(st, a, []) if a >= 0 else []
        c = (app.version, v, a, q, r)
        app.vcache = c
    return c


def seat(app):
    return now(app)[2]


def verbs(app):
    """The verbs legal now (choices(state, seat, []), or the question's)."""
    return now(app)[1]


def items(app):
    """The scrolling list: choices legal now, then the game's status (an entry under way: its
    choices alone, so that the encoder goes round them both ways; the turn that may be reopened
    first, or last after a question's answers: one click back). (Every player's figures
    are on the player pages, ui/pages.py: building them here at every change cost a key press
    about a quarter of its time.) Once the game has ended: the final list, in English (its lines in
    the game's words as they are shown: tabletop.ui.play_view.shown)."""
    key = (app.version, " ".join(app.words), app.lang)
    if app.cache is not None and app.cache[0] == key:
        return app.cache[1]
    s = app.session
    st = s.state
    game = app.game
    out = []
    if st["flow"]["ended"]:  # the final list: each seat's points, best first, and their breakdown
        seats = s.record.seats
        order = []  # ranked as they come (no sort key: a lambda is RAM)
        for p in range(len(seats)):
            pts = (flow.score(game, st, p), flow.tiebreak(game, st, p))
            k = len(order)
            while k > 0 and order[k - 1][0] < pts:
                k -= 1
            order.insert(k, (pts, p))
        for r in order:
            p = r[1]
            out.append(("final", "%s %d" % (seats[p], r[0][0])))  # (in the game's words when shown)
            for kv in app.view.breakdown(st, p):
                v = kv[1]  # mostly a number: as it is (a key press draws this list again)
                out.append(("final", "  %s %s" % (kv[0], v if type(v) is int else value(v))))
    else:
        back = None
        a = seat(app)
        if a >= 0:
            ch = app.view.choices(st, a, app.words) if app.words else verbs(app)
            keyed = []  # verbs without a quick key first: the keyed ones are a press away; the
            for k in () if app.words else getattr(game, "KEYS", ())[:9]:  # view's TAIL (rarely
                keyed.append(k[1][0])  # wanted: never under the cursor by default) after them
            k = () if app.words else getattr(app.view, "TAIL", ())  # (k: no new name: RAM)
            for r in (0, 1, 2):
                for w in ch:
                    if (2 if w in k else w in keyed) == r:
                        out.append(("choice", w))
            c = now(app)
            if c[4] and app.reopen < 0 and not app.words:  # first; with a question: last, one click back
                back = ("reopen", "< " + L.g(app, s.record.seats[c[4][0]]))
                if not c[3]:
                    out.insert(0, back)
                    back = None
        for line in () if app.words else L.g(app, app.view.status(st)):  # an entry under way: its choices
            for ln in Y.wrap(line):  # alone, the encoder goes round them both ways
                out.append(("info", ln))
        if back:
            out.append(back)
    app.cache = (key, out)
    return out
