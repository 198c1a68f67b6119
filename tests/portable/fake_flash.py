# A simulated flash place for tests of tabletop.core.store: every write is an erase followed by
# programming in small chunks, and the power can be cut after any step (also in the middle of
# the erase), leaving the place exactly as far as the write got.


class PowerCut(Exception):
    """The power went away: the device stops in the middle of what it was doing."""


class FakeFlash:
    def __init__(self, size=4096, fill=0xFF, chunk=16, journal=False):
        self.size = size
        self.journal = journal  # first in a store: it holds the saves' journal (nvm)
        self.CHUNK = chunk  # bytes programmed per step (a flash page is 256; smaller = more cuts)
        self.data = bytearray(bytes([fill]) * size)
        self.erases = 0
        self.budget = -1  # steps left before the power is cut; -1 = never
        self.read_only = False

    def steps(self, n):
        """How many cut points a write of n bytes has."""
        return 2 + (n + self.CHUNK - 1) // self.CHUNK

    def _step(self):
        if self.budget == 0:
            raise PowerCut()
        if self.budget > 0:
            self.budget -= 1

    def read(self, most=None):
        return bytes(self.data[:most] if most else self.data)

    def bytes_at(self, a, b):
        return bytes(self.data[a:b])

    def append(self, at, blob):
        # programmed into erased bytes, no erase (nvm: the saves' journal, tabletop.core.journal);
        # a cut after any chunk of it
        if self.read_only:
            raise OSError(30)
        for a in range(0, len(blob), self.CHUNK):
            self._step()
            for i in range(a, min(a + self.CHUNK, len(blob))):
                self.data[at + i] &= blob[i]  # flash programs bits from 1 to 0 only

    def write(self, blob):
        if self.read_only:
            raise OSError(30)  # EROFS: the drive is mounted by the computer
        if len(blob) > self.size:
            raise OSError(28)  # ENOSPC
        self._step()
        half = self.size // 2
        self.erases += 1
        for i in range(half):  # the erase itself is cut in two halves
            self.data[i] = 0xFF
        self._step()
        for i in range(half, self.size):
            self.data[i] = 0xFF
        for a in range(0, len(blob), self.CHUNK):
            self._step()
            b = min(a + self.CHUNK, len(blob))
            for i in range(a, b):
                self.data[i] = blob[i]

    def overwrite(self, at, blob):
        # nvm's write over bytes not erased: the block erased (cut in two halves) and programmed
        # again with blob at `at` and its other bytes as they were (held in the board's C stack)
        kept = bytearray(self.data)
        kept[at : at + len(blob)] = blob
        self.write(kept)
