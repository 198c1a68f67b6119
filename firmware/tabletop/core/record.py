"""The game record: the list of entries the players made. It is the single source of truth.

Text form (tabletop.core.text, documented in docs/record-format.md), one entry per line:

    # a Babel game                      <- comment line, kept for printing back
    game babel                          <- header: which game
    players white black                 <- header: the seats, in seating order
    option edition dutch                <- header: a setup option the game declares
    seed 7                              <- header: seed of the game's own PRNG (default 1)
    white: build 1 at hittites          <- action entry: "ACTOR: WORDS..."

The header lines come first; every following line is an action by a seat named in `players`.

In memory and in saves each action entry is a few bytes (see `encode_words`): a 5-player Terra
Mystica game of ~500 entries takes about 4 KB, so the whole record fits the board's RAM and nvm.
"""

from tabletop.core.errors import RecordError

# Token bytes of an encoded entry.
_END = 0x00  # end of an entry in a save stream
_LIT = 0x01  # literal string: length byte + ASCII bytes
_INT16 = 0x02  # int 0..65535: two bytes big-endian
_WORD2 = 0x03  # vocabulary word 128..383: one index byte
_SMALL = 0x04  # 0x04..0x7F: int 0..123
_SMALL_MAX = 0x7F - _SMALL
_WORD = 0x80  # 0x80..0xFF: vocabulary word 0..127

def canonical_int(tok):
    if not tok or len(tok) > 5:
        return -1
    for ch in tok:
        if ch < "0" or ch > "9":
            return -1
    n = int(tok)
    if str(n) != tok or n > 65535:
        return -1
    return n


class Vocabulary:
    """Word <-> index for the compact form: the game's WORDS, then the seat names."""

    def __init__(self, words, seats):
        self.words = tuple(words) + tuple(seats)
        self.index = {}
        for i in range(len(self.words)):
            if self.words[i] not in self.index:
                self.index[self.words[i]] = i

    def encode(self, words, out):
        for tok in words:
            n = canonical_int(tok)
            if n >= 0:
                if n <= _SMALL_MAX:
                    out.append(_SMALL + n)
                else:
                    out.append(_INT16)
                    out.append(n >> 8)
                    out.append(n & 0xFF)
                continue
            i = self.index.get(tok, -1)
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

    def decode(self, buf, start, end):
        """The words of buf[start:end] (one entry without its actor byte)."""
        words = []
        i = start
        try:
            while i < end:
                b = buf[i]
                if b >= _WORD:
                    words.append(self.words[b - _WORD])
                    i += 1
                elif b >= _SMALL:
                    words.append(str(b - _SMALL))
                    i += 1
                elif b == _INT16:
                    words.append(str((buf[i + 1] << 8) | buf[i + 2]))
                    i += 3
                elif b == _WORD2:
                    words.append(self.words[128 + buf[i + 1]])
                    i += 2
                elif b == _LIT:
                    n = buf[i + 1]
                    if i + 2 + n > end:
                        raise IndexError
                    words.append(bytes(buf[i + 2 : i + 2 + n]).decode())
                    i += 2 + n
                else:
                    raise RecordError("damaged entry (byte %d)" % b)
        except (IndexError, UnicodeError):
            raise RecordError("damaged entry")
        return words


class Record:
    """Header (game, seats, options, seed) plus the action entries, stored compactly.

    `entries` is one bytearray; entry k spans offsets[k]..offsets[k+1]; its first byte is the
    seat of the actor, the rest the encoded words. Comments survive only on the host (they are
    kept in `notes`), never in saves.
    """

    def __init__(self, game, seats, options=None, seed=1, words=()):
        self.game = game
        self.seats = list(seats)
        self.options = list(options or [])  # [[name, value], ...] in record order
        self.seed = seed
        self.vocab = Vocabulary(words, self.seats)
        self.buf = bytearray()
        self.offsets = [0]
        self.notes = None  # host only: {"pre": lines before entry k, "post": comment of entry k}
        self.head_lines = None  # host only: exact header lines (with their comments)

    def __len__(self):
        return len(self.offsets) - 1

    def option(self, name, default=None):
        for kv in self.options:
            if kv[0] == name:
                return kv[1]
        return default

    def seat_of(self, name):
        for i in range(len(self.seats)):
            if self.seats[i] == name:
                return i
        return -1

    # --- entries ------------------------------------------------------------------------
    def encode(self, seat, words):
        out = bytearray()
        out.append(seat)
        self.vocab.encode(words, out)
        return out

    def append(self, seat, words):
        self.append_encoded(self.encode(seat, words))

    def append_encoded(self, raw):
        self.buf.extend(raw)
        self.offsets.append(len(self.buf))

    def truncate(self, n):
        """Keep the first n entries."""
        if n < len(self):
            self.buf = self.buf[: self.offsets[n]]  # MicroPython's bytearray has no del of slices
            self.offsets = self.offsets[: n + 1]

    def raw(self, k):
        return bytes(self.buf[self.offsets[k] : self.offsets[k + 1]])

    def entry(self, k):
        """(seat, words) of entry k."""
        a = self.offsets[k]
        return self.buf[a], self.vocab.decode(self.buf, a + 1, self.offsets[k + 1])

    def entry_text(self, k):
        seat, words = self.entry(k)
        return self.seats[seat] + ": " + " ".join(words)

    def header_lines(self):
        lines = ["game " + self.game, "players " + " ".join(self.seats)]
        for kv in self.options:
            lines.append("option %s %s" % (kv[0], kv[1]))
        if self.seed != 1:
            lines.append("seed %d" % self.seed)
        return lines

    def copy_header(self):
        r = Record(self.game, self.seats, [list(kv) for kv in self.options], self.seed, ())
        r.vocab = self.vocab
        return r
