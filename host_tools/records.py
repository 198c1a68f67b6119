"""Reading game records on the host: a record text, a board save (.bin), an nvm dump or the board's
saves folder (read_record) into a Session, with clear errors.

Which file is read (resolve): a save is one of several copies written in turn (the simulator's
save.bin, save.bin.1; the board's saves/0/slot.bin, saves/1/slot.bin ...), and the file named may
hold an older one (after an undo, the newest is the other): the newest game of the copies beside it
is read, and a note names that copy. A folder: only companion saves and records in it count (never
another program's file), the newest save's game is read, and the note names the file.
"""

import os
import re
import stat

from host_tools import inputs
from tabletop.core import copies, registry, save
from tabletop.core.errors import Illegal, RecordError
from tabletop.core.session import Session
from tabletop.core.lines import line_numbers
from tabletop.core.text import parse



class RecordFileError(inputs.UserError):
    """A record that cannot be read or replayed; the message names the file, the line and the reason
    (exit status 2)."""

    def __init__(self, message, status=2):
        inputs.UserError.__init__(self, message, status)


ExportError = RecordFileError  # export's name for it


# --- reading a file ------------------------------------------------------------------------------
def find_save(data):
    """(start, end) of the first complete save inside `data`, or None."""
    i = data.find(save.MAGIC)
    while i >= 0:
        chunk = data[i:]
        n = save.size(chunk)
        if n > 0 and copies.fletcher16(chunk, 0, n - 2) == (chunk[n - 2] << 8) | chunk[n - 1]:
            return i, i + n
        i = data.find(save.MAGIC, i + 1)
    return None


def unwrap(data):
    """The game save inside a copy written by the board's store (tabletop.core.store), which
    is what nvm and the save files on CIRCUITPY hold; other bytes are returned as they are."""
    if data[:2] != copies.MAGIC:
        return data
    c = copies.unpack(data)
    if c == "damaged" or c is None:
        raise ExportError("this copy of the save is damaged (cut off while writing?): "
                          "try another save file of the board")
    if not c[2]:
        raise ExportError("saved in the start menu: no game in it")
    return c[2]


def read_record(path, game=None):
    """(Record, text or None, game module) of a record text or a binary save (a save's newest copy,
    a folder's file: host_tools.records.resolve picks it first)."""
    data = inputs.read_bytes(path, "record")
    if not data.strip():
        raise ExportError("%s: the file is empty: no record in it" % path)
    try:
        data = unwrap(data)
    except ExportError as e:
        raise ExportError("%s: %s" % (path, e))
    text = None
    if data[:2] != save.MAGIC and b"\x00" not in data:
        try:
            text = inputs.decode(data, path, "record")
        except inputs.UserError:
            text = None

    def words_for(name):
        if game is not None:
            return game.WORDS
        try:
            return registry.words_for(name)
        except RecordError as e:  # an unknown game: on the line that names it
            if text is not None and not e.line:
                e.line = _game_line(text)
            raise

    try:
        if text is not None:
            try:
                record = parse(text, words_for)
            except RecordError as e:
                if is_ledger(text):  # the other kind of game file: which command takes it
                    raise ExportError("%s: a terra.snellman.net ledger, not a game record: `companion tm "
                                      "import-snellman %s -o RECORD` makes the record" % (path, path))
                raise ExportError("%s:%d: %s" % (path, e.line, e.message))
        else:
            span = find_save(data)
            if span is None:
                if data[:2] == save.MAGIC:
                    save.loads(data, words_for)  # raises with the reason (cut short, damaged ...)
                raise ExportError("%s: neither a record text nor a saved game" % path)
            record = save.loads(data[span[0] : span[1]], words_for)
        if game is None:
            game = registry.load(record.game)
        elif game.NAME != record.game:
            raise ExportError("%s: a %s record, not %s" % (path, record.game, game.NAME))
    except RecordError as e:
        raise ExportError("%s: %s" % (path, e.message))
    return record, text, game


def is_ledger(text):
    """Does the text hold terra.snellman.net ledger rows (host_tools/tm: `companion tm` reads it)?"""
    from host_tools.tm import cli as tm_cli

    return any(tm_cli.row_fields(line) for line in text.split("\n"))


def _game_line(text):
    """The number of the line that names the game (`game NAME`), 0 if none does."""
    lines = text.split("\n")
    for i in range(len(lines)):
        if lines[i].split("#")[0].split()[:1] == ["game"]:
            return i + 1
    return 0


def rules_failed(path, record, text, k, game, e):
    """The ExportError for a fault (exception) of the game's rules at entry k."""
    where = "%s:%d" % (path, line_numbers(text)[k]) if text is not None and k < len(record) else path
    entry = "entry %d (%s): " % (k + 1, record.entry_text(k)) if k < len(record) else ""
    return ExportError("%s: %sthe %s rules failed (%s: %s)" % (where, entry, game.TITLE, type(e).__name__, e))


def read(path, note=None):
    """(Record, text or None) of what `companion export` reads (see host_tools.export), from the file
    resolve(path) picks; note(text) is told which one when that is not plain (None: not told)."""
    used, why = resolve(path)
    if why and note is not None:
        note(why)
    record, text, _game = read_record(used)
    return record, text


MAX_FILE = 1 << 20  # a save or record is a few KB; an nvm dump a few MB at most ... bigger: not ours


def _copy(path):
    """(seq, has a game) of a companion save file (a store copy, tabletop.core.copies, holding a game
    save or none); None if the file is not one, or is damaged."""
    from tabletop.core import copies, save

    try:
        st = os.stat(path)
        if not stat.S_ISREG(st.st_mode) or not 0 < st.st_size <= 8 * MAX_FILE:
            return None
        with open(path, "rb") as f:
            c = copies.unpack(f.read(8 * MAX_FILE))
    except OSError:
        return None
    if not isinstance(c, tuple) or (c[2] and c[2][:2] != save.MAGIC):
        return None
    return c[0], bool(c[2])


def _is_record(path):
    """Is the file a companion record text (its first line that is not a comment names a game the
    companion knows)?"""
    try:
        st = os.stat(path)
        if not stat.S_ISREG(st.st_mode) or not 0 < st.st_size <= MAX_FILE:
            return False
        with open(path, "rb") as f:
            data = f.read(4096)
    except OSError:
        return False
    for line in data.decode("utf-8", "replace").lstrip("\ufeff").splitlines():
        words = line.split("#")[0].split()
        if words:
            return len(words) == 2 and words[0] == "game" and words[1] in registry.names()
    return False


is_record = _is_record


def sibling_copies(path):
    """The files that hold the copies of the same save as `path`: PATH, PATH.1 (the simulator's
    places; PATH itself may be BASE.1), or saves/N/slot.bin for N = 0, 1, ... (the board's)."""
    path = os.path.abspath(path)
    folder, name = os.path.split(path)
    parent, num = os.path.split(folder)
    if name == "slot.bin" and num.isdigit():  # the board's saves/N/slot.bin (tabletop.boards.macropad)
        out = [os.path.join(parent, str(i), name) for i in range(16)]
    else:  # the simulator's places: PATH, PATH.1 (PATH itself may be named BASE.1)
        m = re.match(r"^(.*)\.(\d)$", name)
        base = os.path.join(folder, m.group(1)) if m else path
        out = [base, base + ".1"]  # host_tools.sim.board.save_places
        if path not in out:
            out.append(path)
    return [p for p in dict.fromkeys(out) if os.path.isfile(p)]


def newest_of(paths):
    """(path, seq) of the newest copy holding a game among these files, None if none does."""
    best = None
    for p in paths:
        c = _copy(p)
        if c is not None and c[1] and (best is None or c[0] > best[1]):
            best = (p, c[0])
    return best


def resolve(path):
    """(the file to read, a note saying which and why, or None) for `companion replay PATH`."""
    if os.path.isdir(path):
        return _in_folder(path)
    if not os.path.isfile(path) or _copy(path) is None:
        return path, None  # a record text, a bare save, an nvm dump, or a mistake export names
    best = newest_of(sibling_copies(path))
    if best is None or os.path.samefile(best[0], path):
        return path, None
    return best[0], ("%s holds an older copy of this save (or none with a game): read the newest, %s"
                     % (path, _rel(best[0], path)))


def _rel(p, near):
    """p as the user would write it next to `near`."""
    return os.path.join(os.path.dirname(near), os.path.relpath(p, os.path.dirname(os.path.abspath(near))))


def _in_folder(folder):
    """The newest companion save under folder (two levels, like the board's saves/N/slot.bin), else
    its one record text; other files are never read as a game."""
    saves, texts, damaged = [], [], []
    top = os.path.abspath(folder).count(os.sep)
    for root, dirs, files in os.walk(folder):
        dirs.sort()
        if os.path.abspath(root).count(os.sep) - top >= 2:
            dirs[:] = []
        for name in sorted(files):
            p = os.path.join(root, name)
            if _copy(p) is not None:
                saves.append(p)
            elif root == folder and _is_record(p):
                texts.append(p)
            elif _damaged(p):
                damaged.append(p)
    best = newest_of(saves)
    if best is not None:
        return best[0], "read %s: the newest saved game in %s" % (best[0], folder)
    if len(texts) == 1:
        return texts[0], "read %s: the only game record in %s" % (texts[0], folder)
    if texts:
        raise RecordFileError("%s: no save in this folder, and %d game records: name one (%s)"
                              % (folder, len(texts), ", ".join(os.path.basename(t) for t in texts)), 1)
    if damaged:
        raise RecordFileError("%s: the companion save%s here (%s) %s damaged (cut off while writing?): no game "
                              "can be read from %s" % (folder, "s" if len(damaged) > 1 else "",
                                                       ", ".join(damaged), "are" if len(damaged) > 1 else "is",
                                                       "them" if len(damaged) > 1 else "it"))
    raise RecordFileError("%s: no companion save or game record in this folder" % folder)


def _damaged(path):
    """A companion save file (a save's name, PATH.bin or PATH.bin.1, and its mark and version) whose
    copy cannot be read. Another program's file that starts alike is not one."""
    from host_tools.sim import board as sim_board

    return bool(re.search(r"\.bin(\.\d)?$", path)) and sim_board.is_save(path) and _copy(path) is None


def open_session(path, record=None, text=None, **kw):
    """A Session with the whole record applied; errors name the line of the refused entry."""
    if record is None:
        record, text = read(path)
    try:
        return Session(record, **kw)
    except Illegal as e:  # a refused entry (RecordError), or the setup rules refuse the header
        k = getattr(e, "entry", None)
        line = 0
        if k is not None and text is not None:
            nums = line_numbers(text)
            line = nums[k] if k < len(nums) else 0
        where = "%s:%d" % (path, line) if line else os.fspath(path)
        raise RecordFileError("%s: %s" % (where, e.message))
    except Exception as e:  # noqa: BLE001 - a fault in a game module: which entry, not a traceback
        k = 0
        try:
            s = Session(record.copy_header(), **kw)
            while k < len(record):
                s.apply_words(*record.entry(k))
                k += 1
        except Exception:  # noqa: BLE001 - the entry found (k; no entry yet: the setup)
            pass
        raise rules_failed(path, record, text, k, kw.get("game") or registry.load(record.game), e)
