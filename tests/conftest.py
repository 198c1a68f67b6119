import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")  # before anything imports Blinka
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
# appended, not first: firmware/code.py must not hide the standard library's `code` module
FIRMWARE = os.path.join(ROOT, "firmware")
if FIRMWARE not in sys.path:
    sys.path.append(FIRMWARE)
