"""`companion export` on the real games' records in tests/records: each game that loads and has a
record (skipped otherwise). Values are checked against a plain session replay (the same numbers
`companion replay --json` prints) and, where the game's own tests worked them out by hand, against
those numbers."""

import csv
import io
import json
import os

import pytest

from host_tools import export
from tabletop.core import copies, registry, save, view
from tabletop.core.session import Session
from tests.host.test_export import png_size
from tests.host.test_export_schema import problems

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RECORDS = os.path.join(ROOT, "tests", "records")

# scores at the end of rounds / by category, worked out by hand in the games' own tests
HAND = {
    # tests/portable/test_after_the_flood_game.py: after turns 1, 2, 3 and at the end
    "after_the_flood_full.txt": {"rounds": {1: [4, 8, 4], 2: [17, 13, 8], 3: [19, 19, 16], 5: [45, 40, 23]},
                                 "winners": ["ann"], "start": "bob"},
    # tests/portable/test_assyria_4p.py::test_final_scores_by_hand (red's categories spelled out)
    "assyria_4p_full.txt": {"rounds": {8: [123, 91, 116, 98]}, "winners": ["red"],
                            "red": [("huts", 54), ("ziggurats", 19), ("wells", 0), ("Assur", 33),
                                    ("dignitaries", 6), ("offerings", 0), ("end bonus", 11)]},
}


def game_of(path):
    with open(path, encoding="utf-8") as f:
        for line in f:
            p = line.split("#")[0].split()
            if len(p) == 2 and p[0] == "game":
                return p[1]
    return None


def records():
    out = []
    for name in sorted(os.listdir(RECORDS)) if os.path.isdir(RECORDS) else []:
        if name.endswith(".txt"):
            out.append((game_of(os.path.join(RECORDS, name)), name))
    return out


def cases():
    found = records()
    out = []
    for game in registry.names():
        names = [n for g, n in found if g == game]
        out.append(pytest.param(game, names, id=game))
    return out


def need(game, names):
    try:
        registry.load(game)
    except ImportError as e:
        pytest.skip("%s does not load yet: %s" % (game, e))
    if not names:
        pytest.skip("no %s record in tests/records yet" % game)


def session_of(path):
    from host_tools.export import read_record

    record, _, game = read_record(path)
    return record, Session(record, game)


def call(argv, capsys):
    code = export.main(argv)
    out, err = capsys.readouterr()
    assert code == 0, err
    return out, err


@pytest.mark.parametrize("game,names", cases())
def test_csv_of_every_record(game, names, capsys, tmp_path):
    need(game, names)
    for name in names:
        path = os.path.join(RECORDS, name)
        record, s = session_of(path)
        snap = view.session_snapshot(s)
        out, _ = call([path, "--csv", "-"], capsys)
        rows = list(csv.reader(io.StringIO(out)))
        seats = record.seats
        n = len(seats)
        assert rows[0][4:4 + n] == seats and len(rows) == 1 + len(record)
        assert [r[3] for r in rows[1:]] == [" ".join(record.entry(k)[1]) for k in range(len(record))]
        assert [int(v) for v in rows[-1][4:4 + n]] == [p["score"] for p in snap["players"]]
        # every change column adds up to the final score from the first row's starting point
        for i in range(n):
            start = int(rows[1][4 + i]) - int(rows[1][4 + n + i])
            assert start + sum(int(r[4 + n + i]) for r in rows[1:]) == snap["players"][i]["score"]
        hand = HAND.get(name)
        if hand:
            ends = {}
            for r in rows[1:]:
                ends[int(r[1])] = [int(v) for v in r[4:4 + n]]  # last entry of each round
            for rnd, want in sorted(hand["rounds"].items()):
                assert ends[rnd] == want, (name, rnd)
        # the same record as the board saves it: a store copy in a 4 KB nvm dump
        dump = copies.pack(12, 0, save.dumps(record))
        nvm = tmp_path / (name + ".nvm")
        nvm.write_bytes(dump + b"\xff" * (4096 - len(dump)))
        assert call([str(nvm), "--csv", "-"], capsys)[0] == out


@pytest.mark.parametrize("game,names", cases())
def test_bgstats_of_every_record(game, names, capsys):
    need(game, names)
    for name in names:
        path = os.path.join(RECORDS, name)
        record, s = session_of(path)
        snap = view.session_snapshot(s)
        out, err = call([path, "--bgstats", "-", "--date", "2026-02-01 20:00", "--minutes", "120"], capsys)
        play = json.loads(out)
        assert problems(play) == []
        assert play["game"]["name"] == registry.load(game).TITLE and play["game"]["sourceGameId"] == game
        assert play["durationMin"] == 120 and play["playDate"] == "2026-02-01 20:00:00"
        assert [p["sourcePlayerId"] for p in play["players"]] == record.seats
        assert [p["score"] for p in play["players"]] == [str(p["score"]) for p in snap["players"]]
        assert [p["name"] for p in play["players"] if p["winner"]] == snap["winners"]
        assert sum(1 for p in play["players"] if p["startPlayer"]) == 1
        assert ("not over" in err) == (not snap["ended"])
        made = [r["round"] for r in export.open_history(path).rows()]
        assert play["rounds"] == max(made) and (play["rounds"] == snap["round"] or not snap["ended"])
        hand = HAND.get(name)
        if hand:
            assert [p["name"] for p in play["players"] if p["winner"]] == hand["winners"]
            if "start" in hand:
                assert [p["name"] for p in play["players"] if p["startPlayer"]] == [hand["start"]]


@pytest.mark.parametrize("game,names", cases())
def test_chart_of_every_record(game, names, capsys, tmp_path):
    need(game, names)
    for name in names:
        path = os.path.join(RECORDS, name)
        record, s = session_of(path)
        snap = view.session_snapshot(s)
        out = tmp_path / (name + ".png")
        call([path, "--chart", str(out)], capsys)
        data = out.read_bytes()
        assert png_size(data) == (900, 800) and len(data) > 20000
        h = export.open_history(path)
        race, cats = export.chart_figure(h).axes[:2]
        assert race.get_xlabel() == "round" and race.get_ylabel() == "score (points)"
        assert cats.get_xlabel() == "points" and cats.get_ylabel() == "player"
        lines = race.get_lines()
        assert [ln.get_label() for ln in lines] == record.seats
        assert [int(ln.get_ydata()[-1]) for ln in lines] == [p["score"] for p in snap["players"]]
        fin = h.final()
        ncat = len(set(kv[0] for bd in fin["breakdown"] for kv in bd))
        assert len(cats.containers) == ncat > 0
        hand = HAND.get(name)
        if hand and "red" in hand:
            assert list(fin["breakdown"][record.seats.index("red")]) == hand["red"]
