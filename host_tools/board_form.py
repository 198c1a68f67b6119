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

`compile_mpy(dest, cross)` then turns the staged tabletop/ modules into .mpy files with CircuitPython's
own mpy-cross (`find_mpy_cross`): the board loads them without parsing and compiling each module at
power-on (Babel's start: about 1.7 s of the board's time went to that). The .mpy format is the
CircuitPython version's (10.x writes and loads v6.3, with a `C` header; MicroPython's mpy-cross and
another major version's are rejected), so the deploy compiles only when the tool's major version is
the board's (its boot_out.txt); else it copies the .py source as before.
"""

import ast
import os
import re
import shutil
import subprocess

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


# A game's words in German and Dutch (tabletop/games/NAME/de.txt, nl.txt): "English|translation"
# lines, grouped for the people who write them. The board gets them sorted, so that it finds a
# word by halves, not by searching the whole file (tabletop.ui.tongue).
WORDS_FILES = ("de.txt", "nl.txt")
WORDS_SORTED = "#= the words, sorted by their English's bytes (host_tools/board_form.py)"


def refusals_of(folder):
    """The texts of the refusals raised in folder's modules (a game's package), in the order of
    its files and their lines: what its de_refusals.txt and nl_refusals.txt translate."""
    table = []
    for name in sorted(os.listdir(folder)):
        if name.endswith(".py"):
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                transform(f.read(), table)
    return table


def words_form(text):
    """A game's words file as the board gets it: first the lines whose English has %s / %d / %r
    fields, in their order (the first one a text fits is taken); then the WORDS_SORTED line and
    every other line, sorted by its English's bytes (the first of the same English kept); notes
    left out. The board tries a text on the first part's lines in turn, and looks a text or a
    word up among the sorted lines that start with its first byte (tabletop.ui.tongue_words.to:
    a search of all the lines was ~0.7 ms of the board's time a text). In pieces of
    tongue_load.PIECE bytes of whole lines, each filled up with empty lines, the sorted words
    starting a piece: the board reads the file a piece at a time, no line cut between two reads,
    and joins each part without the filling (tabletop.ui.tongue_load)."""
    fields, words, seen = [], [], set()
    for ln in text.split("\n"):
        ln = ln.rstrip("\r")
        i = ln.rfind("|")
        if i < 1 or ln.startswith("#"):
            continue
        en = ln[:i]
        if "%" in en:
            fields.append(ln)
        elif en not in seen:
            seen.add(en)
            words.append(ln)
    words.sort(key=lambda ln: ln[:ln.rfind("|")].encode())
    return _pieces(fields + [WORDS_SORTED]) + _pieces(words)


def _pieces(lines):
    # the lines (each ended by "\n") in pieces of tongue_load.PIECE bytes, each filled up with "\n"
    from tabletop.ui.tongue_load import PIECE

    out, cur = [], b""
    for ln in lines:
        b = (ln + "\n").encode()
        if len(b) > PIECE:
            raise ValueError("a line of a words file is longer than %d bytes: %s" % (PIECE, ln))
        if len(cur) + len(b) > PIECE:
            out.append(cur.ljust(PIECE, b"\n"))
            cur = b""
        cur += b
    if cur:
        out.append(cur.ljust(PIECE, b"\n"))
    return b"".join(out).decode()


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
            elif name in WORDS_FILES and rel_dir.split(os.sep)[:2] == ["tabletop", "games"]:
                with open(src, encoding="utf-8") as f:
                    text = words_form(f.read())
                with open(dst, "w", encoding="utf-8", newline="\n") as f:
                    f.write(text)
            elif not name.endswith((".pyc", ".mpy")):
                with open(src, "rb") as f, open(dst, "wb") as g:  # into the staging folder only
                    g.write(f.read())
    with open(os.path.join(dest, TABLE), "w", encoding="utf-8", newline="\n") as f:
        f.write("".join(t + "\n" for t in table))
    return dest


# CircuitPython's mpy-cross: COMPANION_MPY_CROSS (a path, or "none": deploy .py source), else the
# project's shared build beside the checkout, else `mpy-cross` on PATH if it is CircuitPython's
SHARED_MPY_CROSS = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                                "shared", "circuitpython", "unix", "mpy-cross")
# mpy-cross -O3, as code.py's COMPILE_LEVEL 3 (micropython.opt_level) for what the board compiles: no
# line numbers (2-3 KB of RAM), asserts left out; a traceback names the file and the function
OPT_LEVEL = 3


def cross_version(path):
    """(major, minor) of the CircuitPython an mpy-cross writes for, or None (not one, not CircuitPython's)."""
    try:
        out = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=20).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    m = re.match(r"CircuitPython (\d+)\.(\d+)", out.strip())
    return (int(m.group(1)), int(m.group(2))) if m else None


def find_mpy_cross():
    """(path, (major, minor)) of CircuitPython's mpy-cross, or None: deploy copies .py source then."""
    env = os.environ.get("COMPANION_MPY_CROSS")
    if env is not None:
        if env.strip().lower() in ("", "none", "0", "no"):
            return None
        cands = [env]
    else:
        cands = [SHARED_MPY_CROSS, shutil.which("mpy-cross")]
    for c in cands:
        if c and os.path.isfile(c) and os.access(c, os.X_OK):
            v = cross_version(c)
            if v is not None:
                return c, v
    return None


def board_version(boot_out_text):
    """(major, minor) of the CircuitPython that wrote a drive's boot_out.txt, or None."""
    m = re.match(r"Adafruit CircuitPython (\d+)\.(\d+)", boot_out_text or "")
    return (int(m.group(1)), int(m.group(2))) if m else None


def compile_mpy(dest, cross):
    """Every staged module under dest/tabletop compiled to .mpy beside it (mpy-cross -O3), its .py
    removed. Returns the number compiled. Its name (what a traceback says) is the .mpy's path on the
    board: the import interns that path as the module's __file__ anyway, where any other name was an
    interned string of its own, for good (Terra Mystica: 1.7 KB more free after boot on the board)."""
    n = 0
    for dirpath, _dirnames, filenames in os.walk(os.path.join(dest, "tabletop")):
        for name in sorted(filenames):
            if not name.endswith(".py"):
                continue
            src = os.path.join(dirpath, name)
            rel = os.path.relpath(src, dest).replace(os.sep, "/")
            r = subprocess.run([cross, "-O%d" % OPT_LEVEL, "-s", rel[:-3] + ".mpy", "-o", src[:-3] + ".mpy", src],
                               capture_output=True, text=True)
            if r.returncode != 0:
                raise RuntimeError("mpy-cross %s: %s" % (rel, (r.stderr or r.stdout).strip()))
            os.remove(src)
            n += 1
    return n
