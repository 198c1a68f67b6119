# The start menu: (language: English, German, Dutch,) game, the game's options, player count, the game's own steps
# (tabletop.ui.menu_own: Terra Mystica's tiles), seats (factions/colours).
#
# Every step is derived from the picks made so far, so "back" is just dropping the last pick.
# A step with a single possible answer is taken automatically (it costs no press). Its input is
# tabletop.ui.menu_input; tabletop.ui.app drops them once a game runs (RAM).

from tabletop.ui import lang as L
from tabletop.ui import layout as Y
from tabletop.ui import menu_own
from tabletop.ui.menu_own import options_of, own, word  # noqa: F401 (menu.options_of: its users)


def step(games, mod, picks, lg):
    # (title, labels, values[, option]) of the step after `picks`, or None when the menu is
    # complete; a game's own step has the option it picks as a fourth item.
    k = len(picks)
    if k == 0:
        return L.t(lg, "lang"), list(L.NAMES), [L.EN, L.DE, L.NL]
    if k == 1:  # the games, then the language (the start menu opens here: 0 is remembered)
        return (L.t(lg, "game"), [g[1] for g in games] + [L.t(lg, "lang") + ": " + L.NAMES[lg],
                                                          L.t(lg, "check")], list(range(len(games))) + [-1, -2])
    k -= 2
    opts = options_of(mod)
    if k < len(opts):
        vals = list(opts[k][1])
        if k == 0 and len(opts) > 1:  # "*": every option its default (the usual game), one push
            # "+": the same, then the game's own steps (menu_own) rather than drawn
            s = [L.t(lg, "std")] + ([L.t(lg, "std2")] if own(mod) else [])
            return L.t(lg, "option") % word(mod, lg, opts[k][0]), s + vals, ["*", "+"][:len(s)] + vals
        return L.t(lg, "option") % word(mod, lg, opts[k][0]), vals, vals
    k -= len(opts)
    lo, hi = mod.PLAYERS
    if k == 0:
        vals = list(range(lo, hi + 1))
        return L.t(lg, "players"), [str(v) for v in vals], vals
    n = picks[2 + len(opts)]
    c = menu_own.step(mod, picks, lg)
    if type(c) is not int:
        return c
    k -= 1 + c
    if k < n:
        taken = picks[3 + len(opts) + c:]
        pool = getattr(mod, "SEAT_NAMES", None) or Y.SEAT_POOL
        vals = menu_own.seats(mod, [s for s in pool if s not in taken], taken)
        return L.t(lg, "seat") % (k + 1), list(vals), list(vals)
    return None


def result(mod, picks):
    # (seats, options) chosen by complete picks.
    opts = options_of(mod)
    options = []
    for i in range(len(opts)):
        options.append([opts[i][0], picks[2 + i]])
    w = menu_own.walk(mod, picks)
    seats = list(picks[3 + len(opts) + w[0]:])
    return seats, options + w[1]


def screen(app):
    st = step(app.games, app.mod, app.picks, app.lang)
    lines = [Y.fit(st[0])]
    Y.notice(app, lines)
    Y.window(app, lines, word(app.mod, app.lang, st[1]))  # the game's own words (seats, tiles)
    leds = [Y.OFF] * 12
    leds[10] = Y.MENU if len(app.picks) > 1 or app.session is not None else Y.OFF  # back
    app.leds = leds
