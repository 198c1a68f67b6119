"""Terra Mystica property tests over random legal entry sequences (hypothesis drives the choices).

A small bot builds each entry from the words a player could enter now (build, upgrade with a
favor tile, offers to neighbours, power actions, priests, conversions, leech answers, passing,
network sizes) and keeps what the rules accept. After every accepted entry:
  * power tokens are conserved: I+II+III changes only by burning (`burn N` removes N tokens);
  * no resource is negative (VP, C, W, P, every bowl, every cult position in 0..10);
  * undo restores exactly the state before the entry, and redo the state after it.
"""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop.core import flow, registry
from tabletop.core.errors import Illegal
from tabletop.core.record import Record
from tabletop.core.newgame import clone
from tabletop.core.session import Session
import tabletop.games.terra_mystica as TM
from tabletop.games.terra_mystica import setup_menu

TRACKS = ("fire", "water", "earth", "air")


def entries(state, seat, rnd, pass_rate=0.12, offer_rate=0.4, free_rate=0.1, decline_rate=0.1):
    """Candidate entries (word lists) for `seat` now, most interesting first, shuffled a bit.

    The first one the rules accept is played. pass_rate: chance of passing at once (growing by
    round); with 0 a player passes only when nothing else is legal. offer_rate: chance that a
    build offers power to each other player. free_rate: chance of a free action (burn, convert)
    entered on its own. decline_rate: chance of declining a power offer rather than taking it."""
    f = state["flow"]
    p = state["players"][seat]
    seats = state["seats"]
    out = []
    if p["offers"]:
        o = p["offers"][0]
        out.append(["leech", str(o[1]), "from", seats[o[0]]])
        out.insert(0 if rnd.random() < decline_rate else 1, ["decline", str(o[1]), "from", seats[o[0]]])
    if p["pcult"]:
        out += [["+" + t] for t in rnd.sample(TRACKS, len(TRACKS))]
    if f["phase"] == "actions" and f["passed"][seat]:
        return out  # asked after passing: only answers (the rules must not take a second pass)
    if f["setup"]:
        if f["phase"] == "dwellings":
            return [["build"]]
        return [["pass", "bon%d" % b] for b in state["bonus"]]
    if f["phase"] == "network":
        return [["network", str(rnd.randint(1, 12))]]
    if f["phase"] == "spades":
        return [["transform"], ["done"]]
    others = [s for s in range(len(seats)) if s != seat]
    offer = []
    for s in others:
        if rnd.random() < offer_rate:
            offer += [seats[s], str(rnd.randint(1, 4))]
    off = ["offer"] + offer if offer else []
    fav = "+fav%d" % rnd.randint(1, 12)
    cands = [
        ["build"] + off,
        ["dig", "1", ".", "build"] + off,
        ["upgrade", "to", "tp"] + off,
        ["upgrade", "to", "te"] + off + [".", fav],
        ["upgrade", "to", "sh"] + off + ([".", fav] if p["f"] == "auren" else []),
        ["upgrade", "to", "sa"] + off + [".", fav] + ([".", "+fav%d" % rnd.randint(1, 12)]
                                                       if p["f"] == "chaosmagicians" else []),
        ["send", "p", "to", rnd.choice(TRACKS)],
        ["action", "act%d" % rnd.randint(1, 6)] + ([".", "build"] if rnd.random() < 0.5 else []),
        ["burn", "1", ".", "action", "act%d" % rnd.randint(1, 4)],
        ["convert", "1pw", "to", "1c", ".", "build"],
        ["convert", "1p", "to", "1w", ".", "build"] + off,
        ["convert", "3pw", "to", "1w", ".", "build"] + off,
        ["convert", "1w", "to", "1c", ".", "build"] + off,
        ["convert", "2w", "to", "2c", ".", "upgrade", "to", "tp"] + off,
        ["convert", "3pw", "to", "1w", ".", "upgrade", "to", "tp"] + off,
        ["convert", "5pw", "to", "1p", ".", "send", "p", "to", rnd.choice(TRACKS)],
        ["burn", str(rnd.randint(1, 3)), ".", "action", "act%d" % rnd.randint(2, 6)],
        ["advance", rnd.choice(("ship", "dig"))],
        ["transform", ".", "build", ".", "+tw%d" % rnd.randint(1, 5)],
        ["action", "bon1", ".", "build"],
        ["action", "bon2", ".", "+" + rnd.choice(TRACKS)],
    ]
    if p["f"] in ("witches", "nomads", "giants", "swarmlings", "auren", "engineers"):
        act = {"witches": "actw", "nomads": "actn", "giants": "actg", "swarmlings": "acts",
               "auren": "acta", "engineers": "acte"}[p["f"]]
        follow = {"actw": ["build"], "actn": ["build"], "actg": ["transform", "spades", "2"],
                  "acts": ["upgrade", "to", "tp"], "acta": ["+2" + rnd.choice(TRACKS)],
                  "acte": ["bridge"]}[act]
        cands.append(["action", act, "."] + follow)
    if p["f"] in ("dwarves", "fakirs"):
        how = "tunnel" if p["f"] == "dwarves" else "carpet"
        cands += [["build", how] + off, ["transform", how, ".", "build"] + off]
    rnd.shuffle(cands)
    if rnd.random() < free_rate:  # a free action entered on its own (the turn goes on)
        cands.insert(0, rnd.choice((["burn", "1"], ["burn", "2"], ["convert", "1pw", "to", "1c"],
                                    ["convert", "3pw", "to", "1w"], ["convert", "5pw", "to", "1p"],
                                    ["convert", "1w", "to", "1c"], ["convert", "1p", "to", "1w"])))
    passing = ["pass"] if f["round"] >= 6 else ["pass", "bon%d" % rnd.choice(state["bonus"])]
    if p["f"] == "engineers" and p["SH"] and p["bridges"]:
        passing += ["bridges", str(rnd.randint(0, p["bridges"]))]
    if pass_rate and rnd.random() < pass_rate + 0.02 * f["round"]:
        cands.insert(0, passing)
    if p["did"] & 1:  # the turn's action is taken: finish its parts, or end it
        return out + cands + [["+fav%d" % k] for k in range(1, 13)] + [["done"]]
    return out + cands + [passing]


def tokens(state):
    return [sum(p["b"]) for p in state["players"]]


def check_sane(state):
    for p in state["players"]:
        for k in ("VP", "C", "W", "P"):
            assert p[k] >= 0, (p["f"], k, p[k])
        assert min(p["b"]) >= 0, p["b"]
        for c in p["cult"]:
            assert 0 <= c <= 10
        assert p["P"] + p["cp"] <= 7


def play(seats, seed, max_entries=900, undo_every=1, on_entry=None, pass_rate=0.12,
         offer_rate=0.4, answer_rate=0.5, free_rate=0.1, decline_rate=0.1):
    """Play a random legal game; returns the session. Checks the properties as it goes."""
    rnd = random.Random(seed)
    s = Session(Record("terra_mystica", list(seats), [["turn-order", rnd.choice(("fixed", "variable"))]],
                       seed % 60000 + 1, TM.WORDS), TM)
    n = 0
    while not s.ended() and n < max_entries:
        a = flow.active(s.state)
        seat = a
        # sometimes a player with an open offer answers first (out of turn)
        for i in range(len(seats)):
            if s.state["players"][i]["offers"] and rnd.random() < answer_rate:
                seat = i
        done = False
        for words in entries(s.state, seat, rnd, pass_rate, offer_rate, free_rate, decline_rate):
            before = clone(s.state)
            try:
                s.apply_words(seat, words)
            except Illegal:
                assert s.state == before
                continue
            after = clone(s.state)
            burned = int(words[words.index("burn") + 1]) if "burn" in words else 0
            if not s.ended():
                assert sum(tokens(after)) == sum(tokens(before)) - burned, words
            check_sane(after)
            if undo_every and n % undo_every == 0:
                s.undo()
                assert s.state == before, words
                s.redo()
                assert s.state == after, words
            if on_entry is not None:
                on_entry(seat, words)
            n += 1
            done = True
            break
        assert done, "no legal entry for %s in %s" % (seats[seat], s.state["flow"]["phase"])
    return s


FACTIONS = TM.SEAT_NAMES
# (first, second) faction of each colour: a game has at most one faction of a colour
PAIRS = [tuple(c.split()[1:]) for c in setup_menu.COLOURS.split("|")]


def sample_factions(rnd, n, names=FACTIONS):
    """n factions of different colours: rnd.sample, drawn again while two share a colour."""
    while True:
        seats = rnd.sample(names, n)
        if not any(a in seats and b in seats for a, b in PAIRS):
            return seats


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=10 ** 6), st.integers(min_value=2, max_value=5))
def test_random_games_keep_power_resources_and_undo(seed, n):
    rnd = random.Random(seed)
    seats = sample_factions(rnd, n)
    s = play(seats, seed, undo_every=7)
    assert s.ended()
    for p in s.state["players"]:
        assert p["VP"] >= 0


def test_every_faction_plays_a_full_random_game():
    order = [p[0] for p in PAIRS] + [p[1] for p in PAIRS]  # four in a row: four colours
    assert sorted(order) == sorted(FACTIONS)
    for i in range(0, 14, 4):
        seats = order[i:i + 4]
        s = play(seats, 1000 + i, undo_every=0)
        assert s.ended(), seats


def demo_record_text(seed=13, pass_rate=0.0, offer_rate=0.6, free_rate=0.2, decline_rate=0.15):
    """The benchmark record tests/records/tm_5p_demo.txt: a random legal 5-player game.

    Its players act until nothing else is legal (pass_rate 0), use power (conversions, burning,
    power actions), offer power to each opponent with chance offer_rate and have every offer
    answered at once, in an entry of its own (a Leech or Decline row, as on terra.snellman.net)."""
    from tabletop.core import text

    s = play(["witches", "nomads", "giants", "cultists", "engineers"], seed, undo_every=0,
             pass_rate=pass_rate, offer_rate=offer_rate, answer_rate=1.0,
             free_rate=free_rate, decline_rate=decline_rate)
    rec = s.record
    commands = sum([rec.entry(k)[1].count(".") + 1 for k in range(len(rec))])
    head = "# Terra Mystica, 5 players: a random legal game (tests/host/test_tm_properties.py,\n" \
           "# demo_record_text(%d)); the benchmark record of issue 3: %d entries (one entry is\n" \
           "# one terra.snellman.net ledger row) holding %d commands.\n" % (seed, len(rec), commands)
    return head + text.to_text(rec), s


def test_demo_record_replays_to_the_end():
    import os

    from tabletop.core import text

    path = os.path.join(os.path.dirname(__file__), "..", "records", "tm_5p_demo.txt")
    with open(path) as fh:
        rec = text.parse(fh.read(), lambda g: TM.WORDS)
    s = Session(rec, TM)
    # one entry is one snellman ledger row (a turn, or a leech answer): a full 5-player game
    # of ~500 entries holding ~620 commands (several joined by "." in one entry)
    assert s.ended() and len(rec) >= 480, len(rec)
    commands = 0
    leech = 0
    for k in range(len(rec)):
        words = rec.entry(k)[1]
        commands += words.count(".") + 1
        leech += words[0] in ("leech", "decline")
    assert len(rec) + 60 <= commands <= 2 * len(rec), commands
    assert len(rec) // 4 <= leech <= len(rec) // 2, leech  # answers to power offers, rows of their own


def test_the_device_plays_a_game_with_choices_alone():
    """Entries built word by word from choices() (as the encoder does) are mostly accepted, and a
    whole game gets played with them (falling back to pass / done when choices lead nowhere)."""
    rnd = random.Random(5)
    s = Session(Record("terra_mystica", ["witches", "giants", "darklings"], [], 5, TM.WORDS), TM)
    built = accepted = 0
    guard = 0
    while not s.ended() and guard < 4000:
        guard += 1
        seat = flow.active(s.state)
        words = []
        while True:
            # (not "drop": a random walk would leave the game at once)
            ch = [c for c in registry.view(TM).choices(s.state, seat, words) if c != "drop"]
            if not ch or len(words) > 14:
                break
            # the encoder prefers ending an entry once possible ("ok"), sometimes
            words.append("ok" if "ok" in ch and rnd.random() < 0.6 else rnd.choice(ch))
        built += 1
        try:
            s.apply_words(seat, words)
            accepted += 1
            continue
        except Illegal:
            pass
        bon = ["bon%d" % s.state["bonus"][0]] if s.state["bonus"] and s.state["flow"]["round"] < 6 else []
        for fallback in [["decline"], ["done"], ["pass"] + bon, ["network", "3"], ["transform"]] + [
                ["+fav%d" % n] for n in range(1, 13)]:
            try:
                s.apply_words(seat, fallback)
                break
            except Illegal:
                continue
    assert s.ended(), (guard, s.state["flow"]["phase"])
    assert accepted * 4 > built, (accepted, built)
    assert built > 100
