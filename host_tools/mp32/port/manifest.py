# Frozen into every runner: host_tools/mp_fakes, the stand-ins for what CircuitPython has in C
# (displayio, keypad, board, ...), whose code is in the board's flash, not its heap (build.sh
# copies them into cmods/ beside this file). Frozen into mini32f and mini64f too: firmware/tabletop
# (rules and app), copied into frozen/.
import os

freeze("cmods")
if os.path.isdir(os.path.join(os.path.dirname(__file__), "frozen", "tabletop")):
    freeze("frozen", "tabletop")
