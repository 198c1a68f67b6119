# Resources: power bowls, coins/workers/priests, the digit strings of shared counts.

from tabletop.core.errors import Illegal

RES_NAMES = {"C": "coins", "W": "workers", "P": "priests", "VP": "victory points"}


def gain_power(p, n):
    # Gain n power one token at a time: I -> II while I has tokens, then II -> III.
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
