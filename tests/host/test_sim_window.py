# The simulator's window itself: the real pygame window loop (host_tools.sim.simulator.run_window) under
# SDL's dummy video driver, fed with pygame keyboard and mouse events; the pixels of the window
# surface are checked against what the app shows (OLED picture, LED colours).
import os

import pytest

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from host_tools.sim import board as sim_board  # noqa: E402
from host_tools.sim import window as sim_window  # noqa: E402
from host_tools.sim import simulator  # noqa: E402

LAYOUT = sim_window.Layout(4)


@pytest.fixture
def sim():
    from tabletop.core import registry

    s = simulator.Simulator(clock=sim_board.VirtualClock(1000))
    s.turn(len(registry.GAMES))  # the cursor on the first demo (after the device's games)
    yield s
    s.close()


def keydown(key, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)


def click(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos)


def wheel(y):
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False)


def window(sim, *events, frames=1):
    return simulator.run_window(sim, 4, frames=frames, events=events)


def oled_matches(surface, sim):
    """Every OLED pixel of the window shows the app's OLED picture (sampled at each pixel's centre)."""
    img = sim.oled_image()
    ox, oy, _, _ = LAYOUT.oled
    s = LAYOUT.scale
    bad = 0
    for y in range(64):
        for x in range(128):
            want = sim_window.OLED_ON if img.getpixel((x, y)) else sim_window.OLED_OFF
            got = tuple(surface.get_at((ox + x * s + s // 2, oy + y * s + s // 2)))[:3]
            bad += got != want
    return bad


def key_face_at(surface, k):
    x, y, w, h = LAYOUT.keys[k]
    return tuple(surface.get_at((x + w // 2, y + 3 * LAYOUT.scale)))[:3]


def test_window_shows_the_start_menu_pixel_for_pixel(sim):
    surf = window(sim)
    assert surf.get_size() == (LAYOUT.width, LAYOUT.height)
    assert oled_matches(surf, sim) == 0
    lit = sum(sim.oled_image().getpixel((x, y)) != 0 for x in range(128) for y in range(64))
    assert lit > 300  # "Game" and the game list, the highlight bar
    for k in range(12):  # start menu: every key dark
        assert key_face_at(surf, k) == sim_window.KEY_DARK


def test_enter_and_arrows_and_wheel_drive_the_encoder(sim):
    sim.turn(-sim.app.pos)
    sim.knob = 0
    assert sim.app.screen["lines"][0] == "Game" and sim.app.pos == 0  # opens on the game list
    window(sim, keydown(pygame.K_DOWN), keydown(pygame.K_RIGHT))
    assert sim.app.pos == 2
    window(sim, wheel(1))  # wheel up: one click back
    assert sim.app.pos == 1 and sim.knob == 1
    window(sim, keydown(pygame.K_UP), wheel(-3), keydown(pygame.K_LEFT))  # 1 - 1 + 3 - 1
    assert sim.app.pos == 2 and sim.knob == 2


def test_a_demo_game_in_the_window_keys_lit_and_clickable(sim):
    surf = window(sim, keydown(pygame.K_RETURN))  # the first demo
    assert sim.app.session is not None
    assert oled_matches(surf, sim) == 0
    leds = sim.leds()
    for k in range(12):
        assert key_face_at(surf, k) == sim_window.key_face(leds[k]), k
    lit = [k for k in range(9) if leds[k] != (0, 0, 0)]
    dark = [k for k in range(9) if leds[k] == (0, 0, 0) and sim.legends()[k]]
    assert lit and dark  # some actions possible now, others not
    # a click on a lit key starts its entry; the number row and the letter block are keys too
    k = lit[0]
    window(sim, click(LAYOUT.key_centre(k)))
    assert sim.app.words and sim.pressed == k
    window(sim, keydown(ord("x")))  # x = key 10: back out of the entry
    assert sim.app.words == []
    window(sim, keydown(ord(sim_window.NUMBER_ROW[k])))
    assert sim.app.words and sim.pressed == k


def test_ctrl_z_and_ctrl_y_undo_and_redo(sim):
    window(sim, keydown(pygame.K_RETURN))
    n = len(sim.app.session.record)
    window(sim, keydown(pygame.K_z, pygame.KMOD_LCTRL))
    assert len(sim.app.session.record) == n - 1
    window(sim, keydown(pygame.K_y, pygame.KMOD_LCTRL))
    assert len(sim.app.session.record) == n
    window(sim, keydown(pygame.K_z, pygame.KMOD_LCTRL), keydown(pygame.K_z, pygame.KMOD_LCTRL | pygame.KMOD_SHIFT))
    assert len(sim.app.session.record) == n


def test_a_click_on_the_knob_pushes_and_escape_closes(sim):
    surf = window(sim, click(LAYOUT.knob_centre), keydown(pygame.K_ESCAPE), frames=50)
    assert sim.app.session is not None  # the push took the first demo
    assert surf is not None  # Escape ended the loop before 50 frames (the call returned)


def test_key_faces_dark_dim_and_bright():
    assert sim_window.key_face((0, 0, 0)) == sim_window.KEY_DARK
    dim = sim_window.key_face((24, 24, 24))
    assert dim != sim_window.KEY_DARK and dim[0] > sim_window.KEY_DARK[0] + 30  # "undo possible" shows
    assert sim_window.key_face((255, 0, 0)) == (255, 40, 40)
    assert sim_window.ink_for((255, 255, 255)) == (0, 0, 0) and sim_window.ink_for(sim_window.KEY_DARK) == sim_window.TEXT
