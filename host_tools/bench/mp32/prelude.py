# Run by the mini runner before a benchmark script, in the same __main__: what the unix port has
# built in and the runner does not (open() for files, os, time, json), made before the benchmark
# takes its base, so that compiling them late does not count against what is measured.


class _File:
    # the file subset the benchmarks use: read all, or write at a position; the bytes go through
    def __init__(self, path, mode):
        self.path = path
        self.text = "b" not in mode
        self.at = 0
        if "w" in mode:
            writefile(path, b"", 0, True)
        elif "+" in mode:
            writefile(path, b"", 0, False)  # OSError if it does not exist, as open(..., "r+b")

    def read(self, n=-1):
        data = readfile(self.path, self.at, n)  # only what is asked for, as a file object on the board
        self.at += len(data)
        return data.decode() if self.text else data

    def write(self, data):
        self.at += writefile(self.path, data, self.at, False)
        return len(data)

    def seek(self, at):
        self.at = at

    def close(self):
        pass

    def __enter__(self):
        return self

    def __exit__(self, *a):
        pass


def open(path, mode="r"):
    if "r" in mode and "+" not in mode:
        readfile(path, 0, 0)  # OSError if it does not exist
    return _File(path, mode)


import builtins  # noqa: E402

builtins.open = open  # for every module, as the unix port's open (MICROPY_CAN_OVERRIDE_BUILTINS)

import json  # noqa: E402,F401
import os  # noqa: E402,F401
import time  # noqa: E402,F401
