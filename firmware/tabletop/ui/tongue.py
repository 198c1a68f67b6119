"""The games' own words in German and Dutch: tabletop/games/NAME/de.txt and nl.txt, lines
"English|translation" (the last "|"; `#` lines are notes), read from flash when a screen is made, never held.
Imported only when the language is not English (app.lang): English screens are as the game
module says them, and the record stays English whatever is shown.

A text is translated whole when a line's English is that text; else by the first line whose
English has %s / %d fields that the text fits ("%s reached 20 in the final phase"), the values
then word by word; else word by word, a word's punctuation kept ("(top:" -> "(oben:"). One pass
through the file for a whole list of texts."""


def path(game, lg):
    # the game's words file for language lg (1 German, 2 Dutch), or None (a game in one module)
    f = getattr(game, "__file__", "")
    i = f.rfind("__init__.")
    return f[:i] + ("de.txt" if lg == 1 else "nl.txt") if i >= 0 and lg else None


def _core(w):
    # (a, b): the word w[a:b] without its punctuation
    a = 0
    b = len(w)
    while a < b and w[a] in "(<[+":
        a += 1
    while b > a and w[b - 1] in ",.:;)!?]~":
        b -= 1
    while b > a + 1 and "0" <= w[b - 1] <= "9":  # a word's number kept: "wood2" -> "Holz2"
        b -= 1
    return a, b


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
    ws = s.split(" ")
    for k in range(len(ws)):
        w = ws[k]
        a, b = _core(w)
        if b > a and w[a:b] in en:
            ws[k] = w[:a] + to[en.index(w[a:b])] + w[b:]
    return " ".join(ws)


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
        for w in s.split(" "):
            a, b = _core(w)
            if b > a and w[a:b] not in want:
                want.append(w[a:b])
    got = [None] * len(want)
    with f:
        while True:
            ln = f.readline()
            if not ln:
                break
            ln = ln.decode()
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
    return tr(app.game, app.lang, t)  # the seats named in the core's too


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


