# Stand-in for CircuitPython's bitmaptools (C on the board): draws nothing.


def blit(*a, **k):
    pass


def replace_color(*a, **k):
    pass


def fill_region(*a, **k):
    pass
