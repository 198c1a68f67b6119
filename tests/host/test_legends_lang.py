"""`companion legends --lang de|nl`: the key legends and quick cards in German and Dutch, in the
device's own words (the games' de.txt / nl.txt, tabletop.ui.lang.BOTTOM); English as before."""

import os
import re

import pytest

from host_tools import legends
from tabletop.core import registry

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HW = os.path.join(ROOT, "hardware")


def page_texts(name, kind, lang):
    mod = registry.load(name)
    page = (legends.legend_page if kind == "legend" else legends.card_page)(name, mod, lang=lang)
    return page, page.texts()


def pad(texts):
    # the 12 keys' labels of a legend sheet: the texts between the encoder note and the grey note
    start = texts.index(next(t for t in texts if t in ("encoder", "Drehknopf", "draaiknop")))
    end = next(i for i, t in enumerate(texts) if t.startswith(("grey: ", "grau: ", "grijs: ")))
    return [t for t in texts[start + 1:end] if not re.match(r"K\d+$", t)]


def test_german_babel_legend_has_the_rulebook_words():
    _page, texts = page_texts("babel", "legend", 1)
    labels = pad(texts)
    assert labels[:3] == ["Reisen", "Siedl.", "Bauen"]  # Kosmos: Reisen, Ansiedeln, Bauen
    assert labels[-3:] == ["Rueck", "Menue", "Vor"]  # tabletop.ui.lang.BOTTOM[DE]
    assert "Travel" not in texts and "Undo" not in texts
    assert texts[0] == "Babel - Tastenbeschriftung"
    assert "3  Massstab pruefen" in texts


def test_dutch_terra_mystica_card_has_the_dutch_words():
    _page, texts = page_texts("terra_mystica", "card", 2)
    joined = "\n".join(texts)
    for word in ("Bouw", "Schop", "Toetsen", "Draaiknop", "Verlichte toetsen per fase", "netwerk",
                 "ieder om de beurt", "Terug", "Verder", "2-5 spelers"):
        assert word in joined, word
    for english in ("Dig", "Keys", "Encoder", "who acts", "each player in turn", "Undo", "Redo", "(setup)"):
        assert english not in texts, english
    assert "Tegels op het scherm: bon1 2m schop" in joined  # the tiles as the screen shows them
    assert "connect" not in joined  # the Mermaids' verb, added to nl.txt: verbinden


@pytest.mark.parametrize("lang", [1, 2])
def test_no_sheet_sentence_is_left_in_english(lang):
    english = {k for k in legends.SHEET if legends.SHEET[k][lang - 1] != k and "%" not in k}
    for name, _mod in legends.loadable_games()[0]:
        for kind in ("legend", "card"):
            _page, texts = page_texts(name, kind, lang)
            left = [t for t in texts if t in english or any(k.strip() and k.strip() in t for k in english
                                                            if len(k) > 12)]
            assert not left, (name, kind, left)


def test_sheet_table_is_ascii_with_the_same_fields():
    for en, tos in legends.SHEET.items():
        assert len(tos) == 2
        for to in tos:
            assert to.isascii() and legends.ascii_text(to) == to, to
            assert re.findall(r"%[sdg]", to) == re.findall(r"%[sdg]", en), (en, to)


@pytest.mark.parametrize("lang", [1, 2])
def test_translated_texts_stay_on_the_page_and_apart(lang):
    from tests.host.test_hardware_legends import text_boxes

    for name, _mod in legends.loadable_games()[0]:
        for kind in ("legend", "card"):
            page, _texts = page_texts(name, kind, lang)
            boxes = text_boxes(page)
            for b in boxes:
                assert 0 <= b[0] and b[2] <= page.width + 1e-6 and 0 <= b[1] and b[3] <= page.height, (name, b)
            for i in range(len(boxes)):
                for j in range(i + 1, len(boxes)):
                    a, b = boxes[i], boxes[j]
                    apart = a[2] <= b[0] + 0.05 or b[2] <= a[0] + 0.05 or a[3] <= b[1] + 0.05 or b[3] <= a[1] + 0.05
                    assert apart, (name, kind, a[4], b[4])


def test_command_writes_german_into_its_folder_svg_and_pdf(tmp_path, capsys):
    from host_tools import cli

    assert cli.main(["legends", "--out", str(tmp_path), "--lang", "de"]) == 0
    assert sorted(os.listdir(tmp_path)) == ["de"]  # the English sheets' folder untouched
    with open(tmp_path / "de" / "legends" / "babel.svg", encoding="ascii") as f:
        svg = f.read()
    assert ">Reisen</text>" in svg and ">Travel</text>" not in svg
    with open(tmp_path / "de" / "cards" / "assyria.pdf", "rb") as f:
        pdf = legends.pdf_texts(f.read())
    assert "Assyria - Kurzuebersicht" in pdf and "Brunn." in pdf  # Assyria's Brunnen on a key (6 columns)
    assert "wrote %s" % (tmp_path / "de" / "cards" / "assyria.pdf") in capsys.readouterr().out


def test_english_is_unchanged(tmp_path):
    # --lang en writes the sheets as before: those committed in hardware/ (test_hardware_legends)
    assert legends.main(["--out", str(tmp_path), "--lang", "en"]) == 0
    for sub in ("legends", "cards"):
        for f in os.listdir(tmp_path / sub):
            with open(tmp_path / sub / f, "rb") as a, open(os.path.join(HW, sub, f), "rb") as b:
                assert a.read() == b.read(), f
    name, mod = legends.loadable_games()[0][0]
    assert legends.to_svg(legends.card_page(name, mod, lang=0)) == legends.to_svg(legends.card_page(name, mod))


@pytest.mark.parametrize("argv", [["--lang", "fr"], ["--lang", "DE"], ["--lang"]])
def test_a_bad_language_is_refused_and_nothing_written(tmp_path, capsys, argv):
    from host_tools import cli

    out = tmp_path / "out"
    assert legends.main(["--out", str(out)] + argv) == 1
    err = capsys.readouterr().err
    assert "--lang" in err and ("choose from 'en', 'de', 'nl'" in err or "expected one argument" in err), err
    assert cli.main(["legends", "--out", str(out)] + argv) == 1
    assert "--lang" in capsys.readouterr().err
    assert not out.exists()
