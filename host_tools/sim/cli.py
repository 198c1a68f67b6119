"""`companion sim`'s command line (host_tools/sim/simulator.py is the simulator; record.py turns a
game record into a script): its own module, so that neither of those two imports the other."""

import os
import sys

from host_tools import inputs
from host_tools.langs import LANGS
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
    p.add_argument("--lang", choices=LANGS, default=None,
                   help="the device's language: menus and the games' own words (default: as saved)")
    p.set_defaults(func=main)


def check_paths(args):
    """Every path the run will write, checked before it starts (a wrong one is found in a moment,
    not after the whole script has played). The files of a save (sim_board.companion_files: its two
    places and its text copy) are the simulator's only: a file there that is not (a record of the
    user's, any other file) is refused and left as it is, and --record may not name one of them."""
    if args.save:
        if os.path.isdir(args.save):
            raise inputs.UserError("%s: is a folder; name the save file (e.g. %s)"
                                   % (args.save, os.path.join(args.save, "save.bin")))
        inputs.check_folder(os.path.dirname(os.path.abspath(args.save)), "save folder")  # made if need be
        check_save_files(args.save)
        if args.record and os.path.abspath(args.record) in [os.path.abspath(p) for p in
                                                            sim_board.companion_files(args.save)]:
            raise inputs.UserError("companion sim: --record %s is a file of the save %s; name another"
                                   % (args.record, args.save))
    if args.script:
        if args.screenshots:
            inputs.check_folder(args.screenshots, "screenshots folder")
        inputs.check_output(args.record, "record file", reads=[(args.script, "script")])
    elif args.screenshots or args.record:
        raise inputs.UserError("companion sim: --screenshots and --record go with --script FILE")


def check_save_files(path):
    """The save `path`'s files that are there must be the simulator's (UserError otherwise)."""
    places = [p.path for p in sim_board.save_places(path)]
    text = sim_board.text_path(path)
    for p in places + [text]:
        if os.path.isdir(p):
            raise inputs.UserError("%s: is a folder, where the simulator keeps a file of the save %s"
                                   % (p, path))
    for p in places:
        if os.path.exists(p) and not sim_board.is_save(p):
            what = "the save" if p == path else "a file of the save %s" % path
            raise inputs.UserError("%s: not a companion save (a game record? another file?); the simulator "
                                   "would write %s there: name a new file, e.g. %s"
                                   % (p, what, _suggest(path)))
    if os.path.exists(text) and not sim_board.is_text_copy(text, path):
        raise inputs.UserError("%s: a file of yours where the save %s keeps its record as text; "
                               "move it, or name another save" % (text, path))


def _suggest(path):
    """A save name beside `path` whose files are all free."""
    base = os.path.splitext(path)[0]
    for i in range(100):
        cand = "%s%s.bin" % (base, "-%d" % i if i else "")
        if not any(os.path.exists(p) for p in sim_board.companion_files(cand)):
            return cand
    return base + ".bin"


def main(args):
    os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")  # before anything imports Blinka
    if args.script_from:
        return _script_from(args)
    if args.limit is not None:
        raise inputs.UserError("companion sim: --limit N goes with --script-from RECORD (the first N entries)")
    check_paths(args)
    if args.script:
        text = inputs.read_text(args.script, "script")
        try:
            steps = sim_script.parse(text)
        except sim_script.ScriptError as e:
            from host_tools import records

            if records.is_record(args.script) or records.is_ledger(text):  # a game, not its inputs
                raise inputs.UserError("%s: a game %s, not a script of inputs: `companion sim --script-from %s` "
                                       "prints the script that enters it" % (
                                           args.script, "record" if records.is_record(args.script) else
                                           "ledger", args.script), 2)
            print("companion: %s:%s" % (args.script, e), file=sys.stderr)
            return 2
        if args.save and args.fresh:
            _forget(args.save)
        echo = None if args.quiet else print
        try:
            sim = simulator.run_script(steps, args.screenshots, args.save, args.scale, echo=echo, lang=args.lang)
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
    why = simulator.no_display()
    if why:  # at once, before the app is built: the window would run where nobody sees it
        raise simulator.no_display_error(why)
    path = args.save or os.path.join(sim_board.default_save_dir(), "save.bin")  # the companion's folder
    if args.fresh:
        _forget(path)
    sim = simulator.Simulator(save_path=path)
    sim.set_lang(args.lang)
    try:
        simulator.run_window(sim, args.scale)
    finally:
        sim.close()
    if sim.interrupted:
        how = "Ctrl-C" if sim.interrupted == 2 else "signal %d" % sim.interrupted
        where = ("the game is saved in %s" % path if saved_game(path) else
                 "no game was started, none saved in %s" % path)
        print("companion sim: interrupted (%s): %s" % (how, where), file=sys.stderr)
        return 128 + sim.interrupted
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
    """--fresh: the game saved in `path` is set aside, not deleted: its places (and its text copy)
    are renamed to those of a backup save whose files are all free (GAME-1.bin, GAME-1.bin.1,
    GAME-1.txt ...), and a note says where. A save holding no game (the start menu) just goes.
    Returns the backup's path, or None."""
    from host_tools import records

    places = [p.path for p in sim_board.save_places(path) if sim_board.is_save(p.path)]
    if not places:
        return None
    if records.newest_of(places) is None and not any(records._copy(p) is None for p in places):
        for p in places:  # only start-menu saves (no game, none damaged): nothing to keep
            os.remove(p)
        return None
    backup = _backup(path)
    moves = [(p.path, q.path) for p, q in zip(sim_board.save_places(path), sim_board.save_places(backup))
             if p.path in places]
    text = sim_board.text_path(path)
    if sim_board.is_text_copy(text, path):
        moves.append((text, sim_board.text_path(backup)))
    for src, dst in moves:
        os.rename(src, dst)  # the same folder: a rename, the bytes as they were
    print("companion sim: --fresh: the game saved in %s is kept in %s (companion replay %s; "
          "companion sim --save %s goes on with it)" % (path, backup, backup, backup), file=sys.stderr)
    return backup


def _backup(path):
    """GAME-1.bin, GAME-2.bin ...: the first save name beside `path` none of whose files exist."""
    root, ext = os.path.splitext(path)
    for i in range(1, 10000):
        cand = "%s-%d%s" % (root, i, ext or ".bin")
        if not any(os.path.lexists(p) for p in sim_board.companion_files(cand)):
            return cand
    raise inputs.UserError("%s: too many backups beside it; move some away" % path)


def saved_game(path):
    """Does the save `path` hold a game now (its newest copy)?"""
    from host_tools import records

    return records.newest_of([p.path for p in sim_board.save_places(path)]) is not None
