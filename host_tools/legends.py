"""`companion legends`: printable key legends and quick-reference cards, made from the firmware's own key maps.

    companion legends [--out hardware] [--lang en|de|nl]

For every game that loads (tabletop.core.registry) it writes

    OUT/legends/<game>.svg, .pdf   the 12 MacroPad keys at true size (19.05 mm pitch) with the game's labels,
                                   plus cut-out inserts for relegendable keycaps and a 50 mm scale check
    OUT/cards/<game>.svg, .pdf     a one-page quick-reference card: what each key and the encoder do, and
                                   which keys are lit in which phase

Everything comes from the game module (KEYS, SETUP_PHASES, PHASES, TITLE, PLAYERS) and from the app's key
layout (tabletop.ui.app: 0..8 the game's KEYS in order, 9 undo, 10 back/menu, 11 redo; USB at the top), so a
change of a key map shows up here the next time the command runs -- and tests/host/test_hardware_legends.py
fails until it has run. A game that does not load (or has no KEYS/PHASES yet) is skipped with a note.

SVG and PDF are written by hand (no dependencies) from the same list of drawing primitives, so the two files
of a sheet show the same thing. The PDF uses the standard Helvetica fonts (nothing embedded) and no dates:
the output is byte-for-byte reproducible.

--lang de / nl writes the sheets in German / Dutch (default: English) into OUT/de/ or OUT/nl/ (the
English ones in OUT itself): the game's words (key labels, verbs, phases, tiles) from the game's own
de.txt / nl.txt as the device shows them (tabletop.ui.tongue.tr), the app's keys from
tabletop.ui.lang.BOTTOM, and the sheets' own sentences from SHEET below (one it lacks stays English).
"""

import os
import sys

from host_tools import langs
from host_tools.langs import LANGS, game_words

MM_PER_PT = 25.4 / 72.0
PITCH = 19.05  # MacroPad (and Cherry MX) key pitch, mm
CAP = 18.0  # a 1u keycap's footprint, mm
INSERT = 14.0  # paper insert of a relegendable keycap, mm (cut smaller if your caps' window is smaller)
INSERT_INNER = 12.0  # ... the common smaller window, dashed guide
A4 = (210.0, 297.0)
A5_LANDSCAPE = (210.0, 148.0)
COLS = 3
ROWS = 4
GREY = (0.55, 0.55, 0.55)
LIGHT = (0.88, 0.88, 0.88)
BLACK = (0.0, 0.0, 0.0)

# Helvetica and Helvetica-Bold advance widths (1/1000 em) of ASCII 32..126, from the Adobe AFM files
# (matplotlib's mpl-data/fonts/afm/phvr8a.afm, phvb8a.afm): text is measured the same in SVG and PDF.
_W_REGULAR = (
    278, 278, 355, 556, 556, 889, 667, 222, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556,
    556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778,
    722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278,
    278, 278, 469, 556, 222, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
)
_W_BOLD = (
    278, 333, 474, 556, 556, 889, 722, 278, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556,
    556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778,
    722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333,
    278, 333, 584, 556, 278, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
    611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
)

PHASE_KIND = {0: "automatic", 1: "each player in turn", 2: "in turn until all pass"}

# --- languages -------------------------------------------------------------------------------------

# The sheets' own sentences in German and Dutch (index 1 and 2; English is the key itself), ASCII as
# the device's files are (ae oe ue ss). The device's words where it has them: Zug / zet (an entry),
# Aufbau / opbouw (setup), Drehknopf / draaiknop (the encoder), Display / scherm.
SHEET = {
    "%s - key legends": ("%s - Tastenbeschriftung", "%s - toetslabels"),
    "Print at 100 % (\"actual size\", no fit-to-page). MacroPad RP2040, USB and screen at the top; "
    "key pitch 19.05 mm.":
        ("Mit 100 % drucken (\"Originalgroesse\", nicht \"an Seite anpassen\"). MacroPad RP2040, USB und "
         "Display oben; Tastenabstand 19,05 mm.",
         "Afdrukken op 100 % (\"werkelijke grootte\", niet \"aanpassen aan pagina\"). MacroPad RP2040, USB "
         "en scherm boven; toetsafstand 19,05 mm."),
    "1  The pad at true size (lay it beside the MacroPad, or cut it out as a plate)":
        ("1  Das Tastenfeld in Originalgroesse (neben das MacroPad legen oder als Platte ausschneiden)",
         "1  Het toetsenveld op ware grootte (leg het naast de MacroPad, of knip het uit als plaat)"),
    "screen": ("Display", "scherm"),
    "encoder": ("Drehknopf", "draaiknop"),
    "grey: the app's own keys (undo, back/menu, redo) - the same in every game":
        ("grau: die eigenen Tasten der App (Rueck, Menue, Vor) - in jedem Spiel gleich",
         "grijs: de eigen toetsen van de app (Terug, Menu, Verder) - in elk spel gelijk"),
    "2  Inserts for relegendable keycaps (%g mm; the dashed square is %g mm)":
        ("2  Einleger fuer beschriftbare Tastenkappen (%g mm; das gestrichelte Quadrat: %g mm)",
         "2  Inlegvellen voor beschrijfbare toetskappen (%g mm; het gestreepte vierkant: %g mm)"),
    "3  Scale check": ("3  Massstab pruefen", "3  Schaal controleren"),
    "this bar must measure 50 mm; a key square above 19.05 mm":
        ("dieser Balken muss 50 mm messen, ein Tastenquadrat oben 19,05 mm",
         "deze balk moet 50 mm meten, een toetsvierkant hierboven 19,05 mm"),
    "%s legends": ("%s Tastenbeschriftung", "%s toetslabels"),
    "%s quick reference": ("%s Kurzuebersicht", "%s overzichtskaart"),
    "%s - generated by `companion legends` from the firmware's key map (tabletop.games.%s KEYS); "
    "do not edit by hand":
        ("%s - erzeugt von `companion legends` aus der Tastenbelegung der Firmware (tabletop.games.%s KEYS); "
         "nicht von Hand aendern",
         "%s - gemaakt door `companion legends` uit de toetsindeling van de firmware (tabletop.games.%s KEYS); "
         "niet met de hand wijzigen"),
    "%s - quick reference": ("%s - Kurzuebersicht", "%s - overzichtskaart"),
    "%s players": ("%s Spieler", "%s spelers"),
    "Keys": ("Tasten", "Toetsen"),
    "each starts an entry; turn and press the encoder for its other words":
        ("jede beginnt einen Zug; Drehknopf drehen und druecken fuer die weiteren Worte",
         "elke begint een zet; draai en druk de draaiknop voor de andere woorden"),
    "in: ": ("in: ", "in: "),
    "(not in the recorded games)": ("(nicht in den aufgezeichneten Partien)", "(niet in de opgenomen spellen)"),
    " (setup)": (" (Aufbau)", " (opbouw)"),
    "take back the last entry / put it back (one press each, any time)":
        ("letzten Zug zuruecknehmen / wiederherstellen (je ein Druck, jederzeit)",
         "laatste zet terugnemen / terugzetten (een druk per keer, altijd)"),
    "drop the last word of an entry; with none: the menu (language, new game)":
        ("letztes Wort eines Zuges loeschen; ohne Wort: das Menue (Sprache, neues Spiel)",
         "laatste woord van een zet wissen; zonder woord: het menu (taal, nieuw spel)"),
    "Encoder": ("Drehknopf", "Draaiknop"),
    "turn": ("drehen", "draaien"),
    "press": ("druecken", "drukken"),
    "scroll: the words possible now, then the game's status and every player":
        ("blaettern: die jetzt moeglichen Worte, dann der Spielstand und jeder Spieler",
         "bladeren: de woorden die nu kunnen, dan de spelstand en elke speler"),
    "take the highlighted word; an entry is applied as soon as it is complete":
        ("das markierte Wort nehmen; ein Zug gilt, sobald er vollstaendig ist",
         "het gemarkeerde woord kiezen; een zet telt zodra hij compleet is"),
    "A key glows when its action is possible for the active player; actions without a key are "
    "chosen with the encoder.":
        ("Eine Taste leuchtet, wenn ihre Aktion fuer den Spieler am Zug moeglich ist; Aktionen ohne Taste "
         "waehlt man mit dem Drehknopf.",
         "Een toets licht op als zijn actie kan voor de speler aan de beurt; acties zonder toets kies je "
         "met de draaiknop."),
    "Keys lit in each phase": ("Leuchtende Tasten je Phase", "Verlichte toetsen per fase"),
    "who acts": ("wer ist dran", "wie is aan de beurt"),
    "encoder only": ("nur Drehknopf", "alleen draaiknop"),
    "any (see below)": ("alle (siehe unten)", "alle (zie onder)"),
    "automatic": ("automatisch", "automatisch"),
    "each player in turn": ("jeder reihum", "ieder om de beurt"),
    "in turn until all pass": ("reihum, bis alle passen", "om de beurt, tot iedereen past"),
    "filled dot: the phase takes this entry": ("voller Punkt: die Phase nimmt diesen Zug an",
                                               "volle stip: de fase neemt deze zet aan"),
    "; ring: the phase names no list, the key glowed in it in the recorded games":
        ("; Ring: die Phase nennt keine Liste, die Taste leuchtete in ihr in den aufgezeichneten Partien",
         "; ring: de fase noemt geen lijst, de toets lichtte erin op in de opgenomen spellen"),
    "Entries without a key (encoder): ": ("Zuege ohne Taste (Drehknopf): ", "Zetten zonder toets (draaiknop): "),
    "Tiles on the screen: ": ("Plaettchen auf dem Display: ", "Tegels op het scherm: "),
    # Terra Mystica's short forms (tabletop.games.terra_mystica.show's docstring), in its de.txt / nl.txt's
    "Short forms: c w p pw vp = coins, workers, priests, power, victory points; 3vp/TP = 3 VP a trading "
    "house; cult = a cult step; town6 = towns need power 6; D TP TE SH SA = dwelling, trading house, temple, "
    "stronghold, sanctuary.":
        ("Kurzformen: m a pr ma sp = Muenzen, Arbeiter, Priester, Macht, Siegpunkte; 3sp/H = 3 SP je "
         "Handelshaus; Kult = ein Kultschritt; Stadt6 = Staedte brauchen Macht 6; W H T F Hl = Wohnhaus, "
         "Handelshaus, Tempel, Festung, Heiligtum.",
         "Afkortingen: m a pr ma op = munten, arbeiders, priesters, macht, overwinningspunten; 3op/H = 3 OP "
         "per handelshuis; cultus = een cultusstap; stad6 = steden vragen macht 6; W H T V Hd = woning, "
         "handelshuis, tempel, vesting, heiligdom."),
}

# tabletop.ui.lang.BOTTOM as of this writing (the labels of keys 9..11 per language), if the ui is absent
_FALLBACK_BOTTOM = (("undo", "menu", "redo"), ("rueck", "menue", "vor"), ("terug", "menu", "verder"))


def say(lg, text):
    """One of the sheets' own sentences in language lg (0 English: as it is; one SHEET lacks: English)."""
    if not lg:
        return text
    to = SHEET.get(text) or SHEET.get(" ".join(text.split()))  # a docstring: its words, however wrapped
    return to[lg - 1] if to else text


def ascii_text(s):
    """Printable ASCII only (the PDF's standard fonts and the OLED's font agree on that)."""
    out = []
    for ch in str(s):
        o = ord(ch)
        out.append(ch if 32 <= o < 127 else "-" if ch in "\u2013\u2014" else "?")
    return "".join(out)


def text_width(s, size, bold=False):
    """Width in mm of `s` set in Helvetica(-Bold) at `size` mm."""
    table = _W_BOLD if bold else _W_REGULAR
    return sum(table[ord(c) - 32] for c in ascii_text(s)) * size / 1000.0


def fit_size(s, width, size, bold=False, smallest=1.5):
    """The largest size <= `size` at which `s` fits `width` (never below `smallest`)."""
    w = text_width(s, size, bold)
    if w <= width or w == 0:
        return size
    return max(smallest, size * width / w)


def wrap_text(s, width, size, bold=False):
    """Lines of `s` (split at spaces) that fit `width` mm."""
    lines = []
    line = ""
    for word in ascii_text(s).split(" "):
        cand = word if not line else line + " " + word
        if line and text_width(cand, size, bold) > width:
            lines.append(line)
            line = word
        else:
            line = cand
    if line:
        lines.append(line)
    return lines


# --- the app's key layout ------------------------------------------------------------------------
# Fallback = tabletop.ui.app as of this writing (keys 0..8 the game's KEYS, 9 undo, 10 back/menu, 11 redo).
_FALLBACK = {"undo": 9, "back": 10, "redo": 11, "labels": ("undo", "menu", "redo")}


def app_layout(lang=0):
    """{"undo": k, "back": k, "redo": k, "labels": (undo, back, redo), "source": module or None, "lang": lang}:
    the labels of the app's keys in language `lang` (0 English, 1 German, 2 Dutch: tabletop.ui.lang.BOTTOM)."""
    try:
        from tabletop.ui import app
        from tabletop.ui import lang as L

        return {"undo": app.UNDO, "back": app.BACK, "redo": app.REDO, "labels": tuple(L.BOTTOM[lang]),
                "source": "tabletop.ui.app", "lang": lang}
    except (ImportError, AttributeError):
        d = dict(_FALLBACK)
        d["labels"] = _FALLBACK_BOTTOM[lang]
        d["source"] = None
        d["lang"] = lang
        return d


def key_map(game, layout=None):
    """The 12 physical keys, MacroPad order (0 top-left, row by row, USB at the top):
    a list of (label, kind, words) with kind "game" (words = the KEYS entry's words, the record's: English),
    "app" or "free"; the labels in the layout's language."""
    layout = layout or app_layout()
    keys = list(getattr(game, "KEYS", ()))
    shown = game_words(game, layout.get("lang", 0), [k[0] for k in keys])
    app_keys = {layout["undo"]: layout["labels"][0], layout["back"]: layout["labels"][1],
                layout["redo"]: layout["labels"][2]}
    out = []
    gi = 0
    for k in range(COLS * ROWS):
        if k in app_keys:
            out.append((app_keys[k].capitalize(), "app", ()))
        elif gi < len(keys):
            out.append((shown[gi], "game", tuple(keys[gi][1])))
            gi += 1
        else:
            out.append(("", "free", ()))
    return out


def loadable_games():
    """[(name, module)] of the registry's games that load and declare KEYS and PHASES; [(name, why)] skipped."""
    from tabletop.core import registry

    ok, skipped = [], []
    for name in registry.names():
        try:
            mod = registry.load(name)
            mod.KEYS, mod.PHASES, mod.TITLE  # noqa: B018 - the attributes the sheets need
        except Exception as e:  # noqa: BLE001 - a game still being written is skipped, not fatal
            skipped.append((name, "%s: %s" % (type(e).__name__, e)))
            continue
        ok.append((name, mod))
    return ok, skipped


# --- drawing primitives: one list, two renderers -----------------------------------------------------
class Page:
    """A page in mm (origin top-left, y down). Items are plain tuples so renderers stay trivial."""

    def __init__(self, width, height, title):
        self.width = width
        self.height = height
        self.title = ascii_text(title)
        self.items = []

    def rect(self, x, y, w, h, stroke=BLACK, fill=None, width=0.25, dash=None, radius=0.0):
        self.items.append(("rect", x, y, w, h, stroke, fill, width, dash, radius))

    def line(self, x1, y1, x2, y2, stroke=BLACK, width=0.25, dash=None):
        self.items.append(("line", x1, y1, x2, y2, stroke, width, dash))

    def text(self, x, y, s, size, bold=False, anchor="start", fill=BLACK, fit=None):
        """`y` is the baseline; `size` the font size in mm; anchor start|middle|end. With `fit` (mm) the size
        shrinks until the text fits and the SVG pins its length (viewers without Helvetica stay in the box)."""
        s = ascii_text(s)
        if fit is not None:
            size = fit_size(s, fit, size, bold)
        self.items.append(("text", x, y, s, size, bold, anchor, fill, fit is not None))

    def texts(self):
        return [it[3] for it in self.items if it[0] == "text"]


def _n(v):
    s = "%.3f" % v
    s = s.rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def _hex(c):
    return "#%02x%02x%02x" % tuple(int(round(v * 255)) for v in c)


def _xml(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def to_svg(page):
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<svg xmlns="http://www.w3.org/2000/svg" width="%smm" height="%smm" viewBox="0 0 %s %s">'
           % (_n(page.width), _n(page.height), _n(page.width), _n(page.height)),
           "<title>%s</title>" % _xml(page.title),
           '<rect x="0" y="0" width="%s" height="%s" fill="#ffffff"/>' % (_n(page.width), _n(page.height))]
    for it in page.items:
        if it[0] == "rect":
            _, x, y, w, h, stroke, fill, width, dash, radius = it
            a = ['x="%s" y="%s" width="%s" height="%s"' % (_n(x), _n(y), _n(w), _n(h))]
            if radius:
                a.append('rx="%s"' % _n(radius))
            a.append('fill="%s"' % (_hex(fill) if fill else "none"))
            if stroke:
                a.append('stroke="%s" stroke-width="%s"' % (_hex(stroke), _n(width)))
                if dash:
                    a.append('stroke-dasharray="%s"' % " ".join(_n(d) for d in dash))
            out.append("<rect %s/>" % " ".join(a))
        elif it[0] == "line":
            _, x1, y1, x2, y2, stroke, width, dash = it
            d = ' stroke-dasharray="%s"' % " ".join(_n(v) for v in dash) if dash else ""
            out.append('<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="%s"%s/>'
                       % (_n(x1), _n(y1), _n(x2), _n(y2), _hex(stroke), _n(width), d))
        else:
            _, x, y, s, size, bold, anchor, fill, fitted = it
            # the length Helvetica gives: viewers that substitute a wider font keep the layout
            length = ' textLength="%s" lengthAdjust="spacingAndGlyphs"' % _n(text_width(s, size, bold)) if s else ""
            out.append('<text x="%s" y="%s" font-family="Helvetica, Arial, sans-serif" font-size="%s"%s%s'
                       ' fill="%s"%s>%s</text>'
                       % (_n(x), _n(y), _n(size), ' font-weight="bold"' if bold else "",
                          ' text-anchor="%s"' % anchor if anchor != "start" else "", _hex(fill), length, _xml(s)))
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _pdf_str(s):
    return "(" + s.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)") + ")"


def _rgb(c, op):
    return "%s %s %s %s" % (_n(c[0]), _n(c[1]), _n(c[2]), op)


def _rounded(x, y, w, h, r):
    """PDF path of a rounded rectangle (points, y up from (x, y) = bottom-left)."""
    k = 0.5523 * r
    p = ["%s %s m" % (_n(x + r), _n(y)), "%s %s l" % (_n(x + w - r), _n(y)),
         "%s %s %s %s %s %s c" % (_n(x + w - r + k), _n(y), _n(x + w), _n(y + r - k), _n(x + w), _n(y + r)),
         "%s %s l" % (_n(x + w), _n(y + h - r)),
         "%s %s %s %s %s %s c" % (_n(x + w), _n(y + h - r + k), _n(x + w - r + k), _n(y + h),
                                  _n(x + w - r), _n(y + h)),
         "%s %s l" % (_n(x + r), _n(y + h)),
         "%s %s %s %s %s %s c" % (_n(x + r - k), _n(y + h), _n(x), _n(y + h - r + k), _n(x), _n(y + h - r)),
         "%s %s l" % (_n(x), _n(y + r)),
         "%s %s %s %s %s %s c" % (_n(x), _n(y + r - k), _n(x + r - k), _n(y), _n(x + r), _n(y)), "h"]
    return " ".join(p)


def to_pdf(page):
    """A one-page PDF 1.4: uncompressed content, Helvetica/Helvetica-Bold (standard 14, not embedded)."""
    k = 1.0 / MM_PER_PT
    H = page.height
    ops = []
    for it in page.items:
        if it[0] == "rect":
            _, x, y, w, h, stroke, fill, width, dash, radius = it
            X, Y, W, Hh = x * k, (H - y - h) * k, w * k, h * k
            path = _rounded(X, Y, W, Hh, radius * k) if radius else "%s %s %s %s re" % (_n(X), _n(Y), _n(W), _n(Hh))
            ops.append("q")
            if fill:
                ops.append(_rgb(fill, "rg"))
            if stroke:
                ops.append(_rgb(stroke, "RG"))
                ops.append("%s w" % _n(width * k))
                ops.append("[%s] 0 d" % " ".join(_n(d * k) for d in dash) if dash else "[] 0 d")
            ops.append(path + " " + ("B" if fill and stroke else "f" if fill else "S"))
            ops.append("Q")
        elif it[0] == "line":
            _, x1, y1, x2, y2, stroke, width, dash = it
            ops.append("q %s %s w %s %s %s m %s %s l S Q" % (
                _rgb(stroke, "RG"), _n(width * k),
                "[%s] 0 d" % " ".join(_n(d * k) for d in dash) if dash else "[] 0 d",
                _n(x1 * k), _n((H - y1) * k), _n(x2 * k), _n((H - y2) * k)))
        else:
            _, x, y, s, size, bold, anchor, fill, _fitted = it
            w = text_width(s, size, bold)
            if anchor == "middle":
                x -= w / 2
            elif anchor == "end":
                x -= w
            ops.append("BT %s /%s %s Tf %s %s Td %s Tj ET" % (
                _rgb(fill, "rg"), "F2" if bold else "F1", _n(size * k), _n(x * k), _n((H - y) * k), _pdf_str(s)))
    content = ("\n".join(ops) + "\n").encode("ascii")
    objs = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        ("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %s %s] /Contents 4 0 R "
         "/Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>" % (_n(page.width * k), _n(H * k))).encode("ascii"),
        b"<< /Length %d >>\nstream\n" % len(content) + content + b"endstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
        ("<< /Title %s /Producer (tabletop companion: companion legends) >>" % _pdf_str(page.title)).encode("ascii"),
    ]
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for i, body in enumerate(objs):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % (i + 1) + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1)
    for off in offsets:
        out += b"%010d 00000 n \n" % off
    out += b"trailer\n<< /Size %d /Root 1 0 R /Info 7 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objs) + 1, xref)
    return bytes(out)


def pdf_texts(data):
    """The strings a PDF written by to_pdf() shows, in order (for tests: compare PDFs by their text)."""
    import re

    out = []
    for m in re.finditer(rb"\(((?:\\.|[^\\)])*)\) Tj", data):
        s = re.sub(rb"\\(.)", rb"\1", m.group(1))
        out.append(s.decode("latin-1"))
    return out


# --- the sheets --------------------------------------------------------------------------------------
def _footer(page, name, what, lg=0):
    page.text(page.width / 2, page.height - 6, say(lg, "%s - generated by `companion legends` from the firmware's key map "
              "(tabletop.games.%s KEYS); do not edit by hand") % (what, name), 2.4, anchor="middle", fill=GREY,
              fit=page.width - 10)


def _key_grid(page, x0, y0, keys, pitch=PITCH, cap=CAP, numbers=True):
    """The 3x4 keys at `pitch`, caps `cap` wide, labels centred; returns the grid's bottom y."""
    m = (pitch - cap) / 2
    for k, (label, kind, _words) in enumerate(keys):
        r, c = divmod(k, COLS)
        x, y = x0 + c * pitch, y0 + r * pitch
        page.rect(x, y, pitch, pitch, stroke=LIGHT, width=0.15)
        page.rect(x + m, y + m, cap, cap, fill=LIGHT if kind == "app" else None, width=0.3, radius=1.5)
        if label:
            size = fit_size(label, cap - 3.0, 4.2, bold=True)
            page.text(x + pitch / 2, y + pitch / 2 + size * 0.36, label, size, bold=True, anchor="middle",
                      fit=cap - 3.0)
        if numbers:
            page.text(x + m + 1.0, y + m + cap - 1.0, "K%d" % (k + 1), 1.6, fill=GREY)
    return y0 + ROWS * pitch


def _crop_marks(page, x, y, w, h, n=2.0, gap=0.8):
    for cx, dx in ((x, -1), (x + w, 1)):
        for cy, dy in ((y, -1), (y + h, 1)):
            page.line(cx + dx * gap, cy, cx + dx * (gap + n), cy, width=0.15)
            page.line(cx, cy + dy * gap, cx, cy + dy * (gap + n), width=0.15)


def legend_page(name, game, layout=None, lang=0):
    """The legend sheet of a game; in the layout's language (app_layout(lang)), English by default."""
    layout = layout or app_layout(lang)
    lg = layout.get("lang", 0)
    keys = key_map(game, layout)
    title = say(lg, "%s - key legends") % game.TITLE
    page = Page(A4[0], A4[1], title)
    wide = page.width - 30  # a sentence longer in German or Dutch shrinks to the page's margins
    page.text(15, 18, title, 7, bold=True, fit=wide)
    page.text(15, 25, say(lg, "Print at 100 % (\"actual size\", no fit-to-page). MacroPad RP2040, USB and screen at "
              "the top; key pitch 19.05 mm."), 3.0, fit=wide)
    # 1. the keys as they sit on the pad
    page.text(15, 36, say(lg, "1  The pad at true size (lay it beside the MacroPad, or cut it out as a plate)"), 3.6,
              bold=True, fit=wide)
    gx = (page.width - COLS * PITCH) / 2
    page.rect(gx - 4, 41, COLS * PITCH + 8, 12, stroke=GREY, width=0.2, dash=(1, 1))
    page.text(gx + 2, 48.5, say(lg, "screen"), 2.6, fill=GREY)
    page.text(gx + COLS * PITCH - 2, 48.5, say(lg, "encoder"), 2.6, anchor="end", fill=GREY)
    bottom = _key_grid(page, gx, 55, keys)
    page.text(page.width / 2, bottom + 5, say(lg, "grey: the app's own keys (undo, back/menu, redo) - the same in "
              "every game"), 2.6, anchor="middle", fill=GREY, fit=wide)
    # 2. inserts for relegendable keycaps
    y = bottom + 16
    page.text(15, y, say(lg, "2  Inserts for relegendable keycaps (%g mm; the dashed square is %g mm)")
              % (INSERT, INSERT_INNER), 3.6, bold=True, fit=wide)
    y += 6
    per_row = 6
    step = INSERT + 8.0
    x0 = (page.width - per_row * step + 8.0) / 2
    printed = [(k, kv) for k, kv in enumerate(keys) if kv[0]]
    for i, (k, (label, kind, _w)) in enumerate(printed):
        r, c = divmod(i, per_row)
        x, yy = x0 + c * step, y + 3 + r * (INSERT + 10)
        page.rect(x, yy, INSERT, INSERT, width=0.2)
        d = (INSERT - INSERT_INNER) / 2
        page.rect(x + d, yy + d, INSERT_INNER, INSERT_INNER, stroke=GREY, width=0.12, dash=(0.8, 0.8))
        _crop_marks(page, x, yy, INSERT, INSERT)
        size = fit_size(label, INSERT_INNER - 1.5, 3.8, bold=True)
        page.text(x + INSERT / 2, yy + INSERT / 2 + size * 0.36, label, size, bold=True, anchor="middle",
                  fit=INSERT_INNER - 1.5)
        page.text(x + INSERT / 2, yy + INSERT + 3.2, "K%d" % (k + 1), 1.8, anchor="middle", fill=GREY)
    rows = (len(printed) + per_row - 1) // per_row
    y = y + 3 + rows * (INSERT + 10) + 6
    # 3. scale check
    page.text(15, y, say(lg, "3  Scale check"), 3.6, bold=True)
    y += 6
    page.line(15, y, 65, y, width=0.4)
    for t in range(0, 51, 10):
        page.line(15 + t, y - 1.5, 15 + t, y + 1.5, width=0.25)
    page.text(70, y + 1.2, say(lg, "this bar must measure 50 mm; a key square above 19.05 mm"), 3.0,
              fit=page.width - 85)
    _footer(page, name, say(lg, "%s legends") % game.TITLE, lg)
    return page


def _phase_rows(game):
    rows = []
    for ph in getattr(game, "SETUP_PHASES", ()):
        rows.append((ph, True))
    for ph in game.PHASES:
        rows.append((ph, False))
    return rows


RECORDS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tests", "records")


def played_phases(name, game, folder=RECORDS):
    """{(phase name, setup): set of verbs}: the verbs whose key glows in each phase, as the device
    lights them (the game's choices() for the player it asks: its view's asked(), else the active
    one) over every state of the game's recorded games in `folder` (tests/records). A phase that
    names its verbs needs no record; the others (Terra Mystica's: any command) are measured."""
    from tabletop.core import flow, registry
    from tabletop.core.session import Session
    from tabletop.core.text import parse

    view = registry.view(game)
    ask = getattr(view, "asked", None)
    out = {}
    for fn in sorted(os.listdir(folder)) if os.path.isdir(folder) else ():
        with open(os.path.join(folder, fn), encoding="utf-8") as f:
            text = f.read()
        if "\ngame %s\n" % name not in "\n" + text:
            continue
        rec = parse(text, registry.words_for)
        s = Session(rec.copy_header(), game)
        for k in range(len(rec) + 1):
            st = s.state
            q = ask(st) if ask else None
            a = q[0] if q else flow.active(st)
            if a >= 0 and not st["flow"]["ended"]:
                verbs = q[2] if q else view.choices(st, a, [])
                out.setdefault((st["flow"]["phase"], st["flow"]["setup"]), set()).update(verbs)
            if k < len(rec):
                s.apply_words(*rec.entry(k))
    return out


def _lit(ph, words, setup=False, played=None):
    """Is the key of `words` lit in phase `ph`: the verbs the phase names, else as measured
    over the recorded games (played_phases)."""
    if ph.kind == 0 or not words:
        return False
    if ph.commands is not None:
        return words[0] in ph.commands
    return played is not None and words[0] in played.get((ph.name, setup), ())


def _unique(xs):
    out = []
    for x in xs:
        if x not in out:
            out.append(x)
    return out


def _phase_verbs(game, ph):
    """The verbs of a phase, in the game's order (COMMANDS keys sorted when the phase allows all)."""
    if ph.commands is not None:
        return list(ph.commands)
    return sorted(game.COMMANDS)


def compress_words(words):
    """Runs like +fav1 +fav2 ... +fav12 shown as "+fav1..12" (order kept, first occurrence)."""
    import re

    out = []
    groups = {}
    for w in words:
        m = re.match(r"^(.*?)(\d+)$", w)
        if m and m.group(1):
            stem, n = m.group(1), int(m.group(2))
            if stem not in groups:
                groups[stem] = []
                out.append(("g", stem))
            groups[stem].append(n)
        else:
            out.append(("w", w))
    res = []
    for kind, v in out:
        if kind == "w":
            res.append(v)
            continue
        ns = sorted(groups[v])
        if len(ns) > 2 and ns == list(range(ns[0], ns[-1] + 1)):
            res.append("%s%d..%d" % (v, ns[0], ns[-1]))
        else:
            res.extend("%s%d" % (v, n) for n in ns)
    return res


def _clip_lines(lines, most, width, size):
    if len(lines) <= most:
        return lines
    lines = lines[:most]
    last = lines[-1]
    while last and text_width(last + " ...", size) > width:
        last = last[:-1]
    lines[-1] = last.rstrip(", ") + " ..."
    return lines


def card_page(name, game, layout=None, lang=0):
    """The quick-reference card of a game; in the layout's language (app_layout(lang)), English by default."""
    layout = layout or app_layout(lang)
    lg = layout.get("lang", 0)
    keys = key_map(game, layout)
    lo, hi = game.PLAYERS
    title = say(lg, "%s - quick reference") % game.TITLE
    page = Page(A5_LANDSCAPE[0], A5_LANDSCAPE[1], title)
    page.text(10, 13, title, 6, bold=True)
    page.text(page.width - 10, 13, say(lg, "%s players") % (str(lo) if lo == hi else "%d-%d" % (lo, hi)), 3.2,
              anchor="end", fill=GREY)
    # the pad, small
    p = 11.0
    gx, gy = 10.0, 20.0
    for k, (label, kind, _w) in enumerate(keys):
        r, c = divmod(k, COLS)
        page.rect(gx + c * p + 0.5, gy + r * p + 0.5, p - 1, p - 1, fill=LIGHT if kind == "app" else None,
                  width=0.25, radius=1.0)
        page.text(gx + c * p + 1.3, gy + r * p + 2.6, str(k + 1), 1.5, fill=GREY)  # keys 1..12
        if label:
            size = fit_size(label, p - 2.0, 2.6, bold=True)
            page.text(gx + c * p + p / 2, gy + r * p + p / 2 + size * 0.36, label, size, bold=True, anchor="middle",
                      fit=p - 2.0)
    # what the keys and the encoder do
    x = gx + COLS * p + 8
    y = gy + 3
    ls = 3.9
    rows = _phase_rows(game)
    # the game's words as the device shows them: the phases' names, the verbs
    phase_names = dict(zip([ph.name for ph, _s in rows], game_words(game, lg, [ph.name for ph, _s in rows])))
    setup_note = say(lg, " (setup)")
    page.text(x, y, say(lg, "Keys"), 3.4, bold=True)
    page.text(x + 14, y, say(lg, "each starts an entry; turn and press the encoder for its other words"), 2.6, fill=GREY,
              fit=page.width - 10 - x - 14)
    y += ls + 0.5
    game_keys = [kv for kv in keys if kv[1] == "game"]
    played = played_phases(name, game)
    for i, (label, _kind, words) in enumerate(game_keys):
        page.text(x, y, "%d %s" % (i + 1, label), 2.8, bold=True, fit=12.5)
        page.text(x + 14, y, " ".join(game_words(game, lg, words)) + " ...", 2.8, fit=25.5 if lg else None)
        where = _unique([phase_names[ph.name] + (setup_note if su else "") for ph, su in rows
                         if _lit(ph, words, su, played)])
        page.text(x + 40, y, (say(lg, "in: ") + ", ".join(where)) if where else say(lg, "(not in the recorded games)"),
                  2.6, fill=GREY, fit=page.width - 10 - x - 40)
        y += ls
    y += 1.5
    lab = layout["labels"]
    bottom = [("%d %s / %d %s" % (layout["undo"] + 1, lab[0].capitalize(), layout["redo"] + 1, lab[2].capitalize()),
             say(lg, "take back the last entry / put it back (one press each, any time)")),
            ("%d %s" % (layout["back"] + 1, lab[1].capitalize()),
             say(lg, "drop the last word of an entry; with none: the menu (language, new game)"))]
    col = max(text_width(k, 2.8, bold=True) for k, _t in bottom) + 2.0  # the texts start after the widest key
    for k, t in bottom:
        page.text(x, y, k, 2.8, bold=True)
        page.text(x + col, y, t, 2.8, fit=page.width - 10 - x - col)
        y += ls
    y += 1.5
    page.text(x, y, say(lg, "Encoder"), 3.4, bold=True)
    y += ls + 0.5
    page.text(x, y, say(lg, "turn"), 2.8, bold=True, fit=13.5)
    page.text(x + 14, y, say(lg, "scroll: the words possible now, then the game's status and every player"), 2.8,
              fit=page.width - 10 - x - 14)
    y += ls
    page.text(x, y, say(lg, "press"), 2.8, bold=True, fit=13.5)
    page.text(x + 14, y, say(lg, "take the highlighted word; an entry is applied as soon as it is complete"), 2.8,
              fit=page.width - 10 - x - 14)
    y += ls
    page.text(x, y, say(lg, "A key glows when its action is possible for the active player; actions without a key "
              "are chosen with the encoder."), 2.5, fill=GREY, fit=page.width - 10 - x)
    # phases x keys
    y = max(y, gy + ROWS * p) + 7
    page.text(10, y, say(lg, "Keys lit in each phase"), 3.4, bold=True)
    y += 2
    name_w = 32.0
    who_w = 28.0
    kw = min(12.0, (page.width - 20 - name_w - who_w - 40) / max(1, len(game_keys)))
    rh = min(5.0, (page.height - 12 - y - 12) / (len(rows) + 1))
    fs = min(2.6, rh * 0.62)
    hx = 10 + name_w
    for i, (label, _k, _w) in enumerate(game_keys):
        page.text(hx + i * kw + kw / 2, y + rh * 0.72, label, fs, bold=True, anchor="middle", fit=kw - 1)
    kx = hx + len(game_keys) * kw + 2
    ex = kx + who_w
    ew = page.width - 10 - ex - 1
    page.text(kx, y + rh * 0.72, say(lg, "who acts"), fs, bold=True, fit=who_w - 2)
    page.text(ex, y + rh * 0.72, say(lg, "encoder only"), fs, bold=True)
    y += rh
    page.line(10, y, page.width - 10, y, width=0.2)
    on_keys = [w[0] for _l, _k, w in game_keys if w]
    for j, (ph, setup) in enumerate(rows):
        if ph.kind == 0:
            extra = ""
        elif ph.commands is None:
            extra = say(lg, "any (see below)")
        else:
            extra = ", ".join(game_words(game, lg, compress_words([v for v in ph.commands if v not in on_keys])))
        efs = fs
        lines = wrap_text(extra, ew, efs) if extra else []
        while len(lines) > 1 and efs > 1.8:
            efs -= 0.1
            lines = wrap_text(extra, ew, efs)
        lines = _clip_lines(lines, 2, ew, efs)
        h = max(rh, len(lines) * efs * 1.2 + rh * 0.35)
        if j % 2 == 0:
            page.rect(10, y, page.width - 20, h, stroke=None, fill=(0.95, 0.95, 0.95))
        page.text(12, y + rh * 0.72, phase_names[ph.name] + (setup_note if setup else ""), fs, bold=not setup,
                  fit=name_w - 3)
        for i, (_label, _k, words) in enumerate(game_keys):
            if _lit(ph, words, setup, played):
                cx, cy = hx + i * kw + kw / 2, y + rh / 2
                if ph.commands is None:  # the phase names no verbs: measured on the recorded games
                    page.rect(cx - 1.0, cy - 1.0, 2.0, 2.0, stroke=BLACK, width=0.3, radius=1.0)
                else:
                    page.rect(cx - 1.1, cy - 1.1, 2.2, 2.2, stroke=None, fill=BLACK, radius=1.1)
        page.text(kx, y + rh * 0.72, say(lg, PHASE_KIND.get(ph.kind, "")), fs, fill=GREY if ph.kind == 0 else BLACK,
                  fit=who_w - 2)
        for li, line in enumerate(lines):
            page.text(ex, y + rh * 0.72 + li * efs * 1.2, line, efs, fit=ew)
        y += h
    page.line(10, y, page.width - 10, y, width=0.2)
    y += 3.6
    note = say(lg, "filled dot: the phase takes this entry")
    if any(ph.commands is None and ph.kind != 0 for ph, _s in rows):
        note += say(lg, "; ring: the phase names no list, the key glowed in it in the recorded games")
    page.text(10, y, note + ".", 2.3, fill=GREY, fit=page.width - 20)
    others = game_words(game, lg, compress_words([v for v in sorted(game.COMMANDS) if v not in on_keys]))
    text = [(_tiles_help(game, lg), 1.7)]  # the tiles by what they give (Terra Mystica), then the rest
    if others:
        text.append((say(lg, "Entries without a key (encoder): ") + ", ".join(others), 2.4 if not text[0][0] else 1.7))
    for t, size in text:
        if not t:
            continue
        y += size * 1.25
        lines = _clip_lines(wrap_text(t, page.width - 20, size), max(1, int((page.height - 9 - y) / (size * 1.2))),
                            page.width - 20, size)
        for line in lines:
            page.text(10, y, line, size, fit=page.width - 20)
            y += size * 1.2
    _footer(page, name, say(lg, "%s quick reference") % game.TITLE, lg)
    return page


def _tiles_help(game, lg=0):
    """The tiles as the screen shows them, by what they give (the module the view's LABELS
    names: its TEXT table and its docstring of short forms), or ""."""
    from tabletop.core import registry

    name = getattr(registry.view(game), "LABELS", None)
    mod = __import__(name, None, None, ("TEXT",)) if name else None
    if mod is None or not getattr(mod, "TEXT", ""):
        return ""
    rows = [r for r in mod.TEXT.split("|") if r[:3] in ("bon", "fav") or r[:3] == "act" and r[3].isdigit()]
    return (say(lg, "Tiles on the screen: ") + ", ".join(game_words(game, lg, rows)) + ". "
            + say(lg, " ".join((mod.__doc__ or "").split())))


def generate(out, lang=0):
    """Write every sheet under `out` (in language `lang`: 0 English, 1 German, 2 Dutch); returns
    (written paths, skipped [(game, why)])."""
    layout = app_layout(lang)
    games, skipped = loadable_games()
    written = []
    for sub in ("legends", "cards"):
        os.makedirs(os.path.join(out, sub), exist_ok=True)
    for name, mod in games:
        for sub, page in (("legends", legend_page(name, mod, layout)), ("cards", card_page(name, mod, layout))):
            base = os.path.join(out, sub, name)
            with open(base + ".svg", "w", encoding="ascii", newline="\n") as f:
                f.write(to_svg(page))
            with open(base + ".pdf", "wb") as f:
                f.write(to_pdf(page))
            written += [base + ".svg", base + ".pdf"]
    return written, skipped


# the checkout's hardware/ folder (host_tools/ sits beside it), whatever the current directory
DEFAULT_OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "hardware")


def lang_out(out, lang):
    """The folder that gets legends/ and cards/: OUT in English, OUT/de or OUT/nl else (the English
    sheets in hardware/ stay as they are)."""
    return out if lang in (None, "en") else os.path.join(out, lang)


def _add_arguments(p):
    p.add_argument("--out", default=DEFAULT_OUT,
                   help="folder to write legends/ and cards/ into (default: the checkout's hardware/); "
                        "with --lang de or nl its de/ or nl/ folder")
    p.add_argument("--lang", choices=LANGS, default="en",
                   help="the sheets' language: en (default), de (German) or nl (Dutch), the device's words")


def register(subparsers):
    p = subparsers.add_parser("legends", help="write printable key legends and quick cards for every game")
    _add_arguments(p)
    p.set_defaults(func=lambda args: main(["--out", args.out, "--lang", args.lang]))


def main(argv=None):
    from host_tools import inputs

    ap = inputs.Parser(prog="companion legends")
    _add_arguments(ap)
    try:
        args = ap.parse_args(argv)
        args.out = lang_out(args.out, args.lang)
        inputs.check_folder(args.out, "output folder")
        for sub in ("legends", "cards"):
            inputs.check_folder(os.path.join(args.out, sub), "output folder")
    except inputs.UserError as e:
        print("companion legends: %s" % e, file=sys.stderr)
        return e.status
    written, skipped = generate(args.out, langs.index(args.lang))
    for path in written:
        print("wrote", path)
    for name, why in skipped:
        print("skipped %s (does not load yet: %s)" % (name, why), file=sys.stderr)
    if app_layout()["source"] is None:
        print("note: tabletop.ui.app not importable; used the default key layout (9 undo, 10 menu, 11 redo)",
              file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
