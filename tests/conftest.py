import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")  # before anything imports Blinka
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
# appended, not first: firmware/code.py must not hide the standard library's `code` module
FIRMWARE = os.path.join(ROOT, "firmware")
if FIRMWARE not in sys.path:
    sys.path.append(FIRMWARE)


@pytest.fixture(autouse=True)
def _deploy_py_source(request):
    # The deploy tests check the .py form (refusal texts moved, lines kept, every file listed); the
    # .mpy form, compiled with CircuitPython's mpy-cross, has tests of its own (test_deploy_mpy.py)
    # and is what `companion board` boots. (Not with monkeypatch: some tests undo theirs.)
    name = request.node.fspath.basename
    if ("deploy" not in name and "user_files" not in name) or "mpy" in name:
        yield
        return
    before = os.environ.get("COMPANION_MPY_CROSS")
    os.environ["COMPANION_MPY_CROSS"] = "none"
    try:
        yield
    finally:
        if before is None:
            os.environ.pop("COMPANION_MPY_CROSS", None)
        else:
            os.environ["COMPANION_MPY_CROSS"] = before
