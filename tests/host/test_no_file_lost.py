"""No path loses a user's file (issue 37), class by class, each checked byte for byte:

- an output that is one of the command's inputs is refused (under any name: a link too);
- an output that is a named pipe or a device is written into as a stream, never replaced;
- a failed write (the disk full half-way) leaves the old file as it was, no temporary file
  behind, and the one-line message names the file;
- a read of a named pipe or a device is refused at once (a stat, never an open: no hang).
"""

import errno
import os
import signal
import stat
import threading

import pytest

from host_tools import cli, inputs

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RECORD = os.path.join(ROOT, "tests", "records", "babel_demo.txt")
LEDGERS = os.path.join(ROOT, "..", "shared", "tm_games")


def ledger():
    names = sorted(f for f in os.listdir(LEDGERS) if f.endswith(".txt")) if os.path.isdir(LEDGERS) else []
    if not names:
        pytest.skip("no Terra Mystica ledgers in ../shared/tm_games")
    return os.path.join(LEDGERS, names[0])


@pytest.fixture
def no_hang():
    """A run that would wait for ever fails the test after a few seconds instead."""

    def alarm(_sig, _frame):
        raise AssertionError("the command waited on a named pipe")

    old = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(20)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)


def run(capsys, argv):
    code = cli.main(argv)
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out, err


def one_line(err):
    assert err.count("\n") == 1 and err.strip(), err
    return err


def listing(folder):
    return sorted(os.listdir(folder))


# --- an output that is an input ------------------------------------------------------------------
@pytest.mark.parametrize("how", ["same", "link", "hardlink", "dotted"])
def test_import_refuses_its_ledger_as_its_output(tmp_path, capsys, how):
    src = tmp_path / "game.txt"
    data = open(ledger(), "rb").read()
    src.write_bytes(data)
    out = {"same": str(src), "dotted": str(tmp_path / "." / "game.txt")}.get(how)
    if how == "link":
        os.symlink(str(src), str(tmp_path / "link.txt"))
        out = str(tmp_path / "link.txt")
    elif how == "hardlink":
        os.link(str(src), str(tmp_path / "hard.txt"))
        out = str(tmp_path / "hard.txt")
    code, _out, err = run(capsys, ["tm", "import-snellman", str(src), "-o", out])
    assert code == 1 and "is the ledger this command reads" in one_line(err) and out in err
    assert src.read_bytes() == data


def test_sim_record_may_not_be_its_script(tmp_path, capsys):
    script = tmp_path / "steps.txt"
    script.write_bytes(b"turn +4\npush\n")
    code, _out, err = run(capsys, ["sim", "--script", str(script), "--record", str(script), "--quiet"])
    assert code == 1 and "is the script this command reads" in one_line(err)
    assert script.read_bytes() == b"turn +4\npush\n"


def test_export_refuses_its_record_as_an_output(tmp_path, capsys):
    rec = tmp_path / "game.txt"
    data = open(RECORD, "rb").read()
    rec.write_bytes(data)
    code, _out, err = run(capsys, ["export", str(rec), "--csv", str(rec)])
    assert code == 1 and "is the record this command reads" in one_line(err)
    assert rec.read_bytes() == data


# --- an output that is a named pipe or a device --------------------------------------------------
def read_fifo(path, got):
    with open(path, "rb") as f:
        got.append(f.read())


@pytest.mark.parametrize("argv,which", [
    (["export", RECORD, "--csv", "{}"], "csv"),
    (["tm", "import-snellman", "LEDGER", "-o", "{}"], "import"),
    (["sim", "--script", "SCRIPT", "--record", "{}", "--quiet"], "record"),
])
def test_a_named_pipe_output_is_written_as_a_stream(tmp_path, capsys, no_hang, argv, which):
    fifo = str(tmp_path / "pipe")
    os.mkfifo(fifo)
    script = tmp_path / "steps.txt"
    script.write_text("turn +4\npush\n")
    argv = [fifo if a == "{}" else str(script) if a == "SCRIPT" else a for a in argv]
    if "LEDGER" in argv:
        argv[argv.index("LEDGER")] = ledger()
    got = []
    reader = threading.Thread(target=read_fifo, args=(fifo, got))
    reader.start()
    code, _out, err = run(capsys, argv)
    reader.join(10)
    assert code == 0, err
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)  # still the pipe, not a file in its place
    assert listing(tmp_path) == ["pipe", "steps.txt"]  # no temporary file either
    assert got and got[0], "the reader got nothing"
    if which == "csv":
        expect = tmp_path / "same.csv"
        assert cli.main(["export", RECORD, "--csv", str(expect)]) == 0
        assert got[0] == expect.read_bytes()


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full here")
def test_a_device_output_is_written_into_and_its_error_named(tmp_path, capsys):
    before = os.stat("/dev/full")
    code, _out, err = run(capsys, ["export", RECORD, "--csv", "/dev/full"])
    assert code == 1 and one_line(err).startswith("companion export: /dev/full: writing failed (")
    after = os.stat("/dev/full")
    assert stat.S_ISCHR(after.st_mode) and after.st_ino == before.st_ino and after.st_rdev == before.st_rdev
    code, _out, err = run(capsys, ["export", RECORD, "--csv", "/dev/null", "--stats", "/dev/null"])
    assert code == 1 and "both name /dev/null" in err  # two outputs, one file: still refused
    code, _out, err = run(capsys, ["export", RECORD, "--csv", "/dev/null"])
    assert code == 0 and err == "" and stat.S_ISCHR(os.stat("/dev/null").st_mode)


# --- a write that fails half-way ------------------------------------------------------------------
class FullDisk:
    """A file whose write stops half-way with 'No space left on device', as a full disk's does."""

    def __init__(self, f):
        self.f = f

    def write(self, data):
        self.f.write(data[: len(data) // 2])
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    def __getattr__(self, name):
        return getattr(self.f, name)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.f.close()


@pytest.fixture
def full_disk(monkeypatch):
    real = inputs._temporary

    def temporary(dest):
        tmp, f = real(dest)
        return tmp, FullDisk(f)

    monkeypatch.setattr(inputs, "_temporary", temporary)


@pytest.mark.parametrize("argv", [
    ["tm", "import-snellman", "LEDGER", "-o", "{}"],
    ["export", RECORD, "--csv", "{}"],
    ["export", RECORD, "--stats", "OTHER", "--chart", "{}.svg"],
    ["sim", "--script", "SCRIPT", "--record", "{}", "--quiet"],
])
def test_a_full_disk_leaves_the_users_file_as_it_was(tmp_path, capsys, full_disk, argv):
    mine = tmp_path / "notes.txt"
    other = tmp_path / "other.txt"
    data = b"the user's own text, not a record\n" * 50
    script = tmp_path / "steps.txt"
    script.write_text("turn +4\npush\n")
    mine.write_bytes(data)
    other.write_bytes(b"another of the user's files\n")
    (tmp_path / "notes.txt.svg").write_bytes(data)
    argv = [a.replace("{}", str(mine)) if "{}" in a else str(other) if a == "OTHER" else
            str(script) if a == "SCRIPT" else a for a in argv]
    if "LEDGER" in argv:
        argv[argv.index("LEDGER")] = ledger()
    before = listing(tmp_path)
    code, out, err = run(capsys, argv)
    assert code == 1 and out == ""
    named = [argv[i + 1] for i, a in enumerate(argv) if a in ("-o", "--csv", "--stats", "--record")][0]
    assert named + ": cannot write it (No space left on device)" in one_line(err), err
    assert "the file is as it was" in err
    assert mine.read_bytes() == data and (tmp_path / "notes.txt.svg").read_bytes() == data
    assert other.read_bytes() == b"another of the user's files\n"
    assert listing(tmp_path) == before  # no temporary file left


# --- reading a named pipe -------------------------------------------------------------------------
READS = [
    ["replay", "{}"],
    ["replay", "{}", "--trace"],
    ["export", "{}", "--csv", "-"],
    ["sim", "--script", "{}"],
    ["sim", "--script-from", "{}"],
    ["tm", "check", "{}"],
    ["tm", "check", "{}", "--pad"],
    ["tm", "import-snellman", "{}", "-o", "OUT"],
]


@pytest.mark.parametrize("argv", READS)
def test_a_named_pipe_is_refused_not_waited_on(tmp_path, capsys, no_hang, argv):
    fifo = str(tmp_path / "game.txt")
    os.mkfifo(fifo)
    argv = [fifo if a == "{}" else str(tmp_path / "out.txt") if a == "OUT" else a for a in argv]
    code, out, err = run(capsys, argv)
    if "--pad" in argv:  # one line a game on stdout, then the summary
        err = out.split("\n")[0] + "\n"
    assert code == 1 and "is a named pipe" in one_line(err) and fifo in err, err
    assert listing(tmp_path) == ["game.txt"]


def test_pipes_beside_what_is_read_are_never_opened(tmp_path, capsys, no_hang):
    # a folder to replay, the manifest beside ledgers, a save path, a drive's manifest and code.py
    os.mkfifo(str(tmp_path / "save.bin"))
    code, _out, err = run(capsys, ["replay", str(tmp_path)])
    assert code == 2 and "no companion save" in one_line(err)
    code, _out, err = run(capsys, ["sim", "--script", RECORD, "--save", str(tmp_path / "save.bin")])
    assert code == 1 and "not a companion save" in one_line(err)
    led = tmp_path / "ledgers"
    led.mkdir()
    os.mkfifo(str(led / "manifest.json"))
    try:
        src = ledger()
    except pytest.skip.Exception:
        return
    (led / "game.txt").write_bytes(open(src, "rb").read())
    code, out, _err = run(capsys, ["tm", "check", str(led / "game.txt")])
    assert "games fully matched" in out
    drive = tmp_path / "drive"
    drive.mkdir()
    (drive / "boot_out.txt").write_text("Adafruit CircuitPython 10.0.0")
    os.mkfifo(str(drive / "companion-files.txt"))
    code, _out, err = run(capsys, ["deploy", "--drive", str(drive)])
    assert code == 1 and "companion-files.txt" in one_line(err)
    assert stat.S_ISFIFO(os.stat(str(drive / "companion-files.txt")).st_mode)


# --- deploy keeps every code.py of the user's own ---------------------------------------------------
@pytest.fixture
def drive(tmp_path):
    d = tmp_path / "CIRCUITPY"
    d.mkdir()
    (d / "boot_out.txt").write_text("Adafruit CircuitPython 10.0.0")
    return d


def test_deploy_keeps_every_own_code_py_numbered(drive, capsys):
    first, second = b"print('my first program')\n", b"print('my second program')\n"
    (drive / "code.py").write_bytes(first)
    code, out, err = run(capsys, ["deploy", "--drive", str(drive)])
    assert code == 0 and "kept the drive's own code.py as code.py.before-companion" in out
    ours = (drive / "code.py").read_bytes()
    (drive / "code.py").write_bytes(second)  # the user's program again, over the companion's
    code, out, err = run(capsys, ["deploy", "--drive", str(drive)])
    assert code == 0 and "kept the drive's own code.py as code.py.before-companion.2" in out
    assert (drive / "code.py.before-companion").read_bytes() == first
    assert (drive / "code.py.before-companion.2").read_bytes() == second
    assert (drive / "code.py").read_bytes() == ours
    (drive / "code.py").write_bytes(first)  # the first one back: it is kept already
    code, out, err = run(capsys, ["deploy", "--drive", str(drive)])
    assert code == 0 and "kept" not in out and not (drive / "code.py.before-companion.3").exists()
    edited = ours + b"# my own tweak, the companion named in it\n"  # the companion's code.py, edited
    (drive / "code.py").write_bytes(edited)
    code, out, err = run(capsys, ["deploy", "--drive", str(drive)])
    assert code == 0 and "code.py.before-companion.3" in out
    assert (drive / "code.py.before-companion.3").read_bytes() == edited
    assert [(drive / n).read_bytes() for n in ("code.py.before-companion", "code.py.before-companion.2")] \
        == [first, second]


def test_a_second_deploy_says_up_to_date(drive, capsys):
    assert cli.main(["deploy", "--drive", str(drive)]) == 0
    capsys.readouterr()
    code, out, err = run(capsys, ["deploy", "--drive", str(drive)])
    assert code == 0 and err == ""
    assert "copied" not in out and "up to date: the " in out, out


def test_a_deploy_out_of_file_entries_says_so_and_keeps_nothing_said(drive, capsys, monkeypatch):
    from host_tools import deploy

    (drive / "code.py").write_bytes(b"print('mine')\n")
    before = listing(drive)
    real = deploy.shutil.copyfile
    n = [0]

    def copyfile(src, dst, **kw):  # bytes to spare, but no entry for a 20th file
        n[0] += 1
        if n[0] >= 20:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), dst)
        return real(src, dst, **kw)

    monkeypatch.setattr(deploy.shutil, "copyfile", copyfile)
    code, out, err = run(capsys, ["deploy", "--drive", str(drive)])
    assert code == 1 and "file entries, not its bytes" in one_line(err) and "nothing was changed" in err
    assert "kept" not in out and "copied" not in out
    assert listing(drive) == before and (drive / "code.py").read_bytes() == b"print('mine')\n"


# --- sim --fresh over a saved game ------------------------------------------------------------------
def saved_files(folder):
    out = {}
    for n in sorted(os.listdir(folder)):
        with open(os.path.join(folder, n), "rb") as f:
            out[n] = f.read()
    return out


def played(tmp_path, name):
    """(folder, save, script): a game started and saved by `sim --script` in tmp_path/games/NAME."""
    games = tmp_path / "games"
    games.mkdir()
    save = str(games / name)
    script = tmp_path / "steps.txt"
    script.write_text("turn +4\npush\nkey 10\nwait 5000\n")  # the first demo, opened (saved), an undo (saved)
    assert cli.main(["sim", "--script", str(script), "--save", save, "--quiet"]) == 0
    return games, save, script


def test_fresh_keeps_the_saved_game_as_a_backup_and_says_where(tmp_path, capsys, monkeypatch):
    from host_tools.sim import simulator

    games, save, script = played(tmp_path, "GAME.bin")
    assert cli.main(["sim", "--script", str(script), "--save", save, "--quiet"]) == 0  # both places
    before = saved_files(str(games))
    assert set(before) == {"GAME.bin", "GAME.bin.1", "GAME.txt"}
    code, _out, err = run(capsys, ["replay", save])
    assert code == 0
    standings = _out

    # the window, --fresh, then Ctrl-C in the start menu: the old game kept, the message true
    def ctrl_c(sim, scale=4):
        sim.interrupted = 2

    monkeypatch.setattr(simulator, "no_display", lambda: None)
    monkeypatch.setattr(simulator, "run_window", ctrl_c)
    code, _out, err = run(capsys, ["sim", "--save", save, "--fresh"])
    assert code == 130
    backup = str(games / "GAME-1.bin")
    lines = err.splitlines()
    assert lines[0] == ("companion sim: --fresh: the game saved in %s is kept in %s (companion replay %s; "
                        "companion sim --save %s goes on with it)" % (save, backup, backup, backup))
    assert lines[1] == "companion sim: interrupted (Ctrl-C): no game was started, none saved in %s" % save
    after = saved_files(str(games))
    for name, data in before.items():  # byte for byte, under the backup's names
        assert after[name.replace("GAME", "GAME-1")] == data
    code, out, _err = run(capsys, ["replay", backup])
    assert code == 0 and out == standings
    # a second --fresh: GAME.bin holds no game now (nothing to keep), GAME-1's files stay
    monkeypatch.setattr(simulator, "run_window", lambda sim, scale=4: setattr(sim, "interrupted", 0))
    code, _out, err = run(capsys, ["sim", "--save", save, "--fresh"])
    assert code == 0 and "kept" not in err
    assert {n: d for n, d in saved_files(str(games)).items() if n.startswith("GAME-1")} == \
        {n: d for n, d in after.items() if n.startswith("GAME-1")}
    # a scripted --fresh over a game keeps it too, as GAME-2.bin
    assert cli.main(["sim", "--script", str(script), "--save", save, "--quiet"]) == 0
    game = saved_files(str(games))
    code, _out, err = run(capsys, ["sim", "--script", str(script), "--save", save, "--fresh", "--quiet"])
    assert code == 0 and "is kept in %s" % str(games / "GAME-2.bin") in err
    assert saved_files(str(games))["GAME-2.bin"] == game["GAME.bin"]


def test_f2_screenshots_go_to_the_documented_folder_git_ignores():
    import subprocess

    from host_tools.sim import simulator

    assert simulator.SHOTS_DIR == os.path.join(ROOT, "screenshots")  # docs/simulator.md: the checkout's
    probe = os.path.join("screenshots", "companion-sim-1.png")
    r = subprocess.run(["git", "check-ignore", "-q", probe], cwd=ROOT)
    assert r.returncode == 0, "screenshots/ is not ignored by git"


# --- a ledger cut at a line boundary ------------------------------------------------------------------
def test_a_ledger_cut_short_is_said_to_stop_before_the_end(tmp_path, capsys):
    lines = open(ledger(), "rb").read().split(b"\n")
    cut = tmp_path / "cut.txt"
    cut.write_bytes(b"\n".join(lines[:200]) + b"\n")  # head -n 200
    code, out, err = run(capsys, ["tm", "import-snellman", str(cut), "-o", str(tmp_path / "game.txt")])
    assert code == 0 and "stops before the game's end (in round" in one_line(err) and str(cut) in err
    code, out, err = run(capsys, ["tm", "check", str(cut)])
    assert "the ledger stops before the game's end" in out, out
    code, out, err = run(capsys, ["tm", "check", ledger()])  # a whole game: no such line
    assert "stops before" not in out + err


# --- smaller items: one true line -------------------------------------------------------------------
def test_a_folder_whose_only_save_is_damaged_says_so(tmp_path, capsys):
    games, save, _script = played(tmp_path, "save.bin")
    for n in os.listdir(str(games)):
        if n != "save.bin":
            os.remove(str(games / n))
    data = bytearray(open(save, "rb").read())
    data[len(data) // 2] ^= 0xFF  # a bit flipped: the checksum fails
    open(save, "wb").write(bytes(data))
    code, _out, err = run(capsys, ["replay", str(games)])
    assert code == 2 and "save.bin) is damaged" in one_line(err), err


def test_a_file_given_to_the_wrong_command_names_the_right_one(tmp_path, capsys):
    code, _out, err = run(capsys, ["sim", "--script", RECORD])
    assert code == 2 and "companion sim --script-from %s" % RECORD in one_line(err)
    led = ledger()
    for argv in (["replay", led], ["export", led, "--csv", "-"]):
        code, _out, err = run(capsys, argv)
        assert code == 2 and "companion tm import-snellman %s -o RECORD" % led in one_line(err), err


def test_contradictory_or_ignored_options_are_refused(tmp_path, capsys, drive):
    for argv, words in [
        (["deploy", "--games", "babel", "--remove", "babel", "--drive", str(drive)], "both name babel"),
        (["deploy", "--drive", str(drive), "--frozen", "--freeze-to", str(tmp_path / "fz")], "--drive, --frozen are"),
        (["tm", "check", RECORD, "--pad", "--worst", "-1"], "must be 1 to"),
        (["tm", "check", RECORD, "--worst", "3"], "goes with --pad"),
        (["tm", "check", RECORD, "--where"], "goes with --pad"),
    ]:
        code, _out, err = run(capsys, argv)
        assert code == 1 and words in one_line(err), (argv, err)
    assert listing(drive) == ["boot_out.txt"] and not (tmp_path / "fz").exists()


def test_a_display_that_cannot_be_opened_is_one_line(tmp_path):
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if k not in ("SDL_VIDEODRIVER", "XDG_RUNTIME_DIR", "WAYLAND_DISPLAY")}
    env.update(DISPLAY=":97", PYTHONPATH=os.pathsep.join([ROOT, os.path.join(ROOT, "firmware")]),
               HOME=str(tmp_path))
    r = subprocess.run([sys.executable, "-m", "host_tools.cli", "sim", "--save", str(tmp_path / "s.bin")],
                       env=env, cwd=str(tmp_path), capture_output=True, text=True, timeout=60)
    assert r.returncode == 1 and r.stderr.count("\n") == 1, r.stderr
    assert r.stderr.startswith("companion sim: cannot open the window: "), r.stderr
