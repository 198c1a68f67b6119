# The header lines of a record (game, players, options, seed), as a save and the text form hold
# them, read back into a Record by tabletop.core.save. Apart from the text form's own parser
# (tabletop.core.text): the board reads saves, never record texts. Reading them is needed once, at
# power-up: the device drops this module then, as tabletop.core.save (RAM; tabletop.ui.resume);
# writing them, at every save, is in tabletop.core.save_in_place (named here too).

from tabletop.core.errors import RecordError
from tabletop.core.record import Record
from tabletop.core.save_in_place import header_lines  # noqa: F401


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
