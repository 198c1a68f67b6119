# Saves through the app: at turn ends and after idle seconds, exact resume, damaged copies,
# power cuts at every step of every write, erase cycles of a whole game.
from tabletop.boards.virtual import VirtualBoard
from tabletop.core import copies, header
from tabletop.core.newgame import clone
from tabletop.core.store import Store
from tests.host.ui_driver import Driver
from tests.portable.fake_flash import FakeFlash, PowerCut


def game_script(d):
    """A whole toy game: setup, a prompt, adds, undo/redo, passes to the end."""
    d.start("red", "blue", "green")
    for _ in range(6):
        d.key(0)
    for k in (3, 2, 4, 6, 3, 9, 11, 2, 3, 5, 3, 2, 5, 5, 1):
        d.key(k)
        if k == 1:
            d.choose("2")
    while not d.app.session.ended():
        d.key(5)


def test_saved_at_turn_end_and_after_idle():
    d = Driver()
    d.start("red", "blue")
    w = d.app.store.writes
    assert w == 1  # the new game
    d.key(0)  # a turn ends: saved at once
    assert d.app.store.writes == w + 1
    for _ in range(3):
        d.key(0)
    w = d.app.store.writes
    d.key(4)  # red +3: blue is asked first, red's turn is not over yet: saved when idle
    assert d.app.store.writes == w and d.app.dirty
    d.idle(1000)
    assert d.app.store.writes == w
    d.idle(2500)
    assert d.app.store.writes == w + 1 and not d.app.dirty
    d.idle(5000)
    assert d.app.store.writes == w + 1  # nothing new: no write
    d.key(6)  # blue answers: red's turn ends: saved at once
    assert d.app.store.writes == w + 2


def test_boot_resumes_exactly():
    d = Driver()
    game_script(d)
    d.key(9)  # undo the last pass
    d.idle(4000)
    st = clone(d.app.session.state)
    rec = d.app.session.record.data()
    d2 = Driver(board=d.board)
    assert d2.app.session.state == st and d2.app.session.record.data() == rec
    # "Resumed" is information on the last line, not an error hiding the score line
    assert d2.app.mode == 1 and d2.lines()[4] == "Resumed, entries: %d" % len(d2.app.session.record)
    assert "VP" in d2.lines()[1]


def test_damaged_newest_copy_falls_back_with_message():
    d = Driver()
    d.start("red", "blue")
    d.key(0)
    d.key(0)
    places = d.board.storage
    newest = max(range(3), key=lambda i: Store(places).load() and (places[i].data[3:7]))
    bad = bytearray(places[newest].data)
    bad[14] ^= 0xFF
    places[newest].data = bytes(bad)
    d2 = Driver(board=d.board)
    assert len(d2.app.session.record) == 1  # one entry lost, not the game
    assert d2.lines()[1] == "! Resumed an older", d2.lines()
    d2.key(0)  # and play goes on, saving over the damaged copy
    assert Store(places).damaged == 0


def test_a_damaged_older_copy_is_no_older_resume():
    # the newest copy is good and used: "Resumed, entries: N", not "Resumed an older copy"
    d = Driver()
    d.start("red", "blue")
    d.key(0)
    d.key(0)
    places = d.board.storage
    seqs = [header.head_seq(p.data) for p in places]
    oldest = min([i for i in range(3) if seqs[i] >= 0], key=lambda i: seqs[i])
    bad = bytearray(places[oldest].data)
    bad[14] ^= 0xFF
    places[oldest].data = bytes(bad)
    n = len(d.app.session.record)
    st = Store(places)
    assert st.load() and st.damaged == 1
    d2 = Driver(board=d.board)
    assert len(d2.app.session.record) == n and d2.lines()[4] == "Resumed, entries: %d" % n, d2.lines()


def test_unreplayable_save_falls_back_never_crashes():
    board = VirtualBoard()
    st = Store(board.storage)
    st.save(b"TT\x01garbage that is no game", 0)
    d = Driver(board=board)
    assert d.app.mode == 0 and d.lines()[1].startswith("! Save damaged")
    # every place garbage: the start menu, with a message
    for p in board.storage:
        p.data = b"TS\x01" + bytes(range(60))
    d = Driver(board=board)
    assert d.app.mode == 0 and d.lines()[1] == "! Starting fresh"


def test_power_cut_at_every_step_of_every_save():
    # run a whole game on simulated flash, recording every save; then replay each save from
    # the flash image before it with the power cut at every step, and reboot the app: it
    # resumes the new save, or the previous one (at most the entries since then are lost)
    places = [FakeFlash(1024, chunk=32) for _ in range(3)]
    d = Driver(board=VirtualBoard(storage=places))
    saves = []  # (flash images before, payload, settings, entries after)
    st0 = d.app.store
    orig, orig_framed = st0.save, st0.save_framed

    def note(payload, settings):
        images = [bytes(p.data) for p in places]
        n = len(d.app.session.record) if d.app.session else 0
        saves.append((images, bytes(payload), settings, n))

    def spy(payload, settings=0):  # the start menu's saves (no game)
        note(payload, settings)
        return orig(payload, settings)

    def spy_framed(buf, n, settings=0, check=None):  # the game's saves, framed in the record's buffer
        note(buf[copies.HEAD : copies.HEAD + n], settings)
        # the payload's checksum the record kept is the one read from all of its bytes
        assert check is None or check == copies.fletcher16(buf, copies.HEAD, copies.HEAD + n)
        return orig_framed(buf, n, settings, check)

    st0.save, st0.save_framed = spy, spy_framed
    game_script(d)
    assert len(saves) > 20
    cuts = 0
    prev_n = -1  # nothing saved yet: the start menu
    for images, payload, settings, n in saves:
        cut = 0
        while True:
            fl = [FakeFlash(1024, chunk=32) for _ in range(3)]
            for j in range(3):
                fl[j].data = bytearray(images[j])
            st = Store(fl)
            st.load()
            for p in fl:
                p.budget = cut
            try:
                buf = bytearray(copies.HEAD) + payload + bytes(2)  # as the app frames it
                st.save_framed(buf, len(payload), settings)
                finished = True
            except PowerCut:
                finished = False
                cuts += 1
            for p in fl:
                p.budget = -1
            r = Driver(board=VirtualBoard(storage=fl)).app  # reboot: never raises
            got = len(r.session.record) if r.session is not None else -1
            assert got == (n if finished else prev_n), (n, cut, got)
            if finished:
                break
            cut += 1
        prev_n = n
    assert cuts > len(saves) * 4, cuts


def test_erase_cycles_of_a_whole_game():
    d = Driver()
    game_script(d)
    n = len(d.app.session.record)
    erases = [p.erases for p in d.board.storage]
    # one save per turn end plus the new game: spread over the 3 places of this board
    assert sum(erases) == d.app.store.writes and max(erases) - min(erases) <= 1
    # at most one write per entry, undo and redo, plus the new game (15 presses had 2 of those)
    assert d.app.store.writes <= n + 3, (d.app.store.writes, n)


def test_erase_cycles_of_a_5_player_terra_mystica_game():
    # the board's places: nvm (4 KB, the saves' journal) + 16 slot files (boards/macropad.py); the
    # recorded game entered with 20 s between entries (every entry is saved: at its turn's end or
    # when idle): the journal takes most saves without an erase
    from tabletop.boards.virtual import RamPlace
    from tabletop.core import registry
    from tests.host.test_ui_presses import replayable

    rec = replayable("tm_5p_demo.txt")
    places = [RamPlace(4096, journal=True)] + [RamPlace(8192) for _ in range(16)]
    app = Driver(games=registry.GAMES, board=VirtualBoard(storage=places)).play_record(rec, (5000,))
    assert app.session.ended() and app.store.writes <= len(rec) + 1
    worst = max([p.erases for p in places])
    games = 100000 // worst  # flash sectors rated for 100 000 erase cycles
    # 503 saves: 2 copies and 2 erases of nvm (the journal starts anew after a copy); a copy
    # a save, as before the journal, was 32 erases of each place: 3,125 games
    assert games >= 30000, (worst, games)


def test_a_minute_alone_the_journal_s_turns_are_a_copy_on_the_drive_too():
    # the board's places: nvm (the saves' journal: tabletop.core.journal) and slot files; the
    # computer reads only the slot files (companion replay/export of /saves)
    from tabletop.boards.virtual import RamPlace
    from tabletop.core import save

    places = [RamPlace(4096, journal=True)] + [RamPlace(8192) for _ in range(3)]
    d = Driver(board=VirtualBoard(storage=places))
    d.start("red", "blue")
    for _ in range(4):
        d.key(0)  # turns: saved in the journal, no copy
    rec = d.app.session.record
    on_drive = lambda: bytes(Store(places[1:]).load()[0][2])  # noqa: E731
    copies = sum([p.erases for p in places[1:]])
    assert on_drive() != bytes(save.dumps(rec)) and d.app.store.j[4] == 4
    d.idle(59000)
    assert sum([p.erases for p in places[1:]]) == copies
    d.idle(1500)  # a minute alone: a copy, and nvm's journal anew after it
    assert on_drive() == bytes(save.dumps(rec)) and sum([p.erases for p in places[1:]]) == copies + 1
    d.idle(120000)  # nothing new: no more copies
    assert sum([p.erases for p in places[1:]]) == copies + 1 and places[0].erases == 2
    d2 = Driver(board=d.board)  # and the board resumes it
    assert d2.app.session.record.data() == rec.data()


def test_out_of_memory_at_boot_keeps_the_save(monkeypatch):
    d = Driver()
    d.start("red", "blue")
    d.key(0)
    board = d.board
    from tabletop.core import save as S

    real = S.loads

    def short_of_ram(*a, **k):
        raise MemoryError("memory allocation failed")

    monkeypatch.setattr(S, "loads", short_of_ram)
    d2 = Driver(board=board)
    assert d2.app.session is None and d2.lines()[1].startswith("! Error: memory")
    assert max(d2.app.store.seqs) == 2  # the good copy is not written off (it is overwritten last)
    monkeypatch.setattr(S, "loads", real)
    d3 = Driver(board=board)
    assert d3.app.session is not None and len(d3.app.session.record) == 1


def test_out_of_memory_reading_the_saves_says_so_and_keeps_them():
    # power-up short of RAM while reading a place: not "no saved game" (which a new game would
    # have written over), but the error, and that place untouched by any save
    d = Driver()
    d.start("red", "blue")
    d.key(0)
    board = d.board
    for which in ("scan", "payload"):
        st = Store(board.storage)
        st.scan()
        place = board.storage[st._newest()]
        kept = bytes(place.read())
        real = place.read
        calls = []

        def short_of_ram():
            calls.append(1)
            if which == "scan" or len(calls) > 1:  # payload: the scan reads it, then no RAM
                raise MemoryError("memory allocation failed")
            return real()

        place.read = short_of_ram
        d2 = Driver(board=board)
        assert d2.app.session is None and d2.lines()[1].startswith("! Error: memory"), which
        if which == "scan":  # never read: a new game meanwhile is saved elsewhere, every time
            d2.start("red", "blue")
            for _ in range(6):
                d2.key(0)
        else:  # read by the scan: known as the newest copy, overwritten last (as above)
            assert max(d2.app.store.seqs) == d2.app.store.seqs[board.storage.index(place)]
        place.read = real
        assert bytes(place.read()) == kept, which
        assert Driver(board=board).app.session is not None, which  # RAM enough: resumed


def test_saves_are_framed_in_the_record_which_grows_with_a_long_game(monkeypatch):
    # the app frames every save in its record's own buffer (no second copy of the game in RAM):
    # a game longer than it started with grows it, every save resumes, and the bytes the
    # framing writes over after the last entry (an undone entry's, for redo) are put back
    from tabletop.core import save
    from tabletop.ui import app as appmod

    monkeypatch.setattr(appmod, "SAVE_ROOM", 48)
    d = Driver()
    game_script(d)
    rec = d.app.session.record
    assert rec.front == save.front(rec) and len(rec.buf) > 48
    again = Driver(board=d.board)
    assert again.app.session.record.data() == rec.data()
    assert again.app.session.record.front == save.front(rec)
    before = clone(d.app.session.state)
    n = len(rec)
    d.key(9)  # undo
    for _ in range(2):
        d.app._save()
        assert len(rec) == n - 1
        assert Driver(board=d.board).app.session.record.data() == rec.data()
    d.key(11)  # redo: the undone entry, from its bytes
    assert len(rec) == n and d.app.session.state == before


def test_a_new_game_makes_its_record_at_its_games_size():
    # a new game's record is made at once at the size a long game of it takes (RECORD_ROOM), not
    # at the 4 KB a 5-player Terra Mystica game needs; each game's longest test record fits it
    import os

    from tabletop.core import registry, save
    from tabletop.core.record import TAIL
    from tabletop.core.session import Session
    from tabletop.core.text import parse
    from tabletop.ui import shared

    records = os.path.join(os.path.dirname(os.path.dirname(__file__)), "records")
    longest = {}
    longest_seats = {}
    for name in os.listdir(records):
        if name.endswith(".txt"):
            with open(os.path.join(records, name)) as f:
                rec = parse(f.read(), registry.words_for)
            size = save.front(rec) + len(rec.data()) + 4  # + TAIL: as the record holds it
            if size > longest.get(rec.game, 0):
                longest[rec.game] = size
                longest_seats[rec.game] = rec.seats
    for g in registry.GAMES:
        room = registry.load(g[0]).RECORD_ROOM
        assert longest[g[0]] <= room <= shared.SAVE_ROOM, (g[0], longest[g[0]], room)
        rec = parse("game %s\nplayers %s\n" % (g[0], " ".join(longest_seats[g[0]])), registry.words_for)
        d = Driver()
        d.app._start(Session(rec))
        assert len(d.app.session.record.buf) == room + TAIL, g[0]  # what a new game makes


def test_out_of_memory_at_a_key_press_keeps_every_saved_entry(monkeypatch):
    # issue 25: a MemoryError in an input is caught by the main loop (tabletop.main: app.error);
    # the screen says what happened and what to do, and the next start resumes the game
    from tabletop.ui import play_input

    d = Driver()
    d.start("red", "blue")
    for _ in range(4):
        d.key(0)  # turns: each saved at its end
    saved = len(d.app.session.record)
    real = play_input.handle

    def short_of_ram(*a, **k):
        raise MemoryError("memory allocation failed, allocating 512 bytes")

    monkeypatch.setattr(play_input, "handle", short_of_ram)
    try:
        d.key(0)
    except MemoryError as e:  # what tabletop.main.run does with it
        d.app.error(e)
    assert d.lines()[1:4] == ["! Out of memory.", "Saved games are kept:", "unplug, plug in again"]
    monkeypatch.setattr(play_input, "handle", real)
    d2 = Driver(board=d.board)  # unplugged and plugged in again
    assert d2.app.session is not None and len(d2.app.session.record) == saved
