"""The importer on ledgers of every faction: random legal games are written as snellman ledgers
(figures after every row, leech column, commands *without* the map-fact annotations), then
`tm import-snellman` must recover the map facts and `tm check` must match every row.

This covers the factions and actions the four real games do not (Auren, Giants, Swarmlings,
Chaos Magicians' double action, Halflings' and Darklings' strongholds, ...).
"""

import os
import random

from host_tools import tm_cli
from tabletop.core import flow
from tabletop.core.errors import Illegal
from tabletop.core.record import Record
from tabletop.core.session import Session, clone
import tabletop.games.terra_mystica as TM
from tests.host.test_tm_properties import entries, sample_factions

FACTS = ("offer", "spades", "near", "tunnel", "carpet", "bridges", "ok")


def snellman(words, seats):
    """The row's commands as a snellman command text (map-fact annotations dropped)."""
    cmds = []
    cur = []
    skip = 0
    for i, w in enumerate(words):
        if skip:
            skip -= 1
            continue
        if w == ".":
            cmds.append(cur)
            cur = []
        elif w in ("spades", "bridges"):
            skip = 1
        elif w == "offer":
            j = i + 1
            while j + 1 < len(words) and words[j] in seats and words[j + 1].isdigit():
                j += 2
            skip = j - i - 1
        elif w in FACTS:
            continue
        else:
            cur.append(w)
    cmds.append(cur)
    return ". ".join([" ".join(c) for c in cmds if c])


def fig_text(f):
    return ["%d VP" % f[0], "%d C" % f[1], "%d W" % f[2], "%d P" % f[3], "%d/%d/%d PW" % tuple(f[4]),
            "%d/%d/%d/%d" % tuple(f[5])]


def row(faction, fig, leech, text):
    t = fig_text(fig)
    return "\t".join([faction, "", t[0], "", t[1], "", t[2], "", t[3], "", t[4], "", t[5], leech, text])


def ledger_of_random_game(seats, seed):
    rnd = random.Random(seed)
    opts = [["turn-order", "variable" if seed % 2 else "fixed"], ["towns", "mini"],
            ["shipping-bonus", "yes"]]
    s = Session(Record("terra_mystica", list(seats), opts, seed, TM.WORDS), TM)
    lines = [" Default game options", "option mini-expansion-1", "option shipping-bonus"]
    if seed % 2:
        lines.append("option variable-turn-order")
    for r in range(6):
        lines.append("Round %d scoring: SCORE%d, x" % (r + 1, s.state["score"][r]))
    for b in range(1, 11):
        if b not in s.state["bonus"]:
            lines.append("Removing tile BON%d" % b)
    for p in s.state["players"]:
        lines.append(row(p["f"], tm_cli.figures(p), "", "setup"))
    tap = tm_cli.Tap()
    try:
        n = 0
        while not s.ended() and n < 900:
            seat = flow.active(s.state)
            for i in range(len(seats)):
                if s.state["players"][i]["offers"] and rnd.random() < 0.6:
                    seat = i
            ok = False
            for words in entries(s.state, seat, rnd):
                if words[0] == "network":
                    continue
                try:
                    tap.snaps = []
                    s.apply_words(seat, words)
                except Illegal:
                    continue
                fig = tm_cli.after(s.state, tap.snaps)[seat]
                leech = []
                if "offer" in words:
                    k = words.index("offer") + 1
                    while k + 1 < len(words) and words[k] in seats and words[k + 1].isdigit():
                        leech.append(words[k + 1])
                        k += 2
                lines.append(row(seats[seat], fig, " ".join(leech), snellman(words, seats)))
                ok = True
                n += 1
                break
            if not ok and s.state["flow"]["phase"] == "network":
                break
            assert ok, "stuck"
        # network sizes, then the final scoring rows the importer reads
        nets = [rnd.randint(1, 9) for _ in seats]
        tap.snaps = []
        for i in range(len(seats)):
            s.apply_words(i, ["network", str(nets[i])])
        assert s.ended()
        at_network = [t[1] for t in tap.snaps if t[0] == "network"][0]
        for i in range(len(seats)):
            p = s.state["players"][i]
            if p["fin"][4]:
                lines.append(row(p["f"], at_network[i], "", "+%dvp for network" % p["fin"][4]))
    finally:
        tap.close()
    return "\n".join(lines) + "\n", s


def test_every_faction_round_trips_through_a_ledger(tmp_path):
    names = list(TM.SEAT_NAMES)
    for k in range(10):
        seed = 100 + k
        rnd = random.Random(seed)
        seats = sample_factions(rnd, 3 + k % 3, names)
        text, s = ledger_of_random_game(seats, seed)
        path = os.path.join(str(tmp_path), "g%d.txt" % k)
        with open(path, "w") as fh:
            fh.write(text)
        rec = tm_cli.import_ledger(path)
        import io

        out = io.StringIO()
        ok, matched, total = tm_cli.check_game(path, rec, None, out)
        assert matched == total, (seats, out.getvalue())
        # the imported game ends with the same VP as the played one
        s2 = Session(__import__("tabletop.core.text", None, None, ("x",)).parse(rec, lambda g: TM.WORDS), TM)
        assert [p["VP"] for p in s2.state["players"]] == [p["VP"] for p in s.state["players"]], seats
