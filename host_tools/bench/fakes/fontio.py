# Stand-in for CircuitPython's fontio (C on the board): the built-in 6x12 font (terminalio.FONT).
import displayio


class Glyph:
    def __init__(self, bitmap, tile_index, width, height, dx, dy, shift_x, shift_y):
        self.bitmap = bitmap
        self.tile_index = tile_index
        self.width = width
        self.height = height
        self.dx = dx
        self.dy = dy
        self.shift_x = shift_x
        self.shift_y = shift_y


class BuiltinFont:
    def __init__(self):
        # the board's is in flash: printable ASCII's 95 glyphs of 6x12 side by side (tile_index =
        # code - 32, as CircuitPython 10's terminalio.FONT on the emulated MacroPad firmware)
        self.bitmap = displayio.Bitmap(570, 12, 2)

    def get_bounding_box(self):
        return (6, 12)

    def get_glyph(self, code):
        # a new glyph object per call, as CircuitPython makes one
        if code < 32 or code > 126:
            return None
        return Glyph(self.bitmap, code - 32, 6, 12, 0, 0, 6, 0)
