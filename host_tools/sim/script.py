"""Simulator scripts: a list of inputs, one per line (docs/simulator.md).

    # a comment; blank lines are ignored, so is anything after '#'
    key 4          press key 4 (1..12, row by row from the top left, as on the pad and its legends)
    key Build      press the key whose legend is "Build" now (case does not matter)
    turn +2        turn the encoder 2 clicks clockwise (turn -1: one click back)
    push           press the encoder
    wait 1500      let 1.5 s pass (the app's clock ticks; saves and timeouts happen)
    restart        power off and on: the app boots again and resumes from its save

A step may be repeated: `key 4 *3`, `turn +1 *5`.
"""


class ScriptError(Exception):
    def __init__(self, message, line=0):
        super().__init__(message)
        self.message = message
        self.line = line

    def __str__(self):
        return "line %d: %s" % (self.line, self.message) if self.line else self.message


KINDS = ("key", "turn", "push", "wait", "restart")
# a script plays on a virtual clock: beyond these it would only run for ages
MOST = {"the encoder clicks": 1000, "the wait (ms)": 600000, "the repeat count": 1000}


def _int(s, what, line):
    try:
        n = int(s)
    except ValueError:
        raise ScriptError("%s must be a whole number, got %r" % (what, s), line)
    if abs(n) > MOST.get(what, abs(n)):
        raise ScriptError("%s must be at most %d, got %d" % (what, MOST[what], abs(n)), line)
    return n


def parse_step(text, line=0):
    """One step from its text: ("key", 4) / ("key", "Build") / ("turn", -1) / ("push", None) ..."""
    parts = text.split()
    kind = parts[0].lower()
    args = parts[1:]
    if kind not in KINDS:
        raise ScriptError("unknown step %r (steps: %s)" % (parts[0], ", ".join(KINDS)), line)
    if kind in ("push", "restart"):
        if args:
            raise ScriptError("'%s' takes nothing after it" % kind, line)
        return (kind, None)
    if len(args) != 1:
        raise ScriptError("'%s' takes one value" % kind, line)
    a = args[0]
    if kind == "key":
        if a.lstrip("-").isdigit():  # keys are numbered 1..12 for people, 0..11 in the app
            n = int(a)
            if n < 1 or n > 12:
                raise ScriptError("keys are numbered 1 to 12, got %d" % n, line)
            return ("key", n - 1)
        return ("key", a)
    if kind == "turn":
        n = _int(a, "the encoder clicks", line)
        if n == 0:
            raise ScriptError("'turn 0' does nothing", line)
        return ("turn", n)
    n = _int(a, "the wait (ms)", line)
    if n < 0:
        raise ScriptError("cannot wait a negative time", line)
    return ("wait", n)


def parse(text):
    """[(line number, step), ...] of a script text; raises ScriptError naming the line."""
    steps = []
    num = 0
    for raw in text.split("\n"):
        num += 1
        body = raw.split("#", 1)[0].strip()
        if not body:
            continue
        times = 1
        if "*" in body:
            body, _, rep = body.rpartition("*")
            body = body.strip()
            times = _int(rep.strip(), "the repeat count", num)
            if times < 1:
                raise ScriptError("the repeat count must be 1 or more", num)
            if not body:
                raise ScriptError("nothing to repeat", num)
        step = parse_step(body, num)
        for _ in range(times):
            steps.append((num, step))
    return steps


def step_text(step):
    kind, value = step
    if value is None:
        return kind
    if kind == "turn":
        return "turn %+d" % value
    if kind == "key" and type(value) is int:
        return "key %d" % (value + 1)  # 1..12, as printed on the pad
    return "%s %s" % (kind, value)


def step_slug(step):
    """A file-name friendly form: key-4, turn+2, push, wait-1500."""
    kind, value = step
    if value is None:
        return kind
    if kind == "turn":
        return "turn%+d" % value
    if kind == "key" and type(value) is int:
        value += 1
    s = "".join(c if c.isalnum() else "_" for c in str(value))
    return "%s-%s" % (kind, s)
