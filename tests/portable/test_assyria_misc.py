# Assyria: the rule tables, the entry choices the device offers, the screen figures, saves and undo.
from tabletop.core import save, view
from tabletop.core.newgame import clone
from tabletop.core.text import parse
from tabletop.games import assyria as G
from tabletop.games.assyria import view as V
from tabletop.games.assyria import assur as Assur
from tabletop.games.assyria import rules as R
from tests.portable.assyria_util import head, record_text, session, words

START = head(2) + "green: pick\nred: pick\nred: take 1\ngreen: take 2\n"


def test_assur_payout():
    # the rulebook: 4+4+2; the first takes 10, drops a 4; the next 6, drops the other 4; then 2; then 0
    assert Assur.payout([4, 2, 4], 4, 4, 2) == [10, 6, 2, 0]
    assert Assur.payout([4, 3], 3, 1, 1) == [7]
    # 2 players: the second takes nothing in reign 1, the lowest card later
    assert Assur.payout([4, 3], 2, 2, 1) == [7, 0]
    assert Assur.payout([3, 2, 4], 2, 2, 3) == [9, 2]


def test_assur_ranking_tie_breaks():
    # seats 0, 1, 2; court = seats on the high, middle and low dignitary, top place first
    def rank(court):
        return Assur.assur_ranking({"players": [{}, {}, {}], "court": court})

    assert rank([[0], [], [1, 1, 1]]) == [1, 0]  # 3 influence each: three huts beat one
    assert rank([[], [1, 0], []]) == [1, 0]  # 2 each, one hut each: the higher place wins
    assert rank([[], [0, 1], []]) == [0, 1]
    assert rank([[2], [2], [0, 1, 1]]) == [2, 1, 0]  # 5, 2, 1
    assert rank([[], [], []]) == []  # nobody at court: nobody scores


def test_tables():
    assert [R.OFFER_X[i] for i in range(8)] == [0, 1, 2, 2, 3, 3, 3, 4]
    assert R.WELLS[2:] == (8, 12, 16) and R.ROW[2:] == (3, 4, 5) and R.DRAFT[2:] == (3, 3, 4)
    assert sum(R.DECK_COUNT) == 7 + 1 - 0 and R.REIGN_END == (2, 5, 8)  # 8 cards: 7 drawn, 1 left
    assert R.HIGH_VP == (0, 1, 4, 8) and [c[1] for c in R.COURT] == [4, 3, 2] and [c[2] for c in R.COURT] == [3, 4, 6]


def test_setup():
    s = session(head(4, seed=6))
    st = s.state
    assert st["flow"]["order"] == [0, 2, 1, 3]  # red yellow green blue, from the game's PRNG
    assert s.active() == "blue"  # the start pick runs from the last player
    assert st["wells"] == 16 and st["plows"] == 0 and st["card"] == 4
    for seat in range(4):
        p = st["players"][seat]
        assert p["zigs"] == [1] and p["plow"] == 1 and p["camels"] == 0 and R.stock(st, seat) == 10
    assert V.status(st) == ["start pick: 4 food cards drawn, last player first", "blue picks one food card"]
    assert session(head(2, seed=6)).state["wells"] == 8


def test_choices_follow_the_turn():
    s = session(head(2) + "green: pick\nred: pick\n")
    st = s.state
    assert V.choices(st, 0, []) == ["take"]
    assert V.choices(st, 0, ["take"]) == ["1", "2", "3"]
    assert V.choices(st, 1, []) == []  # not green's turn
    s.apply("red: take 2")
    assert V.choices(s.state, 1, ["take"]) == ["1", "3"]
    s.apply("green: take 3")
    st = s.state
    assert V.choices(st, 0, []) == ["hut"]
    assert V.choices(st, 0, ["hut"]) == ["upper", "lower", "between", "outside"]
    assert V.choices(st, 0, ["hut", "upper"]) == ["1", "2", "3", "4"]
    assert V.choices(st, 0, ["hut", "upper", "4"]) == []
    s.apply("red: hut upper 3")
    s.apply("red: hut between 1")
    st = s.state
    assert V.choices(st, 0, []) == ["starve", "plow", "well", "done"]
    assert V.choices(st, 0, ["starve"]) == ["upper", "between"]
    assert V.choices(st, 0, ["starve", "upper"]) == ["1", "2", "3"]
    s.apply("red: well")
    assert V.choices(s.state, 0, []) == ["well", "done"]
    s.apply("red: done")  # 3+2+2 = 7 camels
    s.apply("green: hut outside 4")
    s.apply("green: done")
    st = s.state
    assert st["players"][0]["camels"] == 7
    assert V.choices(st, 0, []) == ["build", "court", "offer", "buy", "done"]
    assert V.choices(st, 0, ["build"]) == ["base", "centre"]
    assert V.choices(st, 0, ["build", "base"]) == ["between"]
    assert V.choices(st, 0, ["court"]) == ["high", "middle", "low"]
    assert V.choices(st, 0, ["offer"]) == ["1", "2", "3"]
    assert V.choices(st, 0, ["buy"]) == ["food"]
    assert V.choices(st, 0, ["buy", "food"]) == ["1", "2", "3", "wild"]
    s.apply("red: build base between")
    assert V.choices(s.state, 0, ["build"]) == []
    assert V.choices(s.state, 0, []) == ["offer", "buy", "done"]
    s.apply("red: done")
    assert V.choices(s.state, 1, []) == ["done"]  # green has no camels
    s.apply("green: done")
    # red took the left column: red plays first and draws the next expansion card
    assert V.choices(s.state, 0, []) == ["card"] and V.choices(s.state, 0, ["card"]) == ["2", "3", "4"]
    s.apply("red: card 2")
    s.apply("red: take 1")
    st = s.state
    assert st["deck"] == [1, 4, 2] and st["cards"] == [4, 2] and st["card"] == 2
    assert st["now"]["grown"] == [] and st["now"]["need"] == 0


def test_every_offered_entry_is_accepted():
    # walk a game always taking the last choice: every complete entry the device offers is legal
    s = session(head(3))
    n = 0
    while not s.ended() and n < 600:
        seat = s.record.seat_of(s.active())
        ws = []
        while True:
            opts = V.choices(s.state, seat, ws)
            if not opts:
                break
            if not ws and "done" in opts and n % 3 == 0:
                ws.append("done")  # now and then end the turn early
            else:
                ws.append(opts[-1])
        s.apply_words(seat, ws)
        n += 1
    assert s.ended()


def test_keys_and_fields():
    assert len(G.KEYS) <= 9
    for label, ws in G.KEYS:
        assert 0 < len(label) <= 6 and ws[0] in G.COMMANDS
    for v in G.COMMANDS:
        assert v in G.WORDS
    s = session(record_text("assyria_2p_full.txt"))
    snap = view.snapshot(G, s.state, s.record.seats)
    assert snap["ended"] and snap["winners"] == ["red", "green"]
    red = snap["players"][0]
    assert red["score"] == 116 and red["prestige"] == 116 and red["camels"] == 4 and red["ziggurats"] == [3, 3, 2]
    assert red["huts"] == 3 and red["court"] == [0, 0, 0] and red["plow"] == 1 and red["wells"] == 1
    for seat in range(2):
        b = V.breakdown(s.state, seat)
        assert [c for c, _ in b] == ["huts", "ziggurats", "wells", "Assur", "dignitaries", "offerings", "end bonus"]
        assert sum([v for _, v in b]) == G.score(s.state, seat)


def test_status_lines():
    s = session(START)
    assert V.status(s.state) == ["reign 1, turn 1 of 8, card 4; wells left 8", "red places 4 more huts"]
    s.apply("red: hut upper 2")
    s.apply("red: hut lower 2")
    assert V.status(s.state)[1] == "red: feed, famine, wells, then done"
    s.apply("red: done")
    assert V.status(s.state)[2:] == ["red: income 3+2+3+2 = 10 camels", "red: prestige 1 = 1"]
    s = session(record_text("assyria_4p_full.txt").split("# turn 2")[0])
    assert V.status(s.state)[1] == "yellow draws an expansion card (deck: 2 2 3 3 3 3 4 4)"


def test_save_round_trip_and_undo_exact():
    text = record_text("assyria_2p_full.txt")
    rec = parse(text, words)
    back = save.loads(save.dumps(rec), words)
    s = session(text)
    from tabletop.core.session import Session

    assert Session(back, G).state == s.state
    final = s.state
    s = None
    # undo the last 24 entries one by one: each state equals the replay up to there
    states = []
    s3 = Session(rec.copy_header(), G, checkpoint_every=8, keep_checkpoints=2)
    for k in range(len(rec)):
        seat, ws = rec.entry(k)
        s3.apply_words(seat, ws)
        if k >= len(rec) - 25:  # only the states the undo walks back through (RAM on MicroPython)
            states.append(clone(s3.state))
    for i in range(24):
        s3.undo()
        assert s3.state == states[-2 - i]
    for i in range(24):
        s3.redo()
    assert s3.state == final
