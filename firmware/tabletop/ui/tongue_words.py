# How tabletop.ui.tongue fits a text to the lines of a words file: the runs of letters it translates
# one by one, and the values of a line's %s / %d fields. A module of its own: each small enough to
# compile on the board; both dropped after each screen (tabletop.ui.modes.draw).


def runs(s):
    # the runs of letters in s, as (start, end): a word's numbers and signs stay as they are
    # ("wood2", "fire+3", "4vp/SH,SA", "(top:")
    out = []
    a = -1
    for i in range(len(s) + 1):
        c = s[i] if i < len(s) else " "
        if "a" <= c <= "z" or "A" <= c <= "Z":
            if a < 0:
                a = i
        elif a >= 0:
            out.append((a, i))
            a = -1
    return out


def fit(en, text):
    # the values of text in en's %s / %d fields, or None if text does not fit en
    ps = en.replace("%d", "%s").replace("%r", "%s").split("%s")
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


def words(s, en, to):
    out = []
    at = 0
    for r in runs(s):
        w = s[r[0]:r[1]]
        out.append(s[at:r[0]])
        out.append(to[en.index(w)] if w in en else w)
        at = r[1]
    out.append(s[at:])
    return "".join(out)
