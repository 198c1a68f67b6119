# What every board facade shares: the 12 keys and the encoder with its push switch as input
# events, and a millisecond clock that never wraps (supervisor.ticks_ms() wraps at 2**29).

import supervisor

_TICKS_MASK = (1 << 29) - 1


class PadInput:
    def start_input(self, keys, button, encoder, sign, nkeys=12):
        # keys, button: keypad.Keys/KeyMatrix; encoder: rotaryio.IncrementalEncoder
        import keypad

        self.keys = keys
        self.button = button
        self.encoder = encoder
        self.position = encoder.position
        self.sign = sign
        self.nkeys = nkeys
        self.event = keypad.Event()
        self.ms = 0
        self.ticks = supervisor.ticks_ms()

    def events(self):
        # [(kind, value)]: ("turn", +n clockwise), ("key", 0..11) pressed, ("push", 1). What came
        # while the board was busy is all kept: the encoder's clicks first (its count has no
        # times: turned to a choice, then pressed, is the quick way; a press then a turn within
        # one busy spell leaves the cursor where the press puts it), then the keys and the push
        # in the order they were pressed (keypad's timestamps)
        pos = self.encoder.position
        if pos == self.position and not len(self.keys.events) and not len(self.button.events):
            return ()  # nothing came: nothing made (polled every 2 ms, garbage would pile up)
        out = []
        if pos != self.position:
            out.append(("turn", (pos - self.position) * self.sign))
            self.position = pos
        n = len(out)
        at = []
        ev = self.event
        while self.keys.events.get_into(ev):
            if ev.pressed and ev.key_number < self.nkeys:
                out.append(("key", ev.key_number))
                at.append(getattr(ev, "timestamp", 0))
        while self.button.events.get_into(ev):
            if ev.pressed:
                t = getattr(ev, "timestamp", 0)
                k = len(at)
                while k and at[k - 1] != t and (at[k - 1] - t) & _TICKS_MASK < 1 << 28:  # pressed later
                    k -= 1
                at.insert(k, t)
                out.insert(n + k, ("push", 1))
        return out

    def now_ms(self):
        t = supervisor.ticks_ms()
        self.ms += (t - self.ticks) & _TICKS_MASK
        self.ticks = t
        return self.ms


class Pixels:
    # The 12 NeoPixels, written with CircuitPython's neopixel_write (C): GRB bytes at level/256 of
    # full brightness. No neopixel library: its code would take ~3.7 KB of the board's RAM.

    def __init__(self, pin, n, level):
        import digitalio

        self.pin = digitalio.DigitalInOut(pin)
        self.pin.direction = digitalio.Direction.OUTPUT
        self.buf = bytearray(3 * n)
        self.level = level
        from neopixel_write import neopixel_write

        self.write = neopixel_write  # (imported once: an import at each show looked its name up)

    def __setitem__(self, i, rgb):
        b = self.buf
        lv = self.level
        b[3 * i] = rgb[1] * lv >> 8
        b[3 * i + 1] = rgb[0] * lv >> 8
        b[3 * i + 2] = rgb[2] * lv >> 8

    def show(self):
        self.write(self.pin, self.buf)
