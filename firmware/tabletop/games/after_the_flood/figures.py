# After the Flood: each player's figures in the JSON snapshot, and the final score by category.

from tabletop.games.after_the_flood import data as D
from tabletop.games.after_the_flood.base import cities_of


def player_fields(state, seat):
    p = state["players"][seat]
    return (("resources", [[D.RES[r], p["res"][r]] for r in range(len(D.RES)) if p["res"][r]]),
            ("stock", p["hand"]),
            ("workers", [[D.PLACES[i], p["w"][i]] for i in range(len(D.PLACES)) if p["w"][i]]),
            ("scribes_used", p["w"][D.SCRIBES_R]), ("toolmakers_used", p["w"][D.TOOLS_R]),
            ("cities", [D.SUMER[c] + ("+" if state["exp"][c] else "") for c in cities_of(state, seat)]),
            ("produced", [["grain", p["got"][0]], ["wool", p["got"][1]]]),
            ("armies", p["front"]), ("equipment", p["eq"]), ("passed_value", p["bid"]),
            ("order", state["flow"]["order"].index(seat) + 1))


def breakdown(state, seat):
    p = state["players"][seat]
    return (("empires", p["emp_vp"]), ("city expansions", p["city_vp"]), ("majorities", p["maj_vp"]))
