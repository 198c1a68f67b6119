# The rare moves of real games, entered at the pad (host_tools/tm/pad.py, issue 38), in short games
# written from the rulebook (not from the real games' ledgers):
# * a free action at the start of a turn and what it triggers: the Mermaids' town across a river
#   (rulebook, Meerjungfrauen: "Beim Gründen einer Stadt darf ... ein Flussfeld ... überbrückt
#   werden"; snellman's `connect rN. +TWn`) taken before their action, its tile's cult steps included;
# * a no-op the ledger keeps (snellman's `burn 0`, `convert 0pw to 0c`, `dig 0`, `+0fire`): the pad
#   enters nothing for it and the game ends as the record's replay does, bowls and all (a `-0water`
#   before the Mermaids' TW5 leaves out no step: their water still goes up).
# Each game is entered key by key on a fresh simulator; the pad's record, replayed, must give every
# player's figures of the record's replay.
import os

import pytest

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from host_tools.sim import record as sim_record  # noqa: E402
from host_tools.tm import pad as tm_pad  # noqa: E402
from tabletop.core import registry, text  # noqa: E402
from tabletop.core.session import Session  # noqa: E402

# Mermaids (3/9 power, 15 C, 3 W) and Witches; SCORE3 first (2 VP a dwelling). After round 2 the
# Mermaids hold 3 dwellings and 2 trading houses: power 3 + 2 + 2 = 7 in 5 buildings (rulebook,
# Stadtgründung: 7 and 4 buildings), one of them across a river from the rest. In round 3 they
# connect them as the first thing of their turn: the town, then power to coins, then their action.
MERMAIDS = """game terra_mystica
players mermaids witches
option scoring 3-4-5-6-7-8
option bonus 1-3-5-6-7
mermaids: build
witches: build
witches: build
mermaids: build
witches: pass bon1
mermaids: pass bon5
mermaids: build
witches: burn 0 . build
mermaids: build
witches: pass bon3
mermaids: upgrade to tp near
mermaids: pass bon6
witches: convert 0pw to 0c . build . dig 0
mermaids: upgrade to tp near
witches: pass bon1
mermaids: build
mermaids: pass bon5
witches: build . +0fire
mermaids: -0water . connect r33 . +tw%d . convert 2pw to 2c . upgrade to tp near
witches: burn 0
witches: pass bon3
mermaids: pass bon6
"""


def figures(state):
    return [(p["f"], p["VP"], p["C"], p["W"], p["P"], list(p["b"]), list(p["cult"]), p["tw"])
            for p in state["players"]]


def at_the_pad(src):
    """(the record's replay, the pad's session after entering it key by key, per-entry inputs)."""
    rec = text.parse(src, registry.words_for)
    want = Session(rec)
    sim, w = sim_record.started(rec, display=False)
    try:
        per = tm_pad.enter_game(rec, sim, w)
        tm_pad.Pad(sim, w).settle()
        return want, sim.app.session, per
    finally:
        sim.close()


@pytest.mark.parametrize("tile", [4, 5])
def test_the_mermaids_connect_across_a_river_as_the_first_thing_of_their_turn(tile):
    # TW4: 6 VP and 8 power; TW5: 8 VP and a step on every cult track (the Mermaids' water 2 -> 3:
    # +1 power, rulebook Kultleiste)
    want, got, per = at_the_pad(MERMAIDS % tile)
    assert figures(got.state) == figures(want.state)
    m = got.state["players"][0]
    assert m["tw"] == "%d " % tile and (tile != 5 or m["cult"] == [1, 3, 1, 1])
    entries = [got.record.entry_text(k) for k in range(len(got.record))]
    assert "mermaids: connect . town +tw%d" % tile in entries  # the free action, then its tile
    k = [i for i in range(len(want.record)) if "connect" in want.record.entry_text(i)][0]
    assert per[k][0] <= 6 and per[k][1] <= 10  # the town, a conversion and an upgrade
    # the connect is offered at the start of a turn to the Mermaids alone (a town tile left), then
    # the town's tiles (". town" taken by itself: the only choice)
    rec = text.parse(MERMAIDS % tile, registry.words_for)
    s = Session(rec)
    while s.record.entry_text(len(s.record) - 1) != "witches: build . +0fire":
        s.undo()
    view = registry.view(s.game)
    assert "connect" in view.choices(s.state, 0, []) and "connect" not in view.choices(s.state, 1, [])
    assert view.choices(s.state, 0, ["connect"]) == [". town"]
    assert "+tw%d" % tile in view.choices(s.state, 0, ["connect", ".", "town"])
    assert view.choices(s.state, 0, ["connect", ".", "town", "+tw%d" % tile]) == []


def test_a_no_op_of_the_ledger_is_entered_as_nothing():
    # burn 0, convert 0pw to 0c, dig 0, +0fire: nothing entered (no `burn 1`), the bowls stay
    want, got, per = at_the_pad(MERMAIDS % 4)
    assert figures(got.state) == figures(want.state)
    entries = [got.record.entry_text(k) for k in range(len(got.record))]
    assert not [e for e in entries if " 0" in e or "+0" in e]
    k = [i for i in range(len(want.record)) if want.record.entry_text(i) == "witches: burn 0"][0]
    assert per[k][:2] == [0, 0]  # a row of a no-op alone: no input at all
    assert tm_pad.no_op(["burn", "0"]) and tm_pad.no_op(["convert", "0pw", "to", "0c"])
    assert tm_pad.no_op(["dig", "0"]) and tm_pad.no_op(["+0fire"])
    assert tm_pad.no_op(["-0water"]) and tm_pad.no_op(["-0spade"]) and tm_pad.no_op(["+0tw5"])
    assert not tm_pad.no_op(["+0fav5"])  # no such command: the rules refuse it, the pad says so
    assert not tm_pad.no_op(["burn", "1"]) and not tm_pad.no_op(["convert", "1pw", "to", "1c"])
    assert not tm_pad.no_op(["leech", "0", "from", "witches"])  # an answer, not a no-op


def test_the_mermaids_connect_in_a_row_after_their_action_is_the_town_of_that_turn():
    # the same connect sent after the upgrade that ended their turn (a row of its own): the rest of
    # that turn (the town tile in the list of the turn reopened), not a new turn's connect
    src = MERMAIDS % 4
    src = src.replace("mermaids: upgrade to tp near\nwitches: pass bon1",
                      "mermaids: upgrade to tp near\nmermaids: connect r33 . +tw4\nwitches: pass bon1")
    src = src.replace("mermaids: -0water . connect r33 . +tw4 . convert 2pw to 2c . upgrade to tp near\n",
                      "mermaids: pass bon6\n")
    assert src.endswith("mermaids: pass bon6\n")
    src = src[:-len("mermaids: pass bon6\n")]
    want, got, per = at_the_pad(src)
    assert figures(got.state) == figures(want.state) and got.state["players"][0]["tw"] == "4 "
    assert "mermaids: +tw4" in [got.record.entry_text(k) for k in range(len(got.record))]


def test_two_players_leave_and_the_final_scoring_is_entered_at_the_pad():
    # the game of tests/portable/test_tm_dropouts.py (nomads and giants leave in round 1), entered
    # key by key: each drop from the list, the network sizes of the two still in, the same final
    # scoring as the rules' (the cults count all four players, the network the two still in)
    from tests.portable.test_tm_dropouts import play_out

    s, asked = play_out(("nomads", "giants"))
    want, got, per = at_the_pad(text.to_text(s.record))
    assert got.ended() and figures(got.state) == figures(want.state)
    assert [p["fin"] for p in got.state["players"]] == [p["fin"] for p in s.state["players"]]


# The other free actions a turn may start with (rulebook, Jederzeit-Aktion Materialtausch: "jederzeit
# während eures Spielzuges, zusätzlich zur eigentlichen Aktion"; Macht opfern; the Alchemists' 1 VP
# -> 1 C), and the free cult steps the Cultists earn when a neighbour takes power from their build
# (Kultisten: "1 Schritt auf einer Kultleiste"), taken as the first thing of their next turn. The
# second step brings their fire from 2 to 3: one power (Kultleiste, the power space at 3).
CULTISTS = """game terra_mystica
players cultists alchemists
option scoring 3-4-5-6-7-8
option bonus 1-3-5-6-7
cultists: build
alchemists: build
alchemists: build
cultists: build
alchemists: pass bon1
cultists: pass bon5
cultists: build offer alchemists 1
alchemists: leech 1 from cultists
alchemists: convert 1vp to 1c . build
cultists: +fire . convert 1w to 1c . build offer alchemists 1
alchemists: leech 1 from cultists
alchemists: burn 1 . convert 1pw to 1c . pass bon3
cultists: +fire . burn 1 . pass bon1
"""


def test_free_actions_and_free_cult_steps_first_in_a_turn():
    want, got, per = at_the_pad(CULTISTS)
    assert figures(got.state) == figures(want.state)
    c = got.state["players"][0]
    assert c["cult"] == [3, 0, 1, 0] and c["b"] == [1, 9, 1]  # fire 1 -> 3, the power of space 3
    entries = [got.record.entry_text(k) for k in range(len(got.record))]
    for first, then in (("cultists: +fire", "cultists: convert 1w to 1c"), ("cultists: +fire", "cultists: burn 1"),
                        ("alchemists: convert 1vp to 1c", "cultists: wait")):
        assert [k for k in range(len(entries) - 1) if entries[k] == first and entries[k + 1] == then], (first, then)
    turns = [k for k in range(len(want.record)) if k >= 8 and "leech" not in want.record.entry_text(k)]
    assert turns and max(per[k][0] for k in turns) <= 5 and max(per[k][1] for k in turns) <= 3


@pytest.mark.parametrize("before", ["burn 1 . ", "convert 1w to 1c . "])
def test_a_free_action_before_the_mermaids_connect(before):
    # burning power or converting first, then the connect and its town (TW5: a step on every track)
    src = (MERMAIDS % 5).replace("mermaids: -0water . connect", "mermaids: %sconnect" % before)
    want, got, per = at_the_pad(src)
    assert figures(got.state) == figures(want.state) and got.state["players"][0]["cult"] == [1, 3, 1, 1]
    entries = [got.record.entry_text(k) for k in range(len(got.record))]
    k = entries.index("mermaids: connect . town +tw5")
    assert entries[k - 1] == "mermaids: " + before[:-3]


def test_a_player_who_passed_leaves_when_asked_and_it_is_entered_at_the_pad():
    # tests/portable/test_tm_dropouts.py's game: the nomads leave in their turn of round 1, the
    # giants after passing in round 6, as the pad asks them about the witches' power offer: their
    # drop is the answer (one push, two clicks at most); the network sizes of the two still in
    from tests.portable.test_tm_dropouts import left_after_passing

    s = left_after_passing()
    for line in ("giants: drop", "witches: pass", "witches: network 3", "cultists: network 2"):
        s.apply(line)
    want, got, per = at_the_pad(text.to_text(s.record))
    assert got.ended() and figures(got.state) == figures(want.state)
    assert [p["fin"] for p in got.state["players"]] == [p["fin"] for p in s.state["players"]]
    entries = [got.record.entry_text(k) for k in range(len(got.record))]
    assert entries[-5:] == ["witches: build offer giants ok", "giants: drop", "witches: pass",
                            "witches: network 3", "cultists: network 2"]
    k = [i for i in range(len(want.record)) if want.record.entry_text(i) == "giants: drop"][-1]
    assert per[k][0] <= 1 and per[k][1] <= 2
