# `companion deploy` onto a drive that cannot take it: without room (the free room reported too small,
# or the copying running out of room at a random file), read-only (the board owns its drive), or
# failing on the way. Each time: exactly one line on stderr naming the drive (and the room, or how to
# give the drive to the computer), no traceback, and the drive byte-for-byte as before: the older
# version of the companion that was on it still whole, the user's files untouched, nothing left over.
import errno
import os
import random
import shutil
from collections import namedtuple

import pytest

from host_tools import board_form, cli, deploy

Usage = namedtuple("Usage", "total used free")


def tree(root):
    out = {}
    for dirpath, dirs, files in os.walk(root):
        for d in dirs:
            out[os.path.relpath(os.path.join(dirpath, d), root) + "/"] = None
        for f in files:
            p = os.path.join(dirpath, f)
            with open(p, "rb") as fh:
                out[os.path.relpath(p, root)] = fh.read()
    return out


@pytest.fixture
def drive(tmp_path):
    """A CIRCUITPY drive with an older version of the companion (every module different, one module
    this version no longer has), saves and the user's files."""
    old = str(tmp_path / "old-firmware")
    shutil.copytree(deploy.FIRMWARE, old, ignore=shutil.ignore_patterns("__pycache__"))
    for rel, _size in deploy.plan(old):
        with open(os.path.join(old, rel), "a") as f:
            f.write("# an older version\n")
    with open(os.path.join(old, "tabletop", "core", "retired.py"), "w") as f:
        f.write("# a module the new version does not have\n")
    d = str(tmp_path / "CIRCUITPY")
    os.makedirs(d)
    with open(os.path.join(d, "boot_out.txt"), "w") as f:
        f.write("Adafruit CircuitPython 10.0.0")
    deploy.deploy(d, firmware=old, say=lambda _line: None)
    users = {"saves/0/slot.bin": b"TS\x01 a save", "notes.txt": b"mine", "tabletop/core/mine.py": b"x = 1\n",
             "code.py.companion-new.txt": b"my oddly named file"}
    for rel, data in users.items():
        os.makedirs(os.path.dirname(os.path.join(d, rel)) or d, exist_ok=True)
        with open(os.path.join(d, rel), "wb") as f:
            f.write(data)
    for folder in ("empty", os.path.join("tabletop", "games", "mine"), os.path.join("tabletop", "empty")):
        os.makedirs(os.path.join(d, folder))  # the user's empty folders stay too
    return d


def one_line(capsys, code, *words):
    out, err = capsys.readouterr()
    assert code == 1, (code, err)
    assert err.count("\n") == 1 and "Traceback" not in err, err
    for w in words:
        assert w in err, (w, err)
    assert "copied" not in out, out  # nothing claimed copied
    return err


def test_no_room_is_found_before_anything_is_copied(drive, capsys, monkeypatch):
    before = tree(drive)
    monkeypatch.setattr(deploy.shutil, "disk_usage", lambda p: Usage(1 << 20, (1 << 20) - 50000, 50000))
    err = one_line(capsys, cli.main(["deploy", "--drive", drive]), drive, "49 KB free", "needs")
    need = int(err.split("needs ")[1].split(" KB")[0])
    assert need * 1024 > sum(size for _rel, size in deploy.plan()) // 2
    assert tree(drive) == before


@pytest.mark.parametrize("seed", range(6))
def test_running_out_of_room_while_copying_leaves_the_old_version(drive, capsys, monkeypatch, seed):
    before = tree(drive)
    real = shutil.copyfile
    n = [0]
    at = random.Random(seed).randint(1, 120)

    def copyfile(src, dst, **kw):
        n[0] += 1
        if n[0] >= at:
            with open(dst, "wb") as f:  # a part written, then the drive is full
                f.write(b"partial")
            raise OSError(errno.ENOSPC, "No space left on device", src)
        return real(src, dst, **kw)

    monkeypatch.setattr(deploy.shutil, "copyfile", copyfile)
    one_line(capsys, cli.main(["deploy", "--drive", drive]), drive, "out of room", "nothing was changed")
    assert tree(drive) == before


def test_a_read_only_drive_is_told_at_once_with_how_to_give_it_to_the_computer(drive, capsys, monkeypatch):
    before = tree(drive)
    # the mount says read-only (the board owns its drive: firmware/boot.py remounted it for itself)
    monkeypatch.setattr(deploy, "read_only", lambda root: True)
    for argv in (["deploy", "--drive", drive], ["deploy", "--drive", drive, "--frozen"],
                 ["deploy", "--drive", drive, "--games", "babel"]):
        one_line(capsys, cli.main(argv), drive, "read-only", "the board owns its drive", "hold key 1")
        assert tree(drive) == before
    assert cli.main(["deploy", "--drive", drive, "--dry-run"]) == 0  # only a list: and a note
    assert "note: %s is read-only" % drive in capsys.readouterr().out
    monkeypatch.undo()
    # the mount does not say so, the first write fails: the same message, nothing changed

    def refuse(src, dst, **kw):
        raise OSError(errno.EROFS, "Read-only file system", dst)

    monkeypatch.setattr(deploy.shutil, "copyfile", refuse)
    one_line(capsys, cli.main(["deploy", "--drive", drive]), drive, "read-only", "hold key 1 (top left)")
    assert tree(drive) == before


def test_the_key_named_is_the_one_boot_py_reads():
    # firmware/boot.py gives the drive to the computer when the top-left key (MacroPad KEY1) is held
    with open(os.path.join(deploy.FIRMWARE, "boot.py")) as f:
        boot = f.read()
    assert "KEY1" in boot and "top-left key" in boot and "key 1 (top left)" in deploy.READ_ONLY


def test_any_other_failure_on_the_way_leaves_the_old_version(drive, capsys, monkeypatch):
    before = tree(drive)
    real = shutil.copyfile
    n = [0]

    def copyfile(src, dst, **kw):
        n[0] += 1
        if n[0] == 40:
            raise OSError(errno.EIO, "Input/output error", dst)  # the drive pulled out
        return real(src, dst, **kw)

    monkeypatch.setattr(deploy.shutil, "copyfile", copyfile)
    one_line(capsys, cli.main(["deploy", "--drive", drive]), drive, "Input/output error", "nothing was changed")
    assert tree(drive) == before


def test_after_a_failed_deploy_the_next_one_completes(drive, capsys, monkeypatch, tmp_path):
    monkeypatch.setattr(deploy.shutil, "disk_usage", lambda p: Usage(1 << 20, 1 << 20, 0))
    assert cli.main(["deploy", "--drive", drive]) == 1
    monkeypatch.undo()
    assert cli.main(["deploy", "--drive", drive]) == 0
    out = capsys.readouterr().out
    got = tree(drive)
    board = board_form.stage(deploy.FIRMWARE, str(tmp_path / "board"))  # the form the board gets
    for rel, _size in deploy.plan(board):
        with open(os.path.join(board, rel), "rb") as f:
            assert got[rel] == f.read(), rel
    assert "removed stale tabletop/core/retired.py" in out and "tabletop/core/retired.py" not in got
    assert got["tabletop/core/mine.py"] == b"x = 1\n" and got["notes.txt"] == b"mine"
    assert not any(rel.endswith(deploy.STAGED) for rel in got)


def test_folders_made_for_new_games_go_again_when_the_copying_fails(tmp_path, capsys, monkeypatch):
    d = str(tmp_path / "CIRCUITPY")
    os.makedirs(d)
    with open(os.path.join(d, "boot_out.txt"), "w") as f:
        f.write("Adafruit CircuitPython 10.0.0")
    assert cli.main(["deploy", "--drive", d, "--games", "babel"]) == 0
    capsys.readouterr()
    before = tree(d)
    real = shutil.copyfile
    new = [rel for rel, _ in deploy.plan() if rel not in {r for r, _ in deploy.plan(games=["babel"])}]

    def copyfile(src, dst, **kw):
        if os.path.relpath(dst, d).startswith(new[-1]):  # the last new file: the drive is full
            raise OSError(errno.ENOSPC, "No space left on device", src)
        return real(src, dst, **kw)

    monkeypatch.setattr(deploy.shutil, "copyfile", copyfile)
    one_line(capsys, cli.main(["deploy", "--drive", d, "--games", "terra_mystica"]), d, "out of room")
    assert tree(d) == before
