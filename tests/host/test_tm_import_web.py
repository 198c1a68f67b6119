"""Ledgers as players copy them from the game's page on terra.snellman.net (issue 24, item 7).

Copied from the browser, the ledger table comes with text around it (titles, column headings), the
"show history" link at the end of every row, columns split by tabs or by runs of spaces (empty
delta columns then vanish), faction names as the page shows them ("Chaos Magicians"), Windows line
ends and non-breaking spaces. Each shared ledger is turned into such copies here; importing and
checking a copy must give what the clean file gives. A line meant as a row that cannot be read is
an error naming the file and the line.

The ledgers are read from ../shared/tm_games at test time (never copied into the repository); the
tests that need them skip with a clear message when the folder is absent.
"""

import io
import os
import random
import re

import pytest

from host_tools.tm import cli as tm_cli
from tests.host.test_tm_real_games import ledgers, need

NAMES = {"chaosmagicians": "Chaos Magicians"}  # the page's names of the engine's ids
HEADER = ["Terra Mystica", "", "Ledger", "\t".join(["Faction", "VP", "", "C", "", "W", "", "P", "", "Power",
                                                     "", "Cult", "", "Leech", "Command", ""])]


def web_copy(text, style, seed=0):
    """The clean ledger `text` as copied from the web page, in one of the ways browsers copy it."""
    rnd = random.Random(seed)
    out = list(HEADER) if style not in ("plain-link", "link-lines") else []
    for line in text.split("\n"):
        f = line.split("\t")
        if len(f) < 15:
            if style == "tabs" and line.endswith(" dropped from the game"):
                w = line.split()
                line = " ".join([NAMES.get(w[0], w[0].capitalize())] + w[1:])
            out.append(line)
            continue
        if style == "plain-link":  # tabs kept, the link as one more cell
            out.append(line + "\tshow history")
        elif style == "link-lines":  # the link on a line of its own, a blank line between rows
            out += [line, "show history", ""]
        elif style == "tabs":  # the link in the command's cell, names as shown, trailing blanks
            f[0] = NAMES.get(f[0], f[0].capitalize())
            out.append("\t".join(f) + " show history\t ")
        else:  # runs of spaces (empty columns gone), non-breaking spaces here and there
            cells = [c for c in f if c.strip()]
            sep = ["  ", "   ", "\t", "  \xa0"]
            row = cells[0]
            for c in cells[1:]:
                row += sep[rnd.randrange(len(sep))] + c.replace(" ", "\xa0" if rnd.random() < 0.2 else " ")
            out.append(row + "    show history")
    end = "\r\n" if style == "tabs" else "\n"
    return end.join(out)


def without_rows(record):
    """A record without the ledger's row numbers (a copy has more lines above the rows)."""
    return re.sub(r"# ledger (row|line) \d+", "# ledger row", record)


def write(tmp_path, name, data):
    p = tmp_path / name
    p.write_bytes(data.encode("utf-8"))
    return str(p)


@need
@pytest.mark.parametrize("style", ["plain-link", "link-lines", "tabs", "spaces"])
def test_web_copies_import_and_check_as_the_clean_ledgers(tmp_path, style):
    for k, path in enumerate(ledgers()):
        with open(path) as fh:
            clean = fh.read()
        copy = write(tmp_path, os.path.basename(path), web_copy(clean, style, k))
        head, rows = tm_cli.parse_ledger(path)
        head2, rows2 = tm_cli.parse_ledger(copy)
        assert head2 == head, path
        assert [(r.faction, r.kind, r.text, getattr(r, "leech", ())) for r in rows2] == \
            [(r.faction, r.kind, r.text, getattr(r, "leech", ())) for r in rows], path
        rec = tm_cli.import_ledger(path)
        rec2 = tm_cli.import_ledger(copy)
        assert without_rows(rec2) == without_rows(rec), path
        out = io.StringIO()
        ok, matched, total = tm_cli.check_game(copy, rec2, tm_cli.manifest_for(path), out)
        assert ok and matched == total == len([r for r in rows if r.kind != "drop"]), out.getvalue()
        assert "final VP match the manifest" in out.getvalue()


@need
def test_cli_checks_a_folder_of_web_copies(tmp_path, capsys):
    paths = ledgers()[:3]
    for path in paths:
        with open(path) as fh:
            write(tmp_path, os.path.basename(path), web_copy(fh.read(), "spaces"))
    assert tm_cli.main(["check", str(tmp_path)]) == 0
    assert "games fully matched: 3/3;" in capsys.readouterr().out
    dst = tmp_path / "rec.txt"
    assert tm_cli.main(["import-snellman", os.path.join(str(tmp_path), os.path.basename(paths[0])),
                        "-o", str(dst)]) == 0
    assert without_rows(dst.read_text()) == without_rows(tm_cli.import_ledger(paths[0]))


def test_a_row_that_cannot_be_read_is_named(tmp_path, capsys):
    rows = ["darklings\t\t20 VP\t\t15 C\t\t1 W\t\t1 P\t\t5/7/0 PW\t\t0/1/1/0\t\tsetup\tshow history",
            "nomads  20 VP  15 C  2 W  0 P  5/7/0 PW  1/0/1/0  setup  show history",
            "darklings  20 VP  15 C  1 W  show history"]  # cut short when copied
    path = write(tmp_path, "cut.txt", "\n".join(["Ledger"] + rows) + "\n")
    assert tm_cli.main(["check", path]) == 2
    err = capsys.readouterr().err
    assert "%s: line 4 cannot be read as a ledger row" % path in err
    assert "darklings  20 VP  15 C  1 W" in err and "Traceback" not in err
    # a faction's name and columns without figures: also a row that cannot be read
    path = write(tmp_path, "cols.txt", "\n".join(["Ledger"] + rows[:2] + ["witches\t\t20\t\t15"]) + "\n")
    assert tm_cli.main(["import-snellman", path, "-o", str(tmp_path / "r.txt")]) == 2
    assert "line 4 cannot be read as a ledger row" in capsys.readouterr().err


def test_column_titles_and_page_text_are_not_rows():
    for line in HEADER + [" Default game options", "Round 1 scoring: SCORE5, D >> 2", "Converting resources to VPs",
                          "Chaos Magicians dropped from the game", "show history"]:
        assert tm_cli.row_fields(line) is None and not tm_cli.looks_like_row(line), line
    f = tm_cli.row_fields("Chaos Magicians  +2  29 VP  -2  11 C  -1  1 W  0 P  5/4/0 PW  +1  0/1/1/0  2 1  "
                          "dig 1. build e10   show history")
    assert f == ["chaosmagicians", "+2", "29 VP", "-2", "11 C", "-1", "1 W", "", "0 P", "", "5/4/0 PW", "+1",
                 "0/1/1/0", "2 1", "dig 1. build e10"]


def test_a_file_without_rows_says_what_a_ledger_is(tmp_path, capsys):
    path = write(tmp_path, "notes.txt", "Terra Mystica\nLedger\nnothing copied\n")
    assert tm_cli.main(["check", path]) == 2
    assert "not a terra.snellman.net ledger" in capsys.readouterr().err


def test_a_row_of_a_faction_not_in_the_game_is_named(tmp_path, capsys):
    rows = ["darklings  20 VP  15 C  1 W  1 P  5/7/0 PW  0/1/1/0  setup",
            "nomads  20 VP  15 C  2 W  0 P  5/7/0 PW  1/0/1/0  setup",
            "darklngs  20 VP  15 C  1 W  1 P  5/7/0 PW  0/1/1/0  build G5  show history"]  # mistyped
    path = write(tmp_path, "typo.txt", "\n".join(rows) + "\n")
    assert tm_cli.main(["check", path]) == 2
    err = capsys.readouterr().err
    assert "%s: line 3 names 'darklngs', not one of the game's factions (darklings, nomads)" % path in err


def test_typographic_minus_signs_and_spaces():
    f = tm_cli.row_fields("Darklings\u2002\u22121\u202f19\u00a0VP  15 C  1 W  1 P  +2  5/7/0\u00a0PW  0/1/1/0  "
                          "Leech 2 from nomads\r")
    assert f[:3] == ["darklings", "-1", "19 VP"] and f[9:11] == ["+2", "5/7/0 PW"]
    assert f[14] == "Leech 2 from nomads"
