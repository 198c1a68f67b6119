# The screen model rendered by the board's own displayio code (tabletop.ui.screens) on the
# headless OLED: pixel checks, golden images, every screen ASCII and within 21 columns.
import os

import pytest
from PIL import Image, ImageChops

from tabletop.boards.virtual import VirtualBoard
from tabletop.ui.screens import ROW_H, TOP
from tests.host.ui_driver import Driver

GOLDEN = os.path.join(os.path.dirname(os.path.dirname(__file__)), "golden")


@pytest.fixture
def oled():
    import displayio

    from host_tools.sim.headless_display import HeadlessDisplay

    d = HeadlessDisplay(128, 64)
    yield d
    displayio.release_displays()  # Blinka: one display at a time


def white(img, x0, y0, x1, y1):
    n = 0
    for y in range(y0, y1):
        for x in range(x0, x1):
            n += img.getpixel((x, y)) != 0
    return n


def check_golden(img, name):  # UPDATE_GOLDEN=1 pytest -> rewrite the goldens
    path = os.path.join(GOLDEN, name)
    if os.environ.get("UPDATE_GOLDEN") or not os.path.exists(path):
        img.save(path)
    assert ImageChops.difference(img, Image.open(path).convert("RGB")).getbbox() is None, name


def test_highlight_is_an_inverted_row_and_empty_rows_are_dark(oled):
    d = Driver(board=VirtualBoard(display=oled))
    d.start("red", "blue", "green")
    img = oled.snapshot(scale=1).convert("L")
    hi = d.app.screen["hi"]
    assert hi == 2 and d.app.screen["lines"][2] == "> place"
    y = TOP + hi * ROW_H
    # the bar: mostly white, with the black text cut out of it
    assert white(img, 0, y, 128, y + ROW_H) > 128 * ROW_H * 3 // 4
    assert white(img, 60, y, 128, y + ROW_H) == (128 - 60) * ROW_H  # right of the text: all white
    assert white(img, 0, TOP, 128, TOP + ROW_H) > 40  # the header row has text
    assert white(img, 0, 0, 128, TOP) == 0  # margin
    check_golden(oled.snapshot(scale=1), "ui_setup.png")
    d.turn(1)  # the cursor moves: the bar follows, the old row is normal again
    img = oled.snapshot(scale=1).convert("L")
    assert white(img, 60, y, 128, y + ROW_H) == 0
    hi2 = d.app.screen["hi"]
    y2 = TOP + hi2 * ROW_H
    x = 6 * len(d.app.screen["lines"][hi2]) + 1  # 6 px a character
    assert hi2 != hi and white(img, x, y2, 128, y2 + ROW_H) == (128 - x) * ROW_H


def test_start_menu_and_final_screen_goldens(oled):
    d = Driver(board=VirtualBoard(display=oled))
    check_golden(oled.snapshot(scale=1), "ui_games.png")  # the start menu opens on the games
    d.start("red", "blue")
    for _ in range(4):
        d.key(0)
    while not d.app.session.ended():
        d.key(5)
    assert d.app.screen["lines"][0] == "Game over"
    check_golden(oled.snapshot(scale=1), "ui_final.png")


def test_every_screen_is_ascii_and_fits():
    for lang in ("English", "Deutsch"):
        d = Driver()
        seen = []
        d.start("red", "blue", "green", lang=lang)
        seen.append(list(d.app.screen["lines"]))
        script = [0] * 6 + [4, 6, 1, 10, 1, 9, 11, 3, 0, 10, 5, 5, 5]
        for k in script:
            d.key(k)
            seen.append(list(d.app.screen["lines"]))
            for step in range(3):
                d.turn(1)
                seen.append(list(d.app.screen["lines"]))
        d.key(10)  # the menu with the key legend
        for step in range(12):
            d.turn(1)
            seen.append(list(d.app.screen["lines"]))
        for lines in seen:
            assert len(lines) == 5
            for ln in lines:
                assert len(ln) <= 21, ln
                assert all(32 <= ord(c) < 127 for c in ln), ln
