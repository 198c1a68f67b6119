# The words of the game's saves (WORDS); reading an entry's words: commands split at '.', numbers, a
# build's map facts, tile and cult verbs.

from tabletop.core.errors import Illegal
from tabletop.games.terra_mystica.tiles import CULTS

# the words of the game's saves (WORDS, tabletop.core.vocab), the 18 verbs first: one tuple (a
# tuple added to the verbs' stayed in RAM beside the sum, as a constant of the module; so did
# the verbs' as a slice of it)
WORDS = ("build", "upgrade", "transform", "dig", "send", "action", "advance", "pass", "convert",
         "burn", "leech", "decline", "bridge", "connect", "wait", "done", "network", "drop", ".", "to",
         "from", "for", "p", "offer", "spades", "near", "tunnel", "carpet", "tp", "te", "sh", "sa",
         "ship", "dig", "fire", "water", "earth", "air", "act1", "act2", "act3", "act4", "act5",
         "act6", "bon1", "bon2", "fav6", "acta", "actc", "actg", "actn", "acts", "actw", "acte", "1pw",
         "1c", "1w", "1p", "2pw", "2c", "3pw", "3c", "4pw", "4c", "5pw", "+fire", "+water", "+earth",
         "+air", "bridges", "yellow", "brown", "black", "blue", "green", "gray", "red")


def split(words):
    cmds = []
    cur = []
    for w in words:
        if w == "town":  # the device's word before a town's tile (". town +tw5"): no command
            continue
        if w == ".":
            if cur:
                cmds.append(cur)
            cur = []
        else:
            cur.append(w)
    if cur:
        cmds.append(cur)
    return cmds


def num(word, what):
    if word is None or not word.isdigit():
        raise Illegal("%s needs a number" % what)
    return int(word)


def annotations(state, args):
    # Read the map facts of a build/upgrade/transform: spades N, tunnel, carpet, near, offer.
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
        elif w == "offer":  # "offer nomads 2 giants": no amount, the neighbour says it (leech N)
            while i + 1 < n and args[i + 1] in seats:
                k = args[i + 2] if i + 2 < n else ""
                if k == "0":
                    raise Illegal("a power offer is at least 1")
                a["offers"].append([seats.index(args[i + 1]), int(k) if k.isdigit() else 0])
                i += 1 + k.isdigit()
        i += 1
    return a


def plus(verb):
    # A tile or cult verb as (kind, count, what), or None: +favN, +twN, +2twN (two towns in one
    # row), +TRACK, +2TRACK (free cult steps), -TRACK (a town's step on TRACK not taken), -spade.
    # (startswith, not a slice first: most verbs are none, and every str the board makes is
    # looked up among all the app's interned strings, a linear search: ~0.2 ms)
    if len(verb) < 2 or not (verb.startswith("+") or verb.startswith("-")):
        return None
    if verb is LAST[0]:  # turn.py asks about each command's verb up to four times
        return LAST[1]
    LAST[0] = verb
    LAST[1] = k = _plus(verb)
    return k


LAST = [None, None]  # the verb plus() read last, and what it is


def _plus(verb):
    sign = verb[:1]
    w = verb[1:]
    n = 1
    if w[0].isdigit():
        n = int(w[0])
        w = w[1:]
    if sign == "-":
        if w == "spade":
            return ("-spade", n, "")
        return ("-cult", n, w) if w in CULTS else None
    if w[:3] == "fav" and w[3:].isdigit() and n == 1:  # gifts.plus names a wrong number
        return ("fav", 1, int(w[3:]))
    if w[:2] == "tw" and w[2:].isdigit() and 1 <= int(w[2:]) <= 8:
        return ("tw", n, int(w[2:]))
    return ("cult", n, w) if w in CULTS else None
