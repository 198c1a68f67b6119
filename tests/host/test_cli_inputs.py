"""Every `companion` command, every bad input: a one-line message, exit status 1 or 2, nothing lost.

Each command is driven in-process (host_tools.cli.main) with a missing path, a folder, an empty
file, random bytes, a file starting with a byte-order mark, a 5 MB file, output paths that cannot
be written, and negative or absurd numbers. Every run must end with status 1 (bad use) or 2 (a
record, ledger or script that cannot be used), one line on stderr without "Traceback", and no
file changed (a failed run writes nothing, also not where the user pointed it).
"""

import hashlib
import os
import random

import pytest

from host_tools import cli
from host_tools.sim import simulator

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RECORD = os.path.join(ROOT, "tests", "records", "babel_demo.txt")
LEDGERS = os.path.join(ROOT, "..", "shared", "tm_games")
BOM = b"\xef\xbb\xbf"


def tree(*roots):
    """{path: sha1 or 'dir'} of everything under the roots."""
    out = {}
    for root in roots:
        for dirpath, dirs, files in os.walk(root):
            for d in dirs:
                out[os.path.join(dirpath, d)] = "dir"
            for f in files:
                p = os.path.join(dirpath, f)
                with open(p, "rb") as fh:
                    out[p] = hashlib.sha1(fh.read()).hexdigest()
    return out


@pytest.fixture
def place(tmp_path, monkeypatch):
    """A folder of bad inputs; the current directory and HOME are in tmp_path too."""
    home = tmp_path / "home"
    cwd = tmp_path / "cwd"
    home.mkdir()
    cwd.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.chdir(cwd)

    def no_window(*a, **k):
        raise AssertionError("the simulator window opened: the paths were not checked first")

    monkeypatch.setattr(simulator, "run_window", no_window)
    d = tmp_path / "in"
    d.mkdir()
    rnd = random.Random(18)
    files = {
        "empty": b"",
        "random": bytes(rnd.randrange(256) for _ in range(4000)),
        "bom": BOM + b"not what any command reads\n",
        "big": (b"game babel\nplayers white black\n" + b"white: travel hittites\n" * 240000)[:5 << 20],
    }
    paths = {"missing": str(d / "missing.txt"), "folder": str(d / "folder")}
    (d / "folder").mkdir()
    for name, data in files.items():
        (d / (name + ".txt")).write_bytes(data)
        paths[name] = str(d / (name + ".txt"))
    # output paths that cannot be written: a folder, under a file, in a folder that is not there
    paths["out-folder"] = str(d / "folder")
    paths["out-under-file"] = os.path.join(paths["empty"], "out.txt")
    paths["out-no-folder"] = str(d / "nowhere" / "out.txt")
    return tmp_path, paths


INPUTS = ("missing", "folder", "empty", "random", "bom", "big")
FILES = ("empty", "random", "bom", "big")  # where a folder is expected
OUTPUTS = ("out-folder", "out-under-file", "out-no-folder")

# (argv with {} for the path, the kinds of bad path to put there)
CASES = [
    (["replay", "{}"], INPUTS),
    (["replay", "{}", "--json"], INPUTS),
    (["replay", "{}", "--trace"], INPUTS),
    (["export", "{}", "--csv", "-"], INPUTS),
    (["export", "{}", "--stats", "-", "--json"], INPUTS),
    (["export", RECORD, "--csv", "{}"], OUTPUTS),
    (["export", RECORD, "--chart", "{}"], OUTPUTS),
    (["export", RECORD, "--bgstats", "{}"], OUTPUTS),
    (["export", RECORD, "--stats", "{}"], OUTPUTS),
    (["sim", "--script", "{}"], INPUTS),
    (["sim", "--script-from", "{}"], INPUTS),
    (["sim", "--script-from", "{}", "--limit", "3"], INPUTS),
    (["sim", "--save", "{}"], ("out-folder", "out-under-file")),  # a new folder for it is made
    (["sim", "--script", RECORD, "--save", "{}"], ("out-folder", "out-under-file")),
    (["sim", "--script", "SCRIPT", "--screenshots", "{}"], ("out-under-file", "empty", "random")),
    (["sim", "--script", "SCRIPT", "--record", "{}"], OUTPUTS),
    (["tm", "check", "{}"], INPUTS),
    (["tm", "check", "{}", RECORD], INPUTS),
    (["tm", "import-snellman", "{}", "-o", "OUT"], INPUTS),
    (["tm", "import-snellman", "{}", "-o", "{}"], OUTPUTS),
    (["deploy", "--drive", "{}"], ("missing", "folder") + FILES),
    (["deploy", "--drive", "{}", "--dry-run"], ("missing",) + FILES),
    (["deploy", "--freeze-to", "{}"], FILES + ("out-under-file",)),
    (["legends", "--out", "{}"], FILES + ("out-under-file",)),
    (["bench", "--out", "{}"], OUTPUTS),
    (["bench", "--quick", "--out", "{}"], OUTPUTS),
]

NUMBERS = [
    ["sim", "--script-from", RECORD, "--limit", "-3"],
    ["sim", "--script-from", RECORD, "--limit", "0"],
    ["sim", "--script-from", RECORD, "--limit", "99999999999999"],
    ["sim", "--script-from", RECORD, "--limit", "three"],
    ["sim", "--script", "SCRIPT", "--scale", "-1"],
    ["sim", "--script", "SCRIPT", "--scale", "0"],
    ["sim", "--script", "SCRIPT", "--scale", "100000"],
    ["export", RECORD, "--bgstats", "-", "--minutes", "-5"],
    ["export", RECORD, "--bgstats", "-", "--minutes", "10000000000000"],
    ["export", RECORD, "--bgstats", "-", "--date", "-3"],
    ["deploy", "--games", "chess", "--drive", "DRIVE"],
    ["deploy", "--games", "-3", "--freeze-to", "OUT"],
    ["deploy", "--remove", "99", "--drive", "DRIVE"],
    ["replay"],
    ["tm"],
    ["tm", "import-snellman", RECORD],
    ["nonsense"],
    ["replay", RECORD, "--json", "--trace"],
]

SCRIPTS = [  # script files with absurd numbers in them
    "wait 99999999999\n",
    "wait -5\n",
    "turn +99999999\n",
    "key 4 *1000000000\n",
    "key 13\n",  # keys are numbered 1..12
    "key -1\n",
    "key 0\n",
]


def check(capsys, argv, before_roots, what):
    before = tree(*before_roots)
    code = cli.main(argv)
    out, err = capsys.readouterr()
    assert code in (1, 2), (what, argv, code, err)
    assert err.count("\n") == 1 and err.strip() and "Traceback" not in err, (what, argv, err)
    assert tree(*before_roots) == before, (what, argv, "files changed")
    return code, err


def test_every_command_with_every_bad_path(place, capsys):
    tmp, paths = place
    script = tmp / "script.txt"
    script.write_text("turn +4\npush\n")
    runs = 0
    for template, kinds in CASES:
        for kind in kinds:
            p = paths[kind]
            argv = [p if a == "{}" else a for a in template]
            argv = [str(script) if a == "SCRIPT" else str(tmp / "cwd" / "out.txt") if a == "OUT" else a
                    for a in argv]
            code, err = check(capsys, argv, [str(tmp)], kind)
            runs += 1
            if kind == "missing":
                assert code == 1 and "missing.txt" in err, (argv, err)
            if kind == "big" and template[0] in ("replay", "export", "tm") or \
                    kind == "big" and "--script" in template[1:2]:
                assert code == 1 and "too big" in err, (argv, err)
    assert runs >= 115


def test_negative_absurd_and_wrong_numbers_and_options(place, capsys):
    tmp, paths = place
    script = tmp / "script.txt"
    script.write_text("turn +4\npush\n")
    drive = tmp / "drive"
    drive.mkdir()
    (drive / "boot_out.txt").write_text("Adafruit CircuitPython 10.0.0")
    for argv in NUMBERS:
        argv = [str(script) if a == "SCRIPT" else str(drive) if a == "DRIVE" else
                str(tmp / "frozen") if a == "OUT" else a for a in argv]
        code, err = check(capsys, argv, [str(tmp)], "numbers")
        assert code == 1, (argv, err)
    for text in SCRIPTS:
        script.write_text(text)
        code, err = check(capsys, ["sim", "--script", str(script), "--quiet"], [str(tmp)], text)
        assert code == 2 and "line 1" in err, (text, err)


def test_a_byte_order_mark_is_read(tmp_path, capsys):
    # Windows Notepad saves UTF-8 with a byte-order mark: every command reads such a file
    with open(RECORD, "rb") as f:
        rec = f.read()
    p = tmp_path / "bom.txt"
    p.write_bytes(BOM + rec)
    assert cli.main(["replay", str(p), "--json"]) == 0
    assert cli.main(["export", str(p), "--csv", "-"]) == 0
    assert cli.main(["sim", "--script-from", str(p), "--limit", "2"]) == 0
    s = tmp_path / "s.txt"
    s.write_bytes(BOM + b"push # English\n")
    assert cli.main(["sim", "--script", str(s), "--quiet"]) == 0
    out, err = capsys.readouterr()
    assert err == "" and '"game": "babel"' in out
    ledgers = sorted(f for f in os.listdir(LEDGERS) if f.endswith(".txt")) if os.path.isdir(LEDGERS) else []
    if ledgers:
        with open(os.path.join(LEDGERS, ledgers[0]), "rb") as f:
            (tmp_path / "ledger.txt").write_bytes(BOM + f.read())
        assert cli.main(["tm", "import-snellman", str(tmp_path / "ledger.txt"), "-o", str(tmp_path / "r.txt")]) == 0
        assert (tmp_path / "r.txt").read_text().startswith("game terra_mystica")


def test_unknown_game_on_its_line_and_setup_rules_on_the_record(tmp_path, capsys):
    p = tmp_path / "g.txt"
    p.write_bytes(BOM + b"# my game\n\ngame chess\nplayers a b\n")
    assert cli.main(["replay", str(p)]) == 2
    err = capsys.readouterr().err
    assert "g.txt:3: unknown game 'chess'" in err and err.count("\n") == 1
    p.write_text("game terra_mystica\nplayers witches auren\n")
    for extra in ([], ["--trace"], ["--json"]):
        assert cli.main(["replay", str(p)] + extra) == 2
        err = capsys.readouterr().err
        assert "auren and witches are both green" in err and err.count("\n") == 1, err
    assert cli.main(["export", str(p), "--csv", "-"]) == 2
    assert "both green" in capsys.readouterr().err


def test_replay_reads_what_export_reads(tmp_path, capsys):
    # a board save (.bin), an nvm dump (the save in a store copy with erased flash after it), a
    # saves folder (its newest game): the same standings as the text record
    from tabletop.core import copies, registry, save
    from tabletop.core.text import parse

    with open(RECORD) as f:
        rec = parse(f.read(), registry.words_for)
    data = save.dumps(rec)
    (tmp_path / "game.bin").write_bytes(data)
    (tmp_path / "nvm.bin").write_bytes(bytes(copies.pack(7, 0, data)) + b"\xff" * 3000)
    (tmp_path / "saves" / "0").mkdir(parents=True)
    (tmp_path / "saves" / "0" / "slot.bin").write_bytes(bytes(copies.pack(7, 0, data)))
    assert cli.main(["replay", RECORD]) == 0
    want = capsys.readouterr().out
    assert "player  score" in want and "winner: black" in want and "[[" not in want
    for p in ("game.bin", "nvm.bin", "saves"):
        assert cli.main(["replay", str(tmp_path / p)]) == 0, p
        assert capsys.readouterr().out == want, p
