# A game's sorted words read from flash when searched (tabletop.ui.tongue_load.load, not keep): a
# module of its own, loaded only where there was no room to hold them.


class Pieces:
    # the sorted words' pieces read from the file when searched, not held: where there was no
    # room to hold them (tabletop.ui.tongue.held). Piece k is the file's piece at[k] of size bytes
    # (~0.3 ms of the board's time a search)
    def __init__(self, path, at, size):
        self.path = path
        self.at = at
        self.size = size

    def __getitem__(self, k):
        with open(self.path, "rb") as f:
            f.seek(self.at[k] * self.size)
            c = f.read(self.size)
        return b"\n" + c.replace(b"\r", b"").strip(b"\n") + b"\n"
