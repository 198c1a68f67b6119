# Runs INSIDE MicroPython (unix port): measures the rules core + one game on a saved record.
#   micropython -X heapsize=48K host_tools/bench/scripts/rules.py FIRMWARE_DIR SAVE_FILE [UNDO_AT ...]
#   (a game outside the registry: SAVE_FILE@DIR/module.py -- DIR goes on sys.path)
# Prints one JSON object. The record comes as the board's binary save, read the way the board reads it.
import gc
import sys

firmware = sys.argv[1]
sys.path.insert(0, firmware)
import micropython  # noqa: E402
import time  # noqa: E402

mem_peak = getattr(micropython, "mem_peak", lambda: 0)  # the mini runners (host_tools/bench/mp32) have none

micropython.opt_level(3)  # as firmware/code.py compiles the app on the board (COMPILE_LEVEL)
gc.collect()
base = gc.mem_alloc()
from tabletop.core import registry, save  # noqa: E402
from tabletop.core.session import Session  # noqa: E402

path = sys.argv[2]
module = None
if "@" in path:
    path, module = path.split("@")
    cut = module.rfind("/")
    sys.path.insert(0, module[:cut])
    module = module[cut + 1 : -3]
with open(path, "rb") as f:
    data = f.read()
if module:
    game = __import__(module, None, None, ("NAME",))
    rec = save.loads(data, lambda name: game.WORDS)
else:
    rec = save.loads(data, registry.words_for)
    game = registry.load(rec.game)
data = None
gc.collect()
imported = gc.mem_alloc() - base
n = len(rec)
t0 = time.ticks_us()
s = Session(rec, game, adopt=True)  # as the device does: no second copy of the record
t1 = time.ticks_us()
rec = None
gc.collect()
out = {
    "game": game.NAME,
    "entries": n,
    "imports_live": imported,
    "live_after_replay": gc.mem_alloc() - base,
    "replay_us": time.ticks_diff(t1, t0),
    "per_entry_us": time.ticks_diff(t1, t0) // max(n, 1),
    "peak": mem_peak(),
    "heap_total": gc.mem_alloc() + gc.mem_free(),
}
undo = []
for a in sys.argv[3:]:
    at = int(a)
    if at > n:
        continue
    while len(s.record) > at:
        s.undo()
    s.redo_n = 0
    best = None
    for _ in range(5):
        t0 = time.ticks_us()
        s.undo()
        t1 = time.ticks_us()
        s.redo()
        dt = time.ticks_diff(t1, t0)
        if best is None or dt < best:
            best = dt
    undo.append([at, best])
out["undo_us"] = undo
out["peak"] = mem_peak()
import json  # noqa: E402

print(json.dumps(out))
