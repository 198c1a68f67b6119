# Issue 39: a whole game of each title walked through the device app in German and in Dutch
# (tests/host/lang_walk.py: every entry entered at the pad, every screen's text collected: the
# play screen and its whole list, the players' pages, the menu and key legend, the history, the
# refusals met, the final screen) shows no English word: none of the words of the same walk in
# English, of the game's English texts or of the device's English texts, but those that the
# language's own texts of the game use too (Babylon, Gold, menu). And every such text fits.
import pytest

from tabletop.ui import lang as L
from tabletop.ui import layout as Y
from tests.host import lang_walk as W

GAMES = sorted(W.RECORDS)
_english = {}


def english(name):
    if name not in _english:
        _english[name] = W.walk(name, L.EN)
    return _english[name]


@pytest.mark.parametrize("lg", (L.DE, L.NL))
@pytest.mark.parametrize("name", GAMES)
def test_a_whole_game_shows_no_english_word(name, lg):
    shown = W.walk(name, lg)
    left = W.english_left(shown, W.english_words(name, lg, english(name)))
    assert not left, "%s in %s: English left: %s" % (name, L.NAMES[lg], sorted(left.items())[:12])
    for t in shown:  # lines of the screens: in 21 columns (a refusal is wrapped into its lines)
        assert len(t) <= Y.COLS or " " in t, t


def test_the_record_stays_english_and_english_screens_unchanged():
    from tabletop.core import registry
    from tabletop.ui import tongue

    g = registry.load("babel")
    assert tongue.tr(g, L.EN, ["travel", "R1 turn"]) == ["travel", "R1 turn"]
    assert tongue.tr(g, L.DE, ["travel hittites", "quarry 25 (top: 1 2)", "hand5"]) == [
        "reisen Hethiter", "Nachschub 25 (oben: 1 2)", "Hand5"]
    assert tongue.tr(g, L.NL, "white reached 20 in the final phase") == "wit heeft 20 in de eindfase"
    from tabletop.ui.tongue_refusal import rules_msg  # a refusal: its sentence, its values in the words

    assert rules_msg(g, L.DE, "%r is not a people: %s" % ("x", "medes")) == "'x' ist kein Volk: Meder"


@pytest.mark.parametrize("name", GAMES)
def test_every_words_file_line_is_ascii_and_its_fields_match(name):
    import os

    for lg in ("de", "nl"):
        with open(os.path.join(W.FIRMWARE, "games", name, lg + ".txt"), "rb") as f:
            for n, ln in enumerate(f.read().decode().splitlines()):
                assert all(32 <= ord(c) < 127 for c in ln), (name, lg, n + 1, ln)
                if ln.startswith("#") or not ln:
                    continue
                i = ln.rindex("|")
                en, to = ln[:i], ln[i + 1:]
                assert to and en, (name, lg, n + 1)
                assert en.count("%") == to.count("%"), (name, lg, n + 1, ln)
                if len(en) <= 6 and en[:1].isupper() and " " not in en and "%" not in en:
                    pass  # key labels: 6 columns (tests/host/test_ui_lang_columns.py)
