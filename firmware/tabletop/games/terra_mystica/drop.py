# A player who leaves the game (snellman: "dropped from the game"), entered as `<faction>: drop`.

from tabletop.core import flow
from tabletop.core.errors import Illegal
from tabletop.games.terra_mystica.leech import decline_all
from tabletop.games.terra_mystica.passing import ask_pending


def drop_out(state, seat):
    # A player leaves the game (snellman: "dropped from the game"): no more turns, no power
    # offers; buildings, income and cult positions stay and count in the final scoring.
    p = state["players"][seat]
    if seat in state["flow"]["out"]:
        raise Illegal("the %s have left the game already" % p["f"])
    decline_all(state, seat)
    if p["bon"]:  # the bonus tile goes back for the others to take
        state["bonus"].append(p["bon"])
        state["bonus"].sort()
        p["bon"] = 0
    p["spades"] = p["pcult"] = p["pfav"] = p["did"] = 0
    p["act"] = ""
    flow.drop(state, seat)
    ask_pending(state)
