# Assyria (Ystari 2009), 2-4 players: three reigns of 2, 3 and 3 turns, each ended by a flood.
#
# The players enter what happens on the board (the column each takes, where their new huts stand,
# which huts starve, wells, what they buy with camels); the device computes income, prestige,
# the flood's Assur influence, dignitary bonuses, offerings and the end bonuses.
# Entry words and the readings chosen: docs/games/assyria.md. Rules split over the package.

from tabletop.core.flow import AUTO, EACH, Phase
from tabletop.games.assyria import expand as E  # first: the biggest module compiles in the emptiest heap
from tabletop.games.assyria import actions as A
from tabletop.games.assyria import flood as F
from tabletop.games.assyria import rules as R
from tabletop.games.assyria import turn as T
from tabletop.games.assyria import ziggurats as Z

NAME = "assyria"
TITLE = "Assyria"
VIEW = "tabletop.games.assyria.view"  # status, player_fields, breakdown, choices
PLAYERS = (2, 4)
# bytes the record of a long game takes on the board, made at once when a game starts (RAM;
# it grows if needed): a whole 4-player game of 189 entries: 0.8 KB
RECORD_ROOM = 1024
OPTIONS = (("first-order", ("drawn", "as-seated")),)  # drawn by the device, or as seated
WORDS = (
    "pick", "card", "take", "hut", "starve", "plow", "well", "done", "build", "court", "offer", "buy",
    "upper", "lower", "between", "outside", "base", "centre", "roof", "high", "middle", "low", "food",
    "wild",
)

setup = T.setup
SETUP_PHASES = (Phase("draft", EACH, order=T.draft_order, commands=("pick",)),)
PHASES = (
    Phase("sowing", AUTO, begin=T.new_turn),
    Phase("card", EACH, when=T.needs_card, order=T.first_player, commands=("card",)),
    Phase("harvest", EACH, end=T.harvest_end, commands=("take",)),
    Phase("expansion", EACH, begin=E.expansion_begin, on_turn=E.expansion_turn,
          commands=("hut", "starve", "plow", "well", "done")),
    Phase("actions", EACH, on_turn=A.actions_turn, commands=("build", "court", "offer", "buy", "done")),
    Phase("flood", AUTO, begin=F.flood, when=R.reign_ends),
)
ROUNDS = R.TURNS
COMMANDS = {
    "pick": T.pick,
    "card": T.card,
    "take": T.take,
    "hut": E.hut,
    "starve": E.starve,
    "plow": E.plow,
    "well": E.well,
    "done": A.done,
    "build": Z.build,
    "court": A.court,
    "offer": A.offer,
    "buy": A.buy,
}
final_scoring = F.final_scoring
score = R.score
# no tiebreak: equal prestige is a shared victory
KEYS = (
    ("Take", ("take",)),
    ("Hut", ("hut",)),
    ("Starve", ("starve",)),
    ("Well", ("well",)),
    ("Done", ("done",)),
    ("Build", ("build",)),
    ("Court", ("court",)),
    ("Offer", ("offer",)),
    ("Buy", ("buy",)),
)
