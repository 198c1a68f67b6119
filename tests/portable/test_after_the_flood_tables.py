# After the Flood: the rules tables, case by case (plain asserts; also run under MicroPython).
from tabletop.games.after_the_flood import data as D
from tabletop.games.after_the_flood.production import box_decline, income
from tabletop.games.after_the_flood.turn import new_order as by_key
from tabletop.games.after_the_flood.victory import expand, final_scoring


def grain(counts):
    return income(counts, (6, 4, 3), 5)  # as production() reads Irrigation


def wool(counts):
    return income(counts, (3, 2, 1), 3)  # as production() reads Weaving


def test_production_every_pattern():
    # (counts, grain, wool): A>B>C, zeros, ties at the top, ties below, all tied, all empty
    cases = (
        ((3, 2, 1), (6, 4, 3), (3, 2, 1)),
        ((2, 1, 0), (6, 4, 0), (3, 2, 0)),
        ((3, 1, 1), (6, 4, 4), (3, 2, 2)),
        ((2, 2, 1), (6, 6, 3), (3, 3, 1)),  # below two tied players: third place (see docs)
        ((2, 2, 0), (6, 6, 0), (3, 3, 0)),
        ((2, 2, 2), (5, 5, 5), (3, 3, 3)),
        ((1, 1, 1), (5, 5, 5), (3, 3, 3)),
        ((1, 0, 0), (6, 0, 0), (3, 0, 0)),
        ((0, 0, 0), (0, 0, 0), (0, 0, 0)),
        ((0, 4, 0), (0, 6, 0), (0, 3, 0)),
        ((1, 5, 3), (3, 6, 4), (1, 3, 2)),
        ((0, 2, 2), (0, 6, 6), (0, 3, 3)),
        ((1, 3, 3), (3, 6, 6), (1, 3, 3)),
        ((4, 1, 4), (6, 3, 6), (3, 1, 3)),
    )
    for counts, g, w in cases:
        assert tuple(grain(counts)) == g, (counts, grain(counts))
        assert tuple(wool(counts)) == w, (counts, wool(counts))


def test_production_is_symmetric_for_all_counts_to_4():
    # every permutation of the same counts gives the same amounts to the same counts
    for a in range(5):
        for b in range(5):
            for c in range(5):
                g = grain((a, b, c))
                assert grain((c, a, b)) == [g[2], g[0], g[1]]
                assert grain((b, a, c)) == [g[1], g[0], g[2]]
                for s in range(3):
                    assert (g[s] == 0) == ((a, b, c)[s] == 0)


def test_decline_of_irrigation_and_weaving():
    cases = (
        ((5, 3, 1), (3, 3, 1)),  # leader keeps 2; others remove as many (or all they have)
        ((4, 4, 1), (2, 2, 1)),
        ((3, 1, 0), (1, 1, 0)),
        ((2, 2, 2), (0, 0, 0)),
        ((0, 2, 1), (0, 0, 0)),
        ((6, 0, 6), (4, 0, 4)),
        ((0, 0, 0), (0, 0, 0)),
        ((1, 7, 5), (1, 5, 5)),
    )
    after = {(5, 3, 1): (2, 0, 0), (4, 4, 1): (2, 2, 0), (3, 1, 0): (2, 0, 0), (1, 7, 5): (0, 2, 0)}
    for counts, rem in cases:
        assert tuple(box_decline(counts)) == rem, (counts, box_decline(counts))
        left = tuple([counts[i] - rem[i] for i in range(3)])
        if counts in after:
            assert left == after[counts]


def new_order(order, values):
    # the turn order from the Passed boxes' values (by seat)
    players = []
    for v in values:
        players.append({"bid": v})
    return by_key(order, players, "bid")


def test_turn_order_from_passed_values():
    assert new_order([0, 1, 2], [3, 9, 5]) == [1, 2, 0]
    assert new_order([2, 0, 1], [4, 4, 4]) == [2, 0, 1]  # all tied: old order
    assert new_order([2, 0, 1], [7, 4, 7]) == [2, 0, 1]  # 2 and 0 tie: 2 was ahead
    assert new_order([0, 2, 1], [7, 4, 7]) == [0, 2, 1]
    assert new_order([1, 2, 0], [0, 0, 6]) == [2, 1, 0]
    assert new_order([1, 2, 0], [2, 0, 2]) == [2, 0, 1]  # 2 and 0 tie at 2: 2 was ahead
    assert new_order([1, 2, 0], [0, 0, 0]) == [1, 2, 0]


def test_city_expansion_vp():
    # 2 wood and 0 to 4 different luxuries (named after the city, as older records do)
    for k, vp in enumerate([4, 7, 10, 14, 20]):
        p = {"res": [0, 2, 0, 0, 1, 1, 1, 1], "score": 0, "city_vp": 0}
        state = {"players": [p], "city": [0] + [-1] * 8, "exp": [0] * 9, "lux": [], "bank": [0] * 8}
        state["flow"] = {"turn_over": False}
        expand(state, 0, ["sippar"] + [D.RES[r] for r in D.LUXURY[:k]])
        assert p["city_vp"] == vp and p["score"] == vp and state["exp"][0] == 1


def majority(counts):
    # who scores Egypt's majority (4 VP) with these workers there at the end, or -1
    state = {"players": [{"w": [c] + [0] * 18, "score": 0} for c in counts]}
    final_scoring(state)
    scored = [p["score"] for p in state["players"]]
    return scored.index(4) if 4 in scored else -1


def test_majorities_with_ties():
    assert majority([3, 1, 0]) == 0
    assert majority([1, 2, 2]) == -1  # tie at the top: nobody
    assert majority([2, 1, 2]) == -1
    assert majority([0, 0, 0]) == -1
    assert majority([0, 0, 1]) == 2
    assert majority([1, 1, 1]) == -1
    assert majority([4, 4, 5]) == 2
    assert sum(D.MAJORITY) == 37


def test_tables_are_consistent():
    assert len(D.PLACES) == 17 and len(D.AREAS) == D.NA == 22 and len(D.MAJORITY) == 17
    assert D.SOURCES[0] == D.NA + 1 and D.SOURCES[D.NA] == len(D.SOURCES)  # the offsets of 22 rows
    for a in range(D.NA):
        for s in D.row(D.SOURCES, a):
            assert s != D.DILMUN and s != a and s < D.NA
            assert a in D.row(D.SOURCES, s) or s in (9, 10, 11, 12) or a in (9, 10, 11, 12)
    assert len(D.row(D.SOURCES, D.DILMUN)) == 0 and 12 in D.row(D.SOURCES, 14) and 14 not in D.row(D.SOURCES, 12)
    assert [D.empire(1, i) for i in range(3)] == [(12, 10), (6, 8), (-1, 3)]
    assert [D.empire(5, i) for i in range(3)] == [(7, 8), (4, 12), (9, 8)]
    for turn in range(1, 6):  # three empires a turn: a start area (not Dilmun) or Sumer, armies
        for i in range(3):
            start, armies = D.empire(turn, i)
            assert -1 <= start < D.NA and start != D.DILMUN and 3 <= armies <= 12
    assert D.PAY_FOR[0] == len(D.RES) + 1 and D.OFFERS[0] == D.NR + 1
    assert D.PAY_FOR[len(D.RES)] == len(D.PAY_FOR) and D.OFFERS[D.NR] == len(D.OFFERS)
    for r in range(len(D.RES)):
        for pay in D.row(D.PAY_FOR, r):
            assert pay != r
