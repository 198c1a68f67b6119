# The shared flow: rounds, phases, turns, turn order, prompts, game end and winners.
#
# A game declares its flow as data (boardgame.io style); tabletop.core.flow_engine runs it, so no
# game re-implements "whose turn is it":
#
#     SETUP_PHASES = (Phase("dwellings", EACH, order=snake_order),)   # once, before round 1
#     PHASES = (Phase("income", AUTO, begin=income),                   # every round, in order
#               Phase("actions", UNTIL_PASS),
#               Phase("bonus", AUTO, begin=cult_bonus, when=lambda s: s["flow"]["round"] < 6))
#     ROUNDS = 6                                                       # None: until game_over()
#
# Phase kinds:
#   AUTO        begin() runs, the phase ends at once (income, scoring, decline ...).
#   EACH        every seat of the phase's order takes one turn, in order (a seat may repeat).
#   UNTIL_PASS  seats act in order, skipping those who passed, until all have passed.
#
# Rule functions change the game state and call the helpers below (end_turn, pass_turn, ask,
# answer, set_order, end_phase, end_game); after every entry the session calls
# flow_engine.advance, which moves the flow on. The flow's bookkeeping lives in state["flow"]
# as plain ints and lists, so saves, undo and replays need nothing else.

AUTO = 0
EACH = 1
UNTIL_PASS = 2


class Phase:
    # begin(state)       runs when the phase starts (AUTO phases do all their work here)
    # end(state)         runs when the phase is over
    # when(state)        the phase happens only if this is true (e.g. only in turns 2 and 4)
    # order(state)       the seats taking turns in this phase (default: state["flow"]["order"])
    # on_turn(state, s)  runs when seat s becomes active (e.g. "draw 3 people cards")
    # commands           the verbs allowed in this phase (None: all of the game's commands)
    # (given by name; only those given are the phase's own attributes, the others the class's
    # None: RAM on the board, an object of eight attributes takes twice the room of one of four)
    begin = end = when = order = on_turn = commands = None

    def __init__(self, name, kind, **hooks):
        self.name = name
        self.kind = kind
        for k in hooks:
            getattr(Phase, k)  # AttributeError for a name that is none of the hooks above
            setattr(self, k, hooks[k])


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
        "prompts": [],  # [[seat, kind, data, verbs], ...]: questions to players, oldest first
        "ended": False,
        "winners": [],
        "turns": 0,  # turns completed in the whole game
        "out": [],  # seats that left the game: no more turns, their pieces stay and score
    }


# --- called by rule functions ------------------------------------------------------------------
def end_turn(state):
    state["flow"]["turn_over"] = True


def pass_turn(state, seat):
    # the seat ends its turn and takes no more turns this phase
    f = state["flow"]
    f["passed"][seat] = True
    f["passes"].append(seat)
    f["turn_over"] = True


def drop(state, seat):
    # a player leaves the game: no more turns or questions in any phase (undo brings them back)
    f = state["flow"]
    f["out"].append(seat)
    f["passed"][seat] = True
    left = []  # (flow_engine ends their turn)
    for q in f["prompts"]:
        if q[0] != seat:
            left.append(q)
    f["prompts"] = left


def end_phase(state):
    state["flow"]["phase_over"] = True


def set_order(state, seats):
    state["flow"]["order"] = list(seats)


def ask(state, seat, kind, data=None, verbs=None):
    # queue a question for a player (e.g. a leech offer), answered before play goes on;
    # verbs: the only actions that player may enter while the question is first in line
    state["flow"]["prompts"].append([seat, kind, data, verbs])


def answer(state, seat, kind=None):
    # remove and return the oldest prompt of seat (of kind, if given)
    prompts = state["flow"]["prompts"]
    for i in range(len(prompts)):
        if prompts[i][0] == seat and (kind is None or prompts[i][1] == kind):
            return prompts.pop(i)
    from tabletop.core.errors import Illegal

    raise Illegal("nothing to answer")


def prompts_for(state, seat):
    out = []  # (loops, not list comprehensions, in the modules the board keeps: each of those is
    for p in state["flow"]["prompts"]:  # code of its own, RAM)
        if p[0] == seat:
            out.append(p)
    return out


def end_game(state):
    state["flow"]["ended"] = True


# --- queries -----------------------------------------------------------------------------------
def active(state):
    # the seat expected to enter something now, or -1 (automatic phase, game over)
    f = state["flow"]
    if f["ended"]:
        return -1
    if f["prompts"]:
        return f["prompts"][0][0]
    if 0 <= f["turn"] < len(f["seats"]):
        return f["seats"][f["turn"]]
    return -1


def phases_of(game, state):
    if state["flow"]["setup"]:
        return getattr(game, "SETUP_PHASES", ())
    return game.PHASES


def current_phase(game, state):
    ph = phases_of(game, state)
    pi = state["flow"]["pi"]
    return ph[pi] if 0 <= pi < len(ph) else None


def score(game, state, seat):
    f = getattr(game, "score", None)
    return f(state, seat) if f is not None else state["players"][seat]["score"]


def tiebreak(game, state, seat):
    f = getattr(game, "tiebreak", None)
    return f(state, seat) if f is not None else 0


def winners(game, state):
    # seats with the best (score, tiebreak); more than one is a shared victory
    best = None
    won = []
    for s in range(len(state["players"])):
        key = (score(game, state, s), tiebreak(game, state, s))
        if best is None or key > best:
            best = key
            won = [s]
        elif key == best:
            won.append(s)
    return won
