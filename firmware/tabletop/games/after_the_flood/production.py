# After the Flood, phases 1, 2 and 6: production (workers, grain, wool), decline (turns 2 and 4),
# end of turn.

from tabletop.games.after_the_flood import base as B, data as D


def income(counts, by_place, all_tied):
    # Grain (or wool) of each player from their workers in Irrigation (Weaving).
    n = len(counts)
    out = []
    for s in range(n):
        c = counts[s]
        if c <= 0:
            out.append(0)
            continue
        above = 0
        same = 0
        for o in range(n):
            if o != s:
                if counts[o] > c:
                    above += 1
                elif counts[o] == c:
                    same += 1
        out.append(all_tied if same == n - 1 else by_place[above])
    return out


def box_decline(counts):
    # How many workers each player removes from Irrigation or Weaving in a decline.
    m = max(counts)
    k = m - 2 if m > 2 else 0
    out = []
    for c in counts:
        out.append(c if c < k else k)
    return out


def production(state):
    ps = state["players"]
    # by place (first, second, third; ties share the better place), and when all three tie
    grain = income(B.column(state, D.IRR), (6, 4, 3), 5)
    wool = income(B.column(state, D.WEAV), (3, 2, 1), 3)
    for s in range(len(ps)):
        p = ps[s]
        k = B.pool(p)
        p["hand"] += 8 if k > 8 else k  # 8 new workers a turn, as many as the supply has
        p["res"][D.GRAIN] += grain[s] + (1 if state["city"][D.UR] == s else 0)
        p["res"][D.WOOL] += wool[s]
        w = p["w"]
        w[D.SCRIBES] += w[D.SCRIBES_R]
        w[D.SCRIBES_R] = 0
        w[D.TOOLS] += w[D.TOOLS_R]
        w[D.TOOLS_R] = 0
    # what each player got, shown until the next production (the state's lists, not one per player)
    state["grain"] = grain
    state["wool"] = wool


def decline(state):
    # The workers each player removes: from Irrigation and Weaving by the decline table, all in
    # Dilmun, 1 from every other region and from the ready halves of Scribes and Toolmakers.
    irr = box_decline(B.column(state, D.IRR))
    weav = box_decline(B.column(state, D.WEAV))
    shown = []  # [[seat, place, workers removed], ...] for the status
    for s in range(len(state["players"])):
        w = state["players"][s]["w"]
        for i in range(D.SCRIBES_R):  # regions, then Irrigation, Weaving, Scribes, Toolmakers
            n = 1 if w[i] > 0 else 0
            if i == D.IRR:
                n = irr[s]
            elif i == D.WEAV:
                n = weav[s]
            elif i == D.DILMUN:
                n = w[i]
            if n:
                w[i] -= n
                shown.append([s, i, n])
    state["declined"] = shown


def is_decline_turn(state):
    return state["flow"]["round"] in (2, 4)


def end_of_turn(state):
    # Armies off the board; Passed and equipment resources back to the bank; hands to the supply.
    # The bank has again all there are (12 wood, metal and tool, 7 oil, gold and lapis) but what
    # the players have (no list of what is in the Passed boxes and on the equipment track kept).
    bank = list(b"\x00\x0c\x0c\x00\x0c\x07\x07\x07")  # by RES; grain and wool not counted (0)
    for p in state["players"]:
        for r in range(len(D.RES)):
            if D.LIMITED[r]:
                bank[r] -= p["res"][r]
    state["bank"] = bank
    state["ao"] = [-1] * D.NA
    state["an"] = [0] * D.NA
    for p in state["players"]:
        p["hand"] = 0
        p["front"] = 0
        p["bid"] = 0
        p["eq"] = 0
    state["taken"] = [-1, -1, -1]
    state["rating"] = []
    state["declined"] = []
    state["roll"] = []
