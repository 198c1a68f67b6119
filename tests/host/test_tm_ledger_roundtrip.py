"""The importer on ledgers of every faction: random legal games are written as snellman ledgers
(figures after every row, leech column, commands *without* the map-fact annotations), then
`tm import-snellman` must recover the map facts and `tm check` must match every row.

This covers the factions and actions the four real games do not (Auren, Giants, Swarmlings,
Chaos Magicians' double action, Halflings' and Darklings' strongholds, ...).
"""

import os
import random

from host_tools.tm import cli as tm_cli
from tabletop.core import flow
from tabletop.core.errors import Illegal
from tabletop.core.record import Record
from tabletop.core.newgame import clone
from tabletop.core.session import Session
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


def ledger_of_random_game(seats, seed, drops=()):
    """A random legal game as a snellman ledger; `drops`: after how many rows the player to act
    drops out of the game (a comment line `<faction> dropped from the game`, as the online engine
    writes it)."""
    rnd = random.Random(seed)
    drops = sorted(drops)
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
            if drops and n >= drops[0] and s.state["flow"]["phase"] == "actions" and seat >= 0:
                drops.pop(0)
                s.apply_words(seat, ["drop"])
                lines.append("%s dropped from the game" % seats[seat])
                continue
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
            if i not in s.state["flow"]["out"]:  # who left is not asked
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


def test_two_players_drop_out_and_every_player_is_scored(tmp_path):
    """Two players leave mid-game (the online engine's `<faction> dropped from the game`): the
    importer writes a `drop` for each, every row matches, and the final scoring counts every
    player as terra.snellman.net does in its games with a dropout: cult majorities and resources
    for all (a player who left keeps its markers and its resources), the network places among
    the players still in the game (who left is not scored for a network)."""
    from tabletop.games.terra_mystica.final import places

    names = list(TM.SEAT_NAMES)
    for k in range(6):
        seed = 300 + k
        rnd = random.Random(seed)
        seats = sample_factions(rnd, 4 + k % 2, names)
        # (in the first game one leaves with a power offer open: it is declined, the round ends after)
        text, s = ledger_of_random_game(seats, seed, drops=(40, 100) if k == 0 else (25 + 5 * k, 55 + 5 * k))
        assert text.count(" dropped from the game") == 2, seats
        path = os.path.join(str(tmp_path), "d%d.txt" % k)
        with open(path, "w") as fh:
            fh.write(text)
        rec = tm_cli.import_ledger(path)
        out = s.state["flow"]["out"]
        for i in range(len(seats)):
            assert rec.count("\n%s: drop " % seats[i]) == (i in out)
            assert rec.count("\n%s: network " % seats[i]) == (i not in out)
        import io

        log = io.StringIO()
        ok, matched, total = tm_cli.check_game(path, rec, None, log)
        assert matched == total, (seats, log.getvalue())
        s2 = Session(__import__("tabletop.core.text", None, None, ("x",)).parse(rec, lambda g: TM.WORDS), TM)
        assert s2.ended() and s2.state["flow"]["out"] == out, seats
        # the same game (the network sizes recovered from their ranks only)
        assert [dict(p, net=0) for p in s2.state["players"]] == [dict(p, net=0) for p in s.state["players"]]
        ps = s.state["players"]
        for t in range(4):
            assert [p["fin"][t] for p in ps] == places([p["cult"][t] for p in ps], (8, 4, 2))
        nets = [0 if i in out else ps[i]["net"] for i in range(len(ps))]
        assert [p["fin"][4] for p in ps] == places(nets, (18, 12, 6))
        # resources to VP for all: what a player who left still holds counts (3 C a VP)
        assert [p["C"] < (2 if p["f"] == "alchemists" else 3) and p["W"] == p["P"] == 0 for p in ps] == \
            [True] * len(ps)


def test_tm_check_says_which_players_who_left_a_final_scoring_counts(tmp_path):
    """A ledger whose final scoring differs from the device's in a game two players left (issue 38:
    a held-back real game scores its two dropouts otherwise than the shared games score their one):
    `tm check` says which of the players who left its cult places count, and when its network places
    rank one of them. A ledger scored as the device scores (every player on the cults, the network
    among those still in) gets no such line."""
    import io

    from tabletop.games.terra_mystica.final import places

    seats = ["witches", "nomads", "cultists", "giants"]  # starting cults 0/0/0/2, 1/0/1/0, 1/0/1/0, 1/0/0/1
    text, s = ledger_of_random_game(seats, 301, drops=(20, 40))
    gone = s.state["flow"]["out"]
    ps = s.state["players"]
    assert len(gone) == 2 and s.ended()
    head = text.split("\n")[:-1]
    while "vp for network" in head[-1]:
        head.pop()

    def scored(i, vp, what):  # a final scoring row: its VP change too (a player who left: no text)
        return row(seats[i], tm_cli.figures(ps[i]), "", "" if i in gone else "+%dvp for %s" % (vp, what)) \
            .replace("\t\t", "\t+%d\t" % vp, 1)

    def ledger(counted, network=None):
        lines = list(head)
        for t in range(4):
            name = ("FIRE", "WATER", "EARTH", "AIR")[t]
            got = places([0 if i in gone and i not in counted else ps[i]["cult"][t] for i in range(4)], (8, 4, 2))
            lines.append("Scoring %s cult" % name)
            lines += [scored(i, got[i], name) for i in range(4) if got[i]]
        lines.append("Scoring network")
        network = network or [p["fin"][4] for p in ps]
        lines += [scored(i, network[i], "network") for i in range(4) if network[i]]
        path = os.path.join(str(tmp_path), "g.txt")
        with open(path, "w") as fh:
            fh.write("\n".join(lines) + "\n")
        log = io.StringIO()
        tm_cli.check_game(path, tm_cli.import_ledger(path), None, log)
        return [ln.strip() for ln in log.getvalue().split("\n") if "players who left" in ln]

    left = "players who left (%s, %s)" % (seats[gone[0]], seats[gone[1]])
    when = "players who left: %s left in round %d, before passing; %s left in round %d, before passing" % (
        seats[gone[0]], 1, seats[gone[1]], 2)  # (drops after 20 and 40 rows: in their turns)
    assert ledger(gone) == []  # as the device scores
    # the cult places without the players who left (their markers not counted)
    assert ledger([]) == [left + ": the ledger's cult places count none of them; the device counts them all", when]
    assert ledger([gone[1]]) == [left + ": the ledger's cult places count %s; the device counts them all"
                                 % seats[gone[1]], when]
    # network VP the two still in cannot have between them alone (12 and 6: somebody else is first)
    inn = [i for i in range(4) if i not in gone]
    nv = [0] * 4
    nv[inn[0]], nv[inn[1]] = 12, 6
    assert ledger(gone, nv) == [left + ": the ledger's network VP (%s) cannot come from the players still in "
                                "alone: it ranks a player who left" % " ".join(map(str, nv)), when]


def ledger_of_record(rec):
    """A game record written as a snellman ledger, as ledger_of_random_game writes one: a row per
    entry (no map facts), `<faction> dropped from the game` for a drop, the network VP rows."""
    seats = rec.seats
    s = Session(rec.copy_header(), TM)
    lines = [" Default game options"]
    for r in range(6):
        lines.append("Round %d scoring: SCORE%d, x" % (r + 1, s.state["score"][r]))
    for b in range(1, 10):
        if b not in s.state["bonus"]:
            lines.append("Removing tile BON%d" % b)
    for p in s.state["players"]:
        lines.append(row(p["f"], tm_cli.figures(p), "", "setup"))
    tap = tm_cli.Tap()
    try:
        for k in range(len(rec)):
            seat, words = rec.entry(k)
            tap.snaps = []
            s.apply_words(seat, words)
            if words[0] == "drop":
                lines.append("%s dropped from the game" % seats[seat])
            elif words[0] != "network":
                leech = []
                if "offer" in words:
                    i = words.index("offer") + 1
                    while i + 1 < len(words) and words[i] in seats and words[i + 1].isdigit():
                        leech.append(words[i + 1])
                        i += 2
                lines.append(row(seats[seat], tm_cli.after(s.state, tap.snaps)[seat], " ".join(leech),
                                 snellman(words, seats)))
        at = dict((t[0], t[1]) for t in tap.snaps)  # each final scoring step's figures
    finally:
        tap.close()
    gone = s.state["flow"]["out"]
    steps = (("FIRE", "Scoring FIRE cult"), ("WATER", "Scoring WATER cult"), ("EARTH", "Scoring EARTH cult"),
             ("AIR", "Scoring AIR cult"), ("network", "Scoring network"), ("resources", "Converting resources to VPs"))
    for t in range(6):  # as online: a row for each VP scored (resources: every player), a player who
        tag, title = steps[t]  # left without text
        lines.append(title)
        for i in range(len(seats)):
            vp = s.state["players"][i]["fin"][t]
            if vp or t == 5:
                text = "" if i in gone else "score_resources" if t == 5 else "+%dvp for %s" % (vp, tag)
                lines.append(row(seats[i], at[tag][i], "", text).replace("\t\t", "\t+%d\t" % vp, 1))
    return "\n".join(lines) + "\n"


def test_a_second_dropout_asked_about_power_is_the_offer_nobody_answered(tmp_path):
    """Two players leave; the second after passing in round 6, as the game waits for their answer
    to a power offer (tests/portable/test_tm_dropouts.py): the ledger never shows that answer.
    The importer gives the offer to the player who leaves, though another left before (their
    offers the online engine lists too: the leech column's seat order tells them apart), and
    every row matches."""
    import io

    from tests.portable.test_tm_dropouts import left_after_passing

    s = left_after_passing()
    for line in ("giants: drop", "witches: pass", "witches: network 3", "cultists: network 2"):
        s.apply(line)
    path = os.path.join(str(tmp_path), "late.txt")
    with open(path, "w") as fh:
        fh.write(ledger_of_record(s.record))
    rec = tm_cli.import_ledger(path)
    lines = [ln.split(" #")[0] for ln in rec.split("\n")]
    assert lines[-6:-3] == ["witches: build offer giants 1", "giants: drop", "witches: pass"]
    assert [ln.split()[:2] for ln in lines[-3:-1]] == [["witches:", "network"], ["cultists:", "network"]]
    log = io.StringIO()
    ok, matched, total = tm_cli.check_game(path, rec, None, log)
    assert ok and matched == total, log.getvalue()
    # entered at the pad from the ledger alone: every faction's final VP the ledger's
    from host_tools.tm import pad as tm_pad

    log = io.StringIO()
    assert tm_pad.check_pad([path], log) == 0, log.getvalue()
