# Assyria: setup, the expansion card, sowing and harvest, and the expansion phase.

from tabletop.core import flow, rng
from tabletop.core.errors import Illegal
from tabletop.games import assyria_rules as R


def setup(state, seats, options):
    n = len(seats)
    state["players"] = [R.new_player() for _ in seats]
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
    # the turn order track is filled at random; each player's starting ziggurat base is in
    # new_player() (which start space it stands on does not matter for the scores)
    flow.set_order(state, rng.shuffle(state, list(range(n))))


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
    for p in state["players"]:
        p["grown"] = [0] * len(p["zigs"])
        p["placed"] = 0
        p["need"] = 0
        p["step"] = 0
        p["new_wells"] = 0
        p["food"] = 0
        p["offered"] = 0
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


# --- expansion ---------------------------------------------------------------------------------
def expansion_begin(state):
    state["log"] = []


def expansion_turn(state, seat):
    state["players"][seat]["need"] = min(state["card"], R.stock(state, seat))


def hut(state, seat, args):
    p = state["players"][seat]
    z = R.word(args, 0, R.ZONES, "where the huts stand")
    left = p["need"] - p["placed"]
    if left == 0:
        raise Illegal("all %d new huts are placed (card %d, huts in camp)" % (p["need"], state["card"]))
    n = R.number(args, 1, 1, left, "huts")
    R.no_more(args, 2)
    p[z] += n
    p["placed"] += n


def _placed_all(p):
    left = p["need"] - p["placed"]
    if left > 0:
        raise Illegal("place %d more hut%s first" % (left, "s" if left > 1 else ""))


def starve(state, seat, args):
    # Famine: unfed huts go back to the camp.
    p = state["players"][seat]
    z = R.word(args, 0, R.ZONES, "where the unfed huts stand")
    _placed_all(p)
    if p["step"] > 1:
        raise Illegal("the famine comes before the wells")
    if p[z] == 0:
        raise Illegal("you have no hut %s" % zone_text(z))
    n = R.number(args, 1, 1, p[z], "unfed huts " + zone_text(z))
    R.no_more(args, 2)
    p[z] -= n
    p["step"] = 1


def zone_text(z):
    if z == "upper" or z == "lower":
        return "on the %s river" % z
    return z + " the rivers"


def plow(state, seat, args):
    # The plow card fed a hut: it goes back to the plow field.
    p = state["players"][seat]
    R.no_more(args, 0)
    _placed_all(p)
    if p["step"] > 1:
        raise Illegal("feeding comes before the wells")
    if not p["plow"]:
        raise Illegal("you hold no plow card")
    p["plow"] = 0
    state["plows"] += 1
    p["step"] = 1


def well(state, seat, args):
    p = state["players"][seat]
    R.no_more(args, 0)
    _placed_all(p)
    if state["wells"] == 0:
        raise Illegal("no well is left in the supply")
    if R.on_board(p) < 3:
        raise Illegal("a well needs three of your huts around it; you have %d" % R.on_board(p))
    if R.on_board(p) == p["between"]:
        raise Illegal("no well between the rivers: all your huts stand there")
    state["wells"] -= 1
    p["wells"] += 1
    p["new_wells"] += 1
    p["step"] = 2


def expansion_done(state, seat):
    # Income in camels and prestige for the huts, ziggurat tiles and new wells.
    p = state["players"][seat]
    _placed_all(p)
    terms = []
    for z in ("upper", "lower"):
        for k in range(p[z]):
            terms.append(3 if k == 0 else 2)
    income = sum(terms)
    got = R.add_camels(p, income)
    line = "%s: income %s = %d camels" % (R.name(state, seat), "+".join([str(t) for t in terms]) or "0", income)
    if got < income:
        line += " (track full at %d: %d gained)" % (R.CAMELS_MAX, got)
    R.log(state, line)
    wv = R.WELL_VP[R.reign(state) - 1]
    terms = ["2"] * p["between"] + ["1"] * p["outside"] + ["1"] * R.tiles(p) + [str(wv)] * p["new_wells"]
    huts = 2 * p["between"] + p["outside"]
    wells = wv * p["new_wells"]
    p["vp"][R.C_HUTS] += huts
    p["vp"][R.C_ZIGG] += R.tiles(p)
    p["vp"][R.C_WELLS] += wells
    R.log(state, "%s: prestige %s = %d" % (R.name(state, seat), "+".join(terms) or "0", huts + R.tiles(p) + wells))
    flow.end_turn(state)
