"""abstract-claims: numeric claims from ML paper abstracts, as a validated, citable dataset.

Public API (small on purpose):
- ``analyze(text, *, title=None, timeout=None) -> Result``: claims and method of one abstract;
- ``extract_batch(batch, *, timeout=...) -> (papers, claims)``: the pure batch core;
- ``Claim``: the one record every extractor returns;
- ``EXTRACTORS``: the extractor modules, each exposing ``find(doc) -> Iterator[Claim]``.

>>> [(c.kind, c.value, c.unit, c.text) for c in analyze("It runs 2.5x faster than FlashAttention.").claims]
[('speedup', 2.5, 'x', '2.5x')]
"""

from __future__ import annotations

__version__ = "0.1.0"

from abstract_claims.pipeline.batch import extract_batch  # noqa: E402
from abstract_claims.analysis import EXTRACTORS, DocumentTimeout, Result, analyze  # noqa: E402
from abstract_claims.record import Claim  # noqa: E402

__all__ = ["__version__", "analyze", "extract_batch", "Claim", "Result", "EXTRACTORS", "DocumentTimeout"]
