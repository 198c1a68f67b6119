# Assyria: setup and the start pick, the start of a turn (expansion card), sowing and harvest.

from tabletop.core import flow
from tabletop.core import registry as rng  # the PRNG
from tabletop.core.errors import Illegal
from tabletop.games.assyria import rules as R


def new_player():
    return {
        "vp": [0, 0, 0, 0, 0, 0, 0],  # prestige by category (CATS)
        "camels": 0,
        "upper": 0,  # huts on the upper river
        "lower": 0,  # huts on the lower river
        "between": 0,  # huts between the rivers (2 prestige each)
        "outside": 0,  # huts outside the rivers (1 prestige each)
        "zigs": [1],  # level of each ziggurat: 1 base, 2 centre, 3 roof; the start base
        "wells": 0,  # wells built in the game
        "offer": 0,  # offerings track 0..7
        "plow": 1,  # plow card held (0/1)
    }


def setup(state, seats, options):
    n = len(seats)
    state["players"] = [new_player() for _ in seats]
    state["names"] = list(seats)
    state["court"] = [[], [], []]  # seats at the high/middle/low dignitary, top slot first
    state["wells"] = R.WELLS[n]  # well supply
    state["plows"] = 0  # plow cards on the plow field (every player starts with one)
    state["deck"] = list(R.DECK_COUNT)  # expansion cards not yet drawn, by value
    state["card"] = R.FIRST_CARD  # this turn's expansion card
    state["cards"] = []  # expansion cards of this reign
    state["columns"] = [-1] * (n + 1)  # seat on each harvest column, -1 free
    state["leftover"] = 2  # unharvested food cards still for sale this turn
    state["log"] = []  # what the device computed since the last expansion began
    R.new_now(state)
    # the turn order track is filled at random; each player's starting ziggurat base is in
    # new_player() (which start space it stands on does not matter for the scores)
    # the first turn order: as decided at the table (option first-order as-seated: the seats
    # in the order entered) or drawn by the device (the default)
    order = list(range(n))
    flow.set_order(state, order if options.get("first-order") == "as-seated" else rng.shuffle(state, order))


# --- setup: the initial food card pick, last player first -------------------------------------
def draft_order(state):
    order = list(state["flow"]["order"])
    order.reverse()
    return order


def pick(state, seat, args):
    R.no_more(args, 0)
    flow.end_turn(state)


# --- start of a turn ---------------------------------------------------------------------------
def new_turn(state):
    t = state["flow"]["round"]
    R.new_now(state)
    state["columns"] = [-1] * (len(state["players"]) + 1)
    state["leftover"] = 2
    if t == 1:
        state["card"] = R.FIRST_CARD
        state["cards"] = [R.FIRST_CARD]
    else:
        state["card"] = 0  # the first player draws it (phase "card")
        if t - 1 in R.REIGN_END:
            state["cards"] = []


def needs_card(state):
    return state["flow"]["round"] > 1


def first_player(state):
    return [state["flow"]["order"][0]]


def card(state, seat, args):
    # The first player draws the next expansion card and says its value.
    v = R.number(args, 0, R.DECK[0], R.DECK[-1], "expansion card value")
    R.no_more(args, 1)
    i = v - R.DECK[0]
    if state["deck"][i] == 0:
        raise Illegal("no expansion card %d is left in the deck (left: %s)" % (v, deck_text(state)))
    state["deck"][i] -= 1
    state["card"] = v
    state["cards"].append(v)
    flow.end_turn(state)


def deck_text(state):
    out = []
    for i in range(len(R.DECK)):
        out += [str(R.DECK[i])] * state["deck"][i]
    return " ".join(out) or "none"


# --- harvest: each player takes a column; the columns set the new turn order -----------------
def free_columns(state):
    cols = state["columns"]
    return [c + 1 for c in range(len(cols)) if cols[c] < 0]


def take(state, seat, args):
    cols = state["columns"]
    c = R.number(args, 0, 1, len(cols), "column")
    R.no_more(args, 1)
    if cols[c - 1] >= 0:
        raise Illegal("column %d is taken by %s" % (c, R.name(state, cols[c - 1])))
    cols[c - 1] = seat
    flow.end_turn(state)


def harvest_end(state):
    flow.set_order(state, [s for s in state["columns"] if s >= 0])
