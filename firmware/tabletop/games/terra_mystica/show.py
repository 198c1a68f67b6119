"""Short forms: c w p pw vp = coins, workers, priests, power, victory points; 3vp/TP = 3 VP a
trading house; cult = a cult step; town6 = towns need power 6; D TP TE SH SA = dwelling,
trading house, temple, stronghold, sanctuary."""
# What the device and the JSON snapshot show: status lines, each player's figures, the score
# breakdown, the tiles on the table (names.py, on_host.py), and the choices of the next word
# (entry.py, which builds them from the rules).

from tabletop.core import flow
# the device's hooks (asked, figures, label) are imported with the view, before a saved game is
# replayed, not when first needed at the table with the heap at its fullest (RAM)
from tabletop.games.terra_mystica.ask import asked  # noqa: F401 (view interface)
from tabletop.games.terra_mystica.entry import choices  # noqa: F401 (view interface)
from tabletop.games.terra_mystica.entry_verbs import verbs
from tabletop.games.terra_mystica.names import TEXT, figures, label, round_lines  # noqa: F401 (view interface)


LABELS = __name__  # this module: its TEXT (names.py) and docstring above, the quick card

# each faction in its home terrain's colour (the device's LEDs, the simulator, charts)
COLOURS = ("alchemists black auren green chaosmagicians red cultists brown darklings black "
           "dwarves grey engineers grey fakirs yellow giants red halflings brown mermaids blue "
           "nomads yellow swarmlings blue witches green")


def status(state):
    f = state["flow"]
    a = flow.active(state)
    lines = ["round %d, %s" % (f["round"], f["phase"])] + round_lines(state)
    if a >= 0:
        p = state["players"][a]
        lines.append("%s to act" % state["seats"][a])
        if p["pfav"]:
            lines.append("%s: take %d favor tile(s)" % (p["f"], p["pfav"]))
        if p["spades"]:
            lines.append("%s: %d spade(s) to use" % (p["f"], p["spades"]))
    # the power actions taken, by what they give: "taken: bridge 3pw, 2w 4pw"
    taken = []
    i = TEXT.find("|act1 ")  # the six power actions follow each other there (names.TEXT)
    for n in range(6):
        j = TEXT.find("|", i + 1)
        if (state["acts"] >> n) & 1:
            taken.append(TEXT[i + 6:j])
        i = j
    if taken:
        lines.append("taken: " + ", ".join(taken))
    for s in range(len(state["players"])):
        p = state["players"][s]
        for o in p["offers"]:
            lines.append("%s may leech %s from %s" % (p["f"], o[1] or "?", state["seats"][o[0]]))
    return lines


def reopen(state):
    """(seat, verbs) of the player whose turn ended at its action and who may still add to it
    (after.py), or None: the device lists their name; a push on it reopens their turn."""
    s = state.get("after")
    if s is None or s == flow.active(state) or state["flow"]["ended"]:
        return None
    return (s, verbs(state, s))


def player_fields(state, seat):
    # the JSON snapshot's hooks (the CLI, exports, the simulator; the device shows figures) live
    # in on_host.py, imported when first asked: never on the board (RAM)
    from tabletop.games.terra_mystica import on_host

    return on_host.player_fields(state, seat)


def table(state):
    from tabletop.games.terra_mystica import on_host

    return on_host.table(state)


def breakdown(state, seat):
    p = state["players"][seat]
    fin = p["fin"] or [0, 0, 0, 0, 0, 0]
    total = 0
    for x in fin:
        total += x
    return (("play", p["VP"] - total), ("fire", fin[0]), ("water", fin[1]), ("earth", fin[2]),
            ("air", fin[3]), ("network", fin[4]), ("resources", fin[5]))
