# Terra Mystica's own start-menu steps (tabletop.ui.menu; imported in the start menu only, and
# dropped when the game starts): the six round scoring tiles in their order, the bonus tiles in
# play (players + 3), each by what it gives; the factions whose colour is still free. And the
# tables only the game's start reads (start.py: one faction of each colour, the starting VP), here
# so that they leave RAM with it after the set-up turns.

from tabletop.core.errors import Illegal
from tabletop.games.terra_mystica.names import label, scoring

# the options picked tile by tile, in this order (their values: tile numbers joined by "-")
PICKS = ("scoring", "bonus")
# the copies of each favor and town tile at the start (digit n: tile n; start.py)
FAVOR_COPIES = "0111133333333"
TOWN_COPIES = "022222000"
TOWN_COPIES_MINI = "022222121"  # with the mini expansion: TW6, TW7, TW8


def offer(name, options, players, done):
    # (tiles to pick, the tiles offered for the next pick, their labels) of option `name`, the
    # tiles `done` picked so far; None once all are picked. The temple tile (scoring 9) only with
    # temple-tile yes, bonus 10 only with shipping-bonus yes; the spade tile (scoring 1) is never
    # in rounds 5 or 6 (rulebook: it is put aside and another tile drawn).
    if name == "scoring":
        k = 6
        hi = 9 if options.get("temple-tile") == "yes" else 8
    else:
        k = players + 3
        hi = 10 if options.get("shipping-bonus") == "yes" else 9
    if len(done) >= k:
        return None
    vals = [str(t) for t in range(1, hi + 1)
            if str(t) not in done and not (name == "scoring" and t == 1 and len(done) >= 4)]
    return k, vals, [scoring(int(v)) if name == "scoring" else label("bon" + v) for v in vals]


def seats(free, taken):
    # The factions offered (of those not taken): one of each colour (home terrain).
    for c in COLOURS.split("|"):
        w = c.split()
        if w[1] in taken or w[2] in taken:
            free = [f for f in free if f != w[1] and f != w[2]]
    return free


# variable starting VP (rulebook variants: base map, Fjords, Lakes); others start with 20
START_VP = ("base darklings 15 cultists 16 engineers 16 chaosmagicians 19 mermaids 19 nomads 19 "
            "witches 19 swarmlings 22 giants 25 alchemists 27 auren 27 fakirs 33|"
            "fjords nomads 15 witches 15 cultists 15 darklings 15 fakirs 25 halflings 25 auren 25 "
            "giants 25 alchemists 25|"
            "lakes nomads 15 engineers 15 cultists 15 darklings 15 fakirs 25 swarmlings 25 giants 25 "
            "dwarves 30")  # a variant's name, then faction VP ... ("|" between the variants)


def start_vp(variant, f):
    for row in START_VP.split("|"):
        w = row.split()
        if w[0] == variant:
            for i in range(1, len(w), 2):
                if w[i] == f:
                    return int(w[i + 1])
    return 20


# the two factions of each colour (home terrain): a game has at most one faction of a colour
COLOURS = ("yellow fakirs nomads|brown cultists halflings|black alchemists darklings|blue mermaids "
           "swarmlings|green auren witches|gray dwarves engineers|red chaosmagicians giants")


def one_per_colour(seats):
    for c in COLOURS.split("|"):
        w = c.split()
        if w[1] in seats and w[2] in seats:
            raise Illegal("%s and %s are both %s: one faction of each colour" % (w[1], w[2], w[0]))
