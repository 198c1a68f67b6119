"""`companion`: the command line of the tabletop companion.

    companion replay RECORD [--json | --trace]   standings / final state / state after every line
    companion bench [--quick] [--out FILE] [--against REV]  benchmark table (MicroPython heap and timings)
    companion sim | deploy | export | tm | legends ...   (each from its own host_tools module)

Exit status: 0 ok, 1 bad use (a missing file, a wrong option), 2 a record that cannot be read or an
illegal entry (the message names the file, the line and the reason); never a traceback.
"""

import importlib.util
import json
import os
import sys

from host_tools import inputs, records
from host_tools.langs import LANGS
from tabletop.core import registry, view
from tabletop.ui.figures import value
from tabletop.core.errors import Illegal
from tabletop.core.session import Session
from tabletop.core.lines import line_numbers

# host_tools modules that add their own sub-commands with register(subparsers)
PLUGINS = ("sim.cli", "board.cli", "deploy", "export", "tm.cli", "legends")


def _value(v):
    """A field's value as the device shows it (tabletop.ui.figures.value: 3/0/0, y, -), nested lists
    readable: (name, amount) pairs as 'grain 1, wool 3', other groups split by ' | '."""
    if isinstance(v, (list, tuple)) and v and any(isinstance(x, (list, tuple)) for x in v):
        if all(isinstance(x, (list, tuple)) and len(x) == 2 and isinstance(x[0], str) for x in v):
            return ", ".join("%s %s" % (x[0], value(x[1])) for x in v)
        return " | ".join(_value(x) for x in v)
    return value(v) if v != [] else "-"


def _row(cells, widths):
    return "  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(cells, widths))).rstrip()


def standings_text(snap):
    """The standings as a table: one row per player with its score and the game's figures (the
    device's player fields), list-valued figures on labelled lines below; the table's own fields
    (Terra Mystica's tiles); status; winner/next."""
    try:
        title = registry.info(snap["game"])[1]
    except Exception:  # noqa: BLE001 - a game the registry does not list (tests): its name
        title = snap["game"]
    out = ["%s - round %s, phase %s%s" % (title, snap["round"], snap["phase"],
                                           " (game over)" if snap["ended"] else ""), ""]
    players = snap["players"]
    names = []
    for p in players:
        for k in p:
            if k not in ("id", "score") and k not in names:
                names.append(k)
    flat = [k for k in names if all(not isinstance(p.get(k), (list, tuple)) for p in players)]
    rows = [["player", "score"] + [k.replace("_", " ") for k in flat]]
    for p in players:
        rows.append([p["id"], str(p["score"])] + [_value(p.get(k)) for k in flat])
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    out += [_row(r, widths) for r in rows]
    lists = [k for k in names if k not in flat]
    if lists:
        label = max(len(k) for k in lists)
        for p in players:
            out.append("")
            out.append(p["id"] + ":")
            for k in lists:
                out.append("  %s  %s" % (k.replace("_", " ").ljust(label), _value(p.get(k))))
    from host_tools.export import table_lines

    out += table_lines(snap.get("table") or {})
    if snap["status"]:
        out.append("")
    for line in snap["status"]:
        out.append(line)
    out.append("")
    if snap["ended"]:
        out.append("winner%s: %s" % ("s" if len(snap["winners"]) > 1 else "", ", ".join(snap["winners"])))
    elif snap["active"]:
        out.append("next: " + snap["active"])
    return "\n".join(out)


def _note(text):
    print("companion: note: " + text, file=sys.stderr)


def cmd_replay(args):
    used, why = records.resolve(args.record)  # a save's newest copy; in a folder, which file
    if why:
        _note(why)
    record, text = records.read(used)
    args.record = used  # messages name the file read
    if not args.trace:
        session = records.open_session(args.record, record, text)
        snap = view.session_snapshot(session)
        print(json.dumps(snap, sort_keys=True) if args.json else standings_text(snap))
        return 0
    # --trace: one JSON object per record line, with the state after it
    session = records.open_session(args.record, record.copy_header(), text)  # setup rules checked
    nums = line_numbers(text) if text is not None else list(range(1, len(record) + 1))
    for k in range(len(record)):
        seat, words = record.entry(k)
        try:
            session.apply_words(seat, words)
        except Illegal as e:
            print("companion: %s:%d: %s" % (args.record, nums[k], e.message), file=sys.stderr)
            return 2
        except Exception as e:  # noqa: BLE001 - a fault in a game module: which entry, not a traceback
            raise records.rules_failed(args.record, record, text, k, session.game, e)
        row = {"line": nums[k], "entry": record.entry_text(k), "state": view.session_snapshot(session)}
        print(json.dumps(row, sort_keys=True))
    return 0


def cmd_bench(args):
    from host_tools.bench import cli as bench

    return bench.main(args)


def build_parser():
    parser = inputs.Parser(prog="companion", description="the tabletop companion")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("replay", help="replay a game record and print the standings")
    p.add_argument("record", help="record text file, or a save copied off the board")
    g = p.add_mutually_exclusive_group()
    g.add_argument("--json", action="store_true", help="print the final state as JSON")
    g.add_argument("--trace", action="store_true", help="print JSON Lines: the state after every line")
    p.set_defaults(func=cmd_replay)
    p = sub.add_parser("bench", help="measure heap and speed under MicroPython")
    p.add_argument("--quick", action="store_true", help="fewer repetitions (CI)")
    p.add_argument("--out", default=None, help="write the table to this Markdown file")
    p.add_argument("--against", default=None, metavar="REV",
                   help="also time key presses against git commit REV, in interleaved runs")
    p.add_argument("--board", action="store_true",
                   help="the four games on the MacroPad's real firmware in the RP2040 emulator (board time)")
    p.add_argument("--room", action="store_true",
                   help="with --board: also the room to spare (a run per 2 KB step of a search: long)")
    p.add_argument("--lang", choices=LANGS, default="en",
                   help="with --board: the games saved in this language (German, Dutch: their words read from flash)")
    p.set_defaults(func=cmd_bench)
    for name in PLUGINS:
        if importlib.util.find_spec("host_tools." + name) is not None:
            importlib.import_module("host_tools." + name).register(sub)
    return parser


def main(argv=None):
    try:
        args = build_parser().parse_args(argv)
        if getattr(args, "pad", False):  # tm check --pad: the games entered at the pad (tm_pad imports tm_cli)
            from host_tools.tm import pad as tm_pad

            args.func = tm_pad.cmd_check
        return args.func(args) or 0
    except inputs.UserError as e:
        msg = str(e)
        print(msg if msg.startswith("companion") else "companion: " + msg, file=sys.stderr)
        return e.status
    except KeyboardInterrupt:  # Ctrl+C
        print("companion: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # `companion replay GAME --trace | head`: the reader is gone, fine
        try:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # no second error at exit
        except (OSError, ValueError):
            pass
        return 0
    except OSError as e:  # writing an output failed on the way (disk full, drive pulled out)
        where = "%s: " % e.filename if e.filename else ""
        print("companion: %s%s" % (where, e.strerror or e), file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
