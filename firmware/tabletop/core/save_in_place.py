# A save written as a copy in the store (tabletop.core.store), framed in the record's own buffer
# when the record left room for it (the device: Record.set_front, save.loads(room=...)): no
# second copy of a game in RAM, and no large allocation during play, which in a heap of small
# pieces can fail.

from tabletop.core.copies import HEAD, OVERHEAD, fletcher16
from tabletop.core.record import TAIL
from tabletop.core.save import dump_into, front, head_bytes, put_head, size_of


def save_to(store, record, settings=0):
    # a new copy of record's save in store; False if no place holds it
    a = record.front
    if a != front(record):  # no room in front (the host): a buffer of its own
        out = bytearray(OVERHEAD + size_of(record))
        return store.save_framed(out, dump_into(record, out, HEAD), settings)
    buf = record.buf
    b = record.offsets[len(record)]
    keep = bytes(buf[b : b + TAIL])  # an undone entry's bytes, for redo
    put_head(buf, HEAD, head_bytes(record), len(record))
    c = fletcher16(buf, HEAD, b)
    buf[b] = c >> 8
    buf[b + 1] = c & 0xFF
    try:
        return store.save_framed(buf, b + 2 - HEAD, settings)
    finally:
        buf[b : b + TAIL] = keep
