# Stand-in for CircuitPython's digitalio (C on the board).


class Direction:
    OUTPUT = 1
    INPUT = 0


class DigitalInOut:
    def __init__(self, pin):
        self.value = False
        self.direction = 0

    def switch_to_output(self, value=False):
        self.value = value

    def deinit(self):
        pass
