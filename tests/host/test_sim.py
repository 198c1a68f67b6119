# The desktop simulator (host_tools/sim/: simulator.py and the modules beside it): scripts, the board
# facade on the PC, saves and resume, the demo games, and the window itself under SDL's dummy
# video driver (no display needed).
import os

import pytest

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from host_tools.sim import board as sim_board  # noqa: E402
from host_tools.sim import script as sim_script  # noqa: E402
from host_tools.sim import window as sim_window  # noqa: E402
from host_tools.sim import simulator  # noqa: E402
from host_tools.sim.script import ScriptError  # noqa: E402
from tabletop.core.session import Session  # noqa: E402


@pytest.fixture
def make_sim():
    made = []

    def make(**kw):
        kw.setdefault("clock", sim_board.VirtualClock(1000))
        s = simulator.Simulator(**kw)
        made.append(s)
        return s

    yield make
    for s in made:
        s.close()


def open_demo(sim, title):
    """The demo named `title` from the game list (the start menu opens on it)."""
    labels = sim.app.screen["lines"]
    assert labels[0] == "Game"
    from tabletop.core import registry

    idx = len(registry.GAMES) + [d[0] for d in sim.demos].index(title)  # after the device's games
    if idx:
        sim.turn(idx)
    sim.push()
    assert sim.app.session is not None, sim.app.screen


# --- scripts ---------------------------------------------------------------------------------------
def test_script_steps_repeats_and_comments():
    steps = sim_script.parse("# start\nkey 4\nkey Build  # by legend\nturn +2\nturn -1 *3\n\npush\nwait 1500\n"
                             "restart\n")
    # keys are numbered 1..12 for people (the pad's legends), 0..11 in the app
    assert [s for _, s in steps] == [("key", 3), ("key", "Build"), ("turn", 2), ("turn", -1), ("turn", -1),
                                      ("turn", -1), ("push", None), ("wait", 1500), ("restart", None)]
    assert [n for n, _ in steps] == [2, 3, 4, 5, 5, 5, 7, 8, 9]
    assert sim_script.step_slug(("turn", -1)) == "turn-1" and sim_script.step_slug(("key", 3)) == "key-4"
    assert sim_script.step_text(("key", 11)) == "key 12"


@pytest.mark.parametrize("text,line,words", [
    ("push\nkey 13", 2, "1 to 12"),
    ("key 0", 1, "1 to 12"),
    ("jump 3", 1, "unknown step"),
    ("push\n\nturn x", 3, "whole number"),
    ("turn 0", 1, "does nothing"),
    ("wait -5", 1, "negative"),
    ("push 2", 1, "takes nothing"),
    ("key 1 *0", 1, "1 or more"),
])
def test_script_errors_name_the_line(text, line, words):
    with pytest.raises(ScriptError) as e:
        sim_script.parse(text)
    assert e.value.line == line and words in e.value.message


# --- the board facade on the PC --------------------------------------------------------------------
def test_fake_pixels_show_what_was_shown():
    px = sim_board.FakePixels(12)
    px[3] = (255, 0, 0)
    px[4] = 0x00FF00
    assert px.colours()[3] == (0, 0, 0)  # nothing shown before show()
    px.show()
    # as the pad's LEDs can show them: 255 * 64 >> 8 = 63 of 63 (tabletop.boards.common.Pixels)
    assert px.colours()[3] == (252, 0, 0) and px.colours()[4] == (0, 252, 0)
    px.brightness = 0.5
    assert px.colours()[3] == (128, 0, 0)
    px.fill((1, 2, 3))
    px.show()
    assert set(px.shown) == {(1, 2, 3)}
    assert px.colours()[0] == (0, 0, 0)  # too dim for the pad's LEDs at their level


def test_the_simulator_draws_the_keys_at_the_pads_led_level():
    src = open(os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "firmware", "tabletop", "boards", "macropad.py")).read()
    assert "BRIGHTNESS = %d " % sim_board.PAD_LEVEL in src


def test_file_places_keep_the_store_across_a_restart(tmp_path):
    from tabletop.core.store import Store

    path = str(tmp_path / "save.bin")
    st = Store(sim_board.save_places(path))
    assert st.load() == []
    assert st.save(b"first") and st.save(b"second")
    assert os.path.exists(path) and os.path.exists(path + ".1")
    found = Store(sim_board.save_places(path)).load()
    assert [c[2] for c in found] == [b"second", b"first"]  # newest first, the older copy kept
    with pytest.raises(OSError):
        sim_board.FilePlace(path, size=8).write(b"x" * 9)


# --- the app in the simulator ------------------------------------------------------------------------
def test_opens_on_the_start_menu_with_the_demo_games(make_sim):
    sim = make_sim()
    titles = [d[0] for d in sim.demos]
    assert {"Babel near the end", "Assyria 4p reign 2", "After the Flood R3"} <= set(titles)
    lines = sim.app.screen["lines"]
    from tabletop.core import registry

    # the device's games first (as on the pad: a script reaches them with the same clicks), then the demos
    assert lines[0] == "Game" and lines[1] == registry.GAMES[0][1]
    sim.turn(len(registry.GAMES))
    assert sim.app.screen["lines"][sim.app.screen["hi"]].endswith(sim.demos[0][0])
    sim.turn(-len(registry.GAMES))
    assert sim.app.screen["hi"] == 1


def test_every_demo_title_fits_a_line_of_the_screen(make_sim):
    """The start menu shows a demo by its `# demo: TITLE` line, on the OLED's 21 columns: a longer
    title was cut ("After the Flood turn~")."""
    from tabletop.ui import layout

    assert layout.COLS == 21
    titles = [t for t, _p in simulator.demo_files()]
    assert len(titles) == 4 and all(titles)
    for t in titles:
        assert len(t) <= layout.COLS, t
    sim = make_sim()
    from tabletop.core import registry

    shown = sim.app.screen["lines"]
    for _ in range(len(registry.GAMES) + len(titles)):  # every line of the start menu, as drawn
        sim.turn(1)
        shown = shown + sim.app.screen["lines"]
    for t in titles:
        assert t in shown, (t, shown)


@pytest.mark.parametrize("title", ["Babel near the end", "Assyria 4p reign 2", "After the Flood R3",
                                   "Terra Mystica round 2"])
def test_a_demo_opens_the_game_of_its_record(make_sim, title):
    sim = make_sim()
    open_demo(sim, title)
    path = dict(sim.demos)[title]
    ref = simulator.demo_session(path)
    s = sim.app.session
    assert len(s.record) == len(ref.record) > 20
    assert s.state == ref.state and not s.ended()
    assert sim.app.store.writes == 1  # saved at once: a restart resumes the demo game


def test_babel_demo_is_near_the_end_and_can_be_finished(make_sim):
    sim = make_sim()
    open_demo(sim, "Babel near the end")
    st = sim.app.session.state
    assert st["players"][1]["score"] >= 15  # black is in the final phase
    sim.key(sim.key_named("End"))  # white ends the turn without doing anything else
    assert sim.app.session.ended() or sim.app.session.active() == "black"


def test_keys_show_the_leds_and_the_game_legends(make_sim):
    sim = make_sim()
    open_demo(sim, "Babel near the end")
    leg = sim.legends()
    assert leg[:3] == ["Travel", "Settle", "Build"] and leg[9:] == ["undo", "menu", "redo"]
    leds = sim.leds()
    white = sim_board.pad_colour((255, 255, 255))
    assert leds == [sim_board.pad_colour(c) for c in sim.app.leds]  # the pixels show what the app lit
    assert leds[0] == white and leds[2] == (0, 0, 0)  # white may travel, not build (illegal: dark)
    assert leds[9] != (0, 0, 0) and leds[11] == (0, 0, 0)  # undo possible, redo not


def test_key_by_legend_and_unknown_legend(make_sim):
    sim = make_sim()
    open_demo(sim, "Babel near the end")
    sim.key("travel")
    assert sim.app.words == ["travel"]
    with pytest.raises(ScriptError) as e:
        sim.key("Jump")
    assert "no key is labelled 'Jump'" in e.value.message and "1 Travel" in e.value.message


def test_undo_and_redo(make_sim):
    sim = make_sim()
    open_demo(sim, "Babel near the end")
    n = len(sim.app.session.record)
    before = sim.app.session.state
    sim.undo()
    assert len(sim.app.session.record) == n - 1
    sim.redo()
    assert len(sim.app.session.record) == n and sim.app.session.state == before
    sim.redo()
    assert "nothing to redo" in " ".join(sim.app.screen["lines"])


def test_saves_to_a_file_and_resumes_like_the_board(make_sim, tmp_path):
    path = str(tmp_path / "sub" / "save.bin")
    sim = make_sim(save_path=path)
    open_demo(sim, "Assyria 4p reign 2")
    sim.undo()  # not a turn end: saved after a few idle seconds
    n = len(sim.app.session.record)
    sim.board.clock.advance(5000)
    sim.tick()
    state = sim.app.session.state
    sim.close()
    again = make_sim(save_path=path)
    assert again.app.session is not None and len(again.app.session.record) == n
    assert again.app.session.state == state
    assert "Resumed" in " ".join(again.app.screen["lines"])
    # a text copy of the game sits next to the save, readable by `companion replay`
    from host_tools import records

    rec, _ = records.read(str(tmp_path / "sub" / "save.txt"))
    assert len(rec) == n and Session(rec).state == state


def test_restart_in_a_script_resumes_and_fresh_forgets(tmp_path, capsys):
    from host_tools import cli

    path = str(tmp_path / "s.bin")
    script = tmp_path / "steps.txt"  # not s.txt: that is the save's text copy (a script there is refused)
    script.write_text("turn +4\npush\npush\nrestart\n")
    assert cli.main(["sim", "--script", str(script), "--save", path, "--quiet"]) == 0
    out = tmp_path / "rec.txt"
    script.write_text("wait 10\n")  # a second run resumes the game saved by the first
    assert cli.main(["sim", "--script", str(script), "--save", path, "--record", str(out), "--quiet"]) == 0
    assert out.read_text().startswith("game babel\n")
    assert cli.main(["sim", "--script", str(script), "--save", path, "--fresh", "--record",
                     str(tmp_path / "none.txt"), "--quiet"]) == 0
    assert not (tmp_path / "none.txt").exists()  # start menu: no game to write


def test_script_errors_exit_2_and_name_the_line(tmp_path, capsys):
    from host_tools import cli

    script = tmp_path / "bad.txt"
    script.write_text("turn +4\npush\nkey Nothing\n")
    assert cli.main(["sim", "--script", str(script), "--quiet"]) == 2
    err = capsys.readouterr().err
    assert "bad.txt:line 3:" in err and "no key is labelled" in err


# --- screenshots of scripted runs ---------------------------------------------------------------------
def test_script_writes_a_png_of_the_whole_window_after_each_step(tmp_path):
    from PIL import Image

    from host_tools import cli

    script = tmp_path / "s.txt"
    script.write_text("turn +4\npush\nkey 1\n")  # the first demo (Babel), key 1
    shots = tmp_path / "shots"
    assert cli.main(["sim", "--script", str(script), "--screenshots", str(shots), "--quiet"]) == 0
    names = sorted(os.listdir(shots))
    assert names == ["000-boot.png", "001-turn+4.png", "002-push.png", "003-key-1.png"]
    lay = sim_window.Layout(4)
    img = Image.open(shots / "003-key-1.png").convert("RGB")
    assert img.size == (lay.width, lay.height)
    # the key pressed last is outlined in white; its face has the active player's colour (white)
    x, y, w, h = lay.keys[0]
    assert img.getpixel((x + w // 2, y)) == sim_window.KEY_PRESSED_EDGE
    assert img.getpixel((x + w // 2, y + 3 * lay.scale)) == sim_window.key_face(sim_board.pad_colour((255, 255, 255)))
    # the OLED area holds the OLED picture: the first line ("R12 turn ... white") is lit somewhere
    ox, oy, ow, oh = lay.oled
    lit = sum(img.getpixel((ox + i, oy + j)) == sim_window.OLED_ON for i in range(0, ow, 2) for j in range(0, 48, 2))
    assert lit > 50


# --- no display, options that do not go together ---------------------------------------------------
def test_no_display_says_so_at_once_in_one_line(tmp_path, capsys, monkeypatch):
    import subprocess
    import sys
    import time

    from host_tools import cli

    linux = sys.platform.startswith("linux")
    for var in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setattr(sys, "platform", "linux")
    assert cli.main(["sim"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no display" in err and "--script" in err and "Traceback" not in err
    assert not os.path.exists(tmp_path / ".tabletop-companion")  # nothing written
    # a display that SDL can only draw off screen (no X or Wayland after all): the same, not a loop
    # running unseen
    monkeypatch.setenv("SDL_VIDEODRIVER", "offscreen")
    assert cli.main(["sim"]) == 1 and "--script" in capsys.readouterr().err
    monkeypatch.setattr(simulator, "no_display", lambda: None)
    sim = simulator.Simulator(clock=sim_board.VirtualClock(1000))
    try:
        with pytest.raises(Exception) as e:
            simulator.run_window(sim)
        assert "cannot open the window" in str(e.value)
    finally:
        sim.close()
    # the real command, as a user starts it: one line and status 1 within seconds
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env["HOME"] = str(tmp_path)
    if linux:
        t = time.monotonic()
        p = subprocess.run([sys.executable, "-m", "host_tools.cli", "sim"], env=env, capture_output=True,
                           text=True, timeout=30)
        assert p.returncode == 1 and p.stderr.count("\n") == 1 and "--script" in p.stderr, p.stderr
        assert time.monotonic() - t < 10


def test_limit_goes_with_script_from(tmp_path, capsys):
    from host_tools import cli

    for argv in (["sim", "--limit", "3"], ["sim", "--script", str(tmp_path / "s.txt"), "--limit", "3"]):
        assert cli.main(argv) == 1
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "--limit" in err and "--script-from" in err
