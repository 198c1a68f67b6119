# The verbs an entry may start with: the game's COMMANDS object.

from tabletop.games.terra_mystica import turn
from tabletop.games.terra_mystica.words import plus

# the words of the game's saves (WORDS, tabletop.core.vocab), the 18 verbs first: one tuple (a
# tuple added to the verbs' stayed in RAM beside the sum, as a constant of the module; so did
# the verbs' as a slice of it)
WORDS = ("build", "upgrade", "transform", "dig", "send", "action", "advance", "pass", "convert",
         "burn", "leech", "decline", "bridge", "connect", "wait", "done", "network", "drop", ".", "to",
         "from", "for", "p", "offer", "spades", "near", "tunnel", "carpet", "tp", "te", "sh", "sa",
         "ship", "dig", "fire", "water", "earth", "air", "act1", "act2", "act3", "act4", "act5",
         "act6", "bon1", "bon2", "fav6", "acta", "actc", "actg", "actn", "acts", "actw", "acte", "1pw",
         "1c", "1w", "1p", "2pw", "2c", "3pw", "3c", "4pw", "4c", "5pw", "+fire", "+water", "+earth",
         "+air", "bridges", "yellow", "brown", "black", "blue", "green", "gray", "red")


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
