# Babel (Uwe Rosenberg & Hagen Dorgathen; Kosmos 2000, White Goblin 2013): 2 players build temples.
#
# Both editions' rulebooks, as the `edition` option (german = Kosmos, dutch = White Goblin):
#   start hands   german: 5 people cards each;  dutch: start player 3, opponent 5
#   hand count    german: always known;          dutch: announced at the end of your turn if 4 or more
#   Sumerians     german: the opponent's last-lying run of one people at the site changes sides;
#                 dutch: all his cards of the people he played there last
# Everything else reads the same in both. The record (one turn of the start player):
#
#     white: travel hittites          discard a Hittite card, pawn to the Hittites' site
#     white: settle persians          a Persian card from hand into your column at the pawn's site
#     white: build start              level 1 from the start card (also: own / other temple store)
#     white: migrate hittites medes   your last 3 cards at the Hittites move to the Medes (once a turn)
#     white: use hittites             3+ in a row at the pawn's site: discard one, use the ability
#     white: use persians own         (Persians build 2 levels up, from own/other store;
#     white: use medes assyrians       Medes name the people the opponent discards)
#     white: halve sumerians          instead of the ability, the opponent halves his hand ...
#     black: discard medes persians   ... and says which cards he discards
#     white: end 2 5                  draw 2 temple cards (the values drawn; `end` alone: drawn here)
#
# The people cards in hand are secret, so the companion counts them; it refuses a card of a people
# whose 12 cards are all on the board or in the discard pile. Each turn starts by drawing 3 people
# cards (automatic: the count goes up, the deck down, the discard pile is reshuffled when needed).

from tabletop.core.flow import EACH, Phase
from tabletop.games.babel import actions, powers, quarry, temples
from tabletop.games.babel.cards import LEVELS, PER_TRIBE, TRIBES

NAME = "babel"
TITLE = "Babel"
PLAYERS = (2, 2)
# bytes the record of a long game takes on the board, made at once when a game starts (RAM;
# it grows if needed): a whole game of 144 entries: 0.7 KB
RECORD_ROOM = 1024
OPTIONS = (("edition", ("german", "dutch")),)
VIEW = "tabletop.games.babel.view"  # status, player_fields, breakdown, choices
VERBS = ("travel", "settle", "build", "migrate", "use", "halve", "discard", "end")
WORDS = VERBS + temples.SOURCES + TRIBES

COMMANDS = {
    "travel": actions.travel,
    "settle": actions.settle,
    "build": temples.build,
    "migrate": actions.migrate,
    "use": powers.use,
    "halve": actions.halve,
    "discard": actions.discard,
    "end": quarry.end,
}

PHASES = (Phase("turn", EACH, on_turn=actions.begin_turn),)

KEYS = (
    ("Travel", ("travel",)),
    ("Settle", ("settle",)),
    ("Build", ("build",)),
    ("Migrat", ("migrate",)),
    ("Use", ("use",)),
    ("Halve", ("halve",)),
    ("Discrd", ("discard",)),
    ("End", ("end",)),
)

def setup(state, seats, options):
    hands = (3, 5) if options["edition"] == "dutch" else (5, 5)
    state["names"] = list(seats)
    state["players"] = []
    for s in range(2):
        state["players"].append({
            "score": 0, "hand": hands[s], "shown": hands[s], "pawn": -1, "start": True,
            "store": [], "people": [[] for _ in TRIBES], "temple": [[] for _ in TRIBES],
        })
    state["deck"] = PER_TRIBE * len(TRIBES) - hands[0] - hands[1]
    state["discard"] = [0] * len(TRIBES)
    state["quarry"] = []
    state["pool"] = list(LEVELS)
    state["pool"][0] -= 2  # the two start cards
    state["migrated"] = False
    state["final"] = False
    state["over"] = ""


def game_over(state):
    return state["over"] != ""


def tiebreak(state, seat):
    # Equal temple points: the player with more people cards in hand wins.
    return state["players"][seat]["hand"]
