# Assyria: the numbers of the rulebook and the cards, plus small helpers shared by the rules.
#
# Sources: the German rulebook (tests and docs/games/assyria.md quote it) and the reference
# tables for card and board numbers. Everything is an int; the state is plain dicts and lists.

from tabletop.core.errors import Illegal

HUTS = 10  # huts per player
BASES = 4  # ziggurat bases per player (one is placed at the start)
ZONES = ("upper", "lower", "between", "outside")  # where a hut stands: two rivers, fertile land, dry land
WELLS = (0, 0, 8, 12, 16)  # well supply by number of players
DRAFT = (0, 0, 3, 3, 4)  # food cards drawn for the initial pick (rulebook: 3 with 2 or 3 players)
ROW = (0, 0, 3, 4, 5)  # food cards per sowing row; one column more than players
FIRST_CARD = 4  # the expansion card fixed in turn 1
DECK = (2, 3, 4)  # values of the shuffled expansion cards ...
DECK_COUNT = (2, 4, 2)  # ... and how many of each
BONUS = 4  # the bonus card, 4 players only, added in reigns 2 and 3
REIGN_END = (2, 5, 8)  # turns after which a flood ends a reign
TURNS = 8
WELL_VP = (6, 5, 4)  # prestige for a well built in reign 1 / 2 / 3
CAMELS_MAX = 10
# dignitaries of Assur: (word, camels, slots, influence per hut)
COURT = (("high", 4, 3, 3), ("middle", 3, 4, 2), ("low", 2, 6, 1))
HIGH_VP = (0, 1, 4, 8)  # prestige for 0..3 huts at the high dignitary
BUILD = (("base", 6), ("centre", 3), ("roof", 2))  # ziggurat tiles in order and their cost
OFFER_MAX = 7  # offerings track
OFFER_TURN = 3  # camels offered per player turn at most
OFFER_X = (0, 1, 2, 2, 3, 3, 3, 4)  # multiplier by track position
PLOW_COST = 2
# score categories (the final screen's breakdown)
CATS = ("huts", "ziggurats", "wells", "Assur", "dignitaries", "offerings", "end bonus")
C_HUTS = 0
C_ZIGG = 1
C_WELLS = 2
C_ASSUR = 3
C_DIGN = 4
C_OFFER = 5
C_END = 6


def new_now(state, need=0):
    # what the active player did so far in this expansion or actions turn (one player at a time,
    # so it is kept once, not per player: smaller checkpoints)
    state["now"] = {
        "need": need,  # huts to place this expansion
        "placed": 0,
        "wells": 0,  # wells built this expansion (no famine or feeding after one)
        "food": 0,  # food cards bought this turn
        "offered": 0,  # camels offered this turn
        "grown": [],  # ziggurats (indices) built or raised this turn
    }
    return state["now"]


def reign(state):
    t = state["flow"]["round"]
    if t <= REIGN_END[0]:
        return 1
    if t <= REIGN_END[1]:
        return 2
    return 3


def reign_ends(state):
    return state["flow"]["round"] in REIGN_END


def on_board(p):
    return p["upper"] + p["lower"] + p["between"] + p["outside"]


def at_court(state, seat):
    # Huts of `seat` at the high, middle and low dignitary.
    return [state["court"][i].count(seat) for i in range(3)]


def stock(state, seat):
    # Huts in the player's camp: neither on the board nor at court.
    p = state["players"][seat]
    return HUTS - on_board(p) - sum(at_court(state, seat))


def tiles(p):
    return sum(p["zigs"])


def score(state, seat):
    return sum(state["players"][seat]["vp"])


def number(args, i, lo, hi, what):
    # args[i] as an int lo..hi, or a refusal naming `what`.
    if len(args) <= i:
        raise Illegal("say how many %s (%d to %d)" % (what, lo, hi))
    w = args[i]
    if not w.isdigit() or int(w) < lo or int(w) > hi:
        raise Illegal("%s: %d to %d, not %s" % (what, lo, hi, w))
    return int(w)


def word(args, i, allowed, what):
    if len(args) <= i or args[i] not in allowed:
        raise Illegal("%s: one of %s" % (what, " ".join(allowed)))
    return args[i]


def no_more(args, n):
    if len(args) > n:
        raise Illegal("too many words: %s" % " ".join(args[n:]))


def pay(p, camels, what):
    if p["camels"] < camels:
        raise Illegal("not enough camels for %s: %d needed, you have %d" % (what, camels, p["camels"]))
    p["camels"] -= camels


def add_camels(p, n):
    # Camels gained, the track stops at 10; returns the camels actually gained.
    got = min(n, CAMELS_MAX - p["camels"])
    if got < 0:
        got = 0
    p["camels"] += got
    return got


def log(state, line):
    state["log"].append(line)


def name(state, seat):
    return state["names"][seat]
