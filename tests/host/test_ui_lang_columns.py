# Every text of the device in every language fits the OLED's 21 columns once formatted with
# realistic values: a line (title, menu entry) in 21 columns, a notice ("! " + text) in its 3
# lines and information (undo, resumed) in its 2 without being cut; and Dutch on the screens.
import pytest

from tabletop.core import registry
from tabletop.ui import lang as L
from tabletop.ui import layout as Y
from tabletop.ui import menu_own
from tests.host.ui_driver import Driver

LANGS = (L.EN, L.DE, L.NL)
OPTIONS = sorted({o[0] for g in registry.GAMES for o in menu_own.options_of(L.load(g))})
# realistic values of each text's %-fields (several where the value's length varies a lot)
VALUES = {
    "seat": [5], "option": OPTIONS, "round": [(6, "actions"), (12, "income")],
    "setup": ["dwellings", "bonus"], "asks": [("ann", "leech 2 -1VP")], "winner": ["swarmlings", "white"],
    "winners": ["red+blue", "white+black"], "missing": ["After the Flood", "Terra Mystica"],
    "damaged": ["bad checksum at 120"], "resumed": [616], "error": ["memory allocation failed, allocating 1024 bytes"],
    "undo": ["white: build start", "engineers: pass BON3"], "redo": ["white: build start"],
    "ckey": [12], "cenc": [(-24, 7), (+30, 12)], "pick": [("scoring", 6, 6), ("bonus", 5, 9)], "small": [(40, 52)],
}
NOTICES = ("missing", "damaged", "older", "fresh", "nosave", "error", "unsaved", "nomem", "small")  # app.msg
INFO = ("resumed", "undo", "redo")  # app.info


def shown(lg, key):
    """The text as the screen gets it, for each realistic value."""
    s = L.t(lg, key)
    if key == "lang":
        return [s + ": " + n for n in L.NAMES]  # the menus' language entry
    if key == "keys":
        return [s + ":"]
    return [s % v for v in VALUES[key]] if "%" in s else [s]


@pytest.mark.parametrize("key", L.KEYS.split())
def test_every_text_fits_the_screen_in_every_language(key):
    for lg in LANGS:
        for i, s in enumerate(shown(lg, key)):
            if key in NOTICES or key in INFO:
                most = 3 if key in NOTICES else 2
                lines = Y.pack(("! " + s if key in NOTICES else s).split(" "), Y.COLS)
                assert len(lines) <= most and max(len(ln) for ln in lines) <= Y.COLS, (L.NAMES[lg], lines)
            else:
                # a value too long in English already (Option: shipping-bonus) is cut with "~" in
                # every language: no translation longer than English there
                en = shown(L.EN, key)[i]
                assert len(s) <= max(Y.COLS, len(en)), (L.NAMES[lg], s, len(s))


def test_the_key_legends_bottom_row_in_every_language():
    assert len(L.BOTTOM) == len(L.NAMES)
    for row in L.BOTTOM:
        assert len(row) == 3 and all(0 < len(w) <= 6 for w in row), row


def test_dutch_chosen_in_the_start_menu_shows_dutch_menus_and_persists():
    d = Driver()
    assert d.lines()[:3] == ["Game", "Toy", "Language: English"]
    d.choose("Nederlands")  # English -> German -> Dutch
    assert d.app.lang == L.NL and d.lines()[:3] == ["Spel", "Toy", "Taal: Nederlands"]
    d.choose("Toy")
    assert d.lines()[0] == "Optie: bonus"
    d.choose("0")
    assert d.lines()[0] == "Spelers"
    d.choose("2").choose("red")
    assert d.lines()[0] == "Speler 2"
    d.choose("blue")
    assert d.lines()[0].startswith("Opbouw")
    d.key(9)  # nothing to undo: the core's refusal in Dutch
    assert "! niets om terug te draaien" in " ".join(d.lines()), d.lines()
    d.key(10)
    assert d.lines()[0] == "Menu" and "Taal: Nederlands" in d.lines() and "Verloop" in d.lines()
    assert "Toetsen:" in d.lines() or d.app.pos == 0
    d.choose("Nieuw spel")
    assert d.lines()[0] == "Spel echt stoppen?" and d.hi_text() == "Nee, terug naar spel"
    d.push()
    d2 = Driver(board=d.board)  # power off and on: Dutch is saved with the game
    assert d2.app.lang == L.NL and d2.lines()[0].startswith("Opbouw"), d2.lines()
    assert "Hervat, zetten: 0" in d2.lines()
    d2.key(10).choose("Taal: Nederlands")  # the in-game menu: the next language, English
    assert d2.app.lang == L.EN and "Language: English" in d2.lines()


def test_dutch_in_the_start_menu_without_a_game_and_the_menu_key_legend():
    d = Driver()
    d.choose("Nederlands")
    d2 = Driver(board=d.board)
    assert d2.app.lang == L.NL and d2.lines()[:3] == ["Spel", "Toy", "Taal: Nederlands"]
    d2.choose("Taal: Nederlands")  # Dutch -> English: the three in turn
    assert d2.app.lang == L.EN and d2.lines()[2] == "Language: English"
