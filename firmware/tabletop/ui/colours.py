# The seats' colours on the LEDs: the game's view may declare COLOURS "seat colour seat colour ..."
# (Terra Mystica's factions in their terrain's colour); else a seat named by a colour; else by
# seat. Black cannot be lit: it shows as violet (docs/device.md).

from tabletop.ui.lang import at

# "name:RRRGGGBBB", one string: a dict of tuples took 0.15 KB more of the board's RAM (a colour
# is read when lit), and a colour is read with one string made (each is looked up among the
# interned: tabletop.ui.lang.at)
NAMED = (" red:255000000 blue:000000255 green:000200000 yellow:255200000 white:255255255 black:090000160"
         " brown:160070000 grey:120120120 orange:255090000 purple:160000200 ")
PALETTE = ("red", "blue", "green", "yellow", "white", "purple")  # by seat, for other seat names


def named(name):
    # the (r, g, b) of a colour of NAMED, or None
    i = at(NAMED, name, ":")
    if i < 0:
        return None
    i += len(name) + 1
    v = int(NAMED[i:i + 9])
    return (v // 1000000, v // 1000 % 1000, v % 1000)


def colour(view, seats, seat):
    name = seats[seat]
    own = getattr(view, "COLOURS", "")
    i = at(own, name)
    if i >= 0:
        i += len(name) + 1
        j = own.find(" ", i)
        name = own[i:] if j < 0 else own[i:j]
    return named(name) or named(PALETTE[seat % len(PALETTE)])
