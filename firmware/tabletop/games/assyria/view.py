# Assyria: what the screen and the JSON snapshot show: status lines, each player's figures, the
# score breakdown, and the choices of the next word (assyria/choices.py, assyria/spending.py).

from tabletop.core import flow
from tabletop.games.assyria import rules as R
from tabletop.games.assyria.choices import choices  # noqa: F401 (view interface)
from tabletop.games.assyria.turn import deck_text, free_columns


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
            left = state["now"]["need"] - state["now"]["placed"]
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
