"""Every text the device shows itself, in English and German (index 0 and 1).

Game texts (status lines, refusals) come from the game modules and the core in English;
`core_msg` translates the core's own refusals."""

EN = 0
DE = 1
NAMES = ("English", "Deutsch")

T = {
    "lang": ("Language", "Sprache"),
    "game": ("Game", "Spiel"),
    "players": ("Players", "Spieler"),
    "seat": ("Player %d", "Spieler %d"),
    "option": ("Option: %s", "Option: %s"),
    "round": ("R%d %s", "R%d %s"),
    "setup": ("Setup %s", "Aufbau %s"),
    "asks": ("%s? %s", "%s? %s"),
    "over": ("Game over", "Spielende"),
    "winner": ("Winner: %s", "Sieger: %s"),
    "winners": ("Shared win: %s", "Geteilt: %s"),
    "menu": ("Menu", "Menue"),
    "new": ("New game", "Neues Spiel"),
    "sure": ("Really end game?", "Spiel beenden?"),
    "yes": ("Yes, new game", "Ja, neues Spiel"),
    "back": ("Back to game", "Zurueck zum Spiel"),
    "keys": ("Key legend", "Tastenbelegung"),
    "missing": ("%s is not installed", "%s fehlt"),
    "damaged": ("Save damaged: %s", "Spielstand defekt: %s"),
    "older": ("Resumed an older copy", "Aeltere Kopie geladen"),
    "fresh": ("Starting fresh", "Neuer Start"),
    "resumed": ("Resumed: %d entries", "Fortgesetzt: %d Zuege"),
    "nosave": ("Cannot save!", "Speichern geht nicht!"),
    "error": ("Error: %s", "Fehler: %s"),
    "undo": ("Undone", "Rueckgaengig"),
    "redo": ("Redone", "Wiederholt"),
}

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
    return T[key][lang]


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
