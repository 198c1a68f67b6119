# The action command: power actions ACT1-6, and the actions of bonus tiles, FAV6 and factions.

from tabletop.core.errors import Illegal
from tabletop.games.terra_mystica import factions as F
from tabletop.games.terra_mystica.spades import gain_spades

# power actions ACT1-6, six bytes each: power, C, W, P, spades, bridge (bytes: less RAM on the
# board than tuples)
POWER = b"\3\0\0\0\0\1" b"\3\0\0\1\0\0" b"\4\0\2\0\0\0" b"\4\7\0\0\0\0" b"\4\0\0\0\1\0" b"\6\0\0\0\2\0"
# faction actions: action word -> faction (all but the Engineers' bridge need the stronghold)
FACTION_ACT = {"acta": "auren", "actc": "chaosmagicians", "actg": "giants", "actn": "nomads",
               "acts": "swarmlings", "actw": "witches", "acte": "engineers"}


def do_action(state, seat, args):
    p = state["players"][seat]
    w = args[0] if args else ""
    if len(w) == 4 and w[:3] == "act" and "1" <= w[3] <= "6":
        i = int(w[3]) - 1
        if (state["acts"] >> i) & 1:
            raise Illegal("power action %s already taken this round" % w.upper())
        pw, c, wk, pr, sp, br = POWER[6 * i : 6 * i + 6]
        if br and p["bridges"] >= 3:
            raise Illegal("you have no bridge left")
        F.spend_power(p, pw)
        state["acts"] |= 1 << i
        F.gain(p, c, wk, pr, 0)
        p["bridges"] += br
        gain_spades(state, p, sp)
        return
    if w + " " in p["done"]:
        raise Illegal("you already used %s this round" % w.upper())
    if w == "bon1" or w == "bon2":
        if p["bon"] != int(w[3]):
            raise Illegal("you do not hold %s" % w.upper())
        if w == "bon1":
            gain_spades(state, p, 1)
        else:
            p["pcult"] += 1
    elif w == "fav6":
        if not F.has_fav(p, 6):
            raise Illegal("you do not have FAV6")
        p["pcult"] += 1
    elif w in FACTION_ACT:
        if p["f"] != FACTION_ACT[w]:
            raise Illegal("%s is not an action of the %s" % (w.upper(), p["f"]))
        if w == "acte":
            if p["bridges"] >= 3:
                raise Illegal("you have no bridge left")
            F.pay(p, "W", 2)
            p["bridges"] += 1
            return
        if not p["SH"]:
            raise Illegal("%s needs your stronghold" % w.upper())
        if w == "acta":
            p["pcult"] += 2
        elif w == "actg":
            gain_spades(state, p, 2)
        elif w in ("actn", "acts", "actw", "actc"):
            # sandstorm / free trading house / free dwelling / two actions: this turn
            p["act"] = w
            if w == "actc":
                p["did"] = 0  # the double turn's two actions are still to come
    else:
        raise Illegal("unknown action %r" % w)
    p["done"] += w + " "
