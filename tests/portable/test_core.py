# Core tests: plain asserts, run by pytest on CPython and by tests/mp_run.py on MicroPython.
from tabletop.core import flow, rng, save, view
from tabletop.core.errors import Illegal, RecordError
from tabletop.core.text import parse, to_text
from tabletop.core.newgame import clone, keep
from tabletop.core.session import Session
from tests.portable import toy_game

TOY = """# a toy game
game toy
players ann bob cid
option bonus 1
ann: place
bob: place
cid: place
cid: place
bob: place
ann: place # last of the snake
ann: add 2
bob: add 1
"""


def words(name):
    return toy_game.WORDS


def new(text=TOY, **kw):
    return Session(parse(text, words), toy_game, **kw)


def refused(fn, *args):
    try:
        fn(*args)
    except Illegal as e:
        return e.message
    assert False, "expected a refusal"


def test_record_text_round_trip():
    rec = parse(TOY, words)
    assert to_text(rec) == TOY
    assert len(rec) == 8
    assert rec.entry_text(5) == "ann: place"
    assert rec.option("bonus") == "1"


def test_record_errors_name_the_line():
    for text, line in (("players a b\n", 1), ("game toy\nplayers a b\nzed: add 1\n", 3),
                       ("game toy\nplayers a a\n", 2), ("game toy\nplayers a b\nseed x\n", 3)):
        try:
            parse(text, words)
        except RecordError as e:
            assert e.line == line, (text, e.line)
            continue
        assert False, text


def test_binary_round_trip_is_compact():
    rec = parse(TOY + "cid: add 123\nann: add 70000\nbob: add hello\n", words)
    data = save.dumps(rec)
    back = save.loads(data, words)
    assert back.seats == rec.seats and back.options == rec.options and back.game == "toy"
    assert len(back) == len(rec)
    for k in range(len(rec)):
        assert back.entry(k) == rec.entry(k)
    assert rec.raw(0) == bytes([0, 0x80 + 2])  # seat 0, word "place": two bytes


def test_a_session_adopts_a_loaded_record_without_copying_it():
    from tabletop.core import record as record_module

    loaded = save.loads(save.dumps(parse(TOY, words)), words)
    buf = loaded.buf
    before = bytes(buf)
    packed = []
    pack = record_module.pack
    # each entry is read where it is stored and counted again, not packed anew (on the board its
    # copies were a third of a long game's garbage collections at power-up); so is a redo's
    record_module.pack = lambda rec, raw: packed.append(raw)
    try:
        s = Session(loaded, toy_game, adopt=True)
        s.undo()
        s.redo()
    finally:
        record_module.pack = pack
    assert packed == [] and bytes(buf) == before
    assert s.record is loaded and s.record.buf is buf  # the bytes checked again in place
    assert s.state == new().state and len(s.record) == 8
    bad = save.loads(save.dumps(parse(TOY + "bob: add 1\n", words)), words)  # not bob's turn
    try:
        Session(bad, toy_game, adopt=True)
        assert False, "expected a refusal"
    except RecordError as e:
        assert e.entry == 8 and "entry 9 (bob: add 1)" in e.message, e.message


def test_an_entry_too_long_to_save_is_refused_when_entered():
    rec = parse(TOY, words)
    data = rec.data()
    try:
        rec.append(0, ["add"] + ["x%d" % i for i in range(80)])  # literals: ~4 bytes each
        assert False, "expected a refusal"
    except RecordError as e:
        assert "cannot be saved" in e.message, e.message
    assert rec.data() == data and len(rec) == 8
    assert save.loads(save.dumps(rec), words).data() == data


def test_binary_refuses_damage():
    data = bytearray(save.dumps(parse(TOY, words)))
    for bad in (b"", b"XX", bytes(data[:-3]), b"TT\x09" + bytes(data[3:])):
        try:
            save.loads(bad, words)
        except RecordError:
            continue
        assert False
    for i in range(len(data)):  # any single flipped byte is caught by the checksum or the parser
        d = bytearray(data)
        d[i] ^= 0x55
        try:
            save.loads(bytes(d), words)
        except RecordError:
            continue
        assert False, i


def test_flow_setup_snake_then_rounds():
    s = new()
    f = s.state["flow"]
    assert f["round"] == 1 and f["phase"] == "actions"
    assert [p["placed"] for p in s.state["players"]] == [2, 2, 2]
    assert [p["score"] for p in s.state["players"]] == [4, 3, 2]  # income 2 each, then adds
    assert s.active() == "cid"


def test_refusal_leaves_state_exactly():
    s = new()
    before = clone(s.state)
    n = len(s.record)
    assert "1 to 3" in refused(s.apply, "cid: add 4")
    assert "bob's turn" not in refused(s.apply, "ann: add 1")
    assert "unknown" in refused(s.apply, "cid: fly")
    assert "not possible" in refused(s.apply, "cid: place")
    assert s.state == before and len(s.record) == n


def test_refusal_after_mutation_is_rolled_back():
    # toy "add" raises after changing the score when it passes 50: the session must restore it
    s = new(checkpoint_every=5, keep_checkpoints=2)
    while True:
        who = s.active()
        if s.state["players"][s.record.seat_of(who)]["score"] >= 48:
            break
        s.apply(who + ": add 1")
    before = clone(s.state)
    n = len(s.record)
    assert "50" in refused(s.apply, who + ": add 3")
    assert s.state == before and len(s.record) == n
    s.apply(who + ": add 1")


def test_undo_redo_any_depth():
    s = new(checkpoint_every=4, keep_checkpoints=2)
    states = [clone(s.state)]
    lines = ["cid: add 1", "ann: add 3", "bob: ok", "bob: add 2", "cid: pass", "ann: pass", "bob: add 1",
             "bob: pass", "cid: add 1"]
    for line in lines:
        s.apply(line)
        states.append(clone(s.state))
    for i in range(len(lines), 0, -1):
        s.undo()
        assert s.state == states[i - 1], i
    assert len(s.record)
    empty = new("game toy\nplayers a b\n")
    assert "nothing to undo" in refused(empty.undo)
    for i in range(1, len(lines) + 1):
        s.redo()
        assert s.state == states[i]
    assert "nothing to redo" in refused(s.redo)
    s.undo()
    s.undo()
    s.redo()
    s.apply("cid: add 2")  # a new entry over the undone one's bytes: redo is gone
    assert not s.redo_n
    assert s.record.entry_text(len(s.record) - 1) == "cid: add 2"
    assert new(to_text(s.record)).state == s.state


def test_a_replay_copies_only_the_checkpoints_it_keeps():
    # loading a record makes just the `keep` newest state copies (garbage fragments the heap),
    # and undo from them gives the same states as a session that made every copy
    from tabletop.core import session

    made = []

    def counting(x, like):
        if isinstance(x, dict) and "flow" in x:
            made.append(1)
        return keep(x, like)

    lines = TOY + "".join(["cid: add 1\nann: add 1\nbob: add 1\n"] * 5)
    session.keep = counting  # the checkpoints' copies (newgame.keep)
    try:
        s = new(lines, checkpoint_every=4, keep_checkpoints=2)
    finally:
        session.keep = keep
    n = len(s.record)
    assert n == 23 and len(made) == 2
    assert [c[0] for c in s._checkpoints] == [16, 20]
    full = Session(s.record.copy_header(), toy_game)
    states = [clone(full.state)]
    for k in range(n):
        seat, ws = s.record.entry(k)
        full.apply_words(seat, ws)
        states.append(clone(full.state))
    for k in range(n, 0, -1):
        assert s.state == states[k], k
        s.undo()
    assert s.state == states[0]


def test_clone_is_deep_and_a_replay_collects_before_its_kept_copies():
    st = {"a": [1, [2, 3], {"b": [4]}], "t": (5, [6]), "s": "x"}
    c = clone(st)
    assert c == st
    c["a"][1].append(9)
    c["a"][2]["b"].append(9)
    c["a"].append(9)
    assert st == {"a": [1, [2, 3], {"b": [4]}], "t": (5, [6]), "s": "x"}
    assert c["t"] is st["t"]  # tuples are not game state to change: shared
    # the board collects the garbage in a replay before each state copy it keeps (Session tidy):
    # the copies that stay are then not strewn among garbage; not every few entries (slow: every
    # 16 entries was a third of the collections while a long game replayed on the board)
    calls = []
    s = new(TOY + "".join(["cid: add 1\nann: add 1\nbob: add 1\n"] * 3))
    n = len(s.record)
    t = Session(s.record.copy_header(), toy_game)
    for k in range(n):
        t.apply_words(*s.record.entry(k))
    u = Session(t.record, toy_game, checkpoint_every=2, keep_checkpoints=2, tidy=lambda: calls.append(1))
    assert u.state == s.state
    assert n == 17 and [k for k, _ in u.checkpoints()] == [14, 16] and len(calls) == 2
    u.undo()  # an undo's rebuild is not the replay: no collection asked for
    assert len(calls) == 2


def test_prompt_goes_to_asked_player():
    s = new()
    s.apply("cid: add 3")  # asks ann to confirm
    assert s.active() == "ann"
    assert "first answer" in refused(s.apply, "ann: add 1")
    s.apply("ann: ok")
    assert s.active() == "ann"


def test_pass_order_and_rounds_and_end():
    s = new()
    s.apply("cid: pass")
    assert "cid has passed" in refused(s.apply, "cid: add 1")
    for line in ("ann: pass", "bob: pass"):
        s.apply(line)
    f = s.state["flow"]
    assert f["round"] == 2 and f["order"] == [2, 0, 1] and s.active() == "cid"
    for r in range(2):
        s.apply("cid: pass")
        s.apply("ann: pass")
        s.apply("bob: pass")
    assert s.ended()
    scores = [p["score"] for p in s.state["players"]]
    assert scores == [8, 7, 6]
    assert f["winners"] == [0]
    assert "over" in refused(s.apply, "ann: add 1")
    snap = view.snapshot(toy_game, s.state, s.record.seats)
    assert snap["ended"] and snap["winners"] == ["ann"] and snap["players"][1]["placed"] == 2


def test_ties_share_or_break():
    st = {"players": [{"score": 5}, {"score": 5}, {"score": 3}]}
    assert flow.winners(toy_game, st) == [0]
    class NoBreak:
        pass
    assert flow.winners(NoBreak, st) == [0, 1]


def test_options_are_checked():
    try:
        new(TOY.replace("option bonus 1", "option bonus 7"))
    except RecordError as e:
        assert "bonus" in e.message
    else:
        assert False
    try:
        new("game toy\nplayers ann\n")
    except RecordError as e:
        assert "2 to 4" in e.message
    else:
        assert False


def test_rng_is_deterministic_and_fair():
    st = {"rng": rng.seed_state(7)}
    seq = [rng.draw(st, 6) for _ in range(600)]
    st2 = {"rng": rng.seed_state(7)}
    assert seq == [rng.draw(st2, 6) for _ in range(600)]
    for v in range(6):
        assert 60 < seq.count(v) < 140
    deck = rng.shuffle(st, list(range(20)))
    assert sorted(deck) == list(range(20)) and deck != list(range(20))
