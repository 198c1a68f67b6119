# The MacroPad's OLED (an SH1106: 128x64 pixels in 8 pages of 8 rows, a byte a column of a page)
# drawn by writing its pages on its bus, not through displayio. displayio works out every pixel
# of a changed area through its tile grid, about 6 us a pixel, and widens the area to whole pages:
# a line of text was 10-15 ms of the board's time, most of a key press. Here a changed line's
# pages are made from the font's glyph columns and sent: the same picture as
# tabletop.ui.screens.Renderer's (5 lines of 12 px from y=2, 6 px a character, the highlighted
# line inverted), pixel for pixel (tests/host/test_sh1106.py; on the emulated board every screen
# is compared with the simulator's).

from tabletop.ui.screens import ROW_H, ROWS, TOP, codes

COL0 = 2  # the SH1106 has 132 columns; the panel shows 2..129
WIDTH = 128
CELL = 6
CELLS = 22  # 21 on the screen, and 2 columns of the 22nd


class Pages:
    def __init__(self, bus, font):
        # bus: the display's bus (FourWire: send(command, data)); font: the bitmap of the board's
        # terminalio.FONT (printable ASCII in order, 6x12 a glyph: tabletop.boards.macropad.pages checks)
        self.bus = bus
        # per glyph of printable ASCII its 6 columns, read from the font on first use (all 95 at
        # once: 100 ms more of a power-up): the top 8 of its 12 rows (lo, the top row the lowest
        # bit) and the 4 below them (hi). The board's font bitmap holds more glyphs than these
        self.font = font
        self.lo = bytearray(95 * CELL)
        self.hi = bytearray(95 * CELL)
        self.have = bytearray(95)
        self.mlo = memoryview(self.lo)  # a slice of these is no copy of the bytes
        self.mhi = memoryview(self.hi)
        self.shown = [None] * ROWS  # (text's codes, highlighted); None: not drawn yet (all 8 pages)

    def show(self, screen):
        lines = screen["lines"]
        pages = 0  # the pages to send again, a bit each (the whole of each: its bytes are made
        # whole anyway, and sending 128 bytes is a fraction of a ms)
        now = []
        for i in range(ROWS):
            c = (codes(lines[i] if i < len(lines) and lines[i] else ""), i == screen["hi"])
            now.append(c)
            if self.shown[i] != c:
                y = TOP + i * ROW_H
                pages |= (2 << ((y + ROW_H - 1) >> 3)) - (1 << (y >> 3))
        self.shown = now
        rows = [None] * ROWS
        for p in range(8):
            if pages >> p & 1:
                v = 0
                for i in range(ROWS):
                    s = TOP + i * ROW_H - 8 * p  # where the line's top row falls in the page's byte
                    if -ROW_H < s < 8:
                        if rows[i] is None:
                            rows[i] = self._row(i)
                        v |= _lane(rows[i][0], rows[i][1], s)
                self.bus.send(0xB0 | p, b"")
                self.bus.send(COL0, b"")  # the column: its low 4 bits, then its high ones with the data
                self.bus.send(0x10, memoryview(v.to_bytes(CELLS * CELL, "little"))[:WIDTH])

    def _row(self, i):
        # line i's glyph columns as two ints, a byte a column (column 0 the lowest): lo and hi
        # (above), inverted where highlighted. Whole ints, not a loop over columns: the board's
        # VM is slow, its ints' shifts and masks are C
        txt, inv = self.shown[i]
        lo = bytearray(CELLS * CELL)
        hi = bytearray(CELLS * CELL)
        for k in range(min(len(txt), CELLS)):
            g = txt[k] - 32
            if 0 <= g < 95:  # (beyond printable ASCII, no text of the app's: a blank cell)
                if not self.have[g]:
                    self._read(g)
                g *= CELL
                lo[k * CELL:k * CELL + CELL] = self.mlo[g:g + CELL]
                hi[k * CELL:k * CELL + CELL] = self.mhi[g:g + CELL]
        a = int.from_bytes(lo, "little")
        b = int.from_bytes(hi, "little")
        if inv:
            return a ^ _mask(0xFF), b ^ _mask(0x0F)
        return a, b

    def _read(self, g):
        # glyph g's 6 columns from the font (12 pixels each; an index, not (x, y): no tuple a pixel)
        f = self.font
        w = f.width
        for x in range(g * CELL, g * CELL + CELL):
            v = 0
            for y in range(ROW_H):
                if f[y * w + x]:
                    v |= 1 << y
            self.lo[x] = v & 0xFF
            self.hi[x] = v >> 8
        self.have[g] = 1


MASKS = {}  # the byte b in every column's lane, by b: the seven the geometry uses, kept (1.1 KB)


def _mask(b):
    # (made at each use, they were half of a press's garbage: ~18 KB a click on the board, so
    # that a long game's heap collected at nearly every click, 30 ms each: BENCHMARKS.md)
    m = MASKS.get(b)
    if m is None:
        m = MASKS[b] = int.from_bytes(bytes((b,)) * (CELLS * CELL), "little")
    return m


def _lane(lo, hi, s):
    # a line's part of a page's bytes, every column at once: its 12-bit columns (lo, hi) shifted
    # s rows down in the byte (s < 0: up), what falls out of the byte masked off
    if s >= 0:
        return (lo << s) & _mask((0xFF << s) & 0xFF)
    t = -s
    if t >= 8:
        return (hi >> (t - 8)) & _mask(0x0F >> (t - 8))
    return ((lo >> t) & _mask(0xFF >> t)) | ((hi << (8 - t)) & _mask((0x0F << (8 - t)) & 0xFF))
