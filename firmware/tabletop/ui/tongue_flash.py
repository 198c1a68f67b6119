# A game's sorted words read from flash when searched (tabletop.ui.tongue_load.load, not keep): a
# module of its own, loaded only where there was no room to hold them, or none to spare (before
# a full replay: tabletop.ui.resume).

from tabletop.ui.lang import mem_free

KEEP_FREE = 8192  # a piece read is kept while more than this is free (RAM)


class Pieces:
    # the sorted words' pieces read from the file when searched. Piece k is the file's piece
    # at[k] of size bytes (~0.3 ms of the board's time a search); each kept once read where the
    # heap has room: after a full replay, the words are then held again as the pad is used
    def __init__(self, path, at, size):
        self.path = path
        self.at = at
        self.size = size
        self.kept = [None] * len(at)

    def __getitem__(self, k):
        c = self.kept[k]
        if c is None:
            with open(self.path, "rb") as f:
                f.seek(self.at[k] * self.size)
                c = f.read(self.size)
            c = b"\n" + c.replace(b"\r", b"").strip(b"\n") + b"\n"
            free = mem_free()
            if free < 0 or free > KEEP_FREE:
                self.kept[k] = c
        return c
