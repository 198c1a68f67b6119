# Stand-in for CircuitPython's terminalio in the MicroPython benchmark.
FONT = None
