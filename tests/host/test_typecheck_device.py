# Type-check the device code (code.py, boot.py, boards/, ui/) against circuitpython-stubs with
# mypy, with `board` being the MacroPad RP2040's board definition from the same stubs.
import os
import re
import subprocess
import sys
import tempfile

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FW = os.path.join(ROOT, "firmware")
FILES = ["code.py", "boot.py", "tabletop/main.py", "tabletop/boards/macropad.py",
         "tabletop/boards/virtual.py"] + sorted(
    "tabletop/ui/" + n for n in os.listdir(os.path.join(FW, "tabletop", "ui")) if n.endswith(".py"))
CONFIG = """[mypy]
follow_imports = silent
warn_unused_ignores = True
"""


def stub_dir(tmp):
    """A board.pyi for the MacroPad (the stubs' board_definitions), fixed for CircuitPython 10:
    the stub still names displayio.Display, which is busdisplay.BusDisplay since 9.0."""
    try:
        import board_definitions
    except ImportError:
        pytest.skip("circuitpython-stubs not installed")
    src = os.path.join(list(board_definitions.__path__)[0], "adafruit_macropad_rp2040",
                       "__init__.pyi")
    with open(src) as f:
        text = f.read()
    text = re.sub(r"\bdisplayio\.Display\b", "busdisplay.BusDisplay", text)
    text = text.replace("import displayio\n", "import displayio\nimport busdisplay\n", 1)
    with open(os.path.join(tmp, "board.pyi"), "w") as f:
        f.write(text)
    with open(os.path.join(tmp, "mypy.ini"), "w") as f:
        f.write(CONFIG)
    return tmp


def mypy(tmp, files, cwd):
    env = dict(os.environ, MYPYPATH=tmp)
    r = subprocess.run([sys.executable, "-m", "mypy", "--config-file", os.path.join(tmp, "mypy.ini"),
                        "--cache-dir", os.path.join(tmp, "cache")] + files,
                       cwd=cwd, env=env, capture_output=True, text=True)
    return r.returncode, r.stdout + r.stderr


def test_device_code_type_checks():
    with tempfile.TemporaryDirectory() as tmp:
        code, out = mypy(stub_dir(tmp), FILES, FW)
        assert code == 0, out


def test_the_stubs_are_really_used():
    # the check must be able to fail: wrong pins and wrong arguments are caught
    bad = ("import board\nimport keypad\n"
           "k = keypad.Keys([board.KEY1], value_when_pressed='yes')\nx = board.KEY13\n")
    with tempfile.TemporaryDirectory() as tmp:
        stub_dir(tmp)
        with open(os.path.join(tmp, "bad.py"), "w") as f:
            f.write(bad)
        code, out = mypy(tmp, ["bad.py"], tmp)
        assert code == 1
        assert "value_when_pressed" in out and "KEY13" in out, out
