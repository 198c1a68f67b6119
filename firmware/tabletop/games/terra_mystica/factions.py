# Faction boards: start resources, building costs, income tracks, shipping and digging; and what
# lies on a board: the power bowls, coins/workers/priests (below), the digit strings of shared counts.
#
# Numbers from the faction boards (reference tables, checked against real games). The usual board
# and, per faction, the columns where its board differs (strings: far less RAM on the board than
# nested tuples), columns:
#
#   C W P I II | cults F W E A | cost W C of D, TP, TE, SH, SA | W income by dwellings built 0..8
#   | C by trading houses 0..4 | PW by trading houses 0..4 | P by temples 0..3 | PW by temples 0..3
#   | stronghold income C W P PW | sanctuary income C W P PW | shipping start, max
#   | digging upgrades max, cost W C P

from tabletop.core.errors import Illegal

KINDS = ("D", "TP", "TE", "SH", "SA")
LIMIT = (8, 4, 3, 1, 1)

# the usual board; each faction below gives only its columns that differ (an empty column: as usual)
USUAL = "15 3 0 5 7 | 1 0 1 0 | 1 2 2 3 2 5 4 6 4 6 | 1 2 3 4 5 6 7 8 8 | 0 2 4 6 8 | 0 1 2 4 6 | 0 1 2 3 | 0 0 0 0 | 0 0 0 2 | 0 0 1 0 | 0 3 | 2 2 5 1"
NAMES = ("alchemists", "auren", "chaosmagicians", "cultists", "darklings", "dwarves", "engineers",
         "fakirs", "giants", "halflings", "mermaids", "nomads", "swarmlings", "witches")
# each faction's columns that differ, in the order of NAMES, "/" between the factions (one
# string: less RAM on the board than a dict of fourteen)
BOARD = (
    "|1 1 0 0|||0 2 4 7 11|0 1 2 3 4|||6 0 0 0|||/"  # alchemists
    "|0 1 0 1|1 2 2 3 2 5 4 6 4 8|||||||||/"  # auren
    "15 4 0 5 7|2 0 0 0|1 2 2 3 2 5 4 4 4 8||||||0 2 0 0|||/"  # chaosmagicians
    "||1 2 2 3 2 5 4 8 4 8|||||||||/"  # cultists
    "15 1 1 5 7|0 1 1 0|1 2 2 3 2 5 4 6 4 10|||||||0 0 2 0||0 2 5 1/"  # darklings
    "|0 0 2 0|||0 3 5 7 10||||||0 0|/"  # dwarves
    "10 2 0 3 9|0 0 0 0|1 1 1 2 1 4 3 6 3 6|0 1 2 2 3 4 4 5 6|||0 1 1 2|0 0 5 5||||/"  # engineers
    "15 3 0 7 5|1 0 0 1|1 2 2 3 2 5 4 10 4 6||||||0 0 1 0||0 0|1 2 5 1/"  # fakirs
    "|1 0 0 1|||||||0 0 0 4|||/"  # giants
    "15 3 0 3 9|0 0 1 1|1 2 2 3 2 5 4 8 4 6|||||||||2 2 1 1/"  # halflings
    "15 3 0 3 9|0 2 0 0|1 2 2 3 2 5 4 6 4 8||||||0 0 0 4||1 5|/"  # mermaids
    "15 2 0 5 7||1 2 2 3 2 5 4 8 4 6||0 2 4 7 11|0 1 2 3 4||||||/"  # nomads
    "20 8 0 3 9|1 1 1 1|2 3 3 4 3 6 5 8 5 8|2 3 4 5 6 7 8 9 9|0 2 4 6 9|0 2 4 6 8|||0 0 0 4|0 0 2 0||/"  # swarmlings
    "|0 0 0 2||||||||||"  # witches
)

# column offsets in a row (the start's resources: columns 0-4)
CULTS = 5
COST = 9
D_W = 19
TP_C = 28
TP_PW = 33
TE_P = 38
TE_PW = 42
SH_IN = 46
SA_IN = 50
SHIP = 54
DIG = 56

# the rows of the factions asked for, as bytes (every number is under 256), each parsed once: a
# key press replays entries, and parsing a row at each call was about a quarter of the rules' time
# (the factions took turns). At most a game's five (RAM: some 80 bytes each)
_rows = {}


def row(f):
    # The faction's numbers, by column (bytes: r[i] is a number).
    r = _rows.get(f)
    if r is None:
        if len(_rows) >= 5:
            _rows.clear()
        usual = USUAL.split("|")
        own = BOARD.split("/")[NAMES.index(f)].split("|")
        r = []
        for i in range(len(usual)):
            for x in (own[i] or usual[i]).split():
                r.append(int(x))
        r = bytes(r)
        _rows[f] = r
    return r


def ship_up(p):
    # one shipping level more and its VP: the new level + 1 (the Mermaids, whose track starts a
    # level higher: the level)
    p["ship"] += 1
    p["VP"] += p["ship"] if p["f"] == "mermaids" else p["ship"] + 1


# Resources: the power bowls, coins/workers/priests.



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


def pay(p, kind, n):
    if n <= 0:
        return
    if p[kind] < n:
        names = {"C": "coins", "W": "workers", "P": "priests", "VP": "victory points"}
        raise Illegal("not enough %s: %d needed, you have %d" % (names[kind], n, p[kind]))
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
