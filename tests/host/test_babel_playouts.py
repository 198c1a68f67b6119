# Babel, host only: random games built from choices(), checked against the rules and the piles.
import random

from tabletop.core import flow, save
from tabletop.core.errors import Illegal
from tabletop.core.header import header_lines
from tabletop.core.newgame import clone
from tabletop.core.session import Session
from tabletop.core.text import parse, to_text
from tabletop.games import babel
from tabletop.games.babel import view as views
from tabletop.games.babel.cards import TRIBES
from tests.portable.babel_board import check

ARGS = TRIBES + ("own", "other", "start", "1", "2", "3", "4", "5", "6")
# the lengths of complete entries ("end" alone, drawn by the device, is legal but never offered)
ARITY = {"travel": (1,), "settle": (1,), "build": (1,), "migrate": (2,), "use": (1, 2),
         "halve": (1,), "end": (2, 1)}


def new(seed, edition):
    text = "game babel\nplayers white black\noption edition %s\nseed %d\n" % (edition, seed)
    return Session(parse(text, lambda g: babel.WORDS), babel)


def actor(st):
    return flow.active(st)


def pick(st, seat, r):
    words = []
    while True:
        ch = views.choices(st, seat, words)
        if not ch:
            return words
        if not words and len(ch) > 1 and "end" in ch and r.random() < 0.8:
            ch = [c for c in ch if c != "end"]
        words.append(r.choice(ch))


def play(seed, edition, limit=2000):
    r = random.Random(seed)
    s = new(seed, edition)
    while not s.ended() and len(s.record) < limit:
        seat = actor(s.state)
        s.apply_words(seat, pick(s.state, seat, r))  # never refused: choices offer only legal entries
        check(s.state)
    return s


def accepted(st, seat, words):
    if seat != flow.active(st):
        return False
    if st["flow"]["prompts"] and words[0] != "discard":
        return False
    try:
        babel.COMMANDS[words[0]](clone(st), seat, list(words[1:]))
    except Illegal:
        return False
    return True


def entries(n, args=ARGS):
    if n == 0:
        return [[]]
    return [[a] + rest for a in args for rest in entries(n - 1, args)]


def norm(words):
    """Temple draws may be entered in any order."""
    if words and words[0] == "end":
        return tuple(["end"] + sorted(words[1:]))
    return tuple(words)


def offered(st, seat, words=()):
    ch = views.choices(st, seat, list(words))
    if not ch:
        return {norm(words)} if words else set()
    out = set()
    for w in ch:
        out |= offered(st, seat, list(words) + [w])
    return out


def test_random_games_end_and_keep_every_card():
    ends = {}
    for edition in ("german", "dutch"):
        for seed in range(30):
            s = play(seed, edition)
            assert s.ended(), (edition, seed)
            ends[s.state["over"]] = ends.get(s.state["over"], 0) + 1
    assert ends.get("quarry", 0) > 0 and ends.get("15", 0) > 0


def test_choices_are_exactly_the_legal_entries():
    r = random.Random(5)
    checked = 0
    for edition in ("german", "dutch"):
        for seed in range(4):
            s = new(100 + seed, edition)
            while not s.ended() and len(s.record) < 400:
                st = s.state
                if len(s.record) % 3 == 0:
                    for seat in (0, 1):
                        legal = set()
                        arity = dict(ARITY)
                        if st["flow"]["prompts"]:
                            arity["discard"] = (st["flow"]["prompts"][0][2],)
                        for verb in arity:
                            for n in arity[verb]:
                                for args in entries(n, TRIBES if verb == "discard" else ARGS):
                                    if accepted(st, seat, [verb] + args):
                                        legal.add(norm([verb] + args))
                        assert offered(st, seat) == legal, (edition, seed, len(s.record), seat)
                        checked += 1
                seat = actor(st)
                s.apply_words(seat, pick(st, seat, r))
    assert checked > 100


def test_undo_redo_and_saves_reproduce_the_game():
    for edition in ("german", "dutch"):
        s = play(7, edition)
        text = to_text(s.record)
        again = Session(parse(text, lambda g: babel.WORDS), babel)
        assert again.state == s.state
        back = save.loads(save.dumps(s.record), lambda g: babel.WORDS)
        assert Session(back, babel).state == s.state
        states = []
        t = Session(parse("\n".join(header_lines(s.record)) + "\n", lambda g: babel.WORDS), babel)
        for k in range(len(s.record)):
            seat, words = s.record.entry(k)
            states.append(clone(t.state))
            t.apply_words(seat, words)
        for k in range(len(s.record) - 1, -1, -1):
            t.undo()
            assert t.state == states[k]
        for k in range(len(s.record)):
            t.redo()
        assert t.state == s.state
