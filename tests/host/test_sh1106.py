# The MacroPad's OLED written page by page (tabletop.boards.sh1106) shows what the displayio
# renderer (tabletop.ui.screens, on the host's headless OLED) shows, pixel for pixel, screen
# after screen: lines changed in part or whole, the highlight moved, off, lines emptied.
import random

import displayio
import pytest
import terminalio

from tabletop.boards.sh1106 import COL0, Pages
from tabletop.ui.screens import Renderer


class FontBitmap:
    # the host's terminalio font as the board has it: one bitmap, printable ASCII in order
    width = 95 * 6

    def __init__(self):
        self.px = {}
        for t in range(95):
            g = terminalio.FONT.get_glyph(t + 32)
            for y in range(12):
                for x in range(6):
                    v = 0
                    if g is not None:
                        gx, gy = x - g.dx, y - (12 - 2 - g.height - g.dy)
                        if 0 <= gx < g.width and 0 <= gy < g.height:
                            v = g.bitmap[g.tile_index * g.width + gx, gy]
                    self.px[t * 6 + x, y] = v

    def __getitem__(self, i):
        # (x, y), or the index y * width + x (displayio.Bitmap takes both)
        return self.px[i if type(i) is tuple else (i % self.width, i // self.width)]


class Bus:
    # the SH1106's page memory, written as the emulated board's OLED takes its bytes
    def __init__(self):
        self.fb = bytearray(8 * 132)
        self.page = self.col = 0
        self.sent = 0

    def send(self, command, data):
        if command & 0xF0 == 0xB0:
            self.page = command & 7
        elif command & 0xF0 == 0x00:
            self.col = (self.col & 0xF0) | (command & 0x0F)
        elif command & 0xF0 == 0x10:
            self.col = (self.col & 0x0F) | ((command & 0x0F) << 4)
        for b in data:
            self.fb[self.page * 132 + self.col] = b
            self.col += 1
        self.sent += len(data)

    def pixel(self, x, y):
        return (self.fb[(y >> 3) * 132 + x + COL0] >> (y & 7)) & 1


@pytest.fixture
def oled():
    from host_tools.sim.headless_display import HeadlessDisplay

    d = HeadlessDisplay(128, 64)
    yield d
    displayio.release_displays()


def test_the_pages_are_the_displayio_picture(oled):
    font = FontBitmap()
    r = Renderer(oled)
    bus = Bus()
    pages = Pages(bus, font)
    rnd = random.Random(36)
    words = ["> place", "Round 3  Phase 2", "red 12 VP  4 coins", "", "undo", "~!{}|", "a" * 21,
             "Gr4 Wd1 Mt2 Wo6 To1", "   spaced   "]
    lines = [""] * 5
    for step in range(60):
        for _ in range(rnd.randint(1, 3)):
            i = rnd.randrange(5)
            w = rnd.choice(words)
            if rnd.random() < 0.3 and lines[i]:  # a character or two changed in place
                k = rnd.randrange(len(lines[i]))
                w = lines[i][:k] + rnd.choice("0123456789") + lines[i][k + 1:]
            lines[i] = w
        screen = {"lines": list(lines), "hi": rnd.choice([-1, 0, 1, 2, 3, 4])}
        r.show(screen)
        pages.show(screen)
        img = oled.snapshot(scale=1).convert("L")
        for y in range(64):
            for x in range(128):
                assert bus.pixel(x, y) == (img.getpixel((x, y)) != 0), (step, x, y, screen)
        sent = bus.sent
        pages.show({"lines": list(lines), "hi": screen["hi"]})  # the same screen again: nothing sent
        assert bus.sent == sent
