"""Setup, income, passing and the round's end."""

from tabletop.core import flow, rng
from tabletop.core.errors import Illegal
from tabletop.games.terra_mystica import factions as F
from tabletop.games.terra_mystica import build as B
from tabletop.games.terra_mystica import hooks, res
from tabletop.games.terra_mystica.tiles import FAV12_PASS, FAVOR_COPIES, bonus, favor, score
from tabletop.games.terra_mystica.tiles import TOWN_COPIES, TOWN_COPIES_MINI


def new_player(f, vp):
    b = F.row(f)
    return {"f": f, "VP": vp, "C": b[0], "W": b[1], "P": b[2], "b": [b[3], b[4], 0],
            "cult": list(b[F.CULTS:F.CULTS + 4]), "cp": 0, "D": 0, "TP": 0, "TE": 0, "SH": 0, "SA": 0,
            "ship": b[F.SHIP], "dig": 0, "bon": 0, "fav": 0, "tw": "",
            "spades": 0, "pfav": 0, "pcult": 0, "offers": [], "bridges": 0,
            "done": "", "act": "", "did": 0}


def tile_list(word, what):
    out = []
    for w in word.split("-"):
        if not w.isdigit():
            raise Illegal("option %s: tile numbers joined by '-', like 2-7-3-8-6-5" % what)
        out.append(int(w))
    return out


def setup(state, seats, options):
    vp = options["start-vp"]
    state["seats"] = tuple(seats)  # constant: shared by every state copy
    state["players"] = []
    for f in seats:
        state["players"].append(new_player(f, F.start_vp(vp, f)))
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


def take_bonus(state, p, n):
    if n in state["bonus"]:
        state["bonus"].remove(n)
        c = res.digit(state["coins"], n)
        p["C"] += c
        state["coins"] = res.add_digit(state["coins"], n, -c)
        p["bon"] = n
        return
    raise Illegal("bonus tile BON%d is not available" % n)


def pass_vp(p, bridges):
    vp = 0
    if p["bon"]:
        t = bonus(p["bon"])
        what = t[4]
        if what == "SHSA":
            vp += t[5] * (p["SH"] + p["SA"])
        elif what == "TP" or what == "D":
            vp += t[5] * p[what]
        elif what == "shiplevel":
            vp += t[5] * p["ship"]
    if res.has_fav(p, 12):
        vp += FAV12_PASS[p["TP"]]
    if bridges:
        if p["f"] != "engineers" or not p["SH"]:
            raise Illegal("only the Engineers with their stronghold score bridges when passing")
        if bridges > p["bridges"]:
            raise Illegal("you have built only %d bridges" % p["bridges"])
        vp += 3 * bridges
    return vp


def do_pass(state, seat, args):
    p = state["players"][seat]
    n = 0
    bridges = 0
    for i in range(len(args)):
        w = args[i]
        if w[:3] == "bon" and w[3:].isdigit():
            n = int(w[3:])
        elif w == "bridges" and i + 1 < len(args) and args[i + 1].isdigit():
            bridges = int(args[i + 1])
    if state["flow"]["setup"]:
        if not n:
            raise Illegal("choose a bonus tile: pass BONn")
        take_bonus(state, p, n)
        flow.end_turn(state)
        return
    last = state["flow"]["round"] >= 6
    if last and n:
        raise Illegal("in round 6 you pass without a bonus tile")
    if not last and not n and state["bonus"]:
        raise Illegal("choose a bonus tile: pass BONn")
    if n and n not in state["bonus"]:
        raise Illegal("bonus tile BON%d is not available" % n)
    p["VP"] += pass_vp(p, bridges)
    old = p["bon"]
    if old:
        state["bonus"].append(old)
        state["bonus"].sort()
    p["bon"] = 0
    if n:
        take_bonus(state, p, n)
    flow.pass_turn(state, seat)
    ask_pending(state)


def ask_pending(state):
    """When everybody has passed, the round waits for the open power offers and free cult
    steps (a Cultists' step earned by a late leech); answered prompts are removed."""
    f = state["flow"]
    if f["phase"] != "actions":
        return
    for s in range(len(f["passed"])):
        if not f["passed"][s]:
            return
    for s in range(len(state["players"])):
        p = state["players"][s]
        open_ = p["offers"] or p["pcult"] and can_step(state, s)
        asked = flow.prompts_for(state, s)
        if open_ and not asked:
            flow.ask(state, s, "power offer" if p["offers"] else "cult step")
        elif asked and not open_:
            flow.answer(state, s)


def can_step(state, s):
    p = state["players"][s]
    for t in range(4):
        if p["cult"][t] < 9 or p["cult"][t] == 9 and state["top"][t] < 0 and res.keys_free(p) > 0:
            return True
    return False


def income(state):
    hooks.snap(state, "pre")
    for b in state["bonus"]:
        if res.digit(state["coins"], b) < 9:
            state["coins"] = res.add_digit(state["coins"], b, 1)
    for p in state["players"]:
        f = p["f"]
        c = w = pr = pw = 0
        if p["bon"]:
            t = bonus(p["bon"])
            c, w, pr, pw = t[0], t[1], t[2], t[3]
        r = F.row(f)
        w += r[F.D_W + p["D"]]
        c += r[F.TP_C + p["TP"]]
        pw += r[F.TP_PW + p["TP"]]
        pr += r[F.TE_P + p["TE"]]
        pw += r[F.TE_PW + p["TE"]]
        for k, i in (("SH", F.SH_IN), ("SA", F.SA_IN)):
            if p[k]:
                c, w, pr, pw = c + r[i], w + r[i + 1], pr + r[i + 2], pw + r[i + 3]
        for n in range(1, 13):
            if not res.has_fav(p, n):
                continue
            t = favor(n)
            c, w, pr, pw = c + t[2], w + t[3], pr + t[4], pw + t[5]
        res.gain(p, c, w, pr, pw)
    hooks.snap(state, "income")


def cult_income(state):
    """The cult bonus of the scoring tile of the round just ended (rounds 1-5)."""
    t = score(state["score"][state["flow"]["round"] - 2])
    for p in state["players"]:
        units = p["cp"] if t[2] < 0 else p["cult"][t[2]] // t[3]
        n = units * t[5]
        if n <= 0:
            continue
        k = t[4]
        if k == "spade":
            B.gain_spades(state, p, n)
        elif k == "PW":
            res.gain_power(p, n)
        elif k == "P":
            res.gain_priests(p, n)
        else:
            p[k] += n
    hooks.snap(state, "cult")


def spade_order(state):
    return [s for s in state["flow"]["order"] if state["players"][s]["spades"] > 0]


def round_begin(state):
    state["acts"] = 0
    for p in state["players"]:
        p["done"] = ""


def round_end(state):
    hooks.snap(state, "pre")
    f = state["flow"]
    passes = list(f["passes"])
    if state["options"]["turn-order"] == "variable":
        flow.set_order(state, passes)
    else:
        n = len(state["players"])
        flow.set_order(state, [(passes[0] + i) % n for i in range(n)])
