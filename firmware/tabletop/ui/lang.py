"""Every text the device shows itself, in English and German (index 0 and 1).

Game texts (status lines, refusals) come from the game modules and the core in English;
`core_msg` translates the core's own refusals."""

EN = 0
DE = 1
NAMES = ("English", "Deutsch")

# The texts as one string per language, "|" between them (one string costs far less RAM on
# the board than a dict of tuples: 0.9 KB instead of 3.7 KB); KEYS names them in order.
KEYS = (
    " lang game players seat option round setup asks over winner winners menu new "
    "sure yes back keys missing damaged older fresh resumed nosave error undo redo hist hnone ")
TEXTS = ((
    "Language|Game|Players|Player %d|Option: %s|R%d %s|Setup %s|%s? %s|Game over|"
    "Winner: %s|Shared win: %s|Menu|New game|Really end game?|Yes, new game|"
    "Back to game|Key legend|%s is not installed|Save damaged: %s|"
    "Resumed an older copy|Starting fresh|Resumed: %d entries|Cannot save!|Error: %s|"
    "Undone|Redone|History|No entries yet"), (
    "Sprache|Spiel|Spieler|Spieler %d|Option: %s|R%d %s|Aufbau %s|%s? %s|Spielende|"
    "Sieger: %s|Geteilt: %s|Menue|Neues Spiel|Spiel beenden?|Ja, neues Spiel|"
    "Zurueck zum Spiel|Tastenbelegung|%s fehlt|Spielstand defekt: %s|"
    "Aeltere Kopie geladen|Neuer Start|Fortgesetzt: %d Zuege|Speichern geht nicht!|"
    "Fehler: %s|Rueckgaengig|Wiederholt|Verlauf|Noch keine Zuege"))

# the core's refusals (tabletop.core.session / flow), English -> German, by prefix
CORE = (
    ("nothing to undo", "nichts rueckgaengig zu machen"),
    ("nothing to redo", "nichts zu wiederholen"),
    ("the game is over", "das Spiel ist vorbei"),
    ("nobody can act now", "niemand ist dran"),
    ("unknown action", "unbekannte Aktion"),
    ("first answer", "erst antworten"),
    ("it is ", "am Zug ist "),
)


def t(lang, key):
    i = KEYS.find(" " + key + " ")
    if i < 0:
        raise KeyError(key)
    k = KEYS.count(" ", 0, i)  # the key's index: the spaces before it
    s = TEXTS[lang]
    a = 0
    for _ in range(k):
        a = s.find("|", a) + 1
    b = s.find("|", a)
    return s[a:] if b < 0 else s[a:b]


def core_msg(lang, msg):
    if lang != DE:
        return msg
    for en, de in CORE:
        if msg.startswith(en):
            if en == "it is ":  # "it is bob's turn, not ann's" -> "am Zug ist bob, nicht ann"
                rest = msg[len(en):].replace("'s turn, not ", ", nicht ")
                return de + rest.replace("'s", "")
            return de + msg[len(en):]
    return msg
