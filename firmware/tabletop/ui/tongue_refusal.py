# A refusal in the table's language (German, Dutch): the core's words from tabletop/ui/de.txt and
# nl.txt, else the rules' from the game's words file (tabletop.ui.tongue). Imported only to show one.

from tabletop.ui.tongue import tr


def refused(app, msg):
    # a refusal in app.lang: the core's (tabletop/ui/de.txt, nl.txt), else the rules' (the game's)
    t = core_msg(app.lang, msg)
    if t == msg:
        return tr(app.game, app.lang, msg)
    seats = app.session.record.seats  # the core's: the seats it names in the game's words
    names = tr(app.game, app.lang, list(seats))
    for i in range(len(seats)):
        t = t.replace(seats[i], names[i])
    return t


def core_msg(lang, msg):
    # a refusal of the core (tabletop.core.session / flow) in the language, else msg itself
    from tabletop.ui.lang import KEYS, line

    k = KEYS.count(" ") - 1  # the file's lines after the texts: "English start|translation"
    while True:
        s = line(lang, k)
        if not s:
            return msg
        en, s = s.split("|")
        if msg.startswith(en):
            rest = msg[len(en):]
            if "%s" in s:  # "it is bob's turn, not ann's" -> "am Zug ist bob, nicht ann"
                a = rest.replace("'s", "").split(" turn, not ")
                return s % (a[0], a[1]) if len(a) == 2 else msg
            return s + rest
        k += 1
