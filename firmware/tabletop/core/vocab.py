# The compact form of one entry's words (docs/record-format.md, "compact form").
# Each word becomes one byte when it is a small number or one of the first 128 words of the
# vocabulary (the game's WORDS, then the seat names), two or three bytes for bigger numbers and
# later words, and a length-prefixed literal otherwise. Typical entries take 3-6 bytes.

from tabletop.core.errors import RecordError

_LIT = 0x01  # literal: length byte + ASCII bytes
_INT16 = 0x02  # int 0..65535 in two bytes, big-endian
_WORD2 = 0x03  # vocabulary word 128..383: one index byte follows
_SMALL = 0x04  # 0x04..0x7F: int 0..123
_WORD = 0x80  # 0x80..0xFF: vocabulary word 0..127
DIGITS = ("0", "1", "2", "3", "4", "5", "6", "7", "8", "9")


def canonical_int(tok):
    # the int a word spells in canonical form ("7", not "07" or "+7"), or -1
    if not tok or len(tok) > 5 or not tok.isdigit():
        return -1
    n = int(tok)
    if str(n) != tok or n > 65535:
        return -1
    return n


# The vocabulary is the record's (tabletop.core.record): its `words`, the game's WORDS tuple itself,
# then its `seats`. Looked up by words.index (the first occurrence wins): a few words a key press,
# and no dict of every word beside the tuple (RAM); not a copy of the tuple with the seats added
# (RAM: 0.3 KB for Terra Mystica). Functions of the record, not an object of their own (RAM).


def encode(record, words, out):
    # append the compact form of words to out (a bytearray)
    for tok in words:
        n = canonical_int(tok)
        if n >= 0:
            if n <= 0x7F - _SMALL:
                out.append(_SMALL + n)
            else:  # (append, not extend with a tuple: MicroPython before 1.2x wants a buffer)
                out.append(_INT16)
                out.append(n >> 8)
                out.append(n & 0xFF)
            continue
        w = record.words
        if tok in w:
            i = w.index(tok)
        else:
            i = len(w) + record.seats.index(tok) if tok in record.seats else -1
        if 0 <= i < 128:
            out.append(_WORD + i)
        elif 128 <= i < 384:
            out.append(_WORD2)
            out.append(i - 128)
        else:
            raw = tok.encode()
            if len(raw) > 255:
                raise RecordError("a word of more than 255 characters")
            out.append(_LIT)
            out.append(len(raw))
            out.extend(raw)


def decode(record, buf, i, end):
    # the words of buf[i:end]; RecordError on anything that is not a valid encoding
    words = []
    w = record.words
    seats = record.seats
    nw = len(w)
    try:
        while i < end:
            b = buf[i]
            if b >= _WORD:
                b -= _WORD
                words.append(w[b] if b < nw else seats[b - nw])
                i += 1
            elif b >= _SMALL:
                b -= _SMALL  # (a digit from the tuple: str() looks its str up among every interned one)
                words.append(DIGITS[b] if b < 10 else str(b))
                i += 1
            elif b == _INT16:
                words.append(str((buf[i + 1] << 8) | buf[i + 2]))
                i += 3
            elif b == _WORD2:
                b = 128 + buf[i + 1]
                words.append(w[b] if b < nw else seats[b - nw])
                i += 2
            elif b == _LIT:
                n = buf[i + 1]
                if i + 2 + n > end:
                    raise IndexError
                words.append(bytes(buf[i + 2 : i + 2 + n]).decode())
                i += 2 + n
            else:
                raise IndexError
        if i != end:
            raise IndexError
    except (IndexError, UnicodeError):
        raise RecordError("damaged entry")
    return words
