# The text form of a game record (docs/record-format.md): parse it and print it back exactly.
#
# One entry per line, `#` starts a comment; header lines (game, players, option, seed) first,
# then action lines "ACTOR: WORDS...". Parsing and printing are exact for text in canonical form
# (single spaces between words, a trailing comment written as " # ..."). Host tools and tests use
# this module; the board only needs it to read a record file, never during play. One line at a
# time: tabletop.core.lines.

from tabletop.core.errors import RecordError
from tabletop.core.header import header_lines
from tabletop.core.lines import HEADER_KEYS, parse_action, split_comment
from tabletop.core.record import Record
from tabletop.core.vocab import canonical_int


def parse(text, words_for=None, keep_notes=True):
    # A Record from its text form. `words_for(game)` gives a game's vocabulary (optional).
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    game = None
    seats = None
    options = []
    seed = 1
    head = []
    rec = None
    pending = []
    notes = {} if keep_notes else None
    n = 0
    for line in lines:
        n += 1
        body, comment = split_comment(line)
        parts = body.split()
        if rec is None:
            if not parts or (parts[0] in HEADER_KEYS and ":" not in parts[0]):
                head.append(line)
                if not parts:
                    continue
                key = parts[0]
                if key == "game":
                    if len(parts) != 2 or game is not None:
                        raise RecordError("'game NAME' must be given once", n)
                    game = parts[1]
                elif game is None:
                    raise RecordError("the record must start with 'game NAME'", n)
                elif key == "players":
                    if len(parts) < 2 or seats is not None:
                        raise RecordError("'players NAME NAME ...' must be given once", n)
                    seats = parts[1:]
                    for s in seats:
                        if seats.count(s) > 1:
                            raise RecordError("player %r named twice" % s, n)
                elif key == "option":
                    if len(parts) != 3:
                        raise RecordError("'option NAME VALUE' expected", n)
                    options.append([parts[1], parts[2]])
                elif key == "seed":
                    if len(parts) != 2 or canonical_int(parts[1]) < 0:
                        raise RecordError("'seed N' expects a whole number 0..65535", n)
                    seed = int(parts[1])
                continue
            if game is None:
                raise RecordError("the record must start with 'game NAME'", n)
            if seats is None:
                raise RecordError("'players ...' must come before the first action", n)
            rec = Record(game, seats, options, seed, words_for(game) if words_for else ())
            # comment/blank lines directly before the first action belong to it, not the header
            while head and not split_comment(head[-1])[0].split():
                pending.insert(0, head.pop())
            rec.head_lines = head if keep_notes else None
        if not parts:
            pending.append(line)
            continue
        try:
            seat, words, comment = parse_action(line, rec.seats)
        except RecordError as e:
            raise RecordError(e.message, n)
        k = len(rec)
        try:
            rec.append(seat, words)
        except RecordError as e:
            raise RecordError(e.message, n)
        if notes is not None:
            if pending:
                notes[("pre", k)] = pending
            if comment is not None:
                notes[("post", k)] = comment
        pending = []
    if rec is None:
        if game is None:
            raise RecordError("the record must start with 'game NAME'", 1)
        if seats is None:
            raise RecordError("the record names no players ('players NAME NAME ...')", n)
        rec = Record(game, seats, options, seed, words_for(game) if words_for else ())
        rec.head_lines = head if keep_notes else None
    elif notes is not None and pending:
        notes[("pre", len(rec))] = pending
    rec.notes = notes
    return rec


def to_text(record):
    out = list(record.head_lines or header_lines(record))
    notes = record.notes
    for k in range(len(record)):
        if notes is not None:
            for pre in notes.get(("pre", k), ()):
                out.append(pre)
        line = record.entry_text(k)
        if notes is not None and ("post", k) in notes:
            line += " # " + notes[("post", k)]
        out.append(line)
    if notes is not None:
        for pre in notes.get(("pre", len(record)), ()):
            out.append(pre)
    return "\n".join(out) + "\n"
