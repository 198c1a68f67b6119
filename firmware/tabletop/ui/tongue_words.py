# How tabletop.ui.tongue finds a text in a words file (its bytes, held while the pad is in use):
# the line whose English is the text, else the first line with %s / %d fields the text fits, else
# each run of letters as a word. All on bytes, and a text decoded once when done: every str the
# board makes is looked up among all the app's interned strings (a linear search, ~0.2 ms), a byte
# slice is not. A module of its own: each small enough to compile on the board.


def to(d, key):
    # the translation (bytes) on the first line of d (tabletop.ui.tongue.held) whose English
    # (before its last "|") is key, or None: letters only, in the one piece of the sorted words it
    # falls in, found by halves; else (or no sorted words) in the other pieces in turn.
    # (No bytes made but the answer: garbage makes a full heap collect again and again)
    if not key:
        return None
    n = len(key)
    cs = d[0]
    f = d[2]
    if f and key.isalpha():  # (host_tools/board_form.py sorts only those)
        lo = 0
        hi = len(f)
        while hi - lo > 1:
            m = (lo + hi) // 2
            if f[m] <= key:
                lo = m
            else:
                hi = m
        cs = (d[1][lo],)
    for c in cs:
        i = c.find(key)
        while i >= 0:
            # at a line's start, a "|" after it, and that the line's last
            if (i == 0 or c[i - 1] == 10) and i + n < len(c) and c[i + n] == 124:
                j = c.find(b"\n", i)
                if j < 0:
                    j = len(c)
                if c.rfind(b"|", i, j) == i + n:
                    return c[i + n + 1:j].rstrip(b"\r")
            i = c.find(key, i + 1)  # (its English has one more "|", "own|other": the next such line)
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
    for e in d[3]:
        c, a, i, b, ps = e
        # its first and last letters the text's, where no field is; then its parts
        if (i == a or c[a] == t0) and (c[b - 2] == 37 or c[b - 1] == t1):
            if ps is None:
                ps = e[4] = parts(c[a:b])
            v = fit(ps, t)
            if v is not None:
                j = c.find(b"\n", b)
                return c[b + 1:j if j >= 0 else len(c)].rstrip(b"\r"), v
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
