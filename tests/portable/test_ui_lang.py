# The device's texts: every key in English, German and Dutch, ASCII (the board's font), same
# order; German and Dutch are read from tabletop/ui/de.txt and nl.txt a line at a time.
from tabletop.ui import lang as L
from tabletop.ui import tongue_refusal as T


def test_every_text_in_every_language():
    keys = L.KEYS.split()
    assert len(keys) == len(L.TEXT.split("|")) and L.NAMES == ("English", "Deutsch", "Nederlands")
    for k in keys:
        en = L.t(L.EN, k)
        for lg in (L.DE, L.NL):
            s = L.line(lg, keys.index(k))  # the file's own line, not English as a fallback
            assert s and s == L.t(lg, k), (lg, k)
            assert s.count("%") == en.count("%") and "|" not in s, (lg, k)
            for ch in s:
                assert 32 <= ord(ch) < 127, (lg, k)
    assert L.t(L.EN, "lang") == "Language" and L.t(L.DE, "redo") == "wieder: %s"
    assert L.t(L.DE, "over") == "Spielende" and L.t(L.EN, "undo") == "undone: %s"
    assert L.t(L.NL, "lang") == "Taal" and L.t(L.NL, "over") == "Spel afgelopen"
    assert L.t(L.NL, "small") == L.line(L.NL, len(keys) - 1)  # the last text, before the core's
    assert L.line(L.EN, 0) is None and L.line(7, 0) is None  # English: in RAM, no file
    try:
        L.t(L.EN, "no such text")
    except KeyError:
        return
    assert False


def test_core_refusals_in_german_and_dutch():
    assert T.core_msg(L.DE, "nothing to undo") == "nichts rueckgaengig zu machen"
    assert T.core_msg(L.DE, "it is bob's turn, not ann's") == "am Zug ist bob, nicht ann"
    assert T.core_msg(L.EN, "it is bob's turn, not ann's") == "it is bob's turn, not ann's"
    assert T.core_msg(L.DE, "not enough workers") == "not enough workers"  # the game's: English
    assert T.core_msg(L.NL, "nothing to redo") == "niets om opnieuw te doen"
    assert T.core_msg(L.NL, "it is bob's turn, not ann's") == "bob is aan de beurt, niet ann"
    assert T.core_msg(L.NL, "unknown action 'fly'") == "onbekende actie 'fly'"
    assert T.core_msg(L.NL, "not enough workers") == "not enough workers"
