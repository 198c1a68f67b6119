# The plain actions of a turn: travel, settle, build, migrate, end; and the halving answer.

from tabletop.core import flow, rng
from tabletop.core.errors import Illegal
from tabletop.games.babel.cards import (
    TRIBES, TOP, draw_people, dutch, level_word, need_unseen, other, quarry_left, rescore, site_here,
    top_of, tribe,
)

SOURCES = ("own", "other", "start")


def begin_turn(state, seat):
    # Phase 1 of a turn: draw 3 people cards.
    state["migrated"] = False
    draw_people(state, seat, 3)


def one_word(args, what):
    if len(args) != 1:
        raise Illegal("name one %s" % what)
    return args[0]


def play_card(state, seat, t):
    p = state["players"][seat]
    if p["hand"] < 1:
        raise Illegal("you have no people card in hand")
    need_unseen(state, t)
    p["hand"] -= 1


def travel(state, seat, args):
    t = tribe(one_word(args, "people (the card you discard)"))
    if state["players"][seat]["pawn"] == t:
        raise Illegal("your pawn is already at the %s" % TRIBES[t])
    play_card(state, seat, t)
    state["discard"][t] += 1
    state["players"][seat]["pawn"] = t


def settle(state, seat, args):
    t = tribe(one_word(args, "people card to settle"))
    site = site_here(state, seat)
    play_card(state, seat, t)
    state["players"][seat]["people"][site].append(t)


def source_top(state, seat, src):
    # Level of the temple card on top of source `src` (own, other, start).
    p = state["players"][seat]
    if src == "start":
        if not p["start"]:
            raise Illegal("your level-1 start card is already built")
        return 1
    if src == "own":
        store = p["store"]
    elif src == "other":
        store = state["players"][other(seat)]["store"]
    else:
        raise Illegal("build from: own, other or start (not %r)" % src)
    if not store:
        raise Illegal("the %s temple store is empty" % ("other" if src == "other" else "own"))
    return store[-1]


def take(state, seat, src):
    p = state["players"][seat]
    if src == "start":
        p["start"] = False
    elif src == "own":
        p["store"].pop()
    else:
        state["players"][other(seat)]["store"].pop()


def check_build(state, seat, src, step, extra):
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
    n = len(p["people"][site]) + extra
    if n < want:
        raise Illegal("level %d needs %d of your people at the %s, there are %d"
                      % (want, want, TRIBES[site], n))
    return want


def put_temple(state, seat, src, level):
    site = state["players"][seat]["pawn"]
    take(state, seat, src)
    state["players"][seat]["temple"][site].append(level)
    rescore(state)


def build(state, seat, args):
    src = one_word(args, "source: own, other or start")
    level = check_build(state, seat, src, 1, 0)
    put_temple(state, seat, src, level)


def migrate(state, seat, args):
    if len(args) != 2:
        raise Illegal("migrate FROM TO: two sites")
    a = tribe(args[0])
    b = tribe(args[1])
    if state["migrated"]:
        raise Illegal("only one migration per turn")
    if a == b:
        raise Illegal("migrate to another site")
    cols = state["players"][seat]["people"]
    if len(cols[a]) < 3:
        raise Illegal("migration moves exactly 3 cards: you have %d at the %s" % (len(cols[a]), TRIBES[a]))
    cols[b].extend(cols[a][-3:])
    cols[a] = cols[a][:-3]
    state["migrated"] = True


def forced_draw(state, n):
    # The known cards the next n quarry draws give, in draw order.
    q = state["quarry"]
    out = []
    for i in range(min(n, len(q))):
        out.append(q[len(q) - 1 - i])
    return out


def start_fits(state, seat):
    # The start card can be built now without playing a card. It must be built in the first turn,
    # but hands are secret: where it would take cards, the companion cannot tell, and lets the turn
    # end (the card stays with its owner, who may build it later).
    try:
        check_build(state, seat, "start", 1, 0)
    except Illegal:
        return False
    return True


def end(state, seat, args):
    # Phase 3: draw 2 temple cards (entered, or drawn here) onto your store, the smaller on top.
    p = state["players"][seat]
    if p["start"] and start_fits(state, seat):
        raise Illegal("build your level-1 start card first: it fits at the %s now" % TRIBES[p["pawn"]])
    n = quarry_left(state)
    if n > 2:
        n = 2
    forced = forced_draw(state, n)
    pool = state["pool"]
    rest = []  # the levels drawn from the unknown part of the pile
    if args:
        if len(args) != n:
            raise Illegal("enter the %d temple card%s you drew" % (n, "s" if n > 1 else ""))
        rest = [level_word(a) for a in args]
        for lv in forced:
            if lv not in rest:
                raise Illegal("the quarry pile has a level %d on top (returned by the Assyrians)" % lv)
            rest.remove(lv)
        for lv in rest:
            if rest.count(lv) > pool[lv - 1]:
                raise Illegal("no level %d card is left in the quarry" % lv)
    while len(forced) + len(rest) < n:
        k = rng.draw(state, sum(pool) - len(rest))
        lv = 1
        while k >= pool[lv - 1] - rest.count(lv):
            k -= pool[lv - 1] - rest.count(lv)
            lv += 1
        rest.append(lv)
    for lv in forced:
        state["quarry"].pop()
    for lv in rest:
        pool[lv - 1] -= 1
    got = forced + rest
    got.sort()
    for i in range(len(got) - 1, -1, -1):  # the smaller card ends on top
        p["store"].append(got[i])
    p["shown"] = p["hand"] if p["hand"] >= 4 else -1  # Dutch: announced when 4 or more
    if quarry_left(state) == 0:
        state["over"] = "quarry"
    flow.end_turn(state)


def discard(state, seat, args):
    # Answer to a halving: the tribes of the cards you discard (face up).
    asks = flow.prompts_for(state, seat)
    if not asks:
        raise Illegal("nobody asked you to discard")
    k = asks[0][2]
    if len(args) != k:
        raise Illegal("discard exactly %d cards (name their peoples)" % k)
    ts = [tribe(a) for a in args]
    for t in ts:
        need_unseen(state, t, ts.count(t))
    flow.answer(state, seat, "discard")
    state["players"][seat]["hand"] -= k
    for t in ts:
        state["discard"][t] += 1
