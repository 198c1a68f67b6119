# Running out of memory never loses a game (issue 25), on the 32-bit runner (host_tools/bench/mp32, the
# board's proxy): a long game entered with a heap too small for it runs until the first MemoryError,
# which the app handles as its main loop does; started again with a normal heap, the board resumes
# every entry saved before the error.
import json
import os
import subprocess

import pytest

from host_tools import records
from host_tools.bench.vm import mini, vm_command

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(ROOT, "host_tools", "bench", "scripts", "oom.py")


def source_text(rec):
    lines = ["%s|%s|%s|%d" % (rec.game, " ".join(rec.seats), ";".join("%s=%s" % (k, v) for k, v in rec.options),
                              rec.seed)]
    for k in range(len(rec)):
        seat, words = rec.entry(k)
        lines.append("%d %s" % (seat, " ".join(words)))
    return "\n".join(lines) + "\n"


def run(vm, where, heap_kb, mode, left=None):
    args = vm_command(vm, heap_kb, SCRIPT, where) + ["-", "lib", "game.txt", "work", mode]
    args += [str(left)] if left is not None else []
    r = subprocess.run(args, capture_output=True, text=True, timeout=300, cwd=where)
    lines = r.stdout.strip().splitlines()
    return json.loads(lines[-1]) if lines and lines[-1].startswith("{") else None


def test_a_game_that_runs_out_of_memory_resumes_every_saved_entry(tmp_path):
    vm = mini(32)
    if vm is None:
        if os.environ.get("CI") == "true":
            pytest.fail("host_tools/bench/mp32 not built")
        pytest.skip("host_tools/bench/mp32 not built (host_tools/bench/mp32/build.sh; needs gcc-multilib)")
    rec, _ = records.read(os.path.join(ROOT, "tests", "records", "tm_5p_demo.txt"))
    (tmp_path / "game.txt").write_text(source_text(rec))
    (tmp_path / "lib").mkdir()
    got = None
    for left in (16, 12, 8, 6, 4, 3, 2):  # a heap filled after 30 entries but for LEFT KB: out a while later
        for p in tmp_path.glob("work.*"):
            p.unlink()
        got = run(vm, str(tmp_path), 256, "play", left)
        if got is not None and got["oom"] and got["saved"] >= 20:
            break
        got = None
    assert got is not None, "no heap size ran out of memory in the middle of the game"
    assert got["saved"] >= got["length"] - 1  # saved after every entry but the one it failed in
    assert got["msg"].startswith("Out of memory")  # the screen says what happened and what to do
    back = run(vm, str(tmp_path), 512, "resume")  # started again with a normal heap
    # every entry saved before the error (one more if the error came just after a save had completed)
    assert back is not None and got["saved"] <= back["entries"] <= got["length"]
