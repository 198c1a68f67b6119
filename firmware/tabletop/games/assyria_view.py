# Assyria: what the screen shows (status, figures, score breakdown) and the entry choices.

from tabletop.core import flow
from tabletop.games import assyria_rules as R
from tabletop.games.assyria_actions import FOOD
from tabletop.games.assyria_turn import deck_text, free_columns


def status(state):
    f = state["flow"]
    ps = state["players"]
    if f["ended"]:
        w = " and ".join([R.name(state, s) for s in f["winners"]])
        return ["game over: %s win%s" % (w, "" if len(f["winners"]) > 1 else "s")] + state["log"][-4:]
    lines = []
    if f["setup"]:
        lines.append("start pick: %d food cards drawn, last player first" % R.DRAFT[len(ps)])
    else:
        t = f["round"]
        lines.append("reign %d, turn %d of 8, card %s; wells left %d" % (R.reign(state), t, state["card"] or "?",
                                                                          state["wells"]))
    a = flow.active(state)
    ph = f["phase"]
    if a >= 0:
        p = ps[a]
        who = R.name(state, a)
        if ph == "draft":
            lines.append("%s picks one food card" % who)
        elif ph == "card":
            lines.append("%s draws an expansion card (deck: %s)" % (who, deck_text(state)))
        elif ph == "harvest":
            lines.append("sowing: 2 rows of %d food cards; %s takes a column: %s"
                         % (R.ROW[len(ps)], who, " ".join([str(c) for c in free_columns(state)])))
        elif ph == "expansion":
            left = p["need"] - p["placed"]
            if left:
                lines.append("%s places %d more hut%s" % (who, left, "s" if left > 1 else ""))
            else:
                lines.append("%s: feed, famine, wells, then done" % who)
        elif ph == "actions":
            lines.append("%s spends camels: %d" % (who, p["camels"]))
    lines += state["log"][-3:]
    return lines


def player_fields(state, seat):
    p = state["players"][seat]
    return (
        ("prestige", R.score(state, seat)),
        ("camels", p["camels"]),
        ("huts", R.stock(state, seat)),
        ("upper", p["upper"]),
        ("lower", p["lower"]),
        ("between", p["between"]),
        ("outside", p["outside"]),
        ("court", R.at_court(state, seat)),
        ("wells", p["wells"]),
        ("ziggurats", list(p["zigs"])),
        ("offerings", p["offer"]),
        ("plow", p["plow"]),
    )


def breakdown(state, seat):
    vp = state["players"][seat]["vp"]
    return tuple([(R.CATS[i], vp[i]) for i in range(len(R.CATS))])


PHASE_VERBS = (
    ("draft", ("pick",)),
    ("card", ("card",)),
    ("harvest", ("take",)),
    ("expansion", ("hut", "starve", "plow", "well", "done")),
    ("actions", ("build", "court", "offer", "buy", "done")),
)


def phase_verbs(name):
    for ph in PHASE_VERBS:
        if ph[0] == name:
            return ph[1]
    return ()


def _nums(lo, hi):
    return [str(i) for i in range(lo, hi + 1)]


def choices(state, seat, words):
    # The next words after `words`, as far as legal now; [] for a complete entry.
    f = state["flow"]
    if f["ended"] or seat != flow.active(state):
        return []
    p = state["players"][seat]
    if not words:
        return [v for v in phase_verbs(f["phase"]) if _verb_ok(state, seat, v)]
    v = words[0]
    k = len(words)
    if v == "card" and k == 1:
        return [str(R.DECK[i]) for i in range(len(R.DECK)) if state["deck"][i]]
    if v == "take" and k == 1:
        return [str(c) for c in free_columns(state)]
    if v == "hut":
        if k == 1:
            return list(R.ZONES)
        if k == 2:
            return _nums(1, p["need"] - p["placed"])
    if v == "starve":
        if k == 1:
            return [z for z in R.ZONES if p[z]]
        if k == 2:
            return _nums(1, p[words[1]]) if words[1] in R.ZONES else []
    if v == "build":
        if k == 1:
            return [w for w in ("base", "centre", "roof") if _build_ok(state, seat, w)]
        if k == 2 and words[1] == "base":
            return [z for z in ("between", "outside") if p[z]]
    if v == "court" and k == 1:
        return [R.COURT[i][0] for i in range(3) if _court_ok(state, seat, i)]
    if v == "offer" and k == 1:
        return _nums(1, min(R.OFFER_TURN - p["offered"], R.OFFER_MAX - p["offer"], p["camels"]))
    if v == "buy":
        if k == 1:
            out = []
            if not p["plow"] and p["camels"] >= R.PLOW_COST:
                out.append("plow")
            if not p["food"] and state["leftover"] and p["camels"]:
                out.append("food")
            return out
        if k == 2 and words[1] == "food":
            return [w for w in FOOD if p["camels"] >= (1 if w == "1" else 2)]
    return []


def _verb_ok(state, seat, v):
    p = state["players"][seat]
    left = p["need"] - p["placed"]
    if v == "hut":
        return left > 0
    if v in ("starve", "plow", "well") and left > 0:
        return False
    if v == "starve":
        return p["step"] < 2 and R.on_board(p) > 0
    if v == "plow":
        return p["step"] < 2 and p["plow"] == 1
    if v == "well":
        return state["wells"] > 0 and R.on_board(p) >= 3 and R.on_board(p) > p["between"]
    if v == "done":
        return state["flow"]["phase"] != "expansion" or left == 0
    if v == "build":
        return len([w for w in ("base", "centre", "roof") if _build_ok(state, seat, w)]) > 0
    if v == "court":
        return len([i for i in range(3) if _court_ok(state, seat, i)]) > 0
    if v in ("offer", "buy"):
        return len(choices(state, seat, [v])) > 0
    return True


def _build_ok(state, seat, w):
    p = state["players"][seat]
    if w == "base":
        return len(p["zigs"]) < R.BASES and p["camels"] >= 6 and (p["between"] + p["outside"]) > 0
    lvl = 1 if w == "centre" else 2
    cost = R.BUILD[lvl][1]
    for i in range(len(p["zigs"])):
        if p["zigs"][i] == lvl and not p["grown"][i] and p["camels"] >= cost:
            return True
    return False


def _court_ok(state, seat, i):
    d = R.COURT[i]
    return (len(state["court"][i]) < d[2] and R.stock(state, seat) > 0
            and state["players"][seat]["camels"] >= d[1])
