# How tabletop.ui.tongue finds a text in a words file (its bytes, held while the pad is in use):
# the line whose English is the text, else the first line with %s / %d fields the text fits, else
# each run of letters as a word. All on bytes, and a text decoded once when done: every str the
# board makes is looked up among all the app's interned strings (a linear search, ~0.2 ms), a byte
# slice is not. A module of its own: each small enough to compile on the board.


def to(d, key):
    # the translation (bytes) on the first line of d (tabletop.ui.tongue.held) whose English
    # (before its last "|") is key, or None: among the sorted lines that start with its first
    # byte (the board's form, host_tools/board_form.py: in pieces, a letter's lines in one or
    # more); else among all the lines, in turn
    if not key:
        return None
    at = d[2]
    if not at:
        return _to(d[0], key, 0, len(d[0])) if d[4][key[0]] else None
    a = at[key[0]]
    e = at[key[0] + 1]
    if a == e:  # no line starts with its first byte (no piece read from flash for it: tongue_flash)
        return None
    k = a >> 10
    a &= 1023
    while k <= e >> 10:
        c = d[1][k]
        w = _to(c, key, a, e & 1023 if k == e >> 10 else len(c))
        if w is not None:
            return w
        k += 1
        a = 0
    return None


def _to(c, key, a, e):
    # key's translation on a line of c in c[a:e], or None. key itself searched, then its line's
    # start and "|" tested: no bytes made for the search (a press's garbage: each collection of
    # the heap ~10 ms of the board's time)
    n = len(key)
    i = c.find(key, a, e)
    while i >= 0:
        if c[i - 1] == 10 and c[i + n] == 124:  # a line's English, then "|"
            j = c.find(b"\n", i)  # (held: every line ends with one)
            if c.rfind(b"|", i, j) == i + n:  # that "|" the line's last
                return c[i + n + 1:j]
        i = c.find(key, i + 1, e)  # (its English has one more "|", "own|other": the next such line)
    return None


def parts(en):
    # en's text around its %s / %d / %r fields: b"%s to act" -> [b"", b" to act"]
    return en.replace(b"%d", b"%s").replace(b"%r", b"%s").split(b"%s")


def fields(d, t):
    # (translation, values) of the first line of d (tabletop.ui.tongue.held: its lines with
    # fields) whose English has %s / %d fields that t fits, or None
    if not t:
        return None
    t0 = t[0]
    t1 = t[-1]
    c = d[0]
    for a, i, b, lit in d[3]:
        # its first and last letters the text's, where no field is, its longest part in it; then
        # its parts
        if (i == a or c[a] == t0) and (c[b - 2] == 37 or c[b - 1] == t1) and lit in t:
            v = fit(parts(c[a:b]), t)
            if v is not None:
                return c[b + 1:c.find(b"\n", b)], v
    return None


def fit(ps, text):
    # the values of text in the fields between ps (parts), or None if text does not fit them
    if len(ps) < 2 or not text.startswith(ps[0]):
        return None
    at = len(ps[0])
    vals = []
    for k in range(1, len(ps)):
        p = ps[k]
        if k == len(ps) - 1:
            j = len(text) - len(p)
            if not text.endswith(p) or j <= at:
                return None
        else:
            j = text.find(p, at + 1) if p else -1
            if j < 0:
                return None
        vals.append(text[at:j])
        at = j + len(p)
    return vals


def words(t, d):
    # t with each run of letters that is a line's English in d translated; its numbers and signs
    # as they are ("wood2", "fire+3", "4vp/SH,SA", "(top:"). (A byte at a time, as few steps
    # as can be: the board's VM takes ~10 µs a step)
    out = []
    at = 0
    a = -1
    i = 0
    for c in t:
        c |= 32  # a letter, either case: 97..122
        if 97 <= c <= 122:
            if a < 0:
                a = i
        elif a >= 0:
            w = t[a:i]
            out.append(t[at:a])
            out.append(to(d, w) or w)
            at = i
            a = -1
        i += 1
    if a >= 0:
        w = t[a:]
        out.append(t[at:a])
        out.append(to(d, w) or w)
    else:
        out.append(t[at:])
    return b"".join(out)
