# companion bench --against REV: the table of key presses then and now (host_tools/bench/presses.py).
# The interleaved runs themselves take minutes under MicroPython: `companion bench --against` runs them.
from host_tools.bench import presses


def test_the_table_gives_each_press_then_now_and_the_change():
    d = {"rev": "abc123", "rounds": 9, "record": ("demo.txt", "demo.txt"),
         "then": {"redo_press_us": 250, "undo_press_us": 500, "turn_us": 120},
         "now": {"redo_press_us": 275, "undo_press_us": 450, "turn_us": 120}}
    lines = presses.table(d).splitlines()
    assert "## Key presses against abc123 (interleaved)" in lines
    head = [x for x in lines if x.startswith("| |")][0]
    assert head.count("|") == len(presses.FIGURES) + 2
    assert "| abc123 | 250 us | 500 us | 120 us |" in lines
    assert "| now | 275 us | 450 us | 120 us |" in lines
    assert "| change | +10% | -10% | +0% |" in lines
    sep = lines[lines.index(head) + 1]
    assert sep == "|---|" + "---|" * len(presses.FIGURES)


def test_an_unknown_commit_is_a_clear_error_and_leaves_no_worktree(tmp_path):
    import subprocess

    import pytest

    before = subprocess.run(["git", "worktree", "list"], cwd=presses.ROOT, capture_output=True, text=True).stdout
    with pytest.raises(RuntimeError, match="cannot check out no-such-commit-0000"):
        presses.against("no-such-commit-0000", rounds=1, mp="micropython")
    after = subprocess.run(["git", "worktree", "list"], cwd=presses.ROOT, capture_output=True, text=True).stdout
    assert before == after
