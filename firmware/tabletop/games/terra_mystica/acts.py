"""Single commands of a turn: build, upgrade, transform, dig, advance, send a priest, actions;
and the map facts they carry (leech offers, spades, tunnelling / carpet flight)."""

from tabletop.core.errors import Illegal
from tabletop.games.terra_mystica import build as B
from tabletop.games.terra_mystica import factions as F
from tabletop.games.terra_mystica import res

# power actions: (power, C, W, P, spades, bridge)
POWER = ((3, 0, 0, 0, 0, 1), (3, 0, 0, 1, 0, 0), (4, 0, 2, 0, 0, 0), (4, 7, 0, 0, 0, 0),
         (4, 0, 0, 0, 1, 0), (6, 0, 0, 0, 2, 0))
# faction actions: action word -> faction (all but the Engineers' bridge need the stronghold)
FACTION_ACT = {"acta": "auren", "actc": "chaosmagicians", "actg": "giants", "actn": "nomads",
               "acts": "swarmlings", "actw": "witches", "acte": "engineers"}


def num(word, what):
    if word is None or not word.isdigit():
        raise Illegal("%s needs a number" % what)
    return int(word)


def annotations(state, args):
    """Read the map facts of a build/upgrade/transform: spades N, tunnel, carpet, near, offer."""
    a = {"spades": None, "how": "", "near": False, "offers": [], "to": None}
    seats = state["seats"]
    i = 0
    n = len(args)
    while i < n:
        w = args[i]
        if w == "spades":
            a["spades"] = num(args[i + 1] if i + 1 < n else None, "spades")
            i += 1
        elif w == "tunnel" or w == "carpet":
            a["how"] = w
        elif w == "near":
            a["near"] = True
        elif w == "to" and i + 1 < n:
            a["to"] = args[i + 1]
            i += 1
        elif w == "offer":
            while i + 2 < n and args[i + 1] in seats and args[i + 2].isdigit():
                a["offers"].append([seats.index(args[i + 1]), int(args[i + 2])])
                i += 2
        i += 1
    return a


def make_offers(state, seat, offers):
    if not offers:
        return
    state["bid"] += 1
    for i in range(len(offers)):
        o = offers[i]
        if o[0] == seat:
            raise Illegal("you cannot offer power to yourself")
        if o[1] < 1:
            raise Illegal("a power offer is at least 1")
        for k in range(i):
            if offers[k][0] == o[0]:
                raise Illegal("one offer per neighbour: the %s are named twice" % state["seats"][o[0]])
        state["players"][o[0]]["offers"].append([seat, o[1], state["bid"]])
    state["open"].append([seat, state["bid"], len(offers), 0, 0])


def do_build(state, seat, args):
    p = state["players"][seat]
    a = annotations(state, args)
    if state["flow"]["setup"]:
        if p["D"] >= 8:
            raise Illegal("you have no dwelling left")
        p["D"] += 1
        return
    free = p["act"] == "actw"
    B.build_dwelling(state, seat, 0 if free else a["spades"], a["how"], free)
    if free or p["act"] == "actn":
        p["act"] = ""
    p["did"] &= 1
    make_offers(state, seat, a["offers"])


def do_upgrade(state, seat, args):
    p = state["players"][seat]
    a = annotations(state, args)
    if a["to"] is None:
        raise Illegal("say what to build: upgrade to TP, TE, SH or SA")
    k = a["to"].upper()
    free = p["act"] == "acts" and k == "TP"
    B.upgrade(state, seat, k, not (a["near"] or a["offers"]), free)
    if free:
        p["act"] = ""
    make_offers(state, seat, a["offers"])


def do_transform(state, seat, args):
    p = state["players"][seat]
    a = annotations(state, args)
    if a["how"]:
        B.reach(p, a["how"])
    n = 1 if a["spades"] is None else a["spades"]
    B.use_spades(state, p, n)
    p["did"] |= 2  # a dwelling may follow on the terraformed space


def do_dig(state, seat, args):
    n = num(args[0] if args else None, "dig")
    if n < 1:
        raise Illegal("dig at least 1 spade")
    B.buy_spades(state, state["players"][seat], n)


def do_advance(state, seat, args):
    p = state["players"][seat]
    f = p["f"]
    what = args[0] if args else ""
    if what in ("ship", "shipping"):
        top = F.row(f)[F.SHIP + 1]
        if p["ship"] >= top:
            raise Illegal("shipping is at its highest level" if top else "the %s cannot ship" % f)
        res.pay(p, "C", 4)
        res.pay(p, "P", 1)
        p["ship"] += 1
        p["VP"] += F.ship_vp(f, p["ship"])
    elif what == "dig":
        r = F.row(f)
        if p["dig"] >= r[F.DIG]:
            raise Illegal("digging is at its highest level for the %s" % f)
        w, c, pr = r[F.DIG + 1], r[F.DIG + 2], r[F.DIG + 3]
        res.pay(p, "W", w)
        res.pay(p, "C", c)
        res.pay(p, "P", pr)
        p["dig"] += 1
        p["VP"] += 6
    else:
        raise Illegal("advance ship or advance dig")


def do_send(state, seat, args):
    # send p to TRACK [for N]
    p = state["players"][seat]
    words = [w for w in args if w not in ("p", "to", "priest")]
    if not words:
        raise Illegal("send p to fire|water|earth|air")
    t = res.track_of(words[0])
    # each track has one space for 3 steps and three for 2 (spots: 2-spaces taken + 10 if the 3 is)
    spots = state["spots"][t]
    three = spots < 10
    twos = 3 - spots % 10
    want = 0
    if len(words) >= 3 and words[1] == "for":
        want = num(words[2], "for")
    res.check_step(state, seat, t)
    res.pay(p, "P", 1)
    if want == 0:
        want = 3 if three else (2 if twos else 1)
    if want == 3 and not three or want == 2 and not twos or want < 1 or want > 3:
        raise Illegal("no cult space for %d steps free on %s" % (want, words[0]))
    if want > 1:
        state["spots"][t] += 10 if want == 3 else 1
        p["cp"] += 1
    res.cult_step(state, seat, t, want)


def do_action(state, seat, args):
    p = state["players"][seat]
    w = args[0] if args else ""
    if len(w) == 4 and w[:3] == "act" and "1" <= w[3] <= "6":
        i = int(w[3]) - 1
        if (state["acts"] >> i) & 1:
            raise Illegal("power action %s already taken this round" % w.upper())
        pw, c, wk, pr, sp, br = POWER[i]
        if br and p["bridges"] >= 3:
            raise Illegal("you have no bridge left")
        res.spend_power(p, pw)
        state["acts"] |= 1 << i
        res.gain(p, c, wk, pr, 0)
        p["bridges"] += br
        B.gain_spades(state, p, sp)
        return
    if w + " " in p["done"]:
        raise Illegal("you already used %s this round" % w.upper())
    if w == "bon1" or w == "bon2":
        if p["bon"] != int(w[3]):
            raise Illegal("you do not hold %s" % w.upper())
        if w == "bon1":
            B.gain_spades(state, p, 1)
        else:
            p["pcult"] += 1
    elif w == "fav6":
        if not res.has_fav(p, 6):
            raise Illegal("you do not have FAV6")
        p["pcult"] += 1
    elif w in FACTION_ACT:
        if p["f"] != FACTION_ACT[w]:
            raise Illegal("%s is not an action of the %s" % (w.upper(), p["f"]))
        if w == "acte":
            if p["bridges"] >= 3:
                raise Illegal("you have no bridge left")
            res.pay(p, "W", 2)
            p["bridges"] += 1
            return
        if not p["SH"]:
            raise Illegal("%s needs your stronghold" % w.upper())
        if w == "acta":
            p["pcult"] += 2
        elif w == "actg":
            B.gain_spades(state, p, 2)
        elif w in ("actn", "acts", "actw", "actc"):
            # sandstorm / free trading house / free dwelling / two actions: this turn
            p["act"] = w
    else:
        raise Illegal("unknown action %r" % w)
    p["done"] += w + " "
