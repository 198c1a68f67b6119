# Every text the device shows itself, in English and German (index 0 and 1; the German
# texts are in lang_de).
#
# Game texts (status lines, refusals) come from the game modules and the core in English;
# `core_msg` translates the core's own refusals.

from array import array

EN = 0
DE = 1
NAMES = ("English", "Deutsch")

# The texts as one string per language, "|" between them (one string costs far less RAM on
# the board than a dict of tuples: 0.9 KB instead of 3.7 KB); KEYS names them in order. The
# German ones are in lang_de, imported only when German is chosen (RAM on the board: 1.5 KB).
KEYS = (
    " lang game players seat option round setup asks over winner winners menu new "
    "sure yes back keys missing damaged older fresh resumed nosave error undo redo hist hnone "
    "std no check ckey ckeys cenc cback pick draw std2 unsaved nomem small ")
TEXT = (
    "Language|Game|Players|Player %d|Option: %s|R%d %s|Setup %s|%s: %s?|Game over|"
    "Winner: %s|Shared win: %s|Menu|New game|Really end game?|Yes, new game|"
    "Back to game|Key legend|%s is not installed|Save damaged: %s|"
    "Resumed an older copy|Starting fresh|Resumed, entries: %d|Cannot save!|Error: %s|"
    "undone: %s|redone: %s|History|No entries yet|standard options|No, back to game|Check the board|"
    "Check: key %d|Check: press a key|encoder %+d push %d|menu key twice: back|%s %d of %d|"
    "draw for us|standard + our set-up|"
    "Not saved: will retry, keep the power on|"
    "Out of memory. Saved games are kept: unplug, plug in again|"
    "Heap %d KB, this game needs %d KB: it may run out")


def texts(lang):
    # the "|"-joined texts of a language
    if lang == DE:
        from tabletop.ui import lang_de  # only when German is in use (RAM)

        return lang_de.TEXT
    return TEXT


def t(lang, key):
    i = KEYS.find(" " + key + " ")
    if i < 0:
        raise KeyError(key)
    k = KEYS.count(" ", 0, i)  # the key's index: the spaces before it
    s = texts(lang)
    at = _at[lang]
    if at is None:  # where each text starts, found once (every screen needs a text or two)
        at = _at[lang] = array("H", bytes(2 * s.count("|") + 4))  # at its size (RAM)
        j = 0
        for n in range(1, len(at) - 1):
            j = at[n] = s.find("|", j) + 1
        at[len(at) - 1] = len(s) + 1
    return s[at[k]:at[k + 1] - 1]


_at = [None, None]  # per language: the offsets of its texts (2 bytes each)


def core_msg(lang, msg):
    # a refusal of the core (tabletop.core.session / flow) in the language; the games' stay English
    if lang != DE:
        return msg
    from tabletop.ui import lang_de  # only when German is in use (RAM)

    return lang_de.core_msg(msg)
