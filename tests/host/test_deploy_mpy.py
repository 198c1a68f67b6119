# `companion deploy` compiles the modules to .mpy with CircuitPython's own mpy-cross when it is of the
# board's major version (boot_out.txt): the board then starts without compiling them (issue 36). Without
# that tool, or for another version, the .py source goes as before, and that is said.
import os
import subprocess

import pytest

from host_tools import board_form, deploy

CROSS = board_form.SHARED_MPY_CROSS
CPBOARD = os.path.join(os.path.dirname(CROSS), "circuitpython-cpboard32")
needs_cross = pytest.mark.skipif(board_form.cross_version(CROSS) is None,
                                 reason="CircuitPython's mpy-cross (../shared/circuitpython/unix) is not here")


def drive(tmp_path, version):
    d = str(tmp_path / "CIRCUITPY")
    os.makedirs(d)
    with open(os.path.join(d, "boot_out.txt"), "w") as f:
        f.write("Adafruit CircuitPython %s on 2026-11-28; Adafruit Macropad RP2040 with rp2040\r\n" % version)
    return d


def source_name(mpy):
    # the first string of a v6 .mpy's table (after the 4-byte header and the two counts): its name
    def number(i):
        v = 0
        while True:
            v = v << 7 | mpy[i] & 0x7F
            i += 1
            if not mpy[i - 1] & 0x80:
                return v, i

    _, i = number(4)
    _, i = number(i)
    n, i = number(i)
    return mpy[i:i + (n >> 1)].decode()


def files(d):
    return {os.path.relpath(os.path.join(p, f), d).replace(os.sep, "/") for p, _, fs in os.walk(d) for f in fs}


@needs_cross
def test_the_modules_go_as_mpy_for_the_boards_version(tmp_path, monkeypatch):
    monkeypatch.delenv("COMPANION_MPY_CROSS", raising=False)
    d = drive(tmp_path, "10.3.0")
    lines = []
    deploy.deploy(d, say=lines.append)
    got = files(d)
    mods = [p for p in got if p.startswith("tabletop/") and not p.endswith(".txt")]  # the texts: as they are
    assert mods and all(p.endswith(".mpy") for p in mods), [p for p in mods if not p.endswith(".mpy")]
    assert {"code.py", "boot.py", "tabletop/refusals.txt", "tabletop/ui/nl.txt", "tabletop/main.mpy", "tabletop/core/record.mpy",
            "tabletop/games/terra_mystica/__init__.mpy"} <= got
    assert "tabletop/boards/virtual.mpy" not in got
    with open(os.path.join(d, "tabletop", "core", "record.mpy"), "rb") as f:
        data = f.read()
    assert data[:2] == b"C\x06"  # CircuitPython's header, .mpy version 6
    # its name (a traceback's) is the path the import interns as its __file__: no string of its own
    assert source_name(data) == "tabletop/core/record.mpy"
    assert not any(line.startswith("note:") for line in lines), lines
    # the next deploy: up to date; one from .py source before: its modules go (a .py would shadow the .mpy)
    lines = []
    deploy.deploy(d, say=lines.append)
    assert any(line.startswith("up to date") for line in lines), lines
    if os.path.exists(CPBOARD):  # CircuitPython's own VM loads them
        r = subprocess.run([CPBOARD, "-X", "heapsize=400000", "-c",
                            "import sys\nsys.path.insert(0, '.')\nfrom tabletop.core import registry\n"
                            "print(registry.names(), registry.__file__)"], cwd=d, capture_output=True,
                           text=True, timeout=60)
        assert "terra_mystica" in r.stdout and "tabletop/core/registry.mpy" in r.stdout, r.stdout + r.stderr


@needs_cross
def test_a_py_deploy_is_replaced_by_the_mpy_one(tmp_path, monkeypatch):
    d = drive(tmp_path, "10.3.0")
    monkeypatch.setenv("COMPANION_MPY_CROSS", "none")
    deploy.deploy(d, say=lambda _line: None)
    assert "tabletop/core/record.py" in files(d)
    monkeypatch.setenv("COMPANION_MPY_CROSS", CROSS)
    lines = []
    deploy.deploy(d, say=lines.append)
    got = files(d)
    assert "tabletop/core/record.mpy" in got and not any(
        p.startswith("tabletop/") and p.endswith(".py") for p in got)
    assert "removed stale tabletop/core/record.py" in lines


@needs_cross
def test_another_version_or_no_tool_gets_py_source(tmp_path, monkeypatch):
    monkeypatch.delenv("COMPANION_MPY_CROSS", raising=False)
    d = drive(tmp_path, "9.2.1")
    lines = []
    deploy.deploy(d, say=lines.append)
    assert "tabletop/core/record.py" in files(d) and "tabletop/core/record.mpy" not in files(d)
    assert any(line.startswith("note:") and "CircuitPython 10.x, the board runs 9.2" in line for line in lines)
    monkeypatch.setenv("COMPANION_MPY_CROSS", str(tmp_path / "no-such-mpy-cross"))
    d2 = drive(tmp_path / "b", "10.3.0")
    lines = []
    deploy.deploy(d2, say=lines.append)
    assert "tabletop/core/record.py" in files(d2)
    assert any(line.startswith("note: no CircuitPython mpy-cross") for line in lines)
