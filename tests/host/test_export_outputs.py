"""`companion export` keeps the user's files: two outputs naming one file (however spelled: the
same name, ./name, a link to it) are refused before any work, and so is an output that is the
record being exported; the refusal is one line and the files stay byte for byte as they were.
A run that fails on the way (here: the chart) writes none of its outputs; a run that succeeds
writes through a link to the linked file, keeps an existing output's permissions and leaves the
files beside its outputs alone."""

import hashlib
import os
import stat

import pytest

from host_tools import entry, export

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RECORD = os.path.join(ROOT, "tests", "records", "babel_demo.txt")


def tree(folder):
    out = {}
    for dirpath, dirs, files in os.walk(folder):
        for name in files + [d for d in dirs]:
            p = os.path.join(dirpath, name)
            if os.path.islink(p):
                out[p] = "-> " + os.readlink(p)
            elif os.path.isdir(p):
                out[p] = "dir"
            else:
                with open(p, "rb") as f:
                    out[p] = hashlib.sha1(f.read()).hexdigest()
    return out


@pytest.fixture
def folder(tmp_path):
    d = tmp_path / "out"
    d.mkdir()
    (d / "mine.csv").write_bytes(b"the user's own table\n")
    (d / "notes.txt").write_bytes(b"notes\n")
    (d / "game.txt").write_bytes(open(RECORD, "rb").read())
    os.symlink("mine.csv", str(d / "link.csv"))
    return d


def run(argv, capsys):
    code = entry.main(["export"] + argv)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("a,b", [("--csv", "--bgstats"), ("--csv", "--stats"), ("--bgstats", "--stats"),
                                 ("--stats", "--chart"), ("--csv", "--chart")])
@pytest.mark.parametrize("spell", ["same", "dot", "absolute", "link", "new"])
def test_two_outputs_naming_one_file_are_refused(a, b, spell, folder, capsys, monkeypatch):
    monkeypatch.chdir(folder)
    name = "mine.csv" if spell != "new" else "new.png"
    if b == "--chart" and spell != "new":
        name = "mine.png"
        (folder / name).write_bytes(b"a picture of the user's\n")
        os.symlink(name, str(folder / "link.png"))
    other = {"same": name, "dot": "./" + name, "absolute": str(folder / name), "new": "./" + name,
             "link": "link" + os.path.splitext(name)[1]}[spell]
    before = tree(str(folder))
    code, out, err = run([RECORD, a, name, b, other], capsys)
    assert code == 1 and out == ""
    assert err.count("\n") == 1 and "Traceback" not in err
    assert "%s and %s both name" % (a, b) in err
    assert tree(str(folder)) == before


def test_stdout_may_be_named_twice(capsys):
    code, out, err = run([RECORD, "--csv", "-", "--stats", "-"], capsys)
    assert (code, err) == (0, "")
    assert out.startswith("entry,round,player") and "lead changes" in out


@pytest.mark.parametrize("opt", ["--csv", "--bgstats", "--stats", "--chart"])
def test_the_record_itself_is_no_output(opt, folder, capsys, monkeypatch):
    monkeypatch.chdir(folder)
    before = tree(str(folder))
    for out_name in ("game.txt", "./game.txt", str(folder / "game.txt")):
        code, out, err = run(["game.txt", opt, out_name], capsys)
        assert code == 1 and err.count("\n") == 1, err
        assert "record this command reads" in err or "suffix" in err  # --chart game.txt: its suffix first
    assert tree(str(folder)) == before


def test_a_run_failing_on_the_way_writes_none_of_its_outputs(folder, capsys, monkeypatch):
    def broken(*args, **kwargs):
        raise OSError(28, "No space left on device", "race.png")

    monkeypatch.setattr(export, "write_chart", broken)
    before = tree(str(folder))
    code, out, err = run([RECORD, "--csv", str(folder / "mine.csv"), "--stats", str(folder / "s.txt"),
                          "--chart", str(folder / "race.png")], capsys)
    assert code == 1 and err.count("\n") == 1 and "No space left" in err
    assert tree(str(folder)) == before


def test_outputs_write_through_links_keep_permissions_and_leave_the_rest(folder, capsys):
    os.chmod(str(folder / "mine.csv"), 0o640)
    before = tree(str(folder))
    code, out, err = run([RECORD, "--csv", str(folder / "link.csv"), "--stats", str(folder / "s.txt")], capsys)
    assert (code, err) == (0, "")
    after = tree(str(folder))
    assert os.path.islink(str(folder / "link.csv"))  # still the user's link ...
    assert (folder / "mine.csv").read_text().startswith("entry,round,player")  # ... to the export
    assert stat.S_IMODE(os.stat(str(folder / "mine.csv")).st_mode) == 0o640
    changed = sorted(os.path.basename(p) for p in set(after) | set(before) if after.get(p) != before.get(p))
    assert changed == ["mine.csv", "s.txt"]


def test_stdout_reader_gone_still_writes_the_files(tmp_path):
    """`companion export G --csv - --chart race.png | head -1`: the reader of stdout leaves early;
    the chart is still written in full, and the command ends quietly (exit 0)."""
    import subprocess
    import sys

    chart = tmp_path / "race.png"
    p = subprocess.Popen([sys.executable, "-c", "import sys; from host_tools.entry import main; sys.exit(main())",
                          "export", RECORD, "--csv", "-", "--chart", str(chart)], cwd=ROOT,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    p.stdout.close()  # gone before the first byte
    err = p.stderr.read().decode()
    assert p.wait(timeout=60) == 0 and err == "", err
    assert chart.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert sorted(os.listdir(str(tmp_path))) == ["race.png"]
