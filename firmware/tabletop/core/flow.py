"""The shared flow: rounds, phases, turns, turn order, prompts, game end and winners.

A game declares its flow as data (boardgame.io style) and this module runs it, so no game
re-implements "whose turn is it":

    SETUP_PHASES = (Phase("dwellings", EACH, order=snake_order),)   # once, before round 1
    PHASES = (Phase("income", AUTO, begin=income),                   # every round, in order
              Phase("actions", UNTIL_PASS),
              Phase("cleanup", AUTO, begin=cleanup, when=lambda s: s["flow"]["round"] < 6))
    ROUNDS = 6                                                       # None: until game_over()

Phase kinds:
  AUTO        begin() runs, the phase ends at once (income, scoring, decline ...).
  EACH        every seat of the phase's order takes one turn, in order (a seat may repeat).
  UNTIL_PASS  seats act in order, skipping those who passed, until all have passed.

Rule functions mutate the game state and call `end_turn`, `pass_turn`, `ask`/`answer` and
`end_game` below; after every entry the session calls `advance`, which moves the flow on.
The flow's own bookkeeping lives in state["flow"] (plain ints and lists: saves, undo and
replays need nothing else).
"""

from tabletop.core.errors import Illegal

AUTO = 0
EACH = 1
UNTIL_PASS = 2


class Phase:
    """One phase of a round.

    begin(state)        runs when the phase starts (AUTO phases do all their work here)
    end(state)          runs when the phase is over
    when(state)         the phase happens only if this is true (e.g. only in turns 2 and 4)
    order(state)        the seats taking turns in this phase (default: state["flow"]["order"])
    on_turn(state, s)   runs when seat s becomes active (e.g. "draw 3 people cards")
    commands            the verbs allowed in this phase (None: all of the game's commands)
    """

    def __init__(self, name, kind, begin=None, end=None, when=None, order=None, on_turn=None,
                 commands=None):
        self.name = name
        self.kind = kind
        self.begin = begin
        self.end = end
        self.when = when
        self.order = order
        self.on_turn = on_turn
        self.commands = commands


def new_flow(nseats):
    return {
        "round": 0,  # 0 while SETUP_PHASES run, then 1, 2, ...
        "setup": True,  # running SETUP_PHASES
        "pi": -1,  # index of the phase in its list; -1 before the first
        "phase": "",
        "started": False,
        "order": list(range(nseats)),  # turn order of the round
        "seats": [],  # who takes turns in this phase, in order
        "turn": 0,  # index into seats of the active one
        "passed": [False] * nseats,
        "passes": [],  # seats in the order they passed this phase
        "turn_over": False,
        "phase_over": False,
        "prompts": [],  # [[seat, kind, data, verbs], ...]: questions to other players, oldest first
        "ended": False,
        "winners": [],
        "turns": 0,  # turns completed in the whole game
    }


# --- called by rule functions ------------------------------------------------------------------
def end_turn(state):
    state["flow"]["turn_over"] = True


def pass_turn(state, seat):
    """The seat passes: it ends its turn and takes no more turns this phase."""
    f = state["flow"]
    f["passed"][seat] = True
    f["passes"].append(seat)
    f["turn_over"] = True


def end_phase(state):
    state["flow"]["phase_over"] = True


def set_order(state, seats):
    state["flow"]["order"] = list(seats)


def ask(state, seat, kind, data=None, verbs=None):
    """Queue a question for a player (e.g. a leech offer); it is answered before play goes on.

    `verbs`: the only actions that player may enter while the question is first in line.
    """
    state["flow"]["prompts"].append([seat, kind, data, verbs])


def answer(state, seat, kind=None):
    """Remove and return the oldest prompt of `seat` (of `kind`, if given)."""
    prompts = state["flow"]["prompts"]
    for i in range(len(prompts)):
        if prompts[i][0] == seat and (kind is None or prompts[i][1] == kind):
            return prompts.pop(i)
    raise Illegal("nothing to answer")


def prompts_for(state, seat):
    return [p for p in state["flow"]["prompts"] if p[0] == seat]


def end_game(state):
    state["flow"]["ended"] = True


# --- queries -----------------------------------------------------------------------------------
def active(state):
    """The seat expected to enter something now, or -1 (automatic phase, game over)."""
    f = state["flow"]
    if f["ended"]:
        return -1
    if f["prompts"]:
        return f["prompts"][0][0]
    if f["seats"] and 0 <= f["turn"] < len(f["seats"]):
        return f["seats"][f["turn"]]
    return -1


def phases_of(game, state):
    if state["flow"]["setup"]:
        return getattr(game, "SETUP_PHASES", ())
    return game.PHASES


def current_phase(game, state):
    ph = phases_of(game, state)
    pi = state["flow"]["pi"]
    if 0 <= pi < len(ph):
        return ph[pi]
    return None


# --- the engine --------------------------------------------------------------------------------
def _next_unpassed(f, start):
    seats = f["seats"]
    n = len(seats)
    for step in range(n):
        i = (start + step) % n
        if not f["passed"][seats[i]]:
            return i
    return -1


def _start_turn(ph, state):
    if ph.on_turn is not None:
        s = active(state)
        if s >= 0:
            ph.on_turn(state, s)


def _start_phase(game, state, ph):
    f = state["flow"]
    f["phase"] = ph.name
    f["started"] = True
    f["turn_over"] = False
    f["phase_over"] = False
    f["passes"] = []
    f["passed"] = [False] * len(f["passed"])
    if ph.begin is not None:
        ph.begin(state)
    if ph.kind == AUTO:
        f["seats"] = []
        f["phase_over"] = True
        return
    f["seats"] = list(ph.order(state)) if ph.order is not None else list(f["order"])
    f["turn"] = 0
    if not f["seats"]:
        f["phase_over"] = True
        return
    _start_turn(ph, state)


def _finish(game, state):
    f = state["flow"]
    f["ended"] = True
    f["seats"] = []
    f["prompts"] = []
    fs = getattr(game, "final_scoring", None)
    if fs is not None:
        fs(state)
    f["winners"] = winners(game, state)
    f["phase"] = "end"


def winners(game, state):
    """Seats with the best (score, tiebreak); more than one is a shared victory."""
    n = len(state["players"])
    best = None
    won = []
    for s in range(n):
        key = (score(game, state, s), tiebreak(game, state, s))
        if best is None or key > best:
            best = key
            won = [s]
        elif key == best:
            won.append(s)
    return won


def score(game, state, seat):
    f = getattr(game, "score", None)
    if f is not None:
        return f(state, seat)
    return state["players"][seat]["score"]


def tiebreak(game, state, seat):
    f = getattr(game, "tiebreak", None)
    return f(state, seat) if f is not None else 0


def advance(game, state):
    """Move the flow on after an entry (or at the start) until a player has to enter something."""
    f = state["flow"]
    over = getattr(game, "game_over", None)
    guard = 0
    while not f["ended"]:
        guard += 1
        if guard > 1000:
            raise Illegal("the game's flow does not move on (phases loop)")
        if over is not None and not f["setup"] and over(state):
            _finish(game, state)
            return
        phases = phases_of(game, state)
        ph = current_phase(game, state)
        if ph is None or f["phase_over"]:
            if ph is not None and ph.end is not None:
                ph.end(state)
            f["pi"] += 1
            f["started"] = False
            f["phase_over"] = False
            f["seats"] = []
            if f["pi"] >= len(phases):
                # next round
                f["pi"] = -1
                if f["setup"]:
                    f["setup"] = False
                rounds = getattr(game, "ROUNDS", None)
                if rounds is not None and f["round"] >= rounds:
                    _finish(game, state)
                    return
                f["round"] += 1
                if not game.PHASES:
                    _finish(game, state)
                    return
            continue
        if not f["started"]:
            if ph.when is not None and not ph.when(state):
                f["phase_over"] = True
                f["started"] = True
                continue
            _start_phase(game, state, ph)
            continue
        if f["prompts"]:
            return
        if f["turn_over"]:
            f["turn_over"] = False
            f["turns"] += 1
            if ph.kind == EACH:
                f["turn"] += 1
                if f["turn"] >= len(f["seats"]):
                    f["phase_over"] = True
                    continue
            else:
                nxt = _next_unpassed(f, f["turn"] + 1)
                if nxt < 0:
                    f["phase_over"] = True
                    continue
                f["turn"] = nxt
            _start_turn(ph, state)
            continue
        if ph.kind == UNTIL_PASS and f["seats"] and f["passed"][f["seats"][f["turn"]]]:
            nxt = _next_unpassed(f, f["turn"])
            if nxt < 0:
                f["phase_over"] = True
                continue
            f["turn"] = nxt
        return
