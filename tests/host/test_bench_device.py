# The device benchmark runs and reports sane figures (the figures themselves: docs/device.md).

import pytest

from host_tools.bench import device as bench_device
from host_tools.bench.cli import micropython


def test_bench_device_reports_heap_and_press_times():
    mp = micropython()
    if not mp:
        pytest.skip("no micropython")
    r = bench_device.run(mp)
    assert "error" not in r, r
    # boot is a part of boot + presses, but under MicroPython the smallest heap that works is not
    # monotonic (fragmentation): a few KB either way
    assert r["entries"] > 100 and r["heap_needed_boot_kb"] <= r["heap_needed_kb"] + 16
    assert r["fits_96k"] == (r["heap_needed_kb"] <= 96)
    for k in ("redo_press_us", "redo_nosave_us", "undo_press_us", "turn_us"):
        assert 0 < r[k] < 20000, (k, r[k])  # host MicroPython: about a millisecond
