# How the record keeps an entry, in RAM and in saves alike (format 2; docs/record-format.md).
#
# An entry's "raw" form is its seat byte and its words (tabletop.core.vocab). Stored, it is one
# head byte, then its own bytes: the head holds the seat (3 bits) and, in 5 bits, how many own
# bytes follow and how many of the entry's last bytes are the last bytes of the entry before
# (0, 2 or 3):
#
#     code 0..14: own bytes, nothing shared     code 15: a byte with the own bytes' count follows
#     code 16..23: 2 shared, code - 16 own      code 24..31: 3 shared, code - 24 own
#
# so `nomads: leech 3 from giants` after `witches: leech 2 from giants` takes 3 bytes (head,
# "leech", 3), not 6. A shared suffix is resolved at most DEPTH entries back (the time of a key
# press and of each entry of a replay stay bounded).

from tabletop.core.errors import RecordError

DEPTH = 8


def part(buf, a):
    # (seat, shared bytes, i, j) of the entry stored at buf[a]: its own bytes are buf[i:j]
    c = buf[a] >> 3
    i = a + 1
    s = 0
    if c >= 16:
        s = 2 + ((c - 16) >> 3)
        c = (c - 16) & 7
    elif c == 15:
        c = buf[i]
        i += 1
    return buf[a] & 7, s, i, i + c


def saved(data, i, version):
    # part() of the entry at data[i] of a save of that version (1: a length byte, then raw)
    if version == 1:
        return data[i + 1], 0, i + 2, i + 1 + data[i]
    return part(data, i)


def read(rec, data, i, n, version):
    # append the n entries saved at data[i:] (tabletop.core.save) to rec, each checked
    for _ in range(n):
        seat, s, j, i = saved(data, i, version)
        t = tail(rec, len(rec) - 1, s)  # what it shares with the entry before
        if i < j or t is None or seat >= len(rec.seats):
            raise RecordError("the saved game is damaged (entry)")
        raw = bytes((seat,)) + bytes(data[j:i]) + t
        rec.vocab.decode(raw, 1, len(raw))  # every entry must decode
        rec.append_encoded(raw)


def tail(rec, k, n):
    # the last n bytes of entry k's words; None if it has fewer, or they are DEPTH entries back
    out = b""
    buf = rec.buf
    for k in range(k, max(k - DEPTH, -1), -1):
        if not n:
            break
        s, i, j = part(buf, rec.offsets[k])[1:]
        if n > s:
            if n - s > j - i:
                return None
            out += bytes(buf[j - n + s : j])
            n = s
    return None if n else out


def unpack(rec, k):
    # the raw form of entry k
    seat, s, i, j = part(rec.buf, rec.offsets[k])
    t = tail(rec, k - 1, s)
    if t is None:
        raise RecordError("damaged entry")
    return bytes((seat,)) + bytes(rec.buf[i:j]) + t


def pack(rec, raw):
    # the stored form of raw as the record's next entry
    raw = bytes(raw)
    n = len(raw) - 1
    if raw[0] > 7 or n > 255:
        raise RecordError("an entry this long cannot be saved (%d bytes)" % len(raw))
    t = tail(rec, rec.count - 1, 3) or tail(rec, rec.count - 1, 2) or b""
    for s in (3, 2):
        if s <= len(t) and 0 <= n - s < 8 and raw[n + 1 - s :] == t[len(t) - s :]:
            return bytes((((s * 7 + n) << 3) | raw[0],)) + raw[1 : n + 1 - s]
    if n < 15:
        return bytes(((n << 3) | raw[0],)) + raw[1:]
    return bytes((0x78 | raw[0], n)) + raw[1:]
