"""A script played on the emulated MacroPad, step by step, as fingers would on its pins.

A key: its GPIO low for a finger's press, then high. An encoder click: the quadrature sequence on A/B.
The push: the switch's GPIO low, then high. After each step the board runs until it is idle again (no
screen, LED or flash activity and no stretch of work for IDLE_QUIET_MS); the step's time is from its
first edge to the board's last activity. `wait N` lets N ms of board time pass (the board sleeps
between its polls: cheap in wall time); `restart` cuts the power and powers on again.

Beside the board a simulator plays the same steps (host_tools.sim.simulator.play_step): it names the
keys for `key Undo` and gives the keys' legends for the pictures, which a real pad has printed on its
caps. Everything else in the pictures and the record comes from the board: the OLED's page memory,
the NeoPixels' bytes, and the saves read back from its flash.
"""

import os
import re
import shutil
import tempfile

from host_tools.board import drive, emulator
from host_tools.sim import script as sim_script

FINGER_MS = 60  # a key held down
CLICK_EDGE_MS = 2  # between the encoder's edges within one detent
CLICK_GAP_MS = 20  # between two detents of one turn
IDLE_QUIET_MS = 100  # nothing happening for this long: the board is idle
BOOT_MOST_MS = 120000
LED_LEVEL = 64  # tabletop/boards/macropad.py BRIGHTNESS (tests/host/test_board.py keeps them equal)
BOOT_LINE = re.compile(r"tabletop: heap free (\d+) at start(?:, (\d+) after the game's modules, (\d+) after "
                       r"the replay of (\d+) entries)?, (\d+) now")
# clockwise (the app's +1): the MacroPad's encoder counts down clockwise (PINS encoder_sign -1); A, B levels
CLOCKWISE = ((1, 0), (0, 0), (0, 1), (1, 1))


class BoardRun:
    def __init__(self, firmware=emulator.FIRMWARE, bootrom=emulator.BOOTROM, game=None, say=None):
        self.work = tempfile.mkdtemp(prefix="companion-board-")
        try:
            fw = emulator.firmware_image(firmware, self.work)
            regions = drive.make(self.work, game)
            self.emu = emulator.Emulator(fw, regions, bootrom, say)
        except BaseException:
            shutil.rmtree(self.work, ignore_errors=True)
            raise
        self.steps = []
        self.boots = []  # per power-on: (resume ms, boot line figures or None)
        self.knob = 0
        self.pressed = None
        self.pushed = False
        self.cuts = 0
        self.shadow = None
        self.last = None  # the board's state after the last step

    # --- power -------------------------------------------------------------------------------
    def power_on(self):
        """Power on and run until the app's screen is up and the board idle: its resume time."""
        self.emu.power()
        start = self.emu.state()["t"]
        st = self.emu.wait_console("tabletop: heap free", BOOT_MOST_MS)
        if st["why"] != "stop":
            raise emulator.EmulatorError("the board did not boot in %d s of board time: %s"
                                         % (BOOT_MOST_MS // 1000, self.error() or "no boot line on its console"))
        st = self._idle(st["t"])
        self.boots.append((st["screen_at"] - start, self.boot_line()))
        self.last = st
        self._follow_board()
        return st

    def _idle(self, since):
        st = self.emu.idle(IDLE_QUIET_MS, since)
        if st["why"] == "cut":
            self._after_cut()
            return self.last
        return st

    def arm_cut(self, at_ms):
        """Cut the power when the board's clock reaches at_ms (during whatever step runs then); the
        board then powers on again from its flash as it was left and the script goes on."""
        self.emu.call("arm", at=at_ms)

    def _after_cut(self):
        self.cuts += 1
        self.power_on()

    def _follow_board(self):
        """The simulator beside the board starts again from what the board's flash holds (at power-on,
        after a cut: the board resumes its last save, whatever the simulator had)."""
        from host_tools.sim import board as sim_board
        from host_tools.sim.simulator import Simulator
        from tabletop.core import copies, save

        if self.shadow is not None:
            self.shadow.close()
        sim = Simulator(clock=sim_board.VirtualClock(1000), demos=(), display=False)
        got = drive.read_back(self.emu, self.work)
        if got is not None:
            rec, settings = got
            sim.board.storage[0].data = copies.pack(1, settings, save.dumps(rec) if rec is not None else b"")
            sim.restart()
        self.shadow = sim

    # --- steps -------------------------------------------------------------------------------
    def play(self, step):
        """One script step on the board (and the simulator beside it); returns its ms (board time)."""
        kind, value = step
        if kind == "key" and not isinstance(value, int):
            value = self.shadow.key_named(value)
            step = ("key", value)
        if kind == "wait":
            st = self.emu.run(value)
            if st["why"] == "cut":
                self._after_cut()
            else:
                self.last = st
            from host_tools.sim.simulator import play_step

            play_step(self.shadow, step)
            self.steps.append((step, 0.0))
            return 0.0
        if kind == "restart":
            self.emu.cut(self.emu.state()["t"])
            self.power_on()
            self.steps.append((step, self.boots[-1][0]))
            self.pressed, self.pushed = None, False
            return self.boots[-1][0]
        t0 = self._input(kind, value)
        st = self._idle(t0)
        ms = max(0.0, st["last"] - t0)
        self.last = st
        from host_tools.sim.simulator import play_step

        play_step(self.shadow, step)
        self.steps.append((step, ms))
        if kind == "key":
            self.pressed, self.pushed = value, False
        elif kind == "turn":
            self.knob += value
            self.pressed, self.pushed = None, False
        else:
            self.pressed, self.pushed = None, True
        return ms

    def _input(self, kind, value):
        e = self.emu
        if kind == "key" or kind == "push":
            gpio = emulator.KEY_GPIO[value] if kind == "key" else emulator.BUTTON_GPIO
            t0 = e.pin(gpio, 0)
            e.run(FINGER_MS)
            e.pin(gpio, 1)
            return t0
        seq = CLOCKWISE if value > 0 else tuple(reversed(CLOCKWISE[:3])) + (CLOCKWISE[3],)
        t0 = None
        for n in range(abs(value)):
            if n:
                e.run(CLICK_GAP_MS)
            for a, b in seq:
                t = e.pin(emulator.ENC_A, a)
                e.pin(emulator.ENC_B, b)
                t0 = t if t0 is None else t0
                e.run(CLICK_EDGE_MS)
        return t0

    # --- what the board shows ------------------------------------------------------------------
    def frame(self):
        """The picture's parts, as host_tools.sim.window.Painter draws them."""
        from PIL import Image

        st = self.last
        bits = emulator.screen_bits(st)
        img = Image.new("L", (128, 64))
        img.putdata([255 if bits[y][x] else 0 for y in range(64) for x in range(128)])
        return {"oled": img, "leds": emulator.led_colours(st, LED_LEVEL), "legends": self.shadow.legends(),
                "knob": self.knob, "pressed": self.pressed, "pushed": self.pushed, "status": self.status()}

    def status(self):
        parts = []
        tones = self.last.get("tones") or []
        if tones and self.last["t"] - tones[-1][0] < 1500:
            parts.append("tone %d Hz" % tones[-1][1])
        parts.append("save: the emulated board's flash")
        return "   ".join(parts)

    def boot_line(self):
        m = None
        for m in BOOT_LINE.finditer(self.emu.console):
            pass
        if m is None:
            return None
        return [int(g) if g is not None else None for g in m.groups()]

    def error(self):
        """The console's error line (a traceback's last line, or a safe-mode message), or None."""
        lines = [ln.strip() for ln in self.emu.console.replace("\r", "").split("\n") if ln.strip()]
        for i, ln in enumerate(lines):
            if ln.startswith("Traceback"):
                for after in lines[i + 1:]:
                    if not after.startswith(("File ", "Traceback")):
                        return after
        for ln in lines:
            if "safe mode" in ln.lower() or "MemoryError" in ln:
                return ln
        return None

    def record(self):
        """The game as the board's flash holds it now (None: no game saved)."""
        got = drive.read_back(self.emu, self.work)
        return got[0] if got else None

    def close(self):
        if self.shadow is not None:
            self.shadow.close()
        self.emu.close()
        shutil.rmtree(self.work, ignore_errors=True)


def _median(xs):
    xs = sorted(xs)
    if not xs:
        return None
    n = len(xs)
    return xs[n // 2] if n % 2 else (xs[n // 2 - 1] + xs[n // 2]) / 2


def figures(run):
    """The run's figures for --json (board time, ms; heap, bytes)."""
    press, click, undo = [], [], []
    for (kind, value), ms in run.steps:
        if kind == "turn" and abs(value) == 1:
            click.append(ms)
        elif kind == "key" and value in (9, 11):  # undo, redo
            undo.append(ms)
        elif kind in ("key", "push"):
            press.append(ms)
    boot = run.boots[0][1] if run.boots else None
    frees = [v for b in run.boots if b[1] for v in (b[1][0], b[1][1], b[1][2], b[1][4]) if v is not None]
    return {
        "resume_ms": round(run.boots[0][0], 1) if run.boots else None,
        "steps": [{"step": sim_script.step_text(s), "ms": round(ms, 1)} for s, ms in run.steps],
        "press_ms_median": _r(_median(press)),
        "click_ms_median": _r(_median(click)),
        "undo_ms_median": _r(_median(undo)),
        "free_after_boot": boot[4] if boot else None,
        "free_min": min(frees) if frees else None,
        "cuts": run.cuts,
        "error": run.error(),
    }


def _r(x):
    return None if x is None else round(x, 1)
