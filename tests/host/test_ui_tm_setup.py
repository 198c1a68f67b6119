# Terra Mystica's set-up as on the table (issue 24, item 1): the start menu's steps of the game's
# own (tabletop.ui.menu_own, declared by tabletop/games/terra_mystica/setup_menu.py) enter the six
# round scoring tiles in their order and the bonus tiles in play, each by what it gives; "draw
# for us" first. Rulebook (set-up, "Die Wertungsplaettchen"): a tile is drawn for each of the six
# round spaces; the spade tile drawn for space 5 or 6 is put aside and another one drawn. The
# bonus cards: players + 3 of them. Then the factions are chosen (one of each colour).
import os

import pytest

from tabletop.boards.virtual import VirtualBoard
from tabletop.core import registry
from tabletop.core.session import Session
from tabletop.core.text import parse
from tabletop.ui import play
from tests.host.test_ui_screens import check_golden, oled  # noqa: F401 (fixture)
from tests.host.ui_driver import Driver

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEMO = os.path.join(ROOT, "tests", "records", "tm_5p_demo.txt")
SCORING = ("spade>>2 earth1:1c", "town>>5 earth4:spade", "D>>2 water4:1p", "SH/SA>>5 fire2:1w",
           "D>>2 fire4:4pw", "TP>>3 water4:spade", "SH/SA>>5 air2:1w", "TP>>3 air4:spade")
SPADE = SCORING[0]


def to_tiles(players="4", lang="English", board=None, options=None):
    """A driver at the first tile step: Terra Mystica, "standard + our set-up" (or `options`, one
    label per option step), the player count."""
    d = Driver(games=registry.GAMES, board=board)
    d.choose(lang)
    d.choose("Terra Mystica")
    if options is None:
        d.choose(d.labels()[1])  # "standard + our set-up" (German: "Standard + Aufbau")
    else:
        for o in options:
            d.choose(o)
    d.choose(players)
    return d


def fits(d):
    for ln in d.lines():
        assert len(ln) <= 21 and all(32 <= ord(c) < 127 for c in ln), ln


def test_the_scoring_tiles_are_offered_by_what_they_score_with_draw_for_us_first():
    d = to_tiles()
    assert d.lines()[0] == "scoring 1 of 6"
    assert d.labels() == ["draw for us"] + list(SCORING)  # no temple tile without its option
    fits(d)
    d.choose("D>>2 fire4:4pw")
    assert d.lines()[0] == "scoring 2 of 6" and "draw for us" not in d.labels()
    assert "D>>2 fire4:4pw" not in d.labels() and len(d.labels()) == 7


def test_the_spade_tile_is_not_offered_for_rounds_5_and_6():
    d = to_tiles()
    for t in (SCORING[2], SCORING[3], SCORING[4]):
        d.choose(t)
    assert d.lines()[0] == "scoring 4 of 6" and SPADE in d.labels()  # round 4 may have it
    d.choose(SCORING[5])
    assert d.lines()[0] == "scoring 5 of 6" and SPADE not in d.labels()
    d.choose(SCORING[6])
    assert d.lines()[0] == "scoring 6 of 6" and SPADE not in d.labels()
    assert d.labels() == [SCORING[1], SCORING[7]]


def test_the_temple_tile_and_bonus_10_only_with_their_options():
    d = to_tiles(options=["fixed", "20", "base", "yes", "yes"])
    assert "TE>>4 priest1:2c" in d.labels()
    for t in SCORING[1:7]:
        d.choose(t)
    assert d.lines()[0] == "bonus 1 of 7"
    assert d.labels()[0] == "draw for us" and "bon 3pw 3vp/ship" in d.labels() and len(d.labels()) == 11
    d = to_tiles()
    for t in SCORING[1:7]:
        d.choose(t)
    assert "bon 3pw 3vp/ship" not in d.labels() and len(d.labels()) == 10


def test_bonus_tiles_in_order_a_push_each_and_back_works():
    d = to_tiles("2")
    for t in SCORING[1:7]:
        d.choose(t)
    d.choose("bon 4c cult")  # the cursor then stands on the next tile
    for want in ("bon 6c", "bon 3pw +1ship"):
        assert d.hi_text() == want
        d.push()
    assert d.lines()[0] == "bonus 4 of 5" and d.hi_text() == "bon 1w 3pw"
    d.key(10)  # back: the last tile picked is offered again
    assert d.lines()[0] == "bonus 3 of 5" and "bon 3pw +1ship" in d.labels()
    for _ in range(2):
        d.key(10)
    assert d.lines()[0] == "bonus 1 of 5" and d.labels()[0] == "draw for us"
    d.key(10)
    assert d.lines()[0] == "scoring 6 of 6"
    for _ in range(6):
        d.key(10)
    assert d.lines()[0] == "Players"


def test_the_picks_are_the_records_options_and_the_games_tiles():
    d = to_tiles("3")
    for t in (SCORING[4], SCORING[7], SCORING[2], SCORING[3], SCORING[1], SCORING[5]):
        d.choose(t)
    for b in ("bon 2c spade", "bon 4c cult", "bon 1w 3pw", "bon 1w 2vp/TP", "bon 1p", "bon 2c 1vp/D"):
        d.choose(b)
    assert d.lines()[0] == "Player 1"
    d.choose("witches")
    assert "auren" not in d.labels() and "nomads" in d.labels()  # one faction of each colour
    d.choose("nomads")
    assert "fakirs" not in d.labels() and "auren" not in d.labels()
    d.choose("giants")
    s = d.app.session
    assert s.record.option("scoring") == "5-8-3-4-2-6" and s.record.option("bonus") == "1-2-5-7-8-9"
    assert s.state["score"] == (5, 8, 3, 4, 2, 6) and s.state["bonus"] == [1, 2, 5, 7, 8, 9]
    # the same tiles as a record written by hand with these options
    again = parse("game terra_mystica\nplayers witches nomads giants\noption scoring 5-8-3-4-2-6\n"
                  "option bonus 1-2-5-7-8-9\n", registry.words_for)
    assert Session(again).state["score"] == s.state["score"]
    assert Session(again).state["bonus"] == s.state["bonus"]


def test_draw_for_us_and_standard_options_draw_the_tiles_as_before():
    d = to_tiles("2")
    d.choose("draw for us")  # both: the scoring tiles and the bonus tiles
    assert d.lines()[0] == "Player 1"
    d.choose("witches").choose("nomads")
    s = d.app.session
    assert s.record.option("scoring") is None and s.record.option("bonus") is None
    assert len(s.state["score"]) == 6 and 1 not in s.state["score"][4:] and len(s.state["bonus"]) == 5
    d = Driver(games=registry.GAMES)
    d.choose("Terra Mystica").choose("standard options").choose("2")
    assert d.lines()[0] == "Player 1"  # no tile step: one push for the usual game, as before
    d.key(10)
    assert d.lines()[0] == "Players"
    # scoring entered, the bonus tiles drawn
    d = to_tiles("2")
    for t in SCORING[1:7]:
        d.choose(t)
    d.choose("draw for us").choose("witches").choose("nomads")
    s = d.app.session
    assert s.record.option("scoring") == "2-3-4-5-6-7" and s.record.option("bonus") is None


def demo_entries():
    return parse(open(DEMO).read(), registry.words_for)


def start_demo_seats(r1):
    """The demo's game started at the menu with the round 1 tile `r1` (a label) and the demo's
    bonus tiles in play; the session."""
    d = to_tiles("5", options=["variable", "20", "base", "no", "no"])
    rest = [t for t in SCORING[1:] if t != r1][:5]
    for t in [r1] + rest:
        d.choose(t)
    for b in ("bon 4c cult", "bon 6c", "bon 3pw +1ship", "bon 1w 3pw", "bon 2w 4vp/SH,SA",
              "bon 1w 2vp/TP", "bon 1p", "bon 2c 1vp/D"):
        d.choose(b)
    for f in ("witches", "nomads", "giants", "cultists", "engineers"):
        d.choose(f)
    return d


def test_the_rounds_scoring_tile_is_scored_and_shown():
    rec = demo_entries()
    build = [k for k in range(len(rec)) if rec.entry_text(k) == "witches: dig 1 . build offer nomads 2"][0]
    vp = {}
    for r1 in (SCORING[2], SCORING[3]):  # D>>2, or SH/SA>>5 in round 1
        d = start_demo_seats(r1)
        s = d.app.session
        for k in range(build):
            s.apply_words(*rec.entry(k))
        before = s.state["players"][0]["VP"]
        s.apply_words(*rec.entry(build))
        vp[r1] = s.state["players"][0]["VP"] - before
        d.app.version += 1
        d.app._refresh()
        info = [e[1] for e in play.items(d.app) if e[0] == "info"]
        assert "R1 " + r1 in info, info  # the play screen's list: the round's tile
    assert vp[SCORING[2]] == vp[SCORING[3]] + 2  # 2 VP for the dwelling


def test_replay_json_and_stats_show_the_tiles(tmp_path, capsys):
    import json

    from host_tools import cli

    p = tmp_path / "g.txt"
    p.write_text("game terra_mystica\nplayers witches nomads\noption scoring 5-8-3-4-2-6\n"
                 "option bonus 1-2-5-7-8\nwitches: build\n")
    assert cli.main(["replay", str(p), "--json"]) == 0
    t = json.loads(capsys.readouterr().out)["table"]
    assert [x["tile"] for x in t["scoring"]] == [5, 8, 3, 4, 2, 6]
    assert t["scoring"][0] == {"round": 1, "tile": 5, "label": "D>>2 fire4:4pw"}
    assert t["scoring"][5]["label"] == "TP>>3"  # round 6's cult bonus is not paid
    assert [x["tile"] for x in t["bonus"]] == [1, 2, 5, 7, 8] and t["bonus"][0]["label"] == "bon 2c spade"
    assert all(x["held"] is None for x in t["bonus"])
    assert cli.main(["replay", str(p)]) == 0
    out = capsys.readouterr().out
    assert "scoring: R1 D>>2 fire4:4pw | R2 TP>>3 air4:spade |" in out and "bonus: bon 2c spade |" in out
    assert cli.main(["export", str(p), "--stats", "-", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["table"]["scoring"][1]["label"] == "TP>>3 air4:spade"


def test_sim_script_from_a_record_enters_its_tiles_at_the_menu():
    from host_tools.sim import record as sim_record

    rec = parse("game terra_mystica\nplayers witches nomads giants\noption scoring 5-8-3-4-2-6\n"
                "option bonus 1-2-3-7-8-9\nseed 77\nwitches: build\n", registry.words_for)
    text, stats, entered = sim_record.script_from_record(rec)
    from host_tools.sim import script as sim_script
    from host_tools.sim import simulator

    sim = simulator.run_script(sim_script.parse(text))
    try:
        s = sim.app.session
        assert s.record.option("scoring") == "5-8-3-4-2-6" and s.record.option("bonus") == "1-2-3-7-8-9"
        assert s.record.seed == 77 and len(s.record) == 1
    finally:
        sim.close()


@pytest.mark.parametrize("lang,tag", [("English", "en"), ("Deutsch", "de")])
def test_goldens_of_the_tile_steps_and_the_rounds_tile(oled, lang, tag):  # noqa: F811
    d = to_tiles("4", lang=lang, board=VirtualBoard(display=oled))
    fits(d)
    check_golden(oled.snapshot(scale=1), "tm_setup_scoring_%s.png" % tag)
    for t in (SCORING[4], SCORING[7], SCORING[2], SCORING[3]):
        d.choose(t)
    fits(d)
    check_golden(oled.snapshot(scale=1), "tm_setup_scoring5_%s.png" % tag)  # no spade tile
    d.choose(SCORING[1]).choose(SCORING[5])
    d.choose("bon 4c cult")
    fits(d)
    check_golden(oled.snapshot(scale=1), "tm_setup_bonus_%s.png" % tag)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_golden_of_the_rounds_scoring_tile_on_the_play_screen(oled, lang):  # noqa: F811
    from tabletop.ui import lang as L

    rec = demo_entries()
    d = start_demo_seats(SCORING[5])
    d2 = Driver(games=registry.GAMES, board=VirtualBoard(display=oled))
    d2.app._start(Session(d.app.session.record.copy_header()))
    s = d2.app.session
    k = 0
    while s.state["flow"]["round"] < 1 or s.state["flow"]["phase"] != "actions":
        s.apply_words(*rec.entry(k))
        k += 1
    d2.app.lang = L.DE if lang == "de" else L.EN
    d2.app.version += 1
    d2.app._refresh()
    items = play.items(d2.app)
    from tabletop.ui import tongue

    tile = tongue.tr(d2.app.game, d2.app.lang, "R1 TP>>3 water4:spade")  # German: the game's words
    from tabletop.ui import layout as Y

    tile = Y.wrap(tile)[0]  # German: "R1 H>>3 Wasser4:Spaten" takes a line more
    i = [e[1] for e in items].index(tile)
    d2.turn(i - d2.app.pos)
    fits(d2)
    assert tile in d2.lines()
    check_golden(oled.snapshot(scale=1), "tm_setup_round_tile_%s.png" % lang)


def test_sim_script_from_a_record_with_the_spade_tile_in_round_5_cannot_be_entered():
    from host_tools.sim import record as sim_record

    rec = parse("game terra_mystica\nplayers witches nomads\noption scoring 5-8-3-4-1-6\nseed 3\n",
                registry.words_for)
    with pytest.raises(sim_record.CannotEnter) as e:
        sim_record.script_from_record(rec)
    assert "scoring 1" in str(e.value) and "scoring 5 of 6" in str(e.value)


MP_SCRIPT = """
import sys
sys.path.insert(0, 'firmware')
sys.path.insert(0, '.')
from tabletop.boards.virtual import VirtualBoard
from tabletop.ui.app import App
from tabletop.core import registry

a = App(VirtualBoard(), registry.GAMES)
a.boot(0)
for ev in [('push', 1), ('turn', 1), ('push', 1), ('push', 1), ('turn', 3), ('push', 1)]:
    a.handle(ev[0], ev[1], 0)
print(a.screen['lines'][0], 'tabletop.ui.menu_own' in sys.modules, 'tabletop.games.terra_mystica.setup_menu' in sys.modules)
for k in range(12):
    a.handle('push', 1, 0)
print(a.mode, [m for m in sys.modules if 'menu' in m], a.session.record.option('scoring'))
"""


def test_the_tile_steps_modules_are_dropped_once_the_game_runs_on_micropython():
    import subprocess

    from host_tools.bench.cli import micropython

    mp = micropython()
    if not mp:
        pytest.skip("micropython not installed")
    out = subprocess.run([mp, "-X", "heapsize=400K", "-c", MP_SCRIPT], cwd=ROOT, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0, out.stderr + out.stdout
    lines = out.stdout.strip().splitlines()
    assert lines[0] == "scoring 2 of 6 True True", lines  # in the start menu: loaded
    assert lines[1].startswith("1 [] "), lines  # playing: the menu's modules and the game's went
