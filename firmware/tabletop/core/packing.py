# How the record keeps an entry, in RAM and in saves alike (format 2; docs/record-format.md).
#
# An entry's "raw" form is its seat byte and its words (tabletop.core.vocab). Stored, it is one
# head byte, `code << 3 | seat`, and its own bytes, which are the first bytes of its words:
#
#     code 0..14: code own bytes, all of its words       code 15: a count byte, then own bytes
#     code 16..31: a byte X, then code - 16 own bytes; the words end with the last
#         (X & 7) + 2 own bytes of the entry (X >> 3) + 1 entries before
#
# so `nomads: leech 3 from giants` after `witches: leech 2 from giants` takes 4 bytes (head, X,
# "leech", 3), a build offering power and ending with a literal "ok" as the build before it 4-6.
# Own bytes are the last bytes of a stored entry: a shared tail is read in one step, and the
# search for one (a key press) looks at the last byte of the W entries before first.

from tabletop.core.errors import RecordError

W = 32


def part(buf, a):
    # (seat, i, j, d, s) of the entry stored at buf[a]: its own bytes are buf[i:j], then the last
    # s own bytes of the entry d before it (d 0: none)
    c = buf[a] >> 3
    i = a + 1
    d = s = 0
    if c == 15:
        c = buf[i]
        i += 1
    elif c > 15:
        d = (buf[i] >> 3) + 1
        s = (buf[i] & 7) + 2
        c -= 16
        i += 1
    return buf[a] & 7, i, i + c, d, s


def end(buf, a):
    # where the entry stored at buf[a] ends: part()'s j alone (no tuple: a save's entries are
    # walked at every power-up)
    c = buf[a] >> 3
    if c == 15:
        return a + 2 + buf[a + 1]
    return a + c - 14 if c > 15 else a + 1 + c


def unpack(rec, k):
    # the raw form of entry k (also k = len(rec): the bytes after the last entry, for redo), made
    # in one buffer (a bytearray): a replay reads every entry with a shared tail this way, and its
    # pieces joined were a third of the replay's garbage
    buf = rec.buf
    seat, i, j, d, s = part(buf, rec.offsets[k])
    n = j - i
    out = bytearray(1 + n + (s if d else 0))
    out[0] = seat
    at = memoryview(buf)  # its slices are no copies
    out[1 : 1 + n] = at[i:j]
    if d:
        t = part(buf, rec.offsets[k - d]) if d <= k else (0, 1, 0)
        if t[2] - s < t[1]:  # (not d entries before it, or fewer own bytes)
            raise RecordError("damaged entry")
        out[1 + n :] = at[t[2] - s : t[2]]
    return out


def pack(rec, raw):
    # the stored form of raw as the record's next entry
    raw = bytes(raw)
    n = len(raw) - 1
    if raw[0] > 7 or n > 255:
        raise RecordError("an entry this long cannot be saved (%d bytes)" % len(raw))
    k = rec.count
    at = rec.offsets
    buf = rec.buf
    try:  # already there (redo, a replay or a load over its own bytes): kept as it is
        if unpack(rec, k) == raw:
            return bytes(buf[at[k] : part(buf, at[k])[2]])
    except (IndexError, RecordError):
        pass
    best = 1
    for d in range(1, min(W, k) + 1):
        b = at[k - d + 1]
        if n and buf[b - 1] == raw[n]:
            i = part(buf, at[k - d])[1]
            s = 1
            while s < 9 and s < n and s < b - i and buf[b - 1 - s] == raw[n - s]:
                s += 1
            if s > best and n - s < 16:
                best = s
                x = (d - 1) << 3 | (s - 2)
    if best > 1:
        return bytes(((16 + n - best) << 3 | raw[0], x)) + raw[1 : n + 1 - best]
    if n < 15:
        return bytes(((n << 3) | raw[0],)) + raw[1:]
    return bytes((0x78 | raw[0], n)) + raw[1:]
