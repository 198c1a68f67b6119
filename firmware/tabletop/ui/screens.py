# The screen model of tabletop.ui.app drawn with displayio: 5 lines of terminalio text on the
# 128x64 OLED, the highlighted line inverted (white bar, black text). Same code on the board
# (board.DISPLAY) and on the host (host_tools/sim/headless_display.py).
#
# On the board each line is a row of 6x12 tiles of terminalio.FONT's own bitmap (a character is the
# index of its glyph: nothing drawn in Python, and a changed character is all the display sends
# again); where the font is not one bitmap of printable ASCII (the host's), each line is one 1-bit
# bitmap the glyphs are copied into (bitmaptools). A line's palette is swapped to invert it. No
# text library, whose code would take some 30 KB of the board's RAM (host_tools/bench/device.py).

import bitmaptools
import displayio
import terminalio

ROWS = 5
ROW_H = 12
TOP = 2  # 5 rows of 12 px in 64: 2 px margin above and below
WHITE = 0xFFFFFF
BLACK = 0x000000


class Renderer:
    def __init__(self, display, width=128):
        self.display = display
        self.root = displayio.Group()
        self.rows = []
        g = terminalio.FONT.get_glyph(126)  # the board's font: printable ASCII in order, 6x12
        ok = g and g.tile_index == 94 and (g.dx, g.width, g.shift_x, g.height) == (0, 6, 6, ROW_H)
        self.font = g.bitmap if ok else None
        for i in range(ROWS):
            pal = displayio.Palette(2)
            pal[0] = BLACK
            pal[1] = WHITE
            if self.font:  # 22 cells: the last, a space off the screen but for 2 px of the inverted bar
                bmp = displayio.TileGrid(self.font, pixel_shader=pal, width=22, height=1, tile_width=6,
                                         tile_height=ROW_H, default_tile=0, x=0, y=TOP + i * ROW_H)
                self.root.append(bmp)
            else:
                bmp = displayio.Bitmap(width, ROW_H, 2)
                self.root.append(displayio.TileGrid(bmp, pixel_shader=pal, x=0, y=TOP + i * ROW_H))
            self.rows.append((bmp, pal))
        self.shown = [""] * ROWS
        self.hi = -1
        display.root_group = self.root
        # the board refreshes its display itself, once a screen is drawn (not at its next frame,
        # maybe halfway through the drawing); a display that does not (the host's) is left so
        self.refresh = getattr(display, "auto_refresh", False)
        if self.refresh:
            display.auto_refresh = False

    def show(self, screen):
        lines = screen["lines"]
        hi = screen["hi"]
        for i in range(ROWS):
            text = lines[i] if i < len(lines) and lines[i] else ""
            if text != self.shown[i]:
                if self.font:
                    self._cells(self.rows[i][0], text, self.shown[i])
                else:
                    self._line(self.rows[i][0], text)
                self.shown[i] = text
        if hi != self.hi:
            for i in (self.hi, hi):
                if 0 <= i < ROWS:
                    pal = self.rows[i][1]
                    pal[0] = WHITE if i == hi else BLACK
                    pal[1] = BLACK if i == hi else WHITE
            self.hi = hi
        if self.refresh:
            self.display.refresh()

    def _cells(self, grid, text, old):
        # the cells whose character differs from the line shown: the index of its glyph (the rest
        # of the line: spaces)
        a = codes(text)
        b = codes(old)
        for x in range(21):  # 21 cells of 6 px on the screen
            c = a[x] if x < len(a) else 32
            if c != (b[x] if x < len(b) else 32):
                grid[x] = c - 32

    def _line(self, bmp, text):
        font = terminalio.FONT
        bmp.fill(0)
        x = 0
        for c in text:
            g = font.get_glyph(ord(c))
            if g is None:
                continue
            if x + g.width > bmp.width:
                break
            sx = g.tile_index * g.width
            bitmaptools.blit(bmp, g.bitmap, x + g.dx, 0, x1=sx, y1=0, x2=sx + g.width, y2=g.height)
            x += g.shift_x


def codes(text):
    # text's characters as the board's font has them (also tabletop.boards.sh1106's) (printable ASCII, in order from 32): a glyph
    # the font lacks is left out, as the host's drawing leaves it out
    b = text.encode()
    if b and (min(b) < 32 or max(b) > 126):
        b = bytearray()
        for ch in text:
            g = terminalio.FONT.get_glyph(ord(ch))
            if g is not None:
                b.append(g.tile_index + 32)
    return b
