# The history view of the device app (in-game menu -> History, tabletop.ui.history_view): opened
# on real records, scrolled entry by entry and round by round; every line checked against an
# independent replay of the record (who, what, score change of every seat); leaving it changes
# nothing; German; page-wise reading; MicroPython; a golden image in the simulator.
import os
import subprocess

import pytest

from host_tools import records
from host_tools.bench.cli import micropython
from tabletop.core import flow, registry
from tabletop.core.newgame import clone
from tabletop.core.session import Session
from tabletop.ui import history_view
from tabletop.ui.layout import COLS
from tests.host.ui_driver import Driver

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RECORDS = os.path.join(ROOT, "tests", "records")


def resumed(name, lang="English"):
    """A driver whose app plays the whole record `name` (as if resumed from a save)."""
    rec, _ = records.read(os.path.join(RECORDS, name))
    d = Driver(games=registry.GAMES)
    d.choose(lang)
    d.app._start(Session(rec))
    d.app._refresh()
    return d, rec


def replay_rows(rec):
    """(seat, words, round, score change of every seat) of every entry: a plain replay, one
    entry at a time (no History, no checkpoints) - the reference for the view's lines."""
    s = Session(rec.copy_header())
    game = s.game
    n = len(rec.seats)
    out = []
    before = [flow.score(game, s.state, p) for p in range(n)]
    for k in range(len(rec)):
        seat, words = rec.entry(k)
        rnd = s.state["flow"]["round"]
        s.apply_words(seat, words)
        after = [flow.score(game, s.state, p) for p in range(n)]
        out.append((seat, list(words), rnd, [after[p] - before[p] for p in range(n)]))
        before = after
    return out


def signed(v):
    return "+%d" % v if v > 0 else str(v)


def check_screen(d, rec, ref):
    """The screen shows entry cur highlighted, with its changes, and the entries around it."""
    app = d.app
    v = app.hist
    lines = d.lines()
    assert len(lines) == 5
    for ln in lines:
        assert len(ln) <= COLS and all(32 <= ord(c) < 127 for c in ln), ln
    k = v.cur
    seat, words, rnd, delta = ref[k]
    head = lines[0]
    assert head.endswith(" %d/%d" % (k + 1, len(rec))), head
    assert (" R%d " % rnd) in head if rnd else " Setup " in head or " Aufbau " in head, head
    hi = app.screen["hi"]
    assert 1 <= hi <= 4
    # every shown entry: "actor words  change" (a long one on indented lines below), then
    # "  seat  change" for the other seats
    i = 1
    k = v.top
    while i < 5 and lines[i]:
        seat, words, rnd, delta = ref[k]
        if k == v.cur:
            assert i == hi, (i, hi, lines)
        ln = lines[i]
        left, right = ln[: ln.rstrip().rfind(" ")].rstrip(), ln.split()[-1]
        assert right == signed(delta[seat]), (ln, delta)
        full = rec.seats[seat][:8] + " " + " ".join(words)
        i += 1
        while i < 5 and lines[i][:2] == "  " and full.startswith(left + " " + lines[i].strip()):
            left += " " + lines[i].strip()  # a long entry goes on indented lines, not cut
            i += 1
        assert left == full or i == 5 and full.startswith(left), (ln, full)
        for p in range(len(delta)):
            if p != seat and delta[p] and i < 5:
                assert lines[i].startswith("  " + rec.seats[p] + " "), (lines[i], p)
                assert lines[i].split()[-1] == signed(delta[p]), (lines[i], delta)
                i += 1
        k += 1
    assert k > v.cur  # the highlighted entry was among them
    while i < 5:
        assert lines[i] == ""
        i += 1


@pytest.mark.parametrize("name", ["babel_demo.txt", "assyria_4p_full.txt", "after_the_flood_full.txt"])
def test_scroll_the_whole_record_both_ways_lines_match_the_replay(name):
    d, rec = resumed(name)
    ref = replay_rows(rec)
    assert any(r[3][r[0]] for r in ref)  # the records do score: the changes are worth checking
    s = d.app.session
    state = clone(s.state)
    data = s.record.data()
    writes = d.app.store.writes
    d.key(10).choose("History")
    assert d.app.mode == 3 and d.app.hist.cur == len(rec) - 1  # opens on the latest entry
    check_screen(d, rec, ref)
    for k in range(len(rec) - 2, -1, -1):  # back to the first entry, one detent at a time
        d.turn(-1)
        assert d.app.hist.cur == k
        check_screen(d, rec, ref)
    d.turn(-1)  # stops at the first entry
    assert d.app.hist.cur == 0
    for k in range(1, len(rec)):
        d.turn(1)
        check_screen(d, rec, ref)
    d.turn(5)
    assert d.app.hist.cur == len(rec) - 1
    # the lines of every entry that changed other seats' scores were shown in full
    d.push()  # back to play
    assert d.app.mode == 1 and d.app.hist is None
    assert s.state == state and s.record.data() == data and len(s.record) == len(rec)
    assert d.app.store.writes == writes  # nothing to save: nothing changed


def test_entries_that_change_other_seats_show_every_change():
    d, rec = resumed("assyria_4p_full.txt")
    ref = replay_rows(rec)
    multi = [k for k in range(len(ref)) if any(ref[k][3][p] for p in range(4) if p != ref[k][0])]
    assert multi and multi[-1] == len(rec) - 1  # the final scoring: every seat scores
    d.key(10).choose("History")
    lines = d.lines()
    seat, _, _, delta = ref[-1]
    others = [p for p in range(4) if p != seat and delta[p]]
    assert len(others) >= 2
    # the last entry and its other seats' changes fit below each other: all shown
    assert lines[5 - 1 - len(others)].startswith(rec.seats[seat])
    assert d.app.screen["hi"] == 4 - len(others)
    check_screen(d, rec, ref)


@pytest.mark.parametrize("name", ["babel_demo.txt", "assyria_4p_full.txt"])
def test_round_by_round_with_keys_9_and_11(name):
    d, rec = resumed(name)
    ref = replay_rows(rec)
    firsts = [k for k in range(len(ref)) if k == 0 or ref[k][2] != ref[k - 1][2]]
    assert len(firsts) >= 5
    d.key(10).choose("History")
    seen = []
    while d.app.hist.cur > 0:
        d.key(9)
        seen.append(d.app.hist.cur)
        check_screen(d, rec, ref)
        assert d.app.screen["hi"] == 1  # the round's first entry at the top
    assert seen == sorted(firsts, reverse=True), (seen, firsts)
    seen = []
    while d.app.hist.cur < firsts[-1]:
        d.key(11)
        seen.append(d.app.hist.cur)
        check_screen(d, rec, ref)
    assert seen == firsts[1:]
    d.key(11)  # after the last round's start: the last entry
    assert d.app.hist.cur == len(rec) - 1
    assert d.app.leds[11] == (0, 0, 0) and d.app.leds[9] != (0, 0, 0)


@pytest.mark.parametrize("leave", [("key", 10), ("push", 1), ("key", 0), ("key", 4)])
def test_leaving_by_back_push_or_a_quick_key_changes_nothing(leave):
    d, rec = resumed("babel_demo.txt")
    s = d.app.session
    state = clone(s.state)
    data = s.record.data()
    version = d.app.version
    shown = list(d.lines())
    d.key(10).choose("History")
    d.turn(-7)
    d.key(9)
    d.turn(3)
    d.key(11)
    d._ev(*leave)
    assert d.app.mode == 1 and d.app.hist is None
    assert s.state == state and s.record.data() == data and d.app.version == version
    assert d.lines() == shown and shown[0] == "Game over"  # the play screen again
    d.key(9)  # undo works on the game as before
    assert len(s.record) == len(rec) - 1 and not s.ended()


def test_reads_page_wise_never_the_whole_history():
    d, rec = resumed("after_the_flood_full.txt")
    d.key(10).choose("History")
    v = d.app.hist
    # it opened on the latest entries from the session's undo checkpoints: no replay from the
    # start (that would have made its own checkpoints) and no state copy of its own
    assert v.h.pos == len(rec) and v.h._cps == [] and v.h._seed == d.app.session.checkpoints()
    asked = []
    page = v.h.page

    def counting(start, count):
        asked.append(count)
        return page(start, count)

    v.h.page = counting
    steps = []
    step = v.h._step

    def stepping(target):
        steps.append(target)
        return step(target)

    v.h._step = stepping
    per_detent = []
    for _ in range(len(rec)):
        before = len(steps)
        d.turn(-1)
        per_detent.append(len(steps) - before)
        assert len(v.rows) <= history_view.MOST and len(v.h._cps) <= 2
    # going back replays from a checkpoint at most a third of the record behind; once, past the
    # session's undo checkpoints it opened from, from the start (the walk that makes its own)
    far = [x for x in per_detent if x > len(rec) // 3 + 1 + history_view.CHUNK]
    assert len(far) <= 1 and 0 < max(per_detent) <= len(rec), per_detent
    assert len(steps) < 12 * len(rec), len(steps)
    for _ in range(3):
        d.key(11)
        d.key(9)
    assert asked and max(asked) <= history_view.CHUNK
    assert sum(asked) < 2 * len(rec)  # each row fetched about once while scrolling back


def test_german_and_an_empty_record():
    d, rec = resumed("babel_demo.txt", lang="Deutsch")
    d.key(10)
    assert "Verlauf" in d.lines()
    d.choose("Verlauf")
    assert d.lines()[0].startswith("Verlauf R12") and d.lines()[0].endswith("144/144")
    d.key(10)
    assert d.app.mode == 1
    e = Driver().start("red", "blue")  # the toy game, no entry yet
    e.key(10).choose("History")
    assert e.lines()[:2] == ["History", "No entries yet"] and e.app.screen["hi"] == -1
    e.turn(3).key(9).key(11)
    assert e.app.mode == 3 and e.lines()[1] == "No entries yet"
    e.key(10)
    assert e.app.mode == 1
    e.app.lang = 1
    e.key(10).choose("Verlauf")
    assert e.lines()[:2] == ["Verlauf", "Noch keine Zuege"]


def test_a_failing_history_view_falls_back_to_the_game():
    # main.py hands any exception of handle() to app.error: the view closes, the game goes on
    d, rec = resumed("babel_demo.txt")
    s = d.app.session
    state = clone(s.state)
    d.key(10).choose("History")

    def broken(start, count):
        raise ValueError("broken page")

    d.app.hist.h.page = broken
    with pytest.raises(ValueError):
        d.turn(-40)
    d.app.error(ValueError("broken page"))
    assert d.app.mode == 1 and d.app.hist is None and s.state == state
    assert "Error: broken page" in " ".join(d.lines())
    d.key(9)
    assert len(s.record) == len(rec) - 1


def test_history_after_the_game_end_and_from_the_final_screen():
    d, rec = resumed("assyria_2p_full.txt")
    assert d.app.session.ended() and d.lines()[0] == "Game over"
    d.key(10).choose("History")
    assert d.lines()[0].endswith("%d/%d" % (len(rec), len(rec)))
    d.key(10)
    assert d.lines()[0] == "Game over"


def test_the_view_runs_on_micropython():
    mp = micropython()
    if not mp:
        pytest.skip("micropython not installed")
    script = (
        "import sys\nsys.path.insert(0, 'firmware')\nsys.path.insert(0, '.')\n"
        "from tabletop.boards.virtual import VirtualBoard\nfrom tabletop.ui.app import App\n"
        "a = App(VirtualBoard(), (('toy', 'Toy', 'tests.portable.ui_toy_game', 2, 4),))\n"
        "a.boot(0)\nt = 0\n"
        "for ev in [('push', 1)] * 5 + [('key', 0)] * 5 + [('key', 10), ('turn', 3), ('push', 1)]:\n"
        "    t += 500\n    a.handle(ev[0], ev[1], t)\n"
        "print(a.screen['lines'])\n"
        "a.handle('turn', -2, t)\nprint(a.screen['lines'])\na.handle('key', 9, t)\n"
        "a.handle('push', 1, t)\nprint(a.mode, len(a.session.record))\n")
    out = subprocess.run([mp, "-X", "heapsize=256K", "-c", script], cwd=ROOT, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0, out.stderr + out.stdout
    lines = out.stdout.strip().splitlines()
    # 4 placements (the 5th press of key 0 is refused): the last one scored for both seats
    assert lines[0].startswith("['History Setup ") and "4/4'" in lines[0], lines
    assert "'red place          +1', '  blue             +1']" in lines[0], lines
    assert "2/4'" in lines[1] and lines[2] == "1 4", lines


def test_history_view_in_the_simulator_golden():
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    from host_tools.sim import board as sim_board
    from host_tools.sim import simulator
    from tests.host.test_sim_games import check_golden

    sim = simulator.Simulator(clock=sim_board.VirtualClock(1000))
    try:
        from tabletop.core import registry

        titles = [t[0] for t in sim.demos]
        sim.turn(len(registry.GAMES) + titles.index("Babel near the end"))  # the demos after the games
        sim.push()
        n = len(sim.app.session.record)
        sim.key(10)
        from tabletop.ui import pmenu

        sim.turn([it[1] for it in pmenu.items(sim.app)].index("hist"))
        sim.push()  # History
        sim.turn(-2)
        lines = sim.app.screen["lines"]
        assert lines[0].startswith("History R") and lines[0].endswith("%d/%d" % (n - 2, n)), lines
        assert sim.legends()[10] == "back"
        img = sim.oled_image()
        check_golden(img, "sim_history.png")
        hi = sim.app.screen["hi"]
        from tabletop.ui.screens import ROW_H, TOP

        lit = sum(img.getpixel((x, TOP + hi * ROW_H + 1)) != 0 for x in range(128))
        assert lit > 100  # the highlighted line is a white bar
        sim.push()
        assert sim.app.mode == 1 and len(sim.app.session.record) == n
    finally:
        sim.close()
