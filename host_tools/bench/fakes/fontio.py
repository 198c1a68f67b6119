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
        self.bitmap = displayio.Bitmap(6, 12, 2)  # the board's is in flash: one glyph's here

    def get_bounding_box(self):
        return (6, 12)

    def get_glyph(self, code):
        # a new glyph object per call, as CircuitPython makes one
        return Glyph(self.bitmap, 0, 6, 12, 0, 0, 6, 0)
