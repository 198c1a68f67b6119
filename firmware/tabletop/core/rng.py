# The games' PRNG (xorshift32) is in tabletop.core.registry, which every game has loaded (one
# module less on the board); named here for the tests and host tools.

from tabletop.core.registry import die, draw, next_state, seed_state, shuffle  # noqa: F401
