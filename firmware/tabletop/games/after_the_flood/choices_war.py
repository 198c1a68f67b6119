# After the Flood: the words after the verbs of empires and battles (empire, buy, deploy, attack,
# reinforce, destroy, roll).

from tabletop.games.after_the_flood import data as D
from tabletop.games.after_the_flood.base import column
from tabletop.games.after_the_flood.figures import held, nums
from tabletop.games.after_the_flood.cities import destroy_cost


def step_armies(state, seat, need):
    ad = state["ad"] if state["act"] == "expand" else None
    cost = 1 if ad is not None and ad["steps"] > 0 else 0
    return seat in state["taken"] and state["players"][seat]["front"] >= cost + need


def war_words(state, seat, words, v, n, p, ad):
    w = p["w"]
    if v == "empire":
        if seat in state["taken"] or state["act"]:
            return []
        if n == 0:
            out = []
            for i in range(3):
                a = D.empire(state["flow"]["round"], i)[0]
                if state["taken"][i] >= 0:
                    continue
                if a < 0:
                    out.append("sumer")
                elif w[a] > 0 and w[a] >= max(column(state, a)):
                    out.append(D.AREAS[a])
            return out
        return list(D.SUMER) if n == 1 and words[1] == "sumer" else []
    if v == "buy":
        if n == 0:
            return held(p, (0, 2, 4)) if ad["es"] == 1 and p["front"] < D.MAX_ARMIES else []
        if n == 1:
            r = D.index(D.RES, words[1])
            room = (D.MAX_ARMIES - p["front"]) // D.ARMIES_PER[r]
            return nums(1, room if room < p["res"][r] else p["res"][r])
        return []
    if v == "deploy":
        if n == 0:
            if state["act"] != "empire" and (seat in state["ao"] or not step_armies(state, seat, 1)):
                return []
            return nums(1, 2 if p["front"] >= 2 else p["front"])
        return list(D.SUMER) if n == 1 and p["start"] >= D.NR and state["act"] != "empire" else []
    if v in ("attack", "reinforce", "destroy"):
        if n or not step_armies(state, seat, 0 if v == "destroy" else 1):
            return []
        out = []
        for a in range(D.NA):
            if v == "reinforce":
                if state["ao"][a] == seat and state["an"][a] == 1:
                    out.append(D.AREAS[a])
            elif v == "destroy":
                c = a - D.NR  # an enemy city where your armies stand, if you can pay for it
                if (c >= 0 and state["ao"][a] == seat and state["city"][c] >= 0 and state["city"][c] != seat
                        and step_armies(state, seat, destroy_cost(state, state["city"][c]))):
                    out.append(D.SUMER[c])
            elif state["ao"][a] != seat:
                for s in D.row(D.SOURCES, a):
                    if state["ao"][s] == seat and D.AREAS[a] not in out:
                        out.append(D.AREAS[a])
        return out
    if v == "roll":
        return nums(1, 6) if n < 2 else []
    return []
