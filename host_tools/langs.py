"""The three languages on the host's command lines (`--lang en|de|nl`), in tabletop.ui.lang's order (EN
0, DE 1, NL 2: also the save's settings byte), and the games' own words in one of them as the device
shows them (tabletop.ui.tongue with the game's de.txt / nl.txt)."""

LANGS = ("en", "de", "nl")


def index(name):
    """0, 1 or 2 for "en", "de", "nl" (None: English)."""
    return LANGS.index(name) if name else 0


def game_words(game, lg, texts):
    """The game's words (a list) in language lg; English (or no words file): as they are."""
    if not lg:
        return list(texts)
    from tabletop.ui import tongue

    return tongue.tr(game, lg, list(texts))
