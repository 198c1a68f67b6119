# Host tools: the `companion` command line, the desktop simulator, importers, exports, benchmarks,
# deployment. They only call the rules core in firmware/tabletop; no rule lives here.
import os
import sys

_FIRMWARE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "firmware")
if os.path.isdir(_FIRMWARE) and _FIRMWARE not in sys.path:
    sys.path.insert(0, _FIRMWARE)  # a source checkout: the very files that go to the board
