"""The span invariant, abstract[start:end] == text, for every extractor on every corpus row."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from abstract_claims import EXTRACTORS, analyze
from abstract_claims.reading.document import Document
from abstract_claims.pipeline.ingest import Options, Tally, batches

ROOT = Path(__file__).resolve().parent.parent


def _seed_abstracts() -> list[str]:
    return [r["abstract"] for b in batches(ROOT / "seeds", opts=Options(), tally=Tally()) for r in b.to_pylist()]


def _check(text: str) -> int:
    doc = Document(text)
    n = 0
    for mod in EXTRACTORS:
        for c in mod.find(doc):
            assert text[c.start:c.end] == c.text, (mod.__name__, c)
            n += 1
    for c in analyze(text).claims:
        assert text[c.start:c.end] == c.text, c
        assert c.value is None or math.isfinite(c.value)
    return n


def test_span_invariant_on_every_seed_abstract() -> None:
    abstracts = _seed_abstracts()
    assert len(abstracts) == 57
    assert sum(_check(t) for t in abstracts) > 80


def test_span_invariant_on_all_dev_abstracts(dev_rows: list[dict]) -> None:
    assert len(dev_rows) == 3000
    total = sum(_check(r["abstract"]) for r in dev_rows)
    assert total > 1000


@pytest.mark.parametrize("text", ["", " ", "\u00a0\u2013\u00d7", "$$$$", "1.5\u00d7\u00a0faster"])
def test_span_invariant_on_odd_strings(text: str) -> None:
    _check(text)


def test_batch_normalization_equals_per_text_normalization(dev_rows: list[dict]) -> None:
    """The batch path normalizes in Polars; it must give exactly ``normalize`` of each text."""
    import polars as pl

    from abstract_claims.reading.text import _CHAR_MAP, normalize, normalize_all

    texts = [r["abstract"] for r in dev_rows] + ["".join(_CHAR_MAP) + "\u00d7\u00d7 ok", "", "\U0001F600\u2013"]
    assert normalize_all(pl.Series(texts)).to_list() == [normalize(t) for t in texts]
    assert normalize_all(pl.Series(["a\u2013b\u00a0\u00d7"])).to_list() == ["a-b x"]
