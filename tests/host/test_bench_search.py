# companion bench's smallest-heap search: success under MicroPython is not monotonic in the heap
# size, so the answer is the size from which every larger heap in a window works.
from host_tools.bench.cli import steady_smallest


def test_a_plain_threshold():
    assert steady_smallest(lambda kb: kb >= 50, 64) == 50
    assert steady_smallest(lambda kb: kb >= 300, 64) == 300


def test_lucky_sizes_below_a_failure_do_not_count():
    works = lambda kb: kb in (90, 92) or kb >= 100 and kb not in (120, 122)  # noqa: E731
    assert steady_smallest(works, 64) == 124


def test_nothing_works():
    assert steady_smallest(lambda kb: False, 64, limit_kb=256) is None
