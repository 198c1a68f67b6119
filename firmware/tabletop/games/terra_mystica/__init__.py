# Terra Mystica: 2-5 players, 14 factions, six rounds. The device does all the bookkeeping.
#
# One entry is one turn, like a row of a terra.snellman.net game: commands joined by '.',
# e.g. `dwarves: burn 4 . action act5 . build d4 offer fakirs 2`. See docs/games/terra_mystica.md.

from tabletop.core.flow import AUTO, EACH, UNTIL_PASS, Phase
from tabletop.games.terra_mystica import factions, rounds, turn
from tabletop.games.terra_mystica.words import WORDS, plus  # noqa: F401 (game interface)
# end scoring is imported now, not when the game ends: compiling it then, with the heap at its
# fullest and most split, failed replays that fit with it imported here
from tabletop.games.terra_mystica.final import final_scoring, network_order  # noqa: F401 (game interface)

NAME = "terra_mystica"
TITLE = "Terra Mystica"
PLAYERS = (2, 5)
# bytes the record of a long game takes on the board, made at once when a game starts (RAM;
# it grows if needed): a 5-player game of 503 entries: 3.9 KB
RECORD_ROOM = 4096
SEAT_NAMES = factions.NAMES
ROUNDS = 6
VIEW = "tabletop.games.terra_mystica.show"  # status, player_fields, breakdown, choices
OPTIONS = (
    ("turn-order", ("fixed", "variable")),
    ("start-vp", ("20", "base", "fjords", "lakes")),
    ("towns", ("base", "mini")),
    ("shipping-bonus", ("no", "yes")),
    ("temple-tile", ("no", "yes")),
    ("scoring", ()),
    ("bonus", ()),
)
# scoring / bonus: "random" when not given (see docs); the start menu enters them tile by tile
# and offers only the factions whose colour is free (setup_menu: the start menu's steps of the
# game's own, imported in the start menu only)
MENU = "tabletop.games.terra_mystica.setup_menu"


def setup(state, seats, options):
    for k in ("scoring", "bonus"):
        if options.get(k) is None:
            options[k] = "random"
    _start().setup(state, seats, options)


def _start():
    # the game's start, imported when a game starts and dropped when its set-up turns are over
    # (RAM on the board; a replay from the start imports it again). Kept on the host (CPython)
    from tabletop.games.terra_mystica import start

    return start


def _setup_order(state):
    # the set-up's turns (start.py): the dwellings, then the bonus tiles
    st = _start()
    return st.dwelling_order(state) if state["flow"]["phase"] == "dwellings" else st.bonus_order(state)


def _setup_end(state):
    import sys

    from tabletop.games.terra_mystica.final import snap

    snap(state, "pre")
    if sys.implementation.name != "cpython":
        for m in ("start", "setup_menu"):  # and the start's tables it read (setup_menu.py)
            sys.modules.pop(__name__ + "." + m, None)
            globals().pop(m, None)


def _later(s):
    # the cult bonus and its spades: from round 2 on (phase III of the round before)
    return s["flow"]["round"] > 1


SETUP_PHASES = (
    Phase("dwellings", EACH, order=_setup_order),
    Phase("bonus", EACH, order=_setup_order, end=_setup_end),
)
PHASES = (
    Phase("cult", AUTO, begin=rounds.cult_income, when=_later),
    Phase("spades", EACH, order=rounds.spade_order, when=_later),
    Phase("income", AUTO, begin=rounds.income),
    Phase("actions", UNTIL_PASS, begin=rounds.round_begin, end=rounds.round_end),
    Phase("network", EACH, order=network_order,
          when=lambda s: s["flow"]["round"] == 6),
)


# The verbs an entry may start with: the game's COMMANDS object.
class _Commands:
    # The game's verbs, asked one at a time (get: its function, or None): every verb runs the
    # whole entry (see turn.py); one object instead of a closure per verb (RAM on the board).

    def get(self, verb, default=None):
        if not (verb in WORDS and WORDS.index(verb) < 18 or plus(verb)):  # a verb, a tile or cult verb
            return default

        def run(state, seat, args):
            turn.run(state, seat, [verb] + list(args))

        return run

    def __iter__(self):
        # every verb (host tools only: sorted(COMMANDS), the quick card, the CLI's help; not in the
        # board's RAM)
        from tabletop.games.terra_mystica import on_host

        return iter(on_host.all_verbs())


COMMANDS = _Commands()


def may_act(state, seat, verb):
    if verb in ("leech", "decline", "wait", "connect", "drop"):
        return True
    if state.get("after") == seat and verb in ("convert", "burn", "done", "build"):
        return True  # the rest of the turn that ended at its action (after.py)
    k = plus(verb)
    if k is None or k[0] == "fav" or k[0] == "-spade":
        return None
    if k[0] == "cult":
        return state["players"][seat]["pcult"] > 0 or None
    return True  # a town (and its -TRACK) is entered by its founder, also after the turn moved on


def score(state, seat):
    return state["players"][seat]["VP"]


# no tiebreak of its own: a tie on VP is a shared victory (the interface's default, 0)


KEYS = (("Build", ("build",)), ("Upgr", ("upgrade",)), ("Dig", ("dig",)), ("Action", ("action",)),
        ("Send", ("send",)), ("Conv", ("convert",)), ("Burn", ("burn",)), ("Leech", ("leech",)),
        ("Pass", ("pass",)))
