# A choice squeezed into a line (tabletop.ui.figures.squeeze) by its words' lengths, cut once each at
# the end: the same line as shortening the longest word a letter at a time and joining them again
# (its first form, which made three strs a step on the board, each looked up among the interned)
import random

from tabletop.ui import layout as Y
from tabletop.ui.figures import squeeze


def by_steps(s, w=Y.COLS):
    words = s.split(" ")
    while len(" ".join(words)) > w:
        i = 0
        for k in range(len(words)):
            if len(words[k]) > len(words[i]):
                i = k
        if len(words[i]) < 3:
            break
        words[i] = words[i][:-2] + "~"
    return Y.fit(" ".join(words), w)


def test_squeeze_is_the_line_shortened_a_letter_at_a_time():
    r = random.Random(5)
    for _ in range(5000):
        s = " ".join("".join(r.choice("ab~") for _ in range(r.randint(0, 14))) for _ in range(r.randint(1, 6)))
        w = r.randint(3, 25)
        assert squeeze(s, w) == by_steps(s, w), (s, w)
    assert squeeze("> Angebot Chaosmagier 3") == by_steps("> Angebot Chaosmagier 3")
