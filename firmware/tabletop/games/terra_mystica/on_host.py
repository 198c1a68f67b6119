# What only the host tools read of Terra Mystica, imported when first asked: never on the board, so
# not in its RAM. The JSON snapshot's fields (view hooks player_fields and table, through show.py;
# tabletop.core.view: the CLI, the exports, the simulator; the device shows figures, names.py), and
# every verb an entry may start with (iterating COMMANDS: the quick card, the CLI's help; the
# device asks COMMANDS.get only).

from tabletop.games.terra_mystica.words import WORDS
from tabletop.games.terra_mystica.names import label, scoring
from tabletop.games.terra_mystica.tiles import CULTS, keys_free


def keys_of(p):
    # the town keys a player has: those free, and one on each track at 10
    return keys_free(p) + p["cult"].count(10)


def player_fields(state, seat):
    p = state["players"][seat]
    return (("VP", p["VP"]), ("C", p["C"]), ("W", p["W"]), ("P", p["P"]), ("bowls", list(p["b"])),
            ("cults", list(p["cult"])), ("buildings", [p["D"], p["TP"], p["TE"], p["SH"], p["SA"]]),
            ("ship", p["ship"]), ("dig", p["dig"]), ("bonus", p["bon"]),
            ("favors", [n for n in range(1, 13) if (p["fav"] >> n) & 1]),
            ("towns", [int(x) for x in p["tw"].split()]),
            ("keys", keys_of(p)), ("offers", [[state["seats"][o[0]], o[1]] for o in p["offers"]]))


def in_play(state):
    # The bonus tiles in play (the players + 3), by number: seat holding it, or -1.
    out = [[b, -1] for b in state["bonus"]]
    for s in range(len(state["players"])):
        if state["players"][s]["bon"]:
            out.append([state["players"][s]["bon"], s])
    return sorted(out)


def table(state):
    # The JSON snapshot's "table" (view hook): the six scoring tiles in their order, the bonus
    # tiles in play; each with its label, a bonus tile with the seat holding it (or null).
    sc = state["score"]
    seats = state["seats"]
    return (("scoring", [{"round": r + 1, "tile": sc[r], "label": scoring(sc[r], r < 5)} for r in range(6)]),
            ("bonus", [{"tile": b[0], "label": label("bon%d" % b[0]), "held": seats[b[1]] if b[1] >= 0 else None}
                       for b in in_play(state)]))


def all_verbs():
    # (-spade, snellman's "give up a cult-bonus spade", and -TRACK, "not this town step", are
    # accepted but not offered: `done` gives spades up)
    return (list(WORDS[:18]) + ["+fav%d" % n for n in range(1, 13)] + ["+tw%d" % n for n in range(1, 9)]
            + ["+" + t for t in CULTS] + ["+2" + t for t in CULTS])
