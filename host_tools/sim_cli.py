"""`companion sim`'s command line (host_tools/simulator.py is the simulator; sim_record.py turns a
game record into a script): its own module, so that neither of those two imports the other."""

import os
import sys

from host_tools import sim_board, sim_script, simulator


def register(subparsers):
    p = subparsers.add_parser("sim", help="the desktop simulator (the device app in a window)",
                              description="The device app in a window; or, with --script, headless "
                                          "with a PNG after each input (docs/simulator.md).")
    p.add_argument("--save", default=None,
                   help="save file (default ~/.tabletop-companion/save.bin; scripts: none)")
    p.add_argument("--fresh", action="store_true", help="forget the saved game, open the start menu")
    p.add_argument("--script", default=None, help="play the inputs of this file, no window")
    p.add_argument("--screenshots", default=None, help="with --script: write a PNG after each step here")
    p.add_argument("--record", default=None, help="with --script: write the game's record text here")
    p.add_argument("--script-from", default=None, metavar="RECORD",
                   help="print the script that enters this game record on the pad (with press counts)")
    p.add_argument("--limit", type=int, default=None, help="with --script-from: only the first N entries")
    p.add_argument("--scale", type=int, default=4, help="OLED pixels per screen pixel (default 4)")
    p.add_argument("--quiet", action="store_true", help="with --script: do not print the steps")
    p.set_defaults(func=main)


def main(args):
    os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")  # before anything imports Blinka
    if args.script_from:
        return _script_from(args)
    if args.script:
        try:
            with open(args.script, encoding="utf-8") as f:
                steps = sim_script.parse(f.read())
        except OSError as e:
            print("companion: %s" % e, file=sys.stderr)
            return 2
        except sim_script.ScriptError as e:
            print("companion: %s:%s" % (args.script, e), file=sys.stderr)
            return 2
        if args.save and args.fresh:
            _forget(args.save)
        echo = None if args.quiet else print
        try:
            sim = simulator.run_script(steps, args.screenshots, args.save, args.scale, echo=echo)
        except sim_script.ScriptError as e:
            print("companion: %s:%s" % (args.script, e), file=sys.stderr)
            return 2
        try:
            if args.record:
                sim.write_record_text(args.record)
        finally:
            sim.close()
        if args.screenshots:
            print("%d screenshots in %s" % (len(steps) + 1, args.screenshots))
        return 0
    path = args.save or os.path.join(sim_board.default_save_dir(), "save.bin")
    if args.fresh:
        _forget(path)
    sim = simulator.Simulator(save_path=path)
    try:
        simulator.run_window(sim, args.scale)
    finally:
        sim.close()
    return 0


def _script_from(args):
    from host_tools import records, sim_record

    try:
        rec, _ = records.read(args.script_from)
        text, stats, rec = sim_record.script_from_record(rec, args.limit)
    except records.RecordFileError as e:
        print("companion: %s" % e, file=sys.stderr)
        return 2
    except sim_record.CannotEnter as e:
        print("companion: %s: %s" % (args.script_from, e), file=sys.stderr)
        return 2
    sys.stdout.write(text)
    if stats:
        p = sum(s[1] for s in stats)
        c = sum(s[2] for s in stats)
        sys.stdout.write("# %d entries: %d presses (%.2f each, most %d), %d encoder clicks\n"
                         % (len(stats), p, p / len(stats), max(s[1] for s in stats), c))
    return 0


def _forget(path):
    for p in sim_board.save_places(path):
        if os.path.exists(p.path):
            os.remove(p.path)
