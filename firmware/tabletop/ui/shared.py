# What tabletop.ui.app, menu_input and resume share: in tabletop.ui.lang (one module less on
# the board), named here for the host tools and tests.

from tabletop.ui.lang import (BACK, CHECKPOINTS, HIST, PAGE, PLAY, PMENU, REDO, SAVE_ROOM,  # noqa: F401
                              START, UNDO, load, mem_free)
