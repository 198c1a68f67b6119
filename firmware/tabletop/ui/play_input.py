# Input while playing (tabletop.ui.app delegates here): quick keys, undo/redo, back, the
# encoder's push; entries are applied as soon as the game's choices() says they are complete.
# A quick key during an entry first takes the choice under the cursor where that ends the entry
# (the next command's key ends the one before: no push on it); else the entry is dropped.
from tabletop.core.errors import Illegal
from tabletop.ui import lang as L
from tabletop.ui import play

UNDO = 9
BACK = 10
REDO = 11
PMENU = 2


def handle(app, kind, value, now_ms):
    s = app.session
    if kind == "turn":
        app._scroll(value, len(play.items(app)))
        return
    if kind == "key" and value == UNDO:
        app._change(s.undo)
    elif kind == "key" and value == REDO:
        app._change(s.redo)
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
                w = app.words + it[app.pos][1].split()  # may after it): entered first
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
                app._change(lambda: s.apply_words(max(seat, 0), words))
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
    app._change(lambda: s.apply_words(seat, words))


def change(app, fn):
    # apply, undo or redo; a refusal shows its message; tones and saves on the way
    s = app.session
    f = s.state["flow"]
    before = (f["round"], f["phase"], f["turns"])
    try:
        fn()
    except Illegal as e:
        app.msg = L.core_msg(app.lang, e.message)
        return
    f = s.state["flow"]
    app.pos = 0
    app.version += 1
    if f["ended"]:
        app.board.tone(523, 120)
        app.board.tone(784, 240)
    elif (f["round"], f["phase"]) != before[:2]:
        app.board.tone(660, 60)
    if f["turns"] != before[2] or f["ended"] or (f["round"], f["phase"]) != before[:2]:
        app._save()  # a turn (or phase) ended
    else:
        app.dirty = True  # saved by tick() after a few idle seconds
