"""A real Terra Mystica game entered at the pad, as the players at the table would.

From a terra.snellman.net ledger (or a game record) to the key and encoder inputs that enter the
game on a fresh simulator: the set-up through the start menu, each command of a row as the pad
takes it (no map: coordinates and terrain colours are left out, the map facts the pad asks for --
offers, spades, tunnels -- are kept), each power offer answered when the pad asks the neighbour.
The translation follows the record language, not the games: a command the pad offers no way to
enter is a CannotEnter naming it.

`companion tm check --pad LEDGER...` enters each game and compares every faction's final VP with
the ledger's; `companion sim --script-from LEDGER` prints the inputs as a simulator script.
"""

import os
import re
import sys

from host_tools.sim import board as sim_board
from host_tools.sim import record as sim_record
from host_tools.sim.record import CannotEnter
from tabletop.games.terra_mystica.turn import MAIN

MAP_WORD = re.compile(r"^([a-i][0-9]+|r[0-9]+|[a-i][0-9]+:[a-i][0-9]+)$")
NO_OPS = ("bridge", "connect")  # map facts only: the pad leaves them out
# "wait" (an answer put off until the player's turn) is entered only when the pad asks
LONG = {"shipping": "ship", "digging": "dig"}


def pad_words(words):
    """A command's words as the pad enters them: no coordinates, no terrain colour."""
    out = []
    i = 0
    offer = False
    while i < len(words):
        w = words[i]
        offer = w == "offer" or offer and w != "."
        if MAP_WORD.match(w) or offer and w.isdigit():  # an offer's amount: the neighbour says it
            i += 1
            continue
        if w == "near" and not (words[0] == "upgrade" and "tp" in words):  # a trading house's price only
            i += 1
            continue
        if words[0] == "transform" and w == "to" and i + 1 < len(words):
            i += 2  # the colour: the map's business, not the bookkeeping's
            continue
        out.append(LONG.get(w, w))
        i += 1
    if out[0] == "convert":  # "convert pw to c": one of each
        out = [w if w[:1].isdigit() or w == "to" or w == "convert" else "1" + w for w in out]
    return out


def no_op(c):
    """A command of zero amounts the ledger keeps (snellman's `burn 0`, `dig 0`, `convert 0pw to
    0c`, `+0fire`, `-0fire`, `-0spade`, `+0tw5`): the rules take it and change nothing
    (tests/portable/test_tm_zero_amounts.py), the pad enters nothing. A zero the rules refuse
    (`+0fav5`: no such command) is not one: the pad says it cannot enter it."""
    from tabletop.games.terra_mystica.words import plus

    if c[0][:2] in ("+0", "-0"):
        k = plus(c[0])
        return k is not None and k[1] == 0 and k[0] != "fav"
    if c[0] not in ("burn", "dig", "convert"):
        return False
    nums = [w for w in c[1:] if w[:1].isdigit()]
    return bool(nums) and not [w for w in nums if int(re.match("[0-9]+", w).group())]


def commands(record, limit=None):
    """[(seat, words, entry index)]: every command of the record's first `limit` entries (all:
    None) in order, as the pad takes them: no-ops out, two towns of a kind one by one."""
    from tabletop.games.terra_mystica.words import split

    out = []
    for k in range(len(record) if limit is None else min(limit, len(record))):
        seat, words = record.entry(k)
        last = None
        connect = acted = False  # the Mermaids' connect in this entry; its action taken
        for c in split(list(words)):
            c = pad_words(c)
            if c and c[0] == "connect":
                connect = True
            if not c or c[0] in NO_OPS or no_op(c):
                continue
            if c[0][:3] == "+tw" and connect and not acted:
                # the Mermaids' town across a river before their action: the free action's verb,
                # then the town's tile (". town +tw4": the rules skip "town", connect is bookkeeping)
                last = (seat, ["connect", ".", "town"] + c, k)
                out.append(last)
                connect = False
                continue
            acted = acted or c[0] in MAIN
            if c[0][:4] == "+fav" and last is not None and last[1][0] == "upgrade" and \
                    last[1][2] in ("te", "sa") and ("." not in last[1] and "offer" in last[1] or
                                                    last[1][-2] == "town"):
                last[1].extend(["."] + c)  # the favor tile in the push that ends the offers (or the town)
                continue
            if c[0][:3] == "+tw" and last is not None and last[1][0] in ("build", "upgrade") and \
                    "." not in last[1]:
                last[1].extend([".", "town"] + c)  # a town the build forms: ". town", then its tile
                continue
            if c[0][:4] == "+2tw":
                out.append((seat, ["+" + c[0][2:]], k))
                c = ["+" + c[0][2:]]
            last = (seat, c, k)
            out.append(last)
    return out


def read_game(path):
    """(record, from a ledger?): a game record file (text, save), or a Terra Mystica game from its
    terra.snellman.net ledger (as saved, or copied from the game's page): the importer's record.
    A bad file: a one-line inputs.UserError (the record's, unless the file is a ledger)."""
    from host_tools import inputs, records
    from host_tools.tm import cli as tm_cli
    from tabletop.core import registry
    from tabletop.core.text import parse

    try:
        return records.read(path)[0], False
    except inputs.UserError as e:
        try:
            tm_cli.read_ledger(path)
        except inputs.UserError:
            raise e
    return parse(tm_cli.import_ledger(path), registry.words_for), True


def ledger_final_vp(path):
    """{faction: VP} after the ledger's last row (its final scoring included)."""
    from host_tools.tm import cli as tm_cli

    out = {}
    for r in tm_cli.parse_ledger(path)[1]:
        if getattr(r, "vp", None) is not None:
            out[r.faction] = r.vp
    return out


WHERE = None  # {kind of choice: [encoder clicks, choices]} while check_pad(where=True) runs


def tally(app, words, item, index, count):
    """Count the clicks from the cursor to a choice (the shorter way round) under its kind: the
    entry's verb (`list`: the verbs and answers) and the choice, numbers as N and factions as F."""
    if WHERE is None:
        return
    d = (index - app.pos) % count if count else 0
    seats = app.session.record.seats
    kind = "%s: %s" % (words[0] if words else "list", " ".join(
        "F" if w in seats else re.sub(r"[0-9]+", "N", w) for w in item.split()))
    k = WHERE.setdefault(kind, [0, 0])
    k[0] += min(d, count - d)
    k[1] += 1


class Pad:
    """Enters commands on a simulator through its writer (which writes the script's inputs and
    counts them): the keys, the encoder, the pushes a player makes."""

    def __init__(self, sim, writer):
        self.sim = sim
        self.w = writer
        # an entry that the choice under the cursor ends (or "ok" may end after it): (seat, its
        # words before that choice, the choice's index, its words). The next command's quick key
        # takes it (ui/play_input): applied here at once (the state the next input sees); pushed
        # only when the next input is not such a key (settle)
        self.open = None
        self.noted = None

    def _open(self, seat, index, count, words):
        """Turn the encoder to the choice `index` (of `count` items) that ends the entry of
        `words`, and leave it for the next input."""
        app = self.app
        tally(app, app.words, " ".join(words[len(app.words):]) or "ok", index, count)
        d = index - app.pos
        d %= count
        if d > count // 2:
            d -= count
        if d:
            self.w.step(("turn", d))
        item = words[len(app.words):]
        self.open = (seat, list(app.words), app.pos, item)
        full = list(words) + (["ok"] if app.view.choices(app.session.state, seat, words) else [])
        app.words = []
        try:
            app.session.apply_words(seat, full)
        except Exception as e:
            raise CannotEnter("%s: %s" % (" ".join(words), e))
        app.version += 1
        app.pos = 0

    def settle(self):
        """The entry left open is ended by a push on its choice (and on "ok" when it needs one):
        the next input is not a quick key."""
        from tabletop.ui import play

        if self.open is None:
            return
        seat, words, pos, item = self.open
        self.open = None
        app = self.app
        app.session.undo()
        app.session.redo_n = 0
        app.version += 1
        app.words = words
        app.pos = pos
        n = len(app.session.record)
        self.w.step(("push", None))
        if len(app.session.record) == n:
            items = play.items(app)
            self.w.choose([it[1] for it in items].index("ok"), len(items))
        if self.noted is not None:
            self.noted()  # counted with the entry it ends

    @property
    def app(self):
        return self.sim.app

    def question(self):
        from tabletop.ui import play

        return play.now(self.app)[3]

    def reopens(self):
        from tabletop.ui import play

        return play.now(self.app)[4]

    def enter(self, seat, words):
        """Enter one command (seat, words) at the pad; raises CannotEnter."""
        from tabletop.ui import play

        app = self.app
        text = "%s: %s" % (app.session.record.seats[seat], " ".join(words))
        k = sim_record.quick_key(app.game, words[:1])
        r0 = app.reopen
        if self.open is not None and k >= 0 and r0 not in (-1, seat) and words[0] not in play.verbs(app):
            from tabletop.ui.play_input import reopen

            reopen(app, -1)  # the key ends the entry of the turn reopened, then goes back to the next
        if self.open is not None and not (k >= 0 and app.reopen in (-1, seat) and play.seat(app) == seat
                                          and words[0] in play.verbs(app)):
            if app.reopen != r0:
                reopen(app, r0)
            self.settle()  # else this command's key ends the entry left open
        self.open = None
        if app.reopen >= 0 and app.reopen != seat:  # the next player: back from the turn reopened,
            from tabletop.ui.play_input import reopen  # or their key does it (not one of its verbs)
            from tabletop.ui.shared import BACK

            if k >= 0 and words[0] not in play.verbs(app):
                reopen(app, -1)  # as the key press below does first (ui/play_input)
            else:
                self.w.step(("key", BACK))
        r = self.reopens()
        if r is not None and r[0] == seat and app.reopen != seat and (play.seat(app) != seat or
                                                                      words[0] not in play.verbs(app)):
            items = play.items(app)  # "< seat": reopen their turn
            tally(app, [], "< seat", [it[0] for it in items].index("reopen"), len(items))
            self.w.choose([it[0] for it in items].index("reopen"), len(items))
        active = play.seat(app)
        if active != seat:
            who = app.session.record.seats[active] if active >= 0 else "nobody"
            raise CannotEnter("%s: the pad lets %s enter now" % (text, who))
        before = len(app.session.record)
        if k >= 0 and words[0] in play.verbs(app):
            self.w.step(("key", k))
        got = 0
        guard = 0
        while len(app.session.record) == before:
            guard += 1
            if app.msg:
                raise CannotEnter("%s: %s" % (text, app.msg))
            if guard > 3 * len(words) + 4:
                raise CannotEnter("%s: the pad does not take it" % text)
            got = len(app.words)
            if list(app.words) != list(words[:got]) and app.words[got - 1] != "ok":
                raise CannotEnter("%s: the pad entered %s" % (text, " ".join(app.words)))
            items = play.items(app)
            choices = [it[1] if it[0] == "choice" else None for it in items]
            want = sim_record.choice_for(choices, words, got)
            if want is None and got >= len(words) and "ok" in choices:
                want = "ok"
            if want is not None and got:
                full = list(app.words) + want.split()
                c = app.view.choices(app.session.state, seat, full)
                while len(c) == 1 and c[0] != "ok" and len(full) < len(words):
                    full += c[0].split()  # the single words that follow it (ui/play_input)
                    c = app.view.choices(app.session.state, seat, full)
                if len(full) >= len(words) and (not c or "ok" in c):  # it ends the entry: the next quick key may take it
                    self._open(seat, choices.index(want), len(items), full)
                    break
            if want is None:
                offered = [c for c in choices if c]
                nxt = words[got] if got < len(words) else "(end)"
                raise CannotEnter("%s: %r is not offered after %r (offered: %s)"
                                  % (text, nxt, " ".join(app.words), ", ".join(offered)))
            tally(app, app.words, want, choices.index(want), len(items))
            self.w.choose(choices.index(want), len(items))
        if app.msg:
            raise CannotEnter("%s: %s" % (text, app.msg))
        e = app.session.record.entry(len(app.session.record) - 1)
        if e[0] != seat or [w for w in e[1] if w != "ok"] != list(words):
            raise CannotEnter("%s: the pad entered %s" % (text, " ".join(e[1])))


def answer_for(queue, done, start, seat, verbs, offer=None):
    """Index in queue (from start) of the command of `seat` that answers the pad's question: the
    answer to `offer` ([amount, from faction]) if the record has one, else its first reply."""
    first = -1
    for i in range(start, len(queue)):
        s, c = queue[i][:2]
        if s == seat and c[0] in verbs and not done[i]:
            if offer is None or c[0] not in ("leech", "decline") or c[-1:] == offer[1:] and \
                    offer[0] in (None, c[1]):
                return i
            if first < 0:
                first = i
    return first


def lost_step(state, seat, words):
    """A free cult step with no track to go up (the rules lose it; the pad does not ask)."""
    from tabletop.games.terra_mystica.passing import can_step
    from tabletop.games.terra_mystica.words import plus

    k = plus(words[0])
    return k is not None and k[0] == "cult" and not can_step(state, seat)


def put_off(queue, done, i, k, seat, replies):
    """True when the record has `seat` act in a turn (not only answer) before its answer
    queue[k]: the answer waits for that turn (wait), as the ledger has it."""
    answers = replies + ["wait", "leech", "decline"]
    for j in range(i, k):
        if queue[j][0] == seat and not done[j] and queue[j][1][0] not in answers:
            return True
    # a free step taken as the start of the player's own turn
    return "leech" not in replies and k + 1 < len(queue) and queue[k + 1][0] == seat and \
        queue[k + 1][1][0] not in answers


def asked_offer(state, seat):
    """[amount (None: the neighbour says it), from] of the offer the pad asks `seat` about: its
    oldest (ask.py)."""
    offers = state["players"][seat]["offers"]
    if not offers:
        return None
    o = min(offers, key=lambda o: (o[2], o[0]))
    return [str(o[1]) if o[1] else None, state["seats"][o[0]]]


def answer_words(state, seat, words):
    """An answer as the pad enters it to an offer of no amount (the builder named the neighbour
    alone): `leech N from F` with N at most what the bowls and VP take (the pad lists no more: the
    same power), `decline from F`."""
    if words[0] not in ("leech", "decline") or len(words) < 2 or not words[1].isdigit():
        return words
    p = state["players"][seat]
    f = words[-1] if words[-1] in state["seats"] else None
    o = [o for o in p["offers"] if f is None or state["seats"][o[0]] == f]
    if not o or o[0][1]:
        return words
    if words[0] == "decline":
        return ["decline"] + words[2:]
    top = max(1, min(p["b"][0] * 2 + p["b"][1], p["VP"] + 1, 8))
    return ["leech", str(min(int(words[1]), top))] + words[2:]


def out_of_turn(app, queue, done, i):
    """The index of the command to enter next from i: a player who leaves the game while neither
    their turn nor asked (after passing in round 6, as a power offer to them waits) is entered
    when the pad next lets them (their network size's turn: `drop` is listed there); until then,
    the commands after it, each offer to them declined (the drop declines them). i itself when it
    is no such drop, or when the pad lets that player enter now."""
    from tabletop.ui import play

    k = i
    while k < len(queue) and (done[k] or queue[k][1] == ["drop"] and play.seat(app) != queue[k][0]
                              and (pad_question(app) or [None])[0] != queue[k][0]):
        k += 1
    return i if k == len(queue) else k


def pad_question(app):
    from tabletop.ui import play

    return play.now(app)[3]


def enter_game(record, sim, writer, limit=None, watch=None):
    """Enter the commands of record's first `limit` entries on sim (its game started): each
    in its turn, each offer answered when the pad asks. Returns [presses, clicks] per entry
    (the inputs of its commands); the script gets a comment after each command. watch(n): called
    whenever the commands of the first n entries, and none after, are in (a test's check point)."""
    pad = Pad(sim, writer)
    queue = commands(record, limit)
    per = [[0, 0] for _ in range(len(record) if limit is None else min(limit, len(record)))]
    done = [False] * len(queue)
    seats = record.seats
    i = 0
    while i < len(queue):
        if done[i]:
            i += 1
            continue
        j = out_of_turn(sim.app, queue, done, i)
        q = pad.question()
        r = pad.reopens()
        if q is not None and not (r is not None and queue[j][0] == r[0] and queue[j][1][0] in r[1]):
            # the question first, unless the turn before still goes on (its player adds to it)
            replies = [v for v in q[2] if v != "wait"]
            k = answer_for(queue, done, i, q[0], replies, asked_offer(sim.app.session.state, q[0]))
            if k < 0 and "drop" in q[2]:  # left the game as it waited for their answer
                k = answer_for(queue, done, i, q[0], ["drop"])
            if k < 0 and answer_for(queue, done, i, q[0], ["drop"]) >= 0:
                o = asked_offer(sim.app.session.state, q[0])  # left the game without answering:
                words = ["decline"] + o[:1] * (o[0] is not None) + ["from", o[1]]  # the drop declines it
                pad.enter(q[0], words)
                _note(writer, per, queue[i][2], "%s: %s" % (seats[q[0]], " ".join(words)))
                continue
            if k < 0:
                raise CannotEnter("the pad asks %s %r: the record has no answer" % (seats[q[0]], q[1]))
            if "wait" in q[2] and put_off(queue, done, i, k, q[0], replies):
                pad.enter(q[0], ["wait"])  # answered in their own turn (after burning power...)
                _note(writer, per, queue[k][2], "%s: wait" % seats[q[0]])
                continue
        else:
            k = j
            if queue[k][1][0] == "wait" or lost_step(sim.app.session.state, queue[k][0], queue[k][1]):
                done[k] = True  # nothing asked: nothing to put off; a step nowhere to go
                continue
        s, c, e = queue[k]
        c = answer_words(sim.app.session.state, s, c)
        if c[0] == "connect" and "connect" not in sim.app.view.choices(sim.app.session.state, s, []):
            c = c[3:]  # the town tile is listed as it is (the rest of a turn that ended at its action)
        pad.enter(s, c)
        done[k] = True
        _note(writer, per, e, "%s: %s" % (seats[s], " ".join(c)))
        pad.noted = lambda e=e, t="%s: ok" % seats[s]: _note(writer, per, e, t)
        if watch is not None:
            j = i
            while j < len(queue) and done[j]:
                j += 1
            if j == len(queue) or j > 0 and queue[j][2] != queue[j - 1][2] and not any(done[j:]):
                watch(queue[j - 1][2] + 1)
    pad.settle()  # the last entry's "ok"
    return per


def _note(writer, per, entry, text):
    p, c = writer.count()
    per[entry][0] += p
    per[entry][1] += c
    mark = getattr(writer, "mark", 0)
    per[entry][2:] = per[entry][2:] + [" ".join(writer.lines[mark:]) + "  # " + text]
    writer.lines.append("# %s  (%d presses, %d clicks)" % (text, p, c))
    writer.mark = len(writer.lines)


def script_from_record(record, limit=None, demos=None):
    """(script text, [(entry text, presses, clicks)], record) for a Terra Mystica record on a
    fresh simulator: the start menu (tiles included), then every command as the table enters it.
    Raises CannotEnter when the pad offers no way to enter a command."""
    sim, w = sim_record.started(record, demos, display=False)  # the screen model, not its pixels
    try:
        per = enter_game(record, sim, w, limit)
    finally:
        sim.close()
    stats = [(record.entry_text(k), per[k][0], per[k][1], per[k][2:]) for k in range(len(per))]
    return "\n".join(w.lines) + "\n", stats, record


def is_turn(record, k):
    """A turn of a player (a ledger row), not only an answer to a power offer."""
    words = record.entry(k)[1]
    return words[0] not in ("leech", "decline", "wait")


def percentile(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, (len(xs) * q + 99) // 100 - 1)] if xs else 0


def play_script(text):
    """A fresh simulator that plays only the script's inputs; its session's final VP per seat."""
    from host_tools.sim import board as sim_board
    from host_tools.sim import script as sim_script
    from host_tools.sim import simulator

    sim = simulator.Simulator(clock=sim_board.VirtualClock(1000), display=False)
    sim = simulator.run_script(sim_script.parse(text), sim=sim)
    try:
        st = sim.app.session.state
        return dict(zip(sim.app.session.record.seats, [p["VP"] for p in st["players"]])), sim.app.session.ended()
    finally:
        sim.close()


def enter_games(paths, out):
    """Each game entered at the pad from its ledger (or record), played again on a fresh simulator
    from the inputs alone, every faction's final VP against the ledger's (a record: its replay's).
    One line a game to `out`; returns [{name, factions, matched, turns: [(presses, clicks)],
    presses, clicks}] (None for a game that could not be entered)."""
    from host_tools import inputs
    from tabletop.core.session import Session

    results = []
    for path in paths:
        try:
            rec, ledger = read_game(path)
            want = ledger_final_vp(path) if ledger else None
            text, stats, rec = script_from_record(rec)
            got, ended = play_script(text)
        except (CannotEnter, inputs.UserError) as e:
            out.write("%s: stops at %s\n" % (path, e) if isinstance(e, CannotEnter) else "%s\n" % e)
            results.append(None)
            continue
        if want is None:
            want = dict(zip(rec.seats, [p["VP"] for p in Session(rec).state["players"]]))
        ok = [f for f in rec.seats if got.get(f) == want.get(f)]
        r = {"name": os.path.basename(path), "factions": len(rec.seats), "matched": len(ok),
             "turns": [stats[k][1:3] for k in range(len(stats)) if is_turn(rec, k)],
             "worst": [(stats[k][1], stats[k][2], stats[k][0], stats[k][3]) for k in range(len(stats))
                       if is_turn(rec, k) and (stats[k][1] > 4 or stats[k][2] > 4)],
             "presses": sum(x[1] for x in stats), "clicks": sum(x[2] for x in stats)}
        results.append(r)
        out.write("%s: entered, final VP %s (%s); %d presses, %d clicks\n"
                  % (path, "matched" if len(ok) == len(rec.seats) else "DIFFER",
                     " ".join("%s %s" % (f, got.get(f)) + ("" if f in ok else "/%s" % want.get(f))
                              for f in rec.seats), r["presses"], r["clicks"]))
    return results


def per_turn(turns):
    """'median Mp+Mc, p90 ..., max ...' of [(presses, clicks)] (each figure on its own)."""
    pr = [t[0] for t in turns]
    cl = [t[1] for t in turns]
    return "median %dp+%dc, p90 %dp+%dc, max %dp+%dc" % (
        percentile(pr, 50), percentile(cl, 50), percentile(pr, 90), percentile(cl, 90),
        max(pr or [0]), max(cl or [0]))


def check_pad(paths, out, where=False, worst=0):
    """`companion tm check --pad`: enter_games, then the summary line; exit 0 when every game is
    entered and every faction's final VP matched. where (`--where`): before it, where the encoder
    clicks went, by the kind of choice, the most first."""
    global WHERE
    WHERE = {} if where else None
    try:
        results = enter_games(paths, out)
    finally:
        kinds, WHERE = WHERE, None
    done = [r for r in results if r]
    factions = sum(r["factions"] for r in done)
    matched = sum(r["matched"] for r in done)
    if worst:
        rows = sorted([(max(t[0] * 3, t[1] * 2), t[0], t[1], r["name"], t[2], t[3]) for r in done
                       for t in r["worst"]], key=lambda t: (-t[0], t[3], t[4]))
        out.write("the %d turns with the most inputs (over 4p or 4c: %d):\n" % (min(worst, len(rows)), len(rows)))
        for _, p, c, name, text, lines in rows[:worst]:
            out.write("%2dp+%2dc %s: %s\n" % (p, c, name, text))
            for ln in lines:
                out.write("          %s\n" % ln)
    if kinds:
        out.write("encoder clicks by the kind of choice (clicks, choices):\n")
        for k in sorted(kinds, key=lambda k: (-kinds[k][0], k))[:30]:
            out.write("%7d %6d  %s\n" % (kinds[k][0], kinds[k][1], k))
    out.write("games entered at the pad: %d/%d; final VP matched: %d/%d; inputs per turn: %s\n"
              % (len(done), len(results), matched, factions, per_turn([t for r in done for t in r["turns"]])))
    return 0 if len(done) == len(results) and matched == factions else 1


def input_table(paths):
    """BENCHMARKS.md's table of the inputs that enter the games at the pad (companion bench)."""
    import io

    results = enter_games(paths, io.StringIO())
    done = [r for r in results if r]
    turns = [t for r in done for t in r["turns"]]
    out = ["", "## Terra Mystica at the pad: inputs (key presses + encoder pushes `p`, encoder clicks `c`)", "",
           "Each game of `../shared/tm_games` entered on the pad's keys from its ledger as players at the "
           "table would (`companion tm check --pad`, `host_tools/tm/pad.py`): the start menu with the game's "
           "tiles, every command as the pad takes it, each offer answered when the pad asks. A turn: a "
           "ledger row that is not only an answer to an offer (its answers are counted in the game's total). "
           "Goals (issue 24): per turn p90 at most 4p+4c, no turn above 10p+15c, a 4-player game at most "
           "600p+400c.", "",
           "| game | turns | per turn | game total |", "|---|---|---|---|"]
    for r in done:
        out.append("| %s | %d | %s | %dp+%dc |" % (r["name"], len(r["turns"]), per_turn(r["turns"]),
                                                  r["presses"], r["clicks"]))
    if done:
        out.append("| **all %d games** (entered %d/%d, final VP matched %d/%d) | %d | %s | mean %dp+%dc |"
                   % (len(results), len(done), len(results), sum(r["matched"] for r in done),
                      sum(r["factions"] for r in done), len(turns), per_turn(turns),
                      sum(r["presses"] for r in done) // len(done), sum(r["clicks"] for r in done) // len(done)))
    return "\n".join(out) + "\n"


def cmd_check(args):
    """`companion tm check --pad LEDGER|FOLDER...`"""
    from host_tools.tm import cli as tm_cli

    return check_pad(tm_cli.ledger_paths(args.ledgers), sys.stdout, getattr(args, "where", False),
                     getattr(args, "worst", 0) or 0)


def main(argv):
    return check_pad(argv, sys.stdout)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
