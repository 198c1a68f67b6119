# Portable test runner: runs the plain-assert tests of tests/portable under MicroPython (or CPython).
#   micropython -X heapsize=64K tests/mp_run.py [test_module ...]
# Prints "N passed, N failed" (the closing line CI reads) and exits 1 on any failure.
import gc
import sys

# --firmware DIR: the rules from DIR instead (the board's form, host_tools/board_form.py)
FIRMWARE = "firmware"
if sys.argv[1:2] == ["--firmware"]:
    FIRMWARE = sys.argv[2]
    del sys.argv[1:3]
sys.path.insert(0, FIRMWARE)
sys.path.insert(0, ".")

def run_module(name):
    mod = __import__("tests.portable." + name, None, None, ("x",))
    ok = bad = 0
    for attr in sorted(dir(mod)):  # sorted: dir() order differs between VMs
        if attr.startswith("test_"):
            gc.collect()
            try:
                getattr(mod, attr)()
                ok += 1
            except Exception as e:  # AssertionError included
                bad += 1
                print("FAIL %s.%s: %r" % (name, attr, e))
                if hasattr(sys, "print_exception"):
                    sys.print_exception(e)
    return ok, bad


def main(names):
    import os

    if not names:
        names = sorted([n[:-3] for n in os.listdir("tests/portable")
                        if n.startswith("test_") and n.endswith(".py")])
    p = f = 0
    for n in names:
        a, b = run_module(n)
        p += a
        f += b
    # (no heap figure here: on the unix port micropython.mem_peak() also counts garbage; the
    # benchmark measures the smallest heap that works instead)
    print("%d passed, %d failed" % (p, f))
    sys.exit(1 if f else 0)


main(sys.argv[1:])
