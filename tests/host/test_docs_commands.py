"""The docs say what the program does: every `companion ...` command and every simulator script
shown in README.md, docs/*.md, docs/games/*.md and hardware/*.md, and the `make` targets.

Every command found is checked against the command line itself (its sub-command exists and every
option it names is in that sub-command's --help), and is either run here -- placeholders such as
RECORD, FILE or the CIRCUITPY drive replaced by files of the test -- with what the docs claim for it
checked (exit status 0, the named outputs, the output's shape), or listed in NOT_RUN with the reason
(long: `companion bench`, 34 games of `tm check`; a window). A command the docs gain that this file
does not know fails the test: it is run and checked here, or said why not.

A fenced block in which every line is a simulator script step is a script: it is played on the
simulator, and a double-quoted text in a step's comment must be on the screen after that step.
"""

import glob
import json
import os
import re
import shlex

import pytest

from host_tools import entry
from host_tools.sim import script as sim_script
from host_tools.sim import simulator

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DOCS = (["README.md"] + sorted(glob.glob(os.path.join(ROOT, "docs", "*.md")))
        + sorted(glob.glob(os.path.join(ROOT, "docs", "games", "*.md")))
        + sorted(glob.glob(os.path.join(ROOT, "hardware", "*.md"))))
RECORDS = os.path.join(ROOT, "tests", "records")
RECORD = os.path.join(RECORDS, "babel_demo.txt")
LEDGERS = os.path.join(ROOT, "..", "shared", "tm_games")
COMMAND = re.compile(r"^(?:\$ )?(?:\.venv/bin/)?companion(?= |$)(.*)$")


def rel(path):
    return os.path.relpath(os.path.join(ROOT, path), ROOT)


def doc_lines():
    """(file, line number, line, inside a fenced or indented code block) of every doc (the fences
    too)."""
    for path in DOCS:
        with open(os.path.join(ROOT, path), encoding="utf-8") as f:
            fenced = False
            for n, line in enumerate(f.read().split("\n"), 1):
                if line.strip().startswith("```"):
                    fenced = not fenced
                yield rel(path), n, line, fenced or line.startswith("    ")


def doc_commands():
    """{command text: [file:line, ...]} of every `companion ...` shown: a code span, or a code line
    (up to its comment)."""
    out = {}
    for path, n, line, code in doc_lines():
        found = []
        if code:
            m = COMMAND.match(line.strip())
            if m:
                found.append("companion" + m.group(1).split("#")[0].split("  ")[0].rstrip())
        for span in re.findall(r"`([^`]+)`", line):
            m = COMMAND.match(span.strip())
            if m:
                found.append("companion" + m.group(1).rstrip())
        for c in found:
            out.setdefault(" ".join(c.split()), []).append("%s:%d" % (path, n))
    return out


def doc_scripts():
    """[(file:line, [(line in the block, step text, comment)])] of the fenced blocks that are
    simulator scripts (every line a step or a comment)."""
    out = []
    block = None
    for path, n, line, _code in doc_lines():
        if line.strip().startswith("```"):
            if block is None:
                block = ("%s:%d" % (path, n), [])
            else:
                steps = block[1]
                if steps and all(s is not None for s in steps):
                    out.append((block[0], steps))
                block = None
            continue
        if block is None:
            continue
        text, _h, comment = line.partition("#")
        if not text.strip():
            continue
        try:
            step = sim_script.parse(text)
        except Exception:  # noqa: BLE001 - not a script line: the block is something else
            step = None
        block[1].append((text.strip(), comment, step) if step else None)
    return out


# --- how each command of the docs is checked --------------------------------------------------------
# Not run here (the sub-command and its options are still checked against --help):
NOT_RUN = {
    "companion": "the program's name",
    "companion bench --board": "long (minutes of the emulated board): tests/host/test_board.py runs the board",
    "companion bench --board --room --lang de": "long (an hour of the emulated board): tests/host/test_board.py "
                                               "runs the board, test_bench_board_verdict.py the verdict",
    "companion bench --board --lang de": "long (minutes of the emulated board): tests/host/test_board.py runs the "
                                         "board, test_bench_board_verdict.py the verdict",
    "companion board": "the emulated board: a minute of wall time a boot; tests/host/test_board.py runs it",
    "companion board --from GAME.txt": "the emulated board: tests/host/test_board.py resumes every game there",
    "companion board --from GAME.txt --lang de": "the emulated board, the save's language: a minute of wall time "
                                                 "a boot; tests/host/test_board_cli.py checks the option",
    "companion board --from GAME.txt --script S.txt --screenshots DIR --record OUT.txt --json":
        "the emulated board: tests/host/test_board.py plays a script there",
    "companion board --from tests/records/tm_5p_pad.txt --script S --json":
        "the emulated board, minutes of wall time: tests/host/test_board.py resumes from a snapshot there",
    "companion board --firmware adafruit-circuitpython-adafruit_macropad_rp2040-en_US-10.x.uf2":
        "a release file from circuitpython.org (not here); tests/host/test_board.py reads a .uf2's blocks",
    "companion bench": "long (minutes): `make bench-quick` runs `companion bench --quick`",
    "companion bench --out BENCHMARKS.md": "long (minutes), and it writes BENCHMARKS.md and core/needs.py",
    "companion sim": "opens a window",
    "companion sim --save my-game.bin": "opens a window",
    "companion sim --fresh": "opens a window",
    "companion sim --save ...": "opens a window",
    "companion tm": "the sub-command's name",
    "companion tm check ../shared/tm_games/": "long (34 games): one ledger is checked below",
    "companion export": "the sub-command's name",
    "companion export RECORD": "a section's title: its syntax line is checked",
    "companion deploy": "the sub-command's name",
    "companion replay": "the sub-command's name",
}
# Syntax lines: options in [brackets], alternatives with |: only checked against --help
SYNTAX = re.compile(r"[\[|]|\.\.\.|\u2026|\\")


def run(argv, capsys):
    try:
        code = entry.main(argv)
    except SystemExit as e:  # --help
        code = e.code
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(scope="module")
def places(tmp_path_factory):
    """The files the placeholders of the docs stand for."""
    tmp = tmp_path_factory.mktemp("docs")
    drive = tmp / "CIRCUITPY"
    drive.mkdir()
    (drive / "boot_out.txt").write_text("Adafruit CircuitPython 9.2.1 on 2024-11-20; Adafruit Macropad RP2040\n")
    frozen = tmp / "frozen_drive"
    frozen.mkdir()
    (frozen / "boot_out.txt").write_text((drive / "boot_out.txt").read_text())
    ledgers = sorted(glob.glob(os.path.join(LEDGERS, "*.txt")))
    return {"tmp": tmp, "drive": str(drive), "frozen": str(frozen), "ledger": ledgers[0] if ledgers else None}


def saves_folder(places, capsys):
    """A saves folder as the board's: a save written by the simulator (a script with --save)."""
    folder = places["tmp"] / "saves"
    if not folder.exists():
        folder.mkdir()
        script = places["tmp"] / "open-demo.txt"
        script.write_text("turn +4\npush\nwait 3000\n")  # the first demo, after the four games
        code, out, err = run(["sim", "--script", str(script), "--save", str(folder / "save.bin"), "--quiet"], capsys)
        assert code == 0, err
    return str(folder)


class NoLedgers(Exception):
    """No Terra Mystica ledgers beside the checkout (../shared/tm_games): the tm commands are
    known, not run."""


def need_ledger(places):
    if places["ledger"] is None:
        raise NoLedgers(LEDGERS)
    return places["ledger"]


def check_run(cmd, places, capsys):
    """Run one command of the docs with its placeholders filled in and check its claim.
    Returns False for a command this file does not know."""
    tmp = places["tmp"]
    out_dir = tmp / ("out%d" % len(os.listdir(str(tmp))))
    out_dir.mkdir()
    o = str(out_dir)
    if cmd == "companion replay RECORD":
        code, out, err = run(["replay", RECORD], capsys)
        assert code == 0 and "winner: black" in out, err
    elif cmd == "companion replay RECORD --json":
        code, out, err = run(["replay", RECORD, "--json"], capsys)
        assert code == 0 and json.loads(out)["winners"] == ["black"], err
    elif cmd == "companion replay saves/":
        code, out, err = run(["replay", saves_folder(places, capsys)], capsys)
        assert code == 0 and "Babel" in out, err
    elif cmd == "companion export saves/ --stats -":
        code, out, err = run(["export", saves_folder(places, capsys), "--stats", "-"], capsys)
        assert code == 0 and "Babel: " in out and "points per round" in out, err
    elif cmd == "companion export RECORD --csv/--bgstats/--chart":
        argv = ["export", RECORD, "--csv", o + "/s.csv", "--bgstats", o + "/p.json", "--chart", o + "/r.png"]
        code, out, err = run(argv, capsys)
        assert code == 0, err
        assert open(o + "/s.csv").readline().startswith("entry,round,player")
        assert json.load(open(o + "/p.json"))["sourceName"] == "tabletop companion"
        assert open(o + "/r.png", "rb").read(8) == b"\x89PNG\r\n\x1a\n"
    elif cmd == "companion deploy --drive PATH" or cmd == "companion deploy --drive /media/$USER/CIRCUITPY":
        code, out, err = run(["deploy", "--drive", places["drive"]], capsys)
        assert code == 0, err
        for f in ("code.py", "boot.py", "tabletop/main.py", "lib/requirements.txt"):
            assert os.path.exists(os.path.join(places["drive"], f)), f
    elif cmd == "companion deploy --drive /media/$USER/CIRCUITPY --frozen":
        code, out, err = run(["deploy", "--drive", places["frozen"], "--frozen"], capsys)
        assert code == 0, err
        assert os.path.exists(os.path.join(places["frozen"], "code.py"))
        assert not os.path.exists(os.path.join(places["frozen"], "tabletop"))
    elif cmd == "companion deploy --freeze-to CIRCUITPYTHON/frozen/tabletop-companion":
        code, out, err = run(["deploy", "--freeze-to", o + "/frozen/tabletop-companion"], capsys)
        assert code == 0, err
        assert glob.glob(o + "/frozen/tabletop-companion/**/main.py", recursive=True)
    elif cmd == "companion legends":
        code, out, err = run(["legends", "--out", o], capsys)  # not into the checkout
        assert code == 0, err
        for sub in ("legends", "cards"):
            assert sorted(os.listdir(os.path.join(o, sub))) == sorted(os.listdir(os.path.join(ROOT, "hardware", sub)))
    elif cmd == "companion legends --lang de":
        code, out, err = run(["legends", "--out", o, "--lang", "de"], capsys)  # not into the checkout
        assert code == 0, err
        for sub in ("legends", "cards"):
            assert sorted(os.listdir(os.path.join(o, "de", sub))) == sorted(os.listdir(os.path.join(ROOT, "hardware", "de", sub)))
    elif cmd in ("companion tm import-snellman LEDGER -o RECORD",):
        code, out, err = run(["tm", "import-snellman", need_ledger(places), "-o", o + "/tm.txt"], capsys)
        assert code == 0, err
        assert "game terra_mystica" in open(o + "/tm.txt").read()
    elif cmd in ("companion tm check LEDGER\\|FOLDER...", "companion tm check LEDGER|FOLDER\u2026"):
        code, out, err = run(["tm", "check", need_ledger(places)], capsys)
        assert code == 0, err
        assert out.rstrip().split("\n")[-1].startswith("games fully matched: 1/1; rows matched: ")
    elif cmd == "companion tm check --pad LEDGER|FOLDER...":
        code, out, err = run(["tm", "check", "--pad", need_ledger(places)], capsys)
        assert code == 0, err
        assert "games entered at the pad: 1/1; final VP matched: " in out
    elif cmd == "companion sim --script FILE --screenshots DIR [--record OUT] [--save PATH] [--quiet]":
        where, steps = doc_scripts()[0]
        script = out_dir / "s.txt"
        script.write_text("\n".join(s[0] for s in steps) + "\n")
        argv = ["sim", "--script", str(script), "--screenshots", o + "/shots", "--record", o + "/record.txt",
                "--save", o + "/game.bin", "--quiet"]
        code, out, err = run(argv, capsys)
        assert code == 0, err
        shots = sorted(os.listdir(o + "/shots"))
        named = re.findall(r"`(?:DIR/)?(\d{3}-[^`]+\.png)`", open(os.path.join(ROOT, "docs", "simulator.md")).read())
        assert named and set(named) <= set(shots), (named, shots)  # the names the docs give
        assert open(o + "/record.txt").read().split("\n")[0].startswith(("game ", "#"))
        assert os.path.exists(o + "/game.bin")
    elif cmd == "companion sim --script-from RECORD|LEDGER [--limit N]":
        code, out, err = run(["sim", "--script-from", RECORD, "--limit", "3"], capsys)
        assert code == 0, err
        assert re.search(r"^# 3 entries: \d+ presses", out, re.M), out[-300:]
    elif cmd == "companion sim --script-from tests/records/NAME":
        check_press_table(capsys)
    else:
        return False
    return True


# the rows of the press table played here: one per game (all six take twice the time)
PRESS_ROWS = ("babel_dutch_full.txt", "assyria_2p_full.txt", "after_the_flood_full.txt")


def check_press_table(capsys):
    """docs/simulator.md's table of presses per record is what `--script-from` counts now."""
    text = open(os.path.join(ROOT, "docs", "simulator.md"), encoding="utf-8").read()
    rows = re.findall(r"^\| (\w+\.txt) \| (\d+) \| (\d+) \| ([\d.]+) \((\d+)\) \| (\d+) \|$", text, re.M)
    assert len(rows) >= 3
    for name, entries, presses, each, most, clicks in rows:
        if name not in PRESS_ROWS:
            continue
        code, out, err = run(["sim", "--script-from", os.path.join(RECORDS, name)], capsys)
        assert code == 0, err
        last = out.rstrip().split("\n")[-1]
        want = "# %s entries: %s presses (%s each, most %s), %s encoder clicks" % (entries, presses, each, most, clicks)
        assert last == want, "docs/simulator.md's row of %s: the simulator counts %r" % (name, last)


def subcommand_help(words, capsys):
    """The --help text of the sub-command the words name (`tm check` ...), and how many words it took."""
    path = []
    for w in words:
        if w.startswith("-") or not re.match(r"^[a-z][a-z-]*$", w):
            break
        code, out, err = run(path + [w, "--help"], capsys)
        if code != 0:
            break
        path.append(w)
    code, out, err = run(path + ["--help"], capsys)
    return path, out


def test_docs_show_commands():
    cmds = doc_commands()
    assert "companion replay RECORD" in cmds and len(cmds) > 20


def test_every_command_of_the_docs_is_known_to_the_command_line(capsys):
    """The sub-command exists, and every option shown is among its options."""
    problems = []
    for cmd, where in sorted(doc_commands().items()):
        words = shlex.split(cmd.replace("\\|", "|").replace("$USER", "user"), posix=True)[1:]
        if not words:
            continue
        path, helptext = subcommand_help(words, capsys)
        if not path:
            problems.append("%s: %s: no such sub-command" % (where[0], cmd))
            continue
        for opt in re.findall(r"(?<![\w-])(--?[a-z][a-z-]*)", " ".join(words[len(path):])):
            if not re.search(r"(?<![\w-])%s(?![\w-])" % re.escape(opt), helptext):
                problems.append("%s: %s: %s is not an option of `companion %s`" % (where[0], cmd, opt, " ".join(path)))
    assert problems == []


def test_every_command_of_the_docs_runs_and_does_what_they_say(places, capsys):
    unknown = []
    for cmd, where in sorted(doc_commands().items()):
        if cmd in NOT_RUN:
            continue
        try:
            known = check_run(cmd, places, capsys)
        except NoLedgers:
            continue
        if not known:
            if SYNTAX.search(cmd):  # a syntax line: its options were checked against --help
                continue
            unknown.append("%s: %s" % (where[0], cmd))
    assert unknown == [], "commands in the docs that this test neither runs nor lists in NOT_RUN"


def test_the_docs_scripts_show_what_they_say():
    scripts = doc_scripts()
    assert [w.split(":")[0] for w, _s in scripts] == ["docs/simulator.md"]
    for where, steps in scripts:
        sim = simulator.run_script([])
        try:
            for text, comment, parsed in steps:
                for step in parsed:
                    simulator._play(sim, [step], lambda i, s: None, None)
                screen = "\n".join(sim.app.screen["lines"])
                for claim in re.findall(r'"([^"]+)"', comment):
                    assert claim in screen, "%s: after `%s` the screen shows %r, not %r" % (where, text, screen, claim)
        finally:
            sim.close()


def test_make_targets_in_the_docs_exist_and_make_demo_prints_the_standings(capsys):
    makefile = open(os.path.join(ROOT, "Makefile")).read()
    targets = set(re.findall(r"^([a-z]+):", makefile, re.M))
    shown = set()
    for _path, _n, line, _code in doc_lines():
        shown.update(re.findall(r"`make ([a-z]+)`", line))
        m = re.match(r"^make ([a-z]+)\b", line.strip())
        if m:
            shown.add(m.group(1))
    assert shown and shown <= targets, shown - targets
    demo = re.search(r"^demo:.*\n\t\$\(VENV\)/bin/companion (.*)$", makefile, re.M).group(1).split()
    code, out, err = run(demo, capsys)
    assert code == 0 and "winner" in out, err  # README: "replays a demo game record and prints the standings"


def test_the_demo_games_are_listed_in_the_menu_s_order():
    """README and docs/simulator.md name the demo games in the order the start menu lists them."""
    games = ("Babel", "Assyria", "After the Flood", "Terra Mystica")

    def order(text):
        text = " ".join(text.split())
        return sorted(games, key=lambda g: text.index(g))

    menu = [t for t, _p in simulator.demo_files()]
    assert order(" ".join(menu)) == [g for g in games if any(t.startswith(g) for t in menu)]
    readme = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
    said = re.search(r"ready demo games \(([^)]*)\)", readme).group(1)
    assert order(said) == order(" ".join(menu)), said
    sim_doc = " ".join(open(os.path.join(ROOT, "docs", "simulator.md"), encoding="utf-8").read().split())
    said = re.search(r"\*\*demo games\*\* \u2014 ([^\u2014]*)\u2014", sim_doc).group(1)
    assert order(said) == order(" ".join(menu)), said
