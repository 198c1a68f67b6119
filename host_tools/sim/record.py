"""From a game record to the inputs that enter it on the pad: a simulator script.

`companion sim --script-from RECORD` prints the script: the start menu (language, game, options,
players, seats), then every entry as the presses a player makes: the quick key of the verb, the
encoder to each further word, a push. Each entry is checked on the simulator as it is entered;
a comment after it says how many presses (keys + pushes) and encoder clicks it took.

The app seeds a new game from its clock, as the board does. When the record names a seed, the
script waits until the (virtual) clock shows it before the push that starts the game, so the
script reproduces the record exactly, random turn orders included.
"""

from host_tools.sim import board as sim_board
from host_tools.sim import script as sim_script


class CannotEnter(Exception):
    """The record has an entry the app offers no way to enter (the message says which)."""


def _start_labels(sim):
    from tabletop.core import registry
    from tabletop.ui import lang, menu, menu_own

    def own_step(app, rec):
        """The label to choose at a game's own step (Terra Mystica's tiles, tabletop.ui.menu_own):
        "draw for us" when the record leaves the option out (or has it "random"), else the label
        of its next value; a value the step does not offer as itself (CannotEnter names it)."""
        name, done, offer = menu_own.walk(app.mod, app.picks)[2]
        v = None
        for kv in rec.options:
            if kv[0] == name:
                v = kv[1]
        if v is None or v == "random":
            return lang.t(app.lang, "draw")
        vals = [str(int(x)) if x.isdigit() else x for x in v.split("-")]
        want = vals[len(done)] if len(done) < len(vals) else "(none: %s has %d)" % (name, len(vals))
        return offer[2][offer[1].index(want)] if want in offer[1] else "%s %s" % (name, want)

    def wanted(app, rec):
        """The label to choose at the current start-menu step (it opens on the game list: the
        language, picks[0], is the one remembered)."""
        k = len(app.picks)
        if k == 1:
            return registry.info(rec.game)[1]
        k -= 2
        opts = menu.options_of(app.mod)
        if k < len(opts):
            name = opts[k][0]
            v = None
            for kv in rec.options:
                if kv[0] == name:
                    v = kv[1]
            return v if v is not None else opts[k][1][0]
        k -= len(opts)
        if k == 0:
            return str(len(rec.seats))
        w = menu_own.walk(app.mod, app.picks)
        if w[2] is not None:
            return own_step(app, rec)
        return rec.seats[k - 1 - w[0]]

    return wanted


class _Writer:
    def __init__(self, sim):
        self.sim = sim
        self.lines = []
        self.presses = 0
        self.clicks = 0

    def step(self, step):
        kind, value = step
        sim = self.sim
        if kind == "wait":
            sim.board.clock.advance(value)
            sim.tick()
        else:
            from host_tools.sim.simulator import STEP_MS

            sim.board.clock.advance(STEP_MS)
            if kind == "key":
                sim.key(value)
                self.presses += 1
            elif kind == "turn":
                sim.turn(value)
                self.clicks += abs(value)
            else:
                sim.push()
                self.presses += 1
        self.lines.append(sim_script.step_text(step))

    def choose(self, index, count):
        """Turn the encoder from the cursor to `index` (the shorter way round), then push."""
        d = index - self.sim.app.pos
        if count:
            d %= count
            if d > count // 2:
                d -= count
        if d:
            self.step(("turn", d))
        self.step(("push", None))

    def count(self):
        r = (self.presses, self.clicks)
        self.presses = self.clicks = 0
        return r


def _start_game(w, rec, seed_wait):
    """The start menu; seed_wait = (push number, ms to wait before it) or None."""
    from tabletop.ui import menu

    sim = w.sim
    app = sim.app
    wanted = _start_labels(sim)
    pushes = 0
    while app.session is None:
        st = menu.step(app.games, app.mod, app.picks, app.lang)
        label = wanted(app, rec)
        if label not in st[1]:
            raise CannotEnter("the start menu offers no %r at %r (offers: %s)" % (label, st[0], ", ".join(st[1])))
        pushes += 1
        if seed_wait is not None and seed_wait[0] == pushes and seed_wait[1]:
            w.step(("wait", seed_wait[1]))
        w.choose(st[1].index(label), len(st[1]))
        if app.msg and app.session is None:
            raise CannotEnter("the start menu says: %s" % app.msg)
    return pushes


def rename_seats(record, pool):
    """The record with its seats renamed to names the start menu offers (`pool`, in order) if
    any of its names is not offered; the same record otherwise. Entries are kept as they are,
    so a record whose entries name a seat cannot be renamed (CannotEnter)."""
    from tabletop.core import registry
    from tabletop.core.record import Record

    if all(s in pool for s in record.seats):
        return record
    names = [p for p in pool if p not in record.seats]
    new = []
    for s in record.seats:
        new.append(s if s in pool else names.pop(0))
    for k in range(len(record)):
        for w in record.entry(k)[1]:
            if w in record.seats and w not in new:
                raise CannotEnter("entry %d names the player %r: the record cannot be renamed" % (k + 1, w))
    out = Record(record.game, new, [list(kv) for kv in record.options], record.seed,
                 registry.words_for(record.game))
    for k in range(len(record)):
        out.append(*record.entry(k))
    return out


def menu_seat_names(game):
    from tabletop.core import registry
    from tabletop.ui.layout import SEAT_POOL

    return list(getattr(registry.load(game), "SEAT_NAMES", None) or SEAT_POOL)


def script_from_record(record, limit=None, demos=None):
    """(script text, [(entry text, presses, clicks)], record entered) for `record` on a fresh
    simulator. The record entered is `record` itself, or the same game with the seats renamed
    to names the start menu offers (rename_seats).

    limit: enter only the first `limit` entries. Raises CannotEnter if the app cannot enter one.
    """
    record = rename_seats(record, menu_seat_names(record.game))
    sim, w = started(record, demos)
    try:
        s = sim.app.session
        stats = []
        total = len(record) if limit is None else min(limit, len(record))
        for k in range(total):
            seat, words = record.entry(k)
            text = record.entry_text(k)
            _enter(w, seat, words, text)
            if len(s.record) != k + 1 or s.record.entry(k) != (seat, words):
                msg = sim.app.msg or "the app entered something else"
                raise CannotEnter("entry %d (%s): %s" % (k + 1, text, msg))
            p, c = w.count()
            w.lines.append("# %s  (%d presses, %d clicks)" % (text, p, c))
            stats.append((text, p, c))
    finally:
        sim.close()
    return "\n".join(w.lines) + "\n", stats, record


def started(record, demos=None, display=True):
    """(simulator, writer): a fresh simulator with record's game started through the start menu,
    at the record's seed (the push that starts it waits for the clock to show it)."""
    from host_tools.sim.simulator import Simulator

    # first pass: which push starts the game, and at what time
    sim = Simulator(clock=sim_board.VirtualClock(1000), demos=demos, display=False)
    try:
        n = _start_game(_Writer(sim), record, None)
        start_ms = sim.board.now_ms()
    finally:
        sim.close()
    wait = (record.seed - start_ms) % 65536
    sim = Simulator(clock=sim_board.VirtualClock(1000), demos=demos, display=display)
    try:
        w = _Writer(sim)
        w.lines.append("# %s, %s" % (record.game, " ".join(record.seats)))
        _start_game(w, record, (n, wait))
        if sim.app.session.record.seed != record.seed:
            raise CannotEnter("the game started with seed %d, not %d" % (sim.app.session.record.seed, record.seed))
    except BaseException:
        sim.close()
        raise
    w.count()
    return sim, w


def _enter(w, seat, words, text):
    from tabletop.ui import play

    sim = w.sim
    app = sim.app
    active = play.seat(app)
    if active != seat:
        who = app.session.record.seats[active] if active >= 0 else "nobody"
        raise CannotEnter("entry %s: the pad lets %s enter now, not %s" % (text, who, app.session.record.seats[seat]))
    best = quick_key(app.game, words)
    before = len(app.session.record)
    if best >= 0:
        w.step(("key", best))
    guard = 0
    while len(app.session.record) == before:
        guard += 1
        if app.msg or guard > len(words) + 2:
            raise CannotEnter("entry %s: %s" % (text, app.msg or "the app does not take it"))
        got = len(app.words)
        if got >= len(words):
            raise CannotEnter("entry %s: the app wants more words than the record has" % text)
        if list(app.words) != list(words[:got]):
            raise CannotEnter("entry %s: the app entered %s" % (text, " ".join(app.words)))
        items = play.items(app)
        want = choice_for([it[1] if it[0] == "choice" else None for it in items], words, got)
        if want is None:
            offered = [it[1] for it in items if it[0] == "choice"]
            raise CannotEnter("entry %s: %r is not offered after %r (offered: %s)"
                              % (text, words[got], " ".join(app.words), ", ".join(offered)))
        w.choose([it[1] for it in items].index(want), len(items))


def choice_for(choices, words, k):
    """The choice that enters words[k:] furthest (a choice may be several words), or None."""
    best = None
    for c in choices:
        if c is not None and c.split() == list(words[k : k + len(c.split())]):
            if best is None or len(c.split()) > len(best.split()):
                best = c
    return best


def quick_key(game, words):
    """The quick key (0..8) whose words start the entry -- the longest such -- or -1."""
    keys = getattr(game, "KEYS", ())
    best = -1
    for i in range(min(9, len(keys))):
        kw = list(keys[i][1])
        if kw == list(words[: len(kw)]) and (best < 0 or len(kw) > len(keys[best][1])):
            best = i
    return best
