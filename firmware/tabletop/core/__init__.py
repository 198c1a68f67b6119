# Rules core: pure Python that runs unchanged on CPython, MicroPython and CircuitPython.
# Integers only, no dict-order or sort-stability assumptions, no typing/dataclasses/enum,
# time passed in, randomness only through tabletop.core.rng.
