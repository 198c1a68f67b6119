# The board profile's garbage collections (host_tools.board.profile.collections): a run of samples
# in the collector's functions is one collection; other work between two samples ends it.
from host_tools.board import profile as P

SYMS = ([0x1000, 0x2000, 0x3000, 0x4000], ["gc_mark_subtree", "gc_collect_end", "mp_execute_bytecode", "gc_alloc"])


def test_a_run_of_collector_samples_is_one_collection():
    t_pc = [(0.0, 0x1004), (0.05, 0x2002), (0.10, 0x3000), (1.00, 0x1000), (1.05, 0x1010),
            (2.00, 0x4000), (3.00, 0x2000)]
    samples = []
    for t, pc in t_pc:
        samples += [t, pc, 0]
    assert P.collections(samples, SYMS) == [(0.0, 0.05), (1.0, 1.05), (3.0, 3.0)]
    assert P.collections([], SYMS) == []
    # gc_alloc is the allocator, not a collection: a sample in it neither starts nor joins one
    assert P.collections([0.0, 0x4000, 0, 0.05, 0x4004, 0], SYMS) == []
