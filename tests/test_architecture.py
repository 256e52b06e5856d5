"""The package's layout is its architecture: layers only look down, no cycles, no hidden imports.

Each module of ``abstract_claims`` belongs to a layer; a module may import from a lower layer or from
its own sub-package, never from a higher layer. Imports sit at module level (no function-local
import dodging a cycle). docs/architecture.md draws the same layers.
"""

from __future__ import annotations

import ast
import pkgutil
from pathlib import Path

import pytest

import abstract_claims

ROOT = Path(__file__).resolve().parent.parent
# layer of each top-level part of the package (lower numbers are further down)
LAYERS = {
    "schemas.domain": 0, "files": 0, "prefilter": 0,
    "record": 1, "schemas": 1,
    "reading": 2,
    "kinds": 3,
    "passes": 4,
    "analysis": 5,
    "pipeline": 6, "evaluation": 6,
    "report": 7,
    "release": 8,
    "api": 9, "cli": 9, "": 10, "__main__": 10,  # "": the package facade re-exports the top  # '' is abstract_claims/__init__.py
}


def _sources() -> dict[str, Path]:
    """Module name (without 'abstract_claims.') -> its file, for every module of the installed package."""
    out = {}
    for info in pkgutil.walk_packages(abstract_claims.__path__, "abstract_claims."):
        spec = info.module_finder.find_spec(info.name, None)  # type: ignore[call-arg]
        if spec and spec.origin:
            out[info.name.removeprefix("abstract_claims.")] = Path(spec.origin)
    out[""] = Path(abstract_claims.__file__)
    return out


def _part(module: str) -> str:
    """The layer key of a module: 'schemas.domain' stands alone, else its first component."""
    if module.startswith("schemas.domain"):
        return "schemas.domain"
    return module.split(".")[0]


def _imports(path: Path, module: str) -> tuple[list[str], list[int]]:
    """Package-internal modules imported at module level, and lines of imports inside functions."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    internal, local = [], []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            local += [n.lineno for n in ast.walk(node) if isinstance(n, (ast.Import, ast.ImportFrom))]
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("abstract_claims"):
            target = node.module.removeprefix("abstract_claims").lstrip(".")
            for alias in node.names:  # 'from abstract_claims.kinds import count' imports kinds.count
                full = f"{target}.{alias.name}" if target else alias.name
                internal.append(full if full.replace(".", "/") in _FILES else target)
        elif isinstance(node, ast.Import):
            internal += [a.name.removeprefix("abstract_claims.") for a in node.names if a.name.startswith("abstract_claims.")]
    return internal, local


SOURCES = _sources()
_FILES = {name.replace(".", "/") for name in SOURCES}


@pytest.mark.parametrize("module", sorted(SOURCES), ids=lambda m: m or "__init__")
def test_imports_only_look_down_and_sit_at_module_level(module: str) -> None:
    internal, local = _imports(SOURCES[module], module)
    assert not local, f"{module}: function-local imports at lines {local}"
    mine = LAYERS[_part(module)]
    for target in internal:
        if _part(target) == _part(module) or target == "":
            continue
        assert LAYERS[_part(target)] < mine, f"{module} (layer {mine}) imports {target} (layer {LAYERS[_part(target)]})"


def test_the_import_graph_has_no_cycle() -> None:
    graph = {m: {t for t in _imports(p, m)[0] if t in SOURCES and t != m} for m, p in SOURCES.items()}
    state: dict[str, int] = {}

    def visit(node: str, path: list[str]) -> None:
        state[node] = 1
        for nxt in graph[node]:
            if state.get(nxt) == 1:
                raise AssertionError("import cycle: " + " -> ".join(path[path.index(nxt):] + [nxt]))
            if nxt not in state:
                visit(nxt, path + [nxt])
        state[node] = 2

    for m in graph:
        if m not in state:
            visit(m, [m])


def test_every_module_has_a_layer() -> None:
    assert {_part(m) for m in SOURCES} <= set(LAYERS), set(map(_part, SOURCES)) - set(LAYERS)


def _top_level_names(tree: ast.Module) -> list[str]:
    """The names a module binds at its top level (definitions and assignments), once per binding."""
    names: list[str] = []
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.append(node.name)
        elif isinstance(node, ast.Assign):
            names += [n.id for target in node.targets for n in ast.walk(target) if isinstance(n, ast.Name)]
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.append(node.target.id)
    return names


@pytest.mark.parametrize("module", sorted(SOURCES), ids=lambda m: m or "__init__")
def test_no_top_level_name_is_bound_twice(module: str) -> None:
    """A pattern or function defined twice in one module silently replaces the first for every earlier user (session
    21: a second ``_DATA_WORD`` in kinds/dataset.py changed which acronyms ``_concepts`` vetoed)."""
    names = _top_level_names(ast.parse(SOURCES[module].read_text(encoding="utf-8")))
    assert sorted({n for n in names if names.count(n) > 1}) == [], module


def test_the_twice_bound_check_sees_a_rebinding() -> None:
    assert _top_level_names(ast.parse("A = 1\ndef f(): pass\nA = 2\n")) == ["A", "f", "A"]
