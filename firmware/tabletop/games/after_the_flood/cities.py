# After the Flood: cities: building one (phase 3) and destroying one (a step of an empire).

from tabletop.core.errors import Illegal
from tabletop.games.after_the_flood import base as B, data as D, expand as X
from tabletop.games.after_the_flood.base import cities_of, pool


def city(state, seat, args):
    # city AREA [OLD]: a city on a Sumerian region; OLD is taken off first when all 4 are out.
    B.begin(state, seat, "city")
    c = D.city(args, 0)
    mine = cities_of(state, seat)
    old = -1
    if len(args) > 1:
        old = D.city(args, 1)
        if state["city"][old] != seat:
            raise Illegal("you have no city in %s" % D.SUMER[old])
        if len(mine) < D.CITIES:
            raise Illegal("you still have cities to build: no need to take one off")
    elif len(mine) >= D.CITIES:
        raise Illegal("all your cities are built: name one to take off (city %s OLD)" % D.SUMER[c])
    D.no_more(args, 2)
    if state["city"][c] >= 0 and c != old:
        raise Illegal("%s already has a city" % D.SUMER[c])
    o = state["ao"][D.NR + c]
    if o >= 0 and o != seat:
        raise Illegal("%s holds enemy armies" % D.SUMER[c])
    if old >= 0:
        state["city"][old] = -1
        state["exp"][old] = 0
    state["city"][c] = seat
    p = state["players"][seat]
    if args[0] == "eridu" and pool(p) > 0:  # a tool maker from the supply
        p["w"][D.TOOLS] += 1
    if c == D.URUK and pool(p) > 0 and p["w"][D.SCRIBES] + p["w"][D.SCRIBES_R] < 2:
        p["w"][D.SCRIBES_R] += 1
    B.finish(state)


def destroy_cost(state, victim):
    c = cities_of(state, victim)
    return 3 if D.SHURUPPAK in c and len(c) >= 2 else 2


def destroy(state, seat, args):
    # destroy CITY: where your armies stand; 2 armies (3 against a Shuruppak owner).
    c = D.city(args, 0)
    D.no_more(args, 1)
    ad, step = X.step(state, seat, 0)
    v = state["city"][c]
    if v < 0 or v == seat:
        raise Illegal("no enemy city in %s" % args[0])
    if state["ao"][D.NR + c] != seat:
        raise Illegal("your armies must stand in %s" % args[0])
    cost = destroy_cost(state, v)
    p = state["players"][seat]
    if p["front"] < step + cost:  # (two texts, each a sentence of its own in German and Dutch)
        if step:
            raise Illegal("destroying this city costs %d armies + 1 for the step: you have %d"
                          % (cost, p["front"]))
        raise Illegal("destroying this city costs %d armies: you have %d" % (cost, p["front"]))
    X.take_step(state, seat, ad, step)
    p["front"] -= cost
    state["city"][c] = -1
    state["exp"][c] = 0
