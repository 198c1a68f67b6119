"""Where the emulated board's time goes: its program counter sampled every few µs of board time
(host_tools/board/emulator.mjs, op `sample`), mapped to the firmware's C functions with the symbols of
its .elf (arm-none-eabi-nm), grouped into kinds of work, per stretch of board time.

    python -m host_tools.board.profile [--from RECORD] [--script SCRIPT] [--us 50] [--window 250] [--top 30]

Power-on to the game's screen; with --script, the script's steps after it instead (an undo, a save).
Also: the garbage collections (how many, how long). A developer's tool (issue 36), not a command of
`companion`."""

import argparse
import bisect
import os
import subprocess

from host_tools.board import emulator
from host_tools.langs import LANGS

ELF = os.path.join(emulator.SHARED, "firmware", "adafruit_macropad_rp2040.elf")

# kinds of work, by the C function's name (first match wins); "asleep": the CPU waits for an interrupt
KINDS = (
    ("compile", ("mp_lexer", "mp_parse", "parse_", "push_result", "pop_result", "peek_result", "compile_",
                 "mp_compile", "mp_emit_bc", "emit_", "scope_", "mp_reader", "lex_", "next_char", "is_char",
                 "is_head", "is_tail", "is_physical", "is_following", "is_string", "mp_lexer_new", "unichar",
                 "c_", "rule_", "mp_unicode", "is_whitespace", "is_alpha", "is_digit", "is_letter", "vstr_",
                 "get_hex", "qstr_find", "qstr_compute", "qstr_from", "qstr_add", "find_qstr", "make_qstr")),
    ("mpy load", ("mp_raw_code_load", "load_", "read_", "mp_raw_code", "mp_module_ctx")),
    ("gc", ("gc_", "mp_obj_malloc", "m_malloc", "m_realloc", "m_free", "gc_collect", "mp_gc")),
    ("files", ("f_", "fat", "disk_", "supervisor_flash", "flash_", "mp_vfs", "mp_import", "stat_", "file_obj",
               "fatfs", "get_fat", "put_fat", "dir_", "move_window", "sync_", "ff_", "create_name", "follow_path",
               "ld_", "st_", "mem_cpy", "mem_set", "mem_cmp", "chk_", "clst2sect", "sum_sfn", "cmp_lfn",
               "pick_lfn", "fit_lfn", "gen_numname", "dbc_", "tchar2uni", "ff_wtoupper", "validate")),
    ("display", ("displayio", "common_hal_displayio", "common_hal_busdisplay", "busdisplay", "fourwire",
                 "common_hal_fourwire", "displayio_", "terminalio", "supervisor_display", "bitmaptools",
                 "common_hal_bitmaptools", "spi_", "common_hal_busio_spi", "_refresh", "displayio_area",
                 "common_hal_terminalio", "status_bar", "supervisor_status_bar", "fill_area", "_fill_area")),
    ("usb", ("tud_", "tusb", "dcd_", "usbd_", "usb_", "hw_endpoint", "cdcd_", "mscd_", "hidd_", "midid_")),
    ("vm", ("mp_execute_bytecode", "mp_call", "mp_obj_", "mp_load", "mp_store", "mp_binary", "mp_unary",
            "mp_map", "mp_", "fun_", "dict_", "list_", "str_", "tuple_", "bytes", "int_", "small_int",
            "type_", "instance_", "native_", "array_", "mp_small", "memcpy", "memset", "memmove", "strlen",
            "memcmp", "__aeabi", "__wrap", "qstr_")),
)


def symbols(elf=ELF):
    """([start addresses], [names]) of the firmware's functions, sorted."""
    out = subprocess.run(["arm-none-eabi-nm", "-n", "--defined-only", elf], capture_output=True, text=True,
                         check=True).stdout
    addrs, names = [], []
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] in "tTwW":
            addrs.append(int(parts[0], 16))
            names.append(parts[2])
    return addrs, names


def name_of(syms, pc):
    if not pc:
        return "(asleep)"
    addrs, names = syms
    i = bisect.bisect_right(addrs, pc & ~1) - 1
    return names[i] if i >= 0 else "0x%x" % pc


def kind_of(name):
    if name == "(asleep)":
        return "asleep"
    for kind, prefixes in KINDS:
        if name.startswith(prefixes):
            return kind
    return "other"


def profile(samples, syms, window_ms):
    """(by function {name: n}, by kind {kind: n}, windows [(start ms, {kind: n})]) of flat [t, pc, lr]."""
    funcs, kinds, windows = {}, {}, {}
    for i in range(0, len(samples), 3):
        t, pc = samples[i], samples[i + 1]
        n = name_of(syms, pc)
        k = kind_of(n)
        funcs[n] = funcs.get(n, 0) + 1
        kinds[k] = kinds.get(k, 0) + 1
        w = windows.setdefault(int(t // window_ms) * window_ms, {})
        w[k] = w.get(k, 0) + 1
    return funcs, kinds, sorted(windows.items())


# the collector's own functions: a run of samples in them, with no gap over GAP_MS, is one collection
COLLECTING = ("gc_mark", "gc_collect", "gc_sweep", "__gc_mark", "gc_deal")
GAP_MS = 0.5


def collections(samples, syms):
    """[(start ms, end ms)] of the garbage collections in flat [t, pc, lr] samples. CircuitPython
    collects the whole heap after every module it loads (mp_builtin___import___default), so a
    power-on's count is mostly its module loads (BENCHMARKS.md)."""
    out = []
    for i in range(0, len(samples), 3):
        t = samples[i]
        if name_of(syms, samples[i + 1]).startswith(COLLECTING):
            if out and t - out[-1][1] < GAP_MS:
                out[-1][1] = t
            else:
                out.append([t, t])
    return [(a, b) for a, b in out]


def main(argv=None):
    from host_tools.board.run import BoardRun, IDLE_QUIET_MS

    ap = argparse.ArgumentParser(prog="python -m host_tools.board.profile")
    ap.add_argument("--from", dest="game", default=None)
    ap.add_argument("--us", type=float, default=50, help="a sample every this many µs of board time")
    ap.add_argument("--window", type=float, default=250, help="ms of board time per line of the timeline")
    ap.add_argument("--top", type=int, default=30)
    ap.add_argument("--callers", default=None, help="also: the callers (LR) of this function, by board time")
    ap.add_argument("--script", default=None, help="profile this script's steps, after power-on")
    ap.add_argument("--lang", choices=LANGS, default="en", help="with --from: its saved language")
    ap.add_argument("--played", action="store_true",
                    help="with --from: its snapshots on the drive too (the power-on resumes from the newest)")
    args = ap.parse_args(argv)
    run = BoardRun(game=args.game, lang=LANGS.index(args.lang), played=args.played)
    try:
        if args.script:
            from host_tools.sim import script as sim_script

            with open(args.script, encoding="utf-8") as f:
                steps = [s for _line, s in sim_script.parse(f.read())]
            run.power_on()
            run.emu.call("sample", us=args.us)
            t0 = run.emu.state()["t"]
            for step in steps:
                run.play(step)
            st = dict(run.last, screen_at=run.emu.state()["t"] - t0)
        else:
            run.emu.power()
            run.emu.call("sample", us=args.us)
            st = run.emu.wait_console("tabletop: heap free", 120000)
            st = run.emu.idle(IDLE_QUIET_MS, st["t"])
        samples = run.emu.call("sample", us=0)["samples"]
        console = run.emu.console
        screen_at = st["screen_at"]
        flash = run.emu.flash_log
    finally:
        run.close()
    syms = symbols()
    funcs, kinds, windows = profile(samples, syms, args.window)
    total = len(samples) // 3
    ms = lambda n: n * total and n * (samples[-3] - samples[0]) / total  # noqa: E731
    what = "the script's steps" if args.script else "power-on to the game's screen"
    print("%s: %.0f ms (board time); %d samples every %g µs" % (what, screen_at, total, args.us))
    print("\nby kind of work (ms):")
    for k, n in sorted(kinds.items(), key=lambda kv: -kv[1]):
        print("  %-10s %7.0f" % (k, ms(n)))
    print("\ntop functions (ms):")
    for f, n in sorted(funcs.items(), key=lambda kv: -kv[1])[: args.top]:
        print("  %-40s %7.0f  %s" % (f, ms(n), kind_of(f)))
    cs = collections(samples, syms)
    print("\ngarbage collections: %d, %.0f ms in all, the longest %.1f ms" % (
        len(cs), sum(b - a for a, b in cs), max([b - a for a, b in cs] or [0])))
    print("\ntimeline (ms of each kind per %g ms of board time):" % args.window)
    names = [k for k, _ in KINDS] + ["other", "asleep"]
    print("  %7s  " % "from" + " ".join("%8s" % k for k in names))
    for start, w in windows:
        print("  %7.0f  " % start + " ".join("%8.0f" % ms(w.get(k, 0)) for k in names))
    if args.callers:
        by = {}
        for i in range(0, len(samples), 3):
            if name_of(syms, samples[i + 1]) == args.callers:
                c = name_of(syms, samples[i + 2])
                by.setdefault(c, []).append(samples[i])
        print("\ncallers of %s (ms, board time from-to):" % args.callers)
        for c, ts in sorted(by.items(), key=lambda kv: -len(kv[1])):
            print("  %-40s %7.0f  %.0f-%.0f" % (c, ms(len(ts)), ts[0], ts[-1]))
    print("\nflash writes:", len(flash), [(round(t), kind, hex(off), n) for t, kind, off, n in flash[:20]])
    print("\nconsole:", console.strip()[-600:])


if __name__ == "__main__":
    main()
