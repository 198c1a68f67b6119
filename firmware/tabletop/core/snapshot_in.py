# A snapshot's state read back (tabletop.core.snapshot has the format) at power-up, by
# tabletop.core.snapshot_load, which then drops it (RAM).

from tabletop.core.copies import HEAD

# the writer's tags (tabletop.core.snapshot_out), not imported from there: its code is not
# compiled at power-up (RAM; tests/portable/test_snapshot.py checks they are the same)
NONE, FALSE, TRUE, LIST, DICT, TUPLE, INT, STR = 0, 1, 2, 3, 4, 5, 6, 7
SMALL = 16
REF = 128


class _In:
    def __init__(self, d, i):
        self.d = d
        self.i = i
        self.strs = None

    def uint(self):
        v = 0
        s = 0
        d = self.d
        while True:
            b = d[self.i]
            self.i += 1
            v |= (b & 0x7F) << s
            if b < 0x80:
                return v
            s += 7

    def val(self):
        t = self.d[self.i]
        self.i += 1
        if t >= REF:
            return self.strs[t - REF]
        if t >= SMALL:
            return t - SMALL
        if t == DICT:
            n = self.uint()
            keys = [None] * n
            for j in range(n):
                keys[j] = self.val()
            x = dict.fromkeys(keys)  # at its size at once (RAM: no growing tables left behind)
            for k in keys:
                x[k] = self.val()
            return x
        if t == LIST or t == TUPLE:
            n = self.uint()
            x = [None] * n
            for j in range(n):
                x[j] = self.val()
            return x if t == LIST else tuple(x)
        if t == STR:
            return self.strs[self.uint()]
        if t == INT:
            v = self.uint()
            return -((v + 1) >> 1) if v & 1 else v >> 1
        if t == NONE:
            return None
        if t == FALSE:
            return False
        if t == TRUE:
            return True
        raise ValueError("snapshot")


def decode(d):
    # the state in a good snapshot's bytes (head(d) is not None); raises on anything else
    end = HEAD + ((d[8] << 8) | d[9])
    r = _In(d, HEAD + 6)
    n = r.uint()
    strs = [None] * n
    for j in range(n):
        k = r.uint()
        # a str of these bytes: the one interned already when the code has it (no RAM of its own)
        strs[j] = str(d[r.i : r.i + k], "utf-8")
        r.i += k
    r.strs = strs
    state = r.val()
    if r.i != end or type(state) is not dict:
        raise ValueError("snapshot")
    return state
