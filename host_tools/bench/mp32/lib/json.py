# json.dumps for the benchmarks' results on the mini runner (the unix port has json built in).


def dumps(o):
    if o is None:
        return "null"
    if o is True or o is False:
        return "true" if o else "false"
    if isinstance(o, dict):
        return "{" + ", ".join(dumps(str(k)) + ": " + dumps(o[k]) for k in o) + "}"
    if isinstance(o, (list, tuple)):
        return "[" + ", ".join(dumps(x) for x in o) + "]"
    if isinstance(o, str):
        return '"' + o.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'
    return str(o)
