# One facade per board: macropad.py (Adafruit MacroPad RP2040), virtual.py (host, tests, benchmark).
