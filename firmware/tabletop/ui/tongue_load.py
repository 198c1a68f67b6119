# The words file of a game in German or Dutch read into RAM (tabletop.ui.tongue.held): once a game
# and language, then kept while the pad is in use; this module goes again after it (RAM).
import os
from array import array

from tabletop.ui.tongue_words import parts


def load(p):
    # the words file at path p as held, or None (there is none): (its bytes, where the lines
    # searched in turn end, where each first byte's words start: lines_at, the lines with fields:
    # fields_in, the first bytes of the lines searched in turn: firsts). The board's file
    # (host_tools/board_form.py) has the lines with fields and those whose English is more than
    # letters first, then a line "#= ..." and the words sorted; a file without that line (the host's,
    # as written) is all searched in turn. Read whole at once, in one piece of its size: in pieces
    # joined after, the first German screen after a long game's replay needed twice the room
    try:
        n = os.stat(p or "")[6]
        with open(p, "rb") as f:
            c = f.read(n)
    except OSError:  # none ("": a game in one module)
        return None
    if c[-1:] != b"\n":  # (every line ends with one: a line is found by "\n", its English and "|")
        c += b"\n"
    i = c.find(b"\n#=")
    if i < 0:
        return c, len(c), None, fields_in(c, len(c)), firsts(c, len(c))
    return c, i + 1, lines_at(c, c.find(b"\n", i + 1)), fields_in(c, i + 1), firsts(c, i + 1)


def lines_at(c, a):
    # for each byte b, where the "\n" before the first line of c's sorted lines (after a) that
    # starts with b or a later byte is (256: the end): a word is looked for in its first letter's
    # lines only (tabletop.ui.tongue_words.to: in a whole 512-byte piece it took ~0.12 ms)
    at = array("H")
    n = len(c) - 1
    while 0 <= a < n:
        b = c[a + 1]
        while len(at) <= b:
            at.append(a)
        a = c.find(b"\n", a + 1)
    while len(at) < 257:
        at.append(n)
    return at


def fields_in(c, h):
    # [(line start, first "%", the "|", its English's longest part between fields)] of the lines of
    # c before h whose English has a %s / %d field, in order: made once, so that each text's search
    # (tabletop.ui.tongue_words.fields) is a few tests a line
    out = []
    i = c.find(b"%", 0, h)
    while i >= 0:
        a = c.rfind(b"\n", 0, i) + 1
        j = c.find(b"\n", i)
        b = c.rfind(b"|", a, j)
        if a < b and i < b and c[a] != 35:  # a field in the English, not a note ("#")
            lit = b""  # its longest part without fields: a text it fits has it
            for p in parts(c[a:b]):
                if len(p) > len(lit):
                    lit = p
            out.append((a, i, b, lit))
        i = c.find(b"%", j, h)
    return out


def firsts(c, h):
    # the first bytes of the lines of c before h, as 1 at that byte: a text whose first is not one
    # is not looked for there (tabletop.ui.tongue_words.to: a search of them all, ~0.5 ms a text)
    out = bytearray(256)
    a = c.find(b"\n") + 1
    while 0 < a < h:
        out[c[a]] = 1
        a = c.find(b"\n", a) + 1
    return out
