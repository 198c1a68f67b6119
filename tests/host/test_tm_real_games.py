"""Terra Mystica on real recorded games (../shared/tm_games): import, replay, compare every row.

The ledgers are read from their folder at test time (never copied into the repository); the
tests skip with a clear message when the folder is absent.
"""

import io
import json
import os
import re

import pytest

from host_tools.tm import cli as tm_cli
from tabletop.core import text
from tabletop.core.session import Session
import tabletop.games.terra_mystica as TM

GAMES_DIR = os.environ.get("TM_GAMES", os.path.join(os.path.dirname(__file__), "..", "..", "..",
                                                    "shared", "tm_games"))
if not os.path.isdir(GAMES_DIR):
    GAMES_DIR = "/work/shared/tm_games"
HAVE = os.path.exists(os.path.join(GAMES_DIR, "manifest.json"))
need = pytest.mark.skipif(not HAVE, reason="real Terra Mystica ledgers not found (../shared/tm_games); "
                                           "set TM_GAMES to their folder")


def manifest():
    with open(os.path.join(GAMES_DIR, "manifest.json")) as fh:
        return json.load(fh)


def ledgers():
    if not HAVE:
        return []
    return [os.path.join(GAMES_DIR, g["file"]) for g in manifest()["games"]]


@need
@pytest.mark.parametrize("path", ledgers(), ids=os.path.basename)
def test_real_game_matches_every_row_and_the_final_vp(path):
    out = io.StringIO()
    ok, matched, total = tm_cli.check_game(path, tm_cli.import_ledger(path), tm_cli.manifest_for(path), out)
    assert ok and matched == total, out.getvalue()
    assert "rows matched: %d/%d" % (total, total) in out.getvalue()
    assert "final VP match the manifest" in out.getvalue()


@need
@pytest.mark.parametrize("path", ledgers(), ids=os.path.basename)
def test_import_takes_no_figures_and_marks_every_row(path):
    rec = tm_cli.import_ledger(path)
    head, rows = tm_cli.parse_ledger(path)
    cmd_rows = set(r.line for r in rows if r.kind == "cmd")
    seen = set()
    for line in rec.split("\n"):
        if ":" not in line.split("#")[0]:
            continue
        m = re.search(r"# ledger row (\d+)$", line)
        if m is None:
            assert line.split(":")[1].split()[0] in ("network", "done", "drop"), line
            continue
        seen.add(int(m.group(1)))
        words = line.split("#")[0].split(":")[1].split()
        # numbers only where a command or a map fact takes one (never a VP / resource figure)
        for i, w in enumerate(words):
            if w.isdigit():
                prev = words[i - 1]
                assert prev in ("dig", "burn", "leech", "decline", "for", "spades", "bridges",
                                "network") or words[i - 2] in ("offer",) or words[i - 2] in head["factions"] \
                    or prev in head["factions"], line
    assert seen <= cmd_rows | set(r.line for r in rows if r.kind == "final network")
    assert cmd_rows <= seen
    # the record replays on its own, to the manifest's final VP
    s = Session(text.parse(rec, lambda g: TM.WORDS), TM)
    assert s.ended()
    game = tm_cli.manifest_for(path)
    assert [p["VP"] for p in s.state["players"]] == [game["expected_final_vp"][f] for f in head["factions"]]


@need
def test_cli_check_and_import(tmp_path, capsys):
    paths = ledgers()
    assert tm_cli.main(["check", GAMES_DIR]) == 0  # a folder: every ledger in it
    out = capsys.readouterr().out
    assert out.count("rows matched:") == len(paths) + 1
    rows = sum(int(m) for m in re.findall(r"rows matched: (\d+)/", out)[:-1])
    assert out.strip().split("\n")[-1] == "games fully matched: %d/%d; rows matched: %d/%d" % (
        len(paths), len(paths), rows, rows)
    dst = tmp_path / "g.txt"
    assert tm_cli.main(["tm", "import-snellman", paths[0], "-o", str(dst)]) == 0
    assert dst.read_text().startswith("game terra_mystica\nplayers ")


@need
def test_check_reports_the_first_mismatch_and_fails(tmp_path, capsys):
    src = ledgers()[0]
    with open(src) as fh:
        lines = fh.read().split("\n")
    # change one figure of a command row in the middle of the game: 1 C more than the engine had
    for i in range(len(lines) // 2, len(lines)):
        f = lines[i].split("\t")
        if len(f) >= 15 and f[14].startswith("send p"):
            f[4] = "%d C" % (int(f[4].split()[0]) + 1)
            lines[i] = "\t".join(f)
            bad = i + 1
            break
    dst = tmp_path / os.path.basename(src)
    dst.write_text("\n".join(lines))
    assert tm_cli.main(["check", str(dst)]) == 1
    out = capsys.readouterr().out
    assert "first mismatch: row %d" % bad in out
    assert "games fully matched: 0/1; rows matched: " in out
    assert re.search(r"rows matched: (\d+)/(\d+)", out).group(1) != re.search(r"rows matched: (\d+)/(\d+)",
                                                                               out).group(2)


def test_network_sizes_from_network_vp():
    assert tm_cli.network_sizes([18, 12, 6, 0]) is not None
    for vps in ([18, 12, 6, 0], [15, 15, 6, 0], [0, 18, 6, 12], [18, 9, 9, 0], [6, 15, 15, 0]):
        sizes = tm_cli.network_sizes(vps)
        from tabletop.games.terra_mystica.final import places

        assert places(sizes, (18, 12, 6)) == vps
    # two players left the game: the two still in take the first two places
    for vps in ([18, 0, 12, 0], [0, 15, 0, 15], [0, 18, 0, 0]):
        sizes = tm_cli.network_sizes(vps, (0, 2) if vps[0] == 0 else (1, 3))
        assert places(sizes, (18, 12, 6)) == vps and 0 in sizes


@need
def test_bare_decline_rows_are_matched_to_their_offer(tmp_path, capsys):
    src = [p for p in ledgers() if "S61" in p][0]
    with open(src) as fh:
        data = fh.read()
    assert "\tDecline 2 from cultists" in data
    dst = tmp_path / os.path.basename(src)
    dst.write_text(data.replace("\tDecline 2 from cultists", "\tDecline"))
    assert tm_cli.main(["check", str(dst)]) == 0, capsys.readouterr().out
    rec = tm_cli.import_ledger(str(dst))
    assert "chaosmagicians: decline 2 from cultists # ledger row" in rec


@need
def test_most_power_offers_are_one_choice_on_the_device():
    # the device lists offers of 1 to 3 power as one choice each ("offer nomads 2", entry_facts.py);
    # docs/device.md gives the share of such offers among all in the real games, measured here
    amounts = []
    for path in ledgers():
        for line in tm_cli.import_ledger(path).split("\n"):
            words = line.split("#")[0].split(":")[-1].split()
            if "offer" in words:
                i = words.index("offer") + 1
                while i + 1 < len(words) and words[i + 1].isdigit():
                    amounts.append(int(words[i + 1]))
                    i += 2
    usual = len([a for a in amounts if a <= 3])
    print("offers of 1-3 power: %d of %d (%d%%)" % (usual, len(amounts), 100 * usual // len(amounts)))
    assert len(amounts) > 100 and usual * 100 >= 85 * len(amounts)  # 88% (274 of 309) now


ZERO = ("burn 0", "convert 0PW to 0C", "dig 0")  # no-ops the online engine takes


def with_zero_amounts(text, every=3):
    """The ledger with commands of a zero amount added to every `every`-th row of a turn's action
    (from round 1 on): their figures stay those of the row without them."""
    out = []
    n = 0
    playing = False
    for line in text.split("\n"):
        f = line.split("\t")
        playing = playing or line.startswith("Round 1, turn")
        if playing and len(f) >= 15 and f[14].split(" ")[0].lower() in ("build", "upgrade", "send", "action",
                                                                         "advance", "pass"):
            n += 1
            if n % every == 0:
                cmds = f[14].split(". ")
                f[14] = ". ".join(list(ZERO) + cmds[:1] + ["convert 0 W to 0 C"] + cmds[1:])
                line = "\t".join(f)
        out.append(line)
    return "\n".join(out)


@need
@pytest.mark.parametrize("path", ledgers(), ids=os.path.basename)
def test_zero_amount_commands_change_nothing(tmp_path, path):
    with open(path) as fh:
        text = with_zero_amounts(fh.read())
    dst = tmp_path / os.path.basename(path)
    dst.write_text(text)
    assert text.count("dig 0") > 20
    rec = tm_cli.import_ledger(str(dst))
    assert rec.count(": burn 0 . convert 0pw to 0c . dig 0 . ") == text.count("burn 0. convert 0PW to 0C. dig 0")
    out = io.StringIO()
    ok, matched, total = tm_cli.check_game(str(dst), rec, tm_cli.manifest_for(path), out)
    assert ok and matched == total, out.getvalue()


def with_second_dropout(path, b):
    """The ledger at `path` (a game in which a player dropped out) with faction `b` dropping out too,
    right after its last command (its pass of round 6), and the final scoring the online engine
    then makes (as in the real games with a dropout): players who left are scored for the cults
    and their resources, in rows without text, and not for their network; the network places go to
    the players still in the game. Returns (ledger text, final VP of every faction)."""
    from tabletop.games.terra_mystica.final import places

    head, rows = tm_cli.parse_ledger(path)
    seats = head["factions"]
    gone = [r.faction for r in rows if r.kind == "drop"] + [b]
    old = [0] * len(seats)
    for r in rows:
        if r.kind == "final network":
            old[seats.index(r.faction)] = int(r.text.split("vp")[0])
    sizes = tm_cli.network_sizes(old)
    new = places([0 if seats[s] in gone else sizes[s] for s in range(len(seats))], (18, 12, 6))
    delta = dict((seats[s], new[s] - old[s]) for s in range(len(seats)))
    last = [r.line for r in rows if r.faction == b and r.kind == "cmd"][-1]
    with open(path) as fh:
        lines = fh.read().split("\n")
    out = []
    before = {}  # each faction's figures (columns) before the network scoring
    section = ""
    final = {}
    for i, line in enumerate(lines):
        f = line.split("\t")
        if len(f) < 15:
            section = line
            out.append(line)
            if line == "Scoring network":
                for s in range(len(seats)):
                    if new[s]:
                        g = list(before[seats[s]])
                        g[1], g[2], g[14] = "+%d" % new[s], "%d VP" % (int(g[2].split()[0]) + new[s]), \
                            "+%dvp for network" % new[s]
                        out.append("\t".join(g))
            continue
        if section == "Scoring network":
            continue  # written above
        if f[0] == b and i + 1 > last:
            if f[14] and not f[14].startswith("+") and f[14] != "score_resources":
                continue  # b's answers to offers after it left: none in the games used
            f[14] = ""  # b's automatic rows, as a player who left gets them
        if section.startswith("Converting resources"):
            f[2] = "%d VP" % (int(f[2].split()[0]) + delta[f[0]])
            final[f[0]] = int(f[2].split()[0])
        before[f[0]] = f
        out.append("\t".join(f))
        if i + 1 == last:
            out.append("%s dropped from the game" % b)
    return "\n".join(out), final


def dropout_games():
    """(ledger, a faction that can drop out too) for every game in which a player dropped out: the
    first faction still in whose last command is their last pass, before others' last turns, and who
    scored for their network."""
    out = []
    for path in ledgers():
        head, rows = tm_cli.parse_ledger(path)
        if not [r for r in rows if r.kind == "drop"]:
            continue
        end = [r.line for r in rows if r.kind == "cmd"][-1]
        for f in head["factions"]:
            mine = [r for r in rows if r.faction == f]
            cmds = [r for r in mine if r.kind == "cmd"]
            if cmds and cmds[-1].cmds[0].lower().startswith("pass") and cmds[-1].line < end and \
                    [r for r in mine if r.kind == "final network"] and not [r for r in rows if r.kind == "drop"
                                                                             and r.faction == f]:
                out.append((path, f))
                break
    return out


@need
@pytest.mark.parametrize("path,second", dropout_games(), ids=lambda x: os.path.basename(str(x)))
def test_two_players_drop_out_and_final_scoring_counts_every_player(tmp_path, path, second):
    text, final = with_second_dropout(path, second)
    dst = tmp_path / os.path.basename(path)
    dst.write_text(text)
    head, rows = tm_cli.parse_ledger(str(dst))
    gone = [r.faction for r in rows if r.kind == "drop"]
    assert len(gone) == 2 and second in gone
    rec = tm_cli.import_ledger(str(dst))
    # the importer writes a `drop` for each, and asks only the players still in for their network
    for f in head["factions"]:
        assert len(re.findall(r"^%s: drop #" % f, rec, re.M)) == (f in gone)
        assert len(re.findall(r"^%s: network \d+ #" % f, rec, re.M)) == (f not in gone)
    out = io.StringIO()
    ok, matched, total = tm_cli.check_game(str(dst), rec, {"expected_final_vp": final}, out)
    assert ok and matched == total, out.getvalue()
