# The MacroPad facade against fake CircuitPython modules: key/encoder events, the clock across
# the ticks wrap, the save places (nvm + slot files rewritten in place), the main loop.
import sys
import types

import pytest

from tests.host.keypad_fakes import FakeEvent, FakeQueue


class FakeKeys:
    def __init__(self, pins, value_when_pressed, pull, interval=0.02):
        assert value_when_pressed is False and pull is True and interval <= 0.02
        self.pins = pins
        self.events = FakeQueue()


@pytest.fixture
def fakes(monkeypatch, tmp_path):
    board = types.SimpleNamespace(DISPLAY=None)
    for name in ["KEY%d" % i for i in range(1, 13)] + ["ROTA", "ROTB", "BUTTON", "NEOPIXEL",
                                                       "SPEAKER", "SPEAKER_ENABLE"]:
        setattr(board, name, name)
    enc = types.SimpleNamespace(position=0)
    shown = []  # what neopixel_write sent to the LEDs
    mods = {
        "board": board,
        "keypad": types.SimpleNamespace(Keys=FakeKeys, Event=FakeEvent),
        "rotaryio": types.SimpleNamespace(IncrementalEncoder=lambda a, b: enc),
        "digitalio": types.SimpleNamespace(DigitalInOut=lambda pin: types.SimpleNamespace(pin=pin),
                                           Direction=types.SimpleNamespace(OUTPUT=1)),
        "neopixel_write": types.SimpleNamespace(neopixel_write=lambda pin, buf: shown.append(bytes(buf))),
        "microcontroller": types.SimpleNamespace(nvm=bytearray(b"\xff" * 4096)),
        "supervisor": types.SimpleNamespace(ticks_ms=lambda: ticks[0]),
        "storage": types.SimpleNamespace(getmount=lambda p: types.SimpleNamespace(readonly=False)),
    }
    ticks = [(1 << 29) - 100]
    for k, v in mods.items():
        monkeypatch.setitem(sys.modules, k, v)
    monkeypatch.delitem(sys.modules, "tabletop.boards.macropad", raising=False)
    monkeypatch.delitem(sys.modules, "tabletop.boards.common", raising=False)
    import tabletop.boards.macropad as mp

    monkeypatch.setattr(mp, "SAVE_DIR", str(tmp_path / "saves"))
    return types.SimpleNamespace(mp=mp, enc=enc, ticks=ticks, tmp=tmp_path, mods=mods, shown=shown)


def test_pixels_send_grb_bytes_at_a_quarter_brightness(fakes):
    pad = fakes.mp.MacroPad()
    pad.pixels[0] = (255, 128, 4)
    pad.pixels[11] = (0, 0, 255)
    pad.pixels.show()
    assert len(fakes.shown[-1]) == 36
    assert fakes.shown[-1][:3] == bytes((32, 63, 1)) and fakes.shown[-1][33:] == bytes((0, 0, 63))


def test_events_keys_push_and_encoder_direction(fakes):
    pad = fakes.mp.MacroPad()
    assert pad.events() == ()
    pad.keys.events.items = [(3, True), (3, False), (11, True)]
    pad.button.events.items = [(0, True), (0, False)]
    fakes.enc.position = -2  # the MacroPad's encoder counts down when turned clockwise
    assert pad.events() == [("turn", 2), ("key", 3), ("key", 11), ("push", 1)]  # the turn first (PadInput.events)
    fakes.enc.position = -1
    assert pad.events() == [("turn", -1)]


def test_what_came_while_the_board_was_busy_is_kept_clicks_first_then_presses_in_their_order(fakes):
    pad = fakes.mp.MacroPad()
    pad.keys.events.items = [(3, True, 100), (3, False, 130), (11, True, 160)]
    pad.button.events.items = [(0, True, 140), (0, False, 150), (0, True, 170)]
    fakes.enc.position = -5  # five clicks clockwise
    assert pad.events() == [("turn", 5), ("key", 3), ("push", 1), ("key", 11), ("push", 1)]
    pad.keys.events.items = [(2, True, (1 << 29) - 5)]  # keypad's clock wraps at 2**29
    pad.button.events.items = [(0, True, 3)]
    assert pad.events() == [("key", 2), ("push", 1)]
    pad.keys.events.items = [(2, True, 50)]
    pad.button.events.items = [(0, True, 20)]
    assert pad.events() == [("push", 1), ("key", 2)]


def test_clock_never_wraps(fakes):
    pad = fakes.mp.MacroPad()
    t0 = pad.now_ms()
    fakes.ticks[0] = 50  # supervisor.ticks_ms() wrapped at 2**29
    assert pad.now_ms() - t0 == 150


def test_places_nvm_and_slot_files(fakes, monkeypatch):
    mp = fakes.mp
    monkeypatch.setattr(mp, "SAVE_DIR", str(fakes.tmp / "saves"))
    places = mp.places()
    assert len(places) == 1 + mp.SAVE_FILES and places[0].size == 4096
    f = mp.FilePlace(str(fakes.tmp / "saves" / "0" / "slot.bin"), 1024)
    assert f.read() == b""
    f.write(b"hello")
    f.write(b"hi")  # rewritten in place: the file keeps its size
    assert f.read()[:5] == b"hillo" and len(f.read()) == 1024
    n = mp.NvmPlace(bytearray(b"\xff" * 64))
    n.write(b"abc")
    assert n.read()[:4] == b"abc\xff"
    # a copy is read, not the whole place (RAM): its length is in its header
    from tabletop.core import copies

    c = copies.pack(3, 1, b"game")
    for place in (f, n):
        place.write(c)
        assert place.read() == c and copies.unpack(place.read()) == (3, 1, b"game")
    monkeypatch.setattr(fakes.mods["storage"], "getmount",
                        lambda p: types.SimpleNamespace(readonly=True))
    assert len(mp.places()) == 1  # the computer owns the drive: nvm only


def test_main_loop_runs_the_app_and_survives_errors(fakes, monkeypatch):
    from tabletop.main import run
    from tabletop.ui import app as appmod
    from tests.host.ui_driver import TOY

    monkeypatch.setattr(appmod, "registry_games", lambda: TOY)
    pad = fakes.mp.MacroPad()
    pad.storage = [fakes.mp.NvmPlace(bytearray(b"\xff" * 4096))]
    pad.pixels = None
    script = [[("push", 1)], [("push", 1)], [("push", 1)], [("turn", 1), ("push", 1)], [("push", 1)],
              [("key", 0)], [("key", 7)]]
    seen = []

    class Stop(Exception):
        pass

    def events():
        if not script:
            raise Stop()
        return script.pop(0)

    pad.events = events
    import tabletop.main as mainmod

    monkeypatch.setattr(mainmod, "time", types.SimpleNamespace(sleep=seen.append))
    boom = appmod.App.handle

    def handle(self, kind, value, now):
        if kind == "key" and value == 7:
            raise RuntimeError("a bug")
        return boom(self, kind, value, now)

    monkeypatch.setattr(appmod.App, "handle", handle)
    shown = []
    err = appmod.App.error
    monkeypatch.setattr(appmod.App, "error", lambda self, e: (shown.append(str(e)), err(self, e)))
    with pytest.raises(Stop):
        run(pad)
    assert len(seen) == 7  # one sleep per loop: the error did not stop it
    assert shown == ["a bug"]
    from tabletop.core.store import Store

    found = Store(pad.storage).load()
    assert b"game toy" in found[0][2]  # the game was started (3 pushes, 2 players) and saved


def test_tone_drives_the_speaker_and_switches_it_off(fakes, monkeypatch):
    log = []

    class PWM:
        def __init__(self, pin, frequency, duty_cycle):
            log.append(("pwm", pin, frequency, duty_cycle))

        def deinit(self):
            log.append(("off",))

    class Pin:
        def __init__(self, pin):
            self.pin = pin
            self._v = None

        def switch_to_output(self, value):
            self._v = value

        @property
        def value(self):
            return self._v

        @value.setter
        def value(self, v):
            log.append(("enable", v))
            self._v = v

    monkeypatch.setitem(sys.modules, "pwmio", types.SimpleNamespace(PWMOut=PWM))
    monkeypatch.setitem(sys.modules, "digitalio", types.SimpleNamespace(DigitalInOut=Pin, Direction=types.SimpleNamespace(OUTPUT=1)))
    import time

    monkeypatch.setattr(time, "sleep", lambda s: log.append(("sleep", s)))
    pad = fakes.mp.MacroPad()
    pad.tone(660, 60)
    assert log == [("enable", True), ("pwm", "SPEAKER", 660, 0x8000), ("sleep", 0.06), ("off",),
                   ("enable", False)]


def run_boot(monkeypatch, board, held, keys=None):
    # boot.py on fake pins. Matrix (keys="matrix"): K1 joins row GP0 and column GP4 through its
    # diode; the column reads low only while K1 is held and the row is driven low
    import os

    calls = []
    driven = {}

    class Pin:
        def __init__(self, pin):
            calls.append(("pin", pin))
            self.pin = pin

        @property
        def value(self):
            if keys == "matrix":
                return not (held and self.pin == "GP4" and driven.get("GP0") is False)
            return not held  # active low

        def switch_to_input(self, pull):
            pass

        def switch_to_output(self, value):
            driven[self.pin] = value

        def deinit(self):
            pass

    monkeypatch.setenv("TABLETOP_KEYS", keys or "direct")
    monkeypatch.setitem(sys.modules, "board", board)
    monkeypatch.setitem(sys.modules, "digitalio", types.SimpleNamespace(
        DigitalInOut=Pin, Pull=types.SimpleNamespace(UP=1)))
    monkeypatch.setitem(sys.modules, "storage", types.SimpleNamespace(
        remount=lambda path, readonly: calls.append(("remount", path, readonly))))
    path = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(__file__))), "firmware", "boot.py")
    with open(path) as f:
        exec(compile(f.read(), path, "exec"), {})
    return calls


def test_boot_gives_the_drive_to_the_board_unless_the_key_is_held(monkeypatch):
    pad = types.SimpleNamespace(KEY1="KEY1")
    assert run_boot(monkeypatch, pad, held=False) == [("pin", "KEY1"), ("remount", "/", False)]
    assert run_boot(monkeypatch, pad, held=True) == [("pin", "KEY1")]
    pico = types.SimpleNamespace(GP0="GP0", GP4="GP4")
    assert run_boot(monkeypatch, pico, held=False) == [("pin", "GP0"), ("remount", "/", False)]
    assert run_boot(monkeypatch, pico, held=True) == [("pin", "GP0")]
    # the matrix wiring: row 0 driven low, column 0 read
    assert run_boot(monkeypatch, pico, held=False, keys="matrix") == [
        ("pin", "GP4"), ("pin", "GP0"), ("remount", "/", False)]
    assert run_boot(monkeypatch, pico, held=True, keys="matrix") == [("pin", "GP4"), ("pin", "GP0")]
    # a board with neither pin: the drive stays with the computer
    assert run_boot(monkeypatch, types.SimpleNamespace(), held=False) == []
