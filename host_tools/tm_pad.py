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

import re
import sys

from host_tools import sim_board, sim_record
from host_tools.sim_record import CannotEnter

MAP_WORD = re.compile(r"^([a-i][0-9]+|r[0-9]+|[a-i][0-9]+:[a-i][0-9]+)$")
NO_OPS = ("bridge", "connect")  # map facts only: the pad leaves them out
# "wait" (an answer put off until the player's turn) is entered only when the pad asks
LONG = {"shipping": "ship", "digging": "dig"}


def pad_words(words):
    """A command's words as the pad enters them: no coordinates, no terrain colour."""
    out = []
    i = 0
    while i < len(words):
        w = words[i]
        if MAP_WORD.match(w):
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


def commands(record):
    """[(seat, words)]: every command of the record in order, in the pad's words (no-ops out)."""
    from tabletop.games.terra_mystica.words import split

    out = []
    for k in range(len(record)):
        seat, words = record.entry(k)
        last = None
        for c in split(list(words)):
            c = pad_words(c)
            if not c or c[0] in NO_OPS:
                continue
            if c[0] == "build" and last is not None and last[1][0] == "transform" and "." not in last[1]:
                last[1].extend(["."] + c)  # a dwelling on the space terraformed: one entry on the pad
                continue
            if c[0][:4] == "+2tw":  # two towns of one kind: one at a time
                out.append((seat, ["+" + c[0][2:]]))
                c = ["+" + c[0][2:]]
            last = (seat, c)
            out.append(last)
    return out


def ledger_record(path):
    """The game record of a ledger file (the importer's), or the record file itself."""
    from host_tools import records, tm_cli

    with open(path, "rb") as f:
        head = f.read(4096).decode("utf-8", "replace")
    if head.lstrip().startswith("game "):
        rec, _ = records.read(path)
        return rec
    text = tm_cli.import_ledger(path)
    from tabletop.core.record import Record  # noqa: F401

    return records.parse_text(text) if hasattr(records, "parse_text") else _parse(text)


def _parse(text):
    import os
    import tempfile

    from host_tools import records

    fd, tmp = tempfile.mkstemp(suffix=".txt")
    try:
        with os.fdopen(fd, "w") as f:
            f.write(text)
        rec, _ = records.read(tmp)
    finally:
        os.unlink(tmp)
    return rec


class Pad:
    """Enters commands on a simulator, counting presses and clicks per turn."""

    def __init__(self, sim, writer):
        self.sim = sim
        self.w = writer

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
        if app.reopen >= 0 and app.reopen != seat:  # the next player: back from the turn reopened
            self.w.step(("key", 10))
        r = play.now(app)[4]
        if r is not None and r[0] == seat and app.reopen != seat and (play.seat(app) != seat or
                                                                      words[0] not in play.verbs(app)):
            items = play.items(app)  # "< seat": reopen their turn
            self.w.choose([it[0] for it in items].index("reopen"), len(items))
        active = play.seat(app)
        if active != seat:
            who = app.session.record.seats[active] if active >= 0 else "nobody"
            raise CannotEnter("%s: the pad lets %s enter now" % (text, who))
        before = len(app.session.record)
        k = sim_record.quick_key(app.game, words[:1])
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
            if want is None:
                offered = [c for c in choices if c]
                nxt = words[got] if got < len(words) else "(end)"
                raise CannotEnter("%s: %r is not offered after %r (offered: %s)"
                                  % (text, nxt, " ".join(app.words), ", ".join(offered)))
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
        s, c = queue[i]
        if s == seat and c[0] in verbs and not done[i]:
            if offer is None or c[0] not in ("leech", "decline") or c[1:2] + c[-1:] == offer:
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
    """True when the record has `seat` start its turn before its answer queue[k]: the answer
    waits for that turn (wait), as the ledger has it."""
    for j in range(i, k):
        if queue[j][0] == seat and not done[j] and queue[j][1][0] not in replies + ["wait"]:
            return True
    return False


def asked_offer(state, seat):
    """[amount, from] of the offer the pad asks `seat` about: its oldest (ask.py)."""
    offers = state["players"][seat]["offers"]
    if not offers:
        return None
    o = min(offers, key=lambda o: (o[2], o[0]))
    return [str(o[1]), state["seats"][o[0]]]


def enter_game(record, sim, writer, stats=None):
    """Enter every command of record on sim (a game already started); stats gets
    (turn text, presses, clicks) per command."""
    pad = Pad(sim, writer)
    queue = commands(record)
    done = [False] * len(queue)
    i = 0
    while i < len(queue):
        if done[i]:
            i += 1
            continue
        q = pad.question()
        r = pad.reopens()
        if q is not None and not (r is not None and queue[i][0] == r[0] and queue[i][1][0] in r[1]):
            # the question first, unless the turn before still goes on (its player adds to it)
            replies = [v for v in q[2] if v != "wait"]
            k = answer_for(queue, done, i, q[0], replies, asked_offer(sim.app.session.state, q[0]))
            if k < 0:
                raise CannotEnter("the pad asks %s %r: the record has no answer"
                                  % (sim.app.session.record.seats[q[0]], q[1]))
            if "wait" in q[2] and put_off(queue, done, i, k, q[0], replies):
                pad.enter(q[0], ["wait"])  # answered in their own turn (after burning power...)
                if stats is not None:
                    stats.append(("%s: wait" % sim.app.session.record.seats[q[0]],) + writer.count())
                continue
        else:
            k = i
            if queue[k][1][0] == "wait" or lost_step(sim.app.session.state, *queue[k]):
                done[k] = True  # nothing asked: nothing to put off; a step nowhere to go
                continue
        s, c = queue[k]
        pad.enter(s, c)
        done[k] = True
        p, cl = writer.count()
        if stats is not None:
            stats.append(("%s: %s" % (sim.app.session.record.seats[s], " ".join(c)), p, cl))


def start_direct(sim, record):
    """Start the record's game (its header) on sim without the menu (for tests of the entry)."""
    from tabletop.core import registry
    from tabletop.core.record import Record
    from tabletop.core.session import Session
    from tabletop.ui.shared import CHECKPOINTS

    game = registry.load(record.game)
    rec = Record(record.game, list(record.seats), [list(kv) for kv in record.options], record.seed,
                 registry.words_for(record.game))
    sim.app._start(Session(rec, game, CHECKPOINTS[0], CHECKPOINTS[1]))


def final_vp(session):
    st = session.state
    return [st["players"][s]["VP"] for s in range(len(session.record.seats))]


def try_game(path, out=None):
    """(entered all?, VP matched?, stats, message)."""
    from host_tools.simulator import Simulator
    from tabletop.core.session import Session

    rec = ledger_record(path)
    want = final_vp(Session(rec))
    sim = Simulator(clock=sim_board.VirtualClock(1000), demos=[])
    stats = []
    try:
        w = sim_record._Writer(sim)
        start_direct(sim, rec)
        try:
            enter_game(rec, sim, w, stats)
        except CannotEnter as e:
            return False, False, stats, str(e)
        got = final_vp(sim.app.session)
        return True, got == want, stats, "" if got == want else "VP %s, ledger %s" % (got, want)
    finally:
        sim.close()


def main(argv):
    ok = vp = 0
    for path in argv:
        entered, matched, stats, msg = try_game(path)
        ok += entered
        vp += matched
        print("%s: %s %d commands %s" % (path, "ok" if entered else "STOP", len(stats), msg))
    print("entered %d/%d, VP matched %d" % (ok, len(argv), vp))


if __name__ == "__main__":
    main(sys.argv[1:])
