# Runs INSIDE MicroPython: only imports modules, in the order given, from .py source.
#   micropython -X heapsize=96K host_tools/mp_imports.py FIRMWARE_DIR MODULE,MODULE,...
# The floor under a benchmark's figures: the code a run keeps (bytecode, names, constants, the
# tables its modules build), imported with nothing else in the heap: no state, no record, no
# replay. Prints "OK <live bytes>". What CircuitPython has in C (host_tools/mp_fakes, frozen into
# the runners of host_tools/mp32) is imported before the base, as in mp_bench_device.py.
import gc
import sys

sys.path.insert(0, sys.argv[1])
for name in ("bitmaptools", "board", "digitalio", "displayio", "fontio", "keypad", "microcontroller",
             "neopixel_write", "pwmio", "rotaryio", "storage", "supervisor", "terminalio"):
    try:
        __import__(name)
    except ImportError:  # the unix port without the stand-ins: only the rules can be imported
        pass
gc.collect()
base = gc.mem_alloc()
for name in sys.argv[2].split(","):
    __import__(name)
gc.collect()
print("OK %d" % (gc.mem_alloc() - base))
