# After the Flood: the next words an entry may take now (the device builds entries from them):
# the verbs legal now; the words after a verb come from choices_work, choices_war, choices_pay.

from tabletop.core import flow
from tabletop.games.after_the_flood.choices_pay import pay_words
from tabletop.games.after_the_flood.choices_war import war_words
from tabletop.games.after_the_flood.choices_work import work_words

NO_ARGS = ("pass", "done", "stop", "autoroll")  # complete without further words
REQUIRED = (("city", 1), ("place", 3), ("scribe", 2), ("trade", 3), ("tools", 1), ("empire", 1),
            ("buy", 2), ("equip", 1), ("deploy", 1), ("attack", 1), ("reinforce", 1), ("destroy", 1),
            ("pay", 1), ("bid", 1), ("luxury", 1), ("expand", 1), ("roll", 2))


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
    ad = state["ad"] if state["act"] else {"paid": 0, "got": [], "from": [], "used": [], "es": 0, "sip": 0}
    if v in ("city", "place", "scribe", "trade", "tools"):
        return work_words(state, seat, words, v, n, p, ad)
    if v in ("empire", "buy", "deploy", "attack", "reinforce", "destroy", "roll"):
        return war_words(state, seat, words, v, n, p, ad)
    return pay_words(state, seat, v, n, p)
