# The screen model of tabletop.ui.app drawn with displayio: 5 lines of terminalio text on the
# 128x64 OLED, the highlighted line inverted (white bar, black text). Same code on the board
# (board.DISPLAY) and on the host (host_tools/sim/headless_display.py).
#
# Each line is one 1-bit bitmap the glyphs of terminalio.FONT are copied into (bitmaptools, in C on
# the board), its palette swapped to invert it: no text library, whose code would take some 30 KB
# of the board's RAM (host_tools/bench/device.py measured it).

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
        for i in range(ROWS):
            bmp = displayio.Bitmap(width, ROW_H, 2)
            pal = displayio.Palette(2)
            pal[0] = BLACK
            pal[1] = WHITE
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
        g = terminalio.FONT.get_glyph(65)
        self.cell = g.shift_x if g and g.dx == 0 and g.width == g.shift_x else 0  # monospace
        self.cells = width // self.cell if self.cell else 0

    def show(self, screen):
        lines = screen["lines"]
        hi = screen["hi"]
        for i in range(ROWS):
            text = lines[i] if i < len(lines) and lines[i] else ""
            if text != self.shown[i]:
                self._line(self.rows[i][0], text, self.shown[i])
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

    def _line(self, bmp, text, old):
        # the line's glyphs copied into its bitmap. Printable ASCII in a monospace font: only the
        # cells from the first to the last that differ from the line shown (the display then
        # sends only those columns: its refresh costs per pixel, docs/device.md)
        font = terminalio.FONT
        a = text.encode()
        b = old.encode()
        w = self.cell
        n = self.cells
        if w and _plain(a) and _plain(b):
            k = 0
            m = min(len(a), len(b), n)
            while k < m and a[k] == b[k]:
                k += 1
            j = min(max(len(a), len(b)), n)
            while j > k and (a[j - 1] if j <= len(a) else 32) == (b[j - 1] if j <= len(b) else 32):
                j -= 1
            if j <= k:
                return
            bitmaptools.fill_region(bmp, k * w, 0, j * w, ROW_H, 0)
            for x in range(k, min(j, len(a))):
                if a[x] != 32:
                    _glyph(bmp, font.get_glyph(a[x]), x * w)
            return
        bmp.fill(0)
        x = 0
        for c in text:
            g = font.get_glyph(ord(c))
            if g is None:
                continue
            if x + g.width > bmp.width:
                break
            _glyph(bmp, g, x)
            x += g.shift_x


def _plain(b):
    # printable ASCII only (every glyph in terminalio.FONT, one cell each)
    for c in b:
        if c < 32 or c > 126:
            return False
    return True


def _glyph(bmp, g, x):
    sx = g.tile_index * g.width
    bitmaptools.blit(bmp, g.bitmap, x + g.dx, 0, x1=sx, y1=0, x2=sx + g.width, y2=g.height)
