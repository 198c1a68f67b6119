# Frozen into every runner: host_tools/bench/fakes, the stand-ins for what CircuitPython has in C
# (displayio, keypad, board, ...), whose code is in the board's flash, not its heap (build.sh
# copies them into cmods/ beside this file). mini32f and mini64f: manifest_frozen.py.
freeze("cmods")
