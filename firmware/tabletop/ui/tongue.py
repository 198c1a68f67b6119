"""The games' own words in German and Dutch: tabletop/games/NAME/de.txt and nl.txt, lines
"English|translation" (the last "|"; `#` lines are notes). Imported only when the language is not
English (app.lang): English screens are as the game module says them, and the record stays English
whatever is shown.

A text is translated whole when a line's English is that text; else by the first line whose
English has %s / %d fields that the text fits ("%s reached 20 in the final phase"), the values
then word by word; else word by word: each run of letters, numbers and signs kept ("wood2",
"(top:", "4vp/SH"). The file is read once a game and language (tabletop.ui.tongue_load) and kept,
with this module and its searches (tabletop.ui.tongue_words), while the pad is in use: read again
for each screen, with the readers' modules loaded again, it took a German undo on the board 170 ms
of which ~90 were that. Keeping them costs room: German Terra Mystica's room to spare went from
26 to 20 KB (BENCHMARKS.md). With no room to hold them, the sorted words are read from the file
when searched (tabletop.ui.tongue_flash: ~0.3 ms a search), not shown in English."""

from tabletop.ui.tongue_words import fields, parts, to, words

# (the game module, its words in the language as tabletop.ui.tongue_load.load returns them, the
# language)
NONE = (b"", (), None, (), b"")
HELD = [None, NONE, 0]


def path(game, lg, tail=".txt"):
    # the game's words file for language lg (1 German, 2 Dutch; tail "_refusals.txt": its
    # refusals, tabletop.ui.tongue_refusal), or None (a game in one module)
    f = getattr(game, "__file__", "")
    i = f.rfind("__init__.")
    return f[:i] + ("de" if lg == 1 else "nl") + tail if i >= 0 and lg else None


def held(game, lg):
    # the words of game in language lg: read at the first text of another game or language
    if HELD[0] is not game or HELD[2] != lg:
        HELD[1] = NONE  # the other file goes first (RAM)
        HELD[0] = None
        MEMO[0] = {}
        MEMO[1] = {}
        from tabletop.ui.tongue_load import load  # (let go after the screen: lang.words_done)

        try:
            HELD[1] = load(path(game, lg)) or NONE
        except MemoryError:  # no room to hold them all: the sorted words read from flash when searched
            HELD[1] = load(path(game, lg), False) or NONE
        HELD[0] = game
        HELD[2] = lg
    return HELD[1]


# the device's own texts in the language as shown so far (line k of tabletop/ui/de.txt, nl.txt:
# one for each of tabletop.ui.lang.KEYS), each read from flash once and kept: not read with the
# refusals' reader loaded again for each (two a German undo: ~30 ms of the board's time), nor a
# str made again for each (each is looked up among the board's interned strings)
OWN = [0, {}]


def own(lg, k):
    # line k of language lg's file, or "" (no file, no such line)
    if OWN[0] != lg:
        OWN[0] = lg
        OWN[1] = {}
    got = OWN[1].get(k)
    if got is None:
        try:
            got = _line(__file__[:__file__.rfind("tongue")] + ("de.txt" if lg == 1 else "nl.txt"), k)
        except (OSError, MemoryError):  # no file, no room: English (tabletop.ui.lang.t)
            return ""
        got = OWN[1][k] = got.decode()
    return got


def _line(p, k):
    # line k of the file at p (bytes; b"": none), read 128 bytes at a time and only that line
    # kept: a text wanted when the heap is nearly full (an undo's "undone: %s") needs no more
    n = 0  # the lines passed
    out = b""
    with open(p, "rb") as f:
        while True:
            c = f.read(128)
            if not c:
                return out
            i = 0
            while n < k:
                i = c.find(b"\n", i) + 1
                if not i:
                    break
                n += 1
            if n == k:
                j = c.find(b"\n", i)
                out += c[i:] if j < 0 else c[i:j]
                if j >= 0:
                    return out


def early(game, lg):
    # the words of a resumed game, read before its replay (tabletop.ui.resume): the heap is emptier
    # then; no room now: at its first screen
    try:
        held(game, lg)
    except MemoryError:
        pass


def tr(game, lg, texts):
    """texts (a list: a new list; or one text) in language lg; as they are in English or where
    the game has no words file."""
    if type(texts) is str:
        return tr(game, lg, [texts])[0]
    out = []
    try:
        d = held(game, lg) if lg else NONE
        if not d[0] and not d[1]:
            return texts
        now, last = MEMO  # (after held: new ones for other words)
        for s in texts:
            w = now.get(s)
            if w is None:
                w = last.get(s)
                if w is None:
                    w = one(d, s)
                now[s] = w
            out.append(w)
    except MemoryError:  # no room to read or search the words now (a piece read from flash, after
        return texts  # a replay at the fullest heap): this screen as it is, the next tries again
    return out


# the texts of this screen and of the last with their translations (tabletop.ui.lang.words_done
# moves them on after each screen): a screen after another (an undo, a redo) has half of its
# texts again, each ~1 ms of the board's time to translate
MEMO = [{}, {}]  # type: list


def one(d, s):
    # text s in the words d (held)
    t = s.encode()
    # (the test of to()'s first step here: a call is ~30 µs of the board's time, most texts fail it)
    w = to(d, t) if t and d[4][t[0]] else None
    if w is None:
        f = fields(d, t)
        if f is not None:  # its parts and values joined as bytes, one str made (each is looked up)
            ps = parts(f[0])
            out = [ps[0]]
            for k in range(1, len(ps)):
                out.append(words(f[1][k - 1], d))
                out.append(ps[k])
            return b"".join(out).decode()
        w = words(t, d)
    return s if w == t else w.decode()  # (no str made: each is looked up, ~0.2 ms)
