"""After the Flood: the next words an entry may take now (the device builds entries from them)."""

from tabletop.core import flow
from tabletop.games import after_the_flood_data as D
from tabletop.games.after_the_flood_act import traders
from tabletop.games.after_the_flood_fight import destroy_cost
from tabletop.games.after_the_flood_turn import can_expand, cities_of

NR = len(D.REGIONS)
NO_ARGS = ("pass", "done", "stop", "autoroll")  # complete without further words
REQUIRED = (("city", 1), ("place", 3), ("scribe", 2), ("trade", 3), ("tools", 1), ("empire", 1),
            ("buy", 2), ("equip", 1), ("deploy", 1), ("attack", 1), ("reinforce", 1), ("destroy", 1),
            ("pay", 1), ("bid", 1), ("luxury", 1), ("expand", 1), ("roll", 2))


def _held(p, rs):
    return [D.RES[r] for r in rs if p["res"][r] > 0]


def _nums(lo, hi):
    return [str(i) for i in range(lo, hi + 1)]


def _actions(state, seat):
    f = state["flow"]
    if f["ended"] or flow.active(state) != seat:
        return []
    if f["phase"] == "victory points":
        return ["luxury", "expand", "done"]
    if flow.prompts_for(state, seat):
        return ["pay", "bid", "pass"] if state["act"] != "pass" else ["bid", "pass"]
    if state["battle"] >= 0:
        return ["roll", "autoroll", "stop"]
    act = state["act"]
    war = ["attack", "reinforce", "destroy", "deploy"]
    if act == "workers":
        return ["place", "scribe", "done"]
    if act == "trade":
        return ["trade", "tools", "done"]
    if act == "empire":
        return (["buy"] if state["ad"]["es"] == 1 else []) + ["equip", "deploy"]
    if act == "pass":
        return ["bid", "pass"]
    if act == "expand":
        return war + ["done"]
    return ["city", "place", "scribe", "trade", "tools", "empire"] + war + ["bid", "pass"]


def _step_armies(state, seat, need):
    ad = state["ad"] if state["act"] == "expand" else None
    cost = 1 if ad is not None and ad["steps"] > 0 else 0
    return seat in state["taken"] and state["players"][seat]["front"] >= cost + need


def choices(state, seat, words):
    if not words:
        out = []
        for v in _actions(state, seat):
            if v in NO_ARGS or choices(state, seat, [v]):
                out.append(v)
        return out
    if words[0] not in _actions(state, seat):
        return []
    out = _args(state, seat, words)
    need = 0
    for vn in REQUIRED:
        if vn[0] == words[0]:
            need = vn[1]
    if len(words) < need:
        out = [c for c in out if choices(state, seat, words + [c])]
    return out


def _args(state, seat, words):
    v = words[0]
    n = len(words) - 1
    p = state["players"][seat]
    w = p["w"]
    ad = state["ad"] if state["act"] else {"paid": 0, "got": [], "from": [], "used": [], "es": 0, "sip": 0}
    if v == "city":
        if n == 0:
            return [D.SUMER[c] for c in range(9) if state["city"][c] < 0
                    and state["ao"][NR + c] in (-1, seat)]
        if n == 1 and len(cities_of(state, seat)) >= D.CITIES:
            return [D.SUMER[c] for c in cities_of(state, seat)]
        return []
    if v == "place":
        if n == 0:
            return _held(p, range(8)) if p["hand"] and not ad["paid"] else []
        if n == 1:
            r = D.index(D.RES, words[1])
            return _nums(1, D.VALUE[r] if D.VALUE[r] < p["hand"] else p["hand"])
        if n == 2:
            room = 2 - w[D.SCRIBES] - w[D.SCRIBES_R] >= int(words[2])
            return [x for x in D.PLACES if room or x != "scribes"]
        return []
    if v == "scribe":
        if not w[D.SCRIBES]:
            return []
        if n == 0:
            return (["hand"] if p["hand"] else []) + [D.PLACES[i] for i in range(len(D.PLACES))
                                                     if w[i] or (i == D.TOOLS and w[D.TOOLS_R])]
        if n > 1:
            return []
        k = D.index(D.PLACES, words[1])
        room = w[D.SCRIBES] + w[D.SCRIBES_R] < 2 or k == D.SCRIBES
        return [x for x in D.PLACES if room or x != "scribes"] + (["hand"] if k >= 0 else [])
    if v == "trade":
        if n == 0:
            return [D.REGIONS[k] for k in range(NR) if D.OFFERS[k]]
        k = D.index(D.REGIONS, words[1])
        if n == 1:
            free = ad["used"].count(k) < traders(state, seat, k)
            again = state["city"][D.SIPPAR] == seat and not ad["sip"]
            return [D.RES[g] for g in D.OFFERS[k] if state["bank"][g] > 0 and (
                (free and g not in ad["got"]) or (again and g in ad["got"]
                                                  and ad["from"][ad["got"].index(g)] == k))]
        return _held(p, D.PAY_FOR[D.index(D.RES, words[2])]) if n == 2 else []
    if v == "tools":
        top = w[D.TOOLS] if w[D.TOOLS] < p["res"][D.METAL] else p["res"][D.METAL]
        return _nums(1, top) if n == 0 else []
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
                elif w[a] > 0 and w[a] >= max([q["w"][a] for q in state["players"]]):
                    out.append(D.AREAS[a])
            return out
        return list(D.SUMER) if n == 1 and words[1] == "sumer" else []
    if v == "buy":
        if n == 0:
            return _held(p, (0, 2, 4)) if ad["es"] == 1 and p["front"] < D.MAX_ARMIES else []
        if n == 1:
            r = D.index(D.RES, words[1])
            room = (D.MAX_ARMIES - p["front"]) // D.ARMIES_PER[r]
            return _nums(1, room if room < p["res"][r] else p["res"][r])
        return []
    if v in ("equip", "bid"):
        return _held(p, range(8)) if n == 0 else []
    if v == "luxury":
        return [D.RES[r] for r in D.LUXURY if p["res"][r] and r not in state["lux"]] if n == 0 else []
    if v == "deploy":
        if n == 0:
            if state["act"] != "empire" and (seat in state["ao"] or not _step_armies(state, seat, 1)):
                return []
            return _nums(1, 2 if p["front"] >= 2 else p["front"])
        return list(D.SUMER) if n == 1 and p["start"] >= NR and state["act"] != "empire" else []
    if v in ("attack", "reinforce", "destroy"):
        if n or not _step_armies(state, seat, 0 if v == "destroy" else 1):
            return []
        if v == "reinforce":
            return [D.AREAS[a] for a in range(D.NA) if state["ao"][a] == seat and state["an"][a] == 1]
        if v == "destroy":
            return [D.SUMER[c] for c in range(9) if state["ao"][NR + c] == seat
                    and state["city"][c] >= 0 and state["city"][c] != seat
                    and _step_armies(state, seat, destroy_cost(state, state["city"][c]))]
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
        if n == 0 and can_expand(state, seat):
            return [D.SUMER[c] for c in cities_of(state, seat) if not state["exp"][c]]
        return []
    return []
