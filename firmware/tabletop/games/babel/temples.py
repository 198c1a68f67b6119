# Building temples: the level-1 start card, the own and the opponent's temple store.

from tabletop.core.errors import Illegal
from tabletop.games.babel.actions import one_word
from tabletop.games.babel.cards import TOP, TRIBES, other, rescore, site_here, top_of

SOURCES = ("own", "other", "start")


def store_of(state, seat, src):
    # The temple store a build from `src` takes its card from: own or other.
    if src == "own":
        return state["players"][seat]["store"]
    if src == "other":
        return state["players"][other(seat)]["store"]
    raise Illegal("build from: own, other or start (not %r)" % src)


def source_top(state, seat, src):
    # Level of the temple card on top of source `src` (own, other, start).
    if src == "start":
        if not state["players"][seat]["start"]:
            raise Illegal("your level-1 start card is already built")
        return 1
    store = store_of(state, seat, src)
    if not store:
        raise Illegal("the %s temple store is empty" % src)
    return store[-1]


def take(state, seat, src):
    if src == "start":
        state["players"][seat]["start"] = False
    else:
        store_of(state, seat, src).pop()


def check_build(state, seat, src, step):
    # The level a build from `src` adds at the pawn's site, `step` above the temple's top.
    site = site_here(state, seat)
    p = state["players"][seat]
    want = top_of(p["temple"][site]) + step
    if want > TOP:
        raise Illegal("no level %d: temples end at level 6" % want)
    have = source_top(state, seat, src)
    if have != want:
        raise Illegal("the temple at the %s needs level %d, the %s card is level %d"
                      % (TRIBES[site], want, src, have))
    n = len(p["people"][site])
    if n < want:
        raise Illegal("level %d needs %d of your people at the %s, there are %d"
                      % (want, want, TRIBES[site], n))
    return want


def fits(state, seat, src, step):
    # A build from `src`, `step` levels up, is possible now (without playing a card first).
    try:
        check_build(state, seat, src, step)
    except Illegal:
        return False
    return True


def put_temple(state, seat, src, level):
    site = state["players"][seat]["pawn"]
    take(state, seat, src)
    state["players"][seat]["temple"][site].append(level)
    rescore(state)


def build(state, seat, args):
    src = one_word(args, "source: own, other or start")
    level = check_build(state, seat, src, 1)
    put_temple(state, seat, src, level)
