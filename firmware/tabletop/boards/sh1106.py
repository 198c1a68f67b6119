# The MacroPad's OLED (an SH1106: 128x64 pixels in 8 pages of 8 rows, a byte a column of a page)
# drawn by writing its pages on its bus, not through displayio. displayio works out every pixel
# of a changed area through its tile grid, about 6 us a pixel, and widens the area to whole pages:
# a line of text was 10-15 ms of the board's time, most of a key press. Here a changed line's
# pages are made from the font's glyph columns and sent: the same picture as
# tabletop.ui.screens.Renderer's (5 lines of 12 px from y=2, 6 px a character, the highlighted
# line inverted), pixel for pixel (tests/host/test_sh1106.py; on the emulated board every screen
# is compared with the simulator's).

from tabletop.ui.cells import ROW_H, ROWS, TOP, codes

COL0 = 2  # the SH1106 has 132 columns; the panel shows 2..129
WIDTH = 128
CELL = 6


class Pages:
    def __init__(self, bus, font, blank=True):
        # bus: the display's bus (FourWire: send(command, data)); font: the bitmap of the board's
        # terminalio.FONT (printable ASCII in order, 6x12 a glyph: screens.Renderer checks it)
        self.bus = bus
        self.font = font
        n = font.width // CELL
        self.cols = bytearray(n * CELL * 2)  # per glyph its 6 columns of 12 bits, read on first use
        self.have = bytearray(n)
        self.shown = [None] * ROWS  # (text's codes, highlighted); None: not drawn yet
        if blank:  # what was on the screen before (the console) goes
            z = bytes(WIDTH)
            for p in range(8):
                self._send(p, 0, z)

    def show(self, screen):
        lines = screen["lines"]
        hi = screen["hi"]
        pages = 0  # the pages to send again, a bit each
        x0, x1 = WIDTH, 0  # the columns that changed
        now = []
        for i in range(ROWS):
            c = (codes(lines[i] if i < len(lines) and lines[i] else ""), i == hi)
            now.append(c)
            old = self.shown[i]
            if old == c:
                continue
            a, b = _changed(old, c)
            x0 = min(x0, a)
            x1 = max(x1, b)
            y = TOP + i * ROW_H
            for p in range(y >> 3, ((y + ROW_H - 1) >> 3) + 1):
                pages |= 1 << p
        self.shown = now
        if not pages:
            return
        for p in range(8):
            if pages >> p & 1:
                self._send(p, x0, self._page(p, x0, x1))

    def _page(self, p, x0, x1):
        # the bytes of page p, columns x0..x1-1: every line that has rows in it
        out = bytearray(x1 - x0)
        for i in range(ROWS):
            y = TOP + i * ROW_H
            s = y - 8 * p  # where the line's first row falls in the page's byte
            if s >= 8 or s + ROW_H <= 0:
                continue
            txt, inv = self.shown[i]
            flip = 0xFFF if inv else 0
            for x in range(x0, x1):
                k = x // CELL
                w = (self._col(txt[k] if k < len(txt) else 32, x - k * CELL)) ^ flip
                out[x - x0] |= (w << s if s >= 0 else w >> -s) & 0xFF
        return out

    def _col(self, ch, x):
        # column x (0..5) of the glyph of character code ch: 12 bits, the top row the lowest
        g = ch - 32
        if not self.have[g]:
            f = self.font
            for cx in range(CELL):
                v = 0
                for cy in range(ROW_H):
                    if f[g * CELL + cx, cy]:
                        v |= 1 << cy
                self.cols[(g * CELL + cx) * 2] = v & 0xFF
                self.cols[(g * CELL + cx) * 2 + 1] = v >> 8
            self.have[g] = 1
        j = (g * CELL + x) * 2
        return self.cols[j] | self.cols[j + 1] << 8

    def _send(self, p, x, data):
        c = x + COL0
        self.bus.send(0xB0 | p, b"")
        self.bus.send(c & 0x0F, b"")
        self.bus.send(0x10 | c >> 4, data)


def _changed(old, new):
    # the columns [a, b) where a line drawn as old (None: not drawn) differs from new
    if old is None or old[1] != new[1]:
        return 0, WIDTH
    a, b = old[0], new[0]
    lo, hi = WIDTH, 0
    for k in range(22):
        if (a[k] if k < len(a) else 32) != (b[k] if k < len(b) else 32):
            lo = min(lo, k * CELL)
            hi = k * CELL + CELL
    return lo, min(hi, WIDTH)
