"""A player's figures on the device's screens (the play screen, the player pages)."""

from tabletop.core import flow
from tabletop.ui import layout as Y


def fields(game, view, state, seat):
    """A seat's figures, each labelled: score first, then the view's figures(state, seat), else
    its player_fields ('name value'; short names stick to their value: "C10 W1"; pairs as
    "wood1"; empty ones left out)."""
    parts = ["%dVP" % flow.score(game, state, seat)]
    f = getattr(view, "figures", None)
    if f:
        return parts + f(state, seat)
    for kv in view.player_fields(state, seat):
        v = kv[1]
        if kv[0] in ("VP", "vp", "score") or v is None or v == "" or v == [] or v == ():
            continue
        k = kv[0].replace("_", " ")  # "scribes_used" in JSON, "scribes used" on the screen
        if type(v) is list and all([type(x) is str or type(x) is list and len(x) == 2 and
                                    type(x[1]) is int for x in v]):  # [name, ...], [[name, n], ...]
            parts.append(k)
            parts.extend([x if type(x) is str else Y.value(x[0]) + Y.value(x[1]) for x in v])
        else:
            parts.append(k + ("" if len(k) <= 2 else " ") + Y.value(v))
    return parts
