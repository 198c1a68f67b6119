# A save written as a copy in the store (tabletop.core.store), framed in the record's own buffer
# when the record left room for it (the device: Record.set_front, save.loads(room=...)): no
# second copy of a game in RAM, and no large allocation during play, which in a heap of small
# pieces can fail.

from tabletop.core.copies import HEAD, OVERHEAD, fletcher16, joined
from tabletop.core.errors import RecordError
from tabletop.core.registry import kept
from tabletop.core.record import TAIL

MAGIC = b"TT"  # a save (tabletop.core.save): MAGIC, VERSION, header, entries, checksum
VERSION = 2
SUM_EVERY = 16  # entries between the checksums a record keeps (Record.sums)


def save_to(store, record, settings=0):
    # record saved in store: the turns since its last copy appended to the journal, else a new
    # copy (and the journal anew after it); False if no place holds it
    # (a place for the journal: its code only then, RAM)
    if store.jp >= 0 and kept("tabletop.core.journal").append(store, record, settings):
        return True
    return copy_to(store, record, settings)


def copy_to(store, record, settings=0):
    # a new copy of record's save in store, and the journal anew after it; False if no place
    # holds it (then the journal goes on as it was)
    ok = _copy(store, record, settings)
    if ok and store.jp >= 0:
        kept("tabletop.core.journal").reset(store, record, settings)
    return ok


def _copy(store, record, settings):
    a = record.front
    if a != front(record):  # no room in front (the host): a buffer of its own
        out = bytearray(OVERHEAD + size_of(record))
        return store.save_framed(out, dump_into(record, out, HEAD), settings)
    buf = record.buf
    b = record.offsets[len(record)]
    keep = bytes(buf[b : b + TAIL])  # an undone entry's bytes, for redo
    put_head(buf, HEAD, head_bytes(record), len(record))
    # the entries' checksum from the record's (not all of its bytes read again at every save:
    # the time of a key press that saves)
    c = joined(fletcher16(buf, HEAD, a), checksum(record, len(record)), b - a)
    buf[b] = c >> 8
    buf[b + 1] = c & 0xFF
    try:
        return store.save_framed(buf, b + 2 - HEAD, settings, fletcher16(buf, b, b + 2, c))
    finally:
        buf[b : b + TAIL] = keep


def checksum(record, n):
    # copies.fletcher16 of record's first n entries, from those it keeps (Record.sums: of the
    # first 0, SUM_EVERY, 2 * SUM_EVERY, ... entries): a save reads at most SUM_EVERY entries
    buf = record.buf
    at = record.offsets
    sums = record.sums
    j = n // SUM_EVERY
    k = record.summed // SUM_EVERY + 1  # sums[0:k] are right
    while k <= j:
        c = fletcher16(buf, at[(k - 1) * SUM_EVERY], at[k * SUM_EVERY], sums[k - 1])
        if len(sums) > k:
            sums[k] = c
        else:
            sums.append(c)
        k += 1
    record.summed = max(record.summed, j * SUM_EVERY)
    return fletcher16(buf, at[j * SUM_EVERY], at[n], sums[j])


def size_of(record):
    # the length of record's save
    return 9 + len(head_bytes(record)) + record.offsets[len(record)] - record.front


def front(record):
    # the bytes before record's entries in a copy of its save (tabletop.core.copies): what
    # Record.set_front leaves free, for save_in_place to frame the save in the record's buffer
    return HEAD + 7 + len(head_bytes(record))


def put_head(out, at, head, n):
    # the save's header before n entries, at out[at:]; returns where the entries go
    i = at + 7 + len(head)
    out[at:i] = (MAGIC + bytes((VERSION, len(head) >> 8, len(head) & 0xFF)) + head
                 + bytes((n >> 8, n & 0xFF)))
    return i


def dump_into(record, out, at):
    # write the save of record into out[at:]; returns its length
    head = head_bytes(record)
    n = len(record)
    a = record.front
    b = record.offsets[n]
    end = at + 9 + len(head) + b - a  # size_of(record), with the header made once
    if end > len(out):
        raise RecordError("the game is too long to save (%d bytes)" % (end - at))
    i = put_head(out, at, head, n)
    out[i : i + b - a] = record.buf[a:b]  # the entries are kept as a save has them
    i += b - a
    c = fletcher16(out, at, i)
    out[i] = c >> 8
    out[i + 1] = c & 0xFF
    return end - at


def head_bytes(record):
    return "\n".join(header_lines(record)).encode()


def header_lines(record):
    # the record's header lines (game, players, options, seed): a save's and the text form's
    # (read back by tabletop.core.header)
    lines = ["game " + record.game, "players " + " ".join(record.seats)]
    for kv in record.options:
        lines.append("option %s %s" % (kv[0], kv[1]))
    if record.seed != 1:
        lines.append("seed %d" % record.seed)
    return lines
