# Stand-in for CircuitPython's displayio (C on the board) in the device benchmark
# (host_tools/bench/device.py): nothing is drawn, but the objects allocate in the heap what
# CircuitPython's allocate there: a bitmap's pixels (rows of 32-bit words, 1-8 bits a pixel), a
# palette's colours (12 bytes each), a group's list of children, a tile grid's tile indices.


class Group:
    def __init__(self, scale=1, x=0, y=0):
        self.items = []
        self._group_scale = scale  # a property of the labels built on it
        self.x = x
        self.y = y
        self.hidden = False

    @property
    def scale(self):  # a property, as the C one: labels built on a group override it
        return self._group_scale

    @scale.setter
    def scale(self, v):
        self._group_scale = v

    def append(self, x):
        self.items.append(x)

    def insert(self, i, x):
        self.items.insert(i, x)

    def remove(self, x):
        self.items.remove(x)

    def pop(self, i=-1):
        return self.items.pop(i)

    def index(self, x):
        return self.items.index(x)

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        return self.items[i]


class Bitmap:
    def __init__(self, w, h, n):
        self.width = w
        self.height = h
        bits = 1
        while (1 << bits) < n:
            bits *= 2
        self.data = bytearray(4 * ((w * bits + 31) // 32) * h)

    def fill(self, v):
        pass

    def __setitem__(self, i, v):
        pass

    def __getitem__(self, i):
        return 0

    def blit(self, *a, **k):
        pass


class Palette:
    def __init__(self, n, dither=False):
        self.colors = bytearray(12 * n)
        self.n = n

    def __setitem__(self, i, c):
        pass

    def __getitem__(self, i):
        return 0

    def __len__(self):
        return self.n

    def is_transparent(self, i):
        return False

    def make_transparent(self, i):
        pass

    def make_opaque(self, i):
        pass


class TileGrid:
    def __init__(self, bitmap, pixel_shader=None, width=1, height=1, tile_width=None,
                 tile_height=None, default_tile=0, x=0, y=0):
        self.bitmap = bitmap
        self.pixel_shader = pixel_shader
        self.tiles = bytearray(width * height)
        self.x = x
        self.y = y
        self.hidden = False

    def __setitem__(self, i, tile):
        self.tiles[i] = tile
