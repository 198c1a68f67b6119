# One entry applied to a game's state: tabletop.core.registry.run (one module less on the board),
# named here for the tests.

from tabletop.core.registry import run  # noqa: F401
