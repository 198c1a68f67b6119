# The two kinds of refusal the core raises; both carry a message a player understands.


class Illegal(Exception):
    # An entry the rules do not allow now. The session is left exactly as it was.
    # On the board the words are in tabletop/refusals.txt and `said` is (their line, the values),
    # as `companion deploy` writes the raise (host_tools/board_form.py): read when shown (RAM).

    def __init__(self, said):
        super().__init__(said)
        self.said = said

    @property
    def message(self):
        said = self.said
        if type(said) is tuple:
            from tabletop.core.refusals import words

            return words(said)
        return said

    def __str__(self):
        return self.message


class RecordError(Illegal):
    # A record line or a saved game that cannot be read at all.

    def __init__(self, said, line=0):
        super().__init__(said)
        self.line = line  # 1-based line number in the record text, 0 if unknown


def refused_entry(record, k, e):
    # a record whose entry k the rules refuse (e: the Illegal): which entry, what it says, and why
    err = RecordError("entry %d (%s): %s" % (k + 1, record.entry_text(k), e.message))
    err.entry = k  # 0-based
    return err
