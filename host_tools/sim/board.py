"""The simulator's board: the same facade as tabletop/boards/macropad.py, backed by the PC.

    board.display    HeadlessDisplay (host_tools/sim/headless_display.py): the real displayio code
                     renders into a PIL image instead of the OLED
    board.pixels     FakePixels: 12 (r, g, b) the window paints on its keys
    board.events()   the inputs queued by the window or the script: [(kind, value), ...]
    board.now_ms()   a clock: the PC's monotonic clock, or a virtual one that scripts advance
    board.tone()     remembered (the window shows a note; scripts are silent)
    board.storage    saves, through tabletop.core.store, in files on the PC (FilePlace)

Nothing here knows about games: the app (tabletop.ui.app) does everything on top of it.
"""

import os
import tempfile
import time

from host_tools import inputs
from tabletop.boards import files
from tabletop.core import copies

PAD_LEVEL = 64  # the MacroPad's LED level of 256 (tabletop/boards/macropad.py BRIGHTNESS; a test keeps them equal)
# a save is a few hundred bytes; like the board's flash places, a file place has a fixed capacity
PLACE_SIZE = 4096


def default_save_dir():
    return os.path.join(os.path.expanduser("~"), ".tabletop-companion")


class FakePixels:
    """The NeoPixel API subset the app uses: 12 keys, (r, g, b) each, brightness, show()."""

    def __init__(self, n=12, brightness=1.0, auto_write=False):
        self.n = n
        self.brightness = brightness
        self.auto_write = auto_write
        self._buf = [(0, 0, 0)] * n
        self.shown = [(0, 0, 0)] * n  # what the LEDs display: the buffer at the last show()
        self.shows = 0

    def __len__(self):
        return self.n

    def __setitem__(self, i, rgb):
        if isinstance(i, slice):
            idx = range(*i.indices(self.n))
            for k, v in zip(idx, rgb):
                self._buf[k] = _rgb(v)
        else:
            self._buf[i] = _rgb(rgb)
        if self.auto_write:
            self.show()

    def __getitem__(self, i):
        return self._buf[i]

    def fill(self, rgb):
        self._buf = [_rgb(rgb)] * self.n
        if self.auto_write:
            self.show()

    def show(self):
        self.shown = list(self._buf)
        self.shows += 1

    def colours(self):
        """What each key's LED looks like now, brightness applied: [(r, g, b)] * n, each value as
        the pad's LEDs can show it (tabletop.boards.common.Pixels sends value * PAD_LEVEL >> 8), so
        that the simulator's keys and the emulated board's (host_tools.board) are drawn alike."""
        b = max(0.0, min(1.0, float(self.brightness)))
        return [pad_colour((int(r * b + 0.5), int(g * b + 0.5), int(bl * b + 0.5))) for r, g, bl in self.shown]


def pad_colour(rgb):
    """An (r, g, b) the app sets, as the pad's LEDs show it (at PAD_LEVEL of 256), on the app's scale."""
    return tuple((c * PAD_LEVEL >> 8) * 256 // PAD_LEVEL for c in rgb)


def _rgb(v):
    if isinstance(v, int):  # 0xRRGGBB, as neopixel accepts
        return ((v >> 16) & 0xFF, (v >> 8) & 0xFF, v & 0xFF)
    return (int(v[0]), int(v[1]), int(v[2]))


class FilePlace(files.FilePlace):
    """The board's slot file (tabletop.boards.files), written the PC's way.

    A PC is not flash: the write goes to a temporary file that then replaces the place in one
    step (os.replace), so the file always holds either the old or the new copy.
    """

    def __init__(self, path, size=PLACE_SIZE):
        super().__init__(path, size)
        self.writes = 0

    def write(self, data):
        if len(data) > self.size:
            raise OSError(28, "no space left in the save place")
        replace_file(self.path, bytes(data))
        self.writes += 1


def replace_file(path, data):
    """Writes `data` (bytes) as the file `path` in one step: into a new temporary file of a name no
    other file has (never one of the user's), then renamed over `path`. A failure or a Ctrl-C on the
    way leaves `path` as it was and no temporary file behind."""
    d = os.path.dirname(os.path.abspath(path))
    os.makedirs(d, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix="." + os.path.basename(path) + ".", suffix=".tmp", dir=d)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except BaseException:
        if os.path.isfile(tmp):
            os.remove(tmp)  # nothing left behind by a write that failed
        raise


def save_places(path, n=2, size=PLACE_SIZE):
    """The places of one save, like the board's several flash places: PATH, PATH.1, ..."""
    return [FilePlace(path if i == 0 else "%s.%d" % (path, i), size) for i in range(n)]


def text_path(path):
    """The record text kept beside the save `path` (PATH with .txt for its suffix), a name that is
    never one of the save's places: `game.bin` -> `game.txt`, `game.txt` -> `game.txt.txt`."""
    text = os.path.splitext(path)[0] + ".txt"
    if text in [p.path for p in save_places(path)]:
        text = path + ".txt"
    return text


def companion_files(path):
    """Every file the simulator writes for the save `path`: its places, then its record text."""
    return [p.path for p in save_places(path)] + [text_path(path)]


TEXT_MARK = "# companion sim: the game saved in %s, as text (rewritten as it is played)"


def is_save(path):
    """Is the file `path` a save the companion wrote (a store copy, tabletop.core.copies: the
    simulator's save files, the board's slot files, an nvm dump)? Damaged copies count too."""
    if not inputs.is_regular(path):  # a named pipe would make the open wait for ever
        return False
    try:
        with open(path, "rb") as f:
            head = f.read(3)
    except OSError:
        return False
    return head == copies.MAGIC + bytes([copies.VERSION])


def is_text_copy(path, save_path):
    """Is the text file `path` the simulator's copy of the game of `save_path` (its first line says
    so; a copy written before that line existed: a record that the save's copies hold)?"""
    if not inputs.is_regular(path):
        return False
    try:
        with open(path, "rb") as f:
            data = f.read(1 << 20)
    except OSError:
        return False
    first = data.split(b"\n", 1)[0].rstrip(b"\r")
    if first.startswith(b"# companion sim: the game saved in "):
        return True
    return _text_of_save(save_path) in (data.decode("utf-8", "replace"),)


def _text_of_save(save_path):
    """The record text of the newest game in the save's places (None if there is none)."""
    from tabletop.core import registry, save
    from tabletop.core.store import Store

    try:
        for _seq, _settings, payload in Store(save_places(save_path)).load():
            if payload:
                return record_text(save.loads(payload, registry.words_for))
    except Exception:  # noqa: BLE001 - not readable: not the copy of this save
        return None
    return None


def record_text(rec):
    """A record as text, without the notes and head lines a demo file brings along."""
    from tabletop.core.text import to_text

    notes, rec.notes = rec.notes, None
    head, rec.head_lines = rec.head_lines, None
    try:
        return to_text(rec)
    finally:
        rec.notes, rec.head_lines = notes, head


class VirtualClock:
    """Milliseconds that pass only when told to: scripted runs are the same every time."""

    def __init__(self, start=0):
        self.ms = start

    def __call__(self):
        return self.ms

    def advance(self, ms):
        self.ms += int(ms)


class WallClock:
    def __init__(self):
        self.t0 = time.monotonic()

    def __call__(self):
        return int((time.monotonic() - self.t0) * 1000)


class MemPlace:
    """A save place in RAM (scripted runs without --save): nothing is left behind."""

    def __init__(self, size=PLACE_SIZE):
        self.size = size
        self.data = b""
        self.writes = 0

    def read(self):
        return self.data

    def write(self, data):
        if len(data) > self.size:
            raise OSError(28, "no space left in the save place")
        self.data = bytes(data)
        self.writes += 1


class SimBoard:
    """The board facade of the simulator (see the module docstring)."""

    NAME = "simulator"
    KEYS = 12

    def __init__(self, save_path=None, clock=None, display=None, places=None):
        if display is None:
            from host_tools.sim.headless_display import HeadlessDisplay

            display = HeadlessDisplay()
        self.display = display or None  # False: no display (tabletop.ui.modes then draws nothing)
        self.pixels = FakePixels(self.KEYS)
        self.clock = clock if clock is not None else WallClock()
        self.save_path = save_path
        n = places or 2
        self.storage = save_places(save_path, n) if save_path else [MemPlace() for _ in range(n)]
        self.queue = []
        self.tones = []  # (ms, freq, duration) of every tone asked for
        self._image = None  # (key, picture): the OLED picture is rendered again only on change

    # --- the facade --------------------------------------------------------------------------
    def events(self):
        q = self.queue
        self.queue = []
        return q

    def now_ms(self):
        return self.clock()

    def tone(self, freq, ms):
        self.tones.append((self.clock(), freq, ms))

    # --- the simulator's side ----------------------------------------------------------------
    def put(self, kind, value=None):
        self.queue.append((kind, value))

    def oled_image(self, key=None):
        """What the OLED shows now (PIL image, 128x64, mode "1"), rendered by displayio.

        `key`: anything that changes whenever the picture may have changed (the app's screen
        model); an unchanged key returns the picture rendered last time.
        """
        if key is None or self._image is None or self._image[0] != key:
            img = self.display.snapshot(scale=1).convert("1")
            self._image = (key, img)
        return self._image[1]

    def close(self):
        import displayio

        displayio.release_displays()  # Blinka allows one display at a time
