# The header lines of a record (game, players, options, seed), as a save and the text form hold
# them, and read back into a Record by tabletop.core.save. Apart from the text form's own parser (tabletop.core.text):
# the board reads saves, never record texts.

from tabletop.core.errors import RecordError
from tabletop.core.record import Record


def header_lines(record):
    lines = ["game " + record.game, "players " + " ".join(record.seats)]
    for kv in record.options:
        lines.append("option %s %s" % (kv[0], kv[1]))
    if record.seed != 1:
        lines.append("seed %d" % record.seed)
    return lines


def read_header(head):
    # a Record (no vocabulary yet) from the header lines of a save (header_lines)
    game = None
    seats = []
    options = []
    seed = 1
    for line in head.split("\n"):
        p = line.split()
        if len(p) == 2 and p[0] == "game":
            game = p[1]
        elif len(p) > 2 and p[0] == "players":
            seats = p[1:]
        elif len(p) == 3 and p[0] == "option":
            options.append([p[1], p[2]])
        elif len(p) == 2 and p[0] == "seed" and p[1].isdigit():
            seed = int(p[1])
        else:
            raise RecordError("the saved game is damaged (header)")
    if game is None or len(seats) < 1:
        raise RecordError("the saved game is damaged (header)")
    return Record(game, seats, options, seed)
