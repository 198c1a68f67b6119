# Reading the snapshots of tabletop.core.snapshot at power-up (tabletop.ui.resume), which then
# drops this module (RAM). Nothing here raises: a snapshot that cannot be used is no snapshot.

from tabletop.core.copies import HEAD, SNAP, fletcher16
from tabletop.core.save_in_place import checksum, head_bytes

# tabletop.core.snapshot's format, not imported from there: its writer is not compiled at
# power-up (RAM; tests/portable/test_snapshot.py checks they are the same)
VERSION = 1


def mark(record, n):
    # what names record's first n entries (tabletop.core.snapshot): the checksums of its entries'
    # bytes and of its header lines (game, seats, options, seed)
    return checksum(record, n), fletcher16(head_bytes(record))


def head(d):
    # (seq, n, (record check, header check)) of a good snapshot's bytes, else None
    if len(d) < HEAD + 8 or bytes(d[0:2]) != SNAP or d[2] != VERSION:
        return None
    end = HEAD + ((d[8] << 8) | d[9])
    if end + 2 > len(d) or end < HEAD + 6:
        return None
    if fletcher16(d, 0, end) != (d[end] << 8) | d[end + 1]:
        return None
    return ((d[3] << 24) | (d[4] << 16) | (d[5] << 8) | d[6], (d[10] << 8) | d[11],
            ((d[12] << 8) | d[13], (d[14] << 8) | d[15]))


def _read(place, most=None):
    # the place's bytes; most: at most its first `most` (a snapshot file is 8 KB, its snapshot
    # about 1: the rest is never read, RAM)
    try:
        return place.read(most) if most else place.read()
    except Exception:  # noqa: BLE001 - unreadable: no snapshot there
        return b""


def held(places):
    # what each place holds: [(seq, n, mark)] of a snapshot's head (not yet checked whole), or
    # None where there is none; only the heads are read (RAM)
    out = []
    for p in places:
        d = _read(p, HEAD + 6)
        if len(d) < HEAD + 6 or bytes(d[0:2]) != SNAP or d[2] != VERSION:
            out.append(None)
        else:
            out.append(((d[3] << 24) | (d[4] << 16) | (d[5] << 8) | d[6], (d[10] << 8) | d[11],
                        ((d[12] << 8) | d[13], (d[14] << 8) | d[15])))
    return out


def best(places, record):
    # The snapshot to resume record from: (seq, n, place index, state) of the good snapshot of the
    # most entries that record starts with, or None; and what the places hold for the next write:
    # returns (found, newest): newest = [the highest seq, n, mark, index] of the snapshot found,
    # else of the newest good one (index -1: none): tabletop.ui.app.App.snap.
    # Also the undo past the session's checkpoints (tabletop.ui.saving.far): record is then the
    # entries left, and the places hold the snapshots of older checkpoints too
    cands = []
    newest = [0, -1, None, -1]
    hs = held(places)
    for i in range(len(hs)):
        h = hs[i]
        if h is None:
            continue
        if h[0] > newest[0]:
            newest = [h[0], h[1], h[2], i]
        if h[1] <= len(record) and h[2] == mark(record, h[1]):
            cands.append((h[1], h[0], i))
    hs = None
    cands.sort()
    while cands:
        c = cands.pop()
        try:
            d = _read(places[c[2]])
            h = head(d)
            if h is None or h[1] != c[0] or h[0] != c[1]:
                continue
            from tabletop.core.snapshot_in import decode

            state = decode(d)
            d = None
            # the next write goes to another place than this one's
            return (c[1], c[0], c[2], state), [newest[0], c[0], h[2], c[2]]
        except Exception:  # noqa: BLE001 - a snapshot that does not decode: the next, or none
            pass
    return None, newest
