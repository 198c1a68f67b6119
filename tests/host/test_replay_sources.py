# What `companion replay` reads when it is given a save or a folder: a save is one of several copies
# written in turn, so the file named may hold an older one (after an undo the newest is the other):
# the newest game of the copies is read, and a note names that copy. A folder (the board's saves, a
# shared temporary folder): only companion saves and records count, never another program's file,
# and the note names the file read. Errors: one line, no traceback, nothing changed.
import os
import random

import pytest

from host_tools import cli, records
from tabletop.core import copies, registry, save
from tabletop.core.text import parse
from tests.host.test_user_files_kept import tree  # every file under a folder, by its bytes

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RECORD = os.path.join(ROOT, "tests", "records", "babel_demo.txt")


def record(n=None):
    with open(RECORD) as f:
        rec = parse(f.read(), registry.words_for)
    if n is not None:
        rec.truncate(n)
    return rec


def copy_of(rec, seq):
    return bytes(copies.pack(seq, 0, save.dumps(rec) if rec is not None else b""))


def replay(capsys, *argv):
    code = cli.main(["replay"] + [str(a) for a in argv] + ["--json"])
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out, err


def entries(out):
    import json

    return json.loads(out)


@pytest.fixture
def want(capsys):
    """The standings (JSON) of the record cut to n entries."""
    cache = {}

    def get(n):
        if n not in cache:
            from tabletop.core import view
            from tabletop.core.session import Session

            cache[n] = view.session_snapshot(Session(record(n)))
        return cache[n]

    return get


@pytest.mark.parametrize("layout", ["sim", "board"])
def test_a_save_path_gives_the_newest_game_of_its_copies(tmp_path, capsys, want, layout):
    full = len(record())
    if layout == "sim":  # the simulator's save.bin / save.bin.1
        older, newer = tmp_path / "save.bin", tmp_path / "save.bin.1"
    else:  # the board's saves/0/slot.bin, saves/1/slot.bin (fixed size: zeros after the copy)
        older, newer = tmp_path / "saves" / "1" / "slot.bin", tmp_path / "saves" / "0" / "slot.bin"
        older.parent.mkdir(parents=True)
        newer.parent.mkdir(parents=True)
    older.write_bytes(copy_of(record(), 41).ljust(4096 if layout == "board" else 0, b"\0"))
    newer.write_bytes(copy_of(record(full - 1), 42).ljust(4096 if layout == "board" else 0, b"\0"))  # undo
    before = tree(tmp_path)
    code, out, err = replay(capsys, older)
    assert code == 0 and entries(out) == want(full - 1)
    assert err.count("\n") == 1 and "note" in err and str(older) in err and newer.name in err, err
    code, out, err = replay(capsys, newer)  # the newest itself: no note
    assert code == 0 and entries(out) == want(full - 1) and err == ""
    # the newest copy holds no game (saved in the start menu): the newest game is the older one's
    newer.write_bytes(copy_of(None, 43))
    code, out, err = replay(capsys, newer)
    assert code == 0 and entries(out) == want(full) and str(older.name) in err
    assert set(tree(tmp_path)) == set(before)  # only read


def test_a_damaged_copy_beside_is_passed_over(tmp_path, capsys, want):
    (tmp_path / "save.bin").write_bytes(copy_of(record(), 7))
    (tmp_path / "save.bin.1").write_bytes(copy_of(record(10), 8)[:-5])  # cut off while writing
    code, out, err = replay(capsys, tmp_path / "save.bin")
    assert code == 0 and entries(out) == want(None) and err == ""


def other_programs_files(folder, rnd):
    """What a shared temporary folder holds: files of other programs, some looking a bit like ours."""
    files = {
        "random.bin": bytes(rnd.randrange(256) for _ in range(3000)),
        "ts-like.dat": b"TS\x01" + bytes(rnd.randrange(256) for _ in range(200)),  # our magic, not ours
        "tt-like.dat": b"TT" + bytes(rnd.randrange(256) for _ in range(200)),
        "notes.txt": b"game night on friday\nplayers: everyone\n",
        "chess.txt": b"game chess\nplayers a b\n",  # a record of a game the companion does not know
        "data.json": b'{"game": "babel"}\n',
        "empty": b"",
        "zeros.bin": bytes(4096),
    }
    os.makedirs(os.path.join(folder, "sub", "deeper", "deepest"), exist_ok=True)
    files["sub/deeper/deepest/far.bin"] = copy_of(record(), 999)  # too deep: not a saves folder of ours
    for name, data in files.items():
        with open(os.path.join(folder, name), "wb") as f:
            f.write(data)
    return files


@pytest.mark.parametrize("seed", range(3))
def test_a_shared_folder_gives_a_companion_file_and_names_it(tmp_path, capsys, want, seed):
    rnd = random.Random(seed)
    folder = tmp_path / "tmp"
    folder.mkdir()
    other_programs_files(str(folder), rnd)
    before = tree(folder)
    # only other programs' files: refused in one line
    code, out, err = replay(capsys, folder)
    assert code == 2 and err.count("\n") == 1 and "no companion save or game record" in err and out == ""
    # one record text of ours among them: read, and named
    (folder / "ours.txt").write_bytes(open(RECORD, "rb").read())
    code, out, err = replay(capsys, folder)
    assert code == 0 and entries(out) == want(None)
    assert err.count("\n") == 1 and "ours.txt" in err, err
    # two records: which one is meant? named, not guessed
    (folder / "also.txt").write_bytes(open(RECORD, "rb").read())
    code, out, err = replay(capsys, folder)
    assert code == 1 and err.count("\n") == 1 and "also.txt" in err and "ours.txt" in err
    # a save among them: the newest save's game, the file named
    os.makedirs(folder / "saves" / "0")
    (folder / "saves" / "0" / "slot.bin").write_bytes(copy_of(record(20), 5))
    (folder / "x.bin").write_bytes(copy_of(record(30), 6))
    code, out, err = replay(capsys, folder)
    assert code == 0 and entries(out) == want(30) and "x.bin" in err and err.count("\n") == 1
    for p, h in before.items():
        assert tree(folder)[p] == h


def test_the_note_goes_to_stderr_and_the_standings_stay_clean(tmp_path, capsys):
    (tmp_path / "save.bin").write_bytes(copy_of(record(), 1))
    (tmp_path / "save.bin.1").write_bytes(copy_of(record(12), 2))
    assert cli.main(["replay", str(tmp_path / "save.bin")]) == 0
    out, err = capsys.readouterr()
    assert "companion: note:" not in out and "save.bin.1" in err
    rec, _text = records.read(str(tmp_path / "save.bin"))
    assert len(rec) == 12


def test_export_reads_the_newest_copy_of_a_save_too(tmp_path, capsys):
    # after an undo the save named holds the older game: export, like replay, reads the newest
    full = len(record())
    (tmp_path / "save.bin").write_bytes(copy_of(record(), 41))
    (tmp_path / "save.bin.1").write_bytes(copy_of(record(full - 1), 42))
    out = tmp_path / "game.csv"
    assert cli.main(["export", str(tmp_path / "save.bin"), "--csv", str(out)]) == 0
    err = capsys.readouterr()[1]
    assert err.count("\n") == 1 and "note" in err and "save.bin.1" in err, err
    want = tmp_path / "want.csv"
    assert cli.main(["export", str(tmp_path / "save.bin.1"), "--csv", str(want)]) == 0
    assert capsys.readouterr()[1] == ""
    assert out.read_bytes() == want.read_bytes()
