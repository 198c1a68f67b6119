"""Key presses now against an earlier commit, in interleaved runs (`companion bench --against REV`).

Timings on a shared machine drift by several percent from one minute to the next, so a goal like
"key presses at most 10% slower than when the issue was filed" is judged by running the device
benchmark (host_tools/bench/scripts/device.py, unix port, a roomy heap) of both trees in turns:
this checkout, then REV checked out in a temporary git worktree, and again, ROUNDS times; each
figure is the median of its runs. Each tree boots from a save of its own largest record
(`pick_record`), made by its own code.
"""

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

from host_tools.bench.vm import ROOT, micropython

ROUNDS = 9
FIGURES = (("redo_press_us", "key press: apply an entry"), ("undo_press_us", "undo press"),
           ("turn_us", "encoder turn"))

# run with the tree's root as argument, in that tree: prints the device benchmark's command and
# the folder it runs in (older trees kept it in host_tools/bench_device.py)
_PREPARE = r'''
import json, sys, tempfile
sys.path[:0] = [sys.argv[1], sys.argv[1] + "/firmware"]
try:
    from host_tools.bench import device as d
except ImportError:
    from host_tools import bench_device as d
path, rec = d.pick_record()
tmp = tempfile.mkdtemp()
print(json.dumps([d._args(sys.argv[2], d._workdir(tmp, rec), 2048), tmp, path]))
'''


def _prepare(root, mp):
    r = subprocess.run([sys.executable, "-c", _PREPARE, root, mp], capture_output=True, text=True,
                       cwd=root, timeout=300)
    if r.returncode != 0:
        raise RuntimeError("cannot prepare the device benchmark in %s: %s" % (root, r.stderr.strip()[-300:]))
    return json.loads(r.stdout.strip().splitlines()[-1])


def _once(args, where):
    r = subprocess.run(args, capture_output=True, text=True, cwd=where, timeout=600)
    lines = r.stdout.strip().splitlines()
    if r.returncode != 0 or not lines or not lines[-1].startswith("{"):
        raise RuntimeError("the device benchmark failed: %s" % (r.stdout + r.stderr).strip()[-300:])
    return json.loads(lines[-1])


def against(rev, rounds=ROUNDS, mp=None):
    """{"rev": rev, "record": (then, now), "then": {figure: us}, "now": {...}}: the medians of
    `rounds` interleaved runs of this checkout and of commit rev."""
    mp = mp or micropython()
    if mp is None:
        raise RuntimeError("micropython not found")
    tmp = tempfile.mkdtemp()
    old = os.path.join(tmp, "then")
    try:
        r = subprocess.run(["git", "worktree", "add", "--detach", "-f", old, rev], cwd=ROOT,
                           capture_output=True, text=True)
        if r.returncode != 0:
            raise RuntimeError("cannot check out %s beside this checkout: %s" % (rev, r.stderr.strip()[-200:]))
        trees = {"then": _prepare(old, mp), "now": _prepare(ROOT, mp)}
        runs = {"then": [], "now": []}
        for _ in range(rounds):
            for k in ("then", "now"):
                runs[k].append(_once(trees[k][0], trees[k][1]))
        out = {"rev": rev, "rounds": rounds,
               "record": tuple(os.path.basename(trees[k][2]) for k in ("then", "now"))}
        for k in ("then", "now"):
            out[k] = {f: statistics.median([r[f] for r in runs[k]]) for f, _ in FIGURES}
        return out
    finally:
        subprocess.run(["git", "worktree", "remove", "--force", old], cwd=ROOT, capture_output=True)
        shutil.rmtree(tmp, ignore_errors=True)


def table(d):
    rows = ["", "## Key presses against %s (interleaved)" % d["rev"], "",
            "`companion bench --against %s`: the device benchmark of this checkout and of commit %s, "
            "in turns, %d runs each (unix port, roomy heap; records %s then, %s now); medians. The goal "
            "(issue 24): no key press more than 10%% slower." % (d["rev"], d["rev"], d["rounds"],
                                                                   d["record"][0], d["record"][1]), "",
            "| | %s |" % " | ".join(name for _, name in FIGURES),
            "|---|" + "---|" * len(FIGURES),
            "| %s | %s |" % (d["rev"], " | ".join("%d us" % d["then"][f] for f, _ in FIGURES)),
            "| now | %s |" % " | ".join("%d us" % d["now"][f] for f, _ in FIGURES),
            "| change | %s |" % " | ".join("%+.0f%%" % (100.0 * d["now"][f] / d["then"][f] - 100)
                                           for f, _ in FIGURES), ""]
    return "\n".join(rows)
