# keypad's event queue and event, faked for the board facades' tests (test_ui_macropad.py,
# test_hardware_pins.py): queue.items = [(key_number, pressed), ...].


class FakeQueue:
    def __init__(self):
        self.items = []

    def __len__(self):
        return len(self.items)

    def get_into(self, ev):
        if not self.items:
            return False
        item = self.items.pop(0)  # (key_number, pressed) or (key_number, pressed, timestamp ms)
        ev.key_number, ev.pressed = item[:2]
        if len(item) > 2:
            ev.timestamp = item[2]
        return True


class FakeEvent:
    key_number = 0
    pressed = False
