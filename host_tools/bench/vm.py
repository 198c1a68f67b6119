"""The MicroPython VMs the benchmarks run on (host_tools/bench/cli.py, device.py): the unix
port, and the runners host_tools/bench/mp32/build.sh builds; the command line for a script on one; the
heap search; the code a benchmark keeps, and that code alone (scripts/imports.py)."""

import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIRMWARE = os.path.join(ROOT, "firmware")
MP32 = os.path.join(ROOT, "host_tools", "bench", "mp32")
MP_IMPORTS = os.path.join(ROOT, "host_tools", "bench", "scripts", "imports.py")


def micropython():
    return shutil.which("micropython", path=os.path.dirname(sys.executable)) or shutil.which("micropython")


def mini(bits, frozen=False):
    # a runner of host_tools/bench/mp32 (built by its build.sh) as a VM for run_case: (runner, prelude,
    # where the rules are). Frozen: firmware/tabletop is in the runner's ROM (sys.path ".frozen"),
    # as it was when built: None if firmware/ changed since.
    exe = os.path.join(MP32, "build", "mini%d%s" % (bits, "f" if frozen else ""))
    if not os.path.exists(exe) or frozen and _newest(os.path.join(FIRMWARE, "tabletop")) > os.path.getmtime(exe):
        return None
    return (exe, os.path.join(MP32, "prelude.py"), ".frozen" if frozen else board())


def _newest(top):
    return max([os.path.getmtime(os.path.join(d, f)) for d, _, fs in os.walk(top) for f in fs if f.endswith(".py")])


HOST = os.path.join(ROOT, "host_tools")
_BOARD = []


def board():
    """firmware/ as `companion deploy` puts it on the drive (host_tools/board_form.py: the
    refusals' words in a table): what every benchmark runs. Staged once for each content of
    firmware/ under build/board/ (a folder named by that content, made whole and then renamed into
    place, so runs in parallel share it and one that prepares a command for later finds it there)."""
    if not _BOARD:
        import hashlib
        import time

        from host_tools import board_form

        h = hashlib.sha1()
        for path in [board_form.__file__] + sorted(
                os.path.join(d, f) for d, dirs, fs in os.walk(FIRMWARE) for f in fs if "__pycache__" not in d):
            h.update(os.path.relpath(path, ROOT).encode() + b"\0")
            with open(path, "rb") as f:
                h.update(f.read())
        top = os.path.join(ROOT, "build", "board")
        here = os.path.join(top, h.hexdigest()[:16])
        if not os.path.isdir(here):
            os.makedirs(top, exist_ok=True)
            tmp = tempfile.mkdtemp(dir=top, prefix=".new-")
            board_form.stage(FIRMWARE, os.path.join(tmp, "firmware"))
            try:
                os.rename(tmp, here)
            except OSError:  # another run put the same there first
                shutil.rmtree(tmp, True)
            for old in os.listdir(top):  # older contents, not used for an hour
                p = os.path.join(top, old)
                if p != here and time.time() - os.path.getmtime(p) > 3600:
                    shutil.rmtree(p, True)
        _BOARD.append(os.path.join(here, "firmware"))
    return _BOARD[0]


def short(path, where):
    # path as the VM is given it when run in the folder `where`: the checkout's firmware/ and
    # host_tools/ through links there (fw/, ht/). Every module keeps its file's path, so a long
    # checkout path took the heap: the device app needed 4 KB more in a deeper checkout. On the
    # board the paths are short (/tabletop/...), and now the same wherever the checkout is.
    for name, top in (("fw", board()), ("ht", HOST)):
        if path == top or path.startswith(top + os.sep):
            link = os.path.join(where, name)
            if not os.path.islink(link):
                os.symlink(top, link)
            return name + path[len(top):]
    return path


def vm_command(vm, heap_kb, script, where):
    # script under vm in a heap of heap_kb, run in the folder `where`, the folder of the rules its
    # first argument. vm: the micropython command, or (runner, prelude, where the rules are) from mini()
    vm = (vm, None, board()) if isinstance(vm, str) else vm
    return [vm[0], "-X", "heapsize=%dK" % heap_kb] + ([short(vm[1], where)] if vm[1] else []) + [
        short(script, where), short(vm[2], where)]


def steady_smallest(works, hint_kb, window_kb=32, limit_kb=4096):
    # The smallest heap (2 KB steps) from which every heap up to window_kb larger works: works(kb)
    # -> bool. Under MicroPython success is not monotonic in the heap size (a fragmented heap can
    # fail where a smaller one worked: seen 30 KB apart), so a plain binary search can land on a
    # lucky size; this one checks the sizes above the answer too.
    lo, hi = 0, max(hint_kb, 16)
    while not works(hi):
        lo, hi = hi, hi * 2
        if hi > limit_kb:
            return None
    while hi - lo > 2:
        mid = (lo + hi) // 4 * 2
        if works(mid):
            hi = mid
        else:
            lo = mid
    k = hi + 2
    while k <= hi + window_kb:  # every size above must work too; a failure moves the answer up
        if not works(k):
            hi = k + 2  # tested next
        k += 2
    return hi


def _imports(vm, where, args):
    # scripts/imports.py on vm in a roomy heap, run in the folder `where`: its output's last line
    cmd = vm_command(vm, 2048, MP_IMPORTS, where) + args
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=600, cwd=where)
    lines = r.stdout.strip().splitlines()
    return lines[-1] if r.returncode == 0 and lines else ""


def kept_modules(vm, script, args, where):
    """The tabletop modules `script` keeps when run on vm with args (after its first, the rules'
    folder) in the folder `where`, or None: scripts/imports.py runs it unchanged, then lists them."""
    last = _imports(vm, where, ["after", short(script, where)] + list(args))
    return last[8:].split(",") if last.startswith("MODULES ") else None


def code_alone(vm, modules, first=()):
    """The live bytes of importing only `modules` on vm, with nothing else in the heap (no state,
    record or replay): the floor under a run that keeps this code. The modules of `first` are
    imported first, in that order, then the others by name. None if it fails."""
    order = [m for m in first if m in modules] + sorted([m for m in modules if m not in first])
    with tempfile.TemporaryDirectory() as tmp:
        last = _imports(vm, tmp, ["import", ",".join(order)]).split()
    return int(last[1]) if last[:1] == ["OK"] else None
