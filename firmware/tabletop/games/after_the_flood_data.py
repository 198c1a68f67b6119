"""After the Flood: the tables (rulebook + docs/games/after_the_flood.md), no rules here."""

# resources, in this order everywhere (a player's "res" list, the bank)
RES = ("grain", "wood", "metal", "wool", "tool", "oil", "gold", "lapis")
GRAIN = 0
WOOD = 1
METAL = 2
WOOL = 3
TOOL = 4
VALUE = (1, 2, 2, 2, 3, 3, 4, 5)  # place workers, equipment, pass box
ARMIES_PER = (1, 0, 2, 0, 3, 0, 0, 0)  # buying armies: grain 1, metal 2, tool 3
LUXURY = (4, 5, 6, 7)  # tool oil gold lapis
BANK = (0, 9, 9, 0, 9, 4, 4, 7)  # after setup; grain and wool are unlimited (0 = not counted)
LIMITED = (0, 1, 1, 0, 1, 1, 1, 1)
START_RES = (0, 1, 1, 0, 1, 1, 1, 0)
# trade: what may pay for each resource (empty: cannot be received by trade)
PAY_FOR = ((), (0, 3, 4), (0, 3, 4), (), (), (3, 4), (3, 4, 5), (4, 5, 6))

# non-Sumerian regions (workers, trade, majorities), then the worker boxes
REGIONS = ("egypt", "amorites", "hittites", "mittani", "assyria", "kassites", "guti", "elam",
           "dilmun", "chaldea", "larsa", "isin", "akkad")
DILMUN = 8
OFFERS = ((6,), (1, 5), (2,), (1, 2), (), (7,), (), (2,), (1, 2, 5, 6), (5,), (), (), ())
BOXES = ("irrigation", "weaving", "scribes", "toolmakers")
IRR = 13
WEAV = 14
SCRIBES = 15  # left half (ready to use)
TOOLS = 16  # left half (ready to use)
SCRIBES_R = 17  # right half (used / new)
TOOLS_R = 18
NW = 19  # length of a player's worker list
PLACES = REGIONS + BOXES  # where workers may be placed (index = worker list index)
# end-game majorities: VP to the sole leader, by worker list index
MAJORITY = (4, 4, 3, 3, 2, 4, 2, 3, 2, 3, 0, 0, 0, 3, 4, 0, 0)

# Sumerian regions: city sites; army list index = 13 + index here
SUMER = ("sippar", "babylon", "nippur", "shuruppak", "umma", "uruk", "ur", "lagash", "eridu")
SIPPAR = 0
BABYLON = 1
NIPPUR = 2
SHURUPPAK = 3
URUK = 5
UR = 6
ERIDU = 8
AREAS = REGIONS + SUMER  # where armies may stand (not Dilmun)
NA = 22

# who may invade an area: (area, sources) by AREAS index
ADJ = (
    (0, (1,)), (1, (0, 2, 3, 4, 13, 14)), (2, (3, 1)), (3, (2, 1, 4)), (4, (1, 3, 5, 13, 14)),
    (5, (4, 14, 15)), (6, (15, 17)), (7, (17, 20)), (8, ()), (9, ()), (10, ()), (11, ()), (12, ()),
    (13, (1, 4, 14)), (14, (1, 4, 13, 12, 5, 16, 15)), (15, (14, 5, 6, 17, 16)),
    (16, (11, 14, 15, 17, 18)), (17, (15, 6, 7, 20, 19, 18, 16)), (18, (10, 16, 17, 19)),
    (19, (9, 18, 17, 20, 21)), (20, (17, 7, 21, 19)), (21, (19, 20)),
)

# empires of each turn: (start area or -1 for Sumer, armies)
SUMER_EMPIRE = -1
EMPIRES = (
    ((12, 10), (6, 8), (-1, 3)),
    ((1, 10), (11, 5), (10, 5)),
    ((3, 10), (0, 5), (-1, 3)),
    ((2, 10), (5, 10), (0, 10)),
    ((7, 8), (4, 12), (9, 8)),
)
MAX_ARMIES = 20

# production by place (0 first, 1 second, 2 third; ties share the better place); all three tied: 5/3
GRAIN_BY_PLACE = (6, 4, 3)
WOOL_BY_PLACE = (3, 2, 1)
GRAIN_ALL_TIED = 5
WOOL_ALL_TIED = 3
WORKERS_PER_TURN = 8
WORKERS_TOTAL = 25
START_HAND = 2
CITIES = 4
EXPANSION_VP = (4, 7, 10, 14, 20)  # by number of different luxuries paid (plus 2 wood)


def index(names, word):
    for i in range(len(names)):
        if names[i] == word:
            return i
    return -1


def sources(area):
    for a in ADJ:
        if a[0] == area:
            return a[1]
    return ()
