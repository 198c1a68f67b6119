# A tiny deterministic PRNG (xorshift32) whose state lives in the game state.
#
# MicroPython's `random` gives other sequences than CPython's for the same seed and has no
# `shuffle`, so games draw only from here; the state is an int kept in the game state (like
# boardgame.io's ctx.random), which makes replays identical on every VM.

_MASK = 0xFFFFFFFF


def seed_state(seed):
    # A non-zero 32-bit state from any integer seed.
    s = (seed * 2654435761 + 0x9E3779B9) & _MASK
    return s or 0x1234567


def next_state(s):
    s ^= (s << 13) & _MASK
    s ^= s >> 17
    s ^= (s << 5) & _MASK
    return s & _MASK


def draw(state, n):
    # An integer in 0..n-1, advancing state["rng"].
    if n <= 0:
        raise ValueError("draw from an empty range")
    s = next_state(state["rng"])
    state["rng"] = s
    # 24 high-ish bits keep small ints on 32-bit boards and modulo bias below 1e-5 for n < 200
    return ((s >> 8) & 0xFFFFFF) % n


def shuffle(state, items):
    # Fisher-Yates shuffle of a list in place, from state["rng"].
    i = len(items) - 1
    while i > 0:
        j = draw(state, i + 1)
        items[i], items[j] = items[j], items[i]
        i -= 1
    return items


def die(state, sides=6):
    return draw(state, sides) + 1
