# Save layer tests: power cut at every step of every write, damaged copies, erase counts.
from tabletop.core import copies, store
from tests.portable.fake_flash import FakeFlash, PowerCut


def payload(k):
    # a growing game record stand-in: k entries of 4 bytes, each save differs from the last
    out = bytearray(b"TT")
    for i in range(k):
        out.extend(bytes([i & 0xFF, (i * 7) & 0xFF, 0x80, k & 0xFF]))
    return bytes(out)


def newest(places):
    found = store.Store(places).load()
    return found[0] if found else None


def test_round_trip_and_rotation():
    places = [FakeFlash(512), FakeFlash(512), FakeFlash(512)]
    st = store.Store(places)
    assert st.load() == [] and st.damaged == 0
    for k in range(1, 7):
        assert st.save(payload(k), settings=1)
    assert [p.erases for p in places] == [2, 2, 2]  # rotation spreads the writes
    seq, settings, data = newest(places)
    assert seq == 6 and settings == 1 and data == payload(6)
    assert st.save(payload(6), settings=1) and st.writes == 6  # unchanged: no write
    assert sum([p.erases for p in places]) == 6
    st.save(payload(6), settings=0)  # a settings change alone is saved
    assert newest(places)[1] == 0


def test_resume_continues_sequence_and_spares_newest():
    places = [FakeFlash(256), FakeFlash(256)]
    st = store.Store(places)
    st.save(payload(1))
    st.save(payload(2))
    st2 = store.Store(places)
    found = st2.load()
    assert [c[0] for c in found] == [2, 1]
    st2.save(payload(3))
    assert [c[0] for c in store.Store(places).load()] == [3, 2]  # copy 1 was overwritten


def test_power_cut_at_every_step_of_every_write():
    for nplaces in (2, 3):
        k = 0
        cuts = 0
        while k < 12:
            k += 1
            # a fresh run up to save k-1, then save k cut at every possible step
            size = copies.OVERHEAD + len(payload(k))
            steps = FakeFlash().steps(size)
            for cut in range(steps + 1):
                places = [FakeFlash(256) for _ in range(nplaces)]
                st = store.Store(places)
                for j in range(1, k):
                    st.save(payload(j))
                st = store.Store(places)  # a reboot before the save, like the device
                st.load()
                for p in places:
                    p.budget = cut
                try:
                    st.save(payload(k))
                    done = True
                except PowerCut:
                    done = False
                    cuts += 1
                for p in places:
                    p.budget = -1
                got = newest(places)  # a reboot: never raises
                if done:
                    assert got[2] == payload(k)
                elif k == 1:
                    assert got is None  # nothing was ever saved completely
                else:
                    assert got[2] == payload(k - 1), (nplaces, k, cut)  # at most this save lost
                # and the device goes on saving after the cut
                st3 = store.Store(places)
                st3.load()
                assert st3.save(payload(k + 1))
                assert newest(places)[2] == payload(k + 1)
        assert cuts > 12 * 4, cuts


def test_single_place_cut_gives_clear_fallback():
    # nvm alone: a cut mid-write loses the only copy; load reports damage and never raises
    nvm = FakeFlash(256)
    st = store.Store([nvm])
    st.save(payload(2))
    nvm.budget = 3  # erased, first chunk programmed, then the cut
    try:
        st.save(payload(3))
    except PowerCut:
        pass
    nvm.budget = -1
    st2 = store.Store([nvm])
    assert st2.load() == [] and st2.damaged == 1


def test_damaged_copies_fall_back():
    places = [FakeFlash(256), FakeFlash(256), FakeFlash(256)]
    st = store.Store(places)
    for k in (1, 2, 3):
        st.save(payload(k))
    for i in range(copies.HEAD + 12):  # any damaged byte of the newest copy: the older one wins
        saved = bytes(places[2].data)
        places[2].data[i] ^= 0x24
        st2 = store.Store(places)
        found = st2.load()
        assert found[0][2] == payload(2) and st2.damaged == 1, i
        places[2].data = bytearray(saved)
    # the app could not use the newest copy (e.g. replay refused): the next one is used
    st3 = store.Store(places)
    found = st3.load()
    st3.forget_newest()
    st3.save(payload(9))
    assert [c[0] for c in store.Store(places).load()][:2] == [4, 2]
    # all copies unreadable garbage: nothing, counted, no exception
    for p in places:
        for i in range(0, 40):
            p.data[i] = (i * 37) & 0xFF
    st4 = store.Store(places)
    assert st4.load() == [] and st4.damaged == 3


def test_read_only_and_too_small_places_are_skipped():
    ro = FakeFlash(256)
    ro.read_only = True
    small = FakeFlash(32)
    ok = FakeFlash(256)
    st = store.Store([ro, small, ok])
    assert st.save(payload(10))
    assert st.save(payload(11))  # only one usable place: it is rewritten
    assert newest([ro, small, ok])[2] == payload(11) and ok.erases == 2
    none = store.Store([ro])
    assert not none.save(payload(1))


def test_erase_cycles_of_a_long_game():
    # 600 saves (a long 5-player game: every entry saved once) rotated over 9 places: the
    # most-worn sector sees 67 erases (100k cycles: 1490 such games); the board has 17 places
    # (tests/host/test_ui_saves.py measures the app on recorded games).
    places = [FakeFlash(4096) for _ in range(9)]
    st = store.Store(places)
    for k in range(600):
        st.save(payload(k % 400 + 1))
    worst = max([p.erases for p in places])
    assert worst == 67, worst
    assert 100000 // worst >= 1400


def test_scan_keeps_no_payloads_and_reads_one_at_a_time():
    places = [FakeFlash(256) for _ in range(4)]
    st = store.Store(places)
    for k in (1, 2, 3, 4, 5):
        st.save(payload(k), settings=k & 1)
    st2 = store.Store(places)
    found = st2.scan()
    assert [c[0] for c in found] == [5, 4, 3, 2] and st2.last is None
    assert found[0][1] == 1 and st2.payload(found[0][2]) == payload(5)
    assert st2.last == (1, payload(5))  # the newest as read: an unchanged save is skipped
    assert st2.save(payload(5), 1) and st2.writes == 0
    places[found[1][2]].data[12] ^= 1  # damaged after the scan
    assert st2.payload(found[1][2]) is None


def test_a_place_not_read_for_want_of_ram_is_never_written_over():
    # the board short of RAM at power-up: the scan fails, the copy there stays untouched
    places = [FakeFlash(256) for _ in range(3)]
    st = store.Store(places)
    for k in (1, 2, 3):
        st.save(payload(k))
    newest_place = [c for c in st.scan() if c[0] == 3][0][2]
    kept = bytes(places[newest_place].data)
    real_read = places[newest_place].read

    def no_ram():
        raise MemoryError("memory allocation failed")

    places[newest_place].read = no_ram
    st2 = store.Store(places)
    try:
        st2.scan()
        assert False, "expected MemoryError"
    except MemoryError:
        pass
    for k in (4, 5, 6):  # a new game saved meanwhile goes to the other places
        assert st2.save(payload(k))
    assert bytes(places[newest_place].data) == kept
    places[newest_place].read = real_read
    assert newest(places)[2] == payload(6)
    # newest by its own seq, not by a tie with the copy not read (seqs stay unique)
    seqs = [c[0] for c in store.Store(places).scan()]
    assert len(set(seqs)) == len(seqs) and seqs[0] > 3
    assert copies.extent(b"TS", 99) == 99 and copies.extent(bytes(10), 99) == 99
    assert copies.extent(copies.pack(1, 0, b"abc"), 99) == copies.OVERHEAD + 3


def test_a_save_framed_in_place_is_the_same_copy():
    # the device writes its saves into one buffer: payload after the header, framed there
    a = [FakeFlash(512), FakeFlash(512)]
    b = [FakeFlash(512), FakeFlash(512)]
    buf = bytearray(300)
    data = payload(20)
    buf[copies.HEAD : copies.HEAD + len(data)] = data
    assert store.Store(a).save_framed(buf, len(data), 1)
    assert store.Store(b).save(data, 1)
    assert bytes(a[0].data) == bytes(b[0].data)
    assert newest(a) == (1, 1, data)


def test_a_game_is_written_into_a_buffer_or_refused_when_too_long():
    from tabletop.core import save
    from tabletop.core.record import Record

    rec = Record("toy", ["ann", "bob"], [["bonus", "1"]], 7)
    for i in range(30):
        rec.append(i % 2, ["add", str(i)])
    buf = bytearray(400)
    n = save.dump_into(rec, buf, copies.HEAD)
    assert bytes(buf[copies.HEAD : copies.HEAD + n]) == bytes(save.dumps(rec))
    try:
        save.dump_into(rec, bytearray(40), copies.HEAD)
        assert False, "expected a refusal"
    except Exception as e:
        assert "too long to save" in str(e)


def test_fletcher16_is_the_textbook_sum_on_long_and_all_ones_data():
    # the fast version (modulo every 256 bytes) against the definition, on buffers of many
    # chunks, all-0xFF bytes (the largest sums) and any start and end
    def textbook(data, start, end):
        a = b = 0
        for i in range(start, end):
            a = (a + data[i]) % 255
            b = (b + a) % 255
        return (b << 8) | a

    mixed = bytes([(i * 151 + 7) & 0xFF for i in range(1500)])
    ones = bytes([0xFF]) * 1300
    for data in (mixed, ones, b"", b"\x01"):
        for start, end in ((0, len(data)), (1, len(data) - 1), (255, 257), (3, 3)):
            if 0 <= start <= end <= len(data):
                assert copies.fletcher16(data, start, end) == textbook(data, start, end), (start, end)
    assert copies.fletcher16(bytearray(mixed)) == textbook(mixed, 0, len(mixed))
    assert copies.fletcher16(b"abcde") == 0xC8F0  # the published value for "abcde"


def test_checksums_go_on_and_join_as_over_the_whole():
    mixed = bytes([(i * 151 + 7) & 0xFF for i in range(1500)]) + bytes([0xFF]) * 700
    for cut in (0, 1, 255, 256, 700, 1499, 2200):
        first = copies.fletcher16(mixed, 0, cut)
        assert copies.fletcher16(mixed, cut, len(mixed), first) == copies.fletcher16(mixed)
        second = copies.fletcher16(mixed, cut, len(mixed))
        assert copies.joined(first, second, len(mixed) - cut) == copies.fletcher16(mixed), cut


def test_a_saved_record_keeps_its_checksum_right_through_undo_and_redo():
    # save_in_place takes the entries' checksum from those the record keeps every SUM_EVERY
    # entries (save_in_place.checksum): after appends, undos, redos over the old bytes and
    # other entries, the copy written is the one a full read gives
    from tabletop.core import save
    from tabletop.core.record import Record
    from tabletop.core.save_in_place import SUM_EVERY, checksum, save_to

    rec = Record("toy", ["ann", "bob"], [["bonus", "1"]], 7)
    rec.set_front(save.front(rec))
    places = [FakeFlash(2048), FakeFlash(2048)]
    st = store.Store(places)

    def check():
        n = len(rec)
        a = rec.front
        assert checksum(rec, n) == copies.fletcher16(rec.buf, a, rec.offsets[n]), n
        assert save_to(st, rec)
        assert newest(places)[2] == bytes(save.dumps(rec)), n

    for i in range(3 * SUM_EVERY + 5):
        rec.append(i % 2, ["add", str(i)])
        check()
    for n in (3 * SUM_EVERY + 4, 2 * SUM_EVERY, 2 * SUM_EVERY - 1, 5, 0):
        rec.truncate(n)
        check()
        rec.append(1, ["add", "9%d" % n])  # other bytes than before
        check()
    for i in range(2 * SUM_EVERY):
        rec.append(i % 2, ["place"])
        check()


def test_a_place_whose_write_failed_is_tried_again_by_a_later_save():
    # nvm alone: a write that raises (OSError) fails that save, not the ones after it; with
    # other places, the failed one is left alone while they take the saves
    nvm = FakeFlash(512)
    st = store.Store([nvm])
    assert st.save(payload(1))
    nvm.read_only = True
    assert not st.save(payload(2))
    assert not st.save(payload(3))  # still failing: tried again, refused again
    nvm.read_only = False
    assert st.save(payload(4)) and newest([nvm])[2] == payload(4)
    a, b = FakeFlash(512), FakeFlash(512)
    st = store.Store([a, b])
    a.read_only = True
    for k in range(4):
        assert st.save(payload(5 + k))
    assert a.erases == 0 and b.erases == 4  # b alone, rewritten (better one copy than none)
    a.read_only = False
    b.read_only = True
    assert st.save(payload(9)) and newest([a, b])[2] == payload(9)


TOY_WORDS = ("leech", "from", "to", "offer")


def _toy_record(n):
    # entries of every shape the packing has: shared tails, also of entries more than packing.W
    # before, 14-16 and 200-byte entries (a count byte), every seat
    from tabletop.core.record import Record

    seats = ["s%d" % i for i in range(8)]
    rec = Record("toy", seats, [["bonus", "1"]], 7, TOY_WORDS)
    for i in range(n):
        if i % 37 < 12:
            words = ["leech", str(i % 3), "from", seats[i % 37 // 4]]
        elif i % 37 < 24:
            words = ["pass"]  # the same entry again and again (a literal: 6 bytes)
        elif i % 37 < 30:
            words = ["offer"] * (i % 37 - 10) + ["to", seats[1]]  # 14 .. 19 words
        else:
            words = ["w%d" % (i % 37), "to", "x" * (i % 5 * 50)]
        rec.append(i % 8, words)
    return rec


def test_entries_are_kept_packed_and_read_back_exactly():
    from tabletop.core import save
    from tabletop.core.errors import RecordError
    from tabletop.core.packing import W, part

    rec = _toy_record(150)
    want = [rec.entry(k) for k in range(len(rec))]
    for k in range(len(rec)):
        seat, words = want[k]
        assert seat == k % 8 and rec.entry_text(k).split(": ")[0] == "s%d" % seat
        assert rec.raw(k) == bytes(rec.encode(seat, words))
        seat, i, j, d, s = part(rec.buf, rec.offsets[k])
        assert j == rec.offsets[k + 1] and 0 <= d <= min(k, W) and (d == 0) == (s == 0), k
    # a leech answer shares "from <seat>" with the one before: 4 bytes, not 6
    assert rec.offsets[2] - rec.offsets[1] == 4 and part(rec.buf, rec.offsets[1])[3:] == (1, 2)
    data = save.dumps(rec)
    got = save.loads(data, lambda g: TOY_WORDS)
    assert got.data() == rec.data() and [got.entry(k) for k in range(len(got))] == want
    # undo and redo over the same bytes, and other entries in their place
    for n in (149, 100, 37, 1, 0):
        rec.truncate(n)
        rec.append_encoded(rec.raw(n))  # redo: the undone entry from its own bytes
        assert rec.entry(n) == want[n]
        rec.truncate(n)
        rec.append(3, ["leech", "1", "from", "s2"])
        assert save.loads(save.dumps(rec), lambda g: TOY_WORDS).entry(n) == (3, ["leech", "1", "from", "s2"])
    try:
        rec.append(8, ["pass"])  # a 9th seat: no game has one
        assert False, "expected a refusal"
    except RecordError:
        pass
    # a save whose tail points before the first entry, or past an entry's own bytes: damaged
    rec = _toy_record(3)
    for bad in (bytes((16 << 3, 7 << 3)), bytes((16 << 3, 7))):
        data = bytearray(save.dumps(rec))
        i = len(data) - 2 - (rec.offsets[3] - rec.offsets[2])
        data[i : len(data) - 2] = bad  # the third entry
        c = copies.fletcher16(data, 0, len(data) - 2)
        data[-2:] = bytes((c >> 8, c & 0xFF))
        try:
            save.loads(bytes(data), lambda g: TOY_WORDS)
            assert False, "expected a refusal"
        except RecordError as e:
            assert "damaged" in str(e), e


def test_a_save_of_format_1_still_loads():
    # the format before packing: per entry a length byte, then the seat and the words
    from tabletop.core import save

    rec = _toy_record(120)
    head = save.head_bytes(rec)
    n = len(rec)
    old = bytearray(b"TT")
    old += bytes((1, len(head) >> 8, len(head) & 0xFF)) + head + bytes((n >> 8, n & 0xFF))
    for k in range(n):
        raw = rec.raw(k)
        old += bytes((len(raw),)) + raw
    c = copies.fletcher16(old)
    old += bytes((c >> 8, c & 0xFF))
    assert save.size(old + b"more") == len(old)
    got = save.loads(bytes(old), lambda g: TOY_WORDS)
    assert got.data() == rec.data() and len(save.dumps(got)) < len(old)
    bad = bytearray(old)
    bad[2] = 3  # a version to come
    try:
        save.loads(bytes(bad))
        assert False, "expected a refusal"
    except Exception as e:
        assert "another version" in str(e)
