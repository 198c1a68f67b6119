# A real Terra Mystica game entered at the pad, as players at the table would (host_tools/tm/pad.py):
# every ledger of ../shared/tm_games -> the key and encoder inputs (the start menu with the game's
# tiles, each turn as one turn, each offer answered when the pad asks) -> a fresh simulator that
# plays only those inputs -> every faction's final VP equal to the ledger's. Plus the reopening of a
# turn on the pad and the command lines (tm check --pad, sim --script-from LEDGER).
import json
import os

import pytest

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from host_tools import cli  # noqa: E402
from host_tools.sim import board as sim_board  # noqa: E402
from host_tools.sim import script as sim_script  # noqa: E402
from host_tools.sim import simulator  # noqa: E402
from host_tools.tm import pad as tm_pad  # noqa: E402
from tabletop.ui import play  # noqa: E402
from tests.host.test_ui_offers import SETUP  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GAMES = os.path.join(os.path.dirname(ROOT), "shared", "tm_games")
LEDGERS = sorted(f for f in os.listdir(GAMES) if f.endswith(".txt")) if os.path.isdir(GAMES) else []
NEEDS_GAMES = pytest.mark.skipif(not LEDGERS, reason="../shared/tm_games (the real games) is absent")


@NEEDS_GAMES
@pytest.mark.parametrize("name", LEDGERS)
def test_a_real_game_entered_at_the_pad_ends_at_the_ledgers_final_vp(name):
    path = os.path.join(GAMES, name)
    rec, ledger = tm_pad.read_game(path)
    assert ledger
    text, stats, _ = tm_pad.script_from_record(rec)
    assert text.count("\npush") > 100 and len(stats) == len(rec)
    got, ended = tm_pad.play_script(text)  # a fresh simulator, the script's inputs only
    want = tm_pad.ledger_final_vp(path)
    assert ended and got == {f: want[f] for f in rec.seats}


def test_where_the_clicks_go(capsys):
    # --where: before the summary line, the encoder clicks by the kind of choice, the most first
    if not LEDGERS:
        pytest.skip("../shared/tm_games (the real games) is absent")
    assert cli.main(["tm", "check", "--pad", "--where", os.path.join(GAMES, LEDGERS[0])]) == 0
    out = capsys.readouterr().out.strip().split("\n")
    i = out.index("encoder clicks by the kind of choice (clicks, choices):")
    rows = [ln.split(None, 2) for ln in out[i + 1:-1]]
    assert rows and all(r[0].isdigit() and r[1].isdigit() and ": " in r[2] for r in rows)
    assert [int(r[0]) for r in rows] == sorted([int(r[0]) for r in rows], reverse=True)
    assert out[-1].startswith("games entered at the pad: 1/1")
    assert tm_pad.WHERE is None  # counted only while asked


def test_the_turns_with_the_most_inputs(capsys):
    # --worst N: before the summary line, the N turns with the most inputs, each with its entry and,
    # indented, the inputs of each of its commands (the script's steps, the command after "#")
    if not LEDGERS:
        pytest.skip("../shared/tm_games (the real games) is absent")
    assert cli.main(["tm", "check", "--pad", "--worst", "3", os.path.join(GAMES, LEDGERS[0])]) == 0
    out = capsys.readouterr().out.strip().split("\n")
    i = [k for k, ln in enumerate(out) if ln.startswith("the 3 turns with the most inputs")][0]
    turns = [ln for ln in out[i + 1:-1] if not ln.startswith("   ")]
    assert len(turns) == 3 and all(LEDGERS[0] + ": " in t and "p+" in t for t in turns)
    steps = [ln for ln in out[i + 1:-1] if ln.startswith("   ")]
    assert steps and all(" # " in ln for ln in steps)
    assert out[-1].startswith("games entered at the pad: 1/1")


def test_the_command_line_enters_a_ledger_at_the_pad(tmp_path, capsys):
    if not LEDGERS:
        pytest.skip("../shared/tm_games (the real games) is absent")
    path = os.path.join(GAMES, LEDGERS[0])
    assert cli.main(["tm", "check", "--pad", path]) == 0
    last = capsys.readouterr().out.strip().split("\n")[-1]
    assert last.startswith("games entered at the pad: 1/1; final VP matched: 4/4; inputs per turn: median ")
    # the script, played by a fresh simulator, writes a record whose replay has the ledger's VP
    assert cli.main(["sim", "--script-from", path]) == 0
    script = tmp_path / "s.txt"
    script.write_text(capsys.readouterr().out)
    out = tmp_path / "out.txt"
    assert cli.main(["sim", "--script", str(script), "--record", str(out), "--quiet"]) == 0
    capsys.readouterr()
    assert cli.main(["replay", str(out), "--json"]) == 0
    snap = json.loads(capsys.readouterr().out)
    want = tm_pad.ledger_final_vp(path)
    assert {p["id"]: p["score"] for p in snap["players"]} == want


def test_a_file_that_is_neither_a_record_nor_a_ledger_is_refused_in_one_line(tmp_path, capsys):
    bad = tmp_path / "notes.txt"
    bad.write_text("shopping list\nmilk\n")
    assert cli.main(["sim", "--script-from", str(bad)]) != 0
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "notes.txt" in err


def started(tmp_path):
    demo = tmp_path / "tm.txt"
    demo.write_text(SETUP)
    sim = simulator.Simulator(clock=sim_board.VirtualClock(1000), demos=[("TM offers", str(demo))])
    from tabletop.core import registry

    sim.turn(len(registry.GAMES))  # the demo, after the device's games
    sim.push()  # the demo game: round 1, the witches to act
    sim.knob = 0  # the knob's clicks count from the game's start
    return sim


def test_the_player_before_reopens_their_turn_with_one_push_and_the_next_players_key_ends_it(tmp_path):
    sim = started(tmp_path)
    try:
        app = sim.app
        sim.key("Send")  # send p to ... : the witches have no priest; build instead
        sim.key(10)  # back
        sim.key("Build")
        sim.push()  # ok: no neighbour offered power
        assert app.session.record.entry_text(len(app.session.record) - 1) == "witches: build ok"
        assert play.seat(app) == 1  # the nomads' turn
        items = play.items(app)
        assert items[0] == ("reopen", "< witches")  # first in the list: one push
        sim.push()
        assert play.seat(app) == 0 and "convert" in play.verbs(app) and "build" not in play.verbs(app)
        assert app.screen["lines"][0].endswith("witches")
        sim.key("Conv")
        sim.push()  # the first conversion the witches can pay for
        e = app.session.record.entry(len(app.session.record) - 1)
        assert e[0] == 0 and e[1][0] == "convert"
        assert play.seat(app) == 0  # still theirs: more may follow
        sim.key("Build")  # the nomads' first key: the witches' turn is over, the nomads build
        assert play.seat(app) == 1 and app.words == ["build"]
        sim.key(10)  # back: the nomads' entry is dropped ...
        sim.key(10)  # ... and back again opens the menu, not the witches' turn
        assert app.reopen < 0
    finally:
        sim.close()


def test_back_leaves_a_reopened_turn(tmp_path):
    sim = started(tmp_path)
    try:
        app = sim.app
        sim.key("Build")
        sim.push()
        sim.push()  # "< witches"
        assert play.seat(app) == 0
        sim.key(10)
        assert play.seat(app) == 1 and play.items(app)[0][0] == "reopen"
    finally:
        sim.close()
