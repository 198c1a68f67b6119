"""The games' own words in German and Dutch: tabletop/games/NAME/de.txt and nl.txt, lines
"English|translation" (the last "|"; `#` lines are notes), read from flash when a screen is made, never held.
Imported only when the language is not English (app.lang): English screens are as the game
module says them, and the record stays English whatever is shown.

A text is translated whole when a line's English is that text; else by the first line whose
English has %s / %d fields that the text fits ("%s reached 20 in the final phase"), the values
then word by word; else word by word: each run of letters, numbers and signs kept ("wood2",
"(top:", "4vp/SH"). One pass
through the file for a whole list of texts."""

from tabletop.ui.tongue_words import fit, runs, words


def path(game, lg):
    # the game's words file for language lg (1 German, 2 Dutch), or None (a game in one module)
    f = getattr(game, "__file__", "")
    i = f.rfind("__init__.")
    return f[:i] + ("de.txt" if lg == 1 else "nl.txt") if i >= 0 and lg else None


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
        for r in runs(s):
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
                    v = fit(en, texts[k])
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
            w = words(texts[k], en, to)
        elif type(w) is tuple:
            vs = []
            for v in w[1]:
                vs.append(words(v, en, to))
            w = w[0].replace("%d", "%s").replace("%r", "%s") % tuple(vs)
        out.append(w)
    return out
