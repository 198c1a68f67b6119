# The two kinds of refusal the core raises; both carry a message a player understands.


class Illegal(Exception):
    # An entry the rules do not allow now. The session is left exactly as it was.

    def __init__(self, message):
        super().__init__(message)
        self.message = message

    def __str__(self):
        return self.message


class RecordError(Illegal):
    # A record line or a saved game that cannot be read at all.

    def __init__(self, message, line=0):
        super().__init__(message)
        self.line = line  # 1-based line number in the record text, 0 if unknown


def refused_entry(record, k, e):
    # a record whose entry k the rules refuse (e: the Illegal): which entry, what it says, and why
    err = RecordError("entry %d (%s): %s" % (k + 1, record.entry_text(k), e.message))
    err.entry = k  # 0-based
    return err
