"""After the Flood: what the screen says (status) and the next words an entry may take (choices)."""

from tabletop.core import flow
from tabletop.games import after_the_flood_data as D
from tabletop.games.after_the_flood_turn import can_expand, cities_of

NR = len(D.REGIONS)


def _name(state, s):
    return state["names"][s]


def status_lines(state):
    f = state["flow"]
    ps = state["players"]
    if f["ended"]:
        top = " ".join(["%s %d" % (_name(state, s), ps[s]["score"]) for s in f["order"]])
        return ["game over: " + top]
    out = ["turn %d/5, %s" % (f["round"], f["phase"]),
           "order: " + " ".join([_name(state, s) for s in f["order"]])]
    if state["declined"] and f["phase"] == "actions":
        for s in range(len(ps)):
            rem = state["declined"][s]
            what = ["%d %s" % (rem[i], D.PLACES[i]) for i in range(len(D.PLACES)) if rem[i]]
            out.append("%s declined: %s" % (_name(state, s), ", ".join(what) or "nothing"))
    a = flow.active(state)
    if a < 0:
        return out
    who = _name(state, a)
    if flow.prompts_for(state, a):
        out.append("%s: someone passed, pay 1 resource, army or worker (or pass)" % who)
    elif state["battle"] >= 0:
        d = state["ao"][state["battle"]]
        need = 5 if _better(state, a, d) else 7
        out.append("%s attacks %s (%d armies of %s): %d+ to hit, roll or stop"
                   % (who, D.AREAS[state["battle"]], state["an"][state["battle"]], _name(state, d), need))
    elif state["act"]:
        out.append("%s: %s action, go on or done" % (who, state["act"]))
    if state["roll"]:
        r = state["roll"]
        out.append("last roll %d+%d=%d (%d+ needed)" % (r[0], r[1], r[0] + r[1], r[2]))
    p = ps[a]
    if f["phase"] == "actions":
        out.append("%s: %d workers in stock, %d armies in front" % (who, p["hand"], p["front"]))
    return out


def _better(state, a, b):
    r = state["rating"]
    return a in r and (b not in r or r.index(a) < r.index(b))


def _held(p, rs):
    return [D.RES[r] for r in rs if p["res"][r] > 0]


def _verbs(state, seat):
    f = state["flow"]
    if f["ended"] or flow.active(state) != seat:
        return []
    p = state["players"][seat]
    if f["phase"] == "victory points":
        return ["expand", "done"]
    if flow.prompts_for(state, seat):
        return ["pay", "pass"]
    if state["battle"] >= 0:
        return ["roll", "stop"]
    act = state["act"]
    ad = state["ad"]
    w = p["w"]
    emp = seat in state["taken"]
    war = ["attack", "reinforce", "destroy"]
    if emp and seat not in state["ao"] and p["front"] > 0:
        war.append("deploy")
    if act == "workers":
        return (["place"] if ad["steps"] == 0 else []) + (["scribe"] if w[D.SCRIBES] else []) + ["done"]
    if act == "trade":
        return ["trade"] + (["tools"] if w[D.TOOLS] else []) + ["done"]
    if act == "empire":
        return (["buy", "equip"] if ad["es"] == 1 else []) + ["deploy"]
    if act == "expand":
        return war + ["done"]
    out = ["city"]
    if p["hand"] > 0 and sum(p["res"]) > 0:
        out.append("place")
    if w[D.SCRIBES]:
        out.append("scribe")
    out.append("trade")
    if w[D.TOOLS] and p["res"][D.METAL]:
        out.append("tools")
    if not emp and -1 in state["taken"]:
        out.append("empire")
    if emp:
        out += war
    return out + ["pass"]


def _nums(lo, hi):
    return [str(i) for i in range(lo, hi + 1)]


def next_words(state, seat, words):
    verbs = _verbs(state, seat)
    if not words:
        return verbs
    v = words[0]
    if v not in verbs:
        return []
    n = len(words) - 1
    p = state["players"][seat]
    if v == "city":
        if n == 0:
            return [D.SUMER[c] for c in range(9) if state["city"][c] < 0]
        if n == 1 and len(cities_of(state, seat)) >= D.CITIES:
            return [D.SUMER[c] for c in cities_of(state, seat)]
        return []
    if v == "place":
        if n == 0:
            return _held(p, range(8))
        if n == 1:
            r = D.index(D.RES, words[1])
            top = D.VALUE[r] if D.VALUE[r] < p["hand"] else p["hand"]
            return _nums(1, top)
        return list(D.PLACES) if n == 2 else []
    if v == "scribe":
        if n == 0:
            return list(D.PLACES)
        return list(D.PLACES) + ["hand"] if n == 1 else []
    if v == "trade":
        if n == 0:
            return [D.REGIONS[k] for k in range(NR) if D.OFFERS[k]]
        if n == 1:
            return [D.RES[g] for g in D.OFFERS[D.index(D.REGIONS, words[1])]]
        return _held(p, D.PAY_FOR[D.index(D.RES, words[2])]) if n == 2 else []
    if v == "tools":
        top = p["w"][D.TOOLS] if p["w"][D.TOOLS] < p["res"][D.METAL] else p["res"][D.METAL]
        return _nums(1, top) if n == 0 else []
    if v == "empire":
        table = D.EMPIRES[state["flow"]["round"] - 1]
        if n == 0:
            return ["sumer" if table[i][0] < 0 else D.AREAS[table[i][0]] for i in range(3)
                    if state["taken"][i] < 0]
        return list(D.SUMER) if n == 1 and words[1] == "sumer" else []
    if v == "buy":
        if n == 0:
            return _held(p, (0, 2, 4))
        if n == 1:
            r = D.index(D.RES, words[1])
            room = (D.MAX_ARMIES - p["front"]) // D.ARMIES_PER[r]
            return _nums(1, room if room < p["res"][r] else p["res"][r])
        return []
    if v in ("equip", "pass"):
        return _held(p, range(8))
    if v == "deploy":
        if n == 0:
            return _nums(1, 2 if p["front"] >= 2 else p["front"])
        return list(D.SUMER) if n == 1 and p["start"] >= NR and state["act"] == "expand" else []
    if v in ("attack", "reinforce", "destroy"):
        if n:
            return []
        if v == "reinforce":
            return [D.AREAS[a] for a in range(D.NA) if state["ao"][a] == seat and state["an"][a] == 1]
        if v == "destroy":
            return [D.SUMER[c] for c in range(9) if state["ao"][NR + c] == seat
                    and state["city"][c] >= 0 and state["city"][c] != seat]
        out = []
        for a in range(D.NA):
            if state["ao"][a] != seat:
                for s in D.sources(a):
                    if state["ao"][s] == seat and D.AREAS[a] not in out:
                        out.append(D.AREAS[a])
        return out
    if v == "roll":
        return _nums(1, 6) if n < 2 else []
    if v == "pay":
        return (_held(p, range(8)) + (["army"] if p["front"] else [])
                + (["worker"] if p["hand"] else [])) if n == 0 else []
    if v == "expand":
        if n == 0:
            return [D.SUMER[c] for c in cities_of(state, seat) if not state["exp"][c]] \
                if can_expand(state, seat) else []
        return [D.RES[r] for r in D.LUXURY if p["res"][r] and D.RES[r] not in words[2:]]
    return []
