# The tabletop companion on the Adafruit MacroPad RP2040: builds the board facade, runs the app.
# Keys: 1..9 the game's quick actions, 10 undo, 11 back/menu, 12 redo; the encoder scrolls and
# its push takes the highlighted choice. The game is saved at every turn's end and when idle.
import sys

# The app is compiled on the board as it is imported. Level 3 leaves out the line numbers: 2-3 KB
# less RAM (docs/device.md, "Where the heap goes"); a traceback still names the file and the
# function, with line 1. Set 0 while debugging, for tracebacks with their lines.
COMPILE_LEVEL = 3

if sys.implementation.name == "circuitpython":
    import micropython

    if hasattr(micropython, "opt_level"):
        micropython.opt_level(COMPILE_LEVEL)

    import board

    from tabletop.main import run

    if board.board_id == "adafruit_macropad_rp2040":
        from tabletop.boards.macropad import MacroPad

        run(MacroPad())
    else:  # the do-it-yourself board (a Raspberry Pi Pico, hardware/diy-pico.md)
        from tabletop.boards.pico_diy import PicoDIY

        run(PicoDIY())
else:
    # On a computer with firmware/ on sys.path this file shadows the standard library's `code`
    # module (pdb and the REPL import it): hand them the real one instead.
    try:
        import importlib.util
        import os
        import sysconfig

        _path = os.path.join(sysconfig.get_paths()["stdlib"], "code.py")
        _spec = importlib.util.spec_from_file_location("code", _path)
        if _spec is not None and _spec.loader is not None:
            _mod = importlib.util.module_from_spec(_spec)
            sys.modules["code"] = _mod
            _spec.loader.exec_module(_mod)
    except ImportError:  # not CPython: nothing to hand over
        pass
