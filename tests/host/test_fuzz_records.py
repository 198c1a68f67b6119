"""Fuzzing the record text parser and the binary save decoder: never a crash or a hang, always a
clear RecordError (or a record that reads back the same)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.core import save
from tabletop.core.errors import RecordError
from tabletop.core.text import parse, to_text
from tests.portable import toy_game

WORDS = lambda game: toy_game.WORDS  # noqa: E731

VALID = "game toy\nplayers ann bob\noption bonus 1\nann: place\nbob: add 200\nann: add hello # hi\n"

lines = st.sampled_from(["game toy", "players ann bob", "option bonus 1", "seed 3", "ann: place",
                         "bob: add 2", "# note", "", "ann:", ": x", "players", "seed -1", "game",
                         "cid: add 1", "ann: add 70000", "bob: " + "w" * 300])


@settings(max_examples=400, deadline=1000)
@given(st.text(max_size=300))
def test_any_text_parses_or_refuses_clearly(text):
    try:
        rec = parse(text, WORDS)
    except RecordError as e:
        assert e.message and e.line >= 0
        return
    assert rec.game and rec.seats


@settings(max_examples=400, deadline=1000)
@given(st.lists(lines, max_size=12))
def test_line_soup_parses_or_names_a_line(parts):
    text = "\n".join(parts) + "\n"
    try:
        rec = parse(text, WORDS)
    except RecordError as e:
        assert 0 <= e.line <= len(parts) + 1
        return
    again = parse(to_text(rec), WORDS)
    assert [again.entry(k) for k in range(len(again))] == [rec.entry(k) for k in range(len(rec))]


@settings(max_examples=600, deadline=1000)
@given(st.binary(max_size=200))
def test_any_bytes_load_or_refuse_clearly(data):
    for blob in (data, b"TT\x01" + data):
        try:
            rec = save.loads(blob, WORDS)
        except RecordError as e:
            assert e.message
            continue
        assert save.loads(save.dumps(rec), WORDS).seats == rec.seats


@settings(max_examples=600, deadline=1000)
@given(st.integers(0, 10 ** 6), st.lists(st.tuples(st.integers(0, 400), st.integers(0, 255)), max_size=6))
def test_damaged_saves_are_refused_or_identical(seed, edits):
    data = bytearray(save.dumps(parse(VALID, WORDS)))
    for pos, val in edits:
        data[pos % len(data)] = val
    try:
        rec = save.loads(bytes(data), WORDS)
    except RecordError:
        return
    # a damage the checksum cannot see must still decode to well-formed entries
    for k in range(len(rec)):
        seat, words = rec.entry(k)
        assert 0 <= seat < len(rec.seats) and words
