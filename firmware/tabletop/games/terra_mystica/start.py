# Game start: each faction's board, the tiles in play, the setup turns' order.

from tabletop.core import registry as rng  # the PRNG
from tabletop.core.errors import Illegal
from tabletop.games.terra_mystica import factions as F
from tabletop.games.terra_mystica.setup_menu import FAVOR_COPIES, TOWN_COPIES, TOWN_COPIES_MINI, one_per_colour, start_vp


def new_player(f, vp):
    b = F.row(f)
    return {"f": f, "VP": vp, "C": b[0], "W": b[1], "P": b[2], "b": [b[3], b[4], 0],
            "cult": list(b[F.CULTS:F.CULTS + 4]), "cp": 0, "D": 0, "TP": 0, "TE": 0, "SH": 0, "SA": 0,
            "ship": b[F.SHIP], "dig": 0, "bon": 0, "fav": 0, "tw": "",
            "spades": 0, "pfav": 0, "pcult": 0, "offers": [], "bridges": 0,
            "done": "", "act": "", "did": 0, "nb": 0, "wait": 0, "net": 0, "fin": None}


def tile_list(word, what):
    out = []
    for w in word.split("-"):
        if not w.isdigit():
            raise Illegal("option %s: tile numbers joined by '-', like 2-7-3-8-6-5" % what)
        out.append(int(w))
    return out


def setup(state, seats, options):
    one_per_colour(seats)
    vp = options["start-vp"]
    state["seats"] = tuple(seats)  # constant: shared by every state copy
    state["players"] = []
    for f in seats:
        state["players"].append(new_player(f, start_vp(vp, f)))
    n = len(seats)
    hi = 10 if options["shipping-bonus"] == "yes" else 9
    if options["bonus"] == "random":
        pool = list(range(1, hi + 1))
        rng.shuffle(state, pool)
        bon = sorted(pool[:n + 3])
    else:
        bon = sorted(tile_list(options["bonus"], "bonus"))
        if len(bon) != n + 3 or bon[0] < 1 or bon[-1] > hi or len(set(bon)) != len(bon):
            raise Illegal("option bonus: %d different tiles (players + 3) from 1 to %d" % (n + 3, hi))
    state["bonus"] = bon  # the bonus tiles nobody holds
    state["coins"] = "00000000000"  # coins lying on bonus tile n (digit n)
    if options["scoring"] == "random":
        pool = list(range(1, 10 if options["temple-tile"] == "yes" else 9))
        rng.shuffle(state, pool)
        sc = pool[:6]
        for i in (4, 5):
            if sc[i] == 1:
                sc[i], sc[0] = sc[0], sc[i]
    else:
        sc = tile_list(options["scoring"], "scoring")
        if len(sc) != 6 or min(sc) < 1 or max(sc) > 9 or len(set(sc)) != 6:
            raise Illegal("option scoring: 6 different round scoring tiles from 1 to 9")
    state["score"] = tuple(sc)  # round scoring tiles, constant
    state["favs"] = FAVOR_COPIES  # copies left of favor tile n (digit n)
    state["towns"] = TOWN_COPIES_MINI if options["towns"] == "mini" else TOWN_COPIES
    state["acts"] = 0  # bit i: power action ACT(i+1) taken this round
    state["spots"] = [0, 0, 0, 0]
    state["top"] = [-1, -1, -1, -1]
    state["bid"] = 0
    state["open"] = []


def dwelling_order(state):
    fs = [p["f"] for p in state["players"]]
    fwd = [s for s in range(len(fs)) if fs[s] != "chaosmagicians"]
    order = fwd + fwd[::-1]
    for f in ("nomads", "chaosmagicians"):
        if f in fs:
            order.append(fs.index(f))
    return order


def bonus_order(state):
    return list(range(len(state["players"])))[::-1]
