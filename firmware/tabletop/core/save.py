# The compact binary form of a game record, as saved on the board (nvm or a file).
#
#     b"TT" | version (1) | header length (2) | header text (the record's header lines)
#           | entry count (2) | the entries | Fletcher-16 (2)
#
# Entries are stored exactly as the record holds them in RAM (tabletop.core.record): version 2,
# a head byte and the entry's own bytes, its tail found in an entry before (tabletop.core.packing):
# under 5 bytes on average in Terra Mystica. Version 1 (a length byte, then the seat and the words) is still read: a save
# made before an update resumes. Anything unreadable raises RecordError with a message for the
# player; nothing here can crash the device on bad bytes.

from tabletop.core.copies import HEAD, fletcher16
from tabletop.core.errors import RecordError
from tabletop.core.header import header_lines, read_header
from tabletop.core.packing import read, saved

MAGIC = b"TT"
VERSION = 2


def dumps(record):
    # the save of record, in a new buffer of its exact size
    out = bytearray(size_of(record))
    dump_into(record, out, 0)
    return out  # a bytearray: no second copy in RAM


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


def size(data):
    # Length of the save at the start of `data` (which may have trailing bytes), or -1.
    try:
        if bytes(data[0:2]) != MAGIC:
            return -1
        i = 5 + ((data[3] << 8) | data[4])
        n = (data[i] << 8) | data[i + 1]
        i += 2
        for _ in range(n):
            i = saved(data, i, data[2])[2]
        if i + 2 > len(data):
            return -1
        return i + 2
    except IndexError:
        return -1


def loads(data, words_for=None, room=0):
    # The Record saved in `data`; raises RecordError if the bytes are not a complete save.
    # room (the device): its buffer leaves room to frame its saves (save_in_place) and for the
    # entries to come, made now in one piece: up to `room` bytes, at least an eighth more
    if len(data) < 9 or bytes(data[0:2]) != MAGIC:
        raise RecordError("no saved game here")
    v = data[2]
    if v != VERSION and v != 1:
        raise RecordError("saved by another version of the companion (format %d)" % data[2])
    end = size(data)
    if end < 0:
        raise RecordError("the saved game is cut short")
    c = (data[end - 2] << 8) | data[end - 1]
    if fletcher16(data, 0, end - 2) != c:
        raise RecordError("the saved game is damaged (checksum)")
    hlen = (data[3] << 8) | data[4]
    try:
        head = bytes(data[5 : 5 + hlen]).decode()
    except UnicodeError:
        raise RecordError("the saved game is damaged (header)")
    rec = read_header(head)
    i = 5 + hlen
    n = (data[i] << 8) | data[i + 1]
    i += 2
    # the size at once, before words_for imports the game: compiling it leaves the heap in small
    # pieces, and the record is the largest block that stays
    a = front(rec) if room else 0
    used = a + end - 2 - i
    rec.reserve(max(min(room, 2 * used), used + used // 8) if room else used,
                n + n // 8 if room else n)
    rec.set_front(a)
    if words_for:
        rec.set_words(words_for(rec.game))
    read(rec, data, i, n, v)
    return rec
