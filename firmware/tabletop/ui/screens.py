"""The screen model of tabletop.ui.app drawn with displayio: 5 lines of terminalio text on the
128x64 OLED, the highlighted line inverted (white bar, black text). Same code on the board
(board.DISPLAY) and on the host (host_tools/headless_display.py)."""

import displayio
import terminalio
from adafruit_display_text import bitmap_label

ROWS = 5
ROW_H = 12
TOP = 2  # 5 rows of 12 px in 64: 2 px margin above and below
WHITE = 0xFFFFFF
BLACK = 0x000000


class Renderer:
    def __init__(self, display, width=128):
        self.display = display
        self.root = displayio.Group()
        bar = displayio.Bitmap(width, ROW_H, 1)
        pal = displayio.Palette(1)
        pal[0] = WHITE
        self.bar = displayio.TileGrid(bar, pixel_shader=pal, x=0, y=TOP)
        self.bar.hidden = True
        self.root.append(self.bar)
        self.labels = []
        for i in range(ROWS):
            lb = bitmap_label.Label(terminalio.FONT, text=" ", color=WHITE)
            lb.anchor_point = (0, 0)
            lb.anchored_position = (0, TOP + i * ROW_H)
            self.labels.append(lb)
            self.root.append(lb)
        self.shown = [" "] * ROWS
        self.hi = -1
        display.root_group = self.root

    def show(self, screen):
        lines = screen["lines"]
        hi = screen["hi"]
        for i in range(ROWS):
            text = lines[i] if i < len(lines) and lines[i] else " "
            if text != self.shown[i]:
                self.labels[i].text = text
                self.shown[i] = text
        if hi != self.hi:
            if 0 <= self.hi < ROWS:
                self.labels[self.hi].color = WHITE
            if 0 <= hi < ROWS:
                self.labels[hi].color = BLACK
                self.bar.y = TOP + hi * ROW_H
                self.bar.hidden = False
            else:
                self.bar.hidden = True
            self.hi = hi
