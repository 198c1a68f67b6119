# The device's texts: every key in English, German and Dutch, ASCII (the board's font), same
# order; German and Dutch are read from tabletop/ui/de.txt and nl.txt a line at a time.
from tabletop.ui import lang as L
from tabletop.ui import tongue_refusal as T


def test_every_text_in_every_language():
    keys = L.KEYS.split()
    assert len(keys) == len(L.TEXT.split("|")) and L.NAMES == ("English", "Deutsch", "Nederlands")
    for k in keys:
        en = L.t(L.EN, k)
        assert en == L.TEXT.split("|")[keys.index(k)], k  # the key itself, not one it starts ("std2", "nosave")
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
    for bad in ("no such text", "nos", "ave", ""):  # a part of a key: none
        try:
            L.t(L.EN, bad)
        except KeyError:
            continue
        assert False, bad


def test_core_refusals_in_german_and_dutch():
    assert T.core_msg(L.DE, "nothing to undo") == "nichts rueckgaengig zu machen"
    assert T.core_msg(L.DE, "it is bob's turn, not ann's") == "am Zug ist bob, nicht ann"
    assert T.core_msg(L.EN, "it is bob's turn, not ann's") == "it is bob's turn, not ann's"
    assert T.core_msg(L.DE, "not enough workers") == "not enough workers"  # the game's: English
    assert T.core_msg(L.NL, "nothing to redo") == "niets om opnieuw te doen"
    assert T.core_msg(L.NL, "it is bob's turn, not ann's") == "bob is aan de beurt, niet ann"
    assert T.core_msg(L.NL, "unknown action 'fly'") == "onbekende actie 'fly'"
    assert T.core_msg(L.NL, "not enough workers") == "not enough workers"


def test_core_refusals_with_fields_take_the_games_words():
    # the core's refusals with values (tabletop.core.registry): the sentence in the language and
    # its values (verbs, phases, seats) in the game's own words, as a walk at the pad meets them
    from tabletop.core import registry

    atf = registry.load("after_the_flood")
    tm = registry.load("terra_mystica")
    de = T.core_msg(L.DE, "'build' is not possible in the expansion phase", registry.load("assyria"))
    assert de == "'bauen' geht nicht in der Phase Expansion", de
    nl = T.core_msg(L.NL, "first answer: cost (pay / bid / pass)", atf)
    assert nl.startswith("eerst antwoorden: ") and "pay" not in nl, nl
    de = T.core_msg(L.DE, "cultists has passed; it is nomads's turn", tm)
    assert de == "Kultisten hat gepasst; dran ist Nomaden", de
    assert T.core_msg(L.DE, "it is nomads's turn, not cultists's", tm) == "am Zug ist Nomaden, nicht Kultisten"
    # a game's refusal that starts as a core's does is the game's (its refusals file)
    msg = "the game is over: enter network N (your largest network)"
    assert T.core_msg(L.DE, msg, tm) == msg and T.core_msg(L.DE, "the game is over", tm) == "das Spiel ist vorbei"
    assert T.rules_msg(tm, L.DE, msg).startswith("Spielende: ")


def test_the_start_menus_option_titles_in_the_games_words():
    from tabletop.core import registry
    from tabletop.ui import menu

    for name, en in (("babel", "edition"), ("after_the_flood", "first-order"), ("assyria", "first-order"),
                     ("terra_mystica", "turn-order")):
        mod = registry.load(name)
        assert menu.step([], mod, [0, 0], L.EN)[0] == "Option: " + en
        for lg in (L.DE, L.NL):
            title = menu.step([], mod, [lg, 0], lg)[0]
            assert en not in title and len(title) <= 21, (name, lg, title)


def test_one_card_and_more_cards_in_the_games_words():
    # Babel's status: "discards 1 card", not "1 cards", in every language
    from tabletop.core import registry
    from tabletop.ui import tongue

    babel = registry.load("babel")
    black = tongue.tr(babel, L.DE, "black")
    assert tongue.tr(babel, L.DE, "black discards 1 card") == black + " wirft 1 Karte ab"
    assert tongue.tr(babel, L.DE, "black discards 2 cards") == black + " wirft 2 Karten ab"
    assert tongue.tr(babel, L.NL, "black discards 1 card").endswith(" legt 1 kaart af")
