# The heap each game's device app needs on the board, in KB: the mean over four cuts of its longest
# record on the 32-bit runner (BENCHMARKS.md). Written by `companion bench` (host_tools/bench/cli.py,
# write_needs); read when a new game starts (tabletop.ui.menu_input): a board with less heap is
# told so before the first entry, not out of memory in the middle of the game.
NEEDS = "babel 101 terra_mystica 128 assyria 105 after_the_flood 112"


def kb(game):
    w = NEEDS.split()
    for i in range(0, len(w) - 1, 2):
        if w[i] == game:
            return int(w[i + 1])
    return 0


def short_of(game):
    """(the board's heap, the game's need) in KB when the heap is smaller, else None (also where
    the VM has no figure: CPython)."""
    import gc

    if not hasattr(gc, "mem_free"):
        return None
    have = (gc.mem_free() + gc.mem_alloc()) // 1024
    return (have, kb(game)) if have < kb(game) else None
