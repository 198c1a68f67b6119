# The plain actions of a turn with people cards: draw at the start, travel, settle, migrate; and
# halving: instead of a people's ability, the opponent discards half his hand, and names the cards.

from tabletop.core import flow
from tabletop.core.errors import Illegal
from tabletop.games.babel.cards import TRIBES, draw_people, need_unseen, other, run_at, site_here, spend, tribe


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


def halve(state, seat, args):
    if len(args) != 1:
        raise Illegal("halve PEOPLE: the people whose 3 in a row you use")
    t = tribe(args[0])
    idx = run_at(state, seat, t)
    o = other(seat)
    k = state["players"][o]["hand"] // 2  # halved in the victim's favour: 5 -> keep 3
    if k < 1:
        raise Illegal("the opponent holds %d card(s): nothing to halve" % state["players"][o]["hand"])
    spend(state, seat, t, idx)
    flow.ask(state, o, "discard", k, ("discard",))


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
