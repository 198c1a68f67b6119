# Score history on the terra_mystica records in tests/records (tests/portable/history_checks.py).
# Nothing to check while the game module or its records are not there yet.
from tests.portable import history_checks

MP_HEAP = "384K"  # a 503-entry 5-player game, its history and its checkpoints (tests/mp_run.py)


def test_history_on_terra_mystica_records():
    history_checks.check_game("terra_mystica")
