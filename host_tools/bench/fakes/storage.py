# Stand-in for CircuitPython's storage (C on the board): the drive read-only (the benchmark gives
# the board its save places itself).


class _Mount:
    readonly = True


def getmount(path):
    return _Mount()
