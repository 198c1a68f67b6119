# Cult tracks: steps and their power, town keys and the 10-rule, sending priests (free steps: gifts.py).

from tabletop.core.errors import Illegal
from tabletop.games.terra_mystica.factions import gain_power, pay
from tabletop.games.terra_mystica.tiles import CULTS, CULT_POWER
from tabletop.games.terra_mystica.words import num


def keys_free(p):
    # every town gives a key, TW6 two; each track at 10 took one
    n = 0
    for t in p["tw"].split():
        n += 2 if t == "6" else 1
    for t in range(4):
        if p["cult"][t] == 10:
            n -= 1
    return n


def cult_step(state, seat, t, n):
    # Move seat's marker n steps up track t; power for 3/5/7/10. Returns steps moved.
    p = state["players"][seat]
    pos = p["cult"][t]
    target = pos + n
    if target >= 10:
        target = 10
        holder = state["top"][t]
        if holder >= 0 and holder != seat:
            target = 9
        elif holder != seat and keys_free(p) < 1:
            target = 9
            state["blocked"] = [seat, t]  # a key taken later in this entry releases the step
    if target <= pos:
        return 0
    for k in range(pos + 1, target + 1):
        if CULT_POWER[k]:
            gain_power(p, CULT_POWER[k])
    p["cult"][t] = target
    if target == 10:
        state["top"][t] = seat
    return target - pos


def track_of(word):
    for i in range(4):
        if CULTS[i] == word:
            return i
    raise Illegal("no cult track %r (fire, water, earth, air)" % word)


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
    pay(p, "P", 1)
    if want == 0:
        want = 3 if three else (2 if twos else 1)
    if want == 3 and not three or want == 2 and not twos or want < 1 or want > 3:
        raise Illegal("no cult space for %d steps free on %s" % (want, words[0]))
    if want > 1:
        state["spots"][t] += 10 if want == 3 else 1
        p["cp"] += 1
    cult_step(state, seat, t, want)
