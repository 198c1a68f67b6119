# Every game in the simulator: a game record entered as pad inputs (a simulator script made by
# host_tools/sim/record.py) and played on a fresh simulator ends in the same state as the core
# replaying the record; golden images and pixel checks of the OLED screens of every game.
import os

import pytest
from PIL import Image, ImageChops

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from host_tools import records  # noqa: E402
from host_tools.sim import record as sim_record  # noqa: E402
from host_tools.sim import script as sim_script  # noqa: E402
from host_tools.sim import simulator  # noqa: E402
from tabletop.core import view  # noqa: E402
from tabletop.core.session import Session  # noqa: E402
from tabletop.ui.screens import ROW_H, TOP  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RECORDS = os.path.join(ROOT, "tests", "records")
GOLDEN = os.path.join(ROOT, "tests", "golden")

# (record, entries to enter: None = all)
CASES = [
    ("babel_demo.txt", None),
    ("babel_dutch_full.txt", None),
    ("assyria_2p_full.txt", None),
    ("assyria_4p_full.txt", None),
    ("after_the_flood_full.txt", None),
]


def prefix(record, n):
    """The first n entries of a record (the whole record for n None), as a new Record."""
    out = record.copy_header()
    for k in range(len(record) if n is None else min(n, len(record))):
        out.append(*record.entry(k))
    return out


def check_golden(img, name):  # UPDATE_GOLDEN=1 pytest -> rewrite the goldens
    path = os.path.join(GOLDEN, name)
    if os.environ.get("UPDATE_GOLDEN") or not os.path.exists(path):
        img.save(path)
    want = Image.open(path).convert("RGB")
    assert ImageChops.difference(img.convert("RGB"), want).getbbox() is None, name


def lit(img, x0, y0, x1, y1):
    return sum(img.getpixel((x, y)) != 0 for y in range(y0, y1) for x in range(x0, x1))


def play(text):
    return simulator.run_script(sim_script.parse(text))


@pytest.mark.parametrize("name,limit", CASES)
def test_scripted_session_ends_like_the_core_replaying_the_record(name, limit):
    rec, _ = records.read(os.path.join(RECORDS, name))
    text, stats, entered = sim_record.script_from_record(rec, limit)
    want = prefix(entered, limit)
    assert len(stats) == len(want) > 5
    assert max(s[1] for s in stats) <= 4  # presses for any entry (keys + pushes)
    sim = play(text)  # a fresh simulator, only the script's inputs
    try:
        s = sim.app.session
        ref = Session(want)
        assert [s.record.entry(k) for k in range(len(s.record))] == [want.entry(k) for k in range(len(want))]
        assert s.record.seed == want.seed and s.record.seats == want.seats
        assert s.state == ref.state
        assert view.session_snapshot(s) == view.session_snapshot(ref)
        assert s.ended() == (limit is None)  # the whole records are whole games
    finally:
        sim.close()


def test_the_five_player_demo_entered_at_the_pad_ends_at_its_standings():
    # Terra Mystica's whole game: the pad takes it a command at a time, each turn as the table
    # plays it (host_tools/tm/pad.py), so its record is not the demo's entry for entry; the game
    # ends at the same standings
    from host_tools.tm import pad as tm_pad

    rec, ledger = tm_pad.read_game(os.path.join(RECORDS, "tm_5p_demo.txt"))
    text, stats, _ = tm_pad.script_from_record(rec)
    got, ended = tm_pad.play_script(text)
    st = Session(rec).state
    assert not ledger and ended and got == dict(zip(rec.seats, [p["VP"] for p in st["players"]]))


def test_seats_are_renamed_to_menu_colours_when_needed():
    rec, _ = records.read(os.path.join(RECORDS, "after_the_flood_full.txt"))
    assert rec.seats == ["ann", "bob", "cid"]
    same = sim_record.rename_seats(rec, ["red", "blue", "green", "yellow"])
    assert same.seats == ["red", "blue", "green"] and len(same) == len(rec)
    assert Session(prefix(same, 40)).state["players"] == Session(prefix(rec, 40)).state["players"]
    babel, _ = records.read(os.path.join(RECORDS, "babel_demo.txt"))
    assert sim_record.rename_seats(babel, ["white", "black"]) is babel


def test_script_from_record_on_the_command_line(capsys):
    from host_tools import cli

    assert cli.main(["sim", "--script-from", os.path.join(RECORDS, "babel_demo.txt"), "--limit", "6"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("# babel, white black\n")
    assert "# white: travel hittites  (" in out
    assert out.rstrip().endswith("encoder clicks") and "# 6 entries:" in out
    steps = sim_script.parse(out)  # the printed script is a valid script
    assert steps and steps[0][1][0] in ("push", "turn")  # the game list first


# --- screens of every game: golden images of the OLED, and pixel checks ------------------------
def screen_after(name, limit):
    rec, _ = records.read(os.path.join(RECORDS, name))
    text, _, _ = sim_record.script_from_record(rec, limit)
    return play(text)


SCREENS = [
    ("babel_demo.txt", 30, "sim_babel_play.png"),
    ("babel_demo.txt", None, "sim_babel_final.png"),
    ("assyria_4p_full.txt", 40, "sim_assyria_play.png"),
    ("assyria_2p_full.txt", None, "sim_assyria_final.png"),
    ("after_the_flood_full.txt", 10, "sim_after_the_flood_play.png"),
]


@pytest.mark.parametrize("name,limit,golden", SCREENS)
def test_game_screens_golden_and_pixels(name, limit, golden):
    sim = screen_after(name, limit)
    try:
        img = sim.oled_image()
        assert img.size == (128, 64)
        check_golden(img, golden)
        lines = sim.app.screen["lines"]
        s = sim.app.session
        if limit is None:
            assert lines[0] == "Game over" and lines[1].startswith(("Winner", "Shared win"))
        else:
            # the first line names the active player at its right end, in the OLED's top row
            assert lines[0].endswith(s.active())
            assert lit(img, 128 - 6 * len(s.active()), TOP, 128, TOP + ROW_H) > 10
        hi = sim.app.screen["hi"]
        if hi >= 0:  # the highlighted row is a white bar: mostly lit
            y = TOP + hi * ROW_H
            assert lit(img, 0, y, 128, y + ROW_H) > 128 * ROW_H // 2
        for r in range(5):  # an empty line is dark on the OLED
            if not lines[r].strip() and r != hi:
                assert lit(img, 0, TOP + r * ROW_H, 128, TOP + (r + 1) * ROW_H) == 0
    finally:
        sim.close()


def test_start_menu_game_list_golden():
    sim = play("wait 10\n")
    try:
        assert sim.app.screen["lines"][0] == "Game"  # the start menu opens on the game list
        check_golden(sim.oled_image(), "sim_menu_games.png")
    finally:
        sim.close()
