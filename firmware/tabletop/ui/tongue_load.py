# The words file of a game in German or Dutch read into RAM (tabletop.ui.tongue.held): once a game
# and language, then kept while the pad is in use; this module goes again after it (RAM).
from tabletop.ui.tongue import NONE, PIECE, path


def load(game, lg):
    # (its pieces of whole lines searched in turn: the lines with %s / %d fields and those whose
    # English is more than letters, its words sorted and cut by their first letter: groups, the
    # lines with fields: lines_with_fields, the first bytes of the pieces' lines: starts). The board's file has its words
    # sorted after the line "#= ..." (host_tools/board_form.py: found by halves); a file without it
    # (the host's, as written) is all in the first pieces. Pieces of about PIECE bytes: a heap as
    # full and split as a long game's may have no room for the whole file in one
    out = []
    try:
        with open(path(game, lg) or "", "rb") as f:
            buf = b""
            while True:
                piece = f.read(PIECE)
                if not buf and piece[-1:] == b"\n":  # whole lines (the board's form): kept
                    out.append(piece.rstrip(b"\n") + b"\n")  # without its filling (RAM)
                    continue
                buf += piece
                i = buf.rfind(b"\n") + 1 if piece else len(buf)
                if i:
                    out.append(buf[:i])
                    buf = buf[i:]
                if not piece:
                    break
    except OSError:  # none ("": a game in one module)
        return NONE
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
        words, at = groups(words)
        return before, words, at, lines_with_fields(before), starts(before)
    return out, (), (), lines_with_fields(out), starts(out)


def groups(ws):
    # the lines of the sorted words' pieces ws cut where their first letter changes, and for each
    # byte b the index of the first cut of the words starting with b or a later byte (256: after
    # the last): a word is looked for in its letter's lines only (tabletop.ui.tongue_words.to:
    # a search of a whole piece took ~0.12 ms a word, half of German's time on a screen)
    out = []
    at = bytearray(257)
    last = -1
    for c in ws:
        a = 0
        n = len(c)
        while a < n:
            b = c[a]
            if b == 10:  # an empty line: filling
                a += 1
                continue
            j = a
            while j < n and c[j] == b:
                j = c.find(b"\n", j) + 1 or n
            out.append(c[a:j])
            while last < b:  # (a letter's lines in two pieces: two cuts)
                last += 1
                at[last] = len(out) - 1
            a = j
    while last < 256:
        last += 1
        at[last] = len(out)
    return out, bytes(at)


def starts(cs):
    # the first bytes of the lines of pieces cs, as 1 at that byte: a text whose first is not one
    # is not looked for there (tabletop.ui.tongue_words.to: a search of them all, ~0.5 ms a text)
    out = bytearray(256)
    for c in cs:
        a = 0
        while a < len(c):
            out[c[a]] = 1
            a = c.find(b"\n", a) + 1
            if not a:
                break
    return bytes(out)


def lines_with_fields(cs):
    # [[piece, line start, first "%", the "|", the English's parts (parts: made at the line's
    # first use)]] of the lines of pieces cs whose English has a %s / %d field, in order: made
    # once, so that each text's search (tabletop.ui.tongue_words.fields) is a few tests a line
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
