"""Ctrl+C during `companion export`, at any instant: one line on stderr ("companion: interrupted",
exit status 130), no traceback, and nothing written -- the user's files beside the outputs, and
an older export at an output's path, byte for byte as before, no temporary file left. A Ctrl+C in
the few instants in which the finished outputs are moved in place comes too late: the run ends
with every output complete (exit 0). Never some outputs written and others not.

Three ways in: a SIGINT sent at every step of an export (in-process, the steps found by wrapping
the export's functions), SIGINT while the modules load (a fresh interpreter, the interrupt raised
by the import of one module or another: host_tools/entry.py's `try` comes before any import), and
SIGINT sent from outside to a real `companion export` process at random instants.
"""

import hashlib
import os
import random
import signal
import subprocess
import sys
import sysconfig
import time

import pytest

from host_tools import entry, export, inputs

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RECORD = os.path.join(ROOT, "tests", "records", "babel_demo.txt")  # a finished game: no warning
OUT = ("scores.csv", "play.json", "stats.txt", "race.png")
USER = {"notes.txt": b"the user's own notes\n", "scores.csv": b"an older export the user keeps\n"}
INTERRUPTED = "companion: interrupted\n"


def argv(folder):
    o = [os.path.join(folder, n) for n in OUT]
    return ["export", RECORD, "--csv", o[0], "--bgstats", o[1], "--stats", o[2], "--chart", o[3],
            "--date", "2026-01-02 20:00"]


def tree(folder):
    out = {}
    for name in sorted(os.listdir(folder)):
        with open(os.path.join(folder, name), "rb") as f:
            out[name] = hashlib.sha1(f.read()).hexdigest()
    return out


def user_folder(path):
    path.mkdir()
    for name, data in USER.items():
        (path / name).write_bytes(data)
    return str(path)


@pytest.fixture(scope="module")
def finished(tmp_path_factory):
    """The folder as a whole run leaves it (every output complete)."""
    folder = user_folder(tmp_path_factory.mktemp("whole") / "out")
    assert entry.main(argv(folder)) == 0
    return tree(folder)


def check(folder, code, err, before, finished):
    """Interrupted: one line, nothing written; or too late: every output complete."""
    assert "Traceback" not in err
    after = tree(folder)
    assert not [n for n in after if n not in before and n not in OUT], after  # no temporary file left
    if code == 130:
        assert err == INTERRUPTED
        assert after == before
        assert open(os.path.join(folder, "scores.csv"), "rb").read() == USER["scores.csv"]
    else:
        assert (code, err) == (0, ""), (code, err)
        assert after == finished


# every step of the export: (function in host_tools.export, inputs (the writer) or os, which call of it, before/after it)
STEPS = [
    ("open_history", 1, "before"), ("open_history", 1, "after"), ("csv_text", 1, "after"),
    ("bgstats_play", 1, "after"), ("stats", 1, "after"), ("chart_figure", 1, "after"),
    ("write_chart", 1, "after"), ("_temporary", 1, "after"), ("_temporary", 3, "before"),
    ("_temporary", 4, "after"), ("os.replace", 1, "before"), ("os.replace", 2, "after"),
    ("os.chmod", 1, "after"),
]


@pytest.mark.parametrize("name,nth,when", STEPS)
def test_ctrl_c_at_every_step_writes_nothing(name, nth, when, tmp_path, monkeypatch, capsys, finished):
    old = signal.signal(signal.SIGINT, signal.default_int_handler)
    folder = user_folder(tmp_path / "out")
    before = tree(folder)
    owner, attr = (os, name[3:]) if name.startswith("os.") else (inputs if name == "_temporary" else export, name)
    real = getattr(owner, attr)
    calls = [0]

    def wrapped(*a, **k):
        calls[0] += 1
        hit = calls[0] == nth
        if hit and when == "before":
            os.kill(os.getpid(), signal.SIGINT)
        out = real(*a, **k)
        if hit and when == "after":
            os.kill(os.getpid(), signal.SIGINT)
        return out

    monkeypatch.setattr(owner, attr, wrapped)
    try:
        code = entry.main(argv(folder))
    finally:
        signal.signal(signal.SIGINT, old)
    out, err = capsys.readouterr()
    assert calls[0] >= nth, "the step was not reached"
    check(folder, code, err, before, finished)
    if name != "os.replace":  # the renames are the one place where it is too late
        assert code == 130


LOADER = r"""
import sys
class Interrupt:
    def find_spec(self, name, path=None, target=None):
        if name == sys.argv[1]:
            raise KeyboardInterrupt
        return None
sys.meta_path.insert(0, Interrupt())
from host_tools.entry import main
sys.exit(main(sys.argv[2:]))
"""


@pytest.mark.parametrize("module", ["host_tools.cli", "host_tools.inputs", "tabletop.core.session",
                                    "host_tools.export", "matplotlib.figure"])
def test_ctrl_c_while_the_modules_load(module, tmp_path, finished):
    folder = user_folder(tmp_path / "out")
    before = tree(folder)
    p = subprocess.run([sys.executable, "-c", LOADER, module] + argv(folder), cwd=ROOT,
                       capture_output=True, text=True, timeout=60)
    check(folder, p.returncode, p.stderr, before, finished)
    assert p.returncode == 130


def test_ctrl_c_from_outside_at_random_instants(tmp_path, finished):
    """A real process, SIGINT at random instants from its start to its end. Python runs without
    `site` here (its packages on PYTHONPATH instead), so that only this project's code runs: the
    editable install's path hook, which `site` loads, is not the project's (a SIGINT that comes
    before Python has set its handler ends the process silently, status -2: nothing written)."""
    paths = [ROOT, sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]]
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(paths))
    cmd = [sys.executable, "-S", "-c", "import sys; from host_tools.entry import main; sys.exit(main())"]
    folder = user_folder(tmp_path / "whole")
    t = time.monotonic()
    p = subprocess.run(cmd + argv(folder), env=env, cwd=ROOT, capture_output=True, text=True, timeout=60)
    whole = time.monotonic() - t
    assert (p.returncode, p.stderr) == (0, "")
    rnd = random.Random(26)
    for i in range(5):
        folder = user_folder(tmp_path / ("run%d" % i))
        before = tree(folder)
        proc = subprocess.Popen(cmd + argv(folder), env=env, cwd=ROOT, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)
        time.sleep(rnd.uniform(0, whole))
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=60)
        if proc.returncode == -signal.SIGINT:  # before Python's handler, or after the run
            assert err == "" and tree(folder) in (before, finished)
        else:
            check(folder, proc.returncode, err, before, finished)


def test_the_command_starts_at_the_entry_without_imports_before_its_try():
    import tomllib

    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as f:
        scripts = tomllib.load(f)["project"]["scripts"]
    assert scripts == {"companion": "host_tools.entry:main"}
    src = open(entry.__file__).read()
    head = src[: src.index("def main")]
    assert [ln for ln in head.split("\n") if ln.startswith(("import", "from"))] == ["import sys"]
