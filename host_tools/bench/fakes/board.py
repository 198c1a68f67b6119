# Stand-in for CircuitPython's board module on the MacroPad RP2040 (C on the board): the pin
# names tabletop.boards.macropad's PINS use, and the display.
KEY1 = KEY2 = KEY3 = KEY4 = KEY5 = KEY6 = KEY7 = KEY8 = KEY9 = KEY10 = KEY11 = KEY12 = 0
ROTA = ROTB = BUTTON = SPEAKER = SPEAKER_ENABLE = 0
NEOPIXEL = 19
board_id = "adafruit_macropad_rp2040"


class _Bus:
    # the display's FourWire bus (tabletop.boards.sh1106 writes the OLED's pages on it)
    def send(self, command, data):
        pass


class _Display:
    root_group = None
    width = 128
    height = 64
    auto_refresh = True
    bus = _Bus()

    def refresh(self):
        pass


DISPLAY = _Display()
