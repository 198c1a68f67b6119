"""Resources: power bowls, coins/workers/priests, cult tracks with keys and the 10-rule."""

from tabletop.core.errors import Illegal
from tabletop.games.terra_mystica.tiles import CULTS, CULT_POWER

RES_NAMES = {"C": "coins", "W": "workers", "P": "priests", "VP": "victory points"}


def gain_power(p, n):
    """Gain n power one token at a time: I -> II while I has tokens, then II -> III."""
    b = p["b"]
    got = 0
    while n > 0:
        if b[0] > 0:
            b[0] -= 1
            b[1] += 1
        elif b[1] > 0:
            b[1] -= 1
            b[2] += 1
        else:
            break
        n -= 1
        got += 1
    return got


def capacity(p):
    return 2 * p["b"][0] + p["b"][1]


def spend_power(p, n):
    b = p["b"]
    if b[2] < n:
        raise Illegal("not enough power: %d needed, you have %d in bowl III" % (n, b[2]))
    b[2] -= n
    b[0] += n


def burn(p, n):
    b = p["b"]
    if n < 1:
        raise Illegal("burn needs a number of power tokens")
    if b[1] < 2 * n:
        raise Illegal("not enough power in bowl II to burn %d: %d needed, you have %d"
                      % (n, 2 * n, b[1]))
    b[1] -= 2 * n
    b[2] += n


def pay(p, kind, n):
    if n <= 0:
        return
    if p[kind] < n:
        raise Illegal("not enough %s: %d needed, you have %d" % (RES_NAMES[kind], n, p[kind]))
    p[kind] -= n


def gain_priests(p, n):
    cap = 7 - p["cp"]
    p["P"] += n
    if p["P"] > cap:
        p["P"] = cap if cap > 0 else 0


def gain(p, c, w, pr, pw):
    p["C"] += c
    p["W"] += w
    if pr:
        gain_priests(p, pr)
    if pw:
        gain_power(p, pw)


# Counts that every state copy shares live in digit strings ("0111133333333": copies left of
# favor tile n at position n): an immutable string costs nothing per checkpoint.
def digit(s, n):
    return ord(s[n]) - 48


def add_digit(s, n, d):
    return s[:n] + chr(ord(s[n]) + d) + s[n + 1:]


def has_fav(p, n):
    return (p["fav"] >> n) & 1


def keys_free(p):
    used = 0
    for t in range(4):
        if p["cult"][t] == 10:
            used += 1
    return keys_of(p) - used


def keys_of(p):
    # every town gives a key, TW6 two
    n = 0
    for t in p["tw"].split():
        n += 2 if t == "6" else 1
    return n


def cult_step(state, seat, t, n):
    """Move seat's marker n steps up track t; power for 3/5/7/10. Returns steps moved."""
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


def check_step(state, seat, t):
    """Refuse a move on track t that cannot gain a single step (the 10 rules)."""
    p = state["players"][seat]
    pos = p["cult"][t]
    if pos == 10:
        raise Illegal("you are already on 10 of %s" % CULTS[t])
    if pos == 9:
        holder = state["top"][t]
        if holder >= 0:
            raise Illegal("only one player can be on 10 of %s: the %s are there"
                          % (CULTS[t], state["seats"][holder]))
        if keys_free(p) < 1:
            raise Illegal("cult track 10 needs a town key")
