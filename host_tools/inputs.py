"""What every `companion` command does with the paths and numbers it is given: input files read
with one-line messages (no such file, a folder, empty, not text, too big), output paths checked
before any work is done, numbers kept in range; never a traceback.

Exit status of a UserError: 1 bad use (a path or an option), 2 a file whose content cannot be used
(not a record, an illegal entry). `companion` (host_tools.cli.main) prints the message.
"""

import argparse
import os
import stat
import sys

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


def special(path):
    """What `path` is when it is neither a regular file nor a folder ('a named pipe', 'a device',
    'a socket'); None otherwise, or when there is nothing there. A stat, never an open (opening a
    named pipe waits for a writer)."""
    try:
        mode = os.stat(path).st_mode
    except (OSError, ValueError):
        return None
    if stat.S_ISREG(mode) or stat.S_ISDIR(mode):
        return None
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a device"


def is_regular(path):
    """Is `path` a regular file (links followed)? A stat only: what reads a file it only peeks at
    (a save? a manifest?) asks this first, so that a named pipe there cannot make it wait for ever."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False


def read_bytes(path, what="file", limit=MAX_BYTES):
    """The bytes of the input file `path`; UserError (status 1) when it cannot be read. Only a
    regular file is read: a named pipe or a device is refused at once (reading it could wait for
    ever, or never end)."""
    try:
        if os.path.isdir(path):
            raise UserError("%s: is a folder, not a %s" % (path, what))
        kind = special(path)
        if kind:
            raise UserError("%s: is %s, not a %s file (reading it could wait for ever); save the %s "
                            "to a file and name that" % (path, kind, what, what))
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


def check_output(path, what="output file", reads=()):
    """Before any work: can the file `path` be written ('-' is stdout)? Creates nothing. `reads`:
    [(path, what)] the command reads; an output that is one of them (the same file under any name,
    links and all) is refused: writing it would destroy the input. A named pipe or a device is a
    fine output (written as a stream, write_outputs); a socket is not."""
    if path is None or path == "-":
        return
    if os.path.isdir(path):
        raise UserError("%s: is a folder; name the %s to write" % (path, what))
    if special(path) == "a socket":
        raise UserError("%s: is a socket; name a file for the %s" % (path, what))
    for src, src_what in reads:
        if src is not None and src != "-" and os.path.exists(src) and file_key(src) == file_key(path):
            raise UserError("%s: is the %s this command reads (writing it would destroy it); name "
                            "another file for the %s"
                            % (path, src_what, what))
    folder = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(folder):
        p = folder
        while not os.path.exists(p):
            p = os.path.dirname(p)
        if not os.path.isdir(p):
            raise UserError("%s: cannot write the %s: %s is a file, not a folder" % (path, what, p))
        raise UserError("%s: cannot write the %s: the folder %s does not exist" % (path, what, folder))
    if os.path.exists(path) and special(path):
        if not os.access(path, os.W_OK):
            raise UserError("%s: cannot write the %s (permission denied)" % (path, what))
        return  # a stream: nothing is made beside it
    if not os.access(folder, os.W_OK) or (os.path.exists(path) and not os.access(path, os.W_OK)):
        raise UserError("%s: cannot write the %s (permission denied)" % (path, what))


def file_key(path):
    """What identifies the file `path` names: its device and inode if it exists, else its real
    path (links resolved, case folded where the system folds it)."""
    try:
        st = os.stat(path)
        return ("inode", st.st_dev, st.st_ino)
    except OSError:
        return ("path", os.path.normcase(os.path.realpath(path)))


class HoldInterrupts:
    """A Ctrl+C (SIGINT) while inside waits until the end of the block, so that the few renames
    that put the outputs in place, or the removal of the temporary files, are not cut in half.
    `pending` tells whether one came. Outside the main thread (no signals there) it does nothing."""

    def __enter__(self):
        import signal
        import threading

        self.pending = False
        self.old = None
        if threading.current_thread() is threading.main_thread():
            old = signal.getsignal(signal.SIGINT)
            if old is not None:
                self.old = old
                signal.signal(signal.SIGINT, self._later)
        return self

    def _later(self, signum, frame):
        self.pending = True

    def __exit__(self, *exc):
        if self.old is not None:
            import signal

            signal.signal(signal.SIGINT, self.old)
        return False


def _temporary(dest):
    """A new temporary file beside `dest` (same folder, so that the move is a rename), open for
    writing: (path, file). The caller holds interrupts so that no file is left unrecorded."""
    folder, name = os.path.split(os.path.abspath(dest))
    for k in range(100):
        tmp = os.path.join(folder, ".%s.companion-%d-%d.tmp" % (name, os.getpid(), k))
        try:
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
        except FileExistsError:
            continue
        return tmp, os.fdopen(fd, "wb")
    raise OSError(17, "cannot make a temporary file beside it", dest)


def _failed(dest, e, stream):
    """The one line for an output that could not be written (e names the reason)."""
    why = e.strerror or str(e)
    if stream:
        return UserError("%s: writing failed (%s)" % (dest, why))
    return UserError("%s: cannot write it (%s); nothing was written, the file is as it was" % (dest, why))


def write_outputs(outputs):
    """The one way every command writes its outputs: [(dest, bytes)], '-' to stdout, the files all
    or none. A regular file (or a new one) is first written in full, and synced, to a temporary file
    beside it; only when every output is written are they moved in place (a rename each, Ctrl+C
    held off for those few instants); a link is followed, its file replaced. A named pipe or a
    device (/dev/null, a FIFO a reader waits on) is written into as a stream, never replaced.
    A failure or Ctrl+C before the renames removes the temporary files: the user's files stay as
    they were; a failure is a UserError of one line naming the file."""
    files, streams = [], []
    for dest, data in outputs:
        if dest == "-":
            continue
        if special(dest):
            streams.append((dest, data))
        else:
            files.append((os.path.realpath(dest), data, dest))  # links: their file
    gone = None
    for dest, data in outputs:
        if dest == "-" and gone is None:  # first: stdout can block (a pager); nothing is on disk yet
            try:
                sys.stdout.flush()
                sys.stdout.buffer.write(data)
                sys.stdout.buffer.flush()
            except BrokenPipeError as e:  # `| head`: the reader is gone; the files are still written
                gone = e
    staged = []
    try:
        for real, data, dest in files:
            with HoldInterrupts() as held:
                try:
                    tmp, f = _temporary(real)
                except OSError as e:
                    raise _failed(dest, e, False)
                staged.append(tmp)
            try:
                with f:
                    if held.pending:
                        raise KeyboardInterrupt
                    f.write(data)
                    f.flush()
                    os.fsync(f.fileno())
                if os.path.exists(real):
                    os.chmod(tmp, stat.S_IMODE(os.stat(real).st_mode))  # the file's own permissions
            except OSError as e:
                raise _failed(dest, e, False)
        for dest, data in streams:  # after the files are staged: a failure here still writes no file
            try:
                fd = os.open(dest, os.O_WRONLY)  # never O_CREAT: nothing is made in its place
                try:
                    view = memoryview(data)
                    while view:
                        view = view[os.write(fd, view):]
                finally:
                    os.close(fd)
            except OSError as e:
                raise _failed(dest, e, True)
        with HoldInterrupts() as held:
            if held.pending:
                raise KeyboardInterrupt
            for i in range(len(files)):
                os.replace(staged[i], files[i][0])
            staged = []  # done: a Ctrl+C in these instants came too late to stop it
        if gone is not None:
            raise gone  # the command line ends quietly (host_tools/cli.py)
    finally:
        with HoldInterrupts():
            for tmp in staged:
                try:
                    os.remove(tmp)
                except OSError:
                    pass


def write_output(dest, data):
    """write_outputs for one output."""
    write_outputs([(dest, data)])


def check_folder(path, what="output folder"):
    """Before any work: can the folder `path` be made (or written, when it is there)? Creates nothing."""
    p = os.path.abspath(path)
    while not os.path.exists(p):
        p = os.path.dirname(p)
    if not os.path.isdir(p):
        raise UserError("%s: cannot make the %s: %s is a file" % (path, what, p))
    if not os.access(p, os.W_OK):
        raise UserError("%s: cannot write the %s (permission denied)" % (path, what))
