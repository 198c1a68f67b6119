# A save place (tabletop.core.store) in a file on the board's flash drive: the MacroPad's and the
# DIY Pico's slot files. Plain file I/O, so the device benchmark uses it on the unix port too.

from tabletop.core.copies import HEAD, extent

# The slot files of the MacroPad and the DIY Pico: each in its own directory, made full-size by
# `companion deploy` (host_tools/deploy.py) so that the board never allocates on its drive while
# saving: a power cut during an allocation could tear the drive's FAT (its first 4 KB flash block).
SAVE_DIR = "/saves"
SAVE_FILES = 16  # the writes rotate over these and nvm: 17 places
SLOT_SIZE = 8192


class FilePlace:
    # A fixed-size file, rewritten in place (the FAT and the file size never change).

    def __init__(self, path, size):
        self.path = path
        self.size = size

    def read(self):
        try:
            with open(self.path, "rb") as f:
                n = extent(f.read(HEAD), self.size)
                f.seek(0)
                return f.read(n)
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
