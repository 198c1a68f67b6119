"""`companion`: the command line of the tabletop companion.

    companion replay RECORD [--json | --trace]   standings / final state / state after every line
    companion bench [--quick] [--out FILE]       benchmark table (MicroPython heap and timings)
    companion sim | deploy | export | tm | legends ...   (each from its own host_tools module)

Exit status: 0 ok, 2 an illegal or unreadable entry (the message names the line and the reason).
"""

import argparse
import importlib.util
import json
import sys

from host_tools import records
from tabletop.core import view
from tabletop.core.errors import Illegal
from tabletop.core.session import Session
from tabletop.core.lines import line_numbers

# host_tools modules that add their own sub-commands with register(subparsers)
PLUGINS = ("sim_cli", "deploy", "export", "tm_cli", "legends")


def standings_text(snap):
    out = ["%s - round %s, phase %s%s" % (snap["game"], snap["round"], snap["phase"],
                                           " (game over)" if snap["ended"] else "")]
    for p in snap["players"]:
        extra = ", ".join("%s %s" % (k, json.dumps(v)) for k, v in p.items() if k not in ("id", "score"))
        out.append("  %-12s %4d  %s" % (p["id"], p["score"], extra))
    for line in snap["status"]:
        out.append("  " + line)
    if snap["ended"]:
        out.append("winner%s: %s" % ("s" if len(snap["winners"]) > 1 else "", ", ".join(snap["winners"])))
    elif snap["active"]:
        out.append("next: " + snap["active"])
    return "\n".join(out)


def cmd_replay(args):
    try:
        record, text = records.read(args.record)
        if not args.trace:
            session = records.open_session(args.record, record, text)
            snap = view.session_snapshot(session)
            print(json.dumps(snap, sort_keys=True) if args.json else standings_text(snap))
            return 0
    except records.RecordFileError as e:
        print("companion: %s" % e, file=sys.stderr)
        return 2
    # --trace: one JSON object per record line, with the state after it
    session = Session(record.copy_header())
    nums = line_numbers(text) if text is not None else list(range(1, len(record) + 1))
    for k in range(len(record)):
        seat, words = record.entry(k)
        try:
            session.apply_words(seat, words)
        except Illegal as e:
            print("companion: %s:%d: %s" % (args.record, nums[k], e.message), file=sys.stderr)
            return 2
        row = {"line": nums[k], "entry": record.entry_text(k), "state": view.session_snapshot(session)}
        print(json.dumps(row, sort_keys=True))
    return 0


def cmd_bench(args):
    from host_tools import bench

    return bench.main(args)


def build_parser():
    parser = argparse.ArgumentParser(prog="companion", description="the tabletop companion")
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
    p.set_defaults(func=cmd_bench)
    for name in PLUGINS:
        if importlib.util.find_spec("host_tools." + name) is not None:
            importlib.import_module("host_tools." + name).register(sub)
    return parser


def main(argv=None):
    args = build_parser().parse_args(argv)
    return args.func(args) or 0


if __name__ == "__main__":
    sys.exit(main())
