"""The device app's live heap after boot in English, German and Dutch, per game, on the 32-bit
runner (issue 39: German and Dutch within 0.5 KB of English): the quick benchmark's records,
booted from a save whose settings byte is the language (host_tools/bench/device.LANG).

    python -m host_tools.bench.lang [GAME ...]
"""
import os
import sys

from host_tools import records
from host_tools.bench import cli
from host_tools.bench import device


def live(game, path, lang):
    vm = cli.mini(32)
    rec, _ = records.read(os.path.join(cli.ROOT, path))
    device.LANG[0] = lang
    try:
        need, after = device.heap_on(vm, os.path.join(cli.ROOT, path), rec)
    finally:
        device.LANG[0] = 0
    return need, after


def main(argv=None):
    games = (argv if argv is not None else sys.argv[1:]) or [c[0] for c in cli.CASES]
    if cli.mini(32) is None:
        print("no 32-bit runner (host_tools/bench/mp32/build.sh)")
        return 1
    print("| game | English | German | Dutch | German - English | Dutch - English |")
    print("|---|---|---|---|---|---|")
    for game, path, _goal, _why in cli.CASES:
        if game not in games:
            continue
        f = [live(game, path, lg) for lg in (0, 1, 2)]
        kb = [a / 1024.0 if a else 0 for _n, a in f]
        print("| %s | %.1f KB | %.1f KB | %.1f KB | %+.2f KB | %+.2f KB |" % (
            game, kb[0], kb[1], kb[2], kb[1] - kb[0], kb[2] - kb[0]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
