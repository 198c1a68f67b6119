import sys
sys.path.append("/tmp/mp32lib")


class _File:
    def __init__(self, data):
        self.data = data

    def read(self):
        return self.data

    def __enter__(self):
        return self

    def __exit__(self, *a):
        pass


def open(path, mode="r"):
    return _File(readfile(path))
