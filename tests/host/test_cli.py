"""companion replay: standings, --json, --trace, and exit status 2 naming the line of a bad entry."""

import json

import pytest

from host_tools import cli
from tabletop.core import registry, save
from tabletop.core.text import parse

TOY = """# toy game for the CLI
game toy
players ann bob
ann: place
bob: place
bob: place
ann: place

ann: add 2 # two points
bob: add 1
"""


@pytest.fixture(autouse=True)
def toy_registered(monkeypatch):
    monkeypatch.setattr(registry, "GAMES", registry.GAMES + (("toy", "Toy", "tests.portable.toy_game", 2, 4),))


def run(capsys, *argv):
    code = cli.main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_replay_prints_standings(tmp_path, capsys):
    p = tmp_path / "g.txt"
    p.write_text(TOY)
    code, out, _ = run(capsys, "replay", str(p))
    assert code == 0
    assert "ann" in out and "bob" in out and "next: ann" in out
    # a table with labelled columns, as the device labels its figures; no Python lists
    rows = [line.split() for line in out.splitlines()]
    assert rows[2] == ["player", "score", "placed"] and rows[3] == ["ann", "3", "2"]
    assert "[" not in out


def test_replay_json_is_the_snapshot(tmp_path, capsys):
    p = tmp_path / "g.txt"
    p.write_text(TOY)
    code, out, _ = run(capsys, "replay", str(p), "--json")
    snap = json.loads(out)
    assert code == 0 and snap["game"] == "toy" and snap["round"] == 1 and snap["phase"] == "actions"
    assert [q["score"] for q in snap["players"]] == [3, 2]  # income 1 each, then +2 / +1
    assert [q["placed"] for q in snap["players"]] == [2, 2]
    assert snap["active"] == "ann" and snap["ended"] is False and snap["winners"] == []


def test_replay_trace_has_one_line_per_entry_with_its_line_number(tmp_path, capsys):
    p = tmp_path / "g.txt"
    p.write_text(TOY)
    code, out, _ = run(capsys, "replay", str(p), "--trace")
    rows = [json.loads(line) for line in out.splitlines()]
    assert code == 0
    assert [r["line"] for r in rows] == [4, 5, 6, 7, 9, 10]
    assert rows[4]["entry"] == "ann: add 2" and rows[4]["state"]["players"][0]["score"] == 3
    assert rows[0]["state"]["round"] == 0 and rows[-1]["state"]["round"] == 1


def test_illegal_entry_exits_2_naming_the_line(tmp_path, capsys):
    p = tmp_path / "g.txt"
    p.write_text(TOY + "ann: add 9\n")
    for extra in ((), ("--json",), ("--trace",)):
        code, _, err = run(capsys, "replay", str(p), *extra)
        assert code == 2
        assert "g.txt:11:" in err and "1 to 3" in err


def test_unreadable_record_exits_2(tmp_path, capsys):
    p = tmp_path / "g.txt"
    p.write_text("game toy\nplayers ann bob\nzed: add 1\n")
    code, _, err = run(capsys, "replay", str(p))
    assert code == 2 and "g.txt:3:" in err and "zed" in err
    p.write_text("game chess\nplayers a b\n")
    code, _, err = run(capsys, "replay", str(p))
    assert code == 2 and "unknown game" in err


def test_replay_reads_a_board_save(tmp_path, capsys):
    rec = parse(TOY, registry.words_for)
    p = tmp_path / "game.sav"
    p.write_bytes(save.dumps(rec) + b"\xff" * 100)  # an nvm dump has trailing bytes
    code, out, _ = run(capsys, "replay", str(p), "--json")
    assert code == 0 and [q["score"] for q in json.loads(out)["players"]] == [3, 2]


def test_a_fault_in_the_rules_is_one_line_naming_the_entry(tmp_path, capsys, monkeypatch):
    import tests.portable.toy_game as toy

    def add(state, seat, args):
        raise TypeError("boom")

    monkeypatch.setattr(toy, "COMMANDS", dict(toy.COMMANDS, add=add))
    p = tmp_path / "g.txt"
    p.write_text(TOY)
    for extra in ((), ("--json",), ("--trace",)):
        code, _, err = run(capsys, "replay", str(p), *extra)
        assert code == 2 and err.count("\n") == 1, err
        assert "g.txt:9: entry 5 (ann: add 2): the Toy rules failed (TypeError: boom)" in err, err
