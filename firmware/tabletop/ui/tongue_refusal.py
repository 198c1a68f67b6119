# A refusal in the table's language (German, Dutch): the core's words from tabletop/ui/de.txt and
# nl.txt, else the rules' from the game's de_refusals.txt / nl_refusals.txt (a sentence each, its
# values in the game's words: tabletop.ui.tongue), else word by word. Imported only to show one.

from tabletop.ui.tongue import path, tr


def refused(app, msg):
    # a refusal in app.lang: the core's (tabletop/ui/de.txt, nl.txt), else the rules' (the game's)
    t = core_msg(app.lang, msg, app.game)
    if t == msg:
        return rules_msg(app.game, app.lang, msg) or tr(app.game, app.lang, msg)
    return t


def core_msg(lang, msg, game=None):
    # a refusal of the core (tabletop.core.registry, session) in lang, else msg itself: by the
    # file's lines after the texts, "English|translation": msg's start, or an English with %s
    # fields that msg fits (its values, the seats, verbs and phases, in game's own words)
    from tabletop.ui.lang import KEYS, line
    from tabletop.ui.tongue_words import fit, parts

    k = KEYS.count(" ") - 1
    m = msg.encode()
    while True:
        s = line(lang, k)
        if not s:
            return msg
        en, s = s.split("|")
        if "%" in en:
            v = fit(parts(en.encode()), m)
            if v is not None:
                return s % tuple(tr(game, lang, [x.decode() for x in v]))
        elif msg == en or msg.startswith(en + " "):  # ("the game is over: ..." is the game's)
            return s + msg[len(en):]
        k += 1


def rules_msg(game, lg, msg):
    # msg by the line of the game's refusals file whose English it is, or fits (%s / %d fields:
    # the values then in the game's words), or None. Read a piece at a time, only for a refusal
    from tabletop.ui.tongue_words import fit, parts

    m = msg.encode()
    try:
        with open(path(game, lg, "_refusals.txt") or "", "rb") as f:
            rest = b""
            while True:
                piece = f.read(256)
                lines = (rest + piece).split(b"\n")
                rest = lines.pop() if piece else b""
                for ln in lines:
                    i = ln.rfind(b"|")
                    if i <= 0 or ln[0] == 35:  # no line, or a note
                        continue
                    en = ln[:i]
                    if en == m:
                        return ln[i + 1:].rstrip(b"\r").decode()
                    v = fit(parts(en), m) if b"%" in en else None
                    if v is not None:
                        s = ln[i + 1:].rstrip(b"\r").replace(b"%d", b"%s").replace(b"%r", b"%s")
                        return s.decode() % tuple(tr(game, lg, [x.decode() for x in v]))
                if not piece:
                    return None
    except OSError:  # no such file (a game in one module, or none for it)
        return None
