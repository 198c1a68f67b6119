"""A board without hardware (tests, simulator, benchmarks): the same interface as the MacroPad.

    draw(screen), light(leds), tone(freq, ms), storage (flash places), events(), now_ms()
"""


class RamPlace:
    """A flash place in RAM that counts its erase cycles (one per write, like nvm)."""

    def __init__(self, size=4096):
        self.size = size
        self.data = b""
        self.erases = 0

    def read(self):
        return self.data

    def write(self, data):
        if len(data) > self.size:
            raise OSError(28)
        self.erases += 1
        self.data = bytes(data)


class VirtualBoard:
    def __init__(self, storage=None, places=3):
        self.storage = storage if storage is not None else [RamPlace() for _ in range(places)]
        self.screen = None
        self.leds = None
        self.tones = []
        self.draws = 0
        self.queue = []  # scripted input: (kind, value)
        self.t = 0

    def draw(self, screen):
        self.screen = screen
        self.draws += 1

    def light(self, leds):
        self.leds = leds

    def tone(self, freq, ms):
        self.tones.append((freq, ms))

    def events(self):
        ev = self.queue
        self.queue = []
        return ev

    def now_ms(self):
        return self.t
