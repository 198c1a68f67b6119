# The device's texts: every key in English and German, ASCII (the board's font), same order.
from tabletop.ui import lang as L


def test_every_text_in_both_languages():
    keys = L.KEYS.split()
    assert len(keys) == len(L.texts(L.EN).split("|")) == len(L.texts(L.DE).split("|"))
    for k in keys:
        en = L.t(L.EN, k)
        de = L.t(L.DE, k)
        assert en and de, k
        assert en.count("%") == de.count("%"), k
        for ch in en + de:
            assert 32 <= ord(ch) < 127, k
    assert L.t(L.EN, "lang") == "Language" and L.t(L.DE, "redo") == "wieder: %s"
    assert L.t(L.DE, "over") == "Spielende" and L.t(L.EN, "undo") == "undone: %s"
    try:
        L.t(L.EN, "no such text")
    except KeyError:
        return
    assert False


def test_core_refusals_in_german():
    assert L.core_msg(L.DE, "nothing to undo") == "nichts rueckgaengig zu machen"
    assert L.core_msg(L.DE, "it is bob's turn, not ann's") == "am Zug ist bob, nicht ann"
    assert L.core_msg(L.EN, "it is bob's turn, not ann's") == "it is bob's turn, not ann's"
    assert L.core_msg(L.DE, "not enough workers") == "not enough workers"  # the game's: English
