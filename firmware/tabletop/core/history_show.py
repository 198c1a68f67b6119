# What a score history (tabletop.core.history.History) shows: the rows of entries, the per-round
# summaries ({"round", "first", "count", "scores" (at its end), "complete"}; round 0 = setup; one
# walk over the record) and the result at the end. Its methods import this module when called.

from tabletop.core import registry


def rounds(h):
    h.seek(0)
    st = h.state
    out = []
    r0 = st["flow"]["round"]
    first = h.scores()
    for r in range(r0):
        out.append(_summary(r, 0, 0, first, True))
    cur = _summary(r0, 0, 0, first, st["flow"]["ended"])
    if cur["complete"]:
        out.append(cur)
        cur = None
    for row in h.rows():
        if cur is None:
            break
        cur["count"] += 1
        cur["scores"] = row["scores"]
        if row["ended"]:
            cur["complete"] = True
            out.append(cur)
            cur = None
        elif row["round_end"]:
            cur["complete"] = True
            out.append(cur)
            nr = h.state["flow"]["round"]
            k = row["index"] + 1
            for r in range(row["round"] + 1, nr):
                out.append(_summary(r, k, 0, row["scores"], True))
            cur = _summary(nr, k, 0, row["scores"], False)
    if cur is not None:
        out.append(cur)
    return out


def _summary(r, first, count, scores, complete):
    return {"round": r, "first": first, "count": count, "scores": scores, "complete": complete}


def rows(h, start=0, stop=None):
    # (History.rows; steps the history itself: one replayed state in RAM, never the list)
    if stop is None or stop > len(h.record):
        stop = len(h.record)
    before = None
    for k in range(start, stop):
        if h.pos != k or before is None:
            h.seek(k)
            before = h.scores()
        f = h.state["flow"]
        rnd = f["round"]
        seat, words = h.record.entry(k)
        h._step(stop)
        after = h.scores()
        f = h.state["flow"]
        yield {
            "index": k,
            "round": rnd,
            "seat": seat,
            "actor": h.seats[seat],
            "text": " ".join(words),
            "scores": after,
            "delta": [after[i] - before[i] for i in range(len(after))],
            "round_end": f["ended"] or f["round"] != rnd,
            "ended": f["ended"],
        }
        before = after


def final(h):
    st = h.seek(len(h.record))
    f = st["flow"]
    bd = getattr(registry.view(h.game), "breakdown", None)
    n = len(h.seats)
    return {
        "scores": h.scores(),
        "winners": list(f["winners"]),
        "ended": f["ended"],
        "round": f["round"],
        "breakdown": [tuple(bd(st, s)) if bd is not None else () for s in range(n)],
    }
