"""No import circles among the app, the core, the board facades and the host tools: modules that
share something share it through a module of their own (tabletop/ui/shared.py, host_tools/bench/vm.py,
host_tools/sim/cli.py). Every import counts, also one inside a function. The games' packages are
left out: a game's __init__ and its modules import each other by design."""

import ast
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TREES = (("firmware/tabletop", "tabletop"), ("host_tools", "host_tools"))
SKIP = ("tabletop.games.", "host_tools.mp32")


def modules():
    out = {}
    for folder, prefix in TREES:
        top = os.path.join(ROOT, folder)
        for d, dirs, files in os.walk(top):
            dirs[:] = [x for x in dirs if x not in ("__pycache__", "build")]
            for f in files:
                if f.endswith(".py"):
                    rel = os.path.relpath(os.path.join(d, f), top)[:-3].replace(os.sep, ".")
                    name = prefix if rel == "__init__" else prefix + "." + rel.replace(".__init__", "")
                    out[name] = os.path.join(d, f)
    return out


def graph():
    mods = modules()
    g = {}
    for name, path in mods.items():
        if name.startswith(SKIP):
            continue
        deps = set()
        for node in ast.walk(ast.parse(open(path).read(), path)):
            if isinstance(node, ast.Import):
                deps.update(a.name for a in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                deps.add(node.module)
                deps.update(node.module + "." + a.name for a in node.names)
        g[name] = sorted(d for d in deps if d in mods and d != name and not d.startswith(SKIP))
    return g


def circles(g):
    # every module from which a path leads back to itself, with one such path
    found = []
    for start in sorted(g):
        seen = set()
        todo = [(start, [start])]
        while todo:
            m, path = todo.pop()
            for d in g.get(m, ()):
                if d == start:
                    found.append(" -> ".join(path + [d]))
                    todo = []
                    break
                if d not in seen:
                    seen.add(d)
                    todo.append((d, path + [d]))
    return found


def test_no_import_circles():
    assert circles(graph()) == []


def test_the_check_sees_a_circle():
    assert circles({"a": ["b"], "b": ["c"], "c": ["a"], "d": ["a"]}) == [
        "a -> b -> c -> a", "b -> c -> a -> b", "c -> a -> b -> c"]
