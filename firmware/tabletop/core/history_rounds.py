# Per-round summaries of a score history (tabletop.core.history.History.rounds): one walk over
# the record. {"round", "first", "count", "scores" (at its end), "complete"}; round 0 = setup.


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
