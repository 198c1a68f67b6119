# The 32-bit and frozen runners of host_tools/mp32 (built by its build.sh, which needs gcc-multilib;
# not part of the test command's setup): they replay a record as the unix port does, and freezing
# the rules into the runner leaves their bytecode out of the heap.
import os
import tempfile

import pytest

from host_tools import bench, records
from tabletop.core import save

RECORD = os.path.join(bench.ROOT, "tests", "records", "babel_demo.txt")


def replay(vm):
    record, _ = records.read(RECORD)
    with tempfile.TemporaryDirectory() as tmp:
        sp = os.path.join(tmp, "game.sav")
        with open(sp, "wb") as f:
            f.write(save.dumps(record))
        out, err = bench.run_case(vm, sp, 1024, (10,))
    assert err is None, err
    return out


def test_the_runners_replay_a_record_and_frozen_rules_leave_the_heap():
    if not all(bench.mini(b, f) for b, f in bench.RUNNERS):
        pytest.skip("host_tools/mp32/build.sh has not been run since firmware/ changed (it needs gcc-multilib)")
    unix = replay(bench.micropython())
    runs = dict((key, replay(bench.mini(*key))) for key in bench.RUNNERS)
    for out in runs.values():
        assert out["game"] == "babel" and out["entries"] == unix["entries"]
    # the same core at 64 bits keeps what the unix port keeps, within a tenth
    assert abs(runs[64, False]["live_after_replay"] - unix["live_after_replay"]) < unix["live_after_replay"] // 10
    assert runs[32, False]["live_after_replay"] < runs[64, False]["live_after_replay"] * 3 // 4
    assert runs[32, True]["imports_live"] < runs[32, False]["imports_live"] // 2


def test_the_portable_tests_pass_on_a_32_bit_vm():
    # an older MicroPython (1.19) with 31-bit small ints, like the board's: it caught
    # bytearray.extend((...)), which MicroPython accepts only since 1.2x
    import subprocess

    vm = bench.mini(32)
    if not vm:
        pytest.skip("host_tools/mp32/build.sh has not been run (it needs gcc-multilib)")
    r = subprocess.run([vm[0], "-X", "heapsize=1M", vm[1], "tests/mp_run.py"], cwd=bench.ROOT,
                       capture_output=True, text=True, timeout=600)
    last = r.stdout.strip().splitlines()[-1]
    assert r.returncode == 0 and last.endswith(" passed, 0 failed"), r.stdout[-3000:] + r.stderr
