# The os subset the benchmarks and tests/mp_run.py use, on the mini runner's builtins.


def remove(path):
    removefile(path)  # noqa: F821 (a builtin of the runner)


def mkdir(path):
    raise OSError(17)  # the benchmarks' folders exist


def listdir(path="."):
    return listfiles(path)  # noqa: F821 (a builtin of the runner)
