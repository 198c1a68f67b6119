"""`companion export --chart FILE`: the format follows the suffix (.png, .svg, .pdf, in any case;
'-' writes PNG to stdout); any other suffix, or none, is refused in one line before the replay,
and nothing is written. SVG and PDF carry no date: the same record gives the same bytes."""

import os

import pytest

from host_tools import entry

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RECORD = os.path.join(ROOT, "tests", "records", "babel_demo.txt")
MAGIC = {"png": b"\x89PNG\r\n\x1a\n", "svg": b"<?xml", "pdf": b"%PDF-"}


def run(argv, capsys):
    code = entry.main(["export"] + argv)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("name,fmt", [("race.png", "png"), ("race.svg", "svg"), ("race.pdf", "pdf"),
                                      ("RACE.SVG", "svg"), ("a.b.Pdf", "pdf")])
def test_the_format_follows_the_suffix(name, fmt, tmp_path, capsys):
    out = tmp_path / name
    code, _, err = run([RECORD, "--chart", str(out)], capsys)
    assert (code, err) == (0, "")
    data = out.read_bytes()
    assert data.startswith(MAGIC[fmt])
    if fmt == "svg":
        assert b"</svg>" in data[-100:]
        assert b"<dc:date>" not in data
    if fmt in ("svg", "pdf"):  # no date, no random ids: the same bytes again
        again = tmp_path / ("again." + fmt)
        assert run([RECORD, "--chart", str(again)], capsys)[0] == 0
        assert again.read_bytes() == data


@pytest.mark.parametrize("name", ["race.jpg", "race", "race.svgz", "race.png.txt", "race."])
def test_an_unknown_suffix_is_refused(name, tmp_path, capsys):
    (tmp_path / "mine.txt").write_bytes(b"keep\n")
    code, out, err = run([RECORD, "--chart", str(tmp_path / name), "--csv", str(tmp_path / "s.csv")], capsys)
    assert code == 1 and out == ""
    assert err.count("\n") == 1 and ".png, .svg or .pdf" in err and "Traceback" not in err
    assert sorted(os.listdir(str(tmp_path))) == ["mine.txt"]


def test_stdout_gets_png(capsysbinary):
    code = entry.main(["export", RECORD, "--chart", "-"])
    out, err = capsysbinary.readouterr()
    assert (code, err) == (0, b"")
    assert out.startswith(MAGIC["png"])
