# The device app drops the modules of the modes not shown (tabletop.ui.modes): on MicroPython
# the start menu's, the in-game menu's and the history view's modules leave sys.modules once
# play goes on (their RAM is freed), and are imported again when needed.
import os
import subprocess

import pytest

from host_tools.bench.cli import micropython

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = """
import sys
sys.path.insert(0, 'firmware')
sys.path.insert(0, '.')
from tabletop.boards.virtual import VirtualBoard
from tabletop.ui.app import App

NAMES = ('ui.menu', 'ui.menu_input', 'ui.pmenu', 'ui.history_view', 'ui.history_screen',
         'core.history', 'core.history_show', 'ui.resume')

def mods():
    return ' '.join(sorted(m[9:] for m in sys.modules if m[9:] in NAMES))

a = App(VirtualBoard(), (('toy', 'Toy', 'tests.portable.ui_toy_game', 2, 4),))
a.boot(0)
print(a.mode, mods())
for ev in [('push', 1)] * 5:
    a.handle(ev[0], ev[1], 0)
print(a.mode, mods())
a.handle('key', 0, 0)
for round in range(2):
    a.handle('key', 10, 0)
    print(a.mode, mods())
    a.handle('turn', 3, 0)
    a.handle('push', 1, 0)
    print(a.mode, mods(), a.screen['lines'][0])
    a.handle('push', 1, 0)
    print(a.mode, mods())
"""


def test_the_modules_of_the_modes_not_shown_are_dropped_on_micropython():
    mp = micropython()
    if not mp:
        pytest.skip("micropython not installed")
    out = subprocess.run([mp, "-X", "heapsize=256K", "-c", SCRIPT], cwd=ROOT, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0, out.stderr + out.stdout
    lines = [ln.rstrip() for ln in out.stdout.strip().splitlines()]
    assert lines[0] == "0 ui.menu", lines  # the start menu; resume.py went after the boot
    assert lines[1] == "1", lines  # playing: the start menu's modules went
    for k in (2, 5):
        assert lines[k] == "2 ui.pmenu", lines  # the in-game menu
        assert lines[k + 1].startswith("3 core.history core.history_show ui.history_screen ui.history_view History"), lines
        assert lines[k + 2] == "1", lines  # back to play: the history's modules went too
