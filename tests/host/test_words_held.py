# German and Dutch on the board (tabletop.ui.tongue, tabletop.ui.lang.words_done): a game's words
# file is read once for the game and language and held, with its readers, while the pad shows
# that language; read again for each screen with the readers loaded again, it was ~90 ms of a
# German undo's 170 on the board (BENCHMARKS.md). A refusal's readers go after its screen; all
# of it when the pad shows English again.
from tabletop.core import registry
from tabletop.ui import lang as L
from tabletop.ui import tongue, tongue_load

REFUSALS = ["ui.tongue_load", "ui.tongue_refusal", "core.refusals"]


def test_the_words_are_read_once_a_game_and_language(monkeypatch):
    loads = []
    real = tongue_load.load
    monkeypatch.setattr(tongue_load, "load", lambda p, keep=True: loads.append(p) or real(p, keep))
    tongue.HELD[0] = None
    babel, tm = registry.load("babel"), registry.load("terra_mystica")
    for _ in range(3):
        assert tongue.tr(babel, L.DE, "travel") == "reisen"
        L.words_done(L.DE)  # after each screen: held
    assert loads == [tongue.path(babel, L.DE)]
    tongue.tr(babel, L.NL, "travel")
    tongue.tr(tm, L.NL, "dwellings")
    tongue.tr(tm, L.NL, "cult")
    assert loads == [tongue.path(babel, L.DE), tongue.path(babel, L.NL), tongue.path(tm, L.NL)]


def test_the_readers_stay_while_the_pad_shows_german_and_go_with_english(monkeypatch):
    gone = []
    monkeypatch.setattr(L, "forget", gone.append)
    for name in REFUSALS:
        __import__("tabletop." + name)
    L.words_done(L.DE)
    assert gone == REFUSALS  # a refusal's readers: after its screen
    del gone[:]
    __import__("tabletop.ui.tongue_flash")
    L.words_done(L.EN)
    assert gone == REFUSALS + ["ui.tongue", "ui.tongue_words", "ui.tongue_flash"]


def test_the_device_s_own_texts_are_read_once_each_and_are_the_file_s_lines(monkeypatch):
    n = L.KEYS.count(" ") - 1
    for lg in (L.DE, L.NL):
        tongue.OWN[0] = 0
        want = [L.line(lg, k) for k in range(n)]
        opened = []
        real_open = open
        monkeypatch.setattr("builtins.open", lambda *a, **k: opened.append(a[0]) or real_open(*a, **k))
        got = [tongue.own(lg, k) for k in range(n)]
        assert got == want and all(got) and len(opened) == n
        assert [tongue.own(lg, k) for k in range(n)] == want and len(opened) == n  # kept
        monkeypatch.undo()
        assert [L.t(lg, key) for key in L.KEYS.split()] == want
    tongue.OWN[0] = 0
    assert tongue.own(L.DE, n + 500) == ""  # no such line: English (tabletop.ui.lang.t)
    tongue.OWN[0] = 0


def test_no_room_for_the_words_shows_the_screen_as_it_is_and_tries_again(monkeypatch):
    # (the board: a German boot with too little heap showed an error screen that needed the words
    # again, and stopped; now the screen is English until there is room)
    calls = []

    def full(p, keep=True):
        calls.append(keep)  # (no room to hold them, nor to read them without their sorted pieces)
        raise MemoryError

    monkeypatch.setattr(tongue_load, "load", full)
    tongue.HELD[0] = None
    babel = registry.load("babel")
    assert tongue.tr(babel, L.DE, ["travel", "Build"]) == ["travel", "Build"]
    assert tongue.tr(babel, L.DE, "travel") == "travel" and calls == [True, False] * 2  # tried again
    monkeypatch.undo()
    assert tongue.tr(babel, L.DE, "travel") == "reisen"
    tongue.HELD[0] = None
