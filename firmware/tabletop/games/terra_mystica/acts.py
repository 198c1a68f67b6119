# The action command: power actions ACT1-6, and the actions of bonus tiles, FAV6 and factions;
# the send command: a priest to a cult track.

from tabletop.core.errors import Illegal
from tabletop.games.terra_mystica import factions as F
from tabletop.games.terra_mystica.spades import gain_spades
from tabletop.games.terra_mystica.tiles import cult_step, track_of
from tabletop.games.terra_mystica.words import num

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
        pw, c, workers, pr, spades, br = POWER[6 * i : 6 * i + 6]
        if br and p["bridges"] >= 3:
            raise Illegal("you have no bridge left")
        F.spend_power(p, pw)
        state["acts"] |= 1 << i
        F.gain(p, c, workers, pr, 0)
        p["bridges"] += br
        gain_spades(state, p, spades)
        return
    if not w:  # (a key's verb with nothing after it: not "you already used  this round")
        raise Illegal("name the action, as act1 or bon2")
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


def do_send(state, seat, args):
    # send p to TRACK [for N]
    p = state["players"][seat]
    words = []
    for w in args:
        if w not in ("p", "to", "priest"):
            words.append(w)
    if not words:
        raise Illegal("send p to fire|water|earth|air")
    t = track_of(words[0])
    # each track has one space for 3 steps and three for 2 (spots: 2-spaces taken + 10 if the 3 is)
    spots = state["spots"][t]
    three = spots < 10
    twos = 3 - spots % 10
    want = 0
    if len(words) >= 3 and words[1] == "for":
        want = num(words[2], "for")
    F.pay(p, "P", 1)
    if want == 0:
        want = 3 if three else (2 if twos else 1)
    if want == 3 and not three or want == 2 and not twos or want < 1 or want > 3:
        raise Illegal("no cult space for %d steps free on %s" % (want, words[0]))
    if want > 1:
        state["spots"][t] += 10 if want == 3 else 1
        p["cp"] += 1
    cult_step(state, seat, t, want)
