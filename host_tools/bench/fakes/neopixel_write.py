# Stand-in for CircuitPython's neopixel_write (C on the board).


def neopixel_write(pin, buf):
    pass
