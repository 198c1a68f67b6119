"""`companion tm ...`: Terra Mystica tools for real recorded games (terra.snellman.net ledgers).

    tm import-snellman LEDGER -o RECORD   ledger -> game record (setup, command texts, map facts)
    tm check LEDGER|FOLDER...             import, replay, compare every row; a summary line;
                                          non-zero exit on any mismatch
    tm check --pad LEDGER|FOLDER...       enter each game at the pad instead (host_tools/tm/pad.py)

A ledger is the game's ledger saved as text (tab-separated, ../shared/tm_games/FORMAT.md) or its
table as copied from the game's web page (runs of spaces, "show history" at the end of rows, text
around the table); a line that looks like a row but cannot be read is an error naming it.

The importer takes from the ledger only the setup, the command texts and the map facts a device
cannot see (leech offers and their receivers, spades needed to terraform, tunnelling / carpet
flights, Engineers' bridges at pass, network places). Map facts the commands do not state are
found by trying the few possible annotations on the row and keeping the one whose result the
ledger shows; no VP / resource / power / cult figure is ever written into the record.
"""

import json
import os
import re
import sys

_HERE = os.path.dirname(os.path.abspath(__file__))
for _p in (os.path.join(_HERE, "..", "..", "firmware"), os.path.join(_HERE, "..", "..")):
    if _p not in sys.path:
        sys.path.insert(0, _p)

from host_tools import inputs  # noqa: E402
from tabletop.core import flow, flow_engine, text  # noqa: E402
from tabletop.core.errors import Illegal  # noqa: E402
from tabletop.core.newgame import clone  # noqa: E402
from tabletop.core.session import Session  # noqa: E402
from tabletop.games import terra_mystica as TM  # noqa: E402
from tabletop.games.terra_mystica import final, hooks  # noqa: E402
from tabletop.games.terra_mystica.turn import MAIN  # noqa: E402

SPECIAL = ("setup", "cult_income_for_faction", "other_income_for_faction", "score_resources")
OPTION_MAP = {"variable-turn-order": ("turn-order", "variable"), "mini-expansion-1": ("towns", "mini"),
              "shipping-bonus": ("shipping-bonus", "yes"),
              "temple-scoring-tile": ("temple-tile", "yes")}
ALIASES = {"trading": "tp", "temple": "te", "stronghold": "sh", "sanctuary": "sa"}


class Row:
    def __init__(self, line, fields):
        self.line = line
        self.faction = fields[0]
        self.vp = int(fields[2].split()[0])
        self.dvp = int(fields[1] or 0)  # the row's VP change
        self.c = int(fields[4].split()[0])
        self.w = int(fields[6].split()[0])
        self.p = int(fields[8].split()[0])
        self.bowls = [int(x) for x in fields[10].split()[0].split("/")]
        self.cults = [int(x) for x in fields[12].split("/")]
        self.leech = [int(x) for x in fields[13].split()]
        self.text = fields[14].strip()
        cmds = [c.strip() for c in self.text.split(". ") if c.strip()]
        # a row may end with the automatic step that followed its commands ("transform E10 to
        # brown. other_income_for_faction"): its figures are the ones after that step
        self.auto = ""
        if len(cmds) > 1 and cmds[-1].lower() in SPECIAL:
            self.auto = cmds.pop().lower()
        self.cmds = cmds
        low = self.text.lower() if not self.auto else ". ".join(cmds).lower()
        if low in SPECIAL or low.startswith("["):
            self.kind = low
        elif low.startswith("+") and "vp for " in low:
            self.kind = "final " + low.split("vp for ")[1].strip()
        else:
            self.kind = "cmd"

    def figures(self):
        return [self.vp, self.c, self.w, self.p, self.bowls, self.cults]


class Drop:
    """`<faction> dropped from the game`: the player leaves (an entry `<faction>: drop`)."""
    kind = "drop"
    cmds = leech = ()

    def __init__(self, line, faction):
        self.line = line
        self.faction = faction
        self.text = "dropped from the game"


# A ledger row: the file's tab-separated form, or the table as copied from the game's web page
# (columns split by tabs or runs of spaces, empty delta columns gone, the row's "show history" link
# text at its end, faction names as shown: "Chaos Magicians")
_D = r"(?:([+-]\d+)\s+)?"  # a delta column, empty when nothing changed
ROW = re.compile(r"^\s*([A-Za-z][A-Za-z ]*?)\s+" + _D + r"(-?\d+)\s*VP\s+" + _D + r"(-?\d+)\s*C\s+" + _D
                 + r"(-?\d+)\s*W\s+" + _D + r"(-?\d+)\s*P\s+" + _D + r"(\d+/\d+/\d+)\s*PW\s+" + _D
                 + r"(\d+/\d+/\d+/\d+)(?:\s+(\d+(?:[ \t]+\d+)*))?(?:\s+(.*?))?\s*$")
LINK = re.compile(r"(?:\s*\[?show history\]?)+\s*$", re.I)


def clean_line(line):
    """A line without its end-of-row link text, non-breaking spaces or carriage return."""
    return LINK.sub("", re.sub("[\r\xa0\u2000-\u200b\u202f\u3000]", " ", line).replace("\u2212", "-"))


def faction_id(name):
    return name.lower().replace(" ", "").replace("-", "")


def row_fields(line):
    """The 15 columns of a ledger row (FORMAT.md), or None when the line is not a row."""
    m = ROW.match(clean_line(line))
    if m is None:
        return None
    g = [x or "" for x in m.groups()]
    return [faction_id(g[0]), g[1], g[2] + " VP", g[3], g[4] + " C", g[5], g[6] + " W", g[7], g[8] + " P",
            g[9], g[10] + " PW", g[11], g[12], " ".join(g[13].split()), g[14].strip()]


def looks_like_row(line):
    """A line meant as a ledger row even if it cannot be read: a VP figure, or a faction's name
    followed by columns (a header line of column titles is not)."""
    first = line.split("\t")[0].strip()
    return re.search(r"\d\s*VP\b", line) is not None or "\t" in line.strip() and \
        faction_id(first) in TM.SEAT_NAMES


def parse_ledger(path):
    head = {"options": [], "scoring": [None] * 6, "removed": [], "factions": []}
    rows = []
    lines = read_ledger(path).split("\n")
    section = []  # the rows since the last comment line (an income or final scoring step)
    for i in range(len(lines)):
        line = lines[i]
        fields = row_fields(line)
        if fields is not None:
            r = Row(i + 1, fields)
            rows.append(r)
            section.append(r)
            if r.kind == "setup":
                head["factions"].append(r.faction)
            continue
        if looks_like_row(line):
            raise inputs.UserError("%s: line %d cannot be read as a ledger row (faction, VP, C, W, P, power "
                                   "bowls, cults, leech, commands): %r" % (path, i + 1, line.strip()[:80]), 2)
        s = " ".join(clean_line(line).split())
        if not s:  # an empty line, or a link on a line of its own: nothing
            continue
        blank_rows(section)
        section = [s]
        if s.endswith(" dropped from the game"):
            rows.append(Drop(i + 1, faction_id(s[:-len(" dropped from the game")])))
        elif s.startswith("option "):
            head["options"].append(s.split()[1])
        elif s.startswith("Round ") and " scoring: SCORE" in s:
            n = int(s.split()[1])
            head["scoring"][n - 1] = int(s.split("SCORE")[1].split(",")[0])
        elif s.startswith("Removing tile BON"):
            head["removed"].append(int(s.split("BON")[1]))
    blank_rows(section)
    for r in rows:
        if head["factions"] and r.faction not in head["factions"]:
            raise inputs.UserError("%s: line %d names %r, not one of the game's factions (%s)"
                                   % (path, r.line, r.faction, ", ".join(head["factions"])), 2)
    return head, rows


def blank_rows(section):
    """A player who left the game gets a row without text at each automatic step: it is that step."""
    if not section or isinstance(section[0], Row):
        return
    title = section[0]
    kinds = [r.kind for r in section[1:] if r.text and r.kind != "cmd"]
    for r in section[1:]:
        if r.text:
            continue
        if kinds:
            r.kind = kinds[0]
        elif title.startswith("Scoring "):
            r.kind = "final " + title.split()[1].lower()
        elif title.startswith("Converting resources"):
            r.kind = "score_resources"


def header_lines(head):
    out = ["game terra_mystica", "players " + " ".join(head["factions"])]
    opts = {}
    for o in head["options"]:
        if o in OPTION_MAP:
            k, v = OPTION_MAP[o]
            opts[k] = v
    for k in ("turn-order", "towns", "shipping-bonus", "temple-tile"):
        if k in opts:
            out.append("option %s %s" % (k, opts[k]))
    if None not in head["scoring"]:
        out.append("option scoring " + "-".join([str(x) for x in head["scoring"]]))
    hi = 10 if opts.get("shipping-bonus") == "yes" else 9
    bon = [str(b) for b in range(1, hi + 1) if b not in head["removed"]]
    out.append("option bonus " + "-".join(bon))
    return out


# --- translating one row's commands -----------------------------------------------------------
def words_of(cmd):
    ws = cmd.lower().replace(" trading post", " tp").replace(" trading house", " tp").split()
    if ws == ["resign"]:
        return ["drop"]  # the player leaves the game
    out = []
    for w in ws:
        out.append(ALIASES.get(w, w))
    if out and out[0] == "convert":  # "convert 2 W to 2 C" is written "convert 2w to 2c"
        i = 1
        while i + 1 < len(out):
            if out[i].isdigit() and out[i + 1] in ("pw", "c", "w", "p", "vp"):
                out[i:i + 2] = [out[i] + out[i + 1]]
            i += 1
    return out


def match_offers(rows):
    """Which `Leech/Decline N from F` row answers which offer of F's builds (the leech column).

    Every answer must answer an offer made before it, with its amount (a bare `Decline` any
    amount), and a row makes at most one offer to each opponent per build. The leech column has
    one figure per neighbour and row: a row with several builds (the Chaos Magicians' double
    action) shows the sum of its offers to a neighbour, answered one by one ("5": Leech 4, Leech 1).
    Answers are assigned in ledger order to the earliest fitting offer, backtracking when a later
    answer has no offer left. Returns ({row index: [(faction, amount), ...]}, {(row, cmd): (F, amount)}).
    """
    slots = {}  # builder -> [[row index, amount, recipient or None, builds, amount answered, answers], ...]
    answers = {}  # builder -> [(row index, cmd index, recipient, amount or -1), ...]
    for i in range(len(rows)):
        r = rows[i]
        if r.kind != "cmd":
            continue
        nb = len([c for c in r.cmds if words_of(c)[:1] in (["build"], ["upgrade"])])
        for a in r.leech:
            slots.setdefault(r.faction, []).append([i, a, None, nb, 0, 0])
        for k in range(len(r.cmds)):
            w = words_of(r.cmds[k])
            if len(w) >= 4 and w[0] in ("leech", "decline") and w[2] == "from" and w[3] != r.faction:
                answers.setdefault(w[3], []).append((i, k, r.faction, int(w[1])))
            elif w == ["decline"]:
                for f in slots:
                    if f != r.faction:
                        answers.setdefault(f, []).append((i, k, r.faction, -1))
    acted = {}  # faction -> rows of its own actions: an offer not answered by then is declined
    for i in range(len(rows)):
        r = rows[i]
        if r.kind == "cmd" and [c for c in r.cmds if words_of(c)[0] in MAIN]:
            acted.setdefault(r.faction, []).append(i)
    offers = {}
    taken = {}
    for f in slots:
        sl = slots[f]
        ans = answers.get(f, [])
        budget = [20000]

        def fit(a, x):
            # 2: answers the offer exactly (or completes a split one), 1: a part of a split offer
            s = sl[x]
            if s[0] >= a[0]:
                return 0
            for i in acted.get(a[2], ()):
                if s[0] < i < a[0]:
                    return 0
            if s[2] is not None:
                if s[2] != a[2] or s[5] >= s[3] or a[3] < 0 or s[4] + a[3] > s[1]:
                    return 0
                return 2 if s[4] + a[3] == s[1] else 1
            for y in range(len(sl)):
                if sl[y][0] == s[0] and sl[y][2] == a[2]:
                    return 0
            if a[3] < 0 or a[3] == s[1]:
                return 2
            return 1 if s[3] > 1 and a[3] < s[1] else 0

        def complete():
            for s in sl:
                if s[2] is not None and s[4] != s[1]:
                    return False
            return True

        def solve(n, skips):
            if n == len(ans):
                return complete()
            budget[0] -= 1
            if budget[0] < 0:
                return False
            a = ans[n]
            for want in (2, 1):
                for x in range(len(sl)):
                    if fit(a, x) != want:
                        continue
                    s = sl[x]
                    old = s[2]
                    got = a[3] if a[3] >= 0 else s[1]
                    s[2], s[4], s[5] = a[2], s[4] + got, s[5] + 1
                    chosen[n] = x
                    if solve(n + 1, skips):
                        return True
                    s[2], s[4], s[5] = old, s[4] - got, s[5] - 1
            chosen[n] = -1
            # a bare decline may belong to another builder; others only when nothing else fits
            if a[3] < 0 or skips:
                return solve(n + 1, skips)
            return False

        chosen = [-1] * len(ans)
        if not solve(0, False):
            for x in sl:
                x[2], x[4], x[5] = None, 0, 0
            chosen = [-1] * len(ans)
            budget[0] = 20000
            solve(0, True)
        for n in range(len(ans)):
            x = chosen[n]
            if x >= 0:
                a = ans[n]
                amount = a[3] if a[3] >= 0 else sl[x][1]
                offers.setdefault(sl[x][0], []).append((a[2], amount))
                if a[3] < 0:
                    taken[(a[0], a[1])] = (f, amount)
        for x in range(len(sl)):
            if x not in chosen:  # nobody answered it: the neighbour left the game before answering
                near = [(y, ans[n][2]) for n in range(len(ans)) for y in (chosen[n],)
                        if y >= 0 and sl[y][0] == sl[x][0]]  # the row's answered offers (its column order)
                who = left_before_answering(rows, sl[x][0], f, offers.get(sl[x][0], []), x, near)
                if who:
                    offers.setdefault(sl[x][0], []).append((who, sl[x][1]))
    return offers, taken


def left_before_answering(rows, i, builder, given, slot=None, near=()):
    """The player (not the builder, not yet offered power by row i) who drops out of the game
    after row i, before the round's income and before taking an action (which would have
    answered it), if any: an offer to them is never answered. A player who left before row i is
    not one (the online engine lists offers to them too, unanswered: such an offer stays
    nobody's). With another player gone before, the leech column's order decides too (offers in
    seat order from the builder's): slot, the offer's place in the builder's offers; near,
    [(place, faction)] of the row's answered ones."""
    seats = [r.faction for r in rows if r.kind == "setup"]
    gone = [r.faction for r in rows[:i] if r.kind == "drop"]

    def pos(f):  # the seat's place after the builder's
        return (seats.index(f) - seats.index(builder)) % len(seats) if f in seats and builder in seats else 0

    lo, hi = 0, len(seats)
    for y, f in near:
        if slot is not None and y < slot:
            lo = max(lo, pos(f))
        elif slot is not None and y > slot:
            hi = min(hi, pos(f))
    acted = []  # who took an action after row i: an offer to them was answered or declined then
    for r in rows[i + 1:]:
        if r.kind == "other_income_for_faction":
            return None
        if r.kind == "drop" and r.faction != builder and r.faction not in [g[0] for g in given] and \
                r.faction not in gone and r.faction not in acted and (not gone or lo < pos(r.faction) < hi):
            return r.faction
        if r.kind == "cmd" and [c for c in r.cmds if words_of(c)[:1] and words_of(c)[0] in MAIN]:
            acted.append(r.faction)
    return None


def variants(faction, cmds):
    """Candidate annotation sets for the map facts of one row, most likely first."""
    slots = []
    for k in range(len(cmds)):
        v = cmds[k][0]
        if v == "build":
            slots.append((k, [[], ["spades", "1"], ["spades", "2"], ["spades", "3"], ["spades", "0"]]))
        elif v == "transform":
            slots.append((k, [[], ["spades", "2"], ["spades", "3"]]))
        elif v == "pass" and faction == "engineers":
            slots.append((k, [[], ["bridges", "1"], ["bridges", "2"], ["bridges", "3"]]))
        if v in ("build", "transform") and faction in ("dwarves", "fakirs"):
            how = "tunnel" if faction == "dwarves" else "carpet"
            slots.append((k, [[], [how]]))
    combos = [[]]
    for slot in slots:
        combos = [c + [(slot[0], a)] for a in slot[1] for c in combos]
        if len(combos) > 400:
            break
    out = []
    for combo in combos:
        cs = [list(c) for c in cmds]
        for k, a in combo:
            cs[k] = cs[k] + a
        out.append(cs)
    return out


def join(cmds):
    out = []
    for c in cmds:
        if out:
            out.append(".")
        out += c
    return out


# --- running entries on a bare state (fast, for the search) ----------------------------------
def run_entry(state, seat, words):
    verb = words[0]
    cmd = TM.COMMANDS.get(verb)
    if cmd is None:
        raise Illegal("unknown action %r" % verb)
    ok = TM.may_act(state, seat, verb)
    if ok is None:
        ok = seat == flow.active(state)
    if not ok:
        raise Illegal("not this player's turn")
    cmd(state, seat, words[1:])
    flow_engine.advance(TM, state)


def figures(p):
    return [p["VP"], p["C"], p["W"], p["P"], list(p["b"]), list(p["cult"])]


class Tap:
    """Collects the snapshots the game emits at its automatic steps."""

    def __init__(self):
        self.snaps = []
        hooks.HOOK[0] = self.snap

    def snap(self, state, tag):
        self.snaps.append((tag, [figures(p) for p in state["players"]]))

    def close(self):
        hooks.HOOK[0] = None


def after(state, snaps):
    """Figures right after an entry: before any automatic step it set off."""
    if snaps:
        return snaps[0][1]
    return [figures(p) for p in state["players"]]


# --- the importer ---------------------------------------------------------------------------
def network_sizes(vps, out=()):
    """Sizes giving these network VP (18/12/6, ties split), from the ranks only. The seats in
    `out` (players who left the game) have none: the places go to the others."""
    from tabletop.games.terra_mystica.final import places

    n = len(vps)
    sizes = [0] * n

    def rec(i):
        if i == n:
            return places(sizes, (18, 12, 6)) == vps
        if i in out:
            return rec(i + 1)
        for v in range(n, -1, -1):
            sizes[i] = v
            if rec(i + 1):
                return True
        sizes[i] = 0
        return False

    return list(sizes) if rec(0) else [0] * n


def import_ledger(path):
    head, rows = parse_ledger(path)
    seats = head["factions"]
    lines = header_lines(head)
    rec = text.parse("\n".join(lines) + "\n", lambda g: TM.WORDS)
    sess = Session(rec, TM)
    state = clone(sess.state)
    offers, taken = match_offers(rows)
    netvp = [0] * len(seats)
    netrow = [0] * len(seats)
    tap = Tap()
    try:
        for i in range(len(rows)):
            r = rows[i]
            if r.kind == "final network" and r.text:
                s = seats.index(r.faction)
                netvp[s] = int(r.text.split("vp")[0].strip("+"))
                netrow[s] = r.line
            if r.kind == "drop" and r.faction in seats and seats.index(r.faction) not in state["flow"]["out"]:
                run_entry(state, seats.index(r.faction), ["drop"])
                lines.append("%s: drop # ledger line %d: dropped from the game" % (r.faction, r.line))
            if r.kind != "cmd" or not r.cmds or r.faction not in seats:
                continue
            seat = seats.index(r.faction)
            cmds = [words_of(c) for c in r.cmds]
            for k in range(len(cmds)):
                t = taken.get((i, k))
                if cmds[k] == ["decline"] and t not in (None, True):
                    cmds[k] = ["decline", str(t[1]), "from", t[0]]  # which offer it answered
            a = flow.active(state)
            spading = state["flow"]["phase"] == "spades"
            if a >= 0 and cmds[0][0] not in ("leech", "decline", "wait") and (
                    a != seat and (spading or state["players"][a]["did"] & 1)
                    or a == seat and spading and cmds[0][0] not in ("transform", "build", "convert",
                                                                    "burn", "-spade", "done")):
                # the ledger moved on: the turn's unused spades / faction action are given up
                run_entry(state, a, ["done"])
                lines.append("%s: done # spades not used" % seats[a])
            got = list(offers.get(i, []))
            lead = True  # the row's first build or upgrade
            for c in cmds:
                if c[0] in ("build", "upgrade") and r.leech:
                    # one offer per neighbour and build; a neighbour's second offer goes to the next
                    mine = []
                    for o in list(got):
                        if o[0] not in [m[0] for m in mine]:
                            mine.append(o)
                            got.remove(o)
                    if mine:
                        c.append("offer")
                        for f, n in mine:
                            c += [f, str(n)]
                    elif lead:
                        c.append("near")
                    lead = False
            # cult-bonus spades used over several rows (the same faction's next row transforms
            # again): the first annotation that matches; otherwise (a snellman row is a whole
            # turn) prefer one that uses every spade
            nxt = [x for x in rows[i + 1:i + 4] if x.kind == "cmd"]
            goes_on = state["flow"]["phase"] == "spades" and bool(nxt) and \
                nxt[0].faction == r.faction and words_of(nxt[0].cmds[0])[0] in ("transform", "build")
            clean = matched = first = None
            for cand in variants(r.faction, cmds):
                words = join(cand)
                st = clone(state)
                tap.snaps = []
                try:
                    run_entry(st, seat, words)
                except Illegal:
                    continue
                if first is None:
                    first = (words, st)
                if after(st, tap.snaps)[seat] == r.figures():
                    p = st["players"][seat]
                    if goes_on or not (p["spades"] or p["did"] & 1):
                        clean = (words, st)  # matches and leaves no spade unused
                        break
                    if matched is None:
                        matched = (words, st)
            words, st = clean or matched or first or (join(cmds), None)
            if st is None:  # refused whatever the annotations: keep the row, the check reports it
                st = clone(state)
            state = st
            lines.append("%s: %s # ledger row %d" % (r.faction, " ".join(words), r.line))
    finally:
        tap.close()
    if state["flow"]["phase"] == "network":
        sizes = network_sizes(netvp, state["flow"]["out"])
        lost = final.places(sizes, (18, 12, 6)) != netvp  # the ledger ranks a player who left too
        for s in final.network_order(state):
            c = "ledger row %d" % netrow[s] if netrow[s] else "no network score in the ledger"
            if lost:
                c += " (no sizes of the players still in give the ledger's network VP: it ranks a player who left)"
            lines.append("%s: network %d # %s" % (seats[s], sizes[s], c))
    return "\n".join(lines) + "\n"


# --- the check ------------------------------------------------------------------------------
def row_of(comment):
    if comment and comment.startswith("ledger row "):
        return int(comment.split()[2])
    return 0


def check_game(path, record_text, manifest=None, out=None):
    out = out or sys.stdout
    head, rows = parse_ledger(path)
    seats = head["factions"]
    rec = text.parse(record_text, lambda g: TM.WORDS)
    sess = Session(rec.copy_header(), TM)
    initial = [figures(p) for p in sess.state["players"]]
    tap = Tap()
    by_row = {}
    tagged = []
    err = None
    last_row = 0
    left = {}
    try:
        for k in range(len(rec)):
            seat, words = rec.entry(k)
            tap.snaps = []
            if words[0] == "drop":  # when each player left: the round, passed in it or not
                left[seat] = (sess.state["flow"]["round"], sess.state["flow"]["passed"][seat])
            try:
                sess.apply_words(seat, words)
            except Illegal as e:
                err = "entry %d (%s) refused: %s" % (k + 1, rec.entry_text(k), e.message)
                break
            note = rec.notes.get(("post", k)) if rec.notes else None
            row = row_of(note) or last_row
            last_row = row
            if not (note or "").startswith("ledger line "):  # a dropout is not the row before it
                by_row[row] = after(sess.state, tap.snaps)
            for t in tap.snaps:
                tagged.append((k, row, t[0], t[1]))
    finally:
        tap.close()
    matched = 0
    first = None
    last_cmd = None
    deferred = []
    for r in rows:
        if r.faction not in seats or r.kind == "drop":
            continue
        got = None
        if r.kind == "setup":
            got = initial
        elif r.kind == "cmd":
            got = by_row.get(r.line)
            last_cmd = r.line
            if r.auto:
                tag = "cult" if r.auto[0] == "c" else "income"
                for t in tagged:
                    if t[2] == tag and t[1] == r.line:
                        got = t[3]
        elif r.kind in ("cult_income_for_faction", "other_income_for_faction"):
            tag = "cult" if r.kind[0] == "c" else "income"
            for t in tagged:
                if t[2] == tag and (last_cmd is None or t[1] <= last_cmd):
                    got = t[3]
        elif r.kind.startswith("final ") or r.kind == "score_resources":
            tag = r.kind[6:].upper() if r.kind != "score_resources" else "resources"
            if tag == "NETWORK":
                tag = "network"
            for t in tagged:
                if t[2] == tag:
                    got = t[3]
        else:  # [opponent accepted power] etc.: shown before the answer that caused it
            deferred.append(r)
            continue
        todo = [(r, got)]
        if r.kind == "cmd" and deferred:
            todo += [(d, got) for d in deferred]
            deferred = []
        for rr, g in todo:
            ss = seats.index(rr.faction)
            if g is not None and g[ss] == rr.figures():
                matched += 1
            elif first is None:
                first = (rr, None if g is None else g[ss])
    final_figs = [figures(p) for p in sess.state["players"]]
    for rr in deferred:  # automatic rows after the last command: against the end state
        if final_figs[seats.index(rr.faction)] == rr.figures():
            matched += 1
        elif first is None:
            first = (rr, final_figs[seats.index(rr.faction)])
    total = len([r for r in rows if r.faction in seats and r.kind != "drop"])
    name = os.path.basename(path)
    ok = matched == total and err is None
    out.write("%s: rows matched: %d/%d\n" % (name, matched, total))
    if err:
        out.write("  %s\n" % err)
    if first is not None:
        rr, g = first
        out.write("  first mismatch: row %d (%s: %s)\n    ledger: %s\n    device: %s\n"
                  % (rr.line, rr.faction, rr.text, fmt(rr.figures()), fmt(g) if g else "-"))
    if first is not None and (first[0].kind.startswith("final ") or first[0].kind == "score_resources"):
        for line in left_places(rows, seats, sess.state, left):
            out.write("  %s\n" % line)
    if manifest is not None and sess.state["flow"]["ended"]:
        exp = manifest.get("expected_final_vp", {})
        for s in range(len(seats)):
            v = sess.state["players"][s]["VP"]
            if exp.get(seats[s]) is not None and exp[seats[s]] != v:
                ok = False
                out.write("  final VP %s: manifest %d, device %d\n" % (seats[s], exp[seats[s]], v))
        if ok:
            out.write("  final VP match the manifest: %s\n" % ", ".join(
                ["%s %d" % (seats[s], sess.state["players"][s]["VP"]) for s in range(len(seats))]))
    elif manifest is not None:
        ok = False
        out.write("  the game did not reach its end\n")
    elif not sess.state["flow"]["ended"]:  # (ended without a manifest: its final rows were checked)
        out.write("  %s: the rows there are checked, the end and final scoring are not\n"
                  % (CUT_SHORT % sess.state["flow"]["round"]))
    return ok, matched, total


CUT_SHORT = "the ledger stops before the game's end (in round %d)"


def left_places(rows, seats, state, left=None):
    """Lines for a game whose final scoring differs from the ledger's while players have left it:
    which of them the ledger's cult places count (the device counts them all: their markers stay on
    the tracks), and whether its network places can come from the players still in alone (the
    device ranks only them); left: {seat: (round, passed in it)} when each left. Nothing when
    nobody left or the game did not end."""
    gone = list(state["flow"]["out"])
    if not gone or not state["flow"]["ended"]:
        return []
    when = []
    for s in gone:
        if s in (left or {}):
            when.append("%s left in round %d, %s passing" % (seats[s], left[s][0], "after" if left[s][1] else "before"))
    n = len(seats)
    led = {}  # the ledger's final VP per category and seat ("+8vp for FIRE"; rows without text too)
    for r in rows:
        if r.kind.startswith("final ") and r.faction in seats:
            led.setdefault(r.kind[6:], [0] * n)[seats.index(r.faction)] = r.dvp
    names = ", ".join([seats[s] for s in gone])
    out = []
    fits = []  # the sets of players who left whose counting gives the ledger's cult VP
    for mask in range(1 << len(gone)):
        counted = [gone[i] for i in range(len(gone)) if (mask >> i) & 1]
        ok = True
        for t in range(4):
            values = [0 if s in gone and s not in counted else state["players"][s]["cult"][t] for s in range(n)]
            ok = ok and final.places(values, (8, 4, 2)) == led.get(("fire", "water", "earth", "air")[t], [0] * n)
        if ok:
            fits.append(counted)
    if not fits:
        out.append("players who left (%s): no choice of which of them count gives the ledger's cult VP" % names)
    elif gone not in fits:
        out.append("players who left (%s): the ledger's cult places count %s; the device counts them all" % (
            names, " or ".join([", ".join([seats[s] for s in f]) or "none of them" for f in fits])))
    vps = led.get("network", [0] * n)
    if vps != final.places(network_sizes(vps, gone), (18, 12, 6)):
        out.append("players who left (%s): the ledger's network VP (%s) cannot come from the players still in "
                   "alone: it ranks a player who left" % (names, " ".join(map(str, vps))))
    if out and when:
        out.append("players who left: " + "; ".join(when))
    return out


def fmt(f):
    return "%d VP %d C %d W %d P %s PW %s" % (f[0], f[1], f[2], f[3], "/".join(map(str, f[4])),
                                              "/".join(map(str, f[5])))


def manifest_for(path):
    m = os.path.join(os.path.dirname(os.path.abspath(path)), "manifest.json")
    if not inputs.is_regular(m):  # none (or a named pipe: never opened)
        return None
    try:
        with open(m) as fh:
            data = json.load(fh)
    except (OSError, ValueError):  # none, or not ours: no expected final VP
        return None
    for g in data.get("games", []):
        if g.get("file") == os.path.basename(path):
            return g
    return None


# --- the commands' input: every ledger is read and checked here -------------------------------
def read_ledger(path):
    """The text of a ledger file; a one-line UserError (host_tools.inputs) when it is missing, a
    folder, empty, binary, too big or not a terra.snellman.net ledger."""
    text = inputs.read_text(path, "ledger")
    if not any(row_fields(line) for line in text.split("\n")):
        raise inputs.UserError("%s: not a terra.snellman.net ledger (no row such as `darklings  +2  29 VP  "
                               "-2  11 C ...  build E10`; save the game's ledger as text, or copy its "
                               "table from the game's page)" % path, 2)
    return text


def checked(path, fn, *args):
    """fn(*args) on the ledger at `path`; a ledger it cannot take is one line naming the file."""
    read_ledger(path)
    try:
        return fn(*args)
    except (Illegal, ValueError, IndexError, KeyError) as e:
        raise inputs.UserError("%s: cannot be read as a ledger (%s: %s)" % (path, type(e).__name__, e), 2)


def cmd_import(args):
    inputs.check_output(args.output, "record file", reads=[(args.ledger, "ledger")])
    rec = checked(args.ledger, import_ledger, args.ledger)
    inputs.write_output(args.output, rec.encode("utf-8"))  # all or nothing; a pipe as a stream
    print("wrote %s (%d lines)" % (args.output, rec.count("\n")))
    flow = Session(text.parse(rec, lambda g: TM.WORDS), TM).state["flow"]
    if not flow["ended"]:  # a ledger saved mid-game, or cut short: say so, the record is still good
        print("companion tm: note: %s: %s; the record stops there too" % (args.ledger, CUT_SHORT % flow["round"]),
              file=sys.stderr)
    return 0


def ledger_paths(names):
    """The ledgers named: files, and every *.txt ledger in a named folder (sorted)."""
    out = []
    for n in names:
        if os.path.isdir(n):
            found = [os.path.join(n, f) for f in sorted(os.listdir(n)) if f.endswith(".txt")]
            if not found:
                raise inputs.UserError("%s: no ledger (*.txt) in this folder" % n)
            out += found
        else:
            out.append(n)
    return out


def cmd_check(args):
    if args.where or args.worst:  # --pad runs host_tools/tm/pad.py's cmd_check: without it, refused
        raise inputs.UserError("companion tm check: %s goes with --pad (the games entered at the pad)"
                               % ("--where" if args.where else "--worst N"))
    paths = ledger_paths(args.ledgers)  # --pad: host_tools/cli.py runs tm_pad.cmd_check instead
    games = good = rows = total = 0
    for path in paths:
        ok, m, t = checked(path, lambda: check_game(path, import_ledger(path), manifest_for(path)))
        games += 1
        good += 1 if ok else 0
        rows += m
        total += t
    print("games fully matched: %d/%d; rows matched: %d/%d" % (good, games, rows, total))
    return 0 if good == games else 1


def register(subparsers):
    tm = subparsers.add_parser("tm", help="Terra Mystica tools (real game ledgers)")
    sub = tm.add_subparsers(dest="tm_command")
    sub.required = True
    p = sub.add_parser("import-snellman", help="convert a terra.snellman.net ledger to a record")
    p.add_argument("ledger")
    p.add_argument("-o", "--output", required=True)
    p.set_defaults(func=cmd_import)
    p = sub.add_parser("check", help="import, replay and compare every ledger row")
    p.add_argument("ledgers", nargs="+", help="ledger files, or folders of them")
    p.add_argument("--pad", action="store_true",
                   help="enter each game at the pad (key and encoder inputs on a fresh simulator) and "
                        "compare every faction's final VP with the ledger's")
    p.add_argument("--where", action="store_true",
                   help="with --pad: before the summary, where the encoder clicks went, by the kind of choice")
    p.add_argument("--worst", type=inputs.number(1, 100000), default=0, metavar="N",
                   help="with --pad: before the summary, the N turns with the most inputs (presses and "
                        "clicks against the goals' 10p+15c), their entries and the inputs they took")
    p.set_defaults(func=cmd_check)
    return tm


def main(argv=None):
    ap = inputs.Parser(prog="tm")
    sub = ap.add_subparsers(dest="command")
    register(sub)
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] != "tm":
        argv = ["tm"] + argv
    try:
        args = ap.parse_args(argv)
        if not getattr(args, "func", None):
            ap.print_help()
            return 2
        return args.func(args)
    except inputs.UserError as e:
        print("companion tm: %s" % e, file=sys.stderr)
        return e.status


if __name__ == "__main__":
    sys.exit(main())
