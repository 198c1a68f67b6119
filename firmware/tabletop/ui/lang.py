# Every text the device shows itself, in English and German (index 0 and 1; the German
# texts are in lang_de).
#
# Game texts (status lines, refusals) come from the game modules and the core in English;
# `core_msg` translates the core's own refusals.

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
    a = 0
    for _ in range(k):
        a = s.find("|", a) + 1
    b = s.find("|", a)
    return s[a:] if b < 0 else s[a:b]


def core_msg(lang, msg):
    # a refusal of the core (tabletop.core.session / flow) in the language; the games' stay English
    if lang != DE:
        return msg
    from tabletop.ui import lang_de  # only when German is in use (RAM)

    return lang_de.core_msg(msg)
