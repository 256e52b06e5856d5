"""Doctests of every module of the installed package and of the Markdown documents.

Run here (not with pytest's --doctest-modules) so that the package is imported once, as
``abstract_claims``, and never a second time from the ``extract/`` folder under another name.
"""

from __future__ import annotations

import doctest
import importlib
import pkgutil
from pathlib import Path

import pytest

import abstract_claims

ROOT = Path(__file__).resolve().parent.parent
MODULES = sorted(info.name for info in pkgutil.walk_packages(abstract_claims.__path__, "abstract_claims.")
                 if info.name.rsplit(".", 1)[1] not in ("spark", "__main__"))  # optional extra; the CLI entry point runs on import
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


@pytest.mark.parametrize("name", MODULES)
def test_module_doctests(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=FLAGS, verbose=False)
    assert result.failed == 0


@pytest.mark.parametrize("path", DOCUMENTS, ids=lambda p: p.name)
def test_document_doctests(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    result = doctest.testfile(str(path), module_relative=False, optionflags=FLAGS, verbose=False)
    assert result.failed == 0


def test_doctests_exist() -> None:
    """The README and the package carry runnable examples: a doctest run of nothing would pass silently."""
    finder = doctest.DocTestFinder()
    examples = sum(len(t.examples) for name in MODULES for t in finder.find(importlib.import_module(name)))
    readme = doctest.DocTestParser().get_examples((ROOT / "README.md").read_text(encoding="utf-8"))
    assert examples >= 5 and len(readme) >= 3
