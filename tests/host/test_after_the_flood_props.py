"""After the Flood: property tests over random legal games (CPython + hypothesis).

A random player builds entries word by word from the game's own `choices`, so the games follow
what the device offers; every refusal must leave the state exactly unchanged (also when the rule
function runs on its own), and after every entry the bookkeeping must stay consistent.
"""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop.core import flow, save
from tabletop.core.errors import Illegal
from tabletop.core.newgame import clone
from tabletop.core.session import Session
from tabletop.core.text import parse, to_text
from tabletop.games import after_the_flood as G
from tabletop.games.after_the_flood import view as V
from tabletop.games.after_the_flood import data as D
from tabletop.games.after_the_flood.base import pool

TOTAL = [0, 12, 12, 0, 12, 7, 7, 7]  # bank after setup + 3 starting sets


def words_for(name):
    return G.WORDS


def random_entry(rng, state, seat):
    ws = []
    for _ in range(8):
        nxt = V.choices(state, seat, ws)
        if not nxt:
            return ws
        if not ws and len(nxt) > 1:
            # a patient player: passing, finishing and stopping a battle are rarer than acting
            keep = [w for w in nxt if w not in ("pass", "bid", "done", "stop") or rng.random() < 0.15]
            nxt = keep or nxt
        ws.append(rng.choice(nxt))
    return ws


def noise(rng):
    pool_ = list(G.WORDS) + ["0", "1", "2", "3", "5", "7", "21"]
    return [rng.choice(G.WORDS[:21])] + [rng.choice(pool_) for _ in range(rng.randint(0, 3))]


def fallback(state, seat):
    f = state["flow"]
    if f["phase"] == "victory points":
        return [["done"]]
    if flow.prompts_for(state, seat) or state["act"] == "pass":
        return [["pass"]]
    out = []
    if state["battle"] >= 0:
        out.append(["stop"])
    if state["act"] == "empire":
        out += [["deploy", "1"], ["deploy", "2"]]
    if state["act"]:
        out.append(["done"])
    out.append(["pass"])
    return out


def check_invariants(state, prev_scores):
    ps = state["players"]
    for r in range(len(D.RES)):
        for p in ps:
            assert p["res"][r] >= 0
        if D.LIMITED[r]:
            # the rest is in the Passed boxes and on the equipment track until the end of the turn
            have = state["bank"][r] + sum([p["res"][r] for p in ps])
            out = TOTAL[r] - have
            assert out >= 0 and (out == 0 or state["flow"]["phase"] in ("actions", "victory points")), (D.RES[r], out)
    for s in range(3):
        p = ps[s]
        assert p["hand"] >= 0 and pool(p) >= 0 and min(p["w"]) >= 0
        assert p["w"][D.SCRIBES] + p["w"][D.SCRIBES_R] <= 2
        on_board = sum([state["an"][a] for a in range(D.NA) if state["ao"][a] == s])
        assert p["front"] >= 0 and p["front"] + on_board <= D.MAX_ARMIES
        assert len([c for c in state["city"] if c == s]) <= D.CITIES
        assert p["score"] >= prev_scores[s]
        majorities = p["score"] - p["emp_vp"] - p["city_vp"]  # the rest of the score: scored at the end
        assert majorities == 0 or (state["flow"]["ended"] and majorities > 0)
        assert state["taken"].count(s) <= 1
    for a in range(D.NA):
        assert (state["ao"][a] < 0) == (state["an"][a] == 0) and state["an"][a] <= 2
    assert state["ao"][D.DILMUN] == -1
    for c in range(len(D.SUMER)):
        assert not state["exp"][c] or state["city"][c] >= 0


def play(seed, max_entries=900):
    rng = random.Random(seed)
    rec = parse("game after_the_flood\nplayers ann bob cid\nseed %d\n" % (seed % 60000), words_for)
    s = Session(rec, G, checkpoint_every=8, keep_checkpoints=2)
    refusals = 0
    per_turn = {}
    while not s.ended() and len(s.record) < max_entries:
        seat = flow.active(s.state)
        assert seat >= 0
        key = (s.state["flow"]["round"], s.state["flow"]["phase"], seat)
        per_turn[key] = per_turn.get(key, 0) + 1
        tries = [random_entry(rng, s.state, seat) for _ in range(4)]
        if rng.random() < 0.15:  # now and then something the device would not offer
            tries.insert(0, noise(rng))
        if per_turn[key] > 25:
            tries = []
        tries += fallback(s.state, seat)
        prev = [p["score"] for p in s.state["players"]]
        for ws in tries:
            if not ws:
                continue
            before = clone(s.state)
            n = len(s.record)
            try:
                s.apply_words(seat, ws)
            except Illegal:
                refusals += 1
                assert s.state == before and len(s.record) == n
                # the rule function itself changes nothing before refusing
                cmd = G.COMMANDS.get(ws[0])
                if cmd is not None and G.may_act(before, seat, ws[0]) is None:
                    probe = clone(before)
                    try:
                        cmd(probe, seat, ws[1:])
                    except Illegal:
                        assert probe == before, ws
                continue
            check_invariants(s.state, prev)
            break
        else:
            raise AssertionError("no entry accepted at %r" % (key,))
    return s, refusals


@settings(max_examples=25, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=10**9))
def test_random_games_end_consistently(seed):
    s, _ = play(seed)
    assert s.ended(), "the game did not end"
    f = s.state["flow"]
    assert f["round"] == 5 and f["winners"]
    scores = [p["score"] for p in s.state["players"]]
    best = max(scores)
    won = [w for w in range(3) if scores[w] == best]
    first = min([f["order"].index(w) for w in won])
    assert f["winners"] == [f["order"][first]]  # ties go by turn order
    # the record replays to the same state, from text and from the compact save
    text = to_text(s.record)
    again = Session(parse(text, words_for), G)
    assert again.state == s.state
    back = Session(save.loads(save.dumps(s.record), words_for), G)
    assert back.state == s.state


@settings(max_examples=8, deadline=None, derandomize=True)
@given(st.integers(min_value=0, max_value=10**9), st.integers(min_value=1, max_value=60))
def test_undo_anywhere_restores(seed, back):
    s, _ = play(seed, max_entries=150)
    n = len(s.record)
    k = n - back if back < n else 0
    rec = parse(to_text(s.record), words_for)
    ref = Session(parse("game after_the_flood\nplayers ann bob cid\nseed %d\n" % (seed % 60000), words_for), G)
    for i in range(k):
        seat, ws = rec.entry(i)
        ref.apply_words(seat, ws)
    for _ in range(n - k):
        s.undo()
    assert s.state == ref.state
    for _ in range(n - k):
        s.redo()
    assert len(s.record) == n


def test_random_games_use_most_of_the_rules():
    seen = set()
    for seed in range(16):
        s, _ = play(seed)
        rec = s.record
        for k in range(len(rec)):
            seen.add(rec.entry(k)[1][0])
    for verb in ("city", "place", "scribe", "trade", "tools", "empire", "buy", "equip", "deploy",
                 "attack", "roll", "autoroll", "reinforce", "destroy", "bid", "pass", "pay", "done",
                 "luxury", "expand"):
        assert verb in seen, verb


@settings(max_examples=20, deadline=None, derandomize=True)
@given(st.integers(min_value=0, max_value=10**9))
def test_choices_are_exact(seed):
    """Every entry completed from choices() is accepted: the pad never offers a refusal."""
    rng = random.Random(seed)
    s = Session(parse("game after_the_flood\nplayers ann bob cid\nseed %d\n" % (seed % 60000),
                      words_for), G)
    n = 0
    while not s.ended():
        n += 1
        assert n < 2000
        seat = flow.active(s.state)
        if n % 30 == 0:  # now and then finish what is going on, so the game moves on
            for ws in fallback(s.state, seat):
                if V.choices(s.state, seat, ws) == [] and ws[0] in V.choices(s.state, seat, []):
                    break
            else:
                raise AssertionError("no way on at %r" % s.state["flow"]["phase"])
        else:
            ws = random_entry(rng, s.state, seat)
        s.apply_words(seat, ws)  # raises Illegal if choices offered something refused
