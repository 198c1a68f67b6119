"""`companion export` on the toy game: CSV values, the BG Stats play, saves as the board writes
them, and the chart (PNG and figure)."""

import argparse
import csv
import io
import json
import os
import struct
import time

from host_tools import export
from tabletop.core import copies, save
from tabletop.core.text import parse
from tests.host.test_export_schema import problems
from tests.portable import history_toy_game as game
from tests.portable.test_history import AFTER, GAME, ROUND

DATE = ["--date", "2026-03-14 19:30"]


def write(tmp_path, name, data):
    p = tmp_path / name
    if isinstance(data, str):
        p.write_text(data, encoding="utf-8")
    else:
        p.write_bytes(data)
    return str(p)


def run(argv, capsys):
    code = export.main(argv, game)
    out, err = capsys.readouterr()
    return code, out, err


def record():
    return parse(GAME, lambda name: game.WORDS)


def test_csv_rows_hold_every_score_after_every_entry(tmp_path, capsys):
    path = write(tmp_path, "toy.txt", GAME)
    code, out, err = run([path, "--csv", "-"], capsys)
    assert code == 0 and err == ""
    rows = list(csv.reader(io.StringIO(out)))
    assert rows[0] == ["entry", "round", "player", "action", "ann", "bob", "cid",
                       "ann_change", "bob_change", "cid_change"]
    assert len(rows) == 1 + 21
    before = [0, 0, 0]
    for k in range(21):
        r = rows[k + 1]
        assert r[0] == str(k + 1) and r[1] == str(ROUND[k])
        assert [int(v) for v in r[4:7]] == AFTER[k]
        assert [int(v) for v in r[7:10]] == [AFTER[k][i] - before[i] for i in range(3)]
        before = AFTER[k]
    assert rows[8] == ["8", "1", "bob", "add 3", "4", "5", "2", "0", "3", "0"]
    assert rows[21] == ["21", "3", "ann", "pass", "11", "13", "9", "2", "2", "2"]
    # the same to a file
    target = str(tmp_path / "out.csv")
    assert export.main([path, "--csv", target], game) == 0
    assert open(target, newline="").read() == out


def test_bgstats_play_exact(tmp_path, capsys):
    path = write(tmp_path, "toy.txt", GAME)
    code, out, err = run([path, "--bgstats", "-", "--player", "ann=Ann Smith", "--player", "cid=Cid",
                          "--minutes", "42"] + DATE, capsys)
    assert code == 0 and err == ""
    play = json.loads(out)
    assert play == {
        "sourceName": "tabletop companion",
        "playDate": "2026-03-14 19:30:00",
        "durationMin": 42,
        "rounds": 3,
        "game": {"name": "Toy", "sourceGameId": "toy", "highestWins": True},
        "players": [
            {"name": "Ann Smith", "sourcePlayerId": "ann", "role": "ann", "score": "11", "winner": False,
             "startPlayer": True, "seatOrder": 1, "rank": 2},
            {"name": "bob", "sourcePlayerId": "bob", "role": "bob", "score": "13", "winner": True,
             "startPlayer": False, "seatOrder": 2, "rank": 1},
            {"name": "Cid", "sourcePlayerId": "cid", "role": "cid", "score": "9", "winner": False,
             "startPlayer": False, "seatOrder": 3, "rank": 3},
        ],
    }
    assert problems(play) == []


def test_bgstats_without_minutes_and_date_from_the_file(tmp_path, capsys):
    path = write(tmp_path, "toy.txt", GAME)
    t = time.mktime((2025, 12, 24, 18, 5, 9, 0, 0, -1))
    os.utime(path, (t, t))
    code, out, _ = run([path, "--bgstats", "-"], capsys)
    play = json.loads(out)
    assert code == 0 and "durationMin" not in play
    assert play["playDate"] == "2025-12-24 18:05:09"
    assert problems(play) == []


def test_bgstats_of_an_unfinished_game_warns(tmp_path, capsys):
    path = write(tmp_path, "toy.txt", "\n".join(GAME.split("\n")[:16]) + "\n")
    code, out, err = run([path, "--bgstats", "-"] + DATE, capsys)
    play = json.loads(out)
    assert code == 0 and "not over" in err
    assert [p["winner"] for p in play["players"]] == [False, False, False]
    assert [p["score"] for p in play["players"]] == ["6", "7", "5"]
    assert [p["rank"] for p in play["players"]] == [2, 1, 3]
    assert play["rounds"] == 2
    assert problems(play) == []


def test_ranks_share_ties_and_respect_tiebreaks():
    assert export.ranks([5, 9, 5, 1], [1]) == [2, 1, 2, 4]
    assert export.ranks([9, 9, 3], [0]) == [1, 2, 3]  # tiebreak decided
    assert export.ranks([9, 9, 3], [0, 1]) == [1, 1, 3]  # shared victory


def test_reads_the_save_as_the_board_writes_it(tmp_path, capsys):
    text_path = write(tmp_path, "toy.txt", GAME)
    _, want, _ = run([text_path, "--csv", "-"], capsys)
    raw = save.dumps(record())
    copy = copies.pack(7, 1, raw)
    files = {
        "bare.sav": raw,
        "circuitpy.sav": copy,  # a save place file copied off the drive
        "nvm.bin": copy + b"\xff" * (4096 - len(copy)),  # a dump of the 4 KB nvm sector
        "inside.bin": b"\x00\x13junk" + raw + b"\x00" * 300,  # bare save bytes somewhere in a dump
    }
    for name in sorted(files):
        path = write(tmp_path, name, files[name])
        code, out, err = run([path, "--csv", "-"], capsys)
        assert (code, err) == (0, ""), (name, err)
        assert out == want, name


def test_bad_inputs_exit_2_with_a_message(tmp_path, capsys):
    raw = save.dumps(record())
    copy = bytearray(copies.pack(3, 0, raw))
    copy[20] ^= 0x40
    cases = [
        ("damaged.sav", bytes(copy), "damaged"),
        ("menu.sav", copies.pack(4, 0, b""), "no game"),
        ("cut.sav", raw[:-5], "cut short"),
        ("blank.bin", b"\xff" * 4096, "neither"),
        ("illegal.txt", GAME.replace("bob: add 2", "bob: add 4"), "illegal.txt:18: entry 15"),
        ("syntax.txt", GAME.replace("cid: ok", "zed: ok"), "syntax.txt:12:"),
    ]
    for name, data, want in cases:
        path = write(tmp_path, name, data)
        code, out, err = run([path, "--csv", "-"], capsys)
        assert code == 2 and out == "", name
        assert want in err, (name, err)
    code, _, err = run([str(tmp_path / "missing.txt"), "--csv", "-"], capsys)
    assert code == 1 and "missing.txt: no such record" in err  # bad use: the path


def test_bad_arguments_exit_1(tmp_path, capsys):
    path = write(tmp_path, "toy.txt", GAME)
    for argv, want in (([path], "choose"), ([path, "--bgstats", "-", "--player", "zed=Z"], "SEAT"),
                       ([path, "--bgstats", "-", "--player", "ann"], "SEAT=NAME"),
                       ([path, "--bgstats", "-", "--date", "14.3.2026"], "--date"),
                       ([path, "--bgstats", "-", "--minutes", "-5"], "minutes")):
        code, out, err = run(argv, capsys)
        assert code == 1 and want in err and out == "", (argv, err)


def test_register_adds_the_subcommand(tmp_path, capsys):
    parser = argparse.ArgumentParser(prog="companion")
    sub = parser.add_subparsers(dest="command", required=True)
    export.register(sub)
    path = write(tmp_path, "toy.txt", GAME)
    args = parser.parse_args(["export", path, "--csv", "-", "--minutes", "5"])
    assert args.func is export.run and args.minutes == 5 and args.csv == "-"
    assert args.func(args, game) == 0
    assert capsys.readouterr().out.startswith("entry,round,player,action,ann,bob,cid")


def png_size(data):
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def test_chart_png_renders(tmp_path, capsys):
    path = write(tmp_path, "toy.txt", GAME)
    out = str(tmp_path / "race.png")
    code, _, err = run([path, "--chart", out], capsys)
    assert code == 0 and err == ""
    data = open(out, "rb").read()
    assert png_size(data) == (900, 800)
    assert len(data) > 20000  # lines, bars, labels: not an empty canvas
    from matplotlib.image import imread

    img = imread(out)
    assert img.shape[:2] == (800, 900)
    assert img[:, :, :3].std() > 0.05  # not a single colour


def test_chart_figure_axes_and_data():
    h = export.History(record(), game)
    fig = export.chart_figure(h)
    race, cats = fig.axes[0], fig.axes[1]
    assert race.get_xlabel() == "round" and race.get_ylabel() == "score (points)"
    assert race.get_title() == "Toy: score race"
    assert [t.get_text() for t in race.get_xticklabels()] == ["setup", "1", "2", "3"]
    lines = race.get_lines()
    assert [ln.get_label() for ln in lines] == ["ann", "bob", "cid"]
    assert [list(ln.get_xdata()) for ln in lines] == [[0, 1, 2, 3]] * 3
    assert [list(ln.get_ydata()) for ln in lines] == [[2, 6, 8, 11], [2, 7, 11, 13], [2, 4, 7, 9]]
    assert cats.get_xlabel() == "points" and cats.get_ylabel() == "player"
    assert cats.get_title() == "score by category"
    assert [t.get_text() for t in cats.get_yticklabels()] == ["ann", "bob", "cid"]
    legend = [t.get_text() for t in cats.get_legend().get_texts()]
    assert legend == ["income", "adds", "placed"]
    widths = [[int(b.get_width()) for b in c] for c in cats.containers]
    assert widths == [[6, 6, 6], [3, 5, 1], [2, 2, 2]]
    lefts = [[int(b.get_x()) for b in c] for c in cats.containers]
    assert lefts == [[0, 0, 0], [6, 6, 6], [9, 11, 7]]
    assert [t.get_text() for t in cats.texts] == ["11", "13", "9"]


def test_chart_of_an_unfinished_game_says_so():
    text = "\n".join(GAME.split("\n")[:16]) + "\n"
    h = export.History(parse(text, lambda name: game.WORDS), game)
    race, cats = export.chart_figure(h).axes[:2]
    assert "not over" in race.get_title() and cats.get_title() == "score by category so far"
    assert [t.get_text() for t in race.get_xticklabels()] == ["setup", "1", "2\n(so far)"]


STATS_TEXT = """Toy: 21 entries, game over; winner: bob

player  score  rank  entries  best round  biggest jump (after entry)
bob        13     1        7      1 (+5)  +3 #8 bob: add 3
ann        11     2        7      1 (+4)  +2 #6 ann: place
cid         9     3        7      2 (+3)  +2 #6 ann: place

points per round:
round  setup  1  2  3
ann        2  4  2  3
bob        2  5  4  2
cid        2  2  3  2

lead changes: 1
bob led after rounds 1, 2, 3
"""


def test_stats_text_and_json(tmp_path, capsys):
    path = write(tmp_path, "toy.txt", GAME)
    code, out, err = run([path, "--stats", "-"], capsys)
    assert code == 0 and err == "" and out == STATS_TEXT
    code, out, err = run([path, "--stats", "-", "--json"], capsys)
    st = json.loads(out)
    assert code == 0
    assert st["rounds"] == [0, 1, 2, 3] and st["start"] == [0, 0, 0] and st["lead_changes"] == 1
    assert st["ended"] and st["entries"] == 21 and st["game"] == "toy"
    ann, bob, cid = st["players"]
    assert ann == {"id": "ann", "score": 11, "rank": 2, "winner": False, "entries": 7,
                   "per_round": [2, 4, 2, 3], "best_round": [1, 4], "biggest_jump": [6, 2, "ann", "place"],
                   "rounds_led": [], "breakdown": [["income", 6], ["adds", 3], ["placed", 2]]}
    assert bob["per_round"] == [2, 5, 4, 2] and bob["rounds_led"] == [1, 2, 3] and bob["winner"]
    assert bob["biggest_jump"] == [8, 3, "bob", "add 3"]
    for p in st["players"]:  # the rounds' points add up to the score
        assert sum(p["per_round"]) == p["score"]


def test_lead_changes_count_new_sole_leaders():
    # ann leads (not a change: the first leader), bob overtakes (1), a tie changes nothing,
    # ann retakes the lead alone (2)
    text = GAME.split("ann: add 2")[0] + "\n".join([
        "ann: add 2", "bob: add 3", "cid: ok", "cid: add 1", "ann: add 1", "bob: pass",
        "cid: pass", "ann: add 2", "ann: pass"]) + "\n"
    h = export.History(parse(text, lambda name: game.WORDS), game)
    # scores: ann 4 (ann leads), bob 5 (bob), cid 3, ann 5 (tie), ann 7 (ann), then round 2 income
    st = export.stats(h)
    assert st["lead_changes"] == 2
    assert [r["scores"] for r in h.rows()][-1] == [9, 7, 5]


def test_a_fault_in_the_rules_is_reported_not_a_traceback(tmp_path, capsys):
    import types

    broken = types.ModuleType("broken_toy")
    broken.__dict__.update({k: v for k, v in vars(game).items() if not k.startswith("__")})

    def add(state, seat, args):
        raise TypeError("step() missing 1 required positional argument")

    broken.COMMANDS = dict(game.COMMANDS, add=add)
    path = write(tmp_path, "toy.txt", GAME)
    code = export.main([path, "--csv", "-"], broken)
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert "toy.txt:10: entry 7 (ann: add 2): the Toy rules failed (TypeError: step()" in err


def test_a_saves_folder_exports_its_newest_game(tmp_path, capsys):
    rec = record()
    short = record()
    short.truncate(12)
    saves = tmp_path / "saves"
    slot = 8192

    def place(i, data):
        d = saves / str(i)
        d.mkdir(parents=True)
        (d / "slot.bin").write_bytes(data + bytes(slot - len(data)))

    newest = bytearray(copies.pack(9, 0, save.dumps(rec) + b"x"))  # damaged: newest seq, bad checksum
    newest[-1] ^= 1
    place(0, copies.pack(5, 0, save.dumps(short)))
    place(1, copies.pack(7, 0, save.dumps(rec)))  # the newest good copy with a game
    place(2, copies.pack(8, 0, b""))  # saved in the start menu afterwards: no game
    place(3, bytes(newest))
    place(4, b"")  # never written
    code, out, err = run([str(saves), "--csv", "-"], capsys)
    assert code == 0 and err.count("\n") == 1 and os.path.join("saves", "1", "slot.bin") in err  # names the file read
    assert len(out.strip().split("\n")) == 1 + 21
    assert out.strip().split("\n")[-1] == "21,3,ann,pass,11,13,9,2,2,2"
    (saves / "1" / "slot.bin").write_bytes(bytes(slot))
    code, out, err = run([str(saves), "--csv", "-"], capsys)
    assert code == 0 and len(out.strip().split("\n")) == 1 + 12
    empty = tmp_path / "empty"
    empty.mkdir()
    code, out, err = run([str(empty), "--csv", "-"], capsys)
    assert code == 2 and "no companion save" in err


def test_chart_ticks_are_whole_points():
    h = export.History(record(), game)
    race, cats = export.chart_figure(h).axes[:2]
    for ticks in (race.get_yticks(), cats.get_xticks()):
        assert len(ticks) > 1 and all(float(t).is_integer() for t in ticks), list(ticks)


def test_the_final_scoring_is_no_entrys_biggest_jump():
    # tm_5p_demo ends with engineers' network entry, after which the final scoring runs (+48 for
    # the cultists): that is not a jump of the entry; every player's biggest is one of its own
    path = os.path.join(os.path.dirname(__file__), "..", "records", "tm_5p_demo.txt")
    st = export.stats(export.open_history(path))
    jumps = {p["id"]: p["biggest_jump"] for p in st["players"]}
    assert all(j[0] != st["entries"] for j in jumps.values()), jumps
    assert jumps["cultists"][:3] == [264, 12, "cultists"]
    assert sum(p["per_round"][-1] for p in st["players"] if p["id"] == "cultists") == 52  # still counted


# --- issue 37: ties stay visible, the players' names on the chart, the play's date said ------------
# ann and bob play alike: equal at the end of every round (cid ties them at 2 and 3)
TIED = """game toy
players ann bob cid
option bonus 1
ann: place
bob: place
cid: place
cid: place
bob: place
ann: place
ann: add 2
bob: add 2
cid: add 1
ann: pass
bob: pass
cid: pass
ann: pass
bob: pass
cid: add 1
cid: pass
ann: pass
bob: pass
cid: pass
"""


def drawn_y(fig, line):
    """The y of a line's points on the page (pixels), as drawn."""
    fig.draw_without_rendering()
    return [round(float(y), 2) for _x, y in line.get_transform().transform(line.get_xydata())]


def test_tied_lines_are_drawn_apart_and_the_legend_says_so():
    h = export.History(parse(TIED, lambda name: game.WORDS), game)
    assert [r["scores"] for r in h.rounds()] == [[2, 2, 2], [6, 6, 5], [8, 8, 8], [10, 10, 10]]
    fig = export.chart_figure(h)
    race = fig.axes[0]
    lines = race.get_lines()
    # the data are the true scores; only the drawing moves, by TIE_STEP points between tied players
    assert [list(ln.get_ydata()) for ln in lines] == [[2, 6, 8, 10], [2, 6, 8, 10], [2, 5, 8, 10]]
    ann, bob, cid = (drawn_y(fig, ln) for ln in lines)
    step = export.TIE_STEP * fig.dpi / 72.0
    for k in range(4):  # in seating order from below: ann, bob, cid where they tie
        assert abs(bob[k] - ann[k] - step) < 0.01
        assert abs(cid[k] - bob[k] - step) < 0.01 or k == 1  # round 1: cid 5, well below
    assert len({ln.get_marker() for ln in lines}) == 3  # a marker shape each: a tie shows both
    title = race.get_legend().get_title().get_text()
    assert "tied" in title and "%g pt apart" % export.TIE_STEP in title
    lo, hi = race.get_ylim()
    assert lo < 2 and hi > 10  # the axes fit the true scores


def test_lines_of_players_never_tied_are_not_moved():
    assert export.tie_offsets([[0, 3, 5], [1, 4, 6], [2, 2, 7]]) == [0.0, 0.0, 0.0]
    assert export.tie_offsets([[0, 3], [1, 3], [2, 4]]) == [-export.TIE_STEP / 2, export.TIE_STEP / 2, 0.0]
    t = export.TIE_STEP
    assert export.tie_offsets([[1, 2], [1, 5], [0, 3], [0, 4]]) == [-1.5 * t, -0.5 * t, 0.5 * t, 1.5 * t]
    h = export.History(parse(TIED, lambda name: game.WORDS), game)
    untied = [[0, 3, 5], [1, 4, 6], [2, 2, 7]]
    h.rounds = lambda: [{"round": i, "scores": [s[i] for s in untied], "complete": True, "count": 1}
                        for i in range(3)]
    race = export.chart_figure(h).axes[0]
    assert race.get_legend().get_title().get_text() == "player"  # no note: nothing is moved


def test_player_names_are_on_the_chart(tmp_path, capsys):
    h = export.History(record(), game)
    race, cats = export.chart_figure(h, {"ann": "Ann Smith", "cid": "Cid"}).axes[:2]
    assert [ln.get_label() for ln in race.get_lines()] == ["Ann Smith", "bob", "Cid"]
    assert [t.get_text() for t in cats.get_yticklabels()] == ["Ann Smith", "bob", "Cid"]
    # a name given twice (or another seat's name) is told apart by the seat
    race = export.chart_figure(h, {"ann": "Bo", "cid": "Bo"}).axes[0]
    assert [ln.get_label() for ln in race.get_lines()] == ["Bo (ann)", "bob", "Bo (cid)"]
    assert export.player_names(["ann", "bob"], {"ann": "bob"}) == ["bob (ann)", "bob"]
    # the command: --player names the chart's players as it names the BG Stats play's
    path = write(tmp_path, "toy.txt", GAME)
    out = str(tmp_path / "race.svg")
    code, _, err = run([path, "--chart", out, "--player", "ann=Ann Smith"], capsys)
    assert code == 0 and err == ""
    svg = open(out, encoding="utf-8").read()  # its text is drawn as paths: compared with the chart without
    plain = str(tmp_path / "plain.svg")
    assert run([path, "--chart", plain], capsys)[0] == 0
    assert open(plain, encoding="utf-8").read() != svg


def test_the_play_date_taken_from_the_file_is_said(tmp_path, capsys):
    path = write(tmp_path, "toy.txt", GAME)
    t = time.mktime((2025, 12, 24, 18, 5, 9, 0, 0, -1))
    os.utime(path, (t, t))
    code, out, err = run([path, "--bgstats", "-"], capsys)
    assert code == 0 and json.loads(out)["playDate"] == "2025-12-24 18:05:09"
    assert err == ("companion export: note: the BG Stats play's date, 2025-12-24 18:05:09, is %s's "
                   "modification time (--date \"YYYY-MM-DD HH:MM\" gives another)\n" % path)
    code, out, err = run([path, "--bgstats", "-"] + DATE, capsys)
    assert code == 0 and err == ""  # a date given: nothing to say
    code, out, err = run([path, "--csv", "-"], capsys)
    assert code == 0 and err == ""  # no play: no date
    # a run that fails says no date
    code, out, err = run([path, "--bgstats", "-", "--player", "zed=Z"], capsys)
    assert code == 1 and "playDate" not in err and "date" not in err
