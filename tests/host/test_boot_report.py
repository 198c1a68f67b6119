# The board tells its own figure (issue 25): at boot tabletop.main prints one line to the serial
# console with the free heap at start, after the game's modules, after the replay, and now.
import gc
import os

from host_tools import records
from tabletop import main
from tabletop.boards.virtual import VirtualBoard
from tabletop.core import registry, save
from tabletop.core.store import Store
from tabletop.ui.app import App

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_the_boot_line_gives_the_free_heap_at_each_step(monkeypatch):
    free = [200000]

    def mem_free():  # a heap that shrinks with every look at it, as the boot fills it
        free[0] -= 1000
        return free[0]

    monkeypatch.setattr(gc, "mem_free", mem_free, raising=False)
    rec, _ = records.read(os.path.join(ROOT, "tests", "records", "babel_demo.txt"))
    board = VirtualBoard()
    Store(board.storage).save(bytes(save.dumps(rec)), 0)
    app = App(board, registry.GAMES)
    app.heap[0] = gc.mem_free()
    app.boot(1000)
    assert app.session is not None and len(app.session.record) == len(rec)
    line = main.boot_line(app)
    assert line == ("tabletop: heap free 199000 at start, 198000 after the game's modules, 197000 after "
                    "the replay of %d entries, 196000 now" % len(rec))


def test_without_a_saved_game_the_line_says_start_and_now(monkeypatch):
    monkeypatch.setattr(gc, "mem_free", lambda: 150000, raising=False)
    app = App(VirtualBoard(), registry.GAMES)
    app.heap[0] = gc.mem_free()
    app.boot(1000)
    assert main.boot_line(app) == "tabletop: heap free 150000 at start, 150000 now"


def test_cpython_has_no_figure_and_says_so():
    app = App(VirtualBoard(), registry.GAMES)
    if hasattr(gc, "mem_free"):  # a VM that has one
        return
    assert main.boot_line(app) == "tabletop: heap free -1 at start, -1 now"
