# The game record: the list of entries the players made -- the single source of truth.
#
# Text form (tabletop.core.text; docs/record-format.md), one entry per line:
#     game babel                          header: which game
#     players white black                 header: the seats, in seating order
#     option edition dutch                header: a setup option the game declares
#     seed 7                              header: seed of the game's own PRNG (default 1)
#     white: travel hittites          action entry: "ACTOR: WORDS..."
#
# In RAM and in saves each action entry is a few bytes (tabletop.core.vocab): the entries live in
# one bytearray as a save has them (tabletop.core.save): entry k spans offsets[k]..offsets[k+1],
# a head byte (its seat, its length, where its last bytes are if an entry before has them), then
# its own bytes (tabletop.core.packing). Before the first entry, `front` bytes left free: the device
# frames its saves there, in the record's own buffer (no second copy in RAM). A 5-player Terra
# Mystica game of 700 entries takes about 3.5 KB. Comments survive only on the host (`notes`),
# never in saves.

from array import array

from tabletop.core.errors import RecordError
from tabletop.core.packing import pack, part, unpack
from tabletop.core.vocab import canonical_int, decode, encode  # noqa: F401 (canonical_int re-exported)

TAIL = 4  # bytes after the last entry for a save's checksums (tabletop.core.save_in_place)


class Record:
    def __init__(self, game, seats, options=None, seed=1, words=()):
        self.game = game
        self.seats = list(seats)
        self.options = list(options or [])  # [[name, value], ...] in record order
        self.seed = seed
        self.words = tuple(words)  # the vocabulary: these words, then the seats (tabletop.core.vocab)
        # entries live in buf[front:offsets[count]], with TAIL bytes to spare after them; undo
        # only lowers count and redo writes over the old bytes, so a long game does not
        # re-allocate its record (heap fragmentation)
        self.front = 0
        self.buf = bytearray(TAIL)
        self.offsets = array("H", (0,))  # 2 bytes an entry, not a list's 8 (+ growth slack)
        self.count = 0
        # checksums of the first entries, for the saves (save_in_place.checksum), made from the
        # first `summed` entries as they were: undo lowers it
        self.sums = array("H", (0,))
        self.summed = 0
        self.saved = 0  # the first entries as the last save has them (tabletop.core.journal)
        self.notes = None  # host only: {("pre", k): [lines before entry k], ("post", k): comment}
        self.head_lines = None  # host only: the header lines exactly as written

    def __len__(self):
        return self.count

    def data(self):
        # the bytes of all entries (as a save has them)
        return bytes(self.buf[self.front : self.offsets[self.count]])

    def set_front(self, front):
        # leave `front` bytes free before the entries (before the first one only)
        if self.count == 0:
            self.front = front
            self.offsets[0] = front
            self.reserve(front, 0)

    def option(self, name, default=None):
        for kv in self.options:
            if kv[0] == name:
                return kv[1]
        return default

    def seat_of(self, name):
        return self.seats.index(name) if name in self.seats else -1

    def encode(self, seat, words):
        out = bytearray((seat,))
        encode(self, words, out)
        return out

    def append(self, seat, words):
        self.append_encoded(self.encode(seat, words))

    def append_encoded(self, raw):
        raw = pack(self, raw)  # as the record keeps it (and a save has it)
        a = self.offsets[self.count]
        b = a + len(raw)
        if b > 65535 - TAIL:
            raise RecordError("the record is full (64 KB)")
        if len(self.buf) < b + TAIL:
            self.reserve(b + b // 4 + 32, self.count + self.count // 4 + 8)
        self.buf[a:b] = raw
        self.count += 1
        if len(self.offsets) > self.count:
            self.offsets[self.count] = b
        else:
            self.offsets.append(b)

    def reserve(self, nbytes, nentries):
        # grow the buffers once to hold entries up to offset nbytes and nentries entries, instead
        # of re-allocating them entry by entry (each re-allocation can split the board's heap)
        if len(self.buf) < nbytes + TAIL:
            buf = bytearray(nbytes + TAIL)  # the new size in one allocation, no temporary
            buf[0 : len(self.buf)] = self.buf
            self.buf = buf
        if len(self.offsets) < nentries + 1:
            self.offsets.extend(array("H", bytes(2 * (nentries + 1 - len(self.offsets)))))

    def truncate(self, n):
        # keep the first n entries (the bytes after them stay until overwritten: see Session.redo)
        if n < self.count:
            self.count = n
            self.summed = min(self.summed, n)
            self.saved = min(self.saved, n)

    def raw(self, k):
        # entry k's seat byte and words (also k = len(self): the entry undone last, for redo)
        return unpack(self, k)

    def entry(self, k):
        # (seat, words) of entry k (also k = len(self): the entry undone last, for redo), read
        # where it is stored unless it ends with an earlier entry's bytes: no copy (a replay reads
        # every entry, and garbage is collections on the board)
        raw = self.buf
        seat, i, j, d, _ = part(raw, self.offsets[k])
        if d:
            raw = unpack(self, k)
            i, j = 1, len(raw)
        return seat, decode(self, raw, i, j)

    def entry_text(self, k):
        seat, words = self.entry(k)
        return self.seats[seat] + ": " + " ".join(words)

    def set_words(self, words):
        # the game's vocabulary (a record read before its game is imported has none yet)
        self.words = tuple(words)

    def copy_header(self):
        # a record with the same header and vocabulary and no entries
        r = Record(self.game, self.seats, [], self.seed)
        for kv in self.options:
            r.options.append(list(kv))
        r.words = self.words
        return r
