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

# Reading a save (loads) is needed once, at power-up: the device drops this module then (RAM;
# tabletop.ui.app); what every save needs is in tabletop.core.save_in_place.

from tabletop.core.copies import fletcher16
from tabletop.core.errors import RecordError
from tabletop.core.header import read_header
from tabletop.core.packing import end, part, unpack
from tabletop.core.save_in_place import (MAGIC, VERSION, dump_into, front, head_bytes,  # noqa: F401
                                         put_head, size_of)
from tabletop.core.vocab import decode


def dumps(record):
    # the save of record, in a new buffer of its exact size
    out = bytearray(size_of(record))
    dump_into(record, out, 0)
    return out  # a bytearray: no second copy in RAM


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


def loads(data, words_for=None, room=0, quick=False):
    # The Record saved in `data`; raises RecordError if the bytes are not a complete save.
    # room (the device): its buffer leaves room to frame its saves (save_in_place) and for the
    # entries to come, made now in one piece: up to `room` bytes, at least an eighth more.
    # quick (the device's power-up): the entries are taken as saved, each only found (its bytes
    # in the save), not decoded: the caller's replay decodes and checks every entry it applies,
    # and those before a snapshot were checked when the snapshot was made of them (its mark).
    # A third of the power-up's time for a long game on the board (tabletop.ui.resume)
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
    if quick and v > 1:
        take(rec, data, i, n)
    else:
        read(rec, data, i, n, v)
    return rec


def take(rec, data, i, n):
    # the n entries saved at data[i:] (format 2, found whole by size()) as rec's, bytes as they are
    a = i
    o = rec.offsets[0] - a
    at = rec.offsets
    for k in range(n):
        i = end(data, i)
        at[k + 1] = o + i
    rec.buf[a + o : i + o] = memoryview(data)[a:i]  # no copy of them on the way (RAM)
    rec.count = n


def saved(data, i, version):
    # part() of the entry at data[i] of a save of that version (1: a length byte, then raw)
    if version == 1:
        return data[i + 1], i + 2, i + 1 + data[i], 0, 0
    return part(data, i)


def read(rec, data, i, n, version):
    # append the n entries saved at data[i:] (tabletop.core.save) to rec, each checked
    for _ in range(n):
        a = i
        seat, j, i, d, s = saved(data, i, version)
        if i < j or seat >= len(rec.seats):
            raise RecordError("the saved game is damaged (entry)")
        raw = bytes(data[a + 1 : i])
        if version > 1:  # as saved, where it goes (pack keeps it): its tail read from there
            o = rec.offsets[len(rec)]
            rec.reserve(o + i - a, 0)
            rec.buf[o : o + i - a] = data[a:i]
            raw = unpack(rec, len(rec))
        decode(rec, raw, 1, len(raw))  # every entry must decode
        rec.append_encoded(raw)
