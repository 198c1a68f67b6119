"""A script played on the emulated MacroPad, step by step, as fingers would on its pins.

A key: its GPIO low for a finger's press, then high. An encoder click: the quadrature sequence on A/B.
The push: the switch's GPIO low, then high. After each step the board runs until it is idle again (no
screen, LED or flash activity and no stretch of work for IDLE_QUIET_MS); the step's time is from the
input complete on the pins (a key's press edge, a click's last edge) to the board's last activity. `wait N` lets N ms of board time pass (the board sleeps
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
BURST_PRESS_MS = 12  # a key or the push within a burst: seen by a scan (tabletop/boards/macropad.py SCAN_S)
IDLE_QUIET_MS = 100  # nothing happening for this long: the board is idle
BOOT_MOST_MS = 120000
JUMP_MS = 1000  # the timer's jump before a push that starts a new game (see BoardRun.play)
RERUNS = 6  # plays again from power-on at most this often to hit the simulator's seed
BOOT_LINE = re.compile(r"tabletop: heap free (\d+) at start(?:, (\d+) after the game's modules, (\d+) after "
                       r"the replay of (\d+) entries)?, (\d+) now")
# clockwise (the app's +1): the MacroPad's encoder counts down clockwise (PINS encoder_sign -1); A, B levels
CLOCKWISE = ((1, 0), (0, 0), (0, 1), (1, 1))


class BoardRun:
    def __init__(self, firmware=emulator.FIRMWARE, bootrom=emulator.BOOTROM, game=None, say=None, ballast=0,
                 compare=False, played=False, lang=0):
        # compare: after power-on and every step the board's screen is compared with the simulator's
        # picture (pixel for pixel); self.diverged lists the steps where it was not the same.
        # played: the game's snapshots on the drive too, as playing it at the pad leaves them.
        # lang: the language saved with the game (tabletop.ui.lang: 0 English, 1 German, 2 Dutch)
        self.work = tempfile.mkdtemp(prefix="companion-board-")
        try:
            fw = emulator.firmware_image(firmware, self.work)
            regions = drive.make(self.work, game, emulator.boot_out(fw), ballast, played, lang)
            self.emu = emulator.Emulator(fw, regions, bootrom, say)
        except BaseException:
            shutil.rmtree(self.work, ignore_errors=True)
            raise
        self.fw, self.regions, self.bootrom = fw, regions, bootrom
        self.steps = []  # [(step, ms)] as played on the board
        self.history = []  # [(step, timer jump ms)] since the first power-on: what a rerun plays again
        self.boots = []  # per power-on: (resume ms, boot line figures or None)
        self.knob = 0
        self.pressed = None
        self.pushed = False
        self.cuts = 0
        self.cut_at = None
        self.shadow = None
        self.last = None  # the board's state after the last step
        self.reruns = 0
        self.frees = []  # gc.mem_free() after power-on and after each step, the board idle (bytes)
        self.compare = compare
        self.diverged = []  # [(step number, the simulator's first line)] where the screens differed

    # --- power -------------------------------------------------------------------------------
    def power_on(self, follow=True):
        """Power on and run until the app's screen is up and the board idle: its resume time.
        follow: the simulator beside the board starts again from the board's flash."""
        self.emu.power()
        start = self.emu.state()["t"]
        st = self.emu.wait_console("tabletop: heap free", BOOT_MOST_MS)
        if st["why"] != "stop":
            raise emulator.EmulatorError("the board did not boot in %d s of board time: %s"
                                         % (BOOT_MOST_MS // 1000, self.error() or "no boot line on its console"))
        st = self.emu.idle(IDLE_QUIET_MS, st["t"])
        self.boots.append((st["screen_at"] - start, self.boot_line()))
        self.last = st
        self._sample_heap()
        if follow:
            self._follow_board()
            self._compare(len(self.steps))
        return st

    def same_screen(self):
        """Does the board's OLED show, pixel for pixel, what the simulator beside it draws?"""
        bits = emulator.screen_bits(self.last)
        img = self.shadow.oled_image().convert("L")
        px = img.load()
        return all((px[x, y] >= 128) == bool(bits[y][x]) for y in range(64) for x in range(128))

    def _compare(self, n):
        if self.compare and not self.same_screen():
            self.diverged.append((n, self.shadow.app.screen["lines"][0]))

    def arm_cut(self, at_ms):
        """Cut the power when the board's clock reaches at_ms (during whatever step runs then); the
        board then powers on again from its flash as it was left and the script goes on."""
        self.cut_at = at_ms
        self.emu.call("arm", at=at_ms)

    def _follow_board(self):
        """The simulator beside the board starts again from what the board's flash holds (at power-on,
        after a cut: the board resumes its last save, whatever the simulator had)."""
        from host_tools.sim import board as sim_board
        from host_tools.sim.simulator import Simulator
        from tabletop.core import copies, save

        if self.shadow is not None:
            self.shadow.close()
        sim = Simulator(clock=sim_board.VirtualClock(1000), demos=(), display=self.compare)
        got = drive.read_back(self.emu, self.work)
        if got is not None:
            rec, settings = got
            sim.board.storage[0].data = copies.pack(1, settings, save.dumps(rec) if rec is not None else b"")
            sim.restart()
        self.shadow = sim

    # --- steps -------------------------------------------------------------------------------
    def play(self, step):
        """One script step on the board and on the simulator beside it; returns its ms (board time).

        A push that starts a new game seeds it from the app's clock (tabletop.ui.menu_input), which
        the board cannot be made to read at a given millisecond: its keys are scanned every 10 ms.
        So its timer jumps on just before that press (JUMP_MS, when everything due happens at once,
        the same way each time), and when the game's seed is not the simulator's, the emulator
        (deterministic) plays everything again from power-on with the jump longer by the difference."""
        from host_tools.sim.simulator import play_step

        kind, value = step
        if kind == "key" and not isinstance(value, int):
            step = ("key", self.shadow.key_named(value))
        if kind == "burst":
            step = ("burst", tuple(self._named(s) for s in value))
            for s in step[1]:
                play_step(self.shadow, s)
        before = self.shadow.app.session
        if kind != "burst":
            play_step(self.shadow, step)
        seed = None
        after = self.shadow.app.session
        if kind in ("key", "push") and after is not None and after is not before and len(after.record) == 0:
            seed = after.record.seed
        jump = JUMP_MS if seed is not None else 0
        cuts = self.cuts
        ms = self._board_step(step, jump)
        tries = 0  # plays again from power-on
        if seed is not None and self.cuts == cuts:
            got = self.record()
            while got is not None and got.seed != seed:
                # the jump longer by what was missing (the press's way through the board after a jump
                # differs little with its length: a few tries at most)
                tries += 1
                if tries > RERUNS:
                    raise emulator.EmulatorError("the board started the game with seed %d, the simulator with %d"
                                                 % (got.seed, seed))
                # (supervisor.ticks_ms counts 1/1024 s ticks: a whole ms more can read as 0 or 2 more,
                # so a try that lands one off moves the jump by a fraction of a ms as well)
                d = (seed - got.seed + 32768) % 65536 - 32768
                jump = JUMP_MS + (jump - JUMP_MS + d + (0.4 if abs(d) == 1 else 0)) % 65536
                ms = self._rerun(step, jump)
                got = self.record()
        self.steps.append((step, ms))
        self.history.append((step, jump))
        if kind == "restart" or self.cuts != cuts:  # the board resumed its flash: the simulator follows
            self._follow_board()
        self._compare(len(self.steps))
        if kind == "burst":
            kind, value = step[1][-1]
            for k, v in step[1][:-1]:
                self.knob += v if k == "turn" else 0
        if kind == "key":  # the picture's knob and outlined key, as the simulator draws them
            self.pressed, self.pushed = value, False
        elif kind == "turn":
            self.knob += value
            self.pressed, self.pushed = None, False
        elif kind == "push":
            self.pressed, self.pushed = None, True
        elif kind == "restart":
            self.pressed, self.pushed = None, False
        return ms

    def burst(self, steps):
        """Inputs one right after the other, without waiting for the board in between (fingers faster
        than the board): a click's four edges CLICK_EDGE_MS apart, a key or the push held
        BURST_PRESS_MS, the next input at once. The simulator beside it plays them one by one. Returns
        the ms from the first input complete on the pins to the board's last activity."""
        return self.play(("burst", tuple(steps)))

    def _named(self, step):
        if step[0] == "key" and not isinstance(step[1], int):
            return ("key", self.shadow.key_named(step[1]))
        return step

    def _rerun(self, last, last_jump):
        """The emulator again from power-on, every step so far played again, then the last with
        last_jump (not yet in the history: a try that missed is not played again); returns its ms."""
        self.reruns += 1
        self.emu.close()
        self.emu = emulator.Emulator(self.fw, self.regions, self.bootrom)
        self.boots, self.steps, self.cuts, self.frees = [], [], 0, []
        self.power_on(follow=False)
        if self.cut_at is not None:
            self.emu.call("arm", at=self.cut_at)
        hist = self.history
        self.history = []
        for step, jump in hist:
            self.steps.append((step, self._board_step(step, jump)))
            self.history.append((step, jump))
        return self._board_step(last, last_jump)

    def _board_step(self, step, jump=0):
        """One step on the board alone; returns its ms. A power cut on the way: the board powers on
        again (self.cuts counts it)."""
        kind, value = step
        if kind == "wait":
            st = self.emu.run(value)
            if st["why"] == "cut":
                self.cuts += 1
                self.power_on(follow=False)
            else:
                self.last = st
            return 0.0
        if kind == "restart":
            self.emu.cut(self.emu.state()["t"])
            self.power_on(follow=False)
            return self.boots[-1][0]
        if jump:
            self.emu.call("jump", ms=jump)
        if kind == "burst":
            t0 = None
            for k, v in value:
                t = self._input(k, v, BURST_PRESS_MS)
                t0 = t if t0 is None else t0
        else:
            t0 = self._input(kind, value)
        st = self.emu.idle(IDLE_QUIET_MS, t0)
        if st["why"] == "cut":
            self.cuts += 1
            self.power_on(follow=False)
            return 0.0
        self.last = st
        self._sample_heap()
        return max(0.0, st["last"] - t0)

    def _sample_heap(self):
        """gc.mem_free() now, the board idle (host_tools.board.emulator.Emulator.mem_free)."""
        free = self.emu.mem_free()
        if free is not None:
            self.frees.append(free)

    def _input(self, kind, value, hold=FINGER_MS):
        """The input on the pins; returns the board time it was complete, which a step is timed from: a
        key's or the push's press edge, a click's last edge (its first three only turn the knob on the
        way: rotaryio counts the detent at the fourth)."""
        e = self.emu
        if kind == "key" or kind == "push":
            gpio = emulator.KEY_GPIO[value] if kind == "key" else emulator.BUTTON_GPIO
            t0 = e.pin(gpio, 0)
            e.run(hold)
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
                e.run(CLICK_EDGE_MS)
            t0 = t if t0 is None else t0
        return t0

    # --- what the board shows ------------------------------------------------------------------
    def frame(self):
        """The picture's parts, as host_tools.sim.window.Painter draws them."""
        from PIL import Image

        from host_tools.sim import board as sim_board

        st = self.last
        bits = emulator.screen_bits(st)
        img = Image.new("L", (128, 64))
        img.putdata([255 if bits[y][x] else 0 for y in range(64) for x in range(128)])
        return {"oled": img, "leds": emulator.led_colours(st, sim_board.PAD_LEVEL), "legends": self.shadow.legends(),
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

    def settle(self):
        """Let the board idle past its idle save (tabletop.ui.app.IDLE_SAVE_MS), as a pad left alone,
        until the save is on the flash (a slot file's first write takes a second of erases); the
        simulator beside it waits as long."""
        from host_tools.sim.simulator import play_step
        from tabletop.ui.app import IDLE_SAVE_MS

        t0 = self.last["t"] if self.last else self.emu.state()["t"]
        st = self.emu.run(IDLE_SAVE_MS + 100)
        if st["why"] != "cut":
            st = self.emu.idle(IDLE_QUIET_MS)
        if st["why"] == "cut":
            self.cuts += 1
            self.power_on()
        else:
            self.last = st
            play_step(self.shadow, ("wait", int(st["t"] - t0)))

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
    # the heap: read from the board after power-on and after each step (gc.mem_free(), the board idle),
    # and the boot line's figures (taken inside the boot: the replay's lowest is among them)
    frees = run.frees + [v for b in run.boots if b[1] for v in (b[1][0], b[1][1], b[1][2], b[1][4]) if v is not None]
    return {
        "resume_ms": round(run.boots[0][0], 1) if run.boots else None,
        "steps": [{"step": _text(s), "ms": round(ms, 1)} for s, ms in run.steps],
        "press_ms_median": _r(_median(press)),
        "click_ms_median": _r(_median(click)),
        "undo_ms_median": _r(_median(undo)),
        "free_after_boot": run.frees[0] if run.frees else (boot[4] if boot else None),
        # the boot line's last figure: gc.mem_free() just after the boot's collection (the first
        # read after power-on may hold the first screen's garbage: the page writer's)
        "free_collected": boot[4] if boot else None,
        "free_min": min(frees) if frees else None,
        "cuts": run.cuts,
        "error": run.error(),
    }


def _text(step):
    if step[0] == "burst":
        return "burst: " + ", ".join(sim_script.step_text(s) for s in step[1])
    return sim_script.step_text(step)


def _r(x):
    return None if x is None else round(x, 1)
