# What tabletop.ui.app, menu_input and resume share (so none imports another): the keys, the
# app's modes, the undo checkpoints and the loader of a game module.

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
