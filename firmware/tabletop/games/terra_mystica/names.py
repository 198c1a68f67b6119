"""Short forms: c w p pw vp = coins, workers, priests, power, victory points; 3vp/TP = 3 VP a
trading house; cult = a cult step; town6 = towns need power 6; D TP TE SH SA = dwelling,
trading house, temple, stronghold, sanctuary."""
# The tiles and action spaces by what they give (view hook label(): the device's lists, the quick
# card): "bon4" -> "bon 3pw +1ship", "+fav10" -> "+fav water+1 3vp/TP". One string (RAM). The
# docstring above is printed on the quick card (host_tools/legends.py).
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


def figures(state, seat):
    # A player's figures for the device, each labelled, none empty (view hook): coins,
    # workers, priests, the power bowls, cults, buildings, shipping, digging, tiles, offers.
    p = state["players"][seat]
    b = p["b"]
    c = p["cult"]
    out = ["C%d" % p["C"], "W%d" % p["W"], "P%d" % p["P"], "I%d II%d III%d" % (b[0], b[1], b[2]),
           "Fi%d Wa%d Ea%d Ai%d" % (c[0], c[1], c[2], c[3]),
           "D%d TP%d TE%d SH%d SA%d" % (p["D"], p["TP"], p["TE"], p["SH"], p["SA"]),
           "ship%d dig%d" % (p["ship"], p["dig"])]
    if p["bon"]:
        out.append(label("bon%d" % p["bon"]))
    for n in range(1, 13):
        if (p["fav"] >> n) & 1:
            out.append(label("fav%d" % n))
    for t in p["tw"].split():
        out.append(label("tw" + t))
    for o in p["offers"]:
        out.append("offer %s %s" % (o[1] or "?", state["seats"][o[0]]))  # ?: the neighbour says
    return out
