"""After the Flood under MicroPython: the full record, core and game imported from .py, replayed
from its binary save by host_tools/bench/scripts/rules.py in a bounded heap (a guard against RAM regressions;
the figures are in docs/games/after_the_flood.md)."""

import json
import os
import subprocess

import pytest

from host_tools import records
from host_tools.bench.cli import micropython
from tabletop.core import save

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HEAP_KB = 160  # measured: 118-124 KB is the smallest that runs (fragmentation varies)


def test_full_record_replays_in_a_bounded_heap(tmp_path):
    mp = micropython()
    if mp is None:
        pytest.skip("micropython not installed")
    rec, _ = records.read(os.path.join(ROOT, "tests", "records", "after_the_flood_full.txt"))
    path = tmp_path / "atf.sav"
    path.write_bytes(save.dumps(rec))
    r = subprocess.run([mp, "-X", "heapsize=%dK" % HEAP_KB, os.path.join(ROOT, "host_tools", "bench", "scripts", "rules.py"),
                        os.path.join(ROOT, "firmware"), str(path), "100", "10"],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, (r.stdout + r.stderr)[-2000:]
    out = json.loads(r.stdout.strip().splitlines()[-1])
    assert out["game"] == "after_the_flood" and out["entries"] == len(rec) == 234
    assert out["imports_live"] < 80 * 1024  # core + game: 70 KB measured
    assert out["live_after_replay"] < 110 * 1024  # 97 KB measured
    assert out["per_entry_us"] < 2000  # 14-36 us measured on the unix port
