# After the Flood: the words after the verbs of work and trade (city, place, scribe, trade, tools).

from tabletop.games.after_the_flood import data as D
from tabletop.games.after_the_flood.base import cities_of
from tabletop.games.after_the_flood.figures import held, nums
from tabletop.games.after_the_flood.trade import traders


def work_words(state, seat, words, v, n, p, ad):
    w = p["w"]
    if v == "city":
        out = []
        mine = cities_of(state, seat)
        for c in range(9):
            if n == 0 and state["city"][c] < 0 and state["ao"][D.NR + c] in (-1, seat):
                out.append(D.SUMER[c])  # where to build
            elif n == 1 and len(mine) >= D.CITIES and c in mine:
                out.append(D.SUMER[c])  # which to take off
        return out
    if v == "place":
        if n == 0:
            return held(p, range(8)) if p["hand"] and not ad["paid"] else []
        if n == 1:
            r = D.index(D.RES, words[1])
            return nums(1, D.VALUE[r] if D.VALUE[r] < p["hand"] else p["hand"])
        if n == 2:
            out = list(D.PLACES)
            if 2 - w[D.SCRIBES] - w[D.SCRIBES_R] < int(words[2]):
                out.remove("scribes")  # at most 2 scribes each
            return out
        return []
    if v == "scribe":
        if not w[D.SCRIBES]:
            return []
        if n == 0:
            out = ["hand"] if p["hand"] else []
            for i in range(len(D.PLACES)):
                if w[i] or (i == D.TOOLS and w[D.TOOLS_R]):
                    out.append(D.PLACES[i])
            return out
        if n > 1:
            return []
        k = D.index(D.PLACES, words[1])
        out = list(D.PLACES)
        if w[D.SCRIBES] + w[D.SCRIBES_R] >= 2 and k != D.SCRIBES:
            out.remove("scribes")  # at most 2 scribes each
        return out + (["hand"] if k >= 0 else [])
    if v == "trade":
        if n == 0:
            out = []
            for k in range(D.NR):
                if D.row(D.OFFERS, k):
                    out.append(D.PLACES[k])
            return out
        k = D.index(D.PLACES[:D.NR], words[1])
        if n == 1:
            free = ad["used"].count(k) < traders(state, seat, k)
            again = state["city"][D.SIPPAR] == seat and not ad["sip"]
            out = []
            for g in D.row(D.OFFERS, k):
                if state["bank"][g] > 0 and ((free and g not in ad["got"]) or (
                        again and g in ad["got"] and ad["from"][ad["got"].index(g)] == k)):
                    out.append(D.RES[g])
            return out
        return held(p, D.row(D.PAY_FOR, D.index(D.RES, words[2]))) if n == 2 else []
    if v == "tools":
        top = w[D.TOOLS] if w[D.TOOLS] < p["res"][D.METAL] else p["res"][D.METAL]
        return nums(1, top) if n == 0 else []
    return []
