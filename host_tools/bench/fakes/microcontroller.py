# Stand-in for CircuitPython's microcontroller (C on the board). No nvm here: the benchmark gives
# the board its save places itself (files, as the board's slot files).
nvm = None
