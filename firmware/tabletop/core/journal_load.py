# The journal (tabletop.core.journal) read at power-up: its chain of increments, and the save
# they go on from made whole again with them, as if it had been saved as a copy
# (tabletop.core.header.payload). Needed once: dropped with tabletop.core.header (RAM).

from array import array

from tabletop.core.copies import JOURNAL, fletcher16
from tabletop.core.journal import JHEAD, VERSION
from tabletop.core.packing import end
from tabletop.core.save_in_place import VERSION as VERSION_SAVE


def read(store):
    # store.jload = (base seq, settings, [(keep, a, b)] of the good increments, the bytes, the
    # end of the chain, its check), or None
    store.jload = None
    if store.jp < 0:
        return
    try:
        d = store.places[store.jp].read()
    except Exception:  # noqa: BLE001 - unreadable: no journal (MemoryError too: a copy is whole)
        return
    if len(d) < JHEAD or bytes(d[0:2]) != JOURNAL or d[2] != VERSION:
        return
    c = fletcher16(d, 0, 8)
    if c != (d[8] << 8) | d[9]:
        return
    incs = []
    at = JHEAD
    while at + 6 <= len(d):
        e = at + 4 + ((d[at + 2] << 8) | d[at + 3])
        if d[at] == 0xFF and d[at + 1] == 0xFF or e + 2 > len(d):
            break
        c2 = fletcher16(d, at, e, c)
        if c2 != (d[e] << 8) | d[e + 1]:
            break  # a write cut short: the chain ends here
        incs.append(((d[at] << 8) | d[at + 1], at + 4, e))
        c = c2
        at = e + 2
    store.jload = ((d[3] << 24) | (d[4] << 16) | (d[5] << 8) | d[6], d[7], incs, d, at, c)


def merged(store, p):
    # the save p (a payload, tabletop.core.save) with the journal's increments, and store.j set to
    # go on with the journal; p itself when they do not fit it
    seq, settings, incs, d, stop, c = store.jload
    store.jload = None
    h = 7 + ((p[3] << 8) | p[4])  # the first entry (after the header and the entry count)
    n = (p[h - 2] << 8) | p[h - 1]
    if p[2] != VERSION_SAVE:
        return p
    most = n
    for inc in incs:
        most += inc[2] - inc[1]  # a byte an entry at least
    at = array("H", bytes(2 * (most + 1)))  # where each entry starts in out
    i = h
    for k in range(n):
        at[k] = i
        i = end(p, i)
    at[n] = i
    out = bytearray(len(p) + most - n)
    out[0:i] = memoryview(p)[0:i]
    for keep, a, b in incs:
        if keep > n:
            return p  # not this save's journal after all
        n = keep
        w = at[n] - a
        out[w + a : w + b] = memoryview(d)[a:b]
        while a < b:
            at[n] = w + a
            n += 1
            a = end(d, a)
        if a != b:
            return p
        at[n] = w + b
    w = at[n]
    out[h - 2] = n >> 8
    out[h - 1] = n & 0xFF
    k = fletcher16(out, 0, w)
    out[w] = k >> 8
    out[w + 1] = k & 0xFF
    store.j = [stop, n, c, settings, len(incs)]
    return memoryview(out)[0 : w + 2]
