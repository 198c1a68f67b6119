# Terra Mystica at the table: a build's power offers are put to the neighbours at once, in turn
# order, before the next player's turn; each answers, prompted in their colour: Leech and the
# amount they take (the builder names the neighbours, the neighbour counts the power), or decline.
# Scripted on the simulator; golden screenshots of the window (tests/golden/offer_*.png,
# rewritten with UPDATE_GOLDEN=1).
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from PIL import Image  # noqa: E402

from host_tools.sim import board as sim_board  # noqa: E402
from host_tools.sim import script as sim_script  # noqa: E402
from host_tools.sim import window as sim_window  # noqa: E402
from host_tools.sim import simulator  # noqa: E402
from tabletop.core import registry  # noqa: E402
from tabletop.ui import layout as Y  # noqa: E402
from tests.host.test_sim_games import check_golden  # noqa: E402

# round 1 of a 3-player game, the Witches to act
SETUP = """# demo: TM offers
game terra_mystica
players witches nomads cultists
option bonus 1-4-5-6-7-8
seed 7
witches: build
nomads: build
cultists: build
cultists: build
nomads: build
witches: build
nomads: build
cultists: pass bon1
nomads: pass bon4
witches: pass bon5
"""
SETUP_ENTRIES = 10

# the inputs and the screenshot each step's PNG is compared with (None: not compared)
SCRIPT = (
    ("push", None),  # the demo game (the cursor on it: offers_sim)
    ("key Build", None),
    ("turn -1", None),
    ("push", None),  # offer nomads (the list: ok, offer cultists, ..., offer nomads: the encoder goes round)
    ("turn -1", None),
    ("push", None),  # cultists (one click back)
    ("push", "offer_nomads.png"),  # ok: the build is entered; the nomads are asked
    ("key Leech", None),  # the nomads take: Leech, the amount (1 under the cursor: none taken before)
    ("turn -1", None),  # 2, one click back
    ("push", "offer_cultists.png"),  # leech 2 from witches; the cultists are asked
    ("push", None),  # the cultists decline: one press
)


def offers_sim(tmp_path, **kw):
    # a simulator whose demo menu holds the Terra Mystica set-up above (SETUP)
    demo = tmp_path / "tm.txt"
    demo.write_text(SETUP)
    sim = simulator.Simulator(clock=sim_board.VirtualClock(1000), demos=[("TM offers", str(demo))], **kw)
    from tabletop.core import registry

    sim.turn(len(registry.GAMES))  # the demos follow the device's own games: the cursor on "TM offers"
    return sim

def test_a_build_asks_each_neighbour_at_once_in_their_colour(tmp_path):
    sim = offers_sim(tmp_path)
    shots = tmp_path / "shots"
    text = "\n".join(s[0] for s in SCRIPT) + "\n"
    try:
        sim = simulator.run_script(sim_script.parse(text), screenshots=str(shots), scale=2, sim=sim)
        app = sim.app
        s = app.session
        seats = s.record.seats
        got = [s.record.entry_text(k) for k in range(SETUP_ENTRIES, len(s.record))]
        assert got == ["witches: build offer nomads cultists ok", "nomads: leech 2 from witches",
                       "cultists: decline from witches"]
        # then the next player's turn: the nomads
        assert s.active() == "nomads" and app.screen["lines"][0].endswith("nomads")
        assert s.state["players"][1]["VP"] == 19  # leech 2 costs 1 VP
    finally:
        sim.close()
    names = sorted(os.listdir(shots))
    first = len(names) - len(SCRIPT)
    game = registry.load("terra_mystica")
    lay = sim_window.Layout(2)
    for i in range(len(SCRIPT)):
        golden = SCRIPT[i][1]
        if golden is None:
            continue
        img = Image.open(os.path.join(shots, names[first + i])).convert("RGB")
        who = seats.index(golden[6:-4])
        # the Leech key glows in the asked neighbour's colour, the others are dark
        x, y, w, h = lay.keys[7]
        assert img.getpixel((x + w // 2, y + 3 * lay.scale)) == sim_window.key_face(sim_board.pad_colour(Y.colour(registry.view(game), seats, who)))
        x, y, w, h = lay.keys[0]
        assert img.getpixel((x + w // 2, y + 3 * lay.scale)) == sim_window.key_face(Y.OFF)
        check_golden(img, golden)


def test_the_next_key_ends_the_offers_without_ok(tmp_path):
    # the offers entered, the asked neighbour's key ends the build where "ok" may end it, then
    # starts their answer: one press less than with the push on "ok"; the amount under the cursor,
    # the next player's key enters it (and starts their turn)
    sim = offers_sim(tmp_path, display=False)
    try:
        sim = simulator.run_script(sim_script.parse("push\nkey Build\nturn -1\npush\nkey Leech\n"
                                                    "turn -1\nkey Build\n"), sim=sim)
        s = sim.app.session
        got = [s.record.entry_text(k) for k in range(SETUP_ENTRIES, len(s.record))]
        assert got == ["witches: build offer nomads ok", "nomads: leech 2 from witches"]
        assert sim.app.words == ["build"] and not sim.app.msg and s.active() == "nomads"
    finally:
        sim.close()


def test_the_next_key_takes_the_choice_under_the_cursor(tmp_path):
    # Conv, the encoder on a conversion, then Build: the conversion is entered (no push) and the
    # build begins; back drops the word under way instead
    from tabletop.ui import play

    sim = offers_sim(tmp_path, display=False)
    try:
        sim = simulator.run_script(sim_script.parse("push\nkey Conv\n"), sim=sim)
        app = sim.app
        got = [it[1] for it in play.items(app)]
        assert "2w to 2c" in got and app.words == ["convert"]
        sim.turn(got.index("2w to 2c"))
        sim.key(0)  # Build
        s = app.session
        assert s.record.entry_text(len(s.record) - 1) == "witches: convert 2w to 2c"
        assert app.words == ["build"] and not app.msg
        n = len(s.record)
        sim.key(10)  # back: the word under way goes; nothing is entered
        assert app.words == [] and len(s.record) == n
    finally:
        sim.close()


def test_the_question_names_the_power_and_its_cost():
    from tabletop.core.text import parse
    from tabletop.games.terra_mystica.ask import asked
    from tabletop.core.session import Session

    s = Session(parse(SETUP + "witches: build offer nomads 2 cultists 1\n", registry.words_for))
    # nomads first (turn order); it is their turn: they may burn or convert first (room for it)
    assert asked(s.state) == (1, "leech 2 -1VP", ["leech", "decline", "burn", "convert"])
    s.apply_words(1, ["leech"])
    # not their turn: the cultists answer now or put it off until their turn (wait, as online), or
    # leave the game as it waits for them (drop: as online, where the waited-for player is dropped)
    assert asked(s.state) == (2, "leech 1", ["leech", "decline", "wait", "drop"])
    s.apply_words(2, ["decline"])
    assert asked(s.state) is None

