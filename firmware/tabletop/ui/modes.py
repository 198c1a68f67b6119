# The app's modes (tabletop.ui.app: START, PLAY, PMENU, HIST): the modules that draw and handle
# each, imported on first use; drawing the current mode on the display and the LEDs. The modules
# of the modes not shown are dropped (RAM): only the play modules stay.
import gc

from tabletop.core.errors import Illegal
from tabletop.core.registry import KEPT, kept
from tabletop.ui import lang as L
from tabletop.ui.lang import BACK, HIST, PLAY, forget, words_done  # (modes.forget: saving, resume, menu_own)

# per mode: the tabletop.ui modules of its screen (screen(app)) and of its input (handle(app,
# kind, value, now_ms)). While another mode is shown they are dropped (RAM), but play's; the
# history's also core.history and core.history_show (draw). Names, not lists of the modules'
# full names: fewer strings and tuples in RAM on the board
MODES = (("menu", "menu_input"), ("play_view", "play_input"), ("pmenu", "pmenu"),
         ("history_screen", "history_view"), ("pages", "pages"), ("check", "check"))

# outside play the heap is collected every OFTEN bytes allocated (handle)
OFTEN = 4096

def handle(app, kind, value, now_ms):
    # an input in the current mode, then its screen. Outside play (the menus, a page, the history,
    # the check, and the key that opens the menu) the heap is collected every OFTEN bytes: their
    # modules are compiled, and the history read, with the heap at its fullest, which a collection
    # only when it is full leaves split (RAM: docs/device.md, "Benchmark"). Not in play: presses
    # there were 5-10 times slower, and the main loop collects after each key or push (tabletop.main)
    before = often() if app.mode != PLAY or kind == "key" and value == BACK else None
    p = ui("play_input")
    p.DUE[0] = 8  # a change's tones and save wait for its screen (play_input.due)
    try:
        ui(MODES[app.mode][1]).handle(app, kind, value, now_ms)
        draw(app)
        d = p.DUE[0]
        p.DUE[0] = 0
        p.due(app, d)
    finally:
        p.DUE[0] = 0
        if before is not None:
            gc.threshold(before)


def often():
    # collect the heap every OFTEN bytes allocated from now on, where the VM can (MicroPython's
    # gc.threshold; CPython, the host, has none): what was set before, to set back
    f = getattr(gc, "threshold", None)
    if f is None:
        return None
    before = f()
    f(OFTEN)
    return before


def ui(name):
    # the module tabletop.ui.<name>, imported on first use and kept by its short name (four a key
    # press: tabletop.core.registry.kept)
    m = KEPT.get(name)
    return m if m is not None else kept(name, "tabletop.ui." + name)


def renderer(app, game=None):
    # the display's objects: made at power-up before a saved game's replay, while the heap is
    # still in one piece (RAM); a board may choose them by the game (game: its name, when known):
    # the MacroPad writes its OLED page by page where the game's heap leaves room for it
    # (tabletop.boards.macropad.renderer), and may change them when another game starts
    b = app.board
    if getattr(b, "display", None) is None:
        return
    mk = getattr(b, "renderer", None)
    if mk is not None:
        app.renderer = mk(b.display, game, app.renderer)
    elif app.renderer is None:
        from tabletop.ui.screens import Renderer  # displayio: only where there is a display

        app.renderer = Renderer(b.display)


def draw(app):
    # the screen model of the current mode, on the display and the LEDs
    if app.drawn != app.mode:  # another mode: the modules of the others go, and play's lists
        app.cache = app.vcache = app.top = None
        for i in range(len(MODES)):
            if i != app.mode and i != PLAY:
                for name in MODES[i]:
                    forget("ui." + name)
                if i == HIST:
                    forget("core.history")
                    forget("core.history_show")
        app.drawn = app.mode
    ui(MODES[app.mode][0]).screen(app)
    words_done(app.lang)  # a refusal's readers go; English: the game's words too
    if app.renderer is None:
        renderer(app)
    b = app.board
    if app.renderer is not None:
        app.renderer.show(app.screen)
    px = getattr(b, "pixels", None)
    if px is not None:
        for i in range(12):
            px[i] = app.leds[i]
        px.show()


def draw_message(app):
    # app.msg alone, keys dark: when drawing the screen itself failed (App.error)
    from tabletop.ui.layout import wrap

    app.screen = {"lines": (wrap(app.msg, most=5) + [""] * 5)[:5], "hi": -1}
    app.leds = [(0, 0, 0)] * 12
    if app.renderer is not None:
        app.renderer.show(app.screen)


def change(app, fn, args=()):
    # apply, undo or redo (fn(*args): a bound method and its arguments, not a lambda, which is
    # code of its own: RAM); a refusal shows its message; tones and saves on the way
    s = app.session
    f = s.state["flow"]
    before = (f["round"], f["phase"], f["turns"])
    try:
        fn(*args)
    except Illegal as e:
        app.msg = e.message
        if app.lang:  # German, Dutch: the core's words, else the rules' (the game's)
            from tabletop.ui.tongue_refusal import refused

            app.msg = refused(app, e.message)
        return
    f = s.state["flow"]
    app.pos = 0
    app.version += 1
    moved = (f["round"], f["phase"]) != before[:2]
    d = 4 if f["ended"] else 2 if moved else 0
    if f["turns"] != before[2] or f["ended"] or moved:
        d |= 1  # a turn (or phase) ended: saved (once the screen shows it)
    else:
        app.dirty = True  # saved by tick() after a few idle seconds
    ui("play_input").due(app, d)
