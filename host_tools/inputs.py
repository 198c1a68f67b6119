"""What every `companion` command does with the paths and numbers it is given: input files read
with one-line messages (no such file, a folder, empty, not text, too big), output paths checked
before any work is done, numbers kept in range; never a traceback.

Exit status of a UserError: 1 bad use (a path or an option), 2 a file whose content cannot be used
(not a record, an illegal entry). `companion` (host_tools.cli.main) prints the message.
"""

import argparse
import os

# records, saves, nvm dumps, ledgers and scripts are a few KB to a few hundred KB
MAX_BYTES = 2 << 20
BOM = b"\xef\xbb\xbf"  # a UTF-8 byte-order mark (Windows Notepad writes one)


class UserError(Exception):
    """A mistake in what the command was given: one line for the user, and an exit status."""

    def __init__(self, message, status=1):
        super().__init__(message)
        self.message = message
        self.status = status

    def __str__(self):
        return self.message


class Parser(argparse.ArgumentParser):
    """argparse, whose mistakes are a UserError of one line (exit status 1), not usage + exit 2.
    Sub-command parsers are of the same class (argparse makes them with type(parent))."""

    def error(self, message):
        raise UserError("%s: %s (see %s --help)" % (self.prog, message, self.prog))


def number(lo, hi, what="a whole number"):
    """An argparse type: a whole number from lo to hi."""

    def conv(text):
        try:
            n = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError("expected %s, got %r" % (what, text))
        if n < lo or n > hi:
            raise argparse.ArgumentTypeError("must be %d to %d, got %d" % (lo, hi, n))
        return n

    conv.__name__ = "number"
    return conv


def _size(n):
    return "%.1f MB" % (n / 1048576.0) if n >= 1 << 20 else "%d bytes" % n


def read_bytes(path, what="file", limit=MAX_BYTES):
    """The bytes of the input file `path`; UserError (status 1) when it cannot be read."""
    try:
        if os.path.isdir(path):
            raise UserError("%s: is a folder, not a %s" % (path, what))
        size = os.path.getsize(path)
        if size > limit:
            raise UserError("%s: %s is too big for a %s (at most %s)" % (path, _size(size), what, _size(limit)))
        with open(path, "rb") as f:
            return f.read(limit + 1)
    except FileNotFoundError:
        raise UserError("%s: no such %s" % (path, what))
    except OSError as e:
        raise UserError("%s: cannot read it (%s)" % (path, e.strerror or e))


def decode(data, path, what="file"):
    """The text of `data` (UTF-8, a byte-order mark dropped); UserError (status 2) if it is not text."""
    if data.startswith(BOM):
        data = data[len(BOM):]
    try:
        text = data.decode("utf-8")
    except UnicodeError:
        text = None
    if text is None or "\x00" in text:
        raise UserError("%s: not a %s (binary data, not UTF-8 text)" % (path, what), 2)
    return text


def read_text(path, what="file", limit=MAX_BYTES):
    """The text of the input file `path`; UserError when it is missing, empty, binary or too big."""
    text = decode(read_bytes(path, what, limit), path, what)
    if not text.strip():
        raise UserError("%s: the %s is empty" % (path, what), 2)
    return text


def check_output(path, what="output file"):
    """Before any work: can the file `path` be written ('-' is stdout)? Creates nothing."""
    if path is None or path == "-":
        return
    if os.path.isdir(path):
        raise UserError("%s: is a folder; name the %s to write" % (path, what))
    folder = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(folder):
        p = folder
        while not os.path.exists(p):
            p = os.path.dirname(p)
        if not os.path.isdir(p):
            raise UserError("%s: cannot write the %s: %s is a file, not a folder" % (path, what, p))
        raise UserError("%s: cannot write the %s: the folder %s does not exist" % (path, what, folder))
    if not os.access(folder, os.W_OK) or (os.path.exists(path) and not os.access(path, os.W_OK)):
        raise UserError("%s: cannot write the %s (permission denied)" % (path, what))


def check_folder(path, what="output folder"):
    """Before any work: can the folder `path` be made (or written, when it is there)? Creates nothing."""
    p = os.path.abspath(path)
    while not os.path.exists(p):
        p = os.path.dirname(p)
    if not os.path.isdir(p):
        raise UserError("%s: cannot make the %s: %s is a file" % (path, what, p))
    if not os.access(p, os.W_OK):
        raise UserError("%s: cannot write the %s (permission denied)" % (path, what))
