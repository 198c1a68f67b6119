# After the Flood: the next words an entry may take now (the device builds entries from them):
# the verbs legal now; the words after a verb come from choices_work, choices_war, figures (pay_words).

from tabletop.core import flow
from tabletop.games.after_the_flood import WORDS
from tabletop.games.after_the_flood.figures import pay_words
from tabletop.games.after_the_flood.choices_war import war_words
from tabletop.games.after_the_flood.choices_work import work_words

# the words each verb needs, by its WORDS index (0: complete without further words)
NEED = b"\x01\x03\x02\x03\x01\x01\x02\x01\x01\x01\x02\x00\x00\x01\x01\x00\x01\x00\x01\x01\x01"


def _actions(state, seat):
    f = state["flow"]
    if f["ended"] or flow.active(state) != seat:
        return []
    if f["phase"] != "actions":  # the victory points, the other phase with turns
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
            if not NEED[WORDS.index(v)] or choices(state, seat, [v]):
                out.append(v)
        return out
    if words[0] not in _actions(state, seat):
        return []
    v = words[0]
    n = len(words) - 1
    p = state["players"][seat]
    ad = state["ad"] if state["act"] else {"paid": 0, "got": [], "from": [], "used": [], "es": 0, "sip": 0}
    if v in ("city", "place", "scribe", "trade", "tools"):
        out = work_words(state, seat, words, v, n, p, ad)
    elif v in ("empire", "buy", "deploy", "attack", "reinforce", "destroy", "roll"):
        out = war_words(state, seat, words, v, n, p, ad)
    else:
        out = pay_words(state, seat, v, n, p)
    if len(words) >= NEED[WORDS.index(v)]:
        return out
    # only the words an entry can be completed after
    ok = []
    for c in out:
        if choices(state, seat, words + [c]):
            ok.append(c)
    return ok
