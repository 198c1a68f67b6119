import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")  # before anything imports Blinka
for p in (os.path.join(ROOT, "firmware"), ROOT):
    if p not in sys.path:
        sys.path.insert(0, p)
