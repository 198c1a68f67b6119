# The tiles and action spaces by what they give (view hook label(): the device's lists, the quick
# card): "bon4" -> "bon 3pw +1ship", "+fav10" -> "+fav water+1 3vp/TP". One string (RAM). The
# short forms it uses: show.py's docstring (the quick card). Also the round scoring
# tiles by what they score (scoring(), round_lines()), and a player's figures (figures()).

from tabletop.games.terra_mystica.tiles import CULTS, SCORE, tile

TEXT = ("|bon1 2c spade|bon2 4c cult|bon3 6c|bon4 3pw +1ship|bon5 1w 3pw|bon6 2w 4vp/SH,SA"
        "|bon7 1w 2vp/TP|bon8 1p|bon9 2c 1vp/D|bon10 3pw 3vp/ship"
        "|fav1 fire+3|fav2 water+3|fav3 earth+3|fav4 air+3|fav5 fire+2 town6|fav6 water+2 cult"
        "|fav7 earth+2 1w 1pw|fav8 air+2 4pw|fav9 fire+1 3c|fav10 water+1 3vp/TP"
        "|fav11 earth+1 2vp/D|fav12 air+1 pass TP"
        "|act1 bridge 3pw|act2 1p 3pw|act3 2w 4pw|act4 7c 4pw|act5 spade 4pw|act6 2spades 6pw"
        "|acta cult+2|actc 2 actions|actg 2 spades|actn sandstorm|acts free TP|actw free D"
        "|acte bridge 2w|tw1 5vp 6c|tw2 7vp 2w|tw3 9vp 1p|tw4 6vp 8pw|tw5 8vp cults+1"
        "|tw6 2vp cults+2|tw7 4vp +1ship|tw8 11vp|")


def label(word):
    # What a tile or action word gives, for the screen ('bon4' -> 'bon 3pw +1ship'); other
    # words as they are.
    k = word.lstrip("+")
    i = TEXT.find("|" + k + " ")
    if i < 0:
        return word
    # the word's letters, then what it gives: "fav10" -> "fav" + " water+1 3vp/TP"
    return word[:len(word) - len(k)] + k.rstrip("0123456789") + TEXT[i + 1 + len(k):TEXT.find("|", i + 1)]


# The round scoring tiles as the screens, the JSON snapshot and the exports show them: a scoring
# tile by what it scores in its round and its cult bonus at the round's end, "TP>>3 water4:spade"
# (3 VP a trading house; a spade for each 4 steps on water), "TE>>4 priest1:2c" (2 coins for each
# priest sent to a cult).
def scoring(n, cult=True):
    # Scoring tile n by what it gives ("town>>5 earth4:spade"); cult=False: without its cult
    # bonus (round 6's is not paid: the game ends).
    t = tile(SCORE, n)
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
        out = []
        for r in range(6):
            out.append("R%d %s" % (r + 1, scoring(sc[r], r < 5)))
        return out
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


def figures(state, seat):
    # A player's figures for the device, each labelled, none empty (view hook): coins,
    # workers, priests, the power bowls, cults, buildings, shipping, digging, tiles, offers.
    # (made as they are taken: the play screen shows the first few, tabletop.ui.figures)
    p = state["players"][seat]
    b = p["b"]
    c = p["cult"]
    yield "C%d" % p["C"]
    yield "W%d" % p["W"]
    yield "P%d" % p["P"]
    yield "I%d II%d III%d" % (b[0], b[1], b[2])
    yield "Fi%d Wa%d Ea%d Ai%d" % (c[0], c[1], c[2], c[3])
    yield "D%d TP%d TE%d SH%d SA%d" % (p["D"], p["TP"], p["TE"], p["SH"], p["SA"])
    yield "ship%d dig%d" % (p["ship"], p["dig"])
    if p["bon"]:
        yield label("bon%d" % p["bon"])
    for n in range(1, 13):
        if (p["fav"] >> n) & 1:
            yield label("fav%d" % n)
    for t in p["tw"].split():
        yield label("tw" + t)
    for o in p["offers"]:
        yield "offer %s %s" % (o[1] or "?", state["seats"][o[0]])  # ?: the neighbour says
