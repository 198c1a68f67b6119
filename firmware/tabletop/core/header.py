# The header lines of a record (game, players, options, seed), as a save and the text form hold
# them, read back into a Record by tabletop.core.save. Apart from the text form's own parser
# (tabletop.core.text): the board reads saves, never record texts. Reading them is needed once, at
# power-up: the device drops this module then, as tabletop.core.save (RAM; tabletop.ui.resume);
# writing them, at every save, is in tabletop.core.save_in_place (named here too).
# Also needed at power-up only: reading the copies of a store (tabletop.core.store.Store's scan,
# payload and load name these).

from tabletop.core.copies import MAGIC, unpack
from tabletop.core.errors import RecordError
from tabletop.core.record import Record
from tabletop.core.save_in_place import header_lines  # noqa: F401


def read_header(head):
    # a Record (no vocabulary yet) from the header lines of a save (header_lines)
    game = None
    seats = []
    options = []
    seed = 1
    for line in head.split("\n"):
        p = line.split()
        if len(p) == 2 and p[0] == "game":
            game = p[1]
        elif len(p) > 2 and p[0] == "players":
            seats = p[1:]
        elif len(p) == 3 and p[0] == "option":
            options.append([p[1], p[2]])
        elif len(p) == 2 and p[0] == "seed" and p[1].isdigit():
            seed = int(p[1])
        else:
            raise RecordError("the saved game is damaged (header)")
    if game is None or len(seats) < 1:
        raise RecordError("the saved game is damaged (header)")
    return Record(game, seats, options, seed)


def scan(store):
    # Store.scan: every good copy, newest first: [(seq, settings, place index)]
    found = []
    store.damaged = 0
    for i in range(len(store.places)):
        try:
            c = _read(store, i)
        except MemoryError:  # not read: never written over, its copy may be the newest
            store.bad[i] = 2
            # so a save made now (a new game) counts on from far above it: newest at the next
            # start, and seqs stay unique (a place is never that many saves ahead of the rest)
            store.seq = max(store.seqs) + 65536
            raise
        if c == "damaged":
            store.damaged += 1
        elif c is not None:
            store.seqs[i] = c[0]
            k = len(found)  # newest first (seqs are unique); no sort key: a lambda is RAM
            while k > 0 and found[k - 1][0] < c[0]:
                k -= 1
            found.insert(k, (c[0], c[1], i))
        c = None
    if found:
        store.seq = found[0][0]
    if store.jp >= 0:  # the journal's reader compiled only where there can be one (RAM)
        from tabletop.core import journal_load

        journal_load.read(store)
    return found


def _read(store, i):
    try:
        return unpack(store.places[i].read())
    except MemoryError:  # the copy may be fine: not the place's fault (the caller says so)
        raise
    except Exception:  # a place that cannot be read holds nothing we can use
        return None


def payload(store, i):
    # Store.payload: the payload of the good copy in place i (None if it is not good any more)
    c = _read(store, i)
    if c is None or c == "damaged":
        return None
    p = c[2]
    if store.jload is not None and store.jload[0] == c[0] == store.seq:  # the newest copy: the
        # turns since it, from the journal (a newer copy has them all)
        from tabletop.core import journal_load

        p = journal_load.merged(store, p)
    store.last = (c[1], p)  # what the newest save holds, to skip unchanged saves
    return p


def load(store):
    # Store.load: every good copy, newest first: [(seq, settings, payload), ...]
    found = []
    for c in store.scan():
        p = store.payload(c[2])
        if p is not None:
            found.append((c[0], c[1], p))
    if found:
        store.last = found[0][1:]  # (settings, payload)
    return found


def head_seq(data):
    # the seq in a copy's header (tabletop.core.copies), even of a damaged copy (a write cut short
    # has its new header); -1 when the header itself is unreadable
    if len(data) < 7 or bytes(data[0:2]) != MAGIC:
        return -1
    return (data[3] << 24) | (data[4] << 16) | (data[5] << 8) | data[6]


def lost(store, seq):
    # is a damaged copy newer than the copy `seq` resumed (a save cut short: an older copy used)?
    for p in store.places:
        try:
            d = p.read()
        except Exception:  # noqa: BLE001 - unreadable: no evidence either way
            continue
        if head_seq(d) > seq and unpack(d) == "damaged":
            return True
    return False
