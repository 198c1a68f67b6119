# The words file of a game in German or Dutch read into RAM (tabletop.ui.tongue.held): once a game
# and language, then kept while the pad is in use; this module goes again after it (RAM).
from array import array

from tabletop.ui.tongue_words import parts


# the board's words files are in pieces of PIECE bytes of whole lines, each filled up with empty
# lines (host_tools/board_form.py), and read a piece at a time
PIECE = 512


def load(p, keep=True):
    # the words file at path p as held, or None (there is none): (the lines with fields, the
    # other lines sorted in pieces, where each first byte's lines start in them: lines_at, the
    # lines with fields as found: fields_in, the first bytes of the lines: firsts). The board's
    # file (host_tools/board_form.py) has its sorted lines after the line "#= ..."; a file without
    # it (the host's, as written) is all in the first part, searched in turn (firsts: of its
    # lines). Read a piece at a time, the board's filling of each piece dropped; the sorted lines
    # kept in those pieces, not joined: a piece fits a hole of the heap a 2.5 KB whole did not
    # (German Terra Mystica's first screen after a full replay then showed English). Not keep:
    # the sorted pieces are not held but read from the file when searched (Pieces: no room for them)
    held = []
    words = []  # the sorted pieces, or (not keep) the file's piece each was read as
    into = held
    skip = False  # in the "#=" line: up to its end
    cut = b""  # the sorted lines: a line cut by a read, to go on in the next piece
    at = array("H", bytes(514))  # (257 zeros: from a list of them, a 1 KB block more to find)
    last = -1
    fst = bytearray(256)
    n = -1  # the pieces read
    try:
        with open(p or "", "rb") as f:
            while True:
                c = f.read(PIECE)
                n += 1
                if not c:  # the end; a last line without its "\n" is given one (below)
                    if not cut.strip(b"\n"):
                        break
                    c = b"\n"
                if into is held:
                    i = 0 if c.startswith(b"#=") else c.find(b"\n#=") + 1
                    if i or c.startswith(b"#="):
                        held.append(c[:i])
                        into = words
                        c = c[i:]
                        skip = True
                if skip:
                    i = c.find(b"\n")
                    if i < 0:
                        continue
                    c = c[i + 1:]
                    skip = False
                c = c.replace(b"\r", b"")
                if into is held:
                    held.append(c.rstrip(b"\n") + b"\n" if c[-1:] == b"\n" else c)
                    continue
                was = cut
                c = cut + c
                i = c.rfind(b"\n") + 1
                cut = c[i:]
                c = c[:i].strip(b"\n")
                if c:  # each between two "\n": a line is found by "\n", its English and "|" in one search
                    if not keep and (cut or was):  # (not a piece of whole lines: not read again alone)
                        raise MemoryError
                    c = b"\n" + c + b"\n"
                    last = _lines_at(at, last, len(words), c, fst)
                    words.append(c if keep else n)
                    end = len(words) - 1 << 10 | len(c) - 1
    except OSError:  # none ("": a game in one module)
        return None
    held.insert(0, b"\n")
    held.append(b"\n")
    h = b"".join(held)
    held = None
    if not words:
        _lines_at(at, -1, 0, h, fst)
        return h, (), None, fields_in(h), bytes(fst)
    while last < 256:
        last += 1
        at[last] = end
    if keep:
        return h, tuple(words), at, fields_in(h), bytes(fst)
    from tabletop.ui.tongue_flash import Pieces

    return h, Pieces(p, bytes(words), PIECE), at, fields_in(h), bytes(fst)


def _lines_at(at, last, k, w, fst):
    # the lines of piece k of the sorted lines (w) in at: for each byte b, where the "\n" before
    # the first line that starts with b or a later byte is, as piece << 10 | offset (a word is
    # looked for in its first letter's lines only: tabletop.ui.tongue_words.to); their first
    # bytes in fst (tabletop.ui.tongue.one: a text whose first is none of them is not looked for).
    # Returns the last byte set in at
    a = 0
    n = len(w) - 1
    while a < n:
        b = w[a + 1]
        fst[b] = 1
        while last < b:
            last += 1
            at[last] = k << 10 | a
        a = w.find(b"\n", a + 1)
        if a < 0:
            break
    return last


def fields_in(c):
    # [(line start, first "%", the "|", its English's longest part between fields)] of the lines
    # of c whose English has a %s / %d field, in order: made once, so that each text's search
    # (tabletop.ui.tongue_words.fields) is a few tests a line
    out = []
    i = c.find(b"%")
    while i >= 0:
        a = c.rfind(b"\n", 0, i) + 1
        j = c.find(b"\n", i)
        if j < 0:
            j = len(c)
        b = c.rfind(b"|", a, j)
        if a < b and i < b and c[a] != 35:  # a field in the English, not a note ("#")
            lit = b""  # its longest part without fields: a text it fits has it
            for p in parts(c[a:b]):
                if len(p) > len(lit):
                    lit = p
            out.append((a, i, b, lit))
        i = c.find(b"%", j)
    return out
