# One copy of a save in a place (tabletop.core.store), and the Fletcher-16 checksum that both
# this framing and the save format (tabletop.core.save) use.
#
# One copy in a place:
#
#     b"TS" | version (1) | seq (4, big-endian) | settings (1) | length (2) | payload | fletcher16 (2)
#
# `payload` is the game (tabletop.core.save bytes, or b"" when no game runs); `settings` is a
# byte of device settings (the language). The checksum covers everything before it.


def fletcher16(data, start=0, end=None, c=0):
    # c: the checksum of the bytes before start, to go on from (save_in_place.checksum keeps some).
    # The modulo once every 256 bytes, not twice a byte: the sums stay small ints (below 2**30 on
    # the board), 2x faster on MicroPython (every copy is checked whole at power-up)
    if end is None:
        end = len(data)
    a = c & 0xFF
    b = c >> 8
    view = memoryview(data)
    while start < end:
        stop = min(start + 256, end)
        for x in view[start:stop]:
            a += x
            b += a
        a %= 255
        b %= 255
        start = stop
    return (b << 8) | a


def joined(c1, c2, n2):
    # the checksum of two runs of bytes one after the other, from theirs (n2: the second's length)
    a = c1 & 0xFF
    return (((c1 >> 8) + (c2 >> 8) + n2 * a) % 255 << 8) | (a + (c2 & 0xFF)) % 255


MAGIC = b"TS"
SNAP = b"TK"  # a snapshot of a game's state (tabletop.core.snapshot), framed the same way
JOURNAL = b"TJ"  # the turns since a copy, appended (tabletop.core.journal): no copy, not damaged
VERSION = 1
HEAD = 10  # magic 2, version 1, seq 4, settings 1, length 2
OVERHEAD = HEAD + 2


def pack(seq, settings, payload):
    # a copy of payload in a new buffer of its final size (one allocation)
    n = len(payload)
    out = bytearray(HEAD + n + 2)
    out[HEAD : HEAD + n] = payload
    frame(out, seq, settings, n)
    return out  # a bytearray: no second copy of a 4 KB save in RAM


def frame(buf, seq, settings, n, check=None):
    # make buf[0:HEAD + n + 2] a copy of the payload already at buf[HEAD:HEAD + n] (the device
    # frames its saves in place, in the record's buffer); returns the copy's length. check: the
    # payload's checksum if known (save_in_place), else it is read
    buf[0:2] = MAGIC
    buf[2] = VERSION
    buf[3] = (seq >> 24) & 0xFF
    buf[4] = (seq >> 16) & 0xFF
    buf[5] = (seq >> 8) & 0xFF
    buf[6] = seq & 0xFF
    buf[7] = settings & 0xFF
    buf[8] = n >> 8
    buf[9] = n & 0xFF
    if check is None:
        c = fletcher16(buf, 0, HEAD + n)
    else:
        c = joined(fletcher16(buf, 0, HEAD), check, n)
    buf[HEAD + n] = c >> 8
    buf[HEAD + n + 1] = c & 0xFF
    return HEAD + n + 2


def extent(head, size):
    # how many bytes of a place of `size` to read, from its first HEAD bytes: the copy there and
    # no more (a place is larger than its copy: reading it all costs the board a block of RAM
    # that large); all of them when the head is not a copy's (the check decides what it is).
    # Also a snapshot's (tabletop.core.snapshot)
    if len(head) < HEAD or bytes(head[0:2]) not in (MAGIC, SNAP):
        return size
    return min(size, OVERHEAD + ((head[8] << 8) | head[9]))


def unpack(data):
    # (seq, settings, payload) of a copy; None if the place is empty; "damaged" if unreadable.
    if len(data) < 2 or bytes(data[0:2]) != MAGIC:
        if bytes(data[0:2]) == JOURNAL:
            return None
        for i in range(min(len(data), 16)):
            if data[i] != 0xFF and data[i] != 0:
                return "damaged"
        return None  # never written (erased flash reads 0xFF, a new nvm may read 0)
    if len(data) < OVERHEAD or data[2] != VERSION:
        return "damaged"
    n = (data[8] << 8) | data[9]
    end = HEAD + n
    if end + 2 > len(data):
        return "damaged"
    if fletcher16(data, 0, end) != (data[end] << 8) | data[end + 1]:
        return "damaged"
    seq = (data[3] << 24) | (data[4] << 16) | (data[5] << 8) | data[6]
    return seq, data[7], bytes(data[HEAD:end])


