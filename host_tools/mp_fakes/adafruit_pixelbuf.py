# Stand-in for adafruit_pixelbuf, which CircuitPython has in C on the RP2040 (the library circup
# installs beside neopixel is not imported there): the pixel bytes, twice (as set, and scaled by
# the brightness) as the C one keeps them.


class PixelBuf:
    def __init__(self, n, byteorder="GRB", brightness=1.0, auto_write=False, header=b"", trailer=b""):
        self._len = n
        self._bpp = len(byteorder)
        self._buf = bytearray(n * self._bpp)
        self._scaled = bytearray(n * self._bpp)
        self._brightness = brightness
        self._auto_write = auto_write

    def __len__(self):
        return self._len

    def __setitem__(self, i, c):
        pass

    def fill(self, c):
        pass

    def show(self):
        self._transmit(self._scaled)
