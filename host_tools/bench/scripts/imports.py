# Runs INSIDE MicroPython: the code a benchmark keeps, and that code alone.
#   micropython -X heapsize=2M host_tools/bench/scripts/imports.py FIRMWARE_DIR after SCRIPT ARG...
#       runs SCRIPT (scripts/rules.py, scripts/device.py) with FIRMWARE_DIR ARG... as its arguments,
#       then prints "MODULES a,b,...": the tabletop modules it kept. The benchmarks themselves are
#       not changed for this: a script's own code moves the heap needed it measures.
#   micropython -X heapsize=2M host_tools/bench/scripts/imports.py FIRMWARE_DIR import MODULE,MODULE,...
#       imports only these modules, in this order, with nothing else in the heap (no state, record
#       or replay) and prints "OK <live bytes>": the floor under that benchmark's live bytes.
# What CircuitPython has in C (host_tools/bench/fakes, frozen into the runners of host_tools/bench/mp32) is
# imported before the base, as in scripts/device.py.
import gc
import sys

if sys.argv[2] == "after":
    a = sys.argv  # the script's own arguments, in place (sys.argv cannot be rebound here)
    a[0] = a.pop(3)
    a.pop(2)
    with open(sys.argv[0]) as f:
        exec(f.read(), {"__name__": "__main__"})
    print("MODULES " + ",".join([m for m in sys.modules if m.startswith("tabletop")]))
else:
    sys.path.insert(0, sys.argv[1])
    for name in ("bitmaptools", "board", "digitalio", "displayio", "fontio", "keypad", "microcontroller",
                 "neopixel_write", "pwmio", "rotaryio", "storage", "supervisor", "terminalio"):
        try:
            __import__(name)
        except ImportError:  # the unix port without the stand-ins: only the rules can be imported
            pass
    import micropython

    micropython.opt_level(3)  # as firmware/code.py compiles the app on the board (COMPILE_LEVEL)
    gc.collect()
    base = gc.mem_alloc()
    for name in sys.argv[3].split(","):
        __import__(name)
    gc.collect()
    print("OK %d" % (gc.mem_alloc() - base))
