"""The games' own words in German and Dutch: tabletop/games/NAME/de.txt and nl.txt, lines
"English|translation" (the last "|"; `#` lines are notes), read from flash when a screen is made, never held
past it. Imported only when the language is not English (app.lang): English screens are as the
game module says them, and the record stays English whatever is shown.

A text is translated whole when a line's English is that text; else by the first line whose
English has %s / %d fields that the text fits ("%s reached 20 in the final phase"), the values
then word by word; else word by word: each run of letters, numbers and signs kept ("wood2",
"(top:", "4vp/SH"). The file is read once a screen (2.5-5 KB, its bytes searched in C:
tabletop.ui.tongue_words), not a line at a time for every text: a German press on the board read
it dozens of times, each line made a string."""

from tabletop.ui.tongue_words import fields, to, words

# (the game module, its words in the language as held() returns them, the language): read at a
# screen's first text, let go after the screen (tabletop.ui.lang.words_done, which also drops
# this module when the pad rests or the heap is tight). Pieces of about PIECE bytes: a heap as
# full and split as a long game's has no room for the whole file in one (Terra Mystica's undo in
# German ran out of memory)
NONE = ((), (), (), ())
HELD = [None, NONE, 0]
PIECE = 512


def path(game, lg, tail=".txt"):
    # the game's words file for language lg (1 German, 2 Dutch; tail "_refusals.txt": its
    # refusals, tabletop.ui.tongue_refusal), or None (a game in one module)
    f = getattr(game, "__file__", "")
    i = f.rfind("__init__.")
    return f[:i] + ("de" if lg == 1 else "nl") + tail if i >= 0 and lg else None


def held(game, lg):
    # the words file of game in language lg (path): (its pieces of whole lines with %s / %d
    # fields, the pieces of its words sorted, the English of each of those pieces' first line,
    # the lines with fields: lines_with_fields). The board's file has its words
    # sorted after the line "#= ..." (host_tools/board_form.py: found by halves); a file without
    # it (the host's, as written) is all in the first pieces, searched in turn
    if HELD[0] is not game or HELD[2] != lg:
        HELD[1] = NONE  # the other file goes first (RAM)
        p = path(game, lg)
        out = []
        try:
            with open(p or "", "rb") as f:
                buf = b""
                while True:
                    piece = f.read(PIECE)
                    if not buf and piece[-1:] == b"\n":  # whole lines (the board's form): as read
                        out.append(piece)
                        continue
                    buf += piece
                    i = buf.rfind(b"\n") + 1 if piece else len(buf)
                    if i:
                        out.append(buf[:i])
                        buf = buf[i:]
                    if not piece:
                        break
        except OSError:  # none ("": a game in one module)
            out = []
        HELD[0] = game
        HELD[2] = lg
        HELD[1] = _split(out)
    return HELD[1]


def _split(out):
    # the pieces before the sorted words' line, the pieces after it and their first lines' English
    for k in range(len(out)):
        c = out[k]
        if c.startswith(b"#="):
            i = 0
        else:
            i = c.find(b"\n#=") + 1
            if not i:
                continue
        j = c.find(b"\n", i) + 1  # after that line (0: it ends the file)
        words = out[k + 1:]
        if j and c.find(b"|", j) >= 0:  # words after it in its piece (not the board's form)
            words.insert(0, c[j:])
        before = out[:k]
        if i:
            before.append(c)  # (its words' lines, if any, have no fields; the line is a note)
        firsts = []
        for w in words:
            e = w.find(b"\n")
            firsts.append(w[:w.rfind(b"|", 0, e if e >= 0 else len(w))])
        return before, words, firsts, lines_with_fields(before)
    return out, (), (), lines_with_fields(out)


def lines_with_fields(cs):
    # [[piece, line start, first "%", the "|", the English's parts (parts: made at the line's
    # first use)]] of the lines of pieces cs whose English has a %s / %d field, in order: made
    # once a screen (tabletop.ui.tongue.held), so that each text's search (fields) is a few tests
    # a line, no bytes made but once a line (the board: ~80 µs a line searched in its bytes,
    # ~400 bytes of garbage a text)
    out = []
    for c in cs:
        i = c.find(b"%")
        while i >= 0:
            a = c.rfind(b"\n", 0, i) + 1
            j = c.find(b"\n", i)
            if j < 0:
                j = len(c)
            b = c.rfind(b"|", a, j)
            if a < b and i < b and c[a] != 35:  # a field in the English, not a note ("#")
                out.append([c, a, i, b, None])
            i = c.find(b"%", j)
    return out


def tr(game, lg, texts):
    """texts (a list: a new list; or one text) in language lg; as they are in English or where
    the game has no words file."""
    if type(texts) is str:
        return tr(game, lg, [texts])[0]
    d = held(game, lg) if lg else NONE
    if not d[0] and not d[1]:
        return texts
    out = []
    for s in texts:
        t = s.encode()
        w = to(d, t)
        if w is None:
            f = fields(d, t)
            if f is not None:
                vs = []
                for v in f[1]:
                    vs.append(words(v, d).decode())
                out.append(f[0].replace(b"%d", b"%s").replace(b"%r", b"%s").decode() % tuple(vs))
                continue
            w = words(t, d)
        out.append(w.decode())
    return out
