"""Consistency of every game on every record in tests/records, and on the record imported from
every real Terra Mystica game in ../shared/tm_games: replaying a prefix equals applying its entries
one by one, undo after apply is the identity, and the binary save round-trips."""

import glob
import os

import pytest

from tabletop.core import registry, save
from tabletop.core.newgame import clone
from tabletop.core.session import Session
from tabletop.core.text import parse
from host_tools.tm import cli as tm_cli
from tests.host.test_tm_real_games import ledgers

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RECORDS = sorted(glob.glob(os.path.join(ROOT, "tests", "records", "*.txt")))


def load(path):
    if path.startswith("ledger:"):  # a real game: the record the importer makes of its ledger
        text = tm_cli.import_ledger(path[7:])
    else:
        with open(path) as f:
            text = f.read()
    rec = parse(text, registry.words_for)
    try:
        registry.load(rec.game)
    except ImportError:
        pytest.skip("game %s is not there yet" % rec.game)
    return rec


def prefix(rec, n):
    r = rec.copy_header()
    for k in range(n):
        r.append_encoded(rec.raw(k))
    return r


def legal_records():
    out = ["ledger:" + p for p in ledgers()]
    for path in RECORDS:
        name = os.path.basename(path)
        if "illegal" in name or "bad" in name:
            continue
        out.append(path)
    return out


@pytest.mark.parametrize("path", legal_records(), ids=os.path.basename)
def test_save_round_trip(path):
    rec = load(path)
    back = save.loads(save.dumps(rec), registry.words_for)
    assert (back.game, back.seats, back.options, back.seed) == (rec.game, rec.seats, rec.options, rec.seed)
    assert [back.entry(k) for k in range(len(back))] == [rec.entry(k) for k in range(len(rec))]


@pytest.mark.parametrize("path", legal_records(), ids=os.path.basename)
def test_prefix_replay_equals_one_by_one_and_undo_is_identity(path):
    rec = load(path)
    one = Session(rec.copy_header(), checkpoint_every=7, keep_checkpoints=2)
    n = len(rec)
    step = max(1, n // 25)  # about 25 sampled prefixes per record
    for k in range(n):
        before = clone(one.state)
        seat, words = rec.entry(k)
        one.apply_words(seat, words)
        after = clone(one.state)
        one.undo()
        assert one.state == before, "undo after entry %d is not the identity" % (k + 1)
        one.redo()
        assert one.state == after, "redo of entry %d" % (k + 1)
        if k % step == 0 or k == n - 1:
            assert Session(prefix(rec, k + 1)).state == after, "prefix of %d entries" % (k + 1)
