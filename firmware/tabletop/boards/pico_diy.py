# Board facade of the do-it-yourself companion: Raspberry Pi Pico (RP2040) + 12 push buttons
# + 12 NeoPixels + 128x64 SH1106/SSD1306 OLED + rotary encoder with switch + piezo.
#
# The same facade as tabletop.boards.macropad, so the same app runs on both:
#
#     display      the OLED (busdisplay.BusDisplay on I2C or SPI, auto refresh)
#     pixels       12 NeoPixels, chained in key order (0 top-left, row by row)
#     events()     [(kind, value)]: ("key", 0..11) pressed, ("turn", +n clockwise), ("push", 1)
#     now_ms()     milliseconds, never wrapping
#     tone(f, ms)  a short beep on the piezo (pwmio)
#     storage      the save places (nvm, plus slot files if boot.py made CIRCUITPY writable)
#
# Every pin is in PINS (CircuitPython names of board raspberry_pi_pico); hardware/diy-pico.md
# has the same table as a wiring guide. The wiring variant is chosen in CONFIG, or without
# editing code in CIRCUITPY/settings.toml, e.g.:
#
#     TABLETOP_KEYS = "matrix"        # "direct" (12 pins) or "matrix" (4 rows x 3 columns)
#     TABLETOP_OLED = "ssd1306"       # "sh1106" (most 1.3" modules) or "ssd1306" (0.96")
#     TABLETOP_OLED_BUS = "spi"       # "i2c" (4-pin modules) or "spi" (7-pin modules)
#     TABLETOP_OLED_ADDRESS = 61      # I2C address (0x3C = 60, 0x3D = 61)
#     TABLETOP_ROTATION = 180         # screen mounted upside down
#     TABLETOP_ENCODER_SIGN = -1      # the encoder scrolls the wrong way
#
# The OLED init sequences are those of Adafruit's displayio SH1106/SSD1306 drivers (MIT), built
# in here so no extra library is needed.

import board
import keypad
import rotaryio

from tabletop.boards.common import PadInput, Pixels

PINS = {
    # direct wiring: one button per pin, its other leg to GND (internal pull-ups)
    "keys": ("GP0", "GP1", "GP2", "GP3", "GP4", "GP5", "GP6", "GP7", "GP8", "GP9", "GP10",
             "GP11"),
    # matrix wiring: key = row * 3 + column; a 1N4148 per button, anode at the column side
    "rows": ("GP0", "GP1", "GP2", "GP3"),
    "cols": ("GP4", "GP5", "GP6"),
    "encoder": ("GP12", "GP13"),  # A, B: consecutive GPIOs (rotaryio uses the RP2040's PIO)
    "button": "GP14",  # the encoder's push switch, other leg to GND
    "piezo": "GP15",  # passive piezo to GND (PWM)
    "pixels": "GP28",  # NeoPixel DIN (through 330 ohm), chain in key order
    "i2c": ("GP20", "GP21"),  # OLED SDA, SCL (I2C0)
    "spi": ("GP18", "GP19", "GP17", "GP16", "GP22"),  # OLED SCK, MOSI (SPI0), CS, DC, RES
}

CONFIG = {"keys": "direct", "oled": "sh1106", "oled_bus": "i2c", "oled_address": 0x3C,
          "rotation": 0, "encoder_sign": 1, "brightness": 0.2}

NKEYS = 12

# (command, data length, data...) for busdisplay; from adafruit_displayio_sh1106 2.0.4
SH1106_INIT = (b"\xae\x00\xd5\x01\x80\xa8\x01\x3f\xd3\x01\x00\x40\x00\xad\x01\x8b\xa1\x00"
               b"\xc8\x00\xda\x01\x12\x81\x01\xff\xd9\x01\x1f\xdb\x01\x40\x20\x01\x20\x33\x00"
               b"\xa6\x00\xa4\x00\xaf\x00")
# from adafruit_displayio_ssd1306 3.0.6 (128x64: mux 0x3f, com pins 0x12)
SSD1306_INIT = (b"\xae\x00\x20\x01\x00\x81\x01\xcf\xa1\x00\xa6\x00\xc8\x00\xa8\x01\x3f\xd5\x01"
                b"\x80\xd9\x01\xf1\xda\x01\x12\xdb\x01\x40\x8d\x01\x14\xaf\x00")


def settings(config=None):
    # CONFIG with the TABLETOP_* values of settings.toml (os.getenv) laid over it.
    cfg = dict(config or CONFIG)
    try:
        from os import getenv
    except ImportError:
        return cfg
    for k in cfg:
        v = getenv("TABLETOP_" + k.upper())
        if v is not None:
            cfg[k] = v
    return cfg


def pin(name):
    return getattr(board, name)


def make_keys(pins, cfg):
    if cfg["keys"] == "matrix":
        return keypad.KeyMatrix([pin(n) for n in pins["rows"]], [pin(n) for n in pins["cols"]],
                                columns_to_anodes=True)
    return keypad.Keys([pin(n) for n in pins["keys"]], value_when_pressed=False, pull=True)


def make_display(pins, cfg):
    import busio
    import displayio

    displayio.release_displays()
    if cfg["oled_bus"] == "spi":
        import fourwire

        sck, mosi, cs, dc, rst = [pin(n) for n in pins["spi"]]
        spi = busio.SPI(sck, MOSI=mosi)
        return oled(fourwire.FourWire(spi, command=dc, chip_select=cs, reset=rst,
                                      baudrate=1000000), cfg)
    import i2cdisplaybus

    sda, scl = pins["i2c"]
    i2c = busio.I2C(pin(scl), pin(sda), frequency=400000)
    return oled(i2cdisplaybus.I2CDisplayBus(i2c, device_address=int(cfg["oled_address"])), cfg)


def oled(bus, cfg):
    import busdisplay

    if cfg["oled"] == "ssd1306":
        init = SSD1306_INIT
        kw = {"set_column_command": 0x21, "set_row_command": 0x22}  # type: dict
    else:  # SH1106: 132-column RAM, the 128 visible columns start at 2; page addressing
        init = SH1106_INIT
        kw = {"colstart": 2, "SH1107_addressing": True}
    return busdisplay.BusDisplay(
        bus, init, width=128, height=64, rotation=int(cfg["rotation"]), color_depth=1,
        grayscale=True, pixels_in_byte_share_row=False, data_as_commands=True,
        brightness_command=0x81, single_byte_bounds=True, **kw)


class PicoDIY(PadInput):
    def __init__(self, pins=None, config=None, storage=None):
        p = pins or PINS
        cfg = settings(config)
        self.pins = p
        self.start_input(
            make_keys(p, cfg),
            keypad.Keys([pin(p["button"])], value_when_pressed=False, pull=True),
            rotaryio.IncrementalEncoder(pin(p["encoder"][0]), pin(p["encoder"][1])),
            int(cfg["encoder_sign"]), NKEYS)
        self.pixels = Pixels(pin(p["pixels"]), NKEYS, min(256, int(float(cfg["brightness"]) * 256)))
        self.display = make_display(p, cfg)
        if storage is None:
            from tabletop.boards.macropad import places, snap_places  # nvm + slot files: the same on both

            storage = places()
            self.snaps = snap_places(storage)  # none: App replays the record at power-up
        self.storage = storage

    def tone(self, freq, ms):
        import pwmio
        import time

        pwm = pwmio.PWMOut(pin(self.pins["piezo"]), frequency=freq, duty_cycle=0x8000)
        time.sleep(ms / 1000)
        pwm.deinit()
