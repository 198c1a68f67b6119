# Taking favor tiles, town tiles and free cult steps.

from tabletop.core.errors import Illegal
from tabletop.games.terra_mystica import factions as F
from tabletop.games.terra_mystica.tiles import FAVOR, TOWN, cult_step, round_vp, tile, track_of
from tabletop.games.terra_mystica.words import plus as read_plus


def plus(state, seat, verb):
    # +favN, +twN, +2twN, +TRACK, +2TRACK, -TRACK, -spade (see words.plus).
    k = read_plus(verb)
    if k is None:
        raise Illegal("unknown action %r" % verb)
    kind, n, what = k
    p = state["players"][seat]
    if kind == "fav":
        if p["pfav"] < 1:
            raise Illegal("you have no favor tile to take (build a temple or sanctuary first)")
        if what < 1 or what > 12:
            raise Illegal("no favor tile FAV%d" % what)
        if F.has_fav(p, what):
            raise Illegal("you already have FAV%d" % what)
        if F.digit(state["favs"], what) < 1:
            raise Illegal("no FAV%d left" % what)
        state["favs"] = F.add_digit(state["favs"], what, -1)
        p["pfav"] -= 1
        p["fav"] |= 1 << what
        t = tile(FAVOR, what)
        cult_step(state, seat, t[0], t[1])
    elif kind == "tw":
        for _ in range(n):  # (+2twN: two towns formed in one turn)
            if F.digit(state["towns"], what) < 1:  # (words.plus reads TW1-8 only)
                raise Illegal("no town tile TW%d left" % what)
            state["towns"] = F.add_digit(state["towns"], what, -1)
            p["tw"] += "%d " % what
            vp, c, w, pr, pw, steps, keys = tile(TOWN, what)
            bl = state.get("blocked")
            if bl and bl[0] == seat:  # the town's key releases a step blocked at 9
                cult_step(state, seat, bl[1], 1)
                state["blocked"] = None
            p["VP"] += vp
            F.gain(p, c, w, pr, pw)
            if what == 7 and p["ship"] < F.row(p["f"])[F.SHIP + 1]:
                F.ship_up(p)
            sk = state.get("skip")
            skip = sk[1] if steps and sk and sk[0] == seat else 0
            for t in range(4):
                if steps and not (skip >> t) & 1:
                    cult_step(state, seat, t, steps)
            if p["f"] == "witches":
                p["VP"] += 5
            elif p["f"] == "swarmlings":
                p["W"] += 3
            round_vp(state, p, "town")
    elif kind == "cult":  # free cult steps: BON2, FAV6, Auren, Cultists
        t = track_of(what)
        if p["pcult"] < n:
            raise Illegal("you have no free cult step to take")
        p["pcult"] -= n  # a step the 10 rules do not allow is lost, not refused
        cult_step(state, seat, t, n)
    elif kind == "-cult" and n:  # (-0TRACK, as snellman keeps it: nothing, as -0spade below)
        # the next town's step on this track is not taken (the key is kept for another track)
        sk = state.get("skip")
        mask = sk[1] if sk and sk[0] == seat else 0
        state["skip"] = [seat, mask | 1 << track_of(what)]
    else:
        if p["spades"] < n:
            raise Illegal("you have no spade to give up")
        p["spades"] -= n
