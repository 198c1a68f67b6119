# The words file of a game in German or Dutch read into RAM (tabletop.ui.tongue.held): once a game
# and language, then kept while the pad is in use; this module goes again after it (RAM).
from tabletop.ui.tongue import NONE, PIECE, path


def load(game, lg):
    # (its pieces of whole lines searched in turn: the lines with %s / %d fields and those whose
    # English is more than letters, the pieces of its words sorted, the English of each of those
    # pieces' first line, the lines with fields: lines_with_fields). The board's file has its words
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
        firsts = []
        for w in words:
            e = w.find(b"\n")
            firsts.append(w[:w.rfind(b"|", 0, e if e >= 0 else len(w))])
        return before, words, firsts, lines_with_fields(before)
    return out, (), (), lines_with_fields(out)


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
