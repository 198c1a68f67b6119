# A whole recorded game walked through the device app in a language (issue 39): each entry
# entered at the pad the shortest way (tests/host/ui_driver.py), and every screen's text on the
# way collected: the play screen (while an entry is under way too), the whole scrolling list
# (not only the lines on the screen), the players' pages, the in-game menu with its key legend,
# the history, the final screen. `english_left` then names the English words among them.
import os
import re

from host_tools import records
from tabletop.core import registry
from tabletop.core.session import Session
from tabletop.ui import lang as L
from tabletop.ui import menu, modes, play, play_view, pmenu
from tabletop.ui.layout import OFF
from tests.host.ui_driver import Driver

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RECORDS = {
    "babel": ("babel_demo.txt", "babel_dutch_full.txt"),
    "after_the_flood": ("after_the_flood_full.txt", "after_the_flood_features.txt"),
    "assyria": ("assyria_3p_full.txt", "assyria_2p_full.txt", "assyria_4p_full.txt"),
    "terra_mystica": ("tm_5p_pad.txt",),
}
FIRMWARE = os.path.join(ROOT, "firmware", "tabletop")


def screens(d, out):
    app = d.app
    for ln in d.lines():
        out.add(ln)
    if app.msg:  # a refusal, whole
        out.add(app.msg)
    if app.mode == 1:
        for e in play.items(app):  # the whole list, each entry as the screen shows it
            out.add(play_view.shown(app, e))


def side_screens(d, out):
    # the menu (key legend), each player's page, the history, back to play
    app = d.app
    n = len(app.session.record.seats)
    d.key(10)
    for it in pmenu.items(app):
        out.add(it[0])
    for p in range(n):
        d.key(p)
        for _ in range(12):  # the whole page, scrolled to its end
            screens(d, out)
            d.turn(1)
    d.key(10)  # back to play
    d.key(10).choose(L.t(app.lang, "hist"))
    for _ in range(4):
        screens(d, out)
        d.key(9)
    d.key(10)
    assert app.mode == 1, app.mode


def dark_keys(d, out):
    # the refusals of the keys 0-8 that are dark now (nothing of theirs offered), each taken back
    app = d.app
    for k in range(9):
        if app.mode != 1 or app.leds[k] != OFF:
            continue
        n = len(app.session.record)
        d.key(k)
        screens(d, out)
        back_to(app, n)
        modes.draw(app)


def back_to(app, n):
    # the game's first n entries, in play, no refusal or entry under way (what a key made, undone)
    while len(app.session.record) > n:
        app._change(app.session.undo)
    app.msg = None
    app.words = []
    app.mode = 1


def start_menu(name, lg, out):
    """The texts of the start menu in lg, from the language to the game's first screen: every
    step's whole list; the options with the game's own steps (Terra Mystica's tiles, one each)."""
    d = Driver(games=registry.GAMES)
    app = d.app
    d.choose(L.NAMES[lg])
    d.choose([g[1] for g in registry.GAMES if g[0] == name][0])
    for _ in range(60):
        if app.mode != 0:
            break
        labels = d.labels()
        for _ in range(len(labels)):
            screens(d, out)
            d.turn(1)
        own = "+" in menu.step(app.games, app.mod, app.picks, app.lang)[2]
        k = 1 if own or labels[0] == L.t(lg, "draw") else 0  # "+": the own steps; a tile, not drawn
        if k != app.pos:
            d.turn(k - app.pos)
        d.push()
    assert app.mode == 1, app.mode
    screens(d, out)


def walk(name, lg, path=None, side_every=25):
    """The set of texts shown while the record (tests/records/...) is played at the pad in lg."""
    path = path or os.path.join(ROOT, "tests", "records", RECORDS[name][0])
    rec, _ = records.read(path)
    d = Driver(games=registry.GAMES)
    app = d.app
    app.lang = lg
    app._start(Session(rec.copy_header(), registry.load(rec.game)))
    modes.draw(app)
    out = set()
    screens(d, out)
    for k in range(len(rec)):
        seat, words = rec.entry(k)
        n = len(app.session.record)
        d.enter(words)
        r = app.session.record
        if len(r) != n + 1 or r.entry(n) != (seat, words):  # not so at the pad: as the record says
            if app.msg:
                out.add(app.msg)
            back_to(app, n)
            app._change(lambda: app.session.apply_words(seat, words))
            modes.draw(app)
        screens(d, out)
        if k % side_every == 0:
            side_screens(d, out)
        if k % side_every == 0 or k >= len(rec) - 8:  # and in the final phases (network, last passes)
            dark_keys(d, out)
    assert len(app.session.record) == len(rec), (len(app.session.record), len(rec))
    side_screens(d, out)
    d.key(9)  # an undo's notice, then redo
    screens(d, out)
    d.key(11)
    screens(d, out)
    start_menu(name, lg, out)
    return out


def english_words(name, lg, english_texts):
    """The English words a screen in lg may not show: those of the English walk's texts, of the
    game's English texts in its words files and of the device's English texts, less the words
    that lg's texts of the game use too (names: Babylon, Gold) and the players' names."""
    en = set()
    other = set()
    for t in english_texts:
        en.update(re.findall(r"[A-Za-z]{2,}", t))
    with open(os.path.join(FIRMWARE, "games", name, ("de" if lg == L.DE else "nl") + ".txt")) as f:
        for ln in f:
            if "|" in ln and not ln.startswith("#"):
                i = ln.rindex("|")
                en.update(re.findall(r"[A-Za-z]{3,}", ln[:i]))
                other.update(re.findall(r"[A-Za-z]{2,}", ln[i + 1:]))
    en.update(re.findall(r"[A-Za-z]{3,}", L.TEXT))
    with open(os.path.join(FIRMWARE, "ui", ("de" if lg == L.DE else "nl") + ".txt")) as f:
        for ln in f:  # the device's own texts in lg ("Option", "Standard": German too)
            other.update(re.findall(r"[A-Za-z]{2,}", ln[ln.find("|") + 1:]))
    other.update(("ann", "bob", "cid", "Babel", "Assyria", "Terra", "Mystica", "After", "the", "Flood"))
    other.update(("menu",))  # Dutch too
    words = set(w.lower() for w in en) - set(w.lower() for w in other)
    if name == "babel":  # a column of people cards by their initials: "ssph" (Medes: m, ...)
        words = set(w for w in words if not re.fullmatch("[mshpa]+", w))
    return words


def english_left(texts, words):
    left = {}
    for t in texts:
        for w in re.findall(r"[A-Za-z]+", t):
            if w.lower() in words:
                left.setdefault(w.lower(), t)
    return left
