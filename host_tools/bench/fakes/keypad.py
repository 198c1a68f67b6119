# Stand-in for CircuitPython's keypad (C on the board): no key is ever pressed (the benchmark
# calls App.handle itself).


class Event:
    def __init__(self, key_number=0, pressed=True):
        self.key_number = key_number
        self.pressed = pressed


class _Queue:
    def __len__(self):
        return 0

    def get_into(self, ev):
        return False


class Keys:
    def __init__(self, pins, value_when_pressed=False, pull=True, interval=0.02):
        self.events = _Queue()


class KeyMatrix(Keys):
    pass
