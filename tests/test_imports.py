"""No import circles in ``src/tricktake``, counting every import statement of
a module (``TYPE_CHECKING`` blocks and imports inside functions included), so that each
module can be read, and imported, after the modules it uses."""

from __future__ import annotations

import ast
from pathlib import Path

import tricktake

ROOT = Path(tricktake.__file__).parent


def module_name(path: Path) -> str:
    parts = ["tricktake", *path.relative_to(ROOT).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    return {module_name(path): path for path in sorted(ROOT.rglob("*.py"))}


def imports_of(name: str, path: Path, known: set[str]) -> set[str]:
    """The ``tricktake`` modules that module ``name`` imports: ``from x import y`` names
    module ``x.y`` when that is a module, else ``x``."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            for alias in node.names:
                full = f"{base}.{alias.name}"
                found.add(full if full in known else base)
    return {module for module in found if module in known and module != name}


def graph() -> dict[str, set[str]]:
    paths = modules()
    known = set(paths)
    return {name: imports_of(name, path, known) for name, path in paths.items()}


def find_cycle(edges: dict[str, set[str]]) -> list[str] | None:
    """One import circle of ``edges`` (a depth-first search), or ``None``."""
    done: set[str] = set()
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        if node in path:
            return [*path[path.index(node) :], node]
        if node in done:
            return None
        path.append(node)
        for target in sorted(edges[node]):
            cycle = visit(target)
            if cycle:
                return cycle
        path.pop()
        done.add(node)
        return None

    for start in sorted(edges):
        cycle = visit(start)
        if cycle:
            return cycle
    return None


def test_the_graph_sees_relative_and_type_checking_imports() -> None:
    edges = graph()
    assert "tricktake.ninety_nine.game" in edges
    assert "tricktake.cards" in edges["tricktake.ninety_nine.actions"]  # from ..cards import
    assert "tricktake.ninety_nine.transitions" in edges["tricktake.ninety_nine.game"]
    assert "tricktake.tricks" in edges["tricktake.ninety_nine.transitions"]


def test_find_cycle_finds_a_circle() -> None:
    """The checker itself: a circle through a TYPE_CHECKING-only edge is one too."""
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set(), "c": {"a", "b"}}) is None


def test_no_import_cycle_in_src() -> None:
    cycle = find_cycle(graph())
    assert cycle is None, "import circle: " + " -> ".join(cycle or [])
