"""The games' own words in German and Dutch: tabletop/games/NAME/de.txt and nl.txt, lines
"English|translation" (the last "|"; `#` lines are notes), read from flash when a screen is made, never held.
Imported only when the language is not English (app.lang): English screens are as the game
module says them, and the record stays English whatever is shown.

A text is translated whole when a line's English is that text; else by the first line whose
English has %s / %d fields that the text fits ("%s reached 20 in the final phase"), the values
then word by word; else word by word: each run of letters, numbers and signs kept ("wood2",
"(top:", "4vp/SH"). One pass
through the file for a whole list of texts."""


def line(path, n):
    # (the device's texts, tabletop/ui/de.txt: tabletop.ui.lang.line; as tabletop.core.refusals.line)
    # line n (0 first) of the file, read a piece at a time (never the whole table in RAM)
    got = []
    k = 0
    with open(path, "rb") as f:
        while True:
            piece = f.read(128)
            if not piece:
                break
            a = 0
            while k < n:
                i = piece.find(b"\n", a)
                if i < 0:
                    break
                k += 1
                a = i + 1
            if k < n:
                continue
            i = piece.find(b"\n", a)
            got.append(piece[a:] if i < 0 else piece[a:i])
            if i >= 0:
                k += 1  # line n is whole
                break
    text = b"".join(got)
    return text.decode() if k > n or text else None


def path(game, lg):
    # the game's words file for language lg (1 German, 2 Dutch), or None (a game in one module)
    f = getattr(game, "__file__", "")
    i = f.rfind("__init__.")
    return f[:i] + ("de.txt" if lg == 1 else "nl.txt") if i >= 0 and lg else None


def _runs(s):
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


def _fit(en, text):
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


def _words(s, en, to):
    out = []
    at = 0
    for r in _runs(s):
        w = s[r[0]:r[1]]
        out.append(s[at:r[0]])
        out.append(to[en.index(w)] if w in en else w)
        at = r[1]
    out.append(s[at:])
    return "".join(out)


def tr(game, lg, texts):
    """texts (a list: a new list; or one text) in language lg; as they are in English or where
    the game has no words file."""
    if type(texts) is str:
        return tr(game, lg, [texts])[0]
    p = path(game, lg)
    try:
        f = open(p, "rb") if p else None
    except OSError:
        f = None
    if f is None:
        return texts
    whole = [None] * len(texts)
    want = []
    for s in texts:
        for r in _runs(s):
            if s[r[0]:r[1]] not in want:
                want.append(s[r[0]:r[1]])
    got = [None] * len(want)
    with f:
        buf = b""
        while True:  # a line at a time, read in pieces (a file on the board may have no readline)
            i = buf.find(b"\n")
            if i < 0:
                piece = f.read(128)
                if piece:
                    buf += piece
                    continue
                if not buf:
                    break
                i = len(buf)
            ln = buf[:i].decode()
            buf = buf[i + 1:]
            i = ln.rfind("|")  # the English may have one ("own|other")
            if i < 1 or ln[0] == "#":
                continue
            en = ln[:i]
            to = ln[i + 1:].rstrip("\r\n")
            pct = "%" in en
            for k in range(len(texts)):
                w = whole[k]
                if texts[k] == en:
                    if w is None or type(w) is tuple:
                        whole[k] = to
                elif pct and w is None:
                    v = _fit(en, texts[k])
                    if v is not None:
                        whole[k] = (to, v)
            if not pct and en in want:
                got[want.index(en)] = to
    en = []
    to = []
    for k in range(len(want)):
        if got[k] is not None:
            en.append(want[k])
            to.append(got[k])
    out = []
    for k in range(len(texts)):
        w = whole[k]
        if w is None:
            w = _words(texts[k], en, to)
        elif type(w) is tuple:
            vs = []
            for v in w[1]:
                vs.append(_words(v, en, to))
            w = w[0].replace("%d", "%s").replace("%r", "%s") % tuple(vs)
        out.append(w)
    return out


def refused(app, msg):
    # a refusal in app.lang: the core's (tabletop/ui/de.txt, nl.txt), else the rules' (the game's)
    t = core_msg(app.lang, msg)
    if t == msg:
        return tr(app.game, app.lang, msg)
    seats = app.session.record.seats  # the core's: the seats it names in the game's words
    names = tr(app.game, app.lang, list(seats))
    for i in range(len(seats)):
        t = t.replace(seats[i], names[i])
    return t


def core_msg(lang, msg):
    # a refusal of the core (tabletop.core.session / flow) in the language, else msg itself
    from tabletop.ui.lang import KEYS, line

    k = KEYS.count(" ") - 1  # the file's lines after the texts: "English start|translation"
    while True:
        s = line(lang, k)
        if not s:
            return msg
        en, s = s.split("|")
        if msg.startswith(en):
            rest = msg[len(en):]
            if "%s" in s:  # "it is bob's turn, not ann's" -> "am Zug ist bob, nicht ann"
                a = rest.replace("'s", "").split(" turn, not ")
                return s % (a[0], a[1]) if len(a) == 2 else msg
            return s + rest
        k += 1


