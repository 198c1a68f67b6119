# Board facade of the Adafruit MacroPad RP2040 (CircuitPython 9/10).
#
# Uses keypad, rotaryio, neopixel_write, pwmio and board.DISPLAY directly (not the RAM-heavy
# adafruit_macropad helper, nor the neopixel library). Every pin name is in PINS: a board with the same parts on other
# pins (the do-it-yourself Pico board) is a different table.
#
#     display      board.DISPLAY (128x64 SH1106)
#     pixels       12 NeoPixels, one under each key
#     events()     [(kind, value)]: ("key", 0..11) pressed, ("turn", +n clockwise), ("push", 1)
#     now_ms()     milliseconds, never wrapping
#     tone(f, ms)  a short beep on the speaker
#     storage      the save places (tabletop.core.store): nvm, plus slot files if writable

import board
import keypad
import microcontroller
import rotaryio

from tabletop.boards.common import PadInput, Pixels
from tabletop.boards.files import SAVE_DIR, SAVE_FILES, SLOT_SIZE, FilePlace, NvmPlace, snap_places  # noqa: F401 (the tests set them)

PINS = {
    "keys": ("KEY1", "KEY2", "KEY3", "KEY4", "KEY5", "KEY6", "KEY7", "KEY8", "KEY9", "KEY10",
             "KEY11", "KEY12"),
    "encoder": ("ROTA", "ROTB"),
    "encoder_sign": -1,  # the MacroPad's encoder counts down clockwise
    "button": "BUTTON",  # the encoder's push switch
    "pixels": "NEOPIXEL",
    "speaker": "SPEAKER",
    "speaker_enable": "SPEAKER_ENABLE",
    "display": "DISPLAY",
}

# the keys scanned every 10 ms (keypad's default 20: a press waited 10 ms on average before the
# app saw it); a key's bounce is over within a scan or two, keypad reports a change once
SCAN_S = 0.01
BRIGHTNESS = 64  # of 256: the keys' LEDs at a quarter of full brightness


def places():
    out = [NvmPlace(microcontroller.nvm)] if microcontroller.nvm is not None else []
    import storage

    if not storage.getmount("/").readonly:  # boot.py remounted CIRCUITPY for the board
        for i in range(SAVE_FILES):
            out.append(FilePlace("%s/%d/slot.bin" % (SAVE_DIR, i), SLOT_SIZE))
    return out


class MacroPad(PadInput):
    def __init__(self, pins=None):
        p = pins if pins is not None else PINS
        self.pins = p
        keys = []
        for n in p["keys"]:
            keys.append(getattr(board, n))
        self.start_input(
            keypad.Keys(keys, value_when_pressed=False, pull=True, interval=SCAN_S),
            keypad.Keys([getattr(board, p["button"])], value_when_pressed=False, pull=True, interval=SCAN_S),
            rotaryio.IncrementalEncoder(getattr(board, p["encoder"][0]), getattr(board, p["encoder"][1])),
            p["encoder_sign"], len(p["keys"]))
        self.pixels = Pixels(getattr(board, p["pixels"]), len(p["keys"]), BRIGHTNESS)
        self.display = getattr(board, p["display"])
        self.renderer = renderer  # how the app draws on it (tabletop.ui.modes.renderer)
        self.storage = places()
        self.snaps = snap_places(self.storage)
        self.speaker_enable = None

    def tone(self, freq, ms):
        import digitalio
        import pwmio
        import time

        if self.speaker_enable is None:
            self.speaker_enable = digitalio.DigitalInOut(getattr(board, self.pins["speaker_enable"]))
            self.speaker_enable.switch_to_output(value=False)
        self.speaker_enable.value = True
        pwm = pwmio.PWMOut(getattr(board, self.pins["speaker"]), frequency=freq,
                           duty_cycle=0x8000)
        time.sleep(ms / 1000)
        pwm.deinit()
        self.speaker_enable.value = False


# the free heap a game must leave on the board, once started or resumed, for its OLED to be written
# page by page: the page writer's whole-line ints are a few KB of garbage a screen, collected with
# the press's own; a heap fuller than this draws through displayio (about 6 us a pixel) and keeps
# the rest for the game. The longest Terra Mystica game leaves about 45 KB (its press 20-30 ms
# faster page by page: BENCHMARKS.md), Babel, Assyria and After the Flood 65-80 KB
PAGES_FREE_KB = 30


def renderer(d, game, now):
    # the display's objects for the game (its name; None: power-up, the start menu), now: those
    # made before (None: none). displayio (tabletop.ui.screens) at power-up, so that a saved game
    # is replayed with the heap laid out as ever; once a game has started, where its heap leaves
    # room, the OLED written page by page on its bus (pages, tabletop.boards.sh1106)
    import gc

    if game is not None:
        gc.collect()  # (a resume's garbage is not the game's)
    if game is not None and gc.mem_free() >= PAGES_FREE_KB * 1024 and hasattr(d, "bus"):
        if not hasattr(now, "bus"):
            now = None  # displayio's objects go before these are made (RAM)
            return pages(d)
    elif now is None or game is not None and hasattr(now, "bus"):
        now = None
        from tabletop.ui.screens import Renderer

        d.auto_refresh = True  # (off after the pages): Renderer turns it off and refreshes itself
        return Renderer(d)
    return now


def pages(d):
    # the display d's OLED written page by page, displayio's own refresh and group off; displayio
    # where the board's font is not the one this needs (printable ASCII in order, 6x12 a glyph)
    import terminalio

    from tabletop.ui.screens import ROW_H

    g = terminalio.FONT.get_glyph(126)
    if g.tile_index != 94 or (g.dx, g.width, g.shift_x, g.height) != (0, 6, 6, ROW_H):
        from tabletop.ui.screens import Renderer

        d.auto_refresh = True  # Renderer turns it off and refreshes itself
        return Renderer(d)
    d.auto_refresh = False
    d.root_group = None  # displayio's objects go
    from tabletop.boards.sh1106 import Pages

    return Pages(d.bus, g.bitmap)
