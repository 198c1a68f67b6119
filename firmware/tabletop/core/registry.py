# The games the companion knows. Only the selected game's module is imported (RAM on the board).

from tabletop.core.errors import RecordError

# (record name, title, module, players min, players max) -- no game module is imported here
GAMES = (
    ("terra_mystica", "Terra Mystica", "tabletop.games.terra_mystica", 2, 5),
    ("babel", "Babel", "tabletop.games.babel", 2, 2),
    ("assyria", "Assyria", "tabletop.games.assyria", 2, 4),
    ("after_the_flood", "After the Flood", "tabletop.games.after_the_flood", 3, 3),
)


def names():
    return [g[0] for g in GAMES]


def info(name):
    for g in GAMES:
        if g[0] == name:
            return g
    raise RecordError("unknown game %r (known: %s)" % (name, ", ".join(names())))


def load(name):
    # Import and return the module of game `name`.
    modname = info(name)[2]
    return __import__(modname, None, None, ("NAME",))


def words_for(name):
    # The vocabulary a game declares for compact saves (its WORDS tuple).
    return getattr(load(name), "WORDS", ())


def view(game):
    # The game's view module (status, player_fields, breakdown, choices: what the screens and the
    # JSON snapshot show), named by the game's VIEW and imported on first use: replaying and
    # checking a record needs only the rules (RAM on the board). A game without VIEW is its own.
    name = getattr(game, "VIEW", None)
    return __import__(name, None, None, ("status",)) if name else game
