# Stand-in for adafruit_display_text in the MicroPython benchmark (a library on the board).
