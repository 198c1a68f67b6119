# Babel's material and the state helpers every rule uses (people cards, temples, the quarry).
#
# The state (made by setup() in __init__.py; two seats, seat 0 is the start player):
#   players[s]  score      sum of s's temple levels
#               hand       people cards in hand (a count: the cards themselves are secret)
#               shown      hand count as last announced (Dutch edition: -1 = "fewer than 4")
#               pawn       site index, -1 = still at the quarry
#               start      still holds the level-1 start card
#               store      s's temple store (Baulager), bottom .. top; only the top card can be taken
#               people     per site: s's people column, first played .. last played (tribe indices)
#               temple     per site: s's temple levels, bottom .. top
#   deck        face-down people cards; discard: open discard pile, count per tribe
#   quarry      temple cards returned face down on top of the quarry pile, bottom .. top (known)
#   pool        the unknown rest of the quarry pile, count per level 1..6
#   migrated    the active player migrated this turn
#   final       the final phase is on (someone reached 15 while the other had 10 or more)
#   over        why the game ended ("" while it goes on)

from tabletop.core.errors import Illegal

# tribe i is also site i (the site of the Medes, ...)
TRIBES = ("medes", "sumerians", "hittites", "persians", "assyrians")
PER_TRIBE = 12
# temple cards per level 1..6 (45 cards, 140 points)
LEVELS = (10, 9, 8, 7, 6, 5)
TOP = 6


def tribe(word):
    for i in range(len(TRIBES)):
        if TRIBES[i] == word:
            return i
    raise Illegal("%r is not a people: %s" % (word, ", ".join(TRIBES)))


def dutch(state):
    return state["options"]["edition"] == "dutch"


def other(seat):
    return 1 - seat


def quarry_left(state):
    return len(state["quarry"]) + sum(state["pool"])


def unseen(state, t):
    # Cards of tribe t in hands or in the deck (neither on the board nor in the discard pile).
    n = PER_TRIBE - state["discard"][t]
    for p in state["players"]:
        for col in p["people"]:
            n -= col.count(t)
    return n


def need_unseen(state, t, k=1):
    if unseen(state, t) < k:
        raise Illegal("no %s card can be in a hand: all 12 are on the board or discarded" % TRIBES[t])


def draw_people(state, seat, k):
    # seat draws k people cards; the discard pile is shuffled into a new deck when needed.
    p = state["players"][seat]
    while k > 0:
        if state["deck"] == 0:
            n = sum(state["discard"])
            if n == 0:
                return
            state["deck"] = n
            state["discard"] = [0] * len(TRIBES)
        state["deck"] -= 1
        p["hand"] += 1
        k -= 1


def site_here(state, seat):
    s = state["players"][seat]["pawn"]
    if s < 0:
        raise Illegal("your pawn is still at the quarry: travel to a site first")
    return s


def top_of(lst):
    return lst[-1] if lst else 0


def runs(col, t):
    # (start, length) of each unbroken run of tribe t in a column, bottom first.
    out = []
    i = 0
    while i < len(col):
        if col[i] == t:
            j = i
            while j < len(col) and col[j] == t:
                j += 1
            out.append((i, j - i))
            i = j
        else:
            i += 1
    return out


def run_at(state, seat, t):
    # Index of the card to discard from the latest run of 3+ tribe-t cards at seat's site.
    site = site_here(state, seat)
    col = state["players"][seat]["people"][site]
    best = -1
    for r in runs(col, t):
        if r[1] >= 3:
            best = r[0] + r[1] - 1
    if best < 0:
        raise Illegal("no 3 %s in a row in your column at the %s" % (TRIBES[t], TRIBES[site]))
    return best


def spend(state, seat, t, idx):
    # Discard the ability card: card idx of seat's column at its site.
    col = state["players"][seat]["people"][state["players"][seat]["pawn"]]
    col.pop(idx)
    state["discard"][t] += 1


def rescore(state):
    # Recompute the scores and the game end after any temple changed.
    ps = state["players"]
    for p in ps:
        n = 0
        for t in p["temple"]:
            n += sum(t)
        p["score"] = n
    a = ps[0]["score"]
    b = ps[1]["score"]
    if state["over"]:
        return
    if not state["final"] and (a >= 15 or b >= 15):
        if a < 10 or b < 10:
            state["over"] = "15"
            return
        state["final"] = True
    if state["final"]:
        if a >= 20 or b >= 20:
            state["over"] = "20"
        elif a < 10 or b < 10:
            state["over"] = "below 10"


def level_word(tok):
    if not tok.isdigit() or len(tok) > 1 or not 1 <= int(tok) <= TOP:
        raise Illegal("a temple level is 1 to 6, not %r" % tok)
    return int(tok)
