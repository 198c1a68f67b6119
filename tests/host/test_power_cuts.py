"""Power cuts across whole games of every title, under the real save code (tabletop.core.store).

The record is saved after every entry into a simulated flash -- the MacroPad's nvm sector plus
one file place, as the board has them -- and the power is cut at every step of every save
(inside the erase and after every programmed chunk). After each cut the device boots: the
newest good copy must decode to a prefix of the game's record that holds every entry saved
before the cut began, and that prefix must replay."""

import glob
import os

import pytest

from tabletop.core import copies, registry, save, store
from tabletop.core.session import Session
from tabletop.core.text import parse
from tests.portable.fake_flash import FakeFlash, PowerCut

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FULL = sorted(glob.glob(os.path.join(ROOT, "tests", "records", "*_full.txt"))
              + glob.glob(os.path.join(ROOT, "tests", "records", "babel_demo.txt"))
              + glob.glob(os.path.join(ROOT, "tests", "records", "tm_5p_demo.txt")))
CHUNK = 64  # bytes programmed per step (a real flash page is 256: finer than the hardware)


def prefix(rec, n):
    r = rec.copy_header()
    for k in range(n):
        r.append_encoded(rec.raw(k))
    return r


def boot(places):
    found = store.Store(places).load()
    return save.loads(found[0][2], registry.words_for) if found else None


def save_cut_at(places, before, data, cut):
    """The places as they were (before), then a save of data with the power cut after `cut` steps."""
    for p, b in zip(places, before):
        p.data[:] = b
        p.budget = cut
    try:
        st = store.Store(places)  # the device as it runs: it booted from these places
        st.load()
        st.save(data)
    except PowerCut:
        pass
    for p in places:
        p.budget = -1


@pytest.mark.parametrize("path", FULL, ids=os.path.basename)
def test_cut_at_every_step_of_every_save(path):
    with open(path) as f:
        rec = parse(f.read(), registry.words_for)
    registry.load(rec.game)
    places = [FakeFlash(4096, chunk=CHUNK), FakeFlash(4096, chunk=CHUNK)]
    cut_points = 0
    for n in range(1, len(rec) + 1):
        data = save.dumps(prefix(rec, n))
        before = [bytes(p.data) for p in places]
        steps = places[0].steps(copies.OVERHEAD + len(data))
        for cut in range(steps):
            save_cut_at(places, before, data, cut)
            cut_points += 1
            got = boot(places)
            assert got is not None or n == 1, "nothing to resume after a cut in save %d" % n
            if got is not None:
                k = len(got)
                assert n - 1 <= k <= n, "save %d, cut %d: resumed %d entries" % (n, cut, k)
                assert [got.raw(i) for i in range(k)] == [rec.raw(i) for i in range(k)]
        # let save n complete, as it would without a cut
        for p, b in zip(places, before):
            p.data[:] = b
        st = store.Store(places)
        st.load()
        st.save(data)
        assert len(boot(places)) == n
    # the newest copy replays to the end of the game
    assert Session(boot(places)).state == Session(rec).state
    assert cut_points > len(rec)
    print("%s: %d entries, %d cut points" % (os.path.basename(path), len(rec), cut_points))


def test_cut_in_saves_of_the_longest_game_in_the_pads_form():
    # the 700+ entry 5-player Terra Mystica game of test_save_long_game (packed entries sharing
    # their tails: a cut copy must never resume as a wrong game): nvm and a file place, the
    # power cut at every step of every 25th save and of the last ones
    from tests.host.test_save_long_game import long_game

    rec = long_game()
    places = [FakeFlash(4096, chunk=CHUNK), FakeFlash(8192, chunk=CHUNK)]
    last = len(rec)
    for n in range(1, last + 1):
        data = save.dumps(prefix(rec, n))
        if n % 25 == 0 or n > last - 3:
            before = [bytes(p.data) for p in places]
            for cut in range(places[0].steps(copies.OVERHEAD + len(data))):
                save_cut_at(places, before, data, cut)
                got = boot(places)
                k = len(got)
                assert n - 1 <= k <= n and got.data() == prefix(rec, k).data(), (n, cut, k)
            for p, b in zip(places, before):
                p.data[:] = b
        st = store.Store(places)
        st.load()
        st.save(data)
    assert boot(places).data() == rec.data() and len(data) < 4096 - copies.OVERHEAD
