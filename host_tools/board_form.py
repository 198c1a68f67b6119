"""The app in the form `companion deploy` puts it on the board: the refusals' words in a table.

A refusal reads like the rulebook in the source: `raise Illegal("not enough power: %d needed,
you have %d in bowl III" % (n, have))`. On the board, which compiles every module into its RAM,
each such text would stay there as a string beside the code (some 5 KB for Terra Mystica's app),
though a player reads one only when an entry is refused. So the deploy writes every such text
once, a line each, into tabletop/refusals.txt, and the call as `Illegal((LINE, n, have))`: the
number and the values, formatted only when the message is shown (tabletop/core/refusals.py).

`stage(firmware, dest)` writes that form of firmware/ into dest. Only the first argument of a call
of Illegal or RecordError changes, when it is a string or a string % values; the line numbers stay
those of the source (a traceback on the board points at the same lines), and everything else is
copied as it is. A text with a line break stays where it is.
"""

import ast
import os
import shutil

ERRORS = ("Illegal", "RecordError")
TABLE = os.path.join("tabletop", "refusals.txt")


def _text(node):
    # the refusal's words and its values (source segments), or None if it is not one we move
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value, None
    if (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod) and isinstance(node.left, ast.Constant)
            and isinstance(node.left.value, str)):
        return node.left.value, node.right
    return None


def _calls(tree):
    # the first arguments of the calls of Illegal and RecordError, in the order of the source
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and node.args:
            f = node.func
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None
            if name in ERRORS:
                out.append(node.args[0])
    return sorted(out, key=lambda a: (a.lineno, a.col_offset))


def transform(source, table):
    """source with its refusals' words moved to table (a list of texts; new ones are appended, a
    text already there is used again). Returns the new source."""
    tree = ast.parse(source)
    spots = []
    for arg in _calls(tree):
        got = _text(arg)
        if got is None or "\n" in got[0] or "\r" in got[0]:
            continue
        text, values = got
        if values is not None and isinstance(values, ast.Tuple) and any(
                isinstance(e, ast.Starred) for e in values.elts):
            continue
        if text not in table:
            table.append(text)
        line = table.index(text)
        if values is None:
            new = "(%d,)" % line
        elif isinstance(values, ast.Tuple) and len(values.elts) > 1:
            new = "(%d, %s)" % (line, ", ".join(ast.get_source_segment(source, e) for e in values.elts))
        else:  # text % value: the value as it is (a tuple of one stays a tuple)
            new = "(%d, %s)" % (line, ast.get_source_segment(source, values))
        spots.append((arg.lineno, arg.col_offset, arg.end_lineno, arg.end_col_offset, new))
    lines = source.encode("utf-8").split(b"\n")
    for a_line, a_col, b_line, b_col, new in sorted(spots, reverse=True):  # from the end: offsets hold
        head = lines[a_line - 1][:a_col]
        tail = lines[b_line - 1][b_col:]
        new = new.encode("utf-8")
        # as many lines as before (a line break inside the call's brackets is fine)
        pad = b"\n" * (b_line - a_line - new.count(b"\n"))
        lines[a_line - 1:b_line] = (head + new + pad + tail).split(b"\n")
    return b"\n".join(lines).decode("utf-8")


def stage(firmware, dest):
    """Write firmware/ as the board gets it into dest (made if missing; its old content goes):
    the tabletop/ modules with their refusals moved to tabletop/refusals.txt, the rest copied."""
    if os.path.isdir(dest):
        shutil.rmtree(dest)
    table = []
    for dirpath, dirnames, filenames in os.walk(firmware):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
        rel_dir = os.path.relpath(dirpath, firmware)
        os.makedirs(os.path.join(dest, rel_dir), exist_ok=True)
        for name in sorted(filenames):
            src = os.path.join(dirpath, name)
            dst = os.path.join(dest, rel_dir, name)
            if name.endswith(".py") and rel_dir.split(os.sep)[0] == "tabletop":
                with open(src, encoding="utf-8") as f:
                    text = transform(f.read(), table)
                with open(dst, "w", encoding="utf-8", newline="") as f:
                    f.write(text)
            elif not name.endswith((".pyc", ".mpy")):
                with open(src, "rb") as f, open(dst, "wb") as g:  # into the staging folder only
                    g.write(f.read())
    with open(os.path.join(dest, TABLE), "w", encoding="utf-8", newline="\n") as f:
        f.write("".join(t + "\n" for t in table))
    return dest
