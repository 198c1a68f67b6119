# German and Dutch on the board (tabletop.ui.lang.words_done): the words file read for a screen goes
# after it; the words' readers' modules stay while the pad is in use where the game's heap had room
# after boot (CircuitPython collects the whole heap after it loads a module: ~20 ms each, three a
# screen), and go after each screen where it had not; always when the pad rests, once a rest.
from tabletop.core import registry
from tabletop.ui import lang as L
from tabletop.ui import saving, tongue

READERS = ["ui.tongue", "ui.tongue_words", "ui.tongue_refusal", "core.refusals"]


def test_the_words_file_goes_after_each_screen_and_the_readers_as_the_heap_allows(monkeypatch):
    gone = []
    monkeypatch.setattr(L, "forget", gone.append)
    g = registry.load("babel")
    assert tongue.tr(g, L.DE, "travel") == "reisen" and tongue.HELD[0] is g
    monkeypatch.setattr(L, "STAY", [True])
    L.words_done(False)  # after a screen, room to keep them: the file goes, the readers stay
    assert tongue.HELD[0] is None and tongue.HELD[1] == tongue.NONE and gone == []
    L.words_done(True)  # the pad rests
    assert gone == READERS
    del gone[:]
    monkeypatch.setattr(L, "STAY", [False])
    L.words_done(False)  # no room: after every screen
    assert gone == READERS


def test_the_readers_go_once_when_the_pad_rests(monkeypatch):
    calls = []
    monkeypatch.setattr(L, "words_done", calls.append)
    monkeypatch.setattr(saving, "RESTED", [-1])

    class App:
        last_input = 1000
        dirty = False
        snap_v = version = 3
        store = type("S", (), {"j": None})()
        session = None

    app = App()
    saving.tick(app, 1000 + saving.IDLE_SAVE_MS - 1)
    assert calls == []  # not resting yet
    for t in range(3):
        saving.tick(app, 1000 + saving.IDLE_SAVE_MS + t)
    assert calls == [True]
    app.last_input = 9000  # played again, then rests again
    saving.tick(app, 9000 + saving.IDLE_SAVE_MS)
    assert calls == [True, True]
