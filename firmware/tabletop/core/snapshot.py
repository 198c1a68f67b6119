# A snapshot of a game's state beside its record, so that a power-up does not replay every entry
# (issue 36). The record stays the one truth: a snapshot names the record it was made from (its
# number of entries n and the checksums of its header and of its first n entries) and is used only
# when the record being resumed starts with exactly those entries; anything else (no snapshot, a
# damaged one, one of another game or of entries since undone) falls back to the full replay.
#
# Written by the app when the pad is idle (tabletop.ui.app), of the session's undo checkpoints,
# to its own places (the board: six files, tabletop.boards.files.SNAP_FILES), never over the
# one holding the newest good snapshot: a power cut in a write leaves it. The older ones are for
# an undo past the checkpoints in RAM (tabletop.ui.saving.far): the places hold the newest
# checkpoints of the game, 16 entries apart, back as far as their number reaches.
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
from tabletop.core.snapshot_load import held, mark
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
    # the app is idle, its game saved: a snapshot of each undo checkpoint's state the places do
    # not hold yet, so that the next power-up replays at most the entries after the newest, and
    # an undo past the checkpoints in RAM at most those after an older one (tabletop.ui.saving.far)
    # (a write of a few KB: when idle, never at a key press). snap: [seq, entries, mark, place] of
    # the newest snapshot on the places (index -1: none); returns it as it is now
    cps = session.checkpoints() if session is not None else None
    if not cps:
        return snap
    rec = session.record
    n = cps[-1][0]
    if snap[1] == n and snap[2] == mark(rec, n):
        return snap  # the newest held already: so are the older ones (written before it)
    hs = held(places)
    for c in cps:  # oldest first: the newest snapshot is the newest checkpoint's
        m = mark(rec, c[0])
        i = _place_for(hs, rec, c[0], m)
        if i < 0:
            continue  # held already
        seq = snap[0] + 1
        try:
            write(places[i], seq, c[0], m, c[1])
        except (OSError, MemoryError):  # not written: an older snapshot or the replay stays
            return snap
        hs[i] = (seq, c[0], m)
        snap = [seq, c[0], m, i]
    return snap


def _place_for(hs, rec, n, m):
    # where the snapshot of rec's first n entries (mark m) goes: -1 if a place holds it; else
    # never over the newest snapshot (a write cut short leaves it), first over one of no use to
    # this record (another game, entries since undone), else over the one of the fewest entries
    # (an undo reaches back as far as the places' oldest snapshot)
    top = -1
    for i in range(len(hs)):
        h = hs[i]
        if h is not None:
            if h[1] == n and h[2] == m:
                return -1
            if top < 0 or h[0] > hs[top][0]:
                top = i
    best = -1
    key = None
    for i in range(len(hs)):
        if i == top:
            continue
        h = hs[i]
        if h is None or h[1] > len(rec) or h[2] != mark(rec, h[1]):
            return i
        if key is None or h[1] < key:
            best, key = i, h[1]
    return best if best >= 0 else top  # one place alone: written over
