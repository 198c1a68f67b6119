"""After the Flood: expanding an empire (attack, reinforce, destroy), battles (roll, stop), and
phase 5's city expansions."""

from tabletop.core import flow, rng
from tabletop.core.errors import Illegal
from tabletop.games import after_the_flood_base as B
from tabletop.games import after_the_flood_data as D
from tabletop.games.after_the_flood_turn import can_expand, cities_of, expansion_vp

NR = len(D.REGIONS)


def attack(state, seat, args):
    """attack AREA: from an adjacent area with own armies; empty: move in, else a battle."""
    a = B.area(args, 0)
    B.no_more(args, 1)
    ad, cost = B.step(state, seat, 1)
    ok = False
    for s in D.sources(a):
        if state["ao"][s] == seat:
            ok = True
    if not ok:
        raise Illegal("none of your armies is next to %s" % args[0])
    if state["ao"][a] == seat:
        raise Illegal("your armies hold %s already" % args[0])
    B.take_step(state, seat, ad, cost)
    B.put_armies(state, seat, a, 1, 1)


def roll(state, seat, args):
    """roll D1 D2: the attacker's two dice as rolled at the table."""
    _battle(state, seat)
    if not args:  # older records: "roll" alone was the device's roll
        _dice(state, seat, rng.die(state), rng.die(state))
        return
    d1 = B.number(args, 0, "a die", 1, 6)
    d2 = B.number(args, 1, "a die", 1, 6)
    B.no_more(args, 2)
    _dice(state, seat, d1, d2)


def autoroll(state, seat, args):
    """autoroll: the device rolls the attacker's two dice."""
    _battle(state, seat)
    B.no_more(args, 0)
    _dice(state, seat, rng.die(state), rng.die(state))


def _battle(state, seat):
    B.acting(state, seat)
    if state["battle"] < 0:
        raise Illegal("no battle to roll for")


def _dice(state, seat, d1, d2):
    a = state["battle"]
    p = state["players"][seat]
    need = 5 if B.better(state, seat, state["ao"][a]) else 7
    hit = d1 + d2 >= need
    state["roll"] = [d1, d2, need]
    if hit:
        state["an"][a] -= 1
        if state["an"][a] == 0:
            state["ao"][a] = -1
            n = state["pend"] if p["front"] >= state["pend"] else p["front"]
            if n:
                B.put_armies(state, seat, a, n, n)
            B.battle_over(state)
    else:
        p["front"] -= 1
        if p["front"] == 0:
            B.battle_over(state)


def stop(state, seat, args):
    B.acting(state, seat)
    B.no_more(args, 0)
    if state["battle"] < 0:
        raise Illegal("no battle to stop")
    B.battle_over(state)


def reinforce(state, seat, args):
    """reinforce AREA: a second army where you have exactly one."""
    a = B.area(args, 0)
    B.no_more(args, 1)
    ad, cost = B.step(state, seat, 1)
    if state["ao"][a] != seat or state["an"][a] != 1:
        raise Illegal("reinforce an area holding exactly 1 of your armies")
    B.take_step(state, seat, ad, cost)
    state["players"][seat]["front"] -= 1
    state["an"][a] = 2


def destroy_cost(state, victim):
    c = cities_of(state, victim)
    return 3 if D.SHURUPPAK in c and len(c) >= 2 else 2


def destroy(state, seat, args):
    """destroy CITY: where your armies stand; 2 armies (3 against a Shuruppak owner)."""
    c = B.city(args, 0)
    B.no_more(args, 1)
    ad, step = B.step(state, seat, 0)
    v = state["city"][c]
    if v < 0 or v == seat:
        raise Illegal("no enemy city in %s" % args[0])
    if state["ao"][NR + c] != seat:
        raise Illegal("your armies must stand in %s" % args[0])
    cost = destroy_cost(state, v)
    p = state["players"][seat]
    if p["front"] < step + cost:
        raise Illegal("destroying this city costs %d armies%s: you have %d"
                      % (cost, " + 1 for the step" if step else "", p["front"]))
    B.take_step(state, seat, ad, step)
    p["front"] -= cost
    state["city"][c] = -1
    state["exp"][c] = 0


def luxury(state, seat, args):
    """luxury RES: one more different luxury for the next city expansion (before 'expand')."""
    r = B.resource(args, 0)
    B.no_more(args, 1)
    lux = state["lux"]
    if r not in D.LUXURY:
        raise Illegal("%s is not a luxury (tool oil gold lapis)" % D.RES[r])
    if r in lux:
        raise Illegal("the luxuries must all be different: %s is given" % D.RES[r])
    B.have(state["players"][seat], r)
    lux.append(r)


def expand_city(state, seat, args):
    """expand CITY: phase 5, 2 wood plus the luxuries given before: 4/7/10/14/20 VP."""
    c = B.city(args, 0)
    if state["city"][c] != seat:
        raise Illegal("you have no city in %s" % args[0])
    if state["exp"][c]:
        raise Illegal("the city in %s is expanded already" % args[0])
    p = state["players"][seat]
    if p["res"][D.WOOD] < 2:
        raise Illegal("a city expansion needs 2 wood: you have %d" % p["res"][D.WOOD])
    lux = state["lux"] + [B.resource(args, i) for i in range(1, len(args))]  # older records
    for r in lux:
        if r not in D.LUXURY:
            raise Illegal("%s is not a luxury (tool oil gold lapis)" % D.RES[r])
        if lux.count(r) > 1:
            raise Illegal("the luxuries must all be different")
        B.have(p, r)
    B.spend(state, p, D.WOOD, 2)
    for r in lux:
        B.spend(state, p, r)
    v = expansion_vp(len(lux))
    state["lux"] = []
    state["exp"][c] = 1
    p["score"] += v
    p["city_vp"] += v
    if not can_expand(state, seat):
        flow.end_turn(state)
