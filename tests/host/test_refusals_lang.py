# The rules' refusals in German and Dutch as sentences (issue 39): every refusal a game's modules
# raise has its line in the game's de_refusals.txt and nl_refusals.txt, with the same fields in
# the same order, ASCII (the board's font), and fits the screen's notice as the English does; the
# pad shows it, its values in the game's words.
import os
import re
import types

import pytest

from host_tools import board_form
from tabletop.core import registry
from tabletop.ui import lang as L
from tabletop.ui import layout as Y
from tabletop.ui import tongue
from tabletop.ui.tongue_refusal import refused, rules_msg

GAMES = os.path.join(os.path.dirname(__file__), "..", "..", "firmware", "tabletop", "games")
NAMES = sorted(n for n in os.listdir(GAMES) if os.path.isfile(os.path.join(GAMES, n, "de.txt")))
FIELD = re.compile(r"%[sdr]")


def lines_of(name, lg):
    with open(os.path.join(GAMES, name, lg + "_refusals.txt"), encoding="ascii") as f:
        out = {}
        for ln in f.read().split("\n"):
            if ln and not ln.startswith("#"):
                en, _, tr = ln.rpartition("|")
                assert en and tr and en not in out, ln
                out[en] = tr
        return out


def filled(text):
    # realistic values: a number of two digits, a word of ten letters (a faction, a good)
    return FIELD.sub(lambda m: "12" if m.group() == "%d" else "Schwarmlin", text)


def notice(text):
    return Y.pack(("! " + text).split(" "), Y.COLS)


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("lg", ["de", "nl"])
def test_every_refusal_has_its_sentence(name, lg):
    texts = board_form.refusals_of(os.path.join(GAMES, name))
    got = lines_of(name, lg)
    assert [t for t in texts if t not in got] == [], "not translated"
    assert [t for t in got if t not in texts] == [], "no such refusal (any more)"
    for en, tr in got.items():
        assert FIELD.findall(tr) == FIELD.findall(en), (en, tr)
        assert tr != en and "|" not in tr, (en, tr)
        assert len(notice(filled(tr))) <= max(3, len(notice(filled(en)))), (tr, notice(filled(tr)))


@pytest.mark.parametrize("name", NAMES)
def test_a_refusal_is_shown_as_its_sentence(name):
    game = registry.load(name)
    for lg, code in ((L.DE, "de"), (L.NL, "nl")):
        for en, tr in lines_of(name, code).items():
            if re.search("%[sdr]%[sdr]", en):  # two fields side by side: no telling them apart
                continue
            msg = FIELD.sub("7", en)
            want = FIELD.sub("7", tr)
            assert rules_msg(game, lg, msg) == want, (en, rules_msg(game, lg, msg))
    assert rules_msg(game, L.DE, "no refusal says this") is None
    # at the pad (tabletop.ui.modes: app.msg): the core's refusals first, then the game's sentence
    app = types.SimpleNamespace(lang=L.DE, game=game)
    en, tr = sorted(lines_of(name, "de").items())[0]
    assert refused(app, FIELD.sub("7", en)) == FIELD.sub("7", tr)
    assert tongue.path(game, L.EN, "_refusals.txt") is None
