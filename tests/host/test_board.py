# The companion on the MacroPad's own CircuitPython firmware, in the RP2040 emulator (companion board):
# each game resumes there and shows what the simulator shows, pixel for pixel; a script gives the same
# screens and record on the board as in the simulator; a power cut during a save loses nothing saved.
# Wall time is many times board time here: short records, few steps.
import os
import shutil

import pytest

from host_tools.board import drive, emulator
from host_tools.board.run import BoardRun
from host_tools.sim import board as sim_board
from host_tools.sim import script as sim_script
from host_tools.sim.simulator import Simulator, play_step
from tabletop.core import copies, save

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RECORDS = os.path.join(ROOT, "tests", "records")

MISSING = [what for what, ok in (
    ("node", shutil.which("node")), ("npm or an installed rp2040js", shutil.which("npm") or os.path.isdir(
        os.path.join(emulator.NPM_DIR, "node_modules", "rp2040js"))),
    ("the shared MacroPad firmware (%s)" % emulator.FIRMWARE, os.path.isfile(emulator.FIRMWARE)),
    ("mkfs.fat (dosfstools)", shutil.which("mkfs.fat")), ("mcopy (mtools)", shutil.which("mcopy"))) if not ok]
# CI (.ci/run installs them) fails instead of skipping
pytestmark = pytest.mark.skipif(bool(MISSING) and os.environ.get("CI") != "true",
                                reason="the emulated board needs %s" % ", ".join(MISSING))

# (record, entries of it): a game of each title, short enough to resume in a few seconds of board time
GAMES = [("babel_demo.txt", 40), ("assyria_2p_full.txt", 30), ("after_the_flood_full.txt", 30),
         ("tm_5p_demo.txt", 60)]


def short_record(tmp_path, name, n):
    with open(os.path.join(RECORDS, name), encoding="utf-8") as f:
        lines = f.read().split("\n")
    out, entries = [], 0
    for ln in lines:
        body = ln.split("#", 1)[0].strip()
        if ":" in body.split(" ")[0]:  # an entry ("white: travel ...")
            if entries == n:
                break
            entries += 1
        out.append(ln)
    path = tmp_path / name
    path.write_text("\n".join(out) + "\n", encoding="utf-8")
    return str(path)


def simulator_from(path):
    """The simulator, resumed from the same save as the board (its first place holds the copy)."""
    sim = Simulator(clock=sim_board.VirtualClock(1000), demos=(), display=True)
    sim.board.storage[0].data = copies.pack(1, 0, drive.save_copy(path))
    sim.restart()
    return sim


def same_picture(board, sim):
    f = board.frame()
    assert list(f["oled"].tobytes()) == [255 if v >= 128 else 0 for v in sim.oled_image().convert("L").tobytes()]
    assert f["leds"] == sim.leds()
    assert f["legends"] == sim.legends()


@pytest.mark.parametrize("name,n", GAMES)
def test_each_game_resumes_on_the_firmware_and_shows_the_simulator_s_screen(tmp_path, name, n):
    path = short_record(tmp_path, name, n)
    run = BoardRun(game=path)
    try:
        run.power_on()
        assert run.error() is None, run.emu.console
        line = run.boot_line()
        assert line is not None and line[3] == n, run.emu.console  # replayed every entry
        assert 0 < run.boots[0][0] < 60000
        sim = simulator_from(path)
        try:
            same_picture(run, sim)
        finally:
            sim.close()
    finally:
        run.close()


SCRIPT = """
turn +1      # the cursor moves
turn -1
key 3        # Build: not possible now (a refusal, or a choice)
key 10       # undo
key 12       # redo
key undo
"""


def test_a_script_gives_the_same_screens_and_record_on_the_board_as_in_the_simulator(tmp_path):
    path = short_record(tmp_path, "babel_demo.txt", 40)
    steps = sim_script.parse(SCRIPT)
    run = BoardRun(game=path)
    sim = simulator_from(path)
    try:
        run.power_on()
        for _line, step in steps:
            if step[0] == "key" and not isinstance(step[1], int):
                step = ("key", sim.key_named(step[1]))
            ms = run.play(step)
            play_step(sim, step)
            same_picture(run, sim)
            assert 0 <= ms < 5000
        run.settle()
        rec = run.record()
        assert save.dumps(rec) == save.dumps(sim.app.session.record)
        assert len(rec) == 39  # 40 entries, one undone, redone, undone
        assert run.error() is None
    finally:
        sim.close()
        run.close()


def test_five_quick_clicks_and_a_press_while_the_board_is_busy_end_where_they_would_one_by_one(tmp_path):
    """Undo, then five clicks 8 ms apart (three down, one up, two down) and a push, all within 50 ms
    while the board is still busy with the undo: the board keeps every input and applies them in
    order, as the simulator does one by one (the push takes the fourth choice down: "pass", an entry)."""
    from host_tools.board.run import BURST_PRESS_MS, CLICK_EDGE_MS

    path = short_record(tmp_path, "after_the_flood_full.txt", 32)
    run = BoardRun(game=path)
    sim = simulator_from(path)
    burst = [("key", 9)] + [("turn", 1)] * 3 + [("turn", -1)] + [("turn", 1)] * 2 + [("push", None)]
    try:
        run.power_on()
        undo = run.play(("key", 9))  # how long an undo keeps the board busy here, alone
        run.play(("key", 11))
        play_step(sim, ("key", 9))
        play_step(sim, ("key", 11))
        ms = run.burst(burst)
        for step in burst:
            play_step(sim, step)
        same_picture(run, sim)
        assert sim.app.session.record.entry_text(31).endswith("pass")
        # the push's edge: after the undo key's and five clicks' (four edges each)
        push_at = BURST_PRESS_MS + 5 * 4 * CLICK_EDGE_MS
        assert push_at - BURST_PRESS_MS <= 50 and undo > push_at and ms > undo, (undo, push_at, ms)
        run.settle()
        assert save.dumps(run.record()) == save.dumps(sim.app.session.record)
        assert run.error() is None
    finally:
        sim.close()
        run.close()


def test_a_power_cut_during_a_save_on_the_board_loses_nothing_saved_before_it(tmp_path):
    """The first save after a power-on from a copy in nvm is a copy in a slot file (4 KB blocks erased
    and programmed: the file's, its folder's entry), then nvm erased for the saves' journal; the next
    save is a page programmed into nvm's erased bytes (tabletop.core.journal). The power is cut within
    the copy's first erase, within nvm's erase and within that page's program (one of each kind: a
    cut at every step of every write is tests/portable/test_journal.py's, on a simulated flash), and
    the board resumes the game saved before or after it."""
    path = short_record(tmp_path, "babel_demo.txt", 20)
    before = drive.save_copy(path)
    # first run: when does the board write (the emulator is deterministic: a second run is the same
    # up to its cut)
    run = BoardRun(game=path)
    try:
        run.power_on()
        run.emu.flash_log[:] = []
        run.play(("key", 9))  # undo: a copy, then the journal anew
        run.settle()
        erases = [(t, off) for t, kind, off, _n in run.emu.flash_log if kind == "erase"]
        # no FAT block; nvm erased once, for the journal
        assert all(off >= emulator.DRIVE_OFFSET + 0x1000 or off == emulator.NVM_OFFSET
                   for _t, _k, off, _n in run.emu.flash_log)
        assert emulator.NVM_OFFSET in [off for _t, kind, off, _n in run.emu.flash_log if kind == "erase"]
        undone = save.dumps(run.record())
        run.emu.flash_log[:] = []
        run.play(("key", 11))  # redo: appended to the journal
        run.settle()
        # (then, idle, a snapshot of the state in its file)
        assert tuple(run.emu.flash_log[0][1:3]) == ("program", emulator.NVM_OFFSET)
        appended = run.emu.flash_log[0][0]
        redone = save.dumps(run.record())
    finally:
        run.close()
    assert len(erases) >= 3 and undone != before and redone == before
    nvm = [t for t, off in erases if off == emulator.NVM_OFFSET][0]
    for at, redo, want in ((erases[0][0], False, (before, undone)), (nvm, False, (before, undone)),
                           (appended, True, (undone, redone))):
        run = BoardRun(game=path)
        try:
            run.power_on()
            if redo:
                run.play(("key", 9))
                run.settle()
            run.arm_cut(at + 0.3)  # within the erase, or the page's program
            run.play(("key", 11 if redo else 9))
            run.settle()
            assert run.cuts == 1
            assert save.dumps(run.record()) in want
            assert run.error() is None
        finally:
            run.close()


def test_uf2_blocks_give_the_flat_image(tmp_path):
    data = bytes(range(256)) * 3
    blocks = b""
    for i in range(3):
        head = (0x0A324655).to_bytes(4, "little") + (0x9E5D5157).to_bytes(4, "little") + (0x2000).to_bytes(4, "little")
        head += (0x10000000 + 256 * i).to_bytes(4, "little") + (256).to_bytes(4, "little")
        head += i.to_bytes(4, "little") + (3).to_bytes(4, "little") + (0xE48BFF56).to_bytes(4, "little")
        blocks += head + data[256 * i : 256 * i + 256] + bytes(476 - 256) + (0x0AB16F30).to_bytes(4, "little")
    assert emulator.uf2_to_bin(blocks, "x.uf2") == data
    with pytest.raises(emulator.Missing):
        emulator.uf2_to_bin(b"\0" * 512, "x.uf2")


def test_a_game_entered_from_the_start_menu_is_the_simulator_s_seed_and_all(tmp_path):
    """A script from --script-from starts the game at its seed (a wait before the push): the board
    gets the same seed (host_tools.board.run: its timer jumps), so the same record and last screen."""
    from host_tools import records
    from host_tools.sim import record as sim_record

    rec = records.read_record(short_record(tmp_path, "babel_demo.txt", 3))[0]
    text = sim_record.script_from_record(rec)[0]
    wait = int([ln for ln in text.split("\n") if ln.startswith("wait ")][0].split()[1])
    rec.seed = (rec.seed - wait + 300) % 65536  # the same game a little sooner: a short wait on the board
    text = sim_record.script_from_record(rec)[0]
    steps = [s for _line, s in sim_script.parse(text)]
    sim = Simulator(clock=sim_board.VirtualClock(1000), demos=None, display=True)
    run = BoardRun()
    try:
        run.power_on()
        for step in steps:
            run.play(step)
            play_step(sim, step)
        same_picture(run, sim)
        run.settle()
        assert save.dumps(run.record()) == save.dumps(sim.app.session.record)
        assert run.record().seed == rec.seed and len(run.record()) == 3
    finally:
        sim.close()
        run.close()


def test_the_board_writes_a_snapshot_when_idle_and_resumes_from_it(tmp_path):
    """Issue 36: left idle, the board writes snapshots of its undo checkpoints' states to its
    snapshot files; each is the state the host's replay gives, and the next power-up resumes from the newest
    (replaying only the entries after it: faster) to the same game."""
    from tabletop.core import registry, snapshot_in, snapshot_load
    from tabletop.core.session import Session

    path = short_record(tmp_path, "babel_demo.txt", 40)
    run = BoardRun(game=path)
    try:
        run.power_on()
        first = run.boots[-1][0]
        assert [head for head in map(snapshot_load.head, drive.read_snapshots(run.emu, run.work)) if head] == []
        run.play(("wait", 4000))
        # both undo checkpoints in RAM (16 entries apart): the newest for the power-up, the older one
        # for an undo past them (tabletop.ui.saving.far)
        snaps = sorted((snapshot_load.head(d)[1], d) for d in drive.read_snapshots(run.emu, run.work)
                       if snapshot_load.head(d))
        assert [n for n, _d in snaps] == [16, 32]
        for n, d in snaps:
            rec = save.loads(drive.save_copy(path), registry.words_for)
            rec.truncate(n)
            assert snapshot_in.decode(d) == Session(rec).state
        again = run.play(("restart", None))
        assert again < first, (first, again)
        assert run.error() is None and run.boots[-1][1][3] == 40  # the boot line: 40 entries resumed
        assert save.dumps(run.record()) == drive.save_copy(path)
    finally:
        run.close()
