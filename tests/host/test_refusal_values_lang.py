# The values the rules put into a refusal's %s fields, in German and Dutch: a refusal's sentence
# comes from the game's de_refusals.txt / nl_refusals.txt, each value from its whole-text line in
# de.txt / nl.txt (tabletop.ui.tongue), so that "you have no hut on the upper river" is not shown
# as "du hast keine Huette on the oben river". Assyria, Babel, After the Flood and Terra Mystica:
# the messages as the rules make them (provoked below, so that the list keeps up with the rules),
# each as the pad shows it, with no English word left but the player's own echoed back, and no
# more lines than the English needs.
import re

import pytest

from tabletop.core import registry
from tabletop.ui import lang as L
from tabletop.ui import layout as Y
from tabletop.ui.tongue import tr
from tabletop.ui.tongue_refusal import rules_msg
from tests.portable import assyria_util as AU
from tests.portable import test_after_the_flood_rules as FR
from tests.portable import test_tm_rules as TR
from tests.portable.babel_board import game as babel_game
from tests.portable.checks import refused, refused_rule
from tests.portable.test_after_the_flood_game import play_until

# (message, German, Dutch)
ASSYRIA = (
    ("you have no hut on the upper river",
     "du hast keine Huette am oberen Fluss",
     "je hebt geen hut aan de bovenrivier"),
    ("you have no hut on the lower river",
     "du hast keine Huette am unteren Fluss",
     "je hebt geen hut aan de benedenrivier"),
    ("you have no hut between the rivers",
     "du hast keine Huette zwischen den Fluessen",
     "je hebt geen hut tussen de rivieren"),
    ("you have no hut outside the rivers",
     "du hast keine Huette ausserhalb der Fluesse",
     "je hebt geen hut buiten de rivieren"),
    ("say how many unfed huts on the upper river (1 to 2)",
     "hungernde Huetten am oberen Fluss: Zahl fehlt (1 bis 2)",
     "hongerige hutten aan de bovenrivier: welk getal? (1 tot 2)"),
    ("say how many unfed huts on the lower river (1 to 1)",
     "hungernde Huetten am unteren Fluss: Zahl fehlt (1 bis 1)",
     "hongerige hutten aan de benedenrivier: welk getal? (1 tot 1)"),
    ("say how many unfed huts between the rivers (1 to 3)",
     "hungernde Huetten zwischen Fluessen: Zahl fehlt (1 bis 3)",
     "hongerige hutten tussen de rivieren: welk getal? (1 tot 3)"),
    ("say how many unfed huts outside the rivers (1 to 2)",
     "hungernde Huetten ausserhalb: Zahl fehlt (1 bis 2)",
     "hongerige hutten buiten de rivieren: welk getal? (1 tot 2)"),
    ("unfed huts on the upper river: 1 to 2, not 3",
     "hungernde Huetten am oberen Fluss: 1 bis 2, nicht 3",
     "hongerige hutten aan de bovenrivier: 1 tot 2, niet 3"),
    ("unfed huts on the lower river: 1 to 1, not 2",
     "hungernde Huetten am unteren Fluss: 1 bis 1, nicht 2",
     "hongerige hutten aan de benedenrivier: 1 tot 1, niet 2"),
    ("unfed huts between the rivers: 1 to 3, not 4",
     "hungernde Huetten zwischen Fluessen: 1 bis 3, nicht 4",
     "hongerige hutten tussen de rivieren: 1 tot 3, niet 4"),
    ("unfed huts outside the rivers: 1 to 2, not 3",
     "hungernde Huetten ausserhalb: 1 bis 2, nicht 3",
     "hongerige hutten buiten de rivieren: 1 tot 2, niet 3"),
    ("where the huts stand: one of upper lower between outside",
     "Ort der Huetten: eines von oben unten zwischen ausserhalb",
     "waar de hutten staan: een van boven onder tussen buiten"),
    ("where the unfed huts stand: one of upper lower between outside",
     "Ort der hungernden Huetten: eines von oben unten zwischen ausserhalb",
     "waar de hongerige hutten staan: een van boven onder tussen buiten"),
    ("say how many huts (1 to 4)", "Huetten: Zahl fehlt (1 bis 4)", "hutten: welk getal? (1 tot 4)"),
    ("huts: 1 to 4, not 5", "Huetten: 1 bis 4, nicht 5", "hutten: 1 tot 4, niet 5"),
    ("say how many column (1 to 3)", "Spalte: Zahl fehlt (1 bis 3)", "kolom: welk getal? (1 tot 3)"),
    ("column: 1 to 3, not 4", "Spalte: 1 bis 3, nicht 4", "kolom: 1 tot 3, niet 4"),
    ("column 1 is taken by red", "Spalte 1 ist schon von rot belegt", "kolom 1 is al bezet door rood"),
    ("say how many camels to offer (1 to 3)",
     "Kamele zum Opfern: Zahl fehlt (1 bis 3)",
     "te offeren kamelen: welk getal? (1 tot 3)"),
    ("camels to offer: 1 to 3, not 4",
     "Kamele zum Opfern: 1 bis 3, nicht 4",
     "te offeren kamelen: 1 tot 3, niet 4"),
    ("say how many expansion card value (2 to 4)",
     "Wert der Expansionskarte: Zahl fehlt (2 bis 4)",
     "waarde van de expansiekaart: welk getal? (2 tot 4)"),
    ("expansion card value: 2 to 4, not 5",
     "Wert der Expansionskarte: 2 bis 4, nicht 5",
     "waarde van de expansiekaart: 2 tot 4, niet 5"),
    ("no expansion card 2 is left in the deck (left: 3 4)",
     "Expansionskarte 2: keine mehr im Stapel (uebrig: 3 4)",
     "geen expansiekaart 2 meer in de stapel (over: 3 4)"),
    ("no expansion card 3 is left in the deck (left: none)",
     "Expansionskarte 3: keine mehr im Stapel (uebrig: keine)",
     "geen expansiekaart 3 meer in de stapel (over: geen)"),
    ("dignitary: one of high middle low",
     "Wuerdentraeger: eines von hoher mittlerer niederer",
     "notabele: een van hoge middelste lage"),
    ("all 3 places at the high dignitary are taken",
     "alle 3 Plaetze besetzt (hoher Wuerdentraeger)",
     "alle 3 plaatsen bij de hoge notabele zijn bezet"),
    ("buy: one of plow food", "kaufen: eines von Pflug Nahrung", "kopen: een van ploeg voedsel"),
    ("symbols on the food card: one of 1 2 3 wild",
     "Symbole der Nahrungskarte: eines von 1 2 3 Joker",
     "symbolen op de voedselkaart: een van 1 2 3 joker"),
    ("build: one of base centre roof",
     "bauen: eines von Basis Mitte Dach",
     "bouwen: een van basis midden dak"),
    ("the base replaces your hut (not on a river): one of between outside",
     "die Basis ersetzt deine Huette (nicht am Fluss): eines von zwischen ausserhalb",
     "de basis vervangt je hut (niet aan een rivier): een van tussen buiten"),
    ("not enough camels for a ziggurat base: 6 needed, you have 0",
     "nicht genug Kamele fuer eine Basis: 6 noetig, du hast 0",
     "niet genoeg kamelen voor een basis: 6 nodig, je hebt er 0"),
    ("not enough camels for a centre: 3 needed, you have 0",
     "nicht genug Kamele fuer eine Mitte: 3 noetig, du hast 0",
     "niet genoeg kamelen voor een midden: 3 nodig, je hebt er 0"),
    ("not enough camels for a roof: 2 needed, you have 1",
     "nicht genug Kamele fuer ein Dach: 2 noetig, du hast 1",
     "niet genoeg kamelen voor een dak: 2 nodig, je hebt er 1"),
    ("not enough camels for the high dignitary: 4 needed, you have 0",
     "nicht genug Kamele fuer den hohen Wuerdentraeger: 4 noetig, du hast 0",
     "niet genoeg kamelen voor de hoge notabele: 4 nodig, je hebt er 0"),
    ("not enough camels for the middle dignitary: 3 needed, you have 0",
     "nicht genug Kamele fuer den mittleren Wuerdentraeger: 3 noetig, du hast 0",
     "niet genoeg kamelen voor de middelste notabele: 3 nodig, je hebt er 0"),
    ("not enough camels for the low dignitary: 2 needed, you have 0",
     "nicht genug Kamele fuer den niederen Wuerdentraeger: 2 noetig, du hast 0",
     "niet genoeg kamelen voor de lage notabele: 2 nodig, je hebt er 0"),
    ("not enough camels for 1 offering: 1 needed, you have 0",
     "nicht genug Kamele fuer 1 Opfergabe: 1 noetig, du hast 0",
     "niet genoeg kamelen voor 1 offergave: 1 nodig, je hebt er 0"),
    ("not enough camels for 3 offerings: 3 needed, you have 0",
     "nicht genug Kamele fuer 3 Opfergaben: 3 noetig, du hast 0",
     "niet genoeg kamelen voor 3 offergaven: 3 nodig, je hebt er 0"),
    ("not enough camels for this food card: 1 needed, you have 0",
     "nicht genug Kamele fuer diese Karte: 1 noetig, du hast 0",
     "niet genoeg kamelen voor deze kaart: 1 nodig, je hebt er 0"),
    ("not enough camels for a plow card: 2 needed, you have 1",
     "nicht genug Kamele fuer eine Pflugkarte: 2 noetig, du hast 1",
     "niet genoeg kamelen voor een ploegkaart: 2 nodig, je hebt er 1"),
    ("a ziggurat grows one level per turn: your centre was built this turn",
     "Zikkurat: 1 Stufe pro Zug, deine Mitte ist von diesem Zug",
     "een ziggurat groeit een niveau per beurt: je midden is van deze beurt"),
    ("a ziggurat grows one level per turn: your bases were built this turn",
     "Zikkurat: 1 Stufe pro Zug, deine Basen sind von diesem Zug",
     "een ziggurat groeit een niveau per beurt: je basissen zijn van deze beurt"),
    ("a centre goes on a base: you have no ziggurat with a bare base",
     "Mitte kommt auf Basis: du hast keine Zikkurat mit freier Basis",
     "midden komt op basis: je hebt geen basis zonder iets erop"),
    # no line of the refusals files: a text put together ("the famine" + ...), whole in de.txt
    ("the famine comes before the wells",
     "erst Hungersnot, dann Brunnen",
     "eerst hongersnood, dan putten"),
    ("feeding comes before the wells", "erst ernaehren, dann Brunnen", "eerst voeden, dan putten"),
)

BABEL = (
    ("name one people (the card you discard)",
     "nenne genau eins: Volk (die Karte, die du abwirfst)",
     "noem er precies een: volk (de kaart die je aflegt)"),
    ("name one people card to settle",
     "nenne genau eins: Voelkerkarte zum Ansiedeln",
     "noem er precies een: volkerenkaart om neer te leggen"),
    ("name one source: own, other or start",
     "nenne genau eins: eigenes, anderes oder Startkarte",
     "noem er precies een: eigen, andere of startkaart"),
    ("'romans' is not a people: medes, sumerians, hittites, persians, assyrians",
     "'romans' ist kein Volk: Meder, Sumerer, Hethiter, Perser, Assyrer",
     "'romans': geen volk (Meden, Soemeriers, Hettieten, Perzen, Assyriers)"),
    ("the own temple store is empty", "eigenes Baulager ist leer", "de eigen tempelvoorraad is leeg"),
    ("the other temple store is empty", "anderes Baulager ist leer", "de andere tempelvoorraad is leeg"),
    ("the temple at the hittites needs level 3, the own card is level 1",
     "der Tempel am Ort der Hethiter braucht Stufe 3; eigenes: Stufe 1",
     "de tempel bij de Hettieten vereist niveau 3; eigen: niveau 1"),
    ("the temple at the hittites needs level 2, the own card is level 3",
     "der Tempel am Ort der Hethiter braucht Stufe 2; eigenes: Stufe 3",
     "de tempel bij de Hettieten vereist niveau 2; eigen: niveau 3"),
    ("the temple at the sumerians needs level 2, the start card is level 1",
     "der Tempel am Ort der Sumerer braucht Stufe 2; Startkarte: Stufe 1",
     "de tempel bij de Soemeriers vereist niveau 2; startkaart: niveau 1"),
    ("your pawn is already at the hittites",
     "deine Figur steht schon am Ort der Hethiter",
     "je speelstuk staat al bij de Hettieten"),
    ("build your level-1 start card first: it fits at the hittites now",
     "baue erst die Startkarte: sie passt am Ort der Hethiter",
     "bouw eerst je startkaart: die past nu bij de Hettieten"),
    ("migration moves exactly 3 cards: you have 1 at the hittites",
     "Wanderung: genau 3 Karten, du hast 1 am Ort der Hethiter",
     "migratie: precies 3 kaarten, je hebt er 1 bij de Hettieten"),
    ("level 2 needs 2 of your people at the hittites, there are 1",
     "Stufe 2 braucht 2 Karten am Ort der Hethiter, du hast 1",
     "niveau 2 vereist 2 kaarten bij de Hettieten, je hebt 1"),
    ("stealing level 4 needs 4 of your people at the assyrians, there are 3",
     "Raub der Stufe 4 braucht 4 deiner Karten am Ort der Assyrer, es sind 3",
     "niveau 4 stelen vereist 4 kaarten bij de Assyriers, je hebt 3"),
)

# After the Flood: "missing " + what has no line of the refusals files (a text put together), it is
# whole in de.txt / nl.txt; the other values (regions, resources, the action under way) are words
FLOOD = (
    ("missing a resource", "es fehlt ein Rohstoff", "grondstof ontbreekt"),
    ("missing the number of workers", "es fehlt die Zahl der Arbeiter", "aantal arbeiders ontbreekt"),
    ("the number of workers must be 1 to 2",
     "die Zahl der Arbeiter muss 1 bis 2 sein",
     "het aantal arbeiders moet 1 tot 2 zijn"),
    ("workers cannot go to ur: it is Sumerian (cities only)",
     "keine Arbeiter nach Ur: es ist sumerisch (nur Staedte)",
     "geen arbeiders naar Ur: het is Sumerisch (alleen steden)"),
    ("not enough lapis: 1 needed, you have 0",
     "zu wenig Lapis: 1 noetig, du hast 0",
     "niet genoeg lapis: 1 nodig, je hebt 0"),
    ("'stone' is not a resource (grain wood metal wool tool oil gold lapis)",
     "'stone'? Rohstoffe: Getreide Holz Metall Wolle Werkzeug Oel Gold Lapis",
     "'stone'? kies uit: graan hout metaal wol gereedschap olie goud lapis"),
    ("missing a region", "es fehlt ein Gebiet", "gebied ontbreekt"),
    ("no trade in sippar (trade is in the non-Sumerian regions)",
     "kein Handel in Sippar (nur ausserhalb Sumers)",
     "geen handel in Sippar (alleen buiten Sumer)"),
    ("missing an empire", "es fehlt ein Reich", "rijk ontbreekt"),
    ("the empires of this turn are akkad, guti, sumer",
     "die Reiche dieser Runde sind Akkad, Guti, Sumer",
     "de rijken van deze ronde zijn Akkad, Guti, Sumer"),
    ("missing an area", "es fehlt ein Gebiet", "gebied ontbreekt"),
    ("missing the number of tools",
     "es fehlt die Zahl der Werkzeuge",
     "aantal gereedschappen ontbreekt"),
    ("the number of tools must be 1 to 99",
     "die Zahl der Werkzeuge muss 1 bis 99 sein",
     "het aantal gereedschappen moet 1 tot 99 zijn"),
    ("finish the workers action first (done)",
     "beende erst die Aktion Arbeiter (fertig)",
     "maak eerst de actie arbeiders af (klaar)"),
    ("wood is paid with grain or wool or tool",
     "Holz wird mit Getreide oder Wolle oder Werkzeug bezahlt",
     "hout betaal je met graan of wol of gereedschap"),
    ("amorites offers no gold",
     "Amoriter: Gold nicht im Angebot",
     "Amorieten: geen goud in het aanbod"),
    ("finish the trade action first (done)",
     "beende erst die Aktion handeln (fertig)",
     "maak eerst de actie handelen af (klaar)"),
    ("Sippar: the second wood comes from the same trader",
     "Sippar: Holz zum zweiten Mal nur vom selben Haendler",
     "Sippar: hout opnieuw alleen van dezelfde handelaar"),
    ("enemy armies in egypt: no trade there",
     "gegnerische Armeen in Aegypten: dort kein Handel",
     "vijandige legers in Egypte: daar geen handel"),
    ("the akkad empire is already taken this turn",
     "das Reich Akkad ist diese Runde schon vergeben",
     "het rijk Akkad is deze ronde al genomen"),
    ("you need at least 1 worker in guti and as many as anyone (you 0, most 3)",
     "zu wenig Arbeiter in Guti: mind. 1, so viele wie jeder (du 0, max. 3)",
     "te weinig arbeiders in Guti: min. 1 en evenveel als ieder (jij 0, max. 3)"),
    ("missing the number", "es fehlt die Zahl", "aantal ontbreekt"),
    ("the number must be 1 to 20", "die Zahl muss 1 bis 20 sein", "het aantal moet 1 tot 20 zijn"),
    ("missing the armies placed", "es fehlt die Zahl der Armeen", "aantal legers ontbreekt"),
    ("the armies placed must be 1 to 2",
     "die Zahl der Armeen muss 1 bis 2 sein",
     "het aantal legers moet 1 tot 2 zijn"),
    ("finish the empire action first (done)",
     "beende erst die Aktion Reich (fertig)",
     "maak eerst de actie rijk af (klaar)"),
    ("not enough wool: 3 needed, you have 2",
     "zu wenig Wolle: 3 noetig, du hast 2",
     "niet genoeg wol: 3 nodig, je hebt 2"),
    ("none of your armies is next to nippur",
     "keine deiner Armeen grenzt an Nippur",
     "geen van je legers grenst aan Nippur"),
    ("your armies must stand in babylon",
     "deine Armeen muessen in Babylon stehen",
     "je legers moeten in Babylon staan"),
    ("no enemy city in umma", "keine gegnerische Stadt in Umma", "geen vijandige stad in Umma"),
    ("finish the expand action first (done)",
     "beende erst die Aktion ausbauen (fertig)",
     "maak eerst de actie uitbreiden af (klaar)"),
    ("missing a die", "es fehlt ein Wuerfel", "dobbelsteen ontbreekt"),
    ("a die must be 1 to 6", "ein Wuerfel muss 1 bis 6 sein", "een dobbelsteen moet 1 tot 6 zijn"),
    ("missing where from", "es fehlt, woher", "herkomst ontbreekt"),
    ("babylon already has a city", "Babylon hat schon eine Stadt", "Babylon heeft al een stad"),
    ("eridu holds enemy armies",
     "in Eridu stehen gegnerische Armeen",
     "in Eridu staan vijandige legers"),
    ("wool is not a luxury (tool oil gold lapis)",
     "Wolle ist kein Luxusgut (Werkzeug Oel Gold Lapis)",
     "wol is geen luxegoed (gereedschap olie goud lapis)"),
    ("you have no city in babylon", "du hast keine Stadt in Babylon", "je hebt geen stad in Babylon"),
    ("the luxuries must all be different: gold is given",
     "jedes Luxusgut nur einmal: Gold ist schon dabei",
     "de luxegoederen moeten verschillen: goud is er al"),
    ("the city in ur is expanded already",
     "die Stadt in Ur ist schon ausgebaut",
     "de stad in Ur is al uitgebreid"),
    ("the bank has no lapis left", "die Bank hat kein Lapis mehr", "de bank heeft geen lapis meer"),
)

# Terra Mystica: "shipping is at its highest level" / "the %s cannot ship" (a choice of two texts)
# are in de.txt / nl.txt; the codes BON1 BON2 FAV6 whole there, the power actions' ACTn as the
# words files write them
TERRA = (
    ("chaosmagicians and giants are both red: one faction of each colour",
     "Chaosmagier und Riesen sind beide rot: ein Volk je Farbe",
     "chaosmagiers en reuzen zijn beide rood: een volk per kleur"),
    ("option bonus: tile numbers joined by '-', like 2-7-3-8-6-5",
     "Option Bonus: Nummern mit '-', etwa 2-7-3-8-6-5",
     "optie bonus: nummers met '-', zoals 2-7-3-8-6-5"),
    ("option scoring: tile numbers joined by '-', like 2-7-3-8-6-5",
     "Option Wertung: Nummern mit '-', etwa 2-7-3-8-6-5",
     "optie telling: nummers met '-', zoals 2-7-3-8-6-5"),
    ("you do not hold BON2", "du hast Bonuskarte 2 nicht", "je hebt bonustegel 2 niet"),
    ("ACTN is not an action of the witches",
     "AKTN ist keine Aktion fuer Hexen",
     "ACTN is geen actie van de heksen"),
    ("ACTW needs your stronghold", "AKTW braucht deine Festung", "ACTW vereist je vesting"),
    ("burn needs a number", "opfern: Zahl fehlt", "offeren: getal ontbreekt"),
    ("dig needs a number", "Spaten: Zahl fehlt", "schop: getal ontbreekt"),
    ("spades needs a number", "Spaten: Zahl fehlt", "schoppen: getal ontbreekt"),
    ("you have no temple to upgrade",
     "zum Ausbauen fehlt dir ein Tempel",
     "je hebt geen tempel om te upgraden"),
    ("you cannot convert W to P", "kein Tausch von A gegen Pr", "je kunt A niet voor Pr ruilen"),
    ("2 PW give 0 W, not 1", "2 Ma ergeben 0 A, nicht 1", "2 Ma geven 0 A, niet 1"),
    ("you already used BON1 this round",
     "Bonuskarte 1: diese Runde schon genutzt",
     "bonustegel 1: deze ronde al gebruikt"),
    ("shipping is at its highest level",
     "Schifffahrt ist schon ganz oben",
     "scheepvaart staat al op het hoogste niveau"),
    ("you already used FAV6 this round",
     "Gunstplaettchen 6: diese Runde schon genutzt",
     "gunsttegel 6: deze ronde al gebruikt"),
    ("power action ACT2 already taken this round",
     "Machtaktion AKT2 ist diese Runde schon genommen",
     "machtactie ACT2 is deze ronde al genomen"),
    ("leech needs a number", "Macht: Zahl fehlt", "macht: getal ontbreekt"),
    ("you have no power offer from the witches",
     "Hexen: kein Machtangebot an dich",
     "je hebt geen machtaanbod van de heksen"),
    ("the witches have left the game already",
     "Hexen: schon ausgestiegen",
     "de heksen zijn al uit het spel"),
    ("the witches have left the game: no power for them",
     "Hexen: ausgestiegen, kein Angebot mehr",
     "de heksen zijn uit het spel: geen macht voor hen"),
    ("digging is at its highest level for the darklings",
     "Umwandlungsleiste ist fuer Darklinge schon ganz oben",
     "graven staat voor de duisterlingen al op het hoogste niveau"),
    ("the fakirs cannot ship",
     "die Fakire haben keine Schifffahrt",
     "de fakirs hebben geen scheepvaart"),
    ("no cult space for 3 steps free on fire",
     "kein Kultfeld fuer 3 Schritte frei bei Feuer",
     "geen cultusveld voor 3 stappen vrij bij vuur"),
    ("for needs a number", "fuer: Zahl fehlt", "voor: getal ontbreekt"),
    ("not enough victory points: 50 needed, you have 20",
     "zu wenig Siegpunkte: 50 noetig, du hast 20",
     "te weinig overwinningspunten: 50 nodig, je hebt 20"),
    ("one offer per neighbour: the nomads are named twice",
     "ein Angebot je Nachbar: Nomaden doppelt genannt",
     "een aanbod per buur: de nomaden staan er twee keer in"),
)

# the messages of the lists that are not provoked below (positions too long to reach), as the
# rules' texts make them
BY_HAND = {
    "no expansion card 3 is left in the deck (left: none)",
    "not enough camels for a roof: 2 needed, you have 1",
    "a ziggurat grows one level per turn: your bases were built this turn",
    "the temple at the sumerians needs level 2, the start card is level 1",
    "level 2 needs 2 of your people at the hittites, there are 1",
    "stealing level 4 needs 4 of your people at the assyrians, there are 3",
}
# the player's own words, echoed back as entered
ECHOED = {"romans", "stone"}
# words the language has too (Dutch "hut", "is")
ALSO = {L.DE: {"in"}, L.NL: {"hut", "ziggurat", "is", "in", "per"}}
# each game's names and words that the language writes as English does (After the Flood's regions;
# Terra Mystica's power actions ACTn in Dutch, as nl.txt has them)
FLOOD_SAME = {"akkad", "guti", "sumer", "nippur", "babylon", "umma", "eridu", "ur", "sippar", "lapis",
              "bank"}
SAME = {
    "after_the_flood": {L.DE: FLOOD_SAME | {"gold"}, L.NL: FLOOD_SAME},
    "terra_mystica": {L.DE: {"option", "bonus"}, L.NL: {"bonus", "fakirs", "actn", "actw", "act"}},
}


def shown(game, lg, msg):
    # as the pad shows a rules' refusal (tabletop.ui.tongue_refusal.refused, but the core's)
    got = rules_msg(game, lg, msg)
    return tr(game, lg, msg) if got is None else got


def lines(text):
    return len(Y.pack(("! " + text).split(" "), Y.COLS))


def assyria_messages():
    # the refusals of ASSYRIA that the rules give, provoked (tests/portable/test_assyria_refusals.py)
    head, session = AU.head, AU.session
    start = head(2) + "green: pick\nred: pick\nred: take 1\ngreen: take 2\n"
    out = []
    s = session(head(2) + "green: pick\nred: pick\nred: take 1\n")
    out += [refused(s, "green: " + e) for e in ("take", "take 4", "take 1")]
    s = session(start)
    out += [refused(s, "red: " + e) for e in ("hut river 1", "hut upper", "hut upper 5")]
    s.apply("red: hut upper 2")
    s.apply("red: hut outside 2")
    out += [refused(s, "red: " + e) for e in (
        "starve lower 1", "starve between 1", "starve river", "starve upper", "starve outside",
        "starve upper 3", "starve outside 3")]
    s.apply("red: plow")
    s.apply("red: well")
    out += [refused(s, "red: starve upper 1"), refused(s, "red: plow")]
    s = session(start + "red: hut lower 1\nred: hut between 3\n")
    out += [refused(s, "red: " + e) for e in (
        "starve upper 1", "starve outside 1", "starve lower", "starve lower 2", "starve between",
        "starve between 4")]
    s = session(start + "red: hut outside 4\nred: done\ngreen: hut outside 4\ngreen: done\n")
    out += [refused(s, "red: " + e) for e in (
        "build base outside", "build centre", "court high", "court middle", "court low", "offer 1",
        "offer 3", "buy food 1")]
    s = session(start + "red: hut upper 1\nred: hut outside 3\nred: plow\nred: done\n"
                "green: hut outside 4\ngreen: done\nred: buy food 2\n")
    out.append(refused(s, "red: buy plow"))
    actions = start + ("red: hut upper 2\nred: hut lower 2\nred: done\n"
                       "green: hut upper 2\ngreen: hut lower 2\ngreen: done\n")
    s = session(actions)
    out += [refused(s, "red: " + e) for e in (
        "offer", "offer 4", "court royal", "buy horse", "buy food 4", "build tower", "build base upper")]
    s.apply("red: build centre")
    out += [refused(s, "red: build roof"), refused(s, "red: build centre")]
    s = session(actions)
    for e in ("red: court high", "red: court high", "red: done", "green: court high"):
        s.apply(e)
    out.append(refused(s, "green: court high"))
    text = AU.record_text("assyria_4p_full.txt")  # turn 8: both 2s are drawn
    s = session(text[:text.index("green: card 4")])
    out += [refused(s, "green: " + e) for e in ("card 2", "card", "card 5")]
    return out


def babel_messages():
    s = babel_game()
    out = [refused(s, "white: " + e) for e in ("travel", "settle", "build", "travel romans")]
    s.apply("white: travel hittites")
    out += [refused(s, "white: " + e) for e in ("build own", "build other", "travel hittites")]
    s.apply("white: settle persians")
    out += [refused(s, "white: migrate hittites medes"), refused(s, "white: end")]
    # white's store 3, temple 1 at the Hittites; black's store 4 1, temple 1 2 there
    s = babel_game("white: travel hittites\nwhite: settle persians\nwhite: build start\nwhite: end 2 3\n"
                   "black: travel hittites\nblack: settle medes\nblack: settle medes\nblack: build start\n"
                   "black: build other\nblack: end 1 4\n")
    out.append(refused(s, "white: build own"))
    s.apply("white: end")
    out.append(refused(s, "black: build own"))
    return out


def flood_messages():
    # the refusals of FLOOD that the rules give, provoked in the record's game
    # (tests/portable/test_after_the_flood_refusals.py); the bank's last lapis gone: a state made so
    from tabletop.games.after_the_flood import trade as K

    out = []
    s = play_until("cid: place wool 2 akkad")
    out += [refused(s, "cid: " + e) for e in (
        "place", "place wool", "place wool 3 akkad", "place wool 2 ur", "place lapis 1 akkad",
        "place stone 2 akkad", "trade", "trade sippar wood wool", "empire", "empire egypt", "attack",
        "tools", "tools 0")]
    s.apply("cid: place wool 2 akkad")
    out += [refused(s, "cid: " + e) for e in ("trade egypt gold wool", "empire akkad", "pass")]
    s = play_until("ann: trade amorites wood wool")
    out += [refused(s, "ann: " + e) for e in ("trade amorites wood gold", "trade amorites gold wool")]
    s.apply("ann: trade amorites wood wool")
    out += [refused(s, "ann: " + e) for e in ("place wool 1 egypt", "trade mittani wood wool")]
    s = play_until("ann: trade hittites metal wool")
    out.append(refused(s, "ann: trade egypt gold wool"))
    s = play_until("bob: empire guti")
    out.append(refused(s, "bob: empire akkad"))
    s = play_until("cid: empire akkad")
    out.append(refused(s, "cid: empire guti"))
    s.apply("cid: empire akkad")
    out += [refused(s, "cid: " + e) for e in (
        "buy grain", "buy grain 21", "deploy", "deploy 3", "trade egypt gold wool",
        "equip wool wool wool")]
    s = play_until("cid: attack babylon")
    out += [refused(s, "cid: " + e) for e in ("attack nippur", "destroy babylon", "destroy umma")]
    s.apply("cid: attack babylon")
    out.append(refused(s, "cid: place grain 1 egypt"))
    s = play_until("bob: roll 3 1")
    out += [refused(s, "bob: " + e) for e in ("roll 3", "roll 7 1")]
    s = play_until("cid: scribe hand mittani")
    out.append(refused(s, "cid: scribe"))
    s = play_until("ann: city ur")
    out.append(refused(s, "ann: city babylon"))
    s = play_until("bob: city nippur")
    out.append(refused(s, "bob: city eridu"))
    s = play_until("ann: luxury gold")
    out += [refused(s, "ann: " + e) for e in ("luxury", "luxury wool", "expand babylon")]
    s.apply("ann: luxury gold")
    out.append(refused(s, "ann: luxury gold"))
    s = play_until("ann: expand eridu")
    out.append(refused(s, "ann: expand ur"))
    st = FR.game().state  # (tests/portable/test_after_the_flood_rules.py)
    st["players"][0]["w"][5] = 3  # ann: 3 workers in the Kassites
    st["bank"][7] = 0
    st["flow"]["turn"] = 1
    out.append(refused_rule(st, K.trade, 0, ["kassites", "lapis", "tool"]))
    return out


def tm_messages():
    # the refusals of TERRA that the rules give, provoked (tests/portable/test_tm_refusals.py); the
    # shipping at its top and FAV6 used: the rule on the state made so
    from tabletop.core.errors import Illegal
    from tabletop.games.terra_mystica import acts, spades

    out = []
    for seats, bonus, scoring in ((("giants", "chaosmagicians"), None, TR.SCORING),
                                  (("witches", "nomads"), "1-2-x", TR.SCORING),
                                  (("witches", "nomads"), None, "3-4-x")):
        try:
            TR.new(seats, bonus=bonus, scoring=scoring)
        except Illegal as e:
            out.append(e.message)
    s = TR.start(("witches", "nomads"), {"witches": 1, "nomads": 6})
    out += [refused(s, "witches: " + e) for e in (
        "action bon2", "action actn", "action actw", "burn x", "dig x", "build spades x",
        "upgrade to sa", "convert 1w to 1p", "convert 2pw to 1w")]
    s.apply("witches: action bon1 . build")
    s.apply("nomads: build")
    out.append(refused(s, "witches: action bon1 . build"))
    p = s.state["players"][0]
    p["ship"] = 3  # the witches' shipping at its top, FAV6 used this round
    out.append(refused_rule(s.state, spades.do_advance, 0, ["ship"]))
    p["fav"] |= 1 << 6
    p["done"] += "fav6 "
    out.append(refused_rule(s.state, acts.do_action, 0, ["fav6"]))
    s = TR.start(("witches", "nomads"), {"witches": 3, "nomads": 6})
    s.apply("witches: burn 3 . action act2")
    out.append(refused(s, "nomads: burn 3 . action act2"))
    s.apply("nomads: build offer witches")
    out += [refused(s, "witches: leech"), refused(s, "witches: leech 1 from witches")]
    s.apply("witches: decline")
    s.apply("witches: drop")
    out += [refused(s, "witches: drop"), refused(s, "nomads: build offer witches 1")]
    s = TR.start(("darklings", "fakirs"), {"darklings": 8, "fakirs": 6})
    out.append(refused(s, "darklings: advance dig"))
    s.apply("darklings: send p to fire for 3")
    out.append(refused(s, "fakirs: advance ship"))
    s.apply("fakirs: build")
    out += [refused(s, "darklings: " + e) for e in ("send p to fire for 3", "send p to water for x")]
    s = TR.start(("alchemists", "nomads"), {"alchemists": 3, "nomads": 6})
    out.append(refused(s, "alchemists: convert 50vp to 50c"))
    s = TR.start(("witches", "nomads", "giants"), {"witches": 3, "nomads": 6, "giants": 7})
    out.append(refused(s, "witches: build offer nomads 1 nomads 2"))
    return out


def english_left(msg, text, lg, same=()):
    words = set(w.lower() for w in re.findall(r"[A-Za-z]{2,}", msg)) - ECHOED - ALSO[lg] - set(same)
    return [w for w in re.findall(r"[A-Za-z]{2,}", text) if w.lower() in words]


@pytest.mark.parametrize("name,table,provoke", [
    ("assyria", ASSYRIA, assyria_messages), ("babel", BABEL, babel_messages),
    ("after_the_flood", FLOOD, flood_messages), ("terra_mystica", TERRA, tm_messages)])
def test_the_values_of_a_refusal_read_in_the_language(name, table, provoke):
    game = registry.load(name)
    got = provoke()
    known = [t[0] for t in table]
    assert [m for m in got if m not in known] == [], "a refusal the list does not have"
    assert [m for m in known if m not in got and m not in BY_HAND] == [], "not provoked"
    for msg, de, nl in table:
        for lg, want in ((L.DE, de), (L.NL, nl)):
            text = shown(game, lg, msg)
            assert text == want, (msg, text)
            left = english_left(msg, text, lg, SAME.get(name, {}).get(lg, ()))
            assert not left, (msg, text, left)
            assert lines(text) <= max(3, lines(msg)), (text, Y.pack(("! " + text).split(" "), Y.COLS))
