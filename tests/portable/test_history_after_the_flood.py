# Score history on the after_the_flood records in tests/records (tests/portable/history_checks.py).
# Nothing to check while the game module or its records are not there yet.
from tests.portable import history_checks


def test_history_on_after_the_flood_records():
    history_checks.check_game("after_the_flood")
