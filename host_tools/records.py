"""Reading game records on the host: text or a binary save, into a Session, with clear errors."""

import os

from tabletop.core import registry, save
from tabletop.core.errors import RecordError
from tabletop.core.session import Session
from tabletop.core.lines import line_numbers
from tabletop.core.text import parse


class RecordFileError(Exception):
    """A record that cannot be replayed: says which file, which line and why."""


def read(path):
    """(Record, text or None) from a text record or a binary save file."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:2] == save.MAGIC:
        try:
            return save.loads(data[: max(save.size(data), 0)] or data, registry.words_for), None
        except RecordError as e:
            raise RecordFileError("%s: %s" % (path, e.message))
    try:
        text = data.decode("utf-8")
    except UnicodeError:
        raise RecordFileError("%s: neither a record text nor a saved game" % path)
    try:
        return parse(text, registry.words_for), text
    except RecordError as e:
        raise RecordFileError("%s:%d: %s" % (path, e.line, e.message))


def open_session(path, record=None, text=None, **kw):
    """A Session with the whole record applied; errors name the line of the refused entry."""
    if record is None:
        record, text = read(path)
    try:
        return Session(record, **kw)
    except RecordError as e:
        k = getattr(e, "entry", None)
        line = 0
        if k is not None and text is not None:
            nums = line_numbers(text)
            line = nums[k] if k < len(nums) else 0
        where = "%s:%d" % (path, line) if line else os.fspath(path)
        raise RecordFileError("%s: %s" % (where, e.message))
