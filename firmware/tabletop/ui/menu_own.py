# The start menu's steps of a game's own (tabletop.ui.menu), after the player count: options
# picked item by item, like Terra Mystica's six round scoring tiles in their order and its bonus
# tiles in play, and the seat names still offered given those taken (one faction of a colour).
#
# The game names a module (its MENU; imported in the start menu only, and dropped with it) with
# PICKS, the options picked item by item, in order, and offer(name, options, players, done) ->
# (how many, the values offered for the next pick, their labels), None once all are picked (done:
# the values picked so far; options: the game's options chosen, {name: value}). The record gets
# the values joined by "-" (`option scoring 5-8-4-9-6-2`). The first pick of each offers "draw for
# us" first: that option and the ones after it are left out of the record (the game draws them).
# "standard options" draws them too (the usual game stays one push); "standard + our set-up" (the
# options' first step) goes through them. Optional: seats(free, taken) -> the seat names offered.

from tabletop.ui import lang as L

DRAW = "?"  # "draw for us"


def word(mod, lg, w):
    # w (one of the game's words, or a list of them) in language lg: the game's own words file
    # (tabletop.ui.tongue), read only for German and Dutch once a game is picked
    if not lg or mod is None:
        return w
    from tabletop.ui import tongue

    return tongue.tr(mod, lg, w)


def options_of(mod):
    # the options chosen from a list (tabletop.ui.menu's steps); the others: any value
    return [d for d in getattr(mod, "OPTIONS", ()) if d[1]]


def own(mod):
    # the game's module of its own steps (MENU), or None
    name = getattr(mod, "MENU", None)
    return __import__(name, None, None, ("PICKS",)) if name else None


def walk(mod, picks):
    # (picks the game's own steps took, the options they made [[name, value], ...], the next
    # step's (name, values done, offer) or None once complete).
    g = own(mod)
    opts = options_of(mod)
    got = picks[3 + len(opts):]
    chosen = {}
    for i in range(len(opts)):
        chosen[opts[i][0]] = picks[2 + i]
    made = []
    i = 0
    for name in getattr(g, "PICKS", ()):
        done = []
        while True:
            o = g.offer(name, chosen, picks[2 + len(opts)], done)
            if o is None:
                made.append([name, "-".join(done)])
                break
            if i == len(got):
                return i, made, (name, done, o)
            if got[i] == DRAW:  # drawn: this option and the ones after it
                return i + 1, made, None
            done.append(got[i])
            i += 1
    return i, made, None


def step(mod, picks, lg):
    # The next own step, (title, labels, values, option name) ("scoring 1 of 6": draw for us,
    # the tiles), or the number of picks the complete steps took.
    w = walk(mod, picks)
    if w[2] is None:
        return w[0]
    name, done, o = w[2]
    first = 0 if done else 1
    return (L.t(lg, "pick") % (word(mod, lg, name), len(done) + 1, o[0]), [L.t(lg, "draw")] * first + list(o[2]),
            [DRAW] * first + list(o[1]), name)


def seats(mod, free, taken):
    f = getattr(own(mod), "seats", None)
    return f(free, taken) if f is not None else free


def after(app, st):
    # at a game's own step: (option, the item after the cursor's), for follow
    return st[3:] + tuple(st[2][app.pos + 1:app.pos + 2])


def follow(app, st, nxt):
    # after a pick in a game's own step, the cursor goes on to the item that came after it (the
    # bonus tiles in play are picked in their order, a push each); st: the step now
    if st and len(nxt) == 2 and st[3:4] == nxt[:1] and nxt[1] in st[2]:
        app.pos = st[2].index(nxt[1])


def drop(app):
    # the modules of the game's own steps go with the start menu's (tabletop.ui.modes; RAM)
    from tabletop.ui import modes

    modes.forget("ui.menu_own")
    modes.forget(getattr(app.mod, "MENU", "tabletop.-")[9:])
