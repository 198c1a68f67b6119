# Runs a game's declared flow (tabletop.core.flow): after every entry, advance() moves the flow on
# -- ends turns, skips passed seats, ends phases, runs AUTO phases, starts rounds, ends the game --
# until a player has to enter something.

from tabletop.core.errors import Illegal
from tabletop.core.flow import AUTO, EACH, UNTIL_PASS, active, current_phase, phases_of, winners


def _next_unpassed(f, start):
    seats = f["seats"]
    n = len(seats)
    for step in range(n):
        i = (start + step) % n
        if not f["passed"][seats[i]]:
            return i
    return -1


def _start_turn(ph, state):
    s = active(state)
    if ph.on_turn is not None and s >= 0 and s not in state["flow"]["out"]:
        ph.on_turn(state, s)


def finish(game, state):
    f = state["flow"]
    f["ended"] = True
    f["seats"] = []
    f["prompts"] = []
    fs = getattr(game, "final_scoring", None)
    if fs is not None:
        fs(state)
    f["winners"] = winners(game, state)
    f["phase"] = "end"


def advance(game, state):
    f = state["flow"]
    over = getattr(game, "game_over", None)
    for _ in range(1000):
        if f["ended"]:
            return
        if over is not None and not f["setup"] and over(state):
            finish(game, state)
            return
        ph = current_phase(game, state)
        if ph is None or f["phase_over"]:
            # the current phase is over: its end hook, then the next phase or the next round
            if ph is not None and ph.end is not None:
                ph.end(state)
            f["pi"] += 1
            f["started"] = False
            f["phase_over"] = False
            f["seats"] = []
            if f["pi"] < len(phases_of(game, state)):
                continue
            f["pi"] = 0
            f["setup"] = False
            rounds = getattr(game, "ROUNDS", None)
            if (rounds is not None and f["round"] >= rounds) or not game.PHASES:
                finish(game, state)
                return
            f["round"] += 1
            continue
        if not f["started"]:
            if ph.when is not None and not ph.when(state):
                f["phase_over"] = True
                f["started"] = True
                continue
            # the phase starts (helpers called once are folded in: each function is RAM)
            f["phase"] = ph.name
            f["started"] = True
            f["turn_over"] = False
            f["phase_over"] = False
            f["passes"] = []
            passed = f["passed"]
            for i in range(len(passed)):
                passed[i] = i in f["out"]
            f["seats"] = []
            if ph.begin is not None:
                ph.begin(state)
            if ph.kind == AUTO:
                f["phase_over"] = True
                continue
            f["seats"] = list(ph.order(state)) if ph.order is not None else list(f["order"])
            f["turn"] = 0
            if not f["seats"]:
                f["phase_over"] = True
                continue
            _start_turn(ph, state)
            continue
        if f["prompts"]:
            return
        if f["turn_over"]:
            f["turn_over"] = False
            f["turns"] += 1
            nxt = f["turn"] + 1 if ph.kind == EACH else _next_unpassed(f, f["turn"] + 1)
            if nxt < 0 or nxt >= len(f["seats"]):
                f["phase_over"] = True
                continue
            f["turn"] = nxt
            _start_turn(ph, state)
            continue
        s = f["seats"][f["turn"]]
        if s in f["out"]:
            f["turn_over"] = True  # the seat left the game (flow.drop)
            continue
        if ph.kind == UNTIL_PASS and f["passed"][s]:
            nxt = _next_unpassed(f, f["turn"])
            if nxt < 0:
                f["phase_over"] = True
                continue
            f["turn"] = nxt
        return
    raise Illegal("the game's flow does not move on (phases loop)")
