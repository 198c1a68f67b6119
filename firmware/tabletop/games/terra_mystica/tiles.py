# Bonus, favor, town and round scoring tiles (numbers from the tiles).
#
# Each table is one string, a row per tile (`|` between rows, tile 1 first): far less RAM on the
# board than tuples. tile(BONUS, n) ... tile(SCORE, n) give tile n's row as a list.
# round_vp() adds the VP the scoring tile of the current round gives for a build, a town, a spade.
# Below, the cult board: steps and their power, town keys and the 10-rule.

from tabletop.core.errors import Illegal
from tabletop.games.terra_mystica.factions import gain_power

# bonus tile: income C W P PW, special (pass VP: what scores and how much; spade/cult: action)
BONUS = (b"2 0 0 0 spade|4 0 0 0 cult|6 0 0 0 -|0 0 0 3 ship|0 1 0 3 -|0 2 0 0 SHSA 4|"
         b"0 1 0 0 TP 2|0 0 1 0 -|2 0 0 0 D 1|0 0 0 3 shiplevel 3")
# favor tile: cult track (0 fire .. 3 air), steps, income C W P PW
FAVOR = b"0 3 0 0 0 0|1 3 0 0 0 0|2 3 0 0 0 0|3 3 0 0 0 0|0 2 0 0 0 0|1 2 0 0 0 0|" \
        b"2 2 0 1 0 1|3 2 0 0 0 4|0 1 3 0 0 0|1 1 0 0 0 0|2 1 0 0 0 0|3 1 0 0 0 0"
FAV12_PASS = (0, 2, 3, 3, 4)  # pass VP by number of trading houses
# town tile: VP C W P PW, cult steps on every track, keys
TOWN = b"5 6 0 0 0 0 1|7 0 2 0 0 0 1|9 0 0 1 0 0 1|6 0 0 0 8 0 1|8 0 0 0 0 1 1|2 0 0 0 0 2 2|" \
       b"4 0 0 0 0 0 1|11 0 0 0 0 0 1"
# round scoring tile: what scores, VP each; cult bonus: track (-1: priests on cult spaces),
# steps needed, reward kind, reward amount
SCORE = b"spade 2 2 1 C 1|town 5 2 4 spade 1|D 2 1 4 P 1|SHSA 5 0 2 W 1|D 2 0 4 PW 4|" \
        b"TP 3 1 4 spade 1|SHSA 5 3 2 W 1|TP 3 3 4 spade 1|TE 4 -1 1 C 2"

CULTS = ("fire", "water", "earth", "air")
CULT_POWER = b"\0\0\0\1\0\2\0\2\0\0\3"  # power for reaching a track position 0..10 (bytes: RAM)


def tile(table, n):
    # row n of table (1-based) as a list: its numbers as ints, its words as strs. The tables are
    # bytes and a number is read digit by digit: a str the board makes is looked up among all the
    # app's interned ones, a linear search (~70 us): splitting the row was 7-12 of them a call,
    # a third of those of Terra Mystica's replay
    i = 0
    for _ in range(n - 1):
        i = table.find(b"|", i) + 1
        if i == 0:
            break
    if n < 1 or i == 0 and n > 1:
        raise IndexError("no tile %d" % n)
    j = table.find(b"|", i)
    if j < 0:
        j = len(table)
    out = []
    while i < j:
        k = table.find(b" ", i, j)
        if k < 0:
            k = j
        m = i + (table[i] == 45 and k > i + 1)  # 45: "-", a negative number's sign
        if 48 <= table[m] <= 57:  # a digit: a number
            v = 0
            for x in range(m, k):
                v = v * 10 + table[x] - 48
            out.append(v if m == i else -v)
        else:
            out.append(str(table[i:k], "ascii"))
        i = k + 1
    return out


def round_tile(state):
    r = state["flow"]["round"]
    if state["flow"]["phase"] in ("cult", "spades"):
        r -= 1  # the cult bonus is phase III of the round before: its tile, not the new one's
    if state["flow"]["setup"] or r < 1 or r > 6:
        return None
    return tile(SCORE, state["score"][r - 1])


def round_vp(state, p, what, n=1):
    # Round scoring tile VP for `what` (D, TP, TE, SHSA, town, spade).
    t = round_tile(state)
    if t is not None and t[0] == what:
        p["VP"] += t[1] * n


def keys_free(p):
    # every town gives a key, TW6 two; each track at 10 took one
    n = 0
    for t in p["tw"].split():
        n += 2 if t == "6" else 1
    for t in range(4):
        if p["cult"][t] == 10:
            n -= 1
    return n


def cult_step(state, seat, t, n):
    # Move seat's marker n steps up track t; power for 3/5/7/10. Returns steps moved.
    p = state["players"][seat]
    pos = p["cult"][t]
    target = pos + n
    if target >= 10:
        target = 10
        holder = state["top"][t]
        if holder >= 0 and holder != seat:
            target = 9
        elif holder != seat and keys_free(p) < 1:
            target = 9
            state["blocked"] = [seat, t]  # a key taken later in this entry releases the step
    if target <= pos:
        return 0
    for k in range(pos + 1, target + 1):
        if CULT_POWER[k]:
            gain_power(p, CULT_POWER[k])
    p["cult"][t] = target
    if target == 10:
        state["top"][t] = seat
    return target - pos


def track_of(word):
    for i in range(4):
        if CULTS[i] == word:
            return i
    raise Illegal("no cult track %r (fire, water, earth, air)" % word)
