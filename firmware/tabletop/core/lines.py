# One line of a record's text form (docs/record-format.md): its comment, an action line's actor and
# words, and where the action lines are. tabletop.core.text reads and writes whole records with it.

from tabletop.core.errors import RecordError

HEADER_KEYS = ("game", "players", "option", "seed")


def split_comment(line):
    # ("words part", "comment" or None) of one text line.
    i = line.find("#")
    if i < 0:
        return line, None
    return line[:i], line[i + 1 :].strip()


def parse_action(line, seats):
    # (seat, words, comment) of an action line "actor: words # comment"; raises RecordError.
    body, comment = split_comment(line)
    i = body.find(":")
    if i < 0:
        raise RecordError("expected 'player: action', got %r" % line.strip())
    actor = body[:i].strip()
    words = body[i + 1 :].split()
    seat = -1
    for s in range(len(seats)):
        if seats[s] == actor:
            seat = s
    if seat < 0:
        raise RecordError("%r is not a player of this game (players: %s)" % (actor, " ".join(seats)))
    if not words:
        raise RecordError("%s: no action given" % actor)
    return seat, words, comment


def line_numbers(text):
    # Line number (1-based) of each action entry of a record text, in order.
    nums = []
    in_head = True
    n = 0
    for line in text.split("\n"):
        n += 1
        parts = split_comment(line)[0].split()
        if not parts:
            continue
        if in_head and parts[0] in HEADER_KEYS:
            continue
        in_head = False
        nums.append(n)
    return nums
