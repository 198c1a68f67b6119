# After the Flood: the tables (rulebook + docs/games/after_the_flood.md), no rules here, and reading
# an entry's words by them (numbers, resources, regions, boxes, areas, cities; was words.py: one
# module less on the board).
# Small-int tables are bytes (one object each: less RAM on the board than tuples).

from tabletop.core.errors import Illegal

# resources, in this order everywhere (a player's "res" list, the bank)
RES = ("grain", "wood", "metal", "wool", "tool", "oil", "gold", "lapis")
GRAIN = 0
WOOD = 1
METAL = 2
WOOL = 3
TOOL = 4
VALUE = b"\x01\x02\x02\x02\x03\x03\x04\x05"  # place workers, equipment, pass box
ARMIES_PER = b"\x01\x00\x02\x00\x03\x00\x00\x00"  # buying armies: grain 1, metal 2, tool 3
LUXURY = b"\x04\x05\x06\x07"  # tool oil gold lapis
LIMITED = b"\x00\x01\x01\x00\x01\x01\x01\x01"
# Tables of rows are one bytes each: the offsets of the rows (one more than rows), then the rows.
# trade: what may pay for each resource (empty: cannot be received by trade)
PAY_FOR = b"\x09\x09\x0c\x0f\x0f\x0f\x11\x14\x17\x00\x03\x04\x00\x03\x04\x03\x04\x03\x04\x05\x04\x05\x06"  # rows (row())

# where workers may be placed (index = worker list index): the NR non-Sumerian regions (workers,
# trade, majorities), then the worker boxes (one tuple: the regions are PLACES[:NR])
PLACES = ("egypt", "amorites", "hittites", "mittani", "assyria", "kassites", "guti", "elam",
          "dilmun", "chaldea", "larsa", "isin", "akkad", "irrigation", "weaving", "scribes", "toolmakers")
NR = 13  # the regions; the army list index of a Sumerian region is NR + its SUMER index
DILMUN = 8
OFFERS = b"\x0e\x0f\x11\x12\x14\x14\x15\x15\x16\x1a\x1b\x1b\x1b\x1b\x06\x01\x05\x02\x01\x02\x07\x02\x01\x02\x05\x06\x05"  # rows
IRR = 13
WEAV = 14
SCRIBES = 15  # left half (ready to use)
TOOLS = 16  # left half (ready to use)
SCRIBES_R = 17  # right half (used / new)
TOOLS_R = 18
# a player's worker list: the places, then the right halves (len(PLACES) + 2 = 19 numbers)
# end-game majorities: VP to the sole leader, by worker list index
MAJORITY = b"\x04\x04\x03\x03\x02\x04\x02\x03\x02\x03\x00\x00\x00\x03\x04\x00\x00"

# Sumerian regions: city sites; army list index = 13 + index here
SUMER = ("sippar", "babylon", "nippur", "shuruppak", "umma", "uruk", "ur", "lagash", "eridu")
SIPPAR = 0
BABYLON = 1
NIPPUR = 2
SHURUPPAK = 3
URUK = 5
UR = 6
AREAS = PLACES[:NR] + SUMER  # where armies may stand (not Dilmun)
NA = 22

# who may invade an area: SOURCES[area] = the AREAS indexes it can be attacked from
SOURCES = (b"\x17\x18\x1e\x20\x23\x28\x2b\x2d\x2f\x2f\x2f\x2f\x2f\x2f\x32\x39\x3e\x43\x4a\x4e\x53\x57\x59"
           b"\x01\x00\x02\x03\x04\x0d\x0e\x03\x01\x02\x01\x04\x01\x03\x05\x0d\x0e\x04\x0e\x0f\x0f\x11\x11\x14\x01\x04\x0e\x01"
           b"\x04\x0d\x0c\x05\x10\x0f\x0e\x05\x06\x11\x10\x0b\x0e\x0f\x11\x12\x0f\x06\x07\x14\x13\x12\x10\x0a\x10\x11\x13\x09\x12"
           b"\x11\x14\x15\x11\x07\x15\x13\x13\x14")  # rows

MAX_ARMIES = 20
CITIES = 4
# The tables read in one place only are written there, with the rule that reads them (no name in
# this module's globals: its 47 names fit a table of 47, RAM on the board): the empires of each
# turn (empire() below), the bank and a player's start (turn.setup), the production by place and
# the new workers (production.production), the workers of a colour (base.pool), the city
# expansion VP (victory.expand), Eridu's tool maker (cities.city).


def index(names, word):
    for i in range(len(names)):
        if names[i] == word:
            return i
    return -1


def row(t, i):
    # Row i of a table of rows (PAY_FOR, OFFERS, SOURCES).
    return t[t[i]:t[i + 1]]


def empire(turn, i):
    # (start area or -1 for Sumer, armies) of empire i (0..2) in turn 1..5.
    # the empires of each turn: start area and armies, three times; start 255 = Sumer (any Sumerian
    # region) (six bytes a turn)
    empires = b"\x0c\x0a\x06\x08\xff\x03\x01\x0a\x0b\x05\x0a\x05\x03\x0a\x00\x05\xff\x03\x02\x0a\x05\x0a\x00\x0a\x07\x08\x04\x0c\x09\x08"
    k = 6 * turn - 6 + 2 * i
    start = empires[k]
    return (-1 if start == 255 else start), empires[k + 1]


def word(args, i, what):
    if i >= len(args):
        raise Illegal("missing " + what)
    return args[i]


def number(args, i, what, lo, hi):
    w = word(args, i, what)
    if not w.isdigit() or int(w) < lo or int(w) > hi:
        raise Illegal("%s must be %d to %d" % (what, lo, hi))
    return int(w)


def resource(args, i):
    r = index(RES, word(args, i, "a resource"))
    if r < 0:
        raise Illegal("%r is not a resource (%s)" % (args[i], " ".join(RES)))
    return r


def place(args, i):
    # Worker list index of a region or box (no Sumerian region).
    if i >= len(args):  # (not word(): a label this long would be a string in RAM)
        raise Illegal("missing a region or box")
    w = args[i]
    k = index(PLACES, w)
    if k < 0:
        if index(SUMER, w) >= 0:
            raise Illegal("workers cannot go to %s: it is Sumerian (cities only)" % w)
        raise Illegal("%r is not a region or box" % w)
    return k


def area(args, i):
    # Army area index (any region except Dilmun, or a Sumerian region).
    w = word(args, i, "an area")
    k = index(AREAS, w)
    if k < 0 or k == DILMUN:
        raise Illegal("%r is not an area armies can hold" % w)
    return k


def city(args, i):
    if i >= len(args):  # (not word(): a label this long would be a string in RAM)
        raise Illegal("missing a Sumerian region")
    w = args[i]
    k = index(SUMER, w)
    if k < 0:
        raise Illegal("%r is not a Sumerian region" % w)
    return k


def no_more(args, n):
    if len(args) > n:
        raise Illegal("too many words: %s" % " ".join(args[n:]))
