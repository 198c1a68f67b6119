# Checks of the score history on a real game's records in tests/records, shared by the
# test_history_<game>.py modules (one module per game: each runs in its own MicroPython process).
import gc
import os

from tabletop.core import registry, view
from tabletop.core.errors import RecordError
from tabletop.core.history import History
from tabletop.core.session import Session
from tabletop.core.text import parse


def records_dir():
    for d in ("tests/records", "../records"):
        try:
            os.listdir(d)
            return d
        except OSError:
            pass
    here = __file__.replace("\\", "/")
    return here[: here.rfind("/")] + "/../records"


def records_of(game):
    # the paths of the records of `game`, [] if the game's module does not load (yet)
    if game not in registry.names():
        return []
    try:
        registry.load(game)
    except (ImportError, RecordError):
        return []  # a game still being written: skipped, not failed
    d = records_dir()
    out = []
    for name in sorted(os.listdir(d)):
        if not name.endswith(".txt"):
            continue
        path = d + "/" + name
        with open(path) as f:
            head = f.read(400)
        for line in head.split("\n"):
            p = line.split("#")[0].split()
            if len(p) == 2 and p[0] == "game":
                if p[1] == game:
                    out.append(path)
                break
    return out


def load(path):
    with open(path) as f:
        return parse(f.read(), registry.words_for, False)


def scores(game, state, seats):
    return [p["score"] for p in view.snapshot(game, state, seats)["players"]]


def matches_session(game_name, path):
    # every row's scores and changes equal a plain session replay's; rounds add up
    rec = load(path)
    game = registry.load(game_name)
    h = History(rec, game)
    s = Session(rec.copy_header(), game, keep_checkpoints=0)
    prev = scores(game, s.state, rec.seats)
    n = 0
    for row in h.rows():
        s.apply_words(*rec.entry(row["index"]))
        want = scores(game, s.state, rec.seats)
        assert row["scores"] == want, (path, row["index"])
        assert row["delta"] == [want[i] - prev[i] for i in range(len(want))], (path, row["index"])
        assert row["ended"] == s.state["flow"]["ended"]
        prev = want
        n += 1
    assert n == len(rec) and n > 0, path
    fin = h.final()
    snap = view.snapshot(game, s.state, rec.seats)
    assert fin["scores"] == prev and [rec.seats[w] for w in fin["winners"]] == snap["winners"]
    rs = h.rounds()
    assert rs[0]["round"] == 0 and sum([r["count"] for r in rs]) == len(rec), path
    for i in range(1, len(rs)):
        assert rs[i]["round"] == rs[i - 1]["round"] + 1
        assert rs[i]["first"] == rs[i - 1]["first"] + rs[i - 1]["count"]
    assert rs[-1]["scores"] == fin["scores"] and rs[-1]["complete"] == fin["ended"]


def pages_backwards(game_name, path):
    # the device scrolls back from the end: pages equal the forward walk (small checkpoints)
    rec = load(path)
    game = registry.load(game_name)
    n = len(rec)
    starts = []
    k = n - 4
    while k > -4:
        starts.append(max(k, 0))
        k -= 13 if k > n // 2 else 29
    wanted = {}
    for a in starts:
        for i in range(a, min(a + 4, n)):
            wanted[i] = None
    for row in History(rec, game).rows():
        if row["index"] in wanted:
            wanted[row["index"]] = row
    gc.collect()
    h = History(rec, game, checkpoint_every=7, keep_checkpoints=2)
    for a in starts:
        got = h.page(a, 4)
        assert [r["index"] for r in got] == list(range(a, min(a + 4, n))), (path, a)
        for r in got:
            assert r == wanted[r["index"]], (path, r["index"])
        assert len(h._cps) <= 2


def breakdown_adds_up(game_name, path):
    # the final screen and the chart show breakdown(); for a finished game it adds up to the score
    rec = load(path)
    fin = History(rec, registry.load(game_name)).final()
    if not fin["ended"]:
        return False
    for s in range(len(rec.seats)):
        parts = fin["breakdown"][s]
        assert len(parts) > 0, path
        for kv in parts:
            assert type(kv[0]) is str and type(kv[1]) is int, (path, kv)
        assert sum([kv[1] for kv in parts]) == fin["scores"][s], (path, rec.seats[s], parts)
    return True


def check_game(game_name):
    # all checks on every record of the game; the number of records checked
    paths = records_of(game_name)
    for path in paths:
        matches_session(game_name, path)
        gc.collect()
        pages_backwards(game_name, path)
        gc.collect()
        breakdown_adds_up(game_name, path)
        gc.collect()
    return len(paths)
