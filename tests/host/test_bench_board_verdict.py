# companion bench --board's verdict against issue 36's goals (host_tools/bench/board.py), without the
# emulator: the power-on judged from the snapshot, the presses on both paths, far undo and room.
from host_tools.bench import board as B


def row(**kw):
    r = {"game": "Terra Mystica 5p", "record": "tests/records/tm_5p_pad.txt", "resume_ms": 4023,
         "resume_again_ms": 1842, "click_ms": (15, 35), "undo_ms": (83, 465), "redo_ms": (57, 60),
         "again_click_ms": (16, 28), "again_undo_ms": (82, 173), "again_redo_ms": (56, 61),
         "save_ms": (1, 284), "free_after_boot": 24096, "free_min": 1968, "room_kb": 36,
         "far_undo_ms": 459, "error": None}
    r.update(kw)
    r["missed"] = B.missed(r)
    return r


def test_a_row_within_every_goal_misses_none_and_the_full_replay_is_not_judged():
    assert row()["missed"] == []
    assert "| 1842 | 4023 |" in B.table([row()]) and "| none | none |" in B.table([row()])


def test_each_goal_missed_is_named_once():
    assert row(resume_again_ms=2100)["missed"] == ["power-on"]
    assert row(game="Babel", resume_again_ms=1600)["missed"] == ["power-on"]  # 1500 for the others
    assert row(again_click_ms=(31, 40))["missed"] == ["click median"]
    assert row(click_ms=(20, 70), again_click_ms=(20, 61))["missed"] == ["click max"]
    assert row(again_undo_ms=(101, 150), redo_ms=(61, 70))["missed"] == ["redo median", "undo median"]  # path by path
    assert row(far_undo_ms=1001, room_kb=30)["missed"] == ["undo past the checkpoints", "room"]
    assert row(error="the screen differed")["missed"] == ["error"]
