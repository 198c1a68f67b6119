"""`companion sim`'s command line (host_tools/sim/simulator.py is the simulator; record.py turns a
game record into a script): its own module, so that neither of those two imports the other."""

import os
import sys

from host_tools import inputs
from host_tools.sim import board as sim_board
from host_tools.sim import script as sim_script
from host_tools.sim import simulator


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
                   help="print the script that enters this game record (or Terra Mystica ledger) on "
                        "the pad, as players at the table would (with press counts)")
    p.add_argument("--limit", type=inputs.number(1, 100000), default=None,
                   help="with --script-from: only the first N entries")
    p.add_argument("--scale", type=inputs.number(1, 12), default=4, help="OLED pixels per screen pixel (default 4)")
    p.add_argument("--quiet", action="store_true", help="with --script: do not print the steps")
    p.set_defaults(func=main)


def check_paths(args):
    """Every path the run will write, checked before it starts (a wrong one is found in a moment,
    not after the whole script has played)."""
    if args.save:
        if os.path.isdir(args.save):
            raise inputs.UserError("%s: is a folder; name the save file (e.g. %s)"
                                   % (args.save, os.path.join(args.save, "save.bin")))
        inputs.check_folder(os.path.dirname(os.path.abspath(args.save)), "save folder")  # made if need be
        base = os.path.splitext(args.save)[0] + ".txt"  # the record text kept beside the save
        for p in [pl.path for pl in sim_board.save_places(args.save)[1:]] + [base]:
            if os.path.isdir(p):
                raise inputs.UserError("%s: is a folder, where the simulator keeps a file of the save %s"
                                       % (p, args.save))
    if args.script:
        if args.screenshots:
            inputs.check_folder(args.screenshots, "screenshots folder")
        inputs.check_output(args.record, "record file")
    elif args.screenshots or args.record:
        raise inputs.UserError("companion sim: --screenshots and --record go with --script FILE")


def main(args):
    os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")  # before anything imports Blinka
    if args.script_from:
        return _script_from(args)
    check_paths(args)
    if args.script:
        text = inputs.read_text(args.script, "script")
        try:
            steps = sim_script.parse(text)
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
    from host_tools.sim import record as sim_record
    from host_tools.tm import pad as tm_pad

    rec = tm_pad.read_game(args.script_from)[0]  # a bad file: a UserError, told by companion's main
    try:
        if rec.game == "terra_mystica":  # a turn as the table plays it, offers when asked
            text, stats, rec = tm_pad.script_from_record(rec, args.limit)
        else:
            text, stats, rec = sim_record.script_from_record(rec, args.limit)
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
