"""The desktop simulator: the device's own app (firmware/tabletop) on a virtual MacroPad in a window
(`companion sim`), or headless for tests and scripts. simulator.py puts the app on the board;
board.py is the virtual MacroPad, window.py its window, headless_display.py renders the real
displayio screen code into images; script.py plays key scripts; record.py turns a record into the
key presses that enter it; cli.py is the `companion sim` command; demos/ the start menu's ready games.
May import tabletop (the firmware) and host_tools' shared modules (inputs, records); only cli.py
uses host_tools.tm (a Terra Mystica ledger for --script-from)."""
