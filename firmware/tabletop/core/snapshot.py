# A snapshot of a game's state beside its record, so that a power-up does not replay every entry
# (issue 36). The record stays the one truth: a snapshot names the record it was made from (its
# number of entries n and the checksums of its header and of its first n entries) and is used only
# when the record being resumed starts with exactly those entries; anything else (no snapshot, a
# damaged one, one of another game or of entries since undone) falls back to the full replay.
#
# Written by the app when the pad is idle (tabletop.ui.app), of the session's newest undo
# checkpoint, to its own places (the board: two files, tabletop.boards.files.SNAP_FILES),
# never over the one holding the newest good snapshot: a power cut in a write leaves the other.
# Needed only then: the app drops this module after each write (RAM); reading them, at power-up
# only, is tabletop.core.snapshot_load.
#
# A snapshot in its place, framed as a save's copy (tabletop.core.copies, another magic):
#
#     b"TK" | version (1) | seq (4) | 0 (1) | length (2) | payload | fletcher16 (2)
#     payload: n (2) | record check (2) | header check (2) | string count (varint)
#              | the strings (each: length (varint), UTF-8) | the state (one value)
#
# A value: 0 None, 1 False, 2 True, 3 list / 4 dict / 5 tuple (a varint count, then the items; a
# dict's keys first, then its values), 6 an int (varint of its zigzag), 7 a string of the table
# (a varint index), 16..127 the ints 0..111, 128..255 the table's strings 0..127. Varints are
# LEB128. Plain game state only (tabletop.core.newgame.clone's kinds): generic, for every game.
# Written as a stream (place.write_with, or one buffer where a place has no streaming write):
# no state-sized allocation on the board.

from tabletop.core.copies import HEAD, SNAP
from tabletop.core.snapshot_load import mark
from tabletop.core.snapshot_out import Out, put

MAGIC = SNAP
VERSION = 1


def write(place, seq, n, mark, state):
    # the snapshot of state, the state after the first n entries of the record whose mark
    # (tabletop.core.snapshot_load.mark) is mark, as copy seq in place; may raise OSError
    strs = {}
    names = []
    o = Out(None)  # the first pass: the length (and the table of strings)
    put(o, state, strs, names)
    strs = None
    size = 6 + o.total
    o.total = 0
    o.uint(len(names))
    for s in names:
        b = len(s.encode())
        o.uint(b)
        o.total += b
    size += o.total
    if HEAD + size + 2 > place.size:
        raise OSError(28)  # no room: no snapshot (the full replay stays)

    def fill(sink):
        o = Out(sink)
        for b in MAGIC + bytes((VERSION, seq >> 24 & 0xFF, seq >> 16 & 0xFF, seq >> 8 & 0xFF,
                                seq & 0xFF, 0, size >> 8, size & 0xFF, n >> 8, n & 0xFF,
                                mark[0] >> 8, mark[0] & 0xFF, mark[1] >> 8, mark[1] & 0xFF)):
            o.byte(b)
        o.uint(len(names))
        for s in names:
            b = s.encode()
            o.uint(len(b))
            for x in b:
                o.byte(x)
        # the second pass finds every string in the table (made above, in the same order)
        table = {}
        for i in range(len(names)):
            table[names[i]] = i
        put(o, state, table, names)
        o.flush()
        c = o.c
        sink(bytes((c >> 8, c & 0xFF)))

    w = getattr(place, "write_with", None)
    if w is not None:
        w(fill)
    else:  # a place without a streaming write (tests, RAM): one buffer
        out = bytearray()

        def add(b):
            out.extend(b)

        fill(add)
        place.write(out)


def idle(session, places, snap):
    # the app is idle, its game saved: a snapshot of the newest undo checkpoint's state when the
    # places do not hold it yet, so that the next power-up replays at most the entries after it
    # (a write of a few KB: when idle, never at a key press). snap: [seq, entries, mark, place] of
    # the newest snapshot on the places (index -1: none); returns it as it is now
    cps = session.checkpoints() if session is not None else None
    if not cps:
        return snap
    n = cps[-1][0]
    m = mark(session.record, n)
    if snap[1] == n and snap[2] == m:
        return snap
    i = (snap[3] + 1) % len(places)  # never over the newest snapshot: a write cut short leaves it
    try:
        write(places[i], snap[0] + 1, n, m, cps[-1][1])
    except (OSError, MemoryError):  # not written: the full replay stays, nothing is lost
        return snap
    return [snap[0] + 1, n, m, i]
