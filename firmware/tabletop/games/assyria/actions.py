# Assyria: the actions phase, paid in camels (unspent camels carry over): dignitaries, offerings,
# purchases (the ziggurats: assyria/ziggurats.py).

from tabletop.core import flow
from tabletop.core.errors import Illegal
from tabletop.games.assyria import rules as R
from tabletop.games.assyria.expand import expansion_done

FOOD = ("1", "2", "3", "wild")  # a leftover food card by its symbols; 1 camel for one symbol, else 2


def food_price(kind):
    return 1 if kind == "1" else 2


def court(state, seat, args):
    # court high|middle|low: a hut from the camp goes to the top free slot of that dignitary.
    words = [c[0] for c in R.COURT]
    w = R.word(args, 0, words, "dignitary")
    R.no_more(args, 1)
    i = words.index(w)
    d = R.COURT[i]
    if len(state["court"][i]) >= d[2]:
        raise Illegal("all %d places at the %s dignitary are taken" % (d[2], w))
    if R.stock(state, seat) == 0:
        raise Illegal("you have no hut left in your camp")
    R.pay(state["players"][seat], d[1], "the %s dignitary" % w)
    state["court"][i].append(seat)


def offer(state, seat, args):
    p = state["players"][seat]
    now = state["now"]
    room = min(R.OFFER_TURN - now["offered"], R.OFFER_MAX - p["offer"])
    if room <= 0:
        if p["offer"] == R.OFFER_MAX:
            raise Illegal("your offerings are at the top of the track (%d)" % R.OFFER_MAX)
        raise Illegal("at most %d camels of offerings per turn" % R.OFFER_TURN)
    n = R.number(args, 0, 1, room, "camels to offer")
    R.no_more(args, 1)
    R.pay(p, n, "%d offering%s" % (n, "s" if n > 1 else ""))
    p["offer"] += n
    now["offered"] += n


def buy(state, seat, args):
    # buy plow | buy food 1|2|3|wild (a food card left over from the harvest).
    p = state["players"][seat]
    what = R.word(args, 0, ("plow", "food"), "buy")
    if what == "plow":
        R.no_more(args, 1)
        if p["plow"]:
            raise Illegal("you already hold a plow card (at most one)")
        # plows on the field = players - plows held: one is there for anyone without
        R.pay(p, R.PLOW_COST, "a plow card")
        p["plow"] = 1
        state["plows"] -= 1
        return
    kind = R.word(args, 1, FOOD, "symbols on the food card")
    R.no_more(args, 2)
    if state["now"]["food"]:
        raise Illegal("only one food card per turn")
    if state["leftover"] == 0:
        raise Illegal("both leftover food cards are bought")
    R.pay(p, food_price(kind), "this food card")
    state["now"]["food"] = 1
    state["leftover"] -= 1


def actions_turn(state, seat):
    R.new_now(state)


def done(state, seat, args):
    R.no_more(args, 0)
    if state["flow"]["phase"] == "expansion":
        expansion_done(state, seat)
        return
    flow.end_turn(state)
