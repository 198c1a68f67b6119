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
PIECE_MOST = 4096  # the most RAM a journal's fresh start takes at once (tests: less)


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
    # place erased (one block); without it (a failed write) every save is a copy
    store.j = None
    if store.jp < 0:
        return
    place = store.places[store.jp]
    store.seqs[store.jp] = -1  # a copy there (an older one) is written over
    s = store.seq
    head = bytearray(JOURNAL + bytes((VERSION, s >> 24 & 0xFF, s >> 16 & 0xFF, s >> 8 & 0xFF, s & 0xFF, settings, 0, 0)))
    c = fletcher16(head, 0, 8)
    head[8] = c >> 8
    head[9] = c & 0xFF
    try:
        _fresh(place, head)
    except (OSError, MemoryError):
        return
    store.j = [JHEAD, len(record), c, settings, 0]
    store.jrec = record
    record.saved = len(record)


def _fresh(place, head):
    # the place erased, head at its start: written whole from one block of RAM (one erase); in
    # pieces from its end when the heap has no hole that big (after a long game's full replay),
    # each an erase of the block with the bytes around it kept (nvm). A cut in between leaves the
    # old journal cut short: it goes on from an older copy than the newest, so it is not read.
    n = min(place.size, PIECE_MOST)
    while True:
        try:
            out = bytearray(n)
            break
        except MemoryError:
            if n <= 256:
                raise
            n //= 2
    m = memoryview(out)
    m[0] = 0xFF
    k = 1
    while k < n:  # filled by doubling
        w = min(k, n - k)
        m[k : k + w] = m[0:w]
        k += w
    if n == place.size:
        out[0:JHEAD] = head
        place.write(out)
        return
    for at in range((place.size - 1) // n * n, -1, -n):
        if at == 0:
            out[0:JHEAD] = head
        place.overwrite(at, m[0 : min(n, place.size - at)])
