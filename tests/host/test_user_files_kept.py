# A user's file next to every output path of every command stays byte-for-byte: files whose names
# are one step from an output's (OUT.tmp, .OUT.tmp, OUT.1, OUT.txt, OUT.bak, OUT.companion-new ...),
# files in the output folders, and the user's own files where a command keeps a file of its own
# (the simulator's save, its second place and its text copy; deploy's manifest): such a run is
# refused in one line, with the file left as it was. Temporary files of a run never take a user's name
# and none is left behind.
import hashlib
import os

import pytest

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from host_tools import cli, deploy  # noqa: E402
from host_tools.sim import board as sim_board  # noqa: E402
from host_tools.sim import simulator  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RECORD = os.path.join(ROOT, "tests", "records", "babel_demo.txt")
LEDGERS = os.path.join(ROOT, "..", "shared", "tm_games")


def tree(*roots):
    out = {}
    for root in roots:
        for dirpath, _dirs, files in os.walk(root):
            for f in files:
                p = os.path.join(dirpath, f)
                with open(p, "rb") as fh:
                    out[p] = hashlib.sha1(fh.read()).hexdigest()
    return out


def neighbours(path):
    """Names one step from an output path's, as a user's (or another program's) files have them."""
    d, name = os.path.split(path)
    stem = os.path.splitext(name)[0]
    names = [name + ".tmp", "." + name + ".tmp", name + ".1", name + ".2", name + ".bak", name + "~",
             name + ".new", name + ".old", name + ".companion-new", name + ".companion-new1",
             name + ".before-companion", stem + ".txt", stem + ".bin", stem + ".json", "." + name]
    return [os.path.join(d, n) for n in names if n != name]


def plant(paths, outputs):
    """A user's file at each of `paths` that no output of the run is at; {path: bytes}."""
    outs = set(os.path.abspath(p) for p in outputs)
    users = {}
    for p in paths:
        if os.path.abspath(p) in outs or os.path.exists(p):
            continue
        os.makedirs(os.path.dirname(p), exist_ok=True)
        data = ("the user's own %s\n" % os.path.basename(p)).encode()
        with open(p, "wb") as f:
            f.write(data)
        users[p] = data
    return users


def assert_kept(users):
    for p, data in users.items():
        with open(p, "rb") as f:
            assert f.read() == data, p


def assert_no_leftovers(folder):
    left = [n for n in os.listdir(folder) if n.endswith((".tmp", deploy.STAGED)) and not n.startswith("keep")]
    assert all(("the user's own" in open(os.path.join(folder, n)).read()) for n in left), left


def refused(capsys, argv, roots, *words):
    before = tree(*roots)
    code = cli.main(argv)
    out, err = capsys.readouterr()
    assert code == 1, (argv, code, err)
    assert err.count("\n") == 1 and "Traceback" not in err, err
    for w in words:
        assert w in err, (w, err)
    assert tree(*roots) == before


# --- companion sim ------------------------------------------------------------------------------------
def test_sim_script_with_save_record_and_screenshots(tmp_path, capsys):
    games = tmp_path / "games"
    shots = tmp_path / "shots"
    games.mkdir()
    shots.mkdir()
    save, rec = str(games / "g.bin"), str(games / "out.txt")
    script = tmp_path / "steps.txt"
    script.write_text("turn +4\npush\nkey 10\nwait 5000\n")
    outputs = sim_board.companion_files(save) + [rec]
    users = plant([q for p in outputs for q in neighbours(p)] + [str(shots / "mine.png"),
                                                                   str(shots / "000-boot.png.tmp")], outputs)
    for _ in range(2):  # a second run resumes the save and writes the files again
        assert cli.main(["sim", "--script", str(script), "--save", save, "--record", rec,
                         "--screenshots", str(shots), "--quiet"]) == 0
        assert_kept(users)
    assert capsys.readouterr().err == ""
    assert open(rec).read().startswith("game babel") and sim_board.is_save(save)
    assert_no_leftovers(str(games))


def test_sim_window_with_save(tmp_path, capsys, monkeypatch):
    games = tmp_path / "games"
    games.mkdir()
    save = str(games / "my-game.bin")
    outputs = sim_board.companion_files(save)
    users = plant([q for p in outputs for q in neighbours(p)], outputs)
    monkeypatch.setattr(simulator, "no_display", lambda: None)
    orig = simulator.run_window
    import pygame

    push = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
    monkeypatch.setattr(simulator, "run_window", lambda sim, scale=4: orig(sim, scale, frames=3, events=[push]))
    assert cli.main(["sim", "--save", save]) == 0
    assert cli.main(["sim", "--save", save, "--fresh"]) == 0
    assert_kept(users)
    err = capsys.readouterr().err  # --fresh set the game aside in a backup of free names, and said so
    assert err == "" or (err.count("\n") == 1 and "is kept in %s" % str(games / "my-game-1.bin") in err), err
    assert_no_leftovers(str(games))


def test_sim_refuses_a_save_path_holding_a_file_of_the_users(tmp_path, capsys):
    script = tmp_path / "steps.txt"
    script.write_text("turn +4\npush\nwait 5000\n")
    mine = tmp_path / "mygame.txt"
    mine.write_bytes(open(RECORD, "rb").read())  # the user's Babel record
    roots = [str(tmp_path)]
    # the record itself named as the save (it was overwritten by another game, then by the text copy)
    for argv in (["sim", "--save", str(mine)], ["sim", "--script", str(script), "--save", str(mine)]):
        refused(capsys, argv, roots, "mygame.txt", "not a companion save")
    # the record where a save keeps its text copy (mygame.bin -> mygame.txt)
    refused(capsys, ["sim", "--script", str(script), "--save", str(tmp_path / "mygame.bin")], roots,
            "mygame.txt", "record as text")
    # a file of the user's where the save's second place goes
    (tmp_path / "other.bin.1").write_bytes(b"not a save\n")
    refused(capsys, ["sim", "--script", str(script), "--save", str(tmp_path / "other.bin")], roots,
            "other.bin.1", "not a companion save")
    # --record naming one of the save's files
    refused(capsys, ["sim", "--script", str(script), "--save", str(tmp_path / "g.bin"), "--record",
                     str(tmp_path / "g.bin")], roots, "--record")
    # a save path ending in .txt: its text copy is not the save itself
    save = str(tmp_path / "new.txt")
    assert cli.main(["sim", "--script", str(script), "--save", save, "--quiet"]) == 0
    assert sim_board.is_save(save) and os.path.exists(save + ".txt") and sim_board.text_path(save) == save + ".txt"
    assert_kept({str(mine): open(RECORD, "rb").read()})


# --- companion deploy ---------------------------------------------------------------------------------
@pytest.mark.parametrize("extra", [[], ["--games", "babel"], ["--frozen"]])
def test_deploy_keeps_every_file_of_the_users_beside_its_own(tmp_path, capsys, extra):
    drive = tmp_path / "CIRCUITPY"
    drive.mkdir()
    (drive / "boot_out.txt").write_text("Adafruit CircuitPython 10.0.0")
    outputs = [str(drive / rel) for rel, _ in deploy.plan()] + [str(drive / deploy.MANIFEST)]
    users = plant([q for p in outputs for q in neighbours(p)] +
                  [str(drive / "tabletop" / "core" / "mine.py"), str(drive / "tabletop" / "games" / "my_game.py"),
                   str(drive / "lib" / "adafruit_hid" / "__init__.py"), str(drive / "saves" / "0" / "slot.bin")],
                  outputs)
    for argv in (["deploy", "--drive", str(drive)], ["deploy", "--drive", str(drive)] + extra,
                 ["deploy", "--drive", str(drive), "--remove", "assyria"]):
        assert cli.main(argv) == 0, capsys.readouterr().err
        assert_kept(users)
    assert capsys.readouterr().err == ""


def test_deploy_refuses_a_file_of_the_users_where_its_manifest_goes(tmp_path, capsys):
    drive = tmp_path / "CIRCUITPY"
    drive.mkdir()
    (drive / "boot_out.txt").write_text("Adafruit CircuitPython 10.0.0")
    (drive / deploy.MANIFEST).write_text("3 things to buy\nmilk eggs\n")
    refused(capsys, ["deploy", "--drive", str(drive)], [str(drive)], deploy.MANIFEST, "a file of yours")


def test_freeze_to_keeps_the_users_files(tmp_path, capsys):
    folder = tmp_path / "frozen"
    outputs = [str(folder / rel) for rel, _ in deploy.plan() if rel.startswith("tabletop")]
    outputs.append(str(folder / deploy.MANIFEST))
    users = plant([q for p in outputs for q in neighbours(p)] + [str(folder / "tabletop" / "extra.py")], outputs)
    for games in ("babel", "assyria"):
        assert cli.main(["deploy", "--freeze-to", str(folder), "--games", games]) == 0
        assert_kept(users)


# --- the other commands that write files ----------------------------------------------------------------
def test_export_and_legends_keep_the_files_beside_their_outputs(tmp_path, capsys):
    out = tmp_path / "out"
    out.mkdir()
    outs = {"--csv": out / "scores.csv", "--bgstats": out / "play.json", "--chart": out / "race.png",
            "--stats": out / "stats.txt"}
    outputs = [str(p) for p in outs.values()]
    users = plant([q for p in outputs for q in neighbours(p)], outputs)
    argv = ["export", RECORD]
    for opt, p in outs.items():
        argv += [opt, str(p)]
    assert cli.main(argv) == 0
    assert_kept(users)
    legends = tmp_path / "hw"
    (legends / "legends").mkdir(parents=True)
    (legends / "legends" / "my-legend.svg").write_bytes(b"<svg>mine</svg>")
    assert cli.main(["legends", "--out", str(legends)]) == 0
    assert (legends / "legends" / "my-legend.svg").read_bytes() == b"<svg>mine</svg>"
    capsys.readouterr()


def test_tm_import_keeps_the_files_beside_its_output(tmp_path, capsys):
    ledgers = sorted(f for f in os.listdir(LEDGERS) if f.endswith(".txt")) if os.path.isdir(LEDGERS) else []
    if not ledgers:
        pytest.skip("no Terra Mystica ledgers in ../shared/tm_games")
    out = tmp_path / "game.txt"
    users = plant(neighbours(str(out)), [str(out)])
    assert cli.main(["tm", "import-snellman", os.path.join(LEDGERS, ledgers[0]), "-o", str(out)]) == 0
    assert_kept(users)
    capsys.readouterr()
