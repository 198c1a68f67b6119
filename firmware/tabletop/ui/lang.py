# Every text the device shows itself, in English, German and Dutch (index 0, 1 and 2).
#
# The games' own words (key labels, phases, status lines, refusals) come from the game modules in
# English; `g` gives them in the language (tabletop.ui.tongue), and the core's refusals too.

from tabletop.core.registry import KEPT, kept

EN = 0
DE = 1
NL = 2
NAMES = ("English", "Deutsch", "Nederlands")
# the labels of keys 9..11 in the key legend, per language; also host_tools/legends.py
BOTTOM = (("undo", "menu", "redo"), ("rueck", "menue", "vor"), ("terug", "menu", "verder"))

# The English texts as one string, "|" between them (one string costs far less RAM on the board
# than a dict of tuples: 0.9 KB instead of 3.7 KB); KEYS names them in order. The other languages
# are read from flash when shown, a line at a time: tabletop/ui/de.txt and nl.txt hold a text
# a line in KEYS' order, then the core's refusals as "English start|translation" (German held in
# a module took 1.8 KB live; now only the reader's module, 0.85 KB: docs/languages.md). A file
# that cannot be read: English.
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


def line(lang, k):
    # line k of the language's file, or None (English, no such line, no file to read); read a
    # piece at a time, as the refusals' words are (tabletop.core.refusals, imported only for this)
    if lang != DE and lang != NL:
        return None
    from tabletop.core.refusals import line

    try:
        return line(__file__[:__file__.rfind("lang")] + ("de.txt" if lang == DE else "nl.txt"), k)
    except (OSError, NameError):
        return None


def at(text, w, end=" "):
    # where the word w stands in text (-1: nowhere): at its start or after a space, and `end`
    # after it. Found without a new string: every string the board makes is looked up among the
    # app's interned ones, the app's own linearly (~0.1 ms of the board's time: BENCHMARKS.md)
    i = text.find(w) if w else -1
    while i >= 0:
        if (i == 0 or text.startswith(" ", i - 1)) and text.startswith(end, i + len(w)):
            return i
        i = text.find(w, i + 1)
    return -1


def t(lang, key):
    i = at(KEYS, key)
    if i < 0:
        raise KeyError(key)
    k = KEYS.count(" ", 0, i) - 1  # the key's index: the spaces before it
    if lang == DE or lang == NL:  # (tabletop.ui.tongue: loaded for the game's words anyway)
        s = kept("tabletop.ui.tongue").own(lang, k)
        if s:
            return s
    s = TEXT
    a = 0
    for _ in range(k):
        a = s.find("|", a) + 1
    b = s.find("|", a)
    return s[a:] if b < 0 else s[a:b]


def g(app, x):
    # x (a text, or a list of texts) in the game's own words of app.lang: English as it is, else
    # from the game's de.txt / nl.txt (tabletop.ui.tongue; words_done below lets it go: RAM)
    if not app.lang:
        return x
    return kept("tabletop.ui.tongue").tr(app.game, app.lang, x)


def each(app, xs):
    # the texts xs (any iterable) in the game's words, each as it is taken: Y.pack(..., most)
    # translates only those it shows (German: ~1 ms a text on the board)
    for x in xs:
        yield g(app, x)


# --- what tabletop.ui.app, menu_input, resume, modes and check share (so none imports another): the
# keys, the app's modes, the undo checkpoints and the loader of a game module; here, in a module
# they all import anyway, not one of its own (RAM on the board). tabletop.ui.shared names them too.

UNDO = 9
BACK = 10
REDO = 11

START = 0  # start menu
PLAY = 1  # playing (also the final screen once the game has ended)
PMENU = 2  # the in-game menu (language, history, new game)
HIST = 3  # the history view
PAGE = 4  # a player's page (tabletop.ui.pages); 5: the board check (tabletop.ui.check)

# undo checkpoints (tabletop.core.session): one state copy every 16 entries, the last 2 kept
CHECKPOINTS = (16, 2)


def load(entry):
    # the game module of a registry entry (name, title, module, min, max)
    return __import__(entry[2], None, None, ("NAME",))

# the most bytes a game's record is made with on the board (tabletop.core.record), in one piece
# when the game starts (its game's RECORD_ROOM) or resumes (twice what it holds), with room to frame
# its saves there; 4 KB, the nvm's size, holds a long 5-player Terra Mystica game
SAVE_ROOM = 4096


def mem_free():
    # the free heap in bytes (MicroPython, CircuitPython); -1 where the VM does not say (CPython)
    import gc

    f = getattr(gc, "mem_free", None)
    return f() if f is not None else -1


# A hole kept in one piece at the heap's start while the board powers up (tabletop.main), let go
# before a full replay (tabletop.ui.resume) and at the boot's end: what stays from the boot is
# then not strewn over the place a press's garbage goes. Without it, most of the free heap after
# a power-up from a snapshot was holes of one or two blocks, and a click's 132-byte ints (the
# OLED's pages) made the heap collect at nearly every click: Terra Mystica's click 28 -> 16 ms,
# undo 110 -> 83, redo 77 -> 53 (BENCHMARKS.md; 4-12 KB alike, 16 KB and more slower again)
HOLE_KB = 4
HOLE = [None]


def words_done(lang):
    # after a screen: the words file's loader and a refusal's readers go (RAM); the game's words
    # and their readers stay while the pad shows German or Dutch (tabletop.ui.tongue: loaded again
    # for each screen, they took ~90 ms of a German undo's 170 on the board), and go when it shows
    # English again
    import sys

    t = KEPT.get("tabletop.ui.tongue")
    if t is not None and t.MEMO[0]:  # this screen's texts are the last screen's now (a screen
        t.MEMO[1] = t.MEMO[0]  # that translated none, a click's, keeps both)
        t.MEMO[0] = {}
    for name in ("tabletop.ui.tongue_load", "tabletop.ui.tongue_refusal", "tabletop.core.refusals") if lang else (
            "tabletop.ui.tongue_load", "tabletop.ui.tongue_refusal", "tabletop.core.refusals", "tabletop.ui.tongue",
            "tabletop.ui.tongue_words", "tabletop.ui.tongue_flash"):
        if name in sys.modules:  # (the names whole: a str made is looked up among the interned, ~0.3 ms)
            forget(name[9:])


def forget(name):
    # drop the module tabletop.<name>: with nothing else referring to it, its code is freed at
    # the next collection (RAM); the next import loads it again. Not on the host (CPython):
    # nothing to gain there, and the churn would only grow sys.modules' table. Not kept any more
    # either (tabletop.core.registry.kept; tabletop.ui.modes.ui keeps its own by their short names)
    import sys

    full = "tabletop." + name
    KEPT.pop(full, None)
    if name.startswith("ui."):
        KEPT.pop(name[3:], None)
    if full in sys.modules and sys.implementation.name != "cpython":
        del sys.modules[full]
        i = full.rfind(".")
        try:
            delattr(sys.modules[full[:i]], full[i + 1:])
        except AttributeError:
            pass
