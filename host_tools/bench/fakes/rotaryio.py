# Stand-in for CircuitPython's rotaryio (C on the board).


class IncrementalEncoder:
    def __init__(self, a, b):
        self.position = 0
