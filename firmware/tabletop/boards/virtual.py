# A board without hardware (tests, benchmarks): the same interface as the MacroPad.
#
#     display (None: nothing drawn; the app's screen model is all), pixels, tone(freq, ms),
#     storage (flash places in RAM), events(), now_ms()


class RamPlace:
    # A flash place in RAM that counts its erase cycles (one per write, like nvm); journal: it
    # holds the saves' journal when first in a store, as nvm on the board (tabletop.core.journal)

    def __init__(self, size=4096, journal=False):
        self.size = size
        self.journal = journal
        self.data = b""
        self.erases = 0

    def read(self, most=None):
        return self.data[:most] if most else self.data

    def write(self, data):
        if len(data) > self.size:
            raise OSError(28)
        self.erases += 1
        self.data = bytes(data)

    def bytes_at(self, a, b):
        d = self.data[a:b]
        return d + b"\xff" * (b - a - len(d))  # past what was written: erased

    def append(self, at, data):
        d = self.bytes_at(0, max(len(self.data), at + len(data)))
        self.data = d[:at] + bytes(data) + d[at + len(data) :]

    def overwrite(self, at, data):  # nvm: bytes written anywhere, the others kept (an erase)
        self.erases += 1
        self.append(at, data)


class Pixels:
    # The NeoPixel subset the app uses; `shown` is what the LEDs show after show().

    def __init__(self, n=12):
        self.buf = [(0, 0, 0)] * n
        self.shown = list(self.buf)
        self.shows = 0

    def __setitem__(self, i, rgb):
        self.buf[i] = rgb

    def show(self):
        self.shown = list(self.buf)
        self.shows += 1


class VirtualBoard:
    def __init__(self, storage=None, places=3, display=None):
        self.storage = storage if storage is not None else [RamPlace() for _ in range(places)]
        self.display = display
        self.pixels = Pixels()
        self.tones = []
        self.queue = []  # scripted input: (kind, value)
        self.t = 0

    def tone(self, freq, ms):
        self.tones.append((freq, ms))

    def events(self):
        ev = self.queue
        self.queue = []
        return ev

    def now_ms(self):
        return self.t
