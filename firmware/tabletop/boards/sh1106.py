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
ZERO = bytes(CELLS * CELL)


def shift(i, p):
    # how many rows down line i's top falls in page p's byte (< 0: up); in the page if -ROW_H < it < 8
    return TOP + i * ROW_H - 8 * p


class Pages:
    def __init__(self, bus, font):
        # bus: the display's bus (FourWire: send(command, data)); font: the bitmap of the board's
        # terminalio.FONT (printable ASCII in order, 6x12 a glyph: tabletop.boards.macropad.pages checks)
        self.bus = bus
        self.font = font
        # per shift s of a line in a page (the geometry has four: 2, -6, 6, -2), per glyph of
        # printable ASCII its 6 columns' bytes in that page: a line's bytes in a page are then its
        # glyphs' slices copied, not shifted and masked as one long int (each step of which made
        # a 132-byte int: half of a key press's garbage, and a collection of the heap ~12 ms).
        # Read from the font at a glyph's first use (all 95 at once: 100 ms more of a power-up)
        self.lanes = {}
        for i in range(ROWS):
            for p in range(8):
                s = shift(i, p)
                if -ROW_H < s < 8 and s not in self.lanes:
                    self.lanes[s] = memoryview(bytearray(95 * CELL))
        self.have = bytearray(95)
        self.bufs = (bytearray(CELLS * CELL), bytearray(CELLS * CELL))  # a page's bytes, made again for each
        self.shown = [None] * ROWS  # (text's codes, highlighted); None: not drawn yet (all 8 pages)

    def show(self, screen):
        lines = screen["lines"]
        pages = 0  # the pages to send again, a bit each
        now = []
        for i in range(ROWS):
            c = (codes(lines[i] if i < len(lines) and lines[i] else ""), i == screen["hi"])
            now.append(c)
            if self.shown[i] != c:
                y = TOP + i * ROW_H
                pages |= (2 << ((y + ROW_H - 1) >> 3)) - (1 << (y >> 3))
        self.shown = now
        for p in range(8):
            if pages >> p & 1:
                out = None  # the page's bytes: a line's buffer as it is, or (two lines, or inverted) an int
                n = 0
                for i in range(ROWS):
                    s = shift(i, p)
                    if -ROW_H < s < 8:
                        b = self._lane(i, s, self.bufs[n])
                        n += 1
                        if now[i][1]:  # highlighted: its rows in the page inverted
                            b = int.from_bytes(b, "little") ^ _mask(s)
                        if out is None:
                            out = b
                        else:  # (two lines' rows in a page never share a bit)
                            out = _int(out) | _int(b)
                self.bus.send(0xB0 | p, b"")
                self.bus.send(COL0, b"")  # the column: its low 4 bits, then its high ones with the data
                if type(out) is int:
                    out = out.to_bytes(CELLS * CELL, "little")
                self.bus.send(0x10, memoryview(out)[:WIDTH])

    def _lane(self, i, s, buf):
        # line i's bytes in a page where its top falls s rows down, into buf (returned)
        txt = self.shown[i][0]
        lane = self.lanes[s]
        buf[:] = ZERO
        k = 0
        for g in txt:
            if k >= CELLS * CELL:
                break
            g -= 32
            if 0 <= g < 95:  # (beyond printable ASCII, no text of the app's: a blank cell)
                if not self.have[g]:
                    self._read(g)
                g *= CELL
                buf[k:k + CELL] = lane[g:g + CELL]
            k += CELL
        return buf

    def _read(self, g):
        # glyph g's 6 columns from the font (12 pixels each; an index, not (x, y): no tuple a
        # pixel), into each lane
        f = self.font
        w = f.width
        for x in range(g * CELL, g * CELL + CELL):
            v = 0
            for y in range(ROW_H):
                if f[y * w + x]:
                    v |= 1 << y
            for s in self.lanes:
                self.lanes[s][x] = (v << s if s >= 0 else v >> -s) & 0xFF
        self.have[g] = 1


def _int(b):
    return b if type(b) is int else int.from_bytes(b, "little")


MASKS = {}  # the rows of a line in a page, every column, by the line's shift there: kept (4, 0.6 KB)


def _mask(s):
    m = MASKS.get(s)
    if m is None:
        b = (0xFFF << s if s >= 0 else 0xFFF >> -s) & 0xFF
        m = MASKS[s] = int.from_bytes(bytes((b,)) * (CELLS * CELL), "little")
    return m
