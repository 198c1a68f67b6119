# Host-only property tests for Assyria: random legal games built from the game's own choices().
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.core.errors import Illegal
from tabletop.core.newgame import clone
from tabletop.core.session import Session
from tabletop.core.text import parse
from tabletop.games import assyria as G
from tabletop.games.assyria import view as V
from tabletop.games.assyria import rules as R

SEATS = ("red", "green", "yellow", "blue")


def new(n, seed):
    text = "game assyria\nplayers %s\nseed %d\n" % (" ".join(SEATS[:n]), seed)
    return Session(parse(text, lambda g: G.WORDS), G, checkpoint_every=8, keep_checkpoints=2)


def complete_entry(state, seat, pick):
    """A complete entry built word by word from choices(); None if no verb is offered."""
    words = []
    while True:
        opts = V.choices(state, seat, words)
        if not opts:
            return words or None
        words.append(opts[pick(len(opts))])


def check_invariants(s):
    st_ = s.state
    n = len(st_["players"])
    wells = 0
    for seat in range(n):
        p = st_["players"][seat]
        assert 0 <= p["camels"] <= R.CAMELS_MAX
        assert 0 <= R.stock(st_, seat) <= R.HUTS
        for z in R.ZONES:
            assert p[z] >= 0
        assert 0 <= p["offer"] <= R.OFFER_MAX
        assert 1 <= len(p["zigs"]) <= R.BASES
        assert p["plow"] in (0, 1)
        wells += p["wells"]
    assert wells + st_["wells"] == R.WELLS[n]
    assert st_["plows"] + sum([p["plow"] for p in st_["players"]]) == n
    for i in range(3):
        assert len(st_["court"][i]) <= R.COURT[i][2]


def play(s, draw, limit=400):
    """Play random legal entries; returns the states after each entry."""
    states = [clone(s.state)]
    for _ in range(limit):
        if s.ended():
            break
        seat = s.record.seat_of(s.active())
        # prefer "done" less often so games progress through actions
        words = complete_entry(s.state, seat, draw)
        assert words is not None, V.status(s.state)
        s.apply_words(seat, words)  # every entry built from choices() must be accepted
        check_invariants(s)
        states.append(clone(s.state))
    return states


@settings(max_examples=40, deadline=None)
@given(n=st.integers(2, 4), seed=st.integers(1, 500), data=st.data())
def test_random_games_keep_budgets_and_undo_exactly(n, seed, data):
    s = new(n, seed)
    states = play(s, lambda k: data.draw(st.integers(0, k - 1)))
    if s.ended():
        assert len(s.state["flow"]["winners"]) >= 1
        for seat in range(n):
            assert sum([v for _, v in V.breakdown(s.state, seat)]) == R.score(s.state, seat)
    # undo back through a random number of entries: exact states
    back = data.draw(st.integers(0, min(40, len(states) - 1)))
    for i in range(back):
        s.undo()
        assert s.state == states[-2 - i]


@settings(max_examples=30, deadline=None)
@given(n=st.integers(2, 4), seed=st.integers(1, 500), data=st.data(),
       junk=st.lists(st.sampled_from(G.WORDS + ("0", "1", "2", "3", "4", "6", "9", "x")), max_size=3))
def test_refused_entries_leave_state_unchanged(n, seed, data, junk):
    s = new(n, seed)
    steps = data.draw(st.integers(0, 120))
    play(s, lambda k: data.draw(st.integers(0, k - 1)), limit=steps)
    if s.ended():
        return
    seat = s.record.seat_of(s.active())
    verb = data.draw(st.sampled_from(sorted(G.COMMANDS)))
    before = clone(s.state)
    k = len(s.record)
    try:
        s.apply_words(seat, [verb] + junk)
    except Illegal as e:
        assert e.message
        assert s.state == before and len(s.record) == k


def test_seeded_random_games_finish_and_score_consistently():
    import random

    for seed in range(30):
        rnd = random.Random(seed)
        n = 2 + seed % 3
        s = new(n, seed)
        play(s, rnd.randrange, limit=2000)
        assert s.ended(), seed
        st_ = s.state
        best = max([R.score(st_, i) for i in range(n)])
        assert st_["flow"]["winners"] == [i for i in range(n) if R.score(st_, i) == best]
        for i in range(n):
            p = st_["players"][i]
            assert p["vp"][R.C_END] == R.tiles(p) + p["plow"] + p["camels"] // 2
            assert p["upper"] == 0 and p["lower"] == 0  # the last flood took the river huts
            assert p["offer"] == 0
        assert st_["court"] == [[], [], []]
        assert sum(st_["deck"]) == 1  # 7 of the 8 shuffled expansion cards were drawn
