"""Faction boards: start resources, building costs, income tracks, shipping and digging.

Numbers from the faction boards (reference tables, checked against real games).
"""

# building kinds, in board order
KINDS = ("D", "TP", "TE", "SH", "SA")
LIMIT = (8, 4, 3, 1, 1)
STRENGTH = (1, 2, 2, 3, 3)

# faction: (home, C, W, P, bowl I, bowl II, cults F/W/E/A, costs D TP TE SH SA as (W, C))
_STD = ((1, 2), (2, 3), (2, 5), (4, 6), (4, 6))
BOARD = {
    "alchemists": ("black", 15, 3, 0, 5, 7, (1, 1, 0, 0), _STD),
    "auren": ("green", 15, 3, 0, 5, 7, (0, 1, 0, 1), ((1, 2), (2, 3), (2, 5), (4, 6), (4, 8))),
    "chaosmagicians": ("red", 15, 4, 0, 5, 7, (2, 0, 0, 0), ((1, 2), (2, 3), (2, 5), (4, 4), (4, 8))),
    "cultists": ("brown", 15, 3, 0, 5, 7, (1, 0, 1, 0), ((1, 2), (2, 3), (2, 5), (4, 8), (4, 8))),
    "darklings": ("black", 15, 1, 1, 5, 7, (0, 1, 1, 0), ((1, 2), (2, 3), (2, 5), (4, 6), (4, 10))),
    "dwarves": ("gray", 15, 3, 0, 5, 7, (0, 0, 2, 0), _STD),
    "engineers": ("gray", 10, 2, 0, 3, 9, (0, 0, 0, 0), ((1, 1), (1, 2), (1, 4), (3, 6), (3, 6))),
    "fakirs": ("yellow", 15, 3, 0, 7, 5, (1, 0, 0, 1), ((1, 2), (2, 3), (2, 5), (4, 10), (4, 6))),
    "giants": ("red", 15, 3, 0, 5, 7, (1, 0, 0, 1), _STD),
    "halflings": ("brown", 15, 3, 0, 3, 9, (0, 0, 1, 1), ((1, 2), (2, 3), (2, 5), (4, 8), (4, 6))),
    "mermaids": ("blue", 15, 3, 0, 3, 9, (0, 2, 0, 0), ((1, 2), (2, 3), (2, 5), (4, 6), (4, 8))),
    "nomads": ("yellow", 15, 2, 0, 5, 7, (1, 0, 1, 0), ((1, 2), (2, 3), (2, 5), (4, 8), (4, 6))),
    "swarmlings": ("blue", 20, 8, 0, 3, 9, (1, 1, 1, 1), ((2, 3), (3, 4), (3, 6), (5, 8), (5, 8))),
    "witches": ("green", 15, 3, 0, 5, 7, (0, 0, 0, 2), _STD),
}
NAMES = ("alchemists", "auren", "chaosmagicians", "cultists", "darklings", "dwarves", "engineers",
         "fakirs", "giants", "halflings", "mermaids", "nomads", "swarmlings", "witches")

# income tracks: value indexed by the number of that building on the board
D_W = {"engineers": (0, 1, 2, 2, 3, 4, 4, 5, 6), "swarmlings": (2, 3, 4, 5, 6, 7, 8, 9, 9)}
D_W_STD = (1, 2, 3, 4, 5, 6, 7, 8, 8)
TP_C = {"alchemists": (0, 2, 4, 7, 11), "nomads": (0, 2, 4, 7, 11), "dwarves": (0, 3, 5, 7, 10),
        "swarmlings": (0, 2, 4, 6, 9)}
TP_C_STD = (0, 2, 4, 6, 8)
TP_PW = {"alchemists": (0, 1, 2, 3, 4), "nomads": (0, 1, 2, 3, 4), "swarmlings": (0, 2, 4, 6, 8)}
TP_PW_STD = (0, 1, 2, 4, 6)
TE_P = {"engineers": (0, 1, 1, 2)}
TE_P_STD = (0, 1, 2, 3)
TE_PW = {"engineers": (0, 0, 5, 5)}
# stronghold / sanctuary income as (C, W, P, PW)
SH_IN = {"alchemists": (6, 0, 0, 0), "chaosmagicians": (0, 2, 0, 0), "fakirs": (0, 0, 1, 0),
         "giants": (0, 0, 0, 4), "mermaids": (0, 0, 0, 4), "swarmlings": (0, 0, 0, 4)}
SH_IN_STD = (0, 0, 0, 2)
SA_IN = {"darklings": (0, 0, 2, 0), "swarmlings": (0, 0, 2, 0)}
SA_IN_STD = (0, 0, 1, 0)

# shipping: (start level, max level); VP for reaching level L = L + 1 (mermaids: L)
SHIP = {"mermaids": (1, 5), "fakirs": (0, 0), "dwarves": (0, 0)}
SHIP_STD = (0, 3)
# digging: max upgrades and their cost (W, C, P)
DIG_MAX = {"fakirs": 1, "darklings": 0}
DIG_COST = {"halflings": (2, 1, 1)}
DIG_COST_STD = (2, 5, 1)

# variable starting VP (rulebook variants: base map, Fjords, Lakes)
START_VP = {
    "base": {"darklings": 15, "cultists": 16, "engineers": 16, "chaosmagicians": 19, "mermaids": 19,
             "nomads": 19, "witches": 19, "swarmlings": 22, "giants": 25, "alchemists": 27,
             "auren": 27, "fakirs": 33},
    "fjords": {"nomads": 15, "witches": 15, "cultists": 15, "darklings": 15, "fakirs": 25,
               "halflings": 25, "auren": 25, "giants": 25, "alchemists": 25},
    "lakes": {"nomads": 15, "engineers": 15, "cultists": 15, "darklings": 15, "fakirs": 25,
              "swarmlings": 25, "giants": 25, "dwarves": 30},
}


def get(table, faction, default):
    return table.get(faction, default)


def ship_vp(faction, level):
    return level if faction == "mermaids" else level + 1
