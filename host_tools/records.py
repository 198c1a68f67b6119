"""Reading game records on the host: a record text, a board save (.bin), an nvm dump or the board's
saves folder -- with export's reader (host_tools.export.read_record) -- into a Session, with clear
errors."""

import os

from host_tools.export import ExportError, read_record, rules_failed  # noqa: F401 (also for cli)
from tabletop.core import registry
from tabletop.core.errors import Illegal
from tabletop.core.session import Session
from tabletop.core.lines import line_numbers

RecordFileError = ExportError  # a record that cannot be replayed: which file, which line and why


def read(path):
    """(Record, text or None) of what `companion export` reads (see host_tools.export)."""
    record, text, _game = read_record(path)
    return record, text


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
