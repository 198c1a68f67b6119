# The state as a plain, documented snapshot (docs/json-schema.md) for the CLI, exports and screens.
#
#     {"game": "babel", "round": 3, "turn": 5, "phase": "turn", "active": "white",
#      "ended": false, "winners": [], "status": ["white needs 3 more ..."],
#      "players": [{"id": "white", "score": 12, ...the game's own fields...}, ...],
#      "table": {...the game's own fields of the whole table (view hook table(state))...}}

from tabletop.core import flow, registry


def snapshot(game, state, seats):
    f = state["flow"]
    a = flow.active(state)
    players = []
    view = registry.view(game)
    fields = getattr(view, "player_fields", None)
    for s in range(len(seats)):
        p = {"id": seats[s], "score": flow.score(game, state, s)}
        if fields is not None:
            for kv in fields(state, s):
                p[kv[0]] = kv[1]
        players.append(p)
    status = getattr(view, "status", None)
    table = getattr(view, "table", None)  # the game's own fields of the whole table
    return {
        "game": game.NAME,
        "round": f["round"],
        "turn": f["turns"],
        "phase": f["phase"],
        "active": seats[a] if a >= 0 else None,
        "ended": f["ended"],
        "winners": [seats[w] for w in f["winners"]],
        "status": status(state) if status is not None else [],
        "players": players,
        "table": dict(table(state)) if table is not None else {},
    }


def session_snapshot(session):
    return snapshot(session.game, session.state, session.record.seats)
