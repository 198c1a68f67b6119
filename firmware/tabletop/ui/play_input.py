# Input while playing (tabletop.ui.app delegates here): quick keys, undo/redo, back, the
# encoder's push; entries are applied as soon as the game's choices() says they are complete.
# A quick key during an entry first takes the choice under the cursor where that ends the entry
# (the next command's key ends the one before: no push on it); else the entry is dropped.
from tabletop.ui import lang as L
from tabletop.ui import play

# what a change leaves for after its screen while an input is handled (8: tabletop.ui.modes):
# 1 the save, 2 a tone, 4 the end's (the player sees the entry at once; the flash and the speaker
# come after it)
DUE = [0]
UNDO = 9
BACK = 10
REDO = 11
PMENU = 2


def handle(app, kind, value, now_ms):
    s = app.session
    if kind == "turn":
        app._scroll(value, len(play.items(app)))
        return
    if kind == "key" and (value == UNDO or value == REDO):
        # the entry that goes or comes back, said on the last line: "undone: witches: build"
        k = len(s.record) - (value == UNDO)
        t = s.record.entry_text(k) if value == UNDO and k >= 0 else ""
        app._change(s.redo if value == REDO else s.undo)
        if not app.msg:
            app.info = L.t(app.lang, "redo" if value == REDO else "undo") % L.g(app, t or s.record.entry_text(k))
    elif kind == "key" and value == BACK:
        if app.words:
            app.words.pop()
        elif app.reopen >= 0:  # back to the next player
            reopen(app, -1)
        else:
            app.mode = PMENU
            app.sure = False
        app.pos = 0
    elif kind == "key":
        keys = getattr(app.game, "KEYS", ())
        if value < len(keys) and not s.ended():
            it = play.items(app)
            if app.words and app.pos < len(it):  # the choice under the cursor ends the entry (or "ok"
                w = app.words + it[app.pos][1].split()  # may after it): entered first, with the
                c = app.view.choices(s.state, play.seat(app), w)  # single words that follow it
                while len(c) == 1 and c[0] != "ok":  # (after_word): "leech 2" + "from nomads"
                    w += c[0].split()
                    c = app.view.choices(s.state, play.seat(app), w)
                if not c or "ok" in c:
                    app.words = w + (["ok"] if c else [])
                    after_word(app)
                    if app.msg:
                        return
            words = list(keys[value][1])
            app.pos = 0
            app.words = []
            if app.reopen >= 0 and words[0] not in play.verbs(app):  # the next player's first key
                reopen(app, -1)
            seat = play.seat(app)
            if seat >= 0 and words[0] in play.verbs(app):
                app.words = words
                after_word(app)
            else:  # a dark key: the rules say why (or allow it after all)
                app._change(s.apply_words, max(seat, 0), words)
    elif kind == "push":
        items = play.items(app)
        if app.pos < len(items) and items[app.pos][0] == "reopen":
            reopen(app, play.now(app)[4][0])
        elif app.pos < len(items) and items[app.pos][0] == "choice":
            app.words.extend(items[app.pos][1].split())  # a choice may be several words
            app.pos = 0
            after_word(app)


def reopen(app, seat):
    # enter for the player whose turn ended at its action (seat), or again for the next (-1)
    app.reopen = seat
    app.version += 1
    app.pos = 0


def after_word(app):
    # apply the entry once complete; take a single possible next word automatically
    s = app.session
    seat = play.seat(app)
    while True:
        nxt = app.view.choices(s.state, seat, app.words)
        if not nxt:
            break
        if len(nxt) != 1:
            return
        app.words.extend(nxt[0].split())
    words = app.words
    app.words = []
    app._change(s.apply_words, seat, words)


def due(app, d):
    # a change's tones and save (tabletop.ui.modes.change): now, or once its screen is up
    if DUE[0] & 8:
        DUE[0] |= d
        return
    if d & 4:
        app.board.tone(523, 120)
        app.board.tone(784, 240)
    elif d & 2:
        app.board.tone(660, 60)
    if d & 1:
        app._save()
