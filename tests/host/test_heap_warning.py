# A board with less heap than a game is measured to need (tabletop/core/needs.py, written by
# `companion bench`) is told so when the game starts, before the first entry, not out of memory in
# the middle of it (issue 25). The game starts anyway: the figure is a measure, not a limit.
import gc

from tabletop.core import needs, registry
from tests.host.ui_driver import Driver


def start_after_the_flood():
    d = Driver(games=registry.GAMES)
    d.choose("After the Flood").choose("drawn")
    if d.lines()[0] == "Players":
        d.choose("3")
    d.choose("blue").choose("red").choose("yellow")
    assert d.app.session is not None  # started all the same
    return d


def test_a_board_with_too_little_heap_is_told_when_the_game_starts(monkeypatch):
    monkeypatch.setattr(gc, "mem_free", lambda: 60 * 1024, raising=False)
    monkeypatch.setattr(gc, "mem_alloc", lambda: 40 * 1024, raising=False)
    d = start_after_the_flood()
    want = "Heap 100 KB, this game needs %d KB: it may run out" % needs.kb("after_the_flood")
    assert d.app.msg == want and "! Heap 100 KB, this" in d.lines()[1]
    d.key(9)  # the next input: the notice goes
    assert d.app.msg != want


def test_enough_heap_or_no_figure_says_nothing(monkeypatch):
    monkeypatch.setattr(gc, "mem_free", lambda: 200 * 1024, raising=False)
    monkeypatch.setattr(gc, "mem_alloc", lambda: 40 * 1024, raising=False)
    assert start_after_the_flood().app.msg is None
    monkeypatch.delattr(gc, "mem_free")  # CPython: no figure, no notice
    assert start_after_the_flood().app.msg is None


def test_every_game_has_its_measured_need():
    for name in registry.names():
        assert 64 <= needs.kb(name) <= 256, name
    assert needs.kb("no such game") == 0


def test_the_benchmark_writes_the_needs(tmp_path):
    import os
    import shutil

    from host_tools.bench import cli as bench

    path = str(tmp_path / "needs.py")
    shutil.copy(os.path.join(bench.FIRMWARE, "tabletop", "core", "needs.py"), path)
    rows = [{"game": "babel", "cuts": [(144, 110), (141, 111), (135, None)]},
            {"game": "terra_mystica", "cuts": [(503, 150), (491, 148)]}, {"game": "assyria", "cuts": []}]
    bench.write_needs(rows, path)
    text = open(path).read()
    assert 'NEEDS = "babel 111 terra_mystica 149"' in text and "def short_of" in text
