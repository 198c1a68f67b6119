# The turns since the last copy of a save, appended to the flash instead of a new copy (issue 36).
# A copy rewrites whole 4 KB flash blocks (each erase takes the board ~45 ms, and a file's copy
# two or three of them: a third of a second at every turn of a long game); the board's nvm takes
# bytes written into its erased part as page programs, a few ms. So the first place of a store
# (the board's nvm), when others hold the copies, is a journal of what changed since one:
#
#     b"TJ" | version (1) | base seq (4) | settings (1) | check (2)
#     then increments: keep (2) | length (2) | entries (length) | check (2), then erased bytes
#
# base: the copy (tabletop.core.store) it goes on from. An increment: the record's first `keep`
# entries, then these (their bytes as the record keeps them: tabletop.core.record). Each check is
# the Fletcher-16 of the bytes since the last check, on from it: a chain that a write cut short,
# or an older journal's bytes, ends. Only ever written into erased bytes; when it is full, or
# anything is not as expected, the save is a copy again and the journal starts anew after it.
# Read at power-up by tabletop.core.journal_load, which makes the save whole again.

from tabletop.core.copies import JOURNAL, fletcher16

VERSION = 1
JHEAD = 10


def append(store, record, settings):
    # the entries since the last save appended to the journal; False: a copy is needed
    j = store.j  # [end, entries saved, check, settings, saves in it] of the journal in use, or None
    if j is None or store.jrec is not record or settings != j[3]:
        return False
    keep = min(j[1], record.saved)
    n = len(record)
    a = record.offsets[keep]
    m = record.offsets[n] - a + 6
    place = store.places[store.jp]
    end = j[0]
    if end + m > place.size or place.bytes_at(end, end + m) != b"\xff" * m:
        return False  # full, or not erased there (a write cut short before this power-up)
    out = bytearray(m)
    out[0] = keep >> 8
    out[1] = keep & 0xFF
    out[2] = (m - 6) >> 8
    out[3] = (m - 6) & 0xFF
    out[4 : m - 2] = memoryview(record.buf)[a : a + m - 6]
    c = fletcher16(out, 0, m - 2, j[2])
    out[m - 2] = c >> 8
    out[m - 1] = c & 0xFF
    store.j = None  # until written: a failed write leaves bytes that are not erased
    try:
        place.append(end, out)
    except OSError:
        return False
    store.j = [end + m, n, c, settings, j[4] + 1]
    store.writes += 1
    record.saved = n
    return True


def reset(store, record, settings):
    # a copy of record was just written (seq store.seq): the journal starts anew after it, its
    # place erased (one block); without it (no RAM, a failed write) every save is a copy
    store.j = None
    if store.jp < 0:
        return
    place = store.places[store.jp]
    store.seqs[store.jp] = -1  # a copy there (an older one) is written over
    s = store.seq
    try:
        out = bytearray(place.size)  # erased bytes after the head: one block, filled by doubling
        m = memoryview(out)
        m[0] = 0xFF
        k = 1
        while k < len(out):
            n = min(k, len(out) - k)
            m[k : k + n] = m[0:n]
            k += n
        out[0:8] = JOURNAL + bytes((VERSION, s >> 24 & 0xFF, s >> 16 & 0xFF, s >> 8 & 0xFF, s & 0xFF, settings))
        c = fletcher16(out, 0, 8)
        out[8] = c >> 8
        out[9] = c & 0xFF
        place.write(out)
    except (OSError, MemoryError):
        return
    store.j = [JHEAD, len(record), c, settings, 0]
    store.jrec = record
    record.saved = len(record)
