# How tabletop.ui.tongue finds a text in a words file (its bytes, read once a screen): the line
# whose English is the text, else the first line with %s / %d fields the text fits, else each run
# of letters as a word. All on bytes, and a text decoded once when done: every str the board makes
# is looked up among all the app's interned strings (a linear search, ~0.2 ms), a byte slice is not.
# A module of its own: each small enough to compile on the board; both dropped after each screen
# (tabletop.ui.modes.draw).


def to(d, key):
    # the translation (bytes) on the first line of d (tabletop.ui.tongue.held) whose English
    # (before its last "|") is key, or None: a word in the one piece of the sorted words it falls
    # in, found by halves; else (a field in it, or no sorted words) in the other pieces in turn.
    # (The needles made once: garbage makes a full heap collect again and again)
    if not key:
        return None
    k = key + b"|"
    nk = b"\n" + k
    cs = d[0]
    f = d[2]
    if f and b"%" not in key:
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
        i = 0 if c.startswith(k) else -1
        at = 0
        while True:
            if i < 0:
                i = c.find(nk, at)
                if i < 0:
                    break
                i += 1  # the line's start
            j = c.find(b"\n", i)
            if j < 0:
                j = len(c)
            b = c.rfind(b"|", i, j)
            if b == i + len(key):
                return c[b + 1:j].rstrip(b"\r")
            at = i  # its English has one more "|" ("own|other"): the next such line
            i = -1
    return None


def fields(d, t):
    # (translation, values) of the first line of d (pieces of whole lines) whose English has %s / %d
    # fields that t fits, or None
    if not t:
        return None
    for c in d[0]:
        i = c.find(b"%")
        while i >= 0:
            a = c.rfind(b"\n", 0, i) + 1
            j = c.find(b"\n", i)
            if j < 0:
                j = len(c)
            b = c.rfind(b"|", a, j)
            # a field in the English, not a note ("#"); its first and last letters the text's,
            # where no field is (no slice made for the lines that cannot fit)
            if a < b and i < b and c[a] != 35 and (i == a or c[a] == t[0]) and (
                    c[b - 2] == 37 or c[b - 1] == t[-1]):
                v = fit(c[a:b], t)
                if v is not None:
                    return c[b + 1:j].rstrip(b"\r"), v
            i = c.find(b"%", j)
    return None


def fit(en, text):
    # the values of text in en's %s / %d fields, or None if text does not fit en
    ps = en.replace(b"%d", b"%s").replace(b"%r", b"%s").split(b"%s")
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
    # as they are ("wood2", "fire+3", "4vp/SH,SA", "(top:")
    out = []
    at = 0
    a = -1
    n = len(t)
    for i in range(n + 1):
        c = t[i] | 32 if i < n else 0  # a letter, either case: 97..122
        if 97 <= c <= 122:
            if a < 0:
                a = i
        elif a >= 0:
            w = t[a:i]
            out.append(t[at:a])
            out.append(to(d, w) or w)
            at = i
            a = -1
    out.append(t[at:])
    return b"".join(out)
