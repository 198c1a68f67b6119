# The save places (tabletop.core.store) of the boards: a file on the board's flash drive (the
# MacroPad's and the DIY Pico's slot files; plain file I/O, so the device benchmark uses it on the
# unix port too) and microcontroller.nvm (NvmPlace).

from tabletop.core.copies import HEAD, extent

# The slot files of the MacroPad and the DIY Pico: each in its own directory, made full-size by
# `companion deploy` (host_tools/deploy.py) so that the board never allocates on its drive while
# saving: a power cut during an allocation could tear the drive's FAT (its first 4 KB flash block).
SAVE_DIR = "/saves"
SAVE_FILES = 16  # the writes rotate over these and nvm: 17 places
SLOT_SIZE = 8192
# the places of the game state's snapshots (tabletop.core.snapshot: a power-up replays only the
# entries after one; and an undo past the checkpoints in RAM from an older one), also made by
# deploy, which empties them (a new version's rules may derive other states from the same record).
# Six: the newest checkpoint's and five before it, 16 entries apart: an undo of up to ~80 entries
# replays at most 16 after a snapshot
SNAP_FILES = 6
SNAP_PATH = "/saves/snap%d/snap.bin"


class FilePlace:
    # A fixed-size file, rewritten in place (the FAT and the file size never change).

    def __init__(self, path, size):
        self.path = path
        self.size = size

    def read(self, most=None):
        # most: at most the first `most` bytes (a snapshot's head: tabletop.core.snapshot_load)
        try:
            with open(self.path, "rb") as f:
                n = extent(f.read(HEAD), self.size)
                f.seek(0)
                return f.read(min(n, most) if most else n)
        except OSError:
            return b""

    def write(self, data):
        try:
            f = open(self.path, "r+b")
        except OSError:  # first use: create the directories and the full-size file
            import os

            for i in range(1, len(self.path)):
                if self.path[i] == "/":
                    try:
                        os.mkdir(self.path[:i])
                    except OSError:  # there already
                        pass
            f = open(self.path, "wb")
            zeros = bytes(64)  # the full size at once, in small pieces (RAM)
            for _ in range(self.size // 64):
                f.write(zeros)
            f.seek(0)
        try:
            f.write(data)
        finally:
            f.close()

    def write_with(self, fill):
        # written as a stream: fill(sink) gives the bytes in pieces (tabletop.core.snapshot: no
        # snapshot-sized buffer in RAM); only into the file there (a snapshot's place: deploy made
        # it), never one allocated on the drive now
        f = open(self.path, "r+b")
        try:
            fill(f.write)
        finally:
            f.close()


def snap_places(storage):
    # the places of the state's snapshots, beside the slot files: none when the drive is the
    # computer's (nvm alone in storage: then a power-up replays the whole record)
    out = []
    for i in range(SNAP_FILES if len(storage) > 1 else 0):
        out.append(FilePlace(SNAP_PATH % i, SLOT_SIZE))
    return out


class NvmPlace:
    # microcontroller.nvm (one 4 KB flash sector): a write erases it, but bytes written into its
    # erased part are only programmed (CircuitPython's nvm): the saves' journal (core/journal.py)
    journal = True

    def __init__(self, nvm):
        self.nvm = nvm
        self.size = len(nvm)

    def read(self):
        return bytes(self.nvm[0 : extent(self.nvm[0:HEAD], self.size)])

    def bytes_at(self, a, b):
        return bytes(self.nvm[a:b])

    def write(self, data):
        self.append(0, data)

    def append(self, at, data):
        # (bytes not erased there: CircuitPython erases the sector, keeping the bytes around them)
        try:
            self.nvm[at : at + len(data)] = data
        except RuntimeError as e:  # CircuitPython's "Unable to write to nvm.": a failed write,
            raise OSError(str(e))  # which the store skips and a later save retries

    overwrite = append  # bytes anywhere, the rest of the block kept (core/journal.py's pieces)
