"""abstract-claims: numeric claims from ML paper abstracts, as a validated, citable dataset.

Public API (small on purpose):
- ``analyze(text, *, title=None, timeout=None, explain=False) -> Result``: claims and method of one abstract
  (``explain``: also every number's verdict, ``Result.numbers``);
  ``Result.to_dicts()`` gives one row per claim;
- ``load("claims" | "papers") -> polars.DataFrame``: the released tables shipped in this package;
- ``extract_frame(data, *, text="abstract", ...) -> (papers, claims)``: the published tables for a
  list of abstracts, a Polars or pandas DataFrame or an Arrow table;
- ``extract_batch(batch, *, timeout=...) -> (papers, claims)``: the pure batch core;
- ``Claim``: the one record every extractor returns;
- ``EXTRACTORS``: the extractor modules, each exposing ``find(doc) -> Iterator[Claim]``.

Every public name is imported on first use (PEP 562): ``import abstract_claims`` itself loads nothing
(the command draws its first progress frame at once), ``from abstract_claims import analyze`` loads the
extraction core only (no pandera, no pyarrow), and ``load``, ``extract_frame`` and ``extract_batch``
bring pyarrow and pandera, which take about a second to import.

>>> import abstract_claims as ac
>>> [(c.kind, c.value, c.unit, c.text) for c in ac.analyze("It runs 2.5x faster than FlashAttention.").claims]
[('speedup', 2.5, 'x', '2.5x')]
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

__version__ = "0.2.0"

if TYPE_CHECKING:  # what type checkers see; at run time ``__getattr__`` imports these on first use
    from abstract_claims.analysis import EXTRACTORS, DocumentTimeout, Result, analyze
    from abstract_claims.api import extract_frame, load
    from abstract_claims.pipeline.batch import extract_batch
    from abstract_claims.record import Claim

__all__ = ["__version__", "analyze", "load", "extract_frame", "extract_batch", "Claim", "Result", "EXTRACTORS",
           "DocumentTimeout"]

_LAZY = {"analyze": "abstract_claims.analysis", "Result": "abstract_claims.analysis",
         "DocumentTimeout": "abstract_claims.analysis", "EXTRACTORS": "abstract_claims.analysis",
         "Claim": "abstract_claims.record", "load": "abstract_claims.api", "extract_frame": "abstract_claims.api",
         "extract_batch": "abstract_claims.pipeline.batch"}


def __getattr__(name: str) -> Any:
    """The public names that need pyarrow and pandera, imported when first asked for (PEP 562)."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'abstract_claims' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value  # later lookups find it directly
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_LAZY})
