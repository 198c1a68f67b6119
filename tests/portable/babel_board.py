# Helpers for Babel tests: sessions from record lines, and positions set up directly.
from tests.portable.checks import refused, refused_rule  # noqa: F401 (refused re-exported)
from tabletop.core.session import Session
from tabletop.core.text import parse
from tabletop.games import babel
from tabletop.games.babel.cards import PER_TRIBE, TRIBES, quarry_left, rescore

LETTERS = "MSHPA"  # Medes, Sumerians, Hittites, Persians, Assyrians (= site order)


def game(lines="", edition="german"):
    text = "game babel\nplayers white black\noption edition %s\n" % edition
    return Session(parse(text + lines, lambda g: babel.WORDS), babel)


def cards(letters):
    return [LETTERS.index(c) for c in letters]


def letters(col):
    return "".join([LETTERS[t] for t in col])


def place(s, seat, pawn=-1, hand=None, people=None, temple=None, store=None):
    """Put seat's pieces directly into session s's state (a position from the middle of a game).

    people/temple: {site letter: "SSA" / [1, 2]}. The start card counts as built. Call fix(s) after.
    """
    p = s.state["players"][seat]
    p["pawn"] = pawn
    p["start"] = False
    if hand is not None:
        p["hand"] = hand
        p["shown"] = hand
    for k in people or {}:
        p["people"][LETTERS.index(k)] = cards(people[k])
    for k in temple or {}:
        p["temple"][LETTERS.index(k)] = list(temple[k])
    if store is not None:
        p["store"] = list(store)


def fix(s):
    """Make the piles agree with the placed pieces: 60 people cards, 45 temple cards."""
    st = s.state
    ps = st["players"]
    n = 0
    pool = [10, 9, 8, 7, 6, 5]
    for p in ps:
        n += p["hand"] + sum([len(c) for c in p["people"]])
        for lv in p["store"] + [x for t in p["temple"] for x in t] + [1] * p["start"]:
            pool[lv - 1] -= 1
    st["deck"] = PER_TRIBE * len(TRIBES) - n - sum(st["discard"])
    st["pool"] = pool
    rescore(st)
    check(st)


def check(st):
    """Every card is somewhere, exactly once."""
    ps = st["players"]
    people = st["deck"] + sum(st["discard"]) + sum([p["hand"] + sum([len(c) for c in p["people"]]) for p in ps])
    assert people == 60, people
    temples = quarry_left(st)
    for p in ps:
        temples += len(p["store"]) + (1 if p["start"] else 0) + sum([len(t) for t in p["temple"]])
    assert temples == 45, temples
    assert min(st["pool"]) >= 0 and st["deck"] >= 0


def refused_here(st, seat, line):
    """The rule itself refuses (on a position set up directly) without touching the state."""
    words = line.split()
    return refused_rule(st, babel.COMMANDS[words[0]], seat, words[1:])

