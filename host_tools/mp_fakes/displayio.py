# Stand-in for CircuitPython's displayio in the MicroPython benchmark (host_tools/bench_device.py):
# the screen objects exist and take attributes, nothing is drawn.


class Group:
    def __init__(self):
        self.items = []

    def append(self, x):
        self.items.append(x)


class Bitmap:
    def __init__(self, w, h, n):
        self.width = w
        self.height = h


class Palette:
    def __init__(self, n):
        self.colors = [0] * n

    def __setitem__(self, i, c):
        self.colors[i] = c


class TileGrid:
    def __init__(self, bitmap, pixel_shader=None, x=0, y=0):
        self.x = x
        self.y = y
        self.hidden = False
