# `companion deploy`: exactly the board's files, the stale ones of an earlier deploy removed (its
# manifest), saves and the user's files untouched.
import os

from host_tools import deploy
from host_tools.cli import build_parser
from tabletop.boards import files


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
    # gone.py: no manifest says a deploy put it there: it may be the user's, it stays
    assert "tabletop/core/gone.py" in got and "gone.py" not in out
    assert "tabletop/boards/virtual.py" not in got
    got.discard("tabletop/core/gone.py")
    # a module that an earlier deploy put there (its manifest) and this version has not: removed
    man = open(os.path.join(drive, deploy.MANIFEST)).read()
    assert "tabletop/core/session.py" in man and "gone.py" not in man
    open(os.path.join(drive, "tabletop", "core", "old.py"), "w").write("y = 2\n")
    with open(os.path.join(drive, deploy.MANIFEST), "a") as f:
        f.write("%s tabletop/core/old.py\n" % deploy.sha1(os.path.join(drive, "tabletop", "core", "old.py")))
    assert args.func(args) == 0
    assert "removed stale tabletop/core/old.py" in capsys.readouterr().out
    assert not os.path.exists(os.path.join(drive, "tabletop", "core", "old.py"))
    assert os.path.exists(os.path.join(drive, "tabletop", "core", "gone.py"))
    assert not any(p.endswith((".pyc", ".mpy", deploy.STAGED)) or "__pycache__" in p or p.startswith("tests")
                   for p in got)
    # the board's form: the modules of firmware/, and their refusals' words in one table
    assert {p for p in got if p.startswith("tabletop/")} == {
        rel for rel, _ in deploy.plan() if rel.startswith("tabletop/")} | {"tabletop/refusals.txt"}
    assert "copied %d files" % (len(deploy.plan()) + 1) in out
    table = open(os.path.join(drive, "tabletop", "refusals.txt")).read().splitlines()
    assert "the game is over" in table
    assert "raise Illegal((%d,))" % table.index("the game is over") in open(
        os.path.join(drive, "tabletop", "core", "registry.py")).read()
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
    open(os.path.join(drive, "boot_out.txt"), "w").write("Adafruit CircuitPython 10.0.0")
    open(os.path.join(drive, "tabletop", "core", "session.py"), "w").write("x = 1\n")
    os.makedirs(os.path.join(drive, "saves", "0"))
    open(os.path.join(drive, "saves", "0", "slot.bin"), "wb").write(b"TS")
    args = build_parser().parse_args(["deploy", "--drive", drive, "--frozen"])
    assert args.func(args) == 0
    slots = {"saves/%d/slot.bin" % i for i in range(16)}  # the user's slot kept, the missing ones made empty
    slots |= {"saves/snap%d/snap.bin" % i for i in range(files.SNAP_FILES)}  # and the snapshots' files
    assert tree(drive) == {"code.py", "boot.py", "lib/requirements.txt", "boot_out.txt", "settings.toml",
                           deploy.MANIFEST} | slots
    assert open(os.path.join(drive, "saves", "0", "slot.bin"), "rb").read() == b"TS"
    assert open(os.path.join(drive, "saves", "5", "slot.bin"), "rb").read() == bytes(8192)
    assert "frozen" in capsys.readouterr().out
    # the package for the firmware build: the board's tabletop/ files, nothing else
    folder = str(tmp_path / "freeze")
    args = build_parser().parse_args(["deploy", "--freeze-to", folder])
    assert args.func(args) == 0
    assert tree(folder) == {rel for rel, _ in deploy.plan() if rel.startswith("tabletop/")} | {deploy.MANIFEST}


def board(tmp_path, boot_out=True):
    """A CIRCUITPY drive in use: the companion with two games, saves, the user's own files."""
    drive = str(tmp_path / "CIRCUITPY")
    os.makedirs(drive)
    open(os.path.join(drive, "boot_out.txt"), "w").write("Adafruit CircuitPython 10.0.0")
    args = build_parser().parse_args(["deploy", "--drive", drive, "--games", "babel,assyria"])
    assert args.func(args) == 0
    users = {"saves/0/slot.bin": b"TS\x01", "notes.txt": b"mine", "lib/adafruit_hid/__init__.py": b"x = 1\n",
             "tabletop/my_notes.txt": b"mine too", "settings.toml": b"CIRCUITPY_WEB_API_PASSWORD = 'x'\n"}
    for rel, data in users.items():
        os.makedirs(os.path.dirname(os.path.join(drive, rel)) or drive, exist_ok=True)
        open(os.path.join(drive, rel), "wb").write(data)
    if not boot_out:
        os.remove(os.path.join(drive, "boot_out.txt"))
    return drive, users


def same(rel, got, data):
    # the user's file as it was; settings.toml: every line of it kept, deploy's settings added after them
    if rel != "settings.toml" or got == data:
        return got == data
    added = got[len(data):].decode().splitlines()
    return got.startswith(data) and added[0].startswith("# added by companion deploy") and all(
        line.split(" = ")[0] in dict(deploy.SETTINGS) for line in added[1:])


def snapshot(drive):
    return {rel: open(os.path.join(drive, rel), "rb").read() for rel in tree(drive)}


def test_deploy_never_removes_what_the_user_did_not_ask_to_remove(tmp_path, capsys):
    from host_tools import cli

    drive, users = board(tmp_path)
    before = snapshot(drive)
    assert deploy.installed_games(drive) == ["babel", "assyria"]
    # an unknown game: refused before anything is touched (it used to remove every game)
    for argv in (["--games", "chess"], ["--games", "babel,chess"], ["--games", ","], ["--remove", "chess"]):
        assert cli.main(["deploy", "--drive", drive] + argv) == 1
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and ("chess" in err or "no game" in err), err
        assert "Traceback" not in err and snapshot(drive) == before
    # one game asked for: the games already there stay, and every file of the user's
    assert cli.main(["deploy", "--drive", drive, "--games", "terra_mystica"]) == 0
    after = snapshot(drive)
    assert deploy.installed_games(drive) == ["terra_mystica", "babel", "assyria"]
    for rel, data in users.items():
        assert same(rel, after[rel], data), rel
    assert "removed" not in capsys.readouterr().out
    # a game taken off on request: its modules go, nothing else
    assert cli.main(["deploy", "--drive", drive, "--remove", "assyria"]) == 0
    assert "assyria" not in deploy.installed_games(drive)
    assert "removed stale tabletop/games/assyria/__init__.py" in capsys.readouterr().out  # a package
    for rel, data in users.items():
        assert same(rel, snapshot(drive)[rel], data), rel
    # frozen: the modules go (they would shadow the frozen ones), the user's files stay
    assert cli.main(["deploy", "--drive", drive, "--frozen"]) == 0
    got = snapshot(drive)
    assert not any(rel.startswith("tabletop/") and rel.endswith(".py") for rel in got)
    for rel, data in users.items():
        assert same(rel, got[rel], data), rel


def test_deploy_refuses_a_folder_that_is_not_a_board(tmp_path, capsys):
    from host_tools import cli

    drive, users = board(tmp_path, boot_out=False)
    before = snapshot(drive)
    assert cli.main(["deploy", "--drive", drive]) == 1
    err = capsys.readouterr().err
    assert "boot_out.txt" in err and err.count("\n") == 1 and snapshot(drive) == before
    assert cli.main(["deploy", "--drive", str(tmp_path / "nothing")]) == 1
    assert "not a mounted drive" in capsys.readouterr().err
    # a code.py of the user's own is kept when the companion's replaces it
    open(os.path.join(drive, "code.py"), "w").write("print('my own program')\n")
    assert cli.main(["deploy", "--drive", drive, "--force"]) == 0
    assert open(os.path.join(drive, "code.py.before-companion")).read() == "print('my own program')\n"
    for rel, data in users.items():
        assert same(rel, snapshot(drive)[rel], data), rel


def test_deploy_adds_the_boards_start_settings_and_keeps_the_users(tmp_path, capsys):
    drive, users = board(tmp_path)
    assert deploy.merge_settings(drive) == [k for k, _ in deploy.SETTINGS]  # the user's settings.toml came later
    text = open(os.path.join(drive, "settings.toml")).read()
    assert text.startswith("CIRCUITPY_WEB_API_PASSWORD = 'x'\n")
    for k, v in deploy.SETTINGS:
        assert "\n%s = %s\n" % (k, v) in text
    # a key the user set is left as it is, and a second deploy adds nothing
    with open(os.path.join(drive, "settings.toml"), "w") as f:
        f.write("CIRCUITPY_SAFE_MODE_DELAY = 2.5\nTABLETOP_KEYS = \"matrix\"")
    assert deploy.merge_settings(drive) == ["CIRCUITPY_HEAP_START_SIZE"]
    text = open(os.path.join(drive, "settings.toml")).read()
    assert text.startswith("CIRCUITPY_SAFE_MODE_DELAY = 2.5\nTABLETOP_KEYS = \"matrix\"\n# added")
    assert deploy.merge_settings(drive) == [] and open(os.path.join(drive, "settings.toml")).read() == text


def test_a_deploy_keeps_the_boards_snapshots_unless_it_changes_the_rules(tmp_path, capsys, monkeypatch):
    # a snapshot is the state the rules derived from a record: kept while the rules that derive it
    # are the same (the next power-on resumes from it, fast), emptied before new rules are copied
    # (a deploy cut short never leaves new rules beside an old rule's state); the words files and
    # the screens' code do not derive it
    import shutil

    firmware = str(tmp_path / "firmware")
    shutil.copytree(deploy.FIRMWARE, firmware, ignore=shutil.ignore_patterns("__pycache__"))
    drive = str(tmp_path / "CIRCUITPY")
    os.makedirs(drive)
    open(os.path.join(drive, "boot_out.txt"), "w").write("Adafruit CircuitPython 10.0.0")
    snap = os.path.join(drive, "saves", "snap0", "snap.bin")

    def go():
        deploy.deploy(drive, firmware=firmware, games=["babel"], say=lambda s: None)
        with open(snap, "rb") as f:
            return f.read()

    def the_board_writes_a_snapshot():
        with open(snap, "r+b") as f:
            f.write(b"TK\x01state")

    def edit(rel):
        with open(os.path.join(firmware, rel), "a") as f:
            f.write("# a new version\n")

    assert go() == bytes(os.path.getsize(snap))
    the_board_writes_a_snapshot()
    assert go().startswith(b"TK\x01state")  # the same version again
    edit("tabletop/ui/app.py")
    edit("tabletop/games/babel/de.txt")
    assert go().startswith(b"TK\x01state")  # the screens and the words only
    edit("tabletop/games/babel/temples.py")
    assert not any(go())  # the game's rules
    the_board_writes_a_snapshot()
    edit("tabletop/core/session.py")

    def cut(*a, **k):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(deploy, "install", cut)
    try:
        go()
    except Exception:  # noqa: BLE001 - the copy failed: said, the old app kept
        pass
    with open(snap, "rb") as f:
        assert not any(f.read())  # emptied before the copy began


def test_a_deploy_that_changes_the_rules_makes_the_saved_games_snapshots_again(tmp_path):
    # by the new rules, from the newest copy in the slot files: the next power-on resumes from them
    import shutil

    from host_tools import records
    from tabletop.core import copies, registry, save, snapshot_load
    from tabletop.core.session import Session

    firmware = str(tmp_path / "firmware")
    shutil.copytree(deploy.FIRMWARE, firmware, ignore=shutil.ignore_patterns("__pycache__"))
    drive = str(tmp_path / "CIRCUITPY")
    os.makedirs(drive)
    open(os.path.join(drive, "boot_out.txt"), "w").write("Adafruit CircuitPython 10.0.0")
    deploy.deploy(drive, firmware=firmware, games=["babel"], say=lambda s: None)
    rec = records.read_record(os.path.join(deploy.ROOT, "tests", "records", "babel_demo.txt"))[0]
    copy = copies.pack(7, 0, save.dumps(rec))
    with open(os.path.join(drive, "saves", "3", "slot.bin"), "r+b") as f:
        f.write(copy)
    with open(os.path.join(firmware, "tabletop", "games", "babel", "temples.py"), "a") as f:
        f.write("# a new version\n")
    said = []
    deploy.deploy(drive, firmware=firmware, games=["babel"], say=said.append)
    assert any("snapshots made again" in s and "144 entries" in s for s in said), said
    places = [files.FilePlace(os.path.join(drive, (files.SNAP_PATH % i).strip("/")), files.SLOT_SIZE)
              for i in range(files.SNAP_FILES)]
    start = snapshot_load.best(places, rec)[0]
    assert start[1] == len(rec) == 144
    assert start[3] == Session(rec, registry.load("babel")).state
    # a drive whose slot files hold no game: none made, and the deploy goes on
    with open(os.path.join(drive, "saves", "3", "slot.bin"), "r+b") as f:
        f.write(bytes(len(copy)))
    with open(os.path.join(firmware, "tabletop", "games", "babel", "temples.py"), "a") as f:
        f.write("# and another\n")
    said = []
    deploy.deploy(drive, firmware=firmware, games=["babel"], say=said.append)
    assert not any("snapshots made again" in s for s in said) and not any(
        open(p.path, "rb").read(64).strip(b"\x00") for p in places)
