# The device's own texts in German (tabletop.ui.lang: the English ones, the keys, the lookup).
# Imported only when German is chosen (RAM on the board).

TEXT = (
    "Sprache|Spiel|Spieler|Spieler %d|Option: %s|R%d %s|Aufbau %s|%s: %s?|Spielende|"
    "Sieger: %s|Geteilt: %s|Menue|Neues Spiel|Spiel beenden?|Ja, neues Spiel|"
    "Zurueck zum Spiel|Tastenbelegung|%s fehlt|Spielstand defekt: %s|"
    "Aeltere Kopie geladen|Neuer Start|Fortgesetzt, Zuege: %d|Speichern geht nicht!|"
    "Fehler: %s|zurueck: %s|wieder: %s|Verlauf|Noch keine Zuege|Standardoptionen|"
    "Nein, zurueck|Geraetetest|Test: Taste %d|Test: Taste druecken|Drehen %+d Druecken %d|"
    "Menue 2x: zurueck|%s %d von %d|auslosen lassen|Standard + Aufbau|"
    "Nicht gesichert: neuer Versuch folgt, Strom anlassen|"
    "Speicher voll. Gesichertes bleibt: aus- und einstecken|"
    "Speicher %d KB, das Spiel braucht %d KB: er reicht evtl. nicht")

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


def core_msg(msg):
    for en, de in CORE:
        if msg.startswith(en):
            if en == "it is ":  # "it is bob's turn, not ann's" -> "am Zug ist bob, nicht ann"
                rest = msg[len(en):].replace("'s turn, not ", ", nicht ")
                return de + rest.replace("'s", "")
            return de + msg[len(en):]
    return msg
