# Runs INSIDE MicroPython: where the heap goes. Runs a benchmark script (host_tools/bench/scripts/rules.py or
# scripts/device.py, same arguments) with every import measured, then drops the parts of the
# state one by one and measures what each frees.
#   micropython -X heapsize=1M host_tools/bench/scripts/where.py FIRMWARE_DIR SCRIPT ARGS...
# Prints the script's JSON line, then one of its own: {"modules": [[name, bytes, kept], ...],
# "parts": [[part, bytes], ...], "live": bytes}. A module's bytes: the live heap it added while
# it was imported (its code, names, constants and the tables it builds), not counting the
# modules it imported itself; kept: still in sys.modules at the end (0: dropped on the way).
import gc
import sys

import builtins

_real = builtins.__import__
_mods = [None] * 400  # made now: the table itself does not grow inside a measured import
_n = [0]
_depth = [0]
_child = [0] * 40  # bytes of the imports made inside the import at each depth


def _import(name, *args):
    full = name
    if args and len(args) > 3 and args[3]:  # a relative import: not used in firmware/
        full = "." + name
    if full in sys.modules or "base" not in _g:  # before the script's base: not measured
        return _real(name, *args)
    d = _depth[0]
    gc.collect()
    before = gc.mem_alloc()
    _depth[0] = d + 1
    _child[d + 1] = 0
    try:
        return _real(name, *args)
    finally:
        _depth[0] = d
        gc.collect()
        grew = gc.mem_alloc() - before
        if full in sys.modules and _n[0] < len(_mods):
            _mods[_n[0]] = (full, grew - _child[d + 1])
            _n[0] += 1
        _child[d] += grew


_script = sys.argv[2]
_g = {"__name__": "__main__", "__file__": _script}
builtins.__import__ = _import
_a = [_script, sys.argv[1]] + sys.argv[3:]
sys.argv.clear()  # the list itself: sys.argv cannot be rebound on every port
sys.argv.extend(_a)
with open(_script) as _f:
    _src = _f.read()
exec(_src, _g)
_src = None
builtins.__import__ = _real


def _drop(holder, attr, parts, label):
    # what dropping holder.attr frees (the end of the run: nothing is put back)
    if holder is None or getattr(holder, attr, None) is None:
        return
    gc.collect()
    a = gc.mem_alloc()
    setattr(holder, attr, None)
    gc.collect()
    parts.append((label, a - gc.mem_alloc()))


parts = []
gc.collect()
live = gc.mem_alloc() - _g["base"]  # what the script counts from (after the stand-ins for C modules)
app = _g.get("app")
s = _g.get("s")
if app is not None:
    _drop(app, "renderer", parts, "screen objects (bitmaps, palettes, group)")
    _drop(app, "cache", parts, "ui: caches (choices, screen)")
    _drop(app, "vcache", parts, "ui: caches (choices, screen)")
if s is not None:
    _drop(s, "_checkpoints", parts, "undo checkpoints")
    _drop(s, "state", parts, "game state")
    rec = s.record
    _drop(rec, "buf", parts, "record (entries)")
    _drop(rec, "offsets", parts, "record (entries)")
    _drop(rec, "vocab", parts, "record (vocabulary)")
mods = []
for i in range(_n[0]):
    name, b = _mods[i]
    mods.append([name, b, 1 if name in sys.modules else 0])
merged = []
for p in parts:  # parts of one label added up
    if merged and merged[-1][0] == p[0]:
        merged[-1][1] += p[1]
    else:
        merged.append([p[0], p[1]])
import json  # noqa: E402

print(json.dumps({"modules": mods, "parts": merged, "live": live}))
