"""`companion sim`: the device app in a window on the PC (docs/simulator.md).

    companion sim                            the window; resumes ~/.tabletop-companion/save.bin
    companion sim --save PATH                another save file (PATH, PATH.1: two places, like flash)
    companion sim --fresh                    ignore the save, start on the start menu
    companion sim --script FILE --screenshots DIR [--record OUT]
                                             headless: play the inputs of FILE, a PNG after each step

The app is the device's (tabletop.ui.app.App, with its screen code drawing through displayio);
only the board under it differs (host_tools.sim.board.SimBoard). On top of the device's start
menu the simulator lists ready demo games (host_tools/sim/demos/*.txt).
"""

import os
import sys

from host_tools.sim import board as sim_board
from host_tools.sim import script as sim_script

HERE = os.path.dirname(os.path.abspath(__file__))
DEMO_DIR = os.path.join(HERE, "demos")
# F2 in the window: a PNG here (the checkout's screenshots/, ignored by git; docs/simulator.md)
SHOTS_DIR = os.path.join(os.path.dirname(os.path.dirname(HERE)), "screenshots")
STEP_MS = 250  # virtual time between two scripted inputs (a quick player)
TICK_MS = 100  # scripted waits tick the app this often


# --- demo games ----------------------------------------------------------------------------------
def demo_files(directory=DEMO_DIR):
    """[(title, path)] of the demo records, by file name. The title is the `# demo: TITLE` line."""
    out = []
    if not os.path.isdir(directory):
        return out
    for name in sorted(os.listdir(directory)):
        if not name.endswith(".txt"):
            continue
        path = os.path.join(directory, name)
        title = name[:-4]
        with open(path, encoding="utf-8") as f:
            for line in f:
                if line.startswith("# demo:"):
                    title = line[len("# demo:"):].strip()
                    break
        out.append((title, path))
    return out


def demo_session(path):
    """The Session of a demo record (the whole record applied)."""
    from host_tools import records

    return records.open_session(path)


def make_app(board, demos=()):
    """The device's App on the simulator board; with demos, the start menu also lists them."""
    from tabletop.ui import app as app_mod

    if not demos:
        return app_mod.App(board)

    class SimApp(app_mod.App):
        """The device app, whose game list starts with the demo games (simulator only)."""

        def __init__(self, board):
            self.demos = list(demos)
            entries = [("demo:%d" % i, d[0], None, 0, 0) for i, d in enumerate(self.demos)]
            # after the device's own games, so that a script (--script-from) reaches each game with
            # the same clicks here and on the pad (companion board), whose list has no demos
            super().__init__(board, tuple(app_mod.registry_games()) + tuple(entries))

        def _pick(self, v, auto):
            if len(self.picks) == 1 and self.games[v][0].startswith("demo:"):
                self._open_demo(int(self.games[v][0][5:]))
                return False
            return super()._pick(v, auto)

        def _open_demo(self, i):
            try:
                session = demo_session(self.demos[i][1])
            except Exception as e:  # noqa: BLE001 - a broken demo file is shown, not fatal
                self.msg = str(e)
                return
            self._start(session)
            self.picks = []
            self.auto = []
            self._save()

    return SimApp(board)


# --- the simulator: board + app + what the window shows ------------------------------------------
class Simulator:
    """The app on a SimBoard, driven like the device's main loop: events in, tick, draw."""

    def __init__(self, save_path=None, clock=None, demos=None, places=None, display=True):
        # display=False: no OLED drawn (the screen model, app.screen, is still made): a scripted
        # run that needs no pictures goes many times faster
        if demos is None:
            demos = demo_files()
        self.demos = demos
        self.board = sim_board.SimBoard(save_path, clock, places=places, display=None if display else False)
        self.knob = 0  # encoder position, for the picture of the knob
        self.pressed = None  # the key pressed last (outlined in the picture)
        self.pushed = False
        self.saved_writes = 0
        self.boot()

    def boot(self):
        self.app = make_app(self.board, self.demos)
        self.app.boot(self.board.now_ms())
        self._after()

    def set_lang(self, lang):
        """The app's language ("en", "de", "nl"; None: as saved), as the start menu's Language entry
        chooses it: the menus and the games' own words (docs/languages.md); saved with the game."""
        if lang is None:
            return
        from tabletop.ui import modes

        self.app.lang = LANGS.index(lang)
        self.app.version += 1
        modes.draw(self.app)

    def restart(self):
        """Power off and on: a new app boots from what the board saved."""
        self.board.queue = []
        self.pressed = None
        self.pushed = False
        self.boot()

    def close(self):
        self.board.close()

    # --- input, as the device's main loop takes it -------------------------------------------------
    def key(self, k):
        if not isinstance(k, int):
            k = self.key_named(k)
        self.board.put("key", k)
        self.pressed, self.pushed = k, False
        self.pump()

    def turn(self, n):
        self.board.put("turn", n)
        self.knob += n
        self.pressed, self.pushed = None, False
        self.pump()

    def push(self):
        self.board.put("push", 1)
        self.pressed, self.pushed = None, True
        self.pump()

    def pump(self):
        for kind, value in self.board.events():
            self.app.handle(kind, value, self.board.now_ms())
        self.app.tick(self.board.now_ms())
        self._after()

    def tick(self):
        self.app.tick(self.board.now_ms())
        self._after()

    def undo(self):
        self.key(getattr(self._app_mod(), "UNDO", 9))

    def redo(self):
        self.key(getattr(self._app_mod(), "REDO", 11))

    def _app_mod(self):
        from tabletop.ui import app as app_mod

        return app_mod

    def _after(self):
        """After every change: keep a text copy of the game next to the save."""
        w = self.app.store.writes
        if w != self.saved_writes:
            self.saved_writes = w
            self.write_record_text()

    def write_record_text(self, path=None):
        """The game's record as text: into `path` (--record), or, without one, into the text copy
        beside the save (sim_board.text_path; its first line says what it is). Written in one step:
        an interruption leaves the file as it was."""
        mark = None
        if path is None:
            if not self.board.save_path:
                return
            path = sim_board.text_path(self.board.save_path)
            mark = sim_board.TEXT_MARK % os.path.basename(self.board.save_path)
        s = self.app.session
        if s is None:
            return
        text = sim_board.record_text(s.record)
        if mark:
            text = mark + "\n" + text
            sim_board.replace_file(path, text.encode("utf-8"))  # the simulator's own file
        else:  # the user's --record: the commands' one writer (a pipe as a stream, all or nothing)
            from host_tools import inputs

            inputs.write_output(path, text.encode("utf-8"))

    def save_now(self):
        """What closing the window does (Esc, the window's close button, Ctrl-C): the app saves what
        it has not saved yet (its idle save, brought forward), and the text copy follows."""
        self.app.tick(self.board.now_ms() + 10 ** 6)
        self._after()

    def key_named(self, name):
        """The key whose legend is `name` now (case does not matter)."""
        leg = self.legends()
        for k in range(12):
            if leg[k] and leg[k].lower() == str(name).lower():
                return k
        shown = ", ".join("%d %s" % (k + 1, leg[k]) for k in range(12) if leg[k])
        raise sim_script.ScriptError("no key is labelled %r now (keys: %s)" % (name, shown or "none"))

    # --- what the window shows -----------------------------------------------------------------
    def legends(self):
        """The 12 key legends now: the game's quick keys, undo / menu / redo; 'back' in menus."""
        app = self.app
        m = self._app_mod()
        out = [""] * 12
        back = getattr(m, "BACK", 10)
        if app.mode == getattr(m, "PLAY", 1) and app.game is not None:
            keys = getattr(app.game, "KEYS", ())
            for i in range(min(9, len(keys))):
                out[i] = keys[i][0]
            from tabletop.ui import tongue  # German, Dutch: the game's words (docs/languages.md)

            out[:9] = tongue.tr(app.game, app.lang, out[:9])
            try:
                from tabletop.ui.lang import BOTTOM

                bottom = BOTTOM[app.lang]
            except (ImportError, IndexError):
                bottom = ("undo", "menu", "redo")
            out[getattr(m, "UNDO", 9)] = bottom[0]
            out[back] = bottom[1]
            out[getattr(m, "REDO", 11)] = bottom[2]
        elif app.mode != getattr(m, "START", 0) or len(app.picks) > 1 or app.session is not None:
            out[back] = "back"
        return out

    def oled_image(self):
        """The OLED picture, as the device's screen code drew it (PIL, 128x64)."""
        scr = self.app.screen
        return self.board.oled_image((tuple(scr.get("lines", ())), scr.get("hi")))

    def leds(self):
        return self.board.pixels.colours()

    def status(self):
        parts = []
        if self.board.tones:
            t = self.board.tones[-1]
            if self.board.now_ms() - t[0] < 1500:
                parts.append("tone %d Hz" % t[1])
        if self.board.save_path:
            parts.append("save: %s" % self.board.save_path)
        else:
            parts.append("save: in memory only")
        return "   ".join(parts)

    def frame(self):
        return {"oled": self.oled_image(), "leds": self.leds(), "legends": self.legends(),
                "knob": self.knob, "pressed": self.pressed, "pushed": self.pushed,
                "status": self.status()}


# --- headless scripted runs ------------------------------------------------------------------------
from host_tools.langs import LANGS  # noqa: E402 (the save's settings byte: tabletop.ui.lang's order)


def run_script(steps, screenshots=None, save_path=None, scale=4, sim=None, echo=None, lang=None):
    """Play steps [(line, step)] on a simulator with a virtual clock; a PNG after each step.

    Returns the simulator (its app, session and board can be inspected)."""
    from host_tools.sim import window as sim_window

    sim_window.setup_sdl(headless=True)
    created = sim is None
    if created:
        sim = Simulator(save_path=save_path, clock=sim_board.VirtualClock(1000))
    sim.set_lang(lang)
    painter = surface = None
    if screenshots:
        import pygame

        os.makedirs(screenshots, exist_ok=True)
        layout = sim_window.Layout(scale)
        surface = pygame.Surface((layout.width, layout.height))
        painter = sim_window.Painter(layout)

    def shot(i, step):
        if painter is None:
            return
        painter.draw(surface, sim.frame())
        name = "%03d-%s.png" % (i, sim_script.step_slug(step) if step else "boot")
        sim_window.save_png(surface, os.path.join(screenshots, name))

    shot(0, None)
    try:
        _play(sim, steps, shot, echo)
    except BaseException:
        if created:
            sim.close()
        raise
    return sim


def _play(sim, steps, shot, echo):
    for i, (line, step) in enumerate(steps, 1):
        try:
            play_step(sim, step)
        except sim_script.ScriptError as e:
            e.line = line
            raise
        if echo:
            echo("%3d  %-12s | %s" % (line, sim_script.step_text(step), sim.app.screen["lines"][0]))
        shot(i, step)


def play_step(sim, step):
    """One script step on a simulator with a virtual clock (host_tools.sim.script's steps); the
    emulated board (host_tools.board) plays each step here too, beside the board."""
    kind, value = step
    clock = sim.board.clock
    if kind == "wait":
        left = value
        while left > 0:
            d = min(TICK_MS, left)
            clock.advance(d)
            left -= d
            sim.tick()
        return
    clock.advance(STEP_MS)
    if kind == "key":
        sim.key(value)
    elif kind == "turn":
        sim.turn(value)
    elif kind == "push":
        sim.push()
    elif kind == "restart":
        sim.restart()


# --- the window ---------------------------------------------------------------------------------------
NO_WINDOW_DRIVERS = ("dummy", "offscreen")  # SDL video drivers that draw no window anyone sees


def no_display():
    """Why no window can be opened here, before trying (None: try). On Linux and the BSDs a window
    needs an X or Wayland display; without one SDL falls back to drawing off screen, and the window
    loop would run on unseen."""
    drv = os.environ.get("SDL_VIDEODRIVER", "")
    if drv in NO_WINDOW_DRIVERS:
        return "SDL_VIDEODRIVER=%s opens no window" % drv
    if sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")) and not drv and \
            not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        return "no display here (DISPLAY and WAYLAND_DISPLAY are not set)"
    return None


def no_display_error(why):
    from host_tools import inputs

    return inputs.UserError("companion sim: cannot open the window: %s; without a display run a "
                            "script: companion sim --script FILE --screenshots DIR" % why)


STOP_SIGNALS = ("SIGINT", "SIGTERM", "SIGHUP")  # Ctrl-C, kill, the terminal closed


def _ctrl_c_quits(stop):
    """Ctrl-C in the terminal (and a plain kill, or the terminal closing) asks the window loop to quit
    as Esc does, instead of stopping it wherever it is; returns {signal: the handler it replaced}
    (empty: not the main thread, signals left alone)."""
    import signal

    old = {}
    for name in STOP_SIGNALS:
        sig = getattr(signal, name, None)
        if sig is None:
            continue
        try:
            old[sig] = signal.signal(sig, lambda num, _frame: stop.append(num))
        except (ValueError, OSError):  # signals are set in the main thread only
            break
    return old


def run_window(sim, scale=4, frames=None, shots_dir=SHOTS_DIR, events=()):
    """The interactive window, until it is closed (or after `frames` frames: tests, with
    `events` posted to pygame's queue first). Returns a copy of the last frame's surface.

    However it ends - Esc, the window's close button, Ctrl-C in the terminal (a request to quit,
    taken between two frames; a KeyboardInterrupt that still comes is caught), an error - the game
    is saved as Esc saves it (Simulator.save_now). sim.interrupted: the number of the signal that
    ended it (2: Ctrl-C; SIGTERM, SIGHUP alike), 0 if none did."""
    from host_tools.sim import window as sim_window

    sim_window.setup_sdl(headless=False)
    import pygame

    sim.interrupted = 0
    with _sdl_stderr() as said:  # SDL's own lines (XDG_RUNTIME_DIR ...): ours is the one line
        try:
            pygame.display.init()
        except pygame.error as e:  # a display that is set but cannot be reached
            said.drop = True
            raise no_display_error(str(e) or "no video device")
        if frames is None and pygame.display.get_driver() in NO_WINDOW_DRIVERS:
            said.drop = True
            pygame.display.quit()
            raise no_display_error("no display here (SDL draws off screen only)")
    stop = []
    old = _ctrl_c_quits(stop)
    surface = None
    try:
        try:
            surface = _window_loop(sim, pygame, sim_window, scale, frames, shots_dir, events, stop)
        except KeyboardInterrupt:
            stop.append(2)  # SIGINT
        finally:
            sim.save_now()  # closing: save what is not saved yet
    finally:
        import signal

        for sig, handler in old.items():
            signal.signal(sig, handler)
        pygame.display.quit()
    sim.interrupted = stop[0] if stop else 0  # the signal's number (2: Ctrl-C)
    return surface


class _sdl_stderr:
    """Holds what the C libraries write to stderr (fd 2) while the display opens: if it fails
    (`drop` set), their lines are dropped and the one line of ours says why; else they are passed
    on. Where fd 2 cannot be redirected it does nothing."""

    def __enter__(self):
        import tempfile

        self.drop = False
        self.saved = self.tmp = None
        try:
            sys.stderr.flush()
            self.tmp = tempfile.TemporaryFile()
            self.saved = os.dup(2)
            os.dup2(self.tmp.fileno(), 2)
        except (OSError, ValueError, AttributeError):
            self.saved = None
        return self

    def __exit__(self, *exc):
        if self.saved is None:
            return False
        os.dup2(self.saved, 2)
        os.close(self.saved)
        self.tmp.seek(0)
        held = self.tmp.read()
        self.tmp.close()
        if held and not self.drop:
            os.write(2, held)
        return False


def _window_loop(sim, pygame, sim_window, scale, frames, shots_dir, events, stop):
    layout = sim_window.Layout(scale)
    surface = pygame.display.set_mode((layout.width, layout.height))
    pygame.display.set_caption("Tabletop companion - simulator")
    painter = sim_window.Painter(layout)
    keymap = {}
    for k in range(12):
        keymap[ord(sim_window.NUMBER_ROW[k])] = k
        keymap[ord(sim_window.BLOCK[k])] = k
    for ev in events:
        pygame.event.post(ev)
    clock = pygame.time.Clock()
    n = 0
    running = True
    while running and not stop:
        for ev in pygame.event.get():
            if ev.type == pygame.QUIT:
                running = False
            elif ev.type == pygame.KEYDOWN:
                ctrl = ev.mod & pygame.KMOD_CTRL
                if ev.key == pygame.K_ESCAPE:
                    running = False
                elif ctrl and ev.key == pygame.K_z:
                    sim.redo() if ev.mod & pygame.KMOD_SHIFT else sim.undo()
                elif ctrl and ev.key == pygame.K_y:
                    sim.redo()
                elif ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                    sim.push()
                elif ev.key in (pygame.K_RIGHT, pygame.K_DOWN):
                    sim.turn(1)
                elif ev.key in (pygame.K_LEFT, pygame.K_UP):
                    sim.turn(-1)
                elif ev.key == pygame.K_F2:
                    path = os.path.join(shots_dir, "companion-sim-%d.png" % sim.board.now_ms())
                    try:
                        os.makedirs(shots_dir, exist_ok=True)
                        sim_window.save_png(surface, path)
                        print("screenshot: %s" % path)
                    except (OSError, ValueError) as e:  # pygame raises its error, a ValueError
                        print("companion sim: no screenshot: %s" % e, file=sys.stderr)
                elif not ctrl and ev.key in keymap:
                    sim.key(keymap[ev.key])
            elif ev.type == pygame.MOUSEWHEEL:
                if ev.y:
                    sim.turn(-ev.y)  # wheel down (towards you) = clockwise = next item
            elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
                k = layout.key_at(ev.pos)
                if k is not None:
                    sim.key(k)
                elif layout.on_knob(ev.pos):
                    sim.push()
        sim.tick()
        painter.draw(surface, sim.frame())
        pygame.display.flip()
        n += 1
        if frames is not None and n >= frames:
            break
        clock.tick(30)
    return surface.copy()
