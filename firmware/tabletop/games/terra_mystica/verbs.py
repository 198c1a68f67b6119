"""What each verb of an entry does (which verbs the phase allows: turn.py); a player who leaves the game."""

from tabletop.core import flow
from tabletop.core.errors import Illegal
from tabletop.games.terra_mystica import acts, build, gifts, leech, passing, spades, trade
from tabletop.games.terra_mystica import upgrade
from tabletop.games.terra_mystica import factions as F
from tabletop.games.terra_mystica.words import num



def one(state, seat, verb, args):
    if verb == "build":
        build.do_build(state, seat, args)
    elif verb == "upgrade":
        upgrade.do_upgrade(state, seat, args)
    elif verb == "transform":
        spades.do_transform(state, seat, args)
    elif verb == "dig":
        spades.buy_spades(state, state["players"][seat], num(args[0] if args else None, "dig"))  # "dig 0": turn.py
    elif verb == "send":
        acts.do_send(state, seat, args)
    elif verb == "action":
        acts.do_action(state, seat, args)
    elif verb == "advance":
        spades.do_advance(state, seat, args)
    elif verb == "pass":
        passing.do_pass(state, seat, args)
    elif verb == "convert":
        trade.convert(state, seat, args)
    elif verb == "burn":  # two tokens of bowl II: one to bowl III, one out of the game
        n = num(args[0] if args else None, "burn")  # (snellman takes "burn 0": nothing burnt)
        b = state["players"][seat]["b"]
        if b[1] < 2 * n:
            raise Illegal("not enough power in bowl II to burn %d: %d needed, you have %d"
                          % (n, 2 * n, b[1]))
        b[1] -= 2 * n
        b[2] += n
    elif verb == "leech":
        leech.leech(state, seat, args)
    elif verb == "decline":
        leech.decline(state, seat, args)
    elif verb[:1] in ("+", "-"):
        gifts.plus(state, seat, verb)
    elif verb == "drop":
        # the player leaves the game (snellman: "dropped from the game"): no more turns, no power
        # offers; buildings, income and cult positions stay and count in the final scoring
        p = state["players"][seat]
        if seat in state["flow"]["out"]:
            raise Illegal("the %s have left the game already" % p["f"])
        leech.decline_all(state, seat)
        if p["bon"]:  # the bonus tile goes back for the others to take
            state["bonus"].append(p["bon"])
            state["bonus"].sort()
            p["bon"] = 0
        p["spades"] = p["pcult"] = p["pfav"] = p["did"] = 0
        p["act"] = ""
        flow.drop(state, seat)
        passing.ask_pending(state)
    elif verb == "network":
        if not args or not args[0].isdigit():
            raise Illegal("network needs the size of your largest connected network")
        state["players"][seat]["net"] = int(args[0])
    elif verb == "wait":  # the power offers open now (or else a free step): later, in the player's turn
        p = state["players"][seat]
        a = flow.active(state)  # the offers the device asks about now (ask.py)
        fresh = False
        for o in p["offers"]:
            if len(o) < 4 and not (o[0] == a and state["players"][a]["did"] & 1):
                o.append(1)
                fresh = True
        if p["pcult"] and not fresh:
            p["wait"] = 1
    elif verb in ("bridge", "connect", "done"):
        pass
    else:
        raise Illegal("unknown action %r" % verb)
