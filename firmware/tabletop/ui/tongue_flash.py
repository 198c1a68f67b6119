# A game's sorted words read from flash when searched (tabletop.ui.tongue_load.load, not keep): a
# module of its own, loaded only where there was no room to hold them.

from tabletop.ui.lang import mem_free

KEEP_FREE = 8192  # a piece read is kept while more than this is free (RAM)


class Pieces:
    # the sorted words' pieces read from the file when searched. Piece k is the file's piece
    # at[k] of size bytes (~0.3 ms of the board's time a search), read into one buffer after a
    # "\n" (each piece is whole lines, filled up with "\n": host_tools/board_form.py) and made
    # bytes once: a search on a nearly full heap takes one block of it, not four. Each kept once
    # read where the heap has room again: the words are then held as the pad is used
    def __init__(self, path, at, size):
        self.path = path
        self.at = at
        self.size = size
        self.kept = [None] * len(at)
        self.buf = bytearray(b"\n" * (size + 1))

    def __getitem__(self, k):
        c = self.kept[k]
        if c is None:
            b = self.buf
            with open(self.path, "rb") as f:
                f.seek(self.at[k] * self.size)
                n = f.readinto(memoryview(b)[1:])
            if n < self.size:  # (a file not in the board's form: the rest empty lines)
                b[n + 1:] = b"\n" * (self.size - n)
            c = bytes(b)
            free = mem_free()
            if free < 0 or free > KEEP_FREE:
                self.kept[k] = c
        return c
