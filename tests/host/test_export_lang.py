"""`companion export --lang de|nl`: the labels people read (the CSV's header row, the chart's titles,
axes and legends, the --stats text) in German and Dutch, in the device's words; the data other
programs read (the CSV's rows, BG Stats JSON, --stats JSON) exactly as in English."""

import csv
import io
import json
import os

import pytest

from host_tools import cli, export

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TM = os.path.join(ROOT, "tests", "records", "tm_5p_demo.txt")
BABEL = os.path.join(ROOT, "tests", "records", "babel_demo.txt")
DATE = ["--date", "2026-03-14 19:30"]


def run(argv, capsys):
    code = export.main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def csv_of(text):
    return list(csv.reader(io.StringIO(text)))


def test_dutch_csv_header_and_english_rows(capsys):
    code, en, err = run([TM, "--csv", "-"], capsys)
    assert code == 0 and err == ""
    code, nl, err = run([TM, "--csv", "-", "--lang", "nl"], capsys)
    assert code == 0 and err == ""
    en, nl = csv_of(en), csv_of(nl)
    seats = ["witches", "nomads", "giants", "cultists", "engineers"]
    assert en[0] == ["entry", "round", "player", "action"] + seats + [s + "_change" for s in seats]
    assert nl[0] == ["zet", "ronde", "speler", "actie"] + seats + [s + "_verschil" for s in seats]
    assert nl[1:] == en[1:]  # the rows: the record's words, as programs read them


def test_german_csv_header(capsys):
    code, out, _err = run([BABEL, "--csv", "-", "--lang", "de"], capsys)
    assert code == 0
    head = csv_of(out)[0]
    assert head[:4] == ["Zug", "Runde", "Spieler", "Aktion"]
    assert "entry" not in head and "round" not in head


def test_english_is_unchanged(tmp_path, capsys):
    outs = []
    for extra in ([], ["--lang", "en"]):
        d = tmp_path / ("x%d" % len(outs))
        d.mkdir()
        assert export.main([TM, "--csv", str(d / "a.csv"), "--stats", str(d / "s.txt"), "--chart", str(d / "c.svg"),
                            "--bgstats", str(d / "b.json")] + DATE + extra) == 0
        outs.append([(d / f).read_bytes() for f in ("a.csv", "s.txt", "c.svg", "b.json")])
    assert outs[0] == outs[1]
    assert outs[0][0].startswith(b"entry,round,player,action,witches,")
    assert b"points per round:" in outs[0][1]


def test_german_chart_labels():
    h = export.open_history(TM)
    race, cats = export.chart_figure(h, None, 1).axes[:2]
    assert race.get_title() == "Terra Mystica: Punkteverlauf"
    assert race.get_xlabel() == "Runde" and race.get_ylabel() == "Punktestand (Punkte)"
    ticks = [t.get_text() for t in race.get_xticklabels()]
    assert ticks[0] == "Aufbau" and ticks[1] == "1\nSpaten>>2"  # the scoring tile as the screen says it
    assert [ln.get_label() for ln in race.get_lines()][:2] == ["Hexen", "Nomaden"]  # the factions, German
    assert race.get_legend().get_title().get_text() == "Spieler\n(Linien gleichauf liegender\nSpieler 2 pt versetzt)"
    assert cats.get_xlabel() == "Punkte" and cats.get_title() == "Punkte nach Kategorie"
    legend = [t.get_text() for t in cats.get_legend().get_texts()]
    assert "Feuer" in legend and "fire" not in legend
    assert cats.get_legend().get_title().get_text() == "Kategorie"
    # a name given with --player stays as given
    race = export.chart_figure(h, {"witches": "Ann"}, 1).axes[0]
    assert [ln.get_label() for ln in race.get_lines()][:2] == ["Ann", "Nomaden"]


def test_dutch_chart_of_an_unfinished_game():
    with open(BABEL, encoding="utf-8") as f:
        lines = f.read().split("\n")
    from tabletop.core import registry
    from tabletop.core.text import parse

    rec = parse("\n".join(lines[: len(lines) // 2]) + "\n", registry.words_for)
    h = export.History(rec, registry.load("babel"))
    race, cats = export.chart_figure(h, None, 2).axes[:2]
    assert race.get_title() == "Babel: puntenverloop (spel niet afgelopen)"
    assert cats.get_title() == "punten per categorie tot nu toe"
    assert [t.get_text() for t in race.get_xticklabels()][-1].endswith("\n(tot nu toe)")


def test_data_for_programs_stay_as_they_are(tmp_path, capsys):
    code, en, _ = run([TM, "--bgstats", "-", "--stats", str(tmp_path / "en.json"), "--json"] + DATE, capsys)
    assert code == 0
    code, de, _ = run([TM, "--bgstats", "-", "--stats", str(tmp_path / "de.json"), "--json", "--lang", "de"] + DATE,
                      capsys)
    assert code == 0
    assert de == en and json.loads(de)["players"][0]["sourcePlayerId"] == "witches"
    assert (tmp_path / "de.json").read_bytes() == (tmp_path / "en.json").read_bytes()


def test_german_stats_text(capsys):
    code, out, _ = run([TM, "--stats", "-", "--lang", "de"], capsys)
    assert code == 0
    assert "Punkte je Runde:" in out and "Fuehrungswechsel: " in out and "Spielende; Sieger: " in out
    assert "points per round" not in out and "lead changes" not in out


def test_label_table_is_ascii_with_the_same_fields():
    import re

    for en, tos in export.LABELS.items():
        assert len(tos) == 2
        for to in tos:
            assert to.isascii(), to
            assert re.findall(r"%[sdg]", to) == re.findall(r"%[sdg]", en), (en, to)


@pytest.mark.parametrize("bad", [["--lang", "fr"], ["--lang", "NL"], ["--lang"]])
def test_a_bad_language_is_refused_and_nothing_written(tmp_path, capsys, bad):
    out = tmp_path / "out.csv"
    code, _o, err = run([TM, "--csv", str(out)] + bad, capsys)
    assert code == 1 and "--lang" in err and ("choose from 'en', 'de', 'nl'" in err or "expected one" in err), err
    assert cli.main(["export", TM, "--csv", str(out)] + bad) == 1
    assert "--lang" in capsys.readouterr().err
    assert not out.exists()
