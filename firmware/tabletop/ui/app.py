# The device app: start menu, play, final screen; saves and resume. Portable (no hardware).
#
# The board (tabletop.boards.*) gives: display (displayio, or None: no drawing), pixels (12
# NeoPixels: __setitem__, show()), tone(freq, ms), storage (a tabletop.core.store.Store, or the
# list of its flash places). Input arrives as handle(kind, value, now_ms):
# "key" 0..11 pressed, "turn" encoder delta (+1 clockwise), "push" encoder switch.
#
# Keys (USB at the top; numbered 1..12 for people, 0..11 here): 0..8 the game's quick keys
# (KEYS), 9 undo, 10 back/menu, 11 redo.
# The encoder scrolls the list (choices legal now, then the players' summaries and the game's
# status), its push takes the highlighted choice. An entry is applied as soon as it is complete.
# After every event: app.screen = {"lines": 5 strings of <= 21 characters, "hi": the inverted
# line or -1} and app.leds = 12 (r, g, b), drawn on board.display and shown on board.pixels.

from tabletop.core import registry
from tabletop.core.save_in_place import front
from tabletop.core.store import Store
from tabletop.ui import lang as L
from tabletop.ui import modes, saving
from tabletop.ui.lang import (BACK, HIST, PAGE, PLAY, PMENU, REDO, SAVE_ROOM, START,  # noqa: F401
                                UNDO)

from tabletop.ui.saving import IDLE_SAVE_MS  # noqa: F401
# play's modules, always needed, compiled first (RAM)
modes.ui("play_input")
modes.ui("play_view")


def registry_games():
    return registry.GAMES


class App:
    def __init__(self, board, games=None):
        self.board = board
        self.games = games if games is not None else registry_games()
        st = board.storage
        self.store = st if hasattr(st, "load") else Store(st)
        self.renderer = None
        self.lang = L.EN
        self.mode = START
        self.drawn = START  # the mode drawn last
        self.picks = []
        self.auto = []
        self.mod = None  # game module picked in the start menu
        self.session = None
        self.hist = None  # the history view while it is open
        self.page = 0  # the player shown on the player pages
        self.game = None
        self.view = None
        self.words = []
        self.pos = 0
        self.msg = None  # a refusal or notice, shown until the next input
        self.info = None  # information ("Resumed, entries: 12"): the last line, until the next input
        self.sure = False  # the in-game menu asks "really a new game?"
        self.dirty = False
        self.last_input = 0
        self.screen = {"lines": [""] * 5, "hi": -1}
        self.leds = [(0, 0, 0)] * 12
        self.version = 0  # bumped by every change of the game (caches the list of play.items)
        # play's caches: its list, (version, verbs legal now), the lines above the list and LEDs
        self.cache = self.vcache = self.top = None
        self.reopen = -1  # the seat whose ended turn is reopened (tabletop.ui.play.now)
        self.presses = 0  # keys + pushes handled (for presses-per-action measurements)
        self.heap = [-1] * 3  # free heap at start, after the game's modules, after the replay
        # the places of the state's snapshots (tabletop.core.snapshot; the board's two files,
        # none where the board has no room for them: then every power-up replays the record)
        self.snaps = getattr(board, "snaps", None) or []
        self.snap = [0, -1, None, -1]  # the newest snapshot on them: seq, entries, mark, place
        self.snap_v = -1  # the version of the game a snapshot was last considered for

    # --- boot and saves --------------------------------------------------------------------
    def boot(self, now_ms):
        from tabletop.ui import resume

        modes.renderer(self)  # before the replay (RAM)
        resume.boot(self)
        modes.forget("ui.resume")  # needed once
        self.last_input = now_ms
        self._refresh()

    def _pick(self, v, auto):
        # a start-menu answer (menu_input.pick); True if taken
        from tabletop.ui import menu_input

        return menu_input.pick(self, v, auto)

    def _start(self, session):
        rec = session.record
        if len(rec) == 0:  # a new game: its saves are framed in its record (save_in_place), made
            # at once at the size of a long game of it (RAM: 4 KB for Terra Mystica, 1 for Babel)
            rec.reserve(min(getattr(session.game, "RECORD_ROOM", SAVE_ROOM), SAVE_ROOM), 64)
            rec.set_front(front(rec))
        modes.renderer(self, session.record.game)  # the board may choose by the game (once replayed)
        self.session = session
        if self.snaps:  # an undo past the checkpoints starts from a snapshot on flash
            session.far = self.far
        self.game = session.game
        self.view = registry.view(session.game)  # status, choices, player_fields, breakdown
        self.version += 1
        self.mode = PLAY
        self.words = []
        self.pos = 0

    def _save(self):
        saving.save(self)

    def tick(self, now_ms):
        saving.tick(self, now_ms)

    def far(self, record):
        return saving.far(self, record)

    # --- input -----------------------------------------------------------------------------
    def handle(self, kind, value, now_ms):
        self.last_input = now_ms
        self.msg = self.info = None
        if kind != "turn":  # a key or the push
            self.presses += 1
        modes.handle(self, kind, value, now_ms)

    def _scroll(self, value, n):
        if n:
            self.pos = (self.pos + value) % n

    def _change(self, fn, *args):
        # apply, undo or redo (fn(*args)); a refusal shows its message; tones and saves on the way
        modes.change(self, fn, args)

    def error(self, exc):
        # an unexpected error (a bug): shown like a refusal; the record is kept and saved.
        self.words = []
        if self.mode == HIST:  # a failing history view closes: back to the game
            self.mode = PLAY
            self.hist = None
        # the RAM ran out: every save made before it stays, and the next start resumes from it
        self.msg = L.t(self.lang, "nomem") if isinstance(exc, MemoryError) else L.t(self.lang, "error") % str(exc)
        self.dirty = self.session is not None  # saved when idle, if the RAM allows
        try:
            self._refresh()
        except Exception:  # the screen itself fails (a game hook): the bare message
            modes.draw_message(self)

    # --- output ----------------------------------------------------------------------------
    def _refresh(self):
        modes.draw(self)
