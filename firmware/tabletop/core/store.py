# Saves that survive a power cut at any instant: several copies, newest wins, checksums decide.
#
# A *place* is one region of flash that is rewritten as a whole (erase, then program):
# `microcontroller.nvm` (one 4 KB sector), or a fixed-size file on CIRCUITPY. A place offers
#
#     place.size          bytes it can hold
#     place.read()        its bytes (b"" if empty or unreadable)
#     place.write(data)   erase + program; may raise OSError (read-only drive, gone ...)
#
# The store writes each save to ONE place, never the one holding the newest good copy, so a cut
# in the middle of a write can only damage that copy: the previous save stays intact in another
# place. Writes rotate over the places (oldest copy first), which spreads the erase cycles.
# The framing of one copy (magic, sequence number, checksum) is in tabletop.core.copies.

from tabletop.core.copies import frame, pack


class Store:
    def __init__(self, places):
        self.places = list(places)
        self.seqs = [-1] * len(self.places)  # seq of the good copy in each place, -1 none
        # 1: writing there failed (read-only, gone): tried again by a save that finds no other
        # place; 2: never written (its copy could not be read at boot: it may be the newest)
        self.bad = [0] * len(self.places)
        self.seq = 0  # newest seq seen
        self.damaged = 0  # copies found damaged at load
        self.last = None  # (settings, payload) of the newest copy, to skip unchanged saves
        self.writes = 0
        # the journal (tabletop.core.journal): in the first place, when it can hold one (nvm) and
        # others hold the copies; j: [end, entries saved, check, settings, saves in it] of the one in use
        # (None: the next save is a copy), jrec: the record it saves, jload: read at power-up
        self.jp = 0 if len(self.places) > 1 and getattr(self.places[0], "journal", 0) else -1
        self.j = self.jrec = self.jload = None

    # Reading the copies is needed once, at power-up (tabletop.ui.resume): its code is in
    # tabletop.core.header, which the device drops then (RAM); these name it.
    def scan(self):
        # Every good copy, newest first: [(seq, settings, place index)]. Never raises.
        # Payloads are not kept (with 9 places that would be 9 saves in RAM at once): read the
        # one you want with payload(index).
        from tabletop.core.header import scan

        return scan(self)

    def payload(self, i):
        # The payload of the good copy in place i (None if it is not good any more).
        from tabletop.core.header import payload

        return payload(self, i)

    def load(self):
        # Every good copy, newest first: [(seq, settings, payload), ...]. Never raises.
        from tabletop.core.header import load

        return load(self)

    def forget_newest(self):
        # The newest copy was unusable (the app could not replay it): fall back to the next.
        i = self._newest()
        if i >= 0:
            self.seqs[i] = -1
        self.last = self.j = None

    def _newest(self):
        m = max(self.seqs + [-1])  # seqs are unique (-1: no copy)
        return self.seqs.index(m) if m >= 0 else -1

    def save(self, payload, settings=0):
        # Write a new copy (skipped if nothing changed). True if saved or unchanged.
        if self.last == (settings, payload):
            return True
        if not self._write(pack(self.seq + 1, settings, payload)):
            return False
        self.last = (settings, payload)
        return True

    def save_framed(self, buf, n, settings=0, check=None):
        # Write a new copy of the payload at buf[HEAD:HEAD + n], framed in place (the device
        # frames it in the record's buffer: no large allocation during play). Never skipped.
        # check: the payload's checksum if known (copies.frame).
        self.last = None
        return self._write(memoryview(buf)[: frame(buf, self.seq + 1, settings, n, check)])

    def _write(self, data):
        again = 1 in self.bad
        n = len(data)
        while True:
            # the place for the copy: not the newest, empty or oldest first (rotation)
            newest = self._newest()
            i = -1
            for k in range(len(self.places)):
                if k == newest and len(self.places) > 1 or k == self.jp:
                    continue
                if self.bad[k] or self.places[k].size < n:
                    continue
                if i < 0 or self.seqs[k] < self.seqs[i]:
                    i = k
            if i < 0 and newest >= 0 and not self.bad[newest] and self.places[newest].size >= n:
                i = newest  # the only place left: better one copy than none
            if i < 0 and again:  # the places that failed before, once more (a failed save is
                again = False  # not lost: the next one retries them)
                for b in range(len(self.bad)):
                    self.bad[b] &= 2
                continue
            if i < 0:
                return False
            self.seqs[i] = -1  # from the first erased byte on, this place holds no good copy
            try:
                self.places[i].write(data)
            except OSError:
                self.bad[i] = 1
                continue
            self.seq += 1
            self.seqs[i] = self.seq
            self.j = None  # a newer copy than the journal's
            self.writes += 1
            return True
