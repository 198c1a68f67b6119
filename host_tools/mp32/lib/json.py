def dumps(o):
    if isinstance(o, dict):
        return "{" + ", ".join('"%s": %s' % (k, dumps(o[k])) for k in o) + "}"
    if isinstance(o, (list, tuple)):
        return "[" + ", ".join(dumps(x) for x in o) + "]"
    if isinstance(o, str):
        return '"%s"' % o
    return str(o)
