# The round scoring tiles, as the screens, the JSON snapshot and the exports show them (view side:
# a replay never imports it): a scoring tile by what it scores in its round and its cult bonus at
# the round's end, "TP>>3 water4:spade" (3 VP a trading house; a spade for each 4 steps on water),
# "TE>>4 priest1:2c" (2 coins for each priest sent to a cult).

from tabletop.games.terra_mystica.tiles import CULTS, score


def scoring(n, cult=True):
    # Scoring tile n by what it gives ("town>>5 earth4:spade"); cult=False: without its cult
    # bonus (round 6's is not paid: the game ends).
    t = score(n)
    s = "%s>>%d" % (t[0].replace("SHSA", "SH/SA"), t[1])
    if cult:
        r = "spade" if t[4] == "spade" else "%d%s" % (t[5], t[4].lower())
        s += " %s%d:%s" % (CULTS[t[2]] if t[2] >= 0 else "priest", t[3], r)
    return s


def round_lines(state):
    # Status: the scoring tile of the round ("R2 TP>>3 water4:spade"; the cult and spade phases
    # still show the round before, whose cult bonus they pay); during set-up all six.
    f = state["flow"]
    sc = state["score"]
    if f["setup"]:
        return ["R%d %s" % (r + 1, scoring(sc[r], r < 5)) for r in range(6)]
    r = f["round"]
    if f["phase"] in ("cult", "spades"):
        r -= 1
    if f["ended"] or r < 1 or r > 6:
        return []
    if _shown[0] != r * 16 + sc[r - 1]:  # made again only when the round changes (a key press
        _shown[0] = r * 16 + sc[r - 1]  # draws the status each time)
        _shown[1] = ["R%d %s" % (r, scoring(sc[r - 1], r < 6))]
    return _shown[1]


_shown = [0, None]  # the round line shown last (round * 16 + tile), and it (not to be changed)
