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

    def show(self, screen):
        lines = screen["lines"]
        hi = screen["hi"]
        font = terminalio.FONT
        for i in range(ROWS):
            text = lines[i] if i < len(lines) and lines[i] else ""
            if text != self.shown[i]:  # the line's glyphs copied into its bitmap
                bmp = self.rows[i][0]
                bmp.fill(0)
                x = 0
                for c in text:
                    g = font.get_glyph(ord(c))
                    if g is None:
                        continue
                    if x + g.width > bmp.width:
                        break
                    sx = g.tile_index * g.width
                    bitmaptools.blit(bmp, g.bitmap, x + g.dx, 0, x1=sx, y1=0, x2=sx + g.width,
                                     y2=g.height)
                    x += g.shift_x
                self.shown[i] = text
        if hi != self.hi:
            for i in (self.hi, hi):
                if 0 <= i < ROWS:
                    pal = self.rows[i][1]
                    pal[0] = WHITE if i == hi else BLACK
                    pal[1] = BLACK if i == hi else WHITE
            self.hi = hi
