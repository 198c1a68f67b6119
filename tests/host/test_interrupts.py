# Ctrl-C at any instant of the simulator's window loop: the game is saved as Esc saves it (every
# entry made before the interrupt is in the save and its text copy), the user's files beside the save
# are byte-for-byte as before, and stderr has exactly one line, without a traceback.
#
# The interrupt is injected: a KeyboardInterrupt raised at the n-th call of one of the functions the
# loop calls (random function, random n), or a real SIGINT sent to the process at such an instant
# (which the window turns into a request to quit).
import os
import random
import signal

import pytest

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from host_tools import cli  # noqa: E402
from host_tools.sim import board as sim_board  # noqa: E402
from host_tools.sim import simulator  # noqa: E402
from tabletop.core import registry, save  # noqa: E402
from tabletop.core.store import Store  # noqa: E402

USER_FILES = {"mygame.txt": b"game babel\nplayers white black\nwhite: travel hittites\n",
              "notes.txt": b"my own notes\n", "save.bin.tmp": b"mine, whatever the name\n"}


def keydown(key, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)


# open the first demo, then undo, undo, redo, undo: none of it is a turn end (saved only when idle)
# four clicks down to the first demo (after the device's four games), open it; undo, undo, redo, undo
EVENTS = [keydown(pygame.K_DOWN)] * 4 + [keydown(pygame.K_RETURN)] + [keydown(pygame.K_z, pygame.KMOD_CTRL)] * 2 + \
         [keydown(pygame.K_y, pygame.KMOD_CTRL), keydown(pygame.K_z, pygame.KMOD_CTRL)]


class FakeClock:
    def tick(self, fps=0):  # no 33 ms sleep per frame in a test
        return 0


def newest_game(path):
    for _seq, _settings, payload in Store(sim_board.save_places(path)).load():
        if payload:
            return save.loads(payload, registry.words_for)
    return None


def run_interrupted(tmp_path, monkeypatch, capsys, target, n, real_signal=None):
    folder = tmp_path / "games"
    folder.mkdir()
    for name, data in USER_FILES.items():
        (folder / name).write_bytes(data)
    path = str(folder / "save.bin")
    made = []
    orig_init = simulator.Simulator.__init__

    def init(self, *a, **k):
        orig_init(self, *a, **k)
        made.append(self)

    monkeypatch.setattr(simulator.Simulator, "__init__", init)
    monkeypatch.setattr(simulator, "no_display", lambda: None)  # the dummy driver stands for a display
    monkeypatch.setattr(simulator, "NO_WINDOW_DRIVERS", ())
    monkeypatch.setattr(pygame.time, "Clock", FakeClock)
    orig_window = simulator.run_window
    monkeypatch.setattr(simulator, "run_window", lambda sim, scale=4: orig_window(sim, scale, events=EVENTS))
    owner, name = target
    orig = getattr(owner, name)
    calls = [0]

    def hit(*a, **k):
        calls[0] += 1
        if calls[0] == n or calls[0] > 400:  # > 400: never run on when the target is not called
            if real_signal:
                os.kill(os.getpid(), real_signal)
            else:
                raise KeyboardInterrupt
        return orig(*a, **k)

    monkeypatch.setattr(owner, name, hit)
    code = cli.main(["sim", "--save", path])
    monkeypatch.setattr(owner, name, orig)
    out, err = capsys.readouterr()
    sim = made[-1]
    return code, err, sim, path, folder


TARGETS = [(simulator.Simulator, "tick"), (simulator.Simulator, "key"), (simulator.Simulator, "push"),
           (simulator.Simulator, "pump"), (simulator.Simulator, "frame"), (pygame.display, "flip"),
           (pygame.event, "get"), (sim_board.SimBoard, "events")]


@pytest.mark.parametrize("seed", range(10))
def test_ctrl_c_at_a_random_instant_saves_like_esc(tmp_path, monkeypatch, capsys, seed):
    rnd = random.Random(seed)
    target = TARGETS[seed % len(TARGETS)]
    n = rnd.randint(1, 6)
    code, err, sim, path, folder = run_interrupted(tmp_path, monkeypatch, capsys, target, n,
                                                   real_signal=signal.SIGINT if seed == 9 else None)
    assert code == 130, err
    assert err.count("\n") == 1 and "interrupted" in err and path in err and "Traceback" not in err, err
    for name, data in USER_FILES.items():
        assert (folder / name).read_bytes() == data, name
    session = sim.app.session
    if session is None:  # interrupted before the demo opened: nothing to save, nothing written
        assert newest_game(path) is None
        return
    rec = newest_game(path)
    assert rec is not None and sim_board.record_text(rec) == sim_board.record_text(session.record)
    text = (folder / "save.txt").read_text()
    assert text.split("\n", 1)[1] == sim_board.record_text(session.record)
    # no temporary file left behind
    assert sorted(os.listdir(folder)) == sorted(list(USER_FILES) + ["save.bin", "save.bin.1", "save.txt"]) \
        or sorted(os.listdir(folder)) == sorted(list(USER_FILES) + ["save.bin", "save.txt"])


def test_the_undone_entries_of_an_interrupted_run_are_not_lost(tmp_path, monkeypatch, capsys):
    # after all five inputs (open, undo, undo, redo, undo), Ctrl-C: the save holds the demo minus two
    code, err, sim, path, folder = run_interrupted(tmp_path, monkeypatch, capsys,
                                                   (simulator.Simulator, "frame"), 3)
    assert code == 130
    demo = simulator.demo_session(sim.demos[0][1])
    assert len(newest_game(path)) == len(demo.record) - 2


def test_a_kill_saves_too(tmp_path, monkeypatch, capsys):
    # SIGTERM (a plain kill; the terminal closing sends SIGHUP, taken the same way)
    code, err, sim, path, folder = run_interrupted(tmp_path, monkeypatch, capsys, (simulator.Simulator, "frame"),
                                                   3, real_signal=signal.SIGTERM)
    assert code == 128 + signal.SIGTERM and err.count("\n") == 1 and "saved" in err
    assert sim_board.record_text(newest_game(path)) == sim_board.record_text(sim.app.session.record)
