"""Terra Mystica: 2-5 players, 14 factions, six rounds. The device does all the bookkeeping.

One entry is one turn, like a row of a terra.snellman.net game: commands joined by '.',
e.g. `dwarves: burn 4 . action act5 . build d4 offer fakirs 2`. See docs/games/terra_mystica.md.
"""

from tabletop.core.flow import AUTO, EACH, UNTIL_PASS, Phase
from tabletop.games.terra_mystica import factions, res, rounds, turn
from tabletop.games.terra_mystica.final import final_scoring  # noqa: F401 (game interface)

NAME = "terra_mystica"
TITLE = "Terra Mystica"
PLAYERS = (2, 5)
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
# scoring / bonus: "random" when not given (see docs)
VERBS = ("build", "upgrade", "transform", "dig", "send", "action", "advance", "pass", "convert",
         "burn", "leech", "decline", "bridge", "connect", "wait", "done", "network")
WORDS = VERBS + (".", "to", "from", "for", "p", "offer", "spades", "near", "tunnel", "carpet",
                 "tp", "te", "sh", "sa", "ship", "dig", "fire", "water", "earth", "air",
                 "act1", "act2", "act3", "act4", "act5", "act6", "bon1", "bon2", "fav6", "acta",
                 "actc", "actg", "actn", "acts", "actw", "acte", "1pw", "1c", "1w", "1p", "2pw",
                 "2c", "3pw", "3c", "4pw", "4c", "5pw", "+fire", "+water", "+earth", "+air",
                 "bridges", "yellow", "brown", "black", "blue", "green", "gray", "red")


TRACKS = ("fire", "water", "earth", "air")


def _plus(verb):
    # +favN, +twN, +TRACK, +2TRACK (free cult steps), -spade
    if verb == "-spade":
        return True
    if verb[:4] == "+fav":
        return verb[4:].isdigit() and 1 <= int(verb[4:]) <= 12
    if verb[:3] == "+tw":
        return verb[3:].isdigit() and 1 <= int(verb[3:]) <= 8
    return verb[1:] in TRACKS or verb[:2] == "+2" and verb[2:] in TRACKS


def _all_verbs():
    # (-spade, snellman's "give up a cult-bonus spade", is accepted but not offered: `done` does it)
    return (list(VERBS) + ["+fav%d" % n for n in range(1, 13)] + ["+tw%d" % n for n in range(1, 9)]
            + ["+" + t for t in TRACKS] + ["+2" + t for t in TRACKS])


class _Commands:
    """The game's {verb: function}: every verb runs the whole entry (see turn.py); one object
    instead of a closure per verb (RAM on the board)."""

    def get(self, verb, default=None):
        if verb not in VERBS and not (verb[:1] in "+-" and _plus(verb)):
            return default

        def run(state, seat, args):
            turn.run(state, seat, [verb] + list(args))

        return run

    def __getitem__(self, verb):
        f = self.get(verb)
        if f is None:
            raise KeyError(verb)
        return f

    def __contains__(self, verb):
        return self.get(verb) is not None

    def __iter__(self):
        return iter(_all_verbs())

    def keys(self):
        return _all_verbs()

    def __len__(self):
        return len(_all_verbs())


COMMANDS = _Commands()


def setup(state, seats, options):
    for k in ("scoring", "bonus"):
        if options.get(k) is None:
            options[k] = "random"
    rounds.setup(state, seats, options)


def _setup_end(state):
    from tabletop.games.terra_mystica import hooks

    hooks.snap(state, "pre")


SETUP_PHASES = (
    Phase("dwellings", EACH, order=rounds.dwelling_order),
    Phase("bonus", EACH, order=rounds.bonus_order, end=_setup_end),
)
PHASES = (
    Phase("cult", AUTO, begin=rounds.cult_income, when=lambda s: s["flow"]["round"] > 1),
    Phase("spades", EACH, order=rounds.spade_order, when=lambda s: s["flow"]["round"] > 1),
    Phase("income", AUTO, begin=rounds.income),
    Phase("actions", UNTIL_PASS, begin=rounds.round_begin, end=rounds.round_end),
    Phase("network", EACH, order=lambda s: list(range(len(s["players"]))),
          when=lambda s: s["flow"]["round"] == 6),
)


def may_act(state, seat, verb):
    if verb in ("leech", "decline", "wait", "connect"):
        return True
    if verb[:3] == "+tw":
        return True  # a town is entered by its founder, also after the turn moved on
    if verb[:1] == "+" and verb[1:4] != "fav":
        return state["players"][seat]["pcult"] > 0 or None
    return None


def score(state, seat):
    return state["players"][seat]["VP"]


def tiebreak(state, seat):
    return 0


KEYS = (("Build", ("build",)), ("Upgr", ("upgrade",)), ("Dig", ("dig",)), ("Action", ("action",)),
        ("Send", ("send",)), ("Conv", ("convert",)), ("Burn", ("burn",)), ("Leech", ("leech",)),
        ("Pass", ("pass",)))
