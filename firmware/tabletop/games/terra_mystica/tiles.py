"""Bonus, favor, town and round scoring tiles (numbers from the tiles)."""

# bonus tile n: (income C, W, P, PW, special)
BONUS = (None, (2, 0, 0, 0, "spade"), (4, 0, 0, 0, "cult"), (6, 0, 0, 0, ""), (0, 0, 0, 3, "ship"),
         (0, 1, 0, 3, ""), (0, 2, 0, 0, "pass SH/SA 4"), (0, 1, 0, 0, "pass TP 2"),
         (0, 0, 1, 0, ""), (2, 0, 0, 0, "pass D 1"), (0, 0, 0, 3, "pass ship 3"))

# favor tile n: (cult track, steps, income C, W, P, PW); copies
FAVOR = (None, (0, 3, 0, 0, 0, 0), (1, 3, 0, 0, 0, 0), (2, 3, 0, 0, 0, 0), (3, 3, 0, 0, 0, 0),
         (0, 2, 0, 0, 0, 0), (1, 2, 0, 0, 0, 0), (2, 2, 0, 1, 0, 1), (3, 2, 0, 0, 0, 4),
         (0, 1, 3, 0, 0, 0), (1, 1, 0, 0, 0, 0), (2, 1, 0, 0, 0, 0), (3, 1, 0, 0, 0, 0))
FAVOR_COPIES = (0, 1, 1, 1, 1, 3, 3, 3, 3, 3, 3, 3, 3)
FAV12_PASS = (0, 2, 3, 3, 4)  # pass VP by number of trading houses

# town tile n: (VP, C, W, P, PW, cult steps on every track, keys)
TOWN = (None, (5, 6, 0, 0, 0, 0, 1), (7, 0, 2, 0, 0, 0, 1), (9, 0, 0, 1, 0, 0, 1),
        (6, 0, 0, 0, 8, 0, 1), (8, 0, 0, 0, 0, 1, 1), (2, 0, 0, 0, 0, 2, 2), (4, 0, 0, 0, 0, 0, 1),
        (11, 0, 0, 0, 0, 0, 1))
TOWN_COPIES = (0, 2, 2, 2, 2, 2, 0, 0, 0)
TOWN_COPIES_MINI = (0, 2, 2, 2, 2, 2, 1, 2, 1)

# round scoring tile n: (what scores, VP, cult track or -1 for priests on cult spots,
#                        steps needed, reward kind, reward amount)
SCORE = (None, ("spade", 2, 2, 1, "C", 1), ("town", 5, 2, 4, "spade", 1), ("D", 2, 1, 4, "P", 1),
         ("SHSA", 5, 0, 2, "W", 1), ("D", 2, 0, 4, "PW", 4), ("TP", 3, 1, 4, "spade", 1),
         ("SHSA", 5, 3, 2, "W", 1), ("TP", 3, 3, 4, "spade", 1), ("TE", 4, -1, 1, "C", 2))

CULTS = ("fire", "water", "earth", "air")
CULT_POWER = (0, 0, 0, 1, 0, 2, 0, 2, 0, 0, 3)  # power for reaching a track position


def cult_index(word):
    for i in range(4):
        if CULTS[i] == word:
            return i
    return -1
