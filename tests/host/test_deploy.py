# `companion deploy`: exactly the board's files, stale modules removed, saves untouched.
import os

from host_tools import deploy
from host_tools.cli import build_parser


def tree(root):
    out = set()
    for dirpath, _d, files in os.walk(root):
        for f in files:
            out.add(os.path.relpath(os.path.join(dirpath, f), root))
    return out


def test_deploy_copies_exactly_what_the_board_needs(tmp_path, capsys):
    drive = str(tmp_path)
    open(os.path.join(drive, "boot_out.txt"), "w").write("Adafruit CircuitPython 10.0.0")
    os.makedirs(os.path.join(drive, "saves", "0"))
    open(os.path.join(drive, "saves", "0", "slot.bin"), "wb").write(b"TS")
    os.makedirs(os.path.join(drive, "tabletop", "core"))
    open(os.path.join(drive, "tabletop", "core", "gone.py"), "w").write("x = 1\n")
    args = build_parser().parse_args(["deploy", "--drive", drive])
    assert args.func(args) == 0
    out = capsys.readouterr().out
    got = tree(drive)
    for must in ("code.py", "boot.py", "lib/requirements.txt", "tabletop/__init__.py", "tabletop/main.py",
                 "tabletop/core/session.py", "tabletop/core/store.py", "tabletop/ui/app.py",
                 "tabletop/ui/screens.py", "tabletop/boards/macropad.py", "saves/0/slot.bin"):
        assert must in got, must
    assert "tabletop/core/gone.py" not in got and "removed stale tabletop/core/gone.py" in out
    assert "tabletop/boards/virtual.py" not in got
    assert not any(p.endswith((".pyc", ".mpy")) or "__pycache__" in p or p.startswith("tests")
                   for p in got)
    assert {p for p in got if p.startswith("tabletop/")} == {
        rel for rel, _ in deploy.plan() if rel.startswith("tabletop/")}
    assert "copied %d files" % len(deploy.plan()) in out
    assert deploy.libraries() == [] and "no CircuitPython libraries needed" in out


def test_deploy_subset_of_games_and_dry_run(tmp_path, capsys):
    files = [rel for rel, _ in deploy.plan(games=["babel"])]
    games = [f for f in files if f.startswith("tabletop/games/")]
    assert games and all(f.startswith("tabletop/games/babel") or f == "tabletop/games/__init__.py"
                         for f in games)
    deploy.deploy(str(tmp_path), dry_run=True)
    assert tree(str(tmp_path)) == set() and "would copy" in capsys.readouterr().out


def test_deploy_to_a_board_with_the_code_frozen_in(tmp_path, capsys):
    # the drive's tabletop/ would be imported before the frozen one: it goes, saves stay
    drive = str(tmp_path / "drive")
    os.makedirs(os.path.join(drive, "tabletop", "core"))
    open(os.path.join(drive, "tabletop", "core", "session.py"), "w").write("x = 1\n")
    os.makedirs(os.path.join(drive, "saves", "0"))
    open(os.path.join(drive, "saves", "0", "slot.bin"), "wb").write(b"TS")
    args = build_parser().parse_args(["deploy", "--drive", drive, "--frozen"])
    assert args.func(args) == 0
    assert tree(drive) == {"code.py", "boot.py", "lib/requirements.txt", "saves/0/slot.bin"}
    assert "frozen" in capsys.readouterr().out
    # the package for the firmware build: the board's tabletop/ files, nothing else
    folder = str(tmp_path / "freeze")
    args = build_parser().parse_args(["deploy", "--freeze-to", folder])
    assert args.func(args) == 0
    assert tree(folder) == {rel for rel, _ in deploy.plan() if rel.startswith("tabletop/")}
