"""`companion board`: the companion on CircuitPython's own MacroPad firmware in the RP2040 emulator
(docs/device.md, "Without a board")."""

import json
import os
import sys

from host_tools import inputs
from host_tools.langs import LANGS
from host_tools.board import emulator


def register(subparsers):
    p = subparsers.add_parser("board", help="the companion on the MacroPad's real firmware, in an RP2040 emulator",
                              description="Boots the companion, as `companion deploy` puts it, on CircuitPython's "
                                          "MacroPad firmware in rp2040js (npm, installed on first use), plays a "
                                          "script on the board's pins and reads its screen, keys and flash.")
    p.add_argument("--firmware", default=emulator.FIRMWARE,
                   help="CircuitPython for the MacroPad: a .bin or a release .uf2 (default: the shared build)")
    p.add_argument("--bootrom", default=emulator.BOOTROM, help="the RP2040 boot ROM (rp2040js's bootrom .mjs)")
    p.add_argument("--from", dest="game", metavar="RECORD_OR_SAVE", default=None,
                   help="a game record or save, put into the board's saves before power-on")
    p.add_argument("--played", action="store_true",
                   help="with --from: the game's snapshots on the drive too, as playing it at the pad leaves them "
                        "(the power-on resumes from the newest; an undo past the checkpoints from an older one)")
    p.add_argument("--lang", choices=LANGS, default="en",
                   help="with --from: the language saved with the game (default en)")
    p.add_argument("--script", default=None, help="play the steps of this script (as `companion sim --script`)")
    p.add_argument("--screenshots", default=None, help="a PNG after power-on and after each step here")
    p.add_argument("--scale", type=inputs.number(1, 12), default=4, help="OLED pixels per screen pixel (default 4)")
    p.add_argument("--record", default=None, help="write the game the board's flash holds at the end here")
    p.add_argument("--cut-at", type=inputs.number(1, 10 ** 8), default=None, metavar="MS",
                   help="cut the power at this board time (ms), then power on again and go on")
    p.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    p.add_argument("--quiet", action="store_true", help="do not print the steps")
    p.set_defaults(func=main)


def main(args):
    from host_tools.sim import script as sim_script

    steps = []
    if args.script:
        text = inputs.read_text(args.script, "script")
        try:
            steps = sim_script.parse(text)
        except sim_script.ScriptError as e:
            print("companion: %s:%s" % (args.script, e), file=sys.stderr)
            return 2
    if args.played and not args.game:
        print("companion: --played needs --from: the game whose snapshots go on the drive", file=sys.stderr)
        return 2
    if args.lang != "en" and not args.game:
        print("companion: --lang needs --from: the game it is saved with (a new game's language is "
              "chosen at the start menu)", file=sys.stderr)
        return 2
    if args.game:
        inputs.read_bytes(args.game, "record")  # a missing or unreadable file: one line, before the boot
    if args.screenshots:
        inputs.check_folder(args.screenshots, "screenshots folder")
    inputs.check_output(args.record, "record file")
    from host_tools.board.run import BoardRun, figures

    run = BoardRun(args.firmware, args.bootrom, args.game, played=args.played,
                   lang=LANGS.index(args.lang))
    echo = None if (args.quiet or args.json) else print
    try:
        run.power_on()
        if args.cut_at is not None:
            run.arm_cut(args.cut_at)
        shot = _shooter(run, args.screenshots, args.scale)
        shot(0, None)
        if echo:
            echo("boot: %.0f ms to the game's screen (board time); %s" % (run.boots[0][0], _boot_text(run)))
        for i, (line, step) in enumerate(steps, 1):
            try:
                ms = run.play(step)
            except sim_script.ScriptError as e:
                e.line = line
                print("companion: %s:%s" % (args.script, e), file=sys.stderr)
                return 2
            if echo:
                echo("%3d  %-12s | %7.1f ms | %s" % (line, sim_script.step_text(step), ms,
                                                     run.shadow.app.screen["lines"][0]))
            shot(i, step)
        if args.record:
            run.settle()  # the board left alone saves what the last steps entered
            rec = run.record()
            if rec is None:
                raise inputs.UserError("companion board: the board's flash holds no game: nothing written to %s"
                                       % args.record)
            from host_tools.sim import board as sim_board

            sim_board.replace_file(args.record, sim_board.record_text(rec).encode("utf-8"))
        figs = figures(run)
        if args.json:
            print(json.dumps(figs))
        elif echo:
            echo("board time: press %s ms, click %s ms, undo %s ms (medians); free heap after boot %s B; "
                 "power cuts %d; error: %s" % (figs["press_ms_median"], figs["click_ms_median"],
                                               figs["undo_ms_median"], figs["free_after_boot"], figs["cuts"],
                                               figs["error"]))
        if args.screenshots and echo:
            echo("%d screenshots in %s" % (len(steps) + 1, args.screenshots))
        return 1 if figs["error"] else 0
    except emulator.EmulatorError as e:
        print("companion board: %s" % e, file=sys.stderr)
        return 2
    finally:
        run.close()


def _boot_text(run):
    b = run.boots[0][1]
    if not b:
        return "no boot line on the console"
    return "heap free %d B at boot's end" % b[4]


def _shooter(run, folder, scale):
    if not folder:
        return lambda i, step: None
    from host_tools.sim import script as sim_script
    from host_tools.sim import window as sim_window

    sim_window.setup_sdl(headless=True)
    import pygame

    os.makedirs(folder, exist_ok=True)
    layout = sim_window.Layout(scale)
    surface = pygame.Surface((layout.width, layout.height))
    painter = sim_window.Painter(layout)

    def shot(i, step):
        painter.draw(surface, run.frame())
        name = "%03d-%s.png" % (i, sim_script.step_slug(step) if step else "boot")
        sim_window.save_png(surface, os.path.join(folder, name))

    return shot
