# A value as a snapshot holds it (tabletop.core.snapshot has the format), written: one pass
# counts the bytes and makes the table of strings, the next writes them in chunks.

from tabletop.core.copies import fletcher16

NONE, FALSE, TRUE, LIST, DICT, TUPLE, INT, STR = 0, 1, 2, 3, 4, 5, 6, 7
SMALL = 16  # tags 16..127: the ints 0..111
REF = 128  # tags 128..255: the table's strings 0..127
CHUNK = 64

class Out:
    # bytes out in chunks of CHUNK to sink, their count and Fletcher-16; sink None: count only
    def __init__(self, sink):
        self.sink = sink
        self.buf = bytearray(CHUNK) if sink else None
        self.n = 0
        self.total = 0
        self.c = 0

    def byte(self, x):
        if self.sink is None:
            self.total += 1
            return
        if self.n == CHUNK:
            self.flush()
        self.buf[self.n] = x
        self.n += 1

    def flush(self):
        if self.n:
            self.c = fletcher16(self.buf, 0, self.n, self.c)
            self.sink(memoryview(self.buf)[: self.n])
            self.total += self.n
            self.n = 0

    def uint(self, v):
        while v >= 0x80:
            self.byte((v & 0x7F) | 0x80)
            v >>= 7
        self.byte(v)


def put(o, x, strs, names):
    t = type(x)
    if x is None:
        o.byte(NONE)
    elif t is bool:
        o.byte(TRUE if x else FALSE)
    elif t is int:
        if 0 <= x < REF - SMALL:
            o.byte(SMALL + x)
        else:
            o.byte(INT)
            o.uint(x << 1 if x >= 0 else ((-x) << 1) - 1)
    elif t is str:
        i = strs.get(x, -1)
        if i < 0:  # the first pass makes the table
            i = strs[x] = len(names)
            names.append(x)
        if i < REF:
            o.byte(REF + i)
        else:
            o.byte(STR)
            o.uint(i)
    elif t is dict:
        o.byte(DICT)
        o.uint(len(x))
        for k in x:
            put(o, k, strs, names)
        for k in x:
            put(o, x[k], strs, names)
    elif t is list or t is tuple:
        o.byte(LIST if t is list else TUPLE)
        o.uint(len(x))
        for v in x:
            put(o, v, strs, names)
    else:
        raise TypeError("no snapshot of %s" % t)
