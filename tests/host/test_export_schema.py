"""The BG Stats play schema, read from the table in docs/export.md, and a validator for exports.

The table is the documentation; the tests validate every export against it, so the two cannot
drift apart. The tests below check that the validator does refuse what breaks the table."""

import os
import re

DOC = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                   "docs", "export.md")
TYPES = ("string", "integer", "boolean", "object", "array", "date")


def schema():
    """[(path, type, required)] from the table between the bgstats-schema markers."""
    text = open(DOC, encoding="utf-8").read()
    body = text.split("<!-- bgstats-schema -->")[1].split("<!-- /bgstats-schema -->")[0]
    out = []
    for line in body.strip().split("\n")[2:]:
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        path = cells[0].strip("`")
        assert cells[1] in TYPES, line
        assert cells[2] in ("yes", "no"), line
        out.append((path, cells[1], cells[2] == "yes"))
    return out


def _is(value, kind):
    if kind == "string":
        return isinstance(value, str)
    if kind == "integer":
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == "boolean":
        return isinstance(value, bool)
    if kind == "object":
        return isinstance(value, dict)
    if kind == "array":
        return isinstance(value, list)
    if kind == "date":
        return isinstance(value, str) and re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d", value) is not None
    raise AssertionError(kind)


def problems(play, fields=None):
    """Every way `play` breaks the documented schema (empty list: valid)."""
    fields = fields if fields is not None else schema()
    out = []
    known = set(p for p, _, _ in fields)

    def walk(obj, prefix):
        for key in obj:
            path = prefix + key
            if path not in known:
                out.append("undocumented field %s" % path)
            elif isinstance(obj[key], list) and any(k.startswith(path + "[].") for k in known):
                for item in obj[key]:
                    if not isinstance(item, dict):
                        out.append("%s holds a non-object" % path)
                    else:
                        walk(item, path + "[].")
            elif isinstance(obj[key], dict):
                walk(obj[key], path + ".")

    def values(obj, parts):
        if not parts:
            return [obj]
        head = parts[0]
        if head.endswith("[]"):
            arr = obj.get(head[:-2])
            if not isinstance(arr, list):
                return []
            res = []
            for item in arr:
                res.extend(values(item, parts[1:]) if isinstance(item, dict) else [])
            return res
        if head not in obj:
            return None if len(parts) == 1 else []
        return values(obj[head], parts[1:]) if len(parts) > 1 else [obj[head]]

    if not isinstance(play, dict):
        return ["not an object"]
    walk(play, "")
    for path, kind, required in fields:
        parts = path.split(".")
        # items of an array: check each item that exists
        container = parts[:-1]
        holders = values(play, container) if container else [play]
        for h in holders or []:
            if not isinstance(h, dict):
                continue
            if parts[-1] not in h:
                if required:
                    out.append("missing %s" % path)
                continue
            if not _is(h[parts[-1]], kind):
                out.append("%s is not a %s: %r" % (path, kind, h[parts[-1]]))
    return out


GOOD = {
    "sourceName": "tabletop companion", "playDate": "2026-01-02 20:15:00", "rounds": 6,
    "game": {"name": "Babel", "sourceGameId": "babel", "highestWins": True},
    "players": [
        {"name": "Ann", "sourcePlayerId": "white", "role": "white", "score": "10", "winner": True,
         "startPlayer": True, "seatOrder": 1, "rank": 1},
        {"name": "black", "sourcePlayerId": "black", "role": "black", "score": "7", "winner": False,
         "startPlayer": False, "seatOrder": 2, "rank": 2},
    ],
}


def test_schema_table_is_read():
    fields = schema()
    paths = [f[0] for f in fields]
    assert len(fields) == 18
    for p in ("playDate", "game.name", "players[].score", "players[].winner", "players[].startPlayer",
              "durationMin"):
        assert p in paths, p
    assert ("durationMin", "integer", False) in fields
    assert ("players[].score", "string", True) in fields


def test_validator_accepts_a_good_play():
    assert problems(GOOD) == []
    with_duration = dict(GOOD, durationMin=95)
    assert problems(with_duration) == []


def test_validator_refuses_broken_plays():
    import copy

    cases = []
    bad = copy.deepcopy(GOOD)
    del bad["players"][1]["winner"]
    cases.append((bad, "missing players[].winner"))
    bad = copy.deepcopy(GOOD)
    bad["players"][0]["score"] = 10
    cases.append((bad, "players[].score is not a string"))
    bad = copy.deepcopy(GOOD)
    bad["playDate"] = "2026-01-02"
    cases.append((bad, "playDate is not a date"))
    bad = copy.deepcopy(GOOD)
    bad["game"]["colour"] = "red"
    cases.append((bad, "undocumented field game.colour"))
    bad = copy.deepcopy(GOOD)
    bad["players"][0]["seatOrder"] = True
    cases.append((bad, "players[].seatOrder is not a integer"))
    bad = copy.deepcopy(GOOD)
    del bad["game"]
    cases.append((bad, "missing game"))
    bad = dict(GOOD, durationMin="95")
    cases.append((bad, "durationMin is not a integer"))
    for play, want in cases:
        got = problems(play)
        assert any(g.startswith(want) for g in got), (want, got)
