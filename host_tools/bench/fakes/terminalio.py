# Stand-in for CircuitPython's terminalio (C on the board): FONT, a fontio.BuiltinFont of 6x12
# glyphs whose bitmap is in flash (here: made before the benchmark's base).
import fontio

FONT = fontio.BuiltinFont()
