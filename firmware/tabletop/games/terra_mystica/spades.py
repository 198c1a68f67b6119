# Spades: gained, bought at the digging price, used to terraform (transform, dig); tunnelling /
# carpet flight; the advance command (digging, and shipping with it).

from tabletop.core.errors import Illegal
from tabletop.games.terra_mystica import factions as F
from tabletop.games.terra_mystica.tiles import round_vp
from tabletop.games.terra_mystica.words import annotations


def gain_spades(state, p, n):
    # Spades gained (any source): pool + SCORE1, Halflings, Alchemists' stronghold.
    if n <= 0:
        return
    p["spades"] += n
    round_vp(state, p, "spade", n)
    if p["f"] == "halflings":
        p["VP"] += n
    if p["f"] == "alchemists" and p["SH"]:
        F.gain_power(p, 2 * n)


def buy_spades(state, p, n):
    # Pay for n spades at the digging price (Darklings: priests, +2 VP each).
    if n <= 0:
        return
    if p["f"] == "darklings":
        F.pay(p, "P", n)
        p["VP"] += 2 * n
    else:
        F.pay(p, "W", n * (3 - p["dig"]))
    gain_spades(state, p, n)


def use_spades(state, p, n):
    # Terraform needing n spades: take them from the pool, buy the rest.
    if p["f"] == "giants" and n > 0:
        n = 2
    if n > p["spades"]:
        if state["flow"]["phase"] == "spades":
            raise Illegal("cult bonus spades cannot be topped up: you have %d" % p["spades"])
        buy_spades(state, p, n - p["spades"])
    p["spades"] -= n


def reach(p, how):
    # Dwarves' tunnelling / Fakirs' carpet flight: extra cost, +4 VP.
    if how == "tunnel":
        if p["f"] != "dwarves":
            raise Illegal("only the Dwarves tunnel")
        F.pay(p, "W", 1 if p["SH"] else 2)
    else:
        if p["f"] != "fakirs":
            raise Illegal("only the Fakirs fly carpets")
        F.pay(p, "P", 1)
    p["VP"] += 4


def do_transform(state, seat, args):
    p = state["players"][seat]
    a = annotations(state, args)
    if a["how"]:
        if state["flow"]["phase"] == "spades":
            raise Illegal("no tunnelling or carpet flight with cult bonus spades")
        reach(p, a["how"])
    if p["act"] == "actn":
        p["act"] = ""  # the Nomads' sandstorm: desert for free, and "not a spade" (rulebook)
    else:
        use_spades(state, p, 1 if a["spades"] is None else a["spades"])
    p["did"] |= 2  # a dwelling may follow on the terraformed space


def do_advance(state, seat, args):
    p = state["players"][seat]
    f = p["f"]
    what = args[0] if args else ""
    if what in ("ship", "shipping"):  # snellman writes the long forms too
        top = F.row(f)[F.SHIP + 1]
        if p["ship"] >= top:
            raise Illegal("shipping is at its highest level" if top else "the %s cannot ship" % f)
        F.pay(p, "C", 4)
        F.pay(p, "P", 1)
        F.ship_up(p)
    elif what in ("dig", "digging"):
        r = F.row(f)
        if p["dig"] >= r[F.DIG]:
            raise Illegal("digging is at its highest level for the %s" % f)
        w, c, pr = r[F.DIG + 1], r[F.DIG + 2], r[F.DIG + 3]
        F.pay(p, "W", w)
        F.pay(p, "C", c)
        F.pay(p, "P", pr)
        p["dig"] += 1
        p["VP"] += 6
    else:
        raise Illegal("advance ship or advance dig")


def reach_word(p):
    # the word of the faction's way to a space beyond its reach: the Dwarves' tunnel, the Fakirs'
    # carpet (or None)
    return {"dwarves": "tunnel", "fakirs": "carpet"}.get(p["f"])


def transforms(p):
    # a terraforming, one push each: with one spade, with more (then 2 or 3), by tunnel or carpet
    w = reach_word(p)
    return ["transform", "transform spades"] + (["transform " + w] if w else [])
