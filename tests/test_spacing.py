"""An abstract with runs of white space (wrapped by hand, copied from a PDF) reads as its one-space twin, and every
span still points into the abstract as written (reading/spacing.py)."""

from __future__ import annotations

import polars as pl
import pyarrow as pa
import regex

from abstract_claims.analysis import Result, analyze
from abstract_claims.pipeline.batch import extract_batch_explained
from abstract_claims.pipeline.ingest import INPUT_SCHEMA
from abstract_claims.reading.spacing import as_read, collapse, collapse_all

WRAPPED = ("Here,  we introduce the cascading Indian   buffet\n process (CIBP), which provides a prior.  It reaches "
           "85.2%   accuracy on   ImageNet, 2.5x\n faster than   ResNet-50 on an  NVIDIA  A100.")
ONE_SPACE = regex.sub(r"\s+", " ", WRAPPED)


def _rows(result: Result) -> list[tuple]:
    return [(c.kind, c.value, c.name, c.rule, c.metric, c.dataset, c.baseline, c.hardware) for c in result.claims]


def test_a_wrapped_abstract_reads_as_its_one_space_twin() -> None:
    wrapped, plain = analyze(WRAPPED, explain=True), analyze(ONE_SPACE, explain=True)
    assert wrapped.method == plain.method == "CIBP"  # the pattern for 'a ... process (CIBP)' wants one space
    assert _rows(wrapped) == _rows(plain)
    assert [(v.value, v.verdict, v.rule) for v in wrapped.numbers] == [(v.value, v.verdict, v.rule) for v in plain.numbers]


def test_spans_point_into_the_abstract_as_written() -> None:
    result = analyze(WRAPPED, explain=True)
    assert [(c.kind, c.text, c.start, c.end) for c in result.claims] == [
        ("score", "85.2%", 103, 108), ("dataset", "ImageNet", 125, 133), ("speedup", "2.5x", 135, 139),
        ("hardware", "NVIDIA  A100", 172, 184)]
    assert all(WRAPPED[c.start:c.end] == c.text for c in result.claims)
    assert all(WRAPPED[v.start:v.end] == v.text for v in result.numbers)
    assert [WRAPPED[s:e] for s, e in result.sentences] == [
        "Here,  we introduce the cascading Indian   buffet\n process (CIBP), which provides a prior.",
        "It reaches 85.2%   accuracy on   ImageNet, 2.5x\n faster than   ResNet-50 on an  NVIDIA  A100."]


def test_a_span_keeps_the_runs_inside_it_and_none_at_its_edges() -> None:
    text = "a  b   c"
    spaced = collapse(text)
    assert spaced is not None and spaced.text == "a b c"
    assert [spaced.offset(i) for i in range(6)] == [0, 1, 3, 4, 7, 8]
    assert spaced.span(0, 5) == (0, 8) and spaced.span(2, 3) == (3, 4) and spaced.span(1, 2) == (1, 2)
    assert collapse("no run here, a line\nbreak or a tab\tis one space") is None


def test_the_batch_driver_gives_the_same_rows_with_its_prefilter() -> None:
    """The batch's prefilter hints are of the abstracts as written; a wrapped one is read without them."""
    rows = [{"paper_id": f"p{i}", "venue": None, "year": None, "title": None, "source": "t", "abstract": a}
            for i, a in enumerate([WRAPPED, ONE_SPACE, "We   propose  SANTA, a  new  model,  3x  faster."])]
    batch = pa.RecordBatch.from_pylist(rows, schema=INPUT_SCHEMA)
    fast = extract_batch_explained(batch, timeout=None)
    slow = extract_batch_explained(batch, timeout=None, prefilter=False)
    assert all(f.equals(s) for f, s in zip(fast, slow))
    papers, claims, _ = fast
    assert papers["method"].to_list() == ["CIBP", "CIBP", "SANTA"]
    first = claims.filter(claims["paper_id"] == "p0")
    assert first["sentence"].to_list()[0] == (
        "It reaches 85.2%   accuracy on   ImageNet, 2.5x\n faster than   ResNet-50 on an  NVIDIA  A100.")


def test_the_batch_prefilter_collapses_exactly_the_runs_analyze_does() -> None:
    """``collapse_all`` (Polars' Rust engine) and ``collapse`` (Python's ``regex``) must agree character for character:
    a batch's hints are its abstracts as ``analyze`` reads them, and a norm of another length is refused."""
    odd = ["\t", "\n", "\x0b", "\x0c", "\r", " ", "\x85", "\xa0", "\u1680", "\u2000", "\u2007", "\u200a", "\u200b", "\u2028",
           "\u2029", "\u202f", "\u205f", "\u3000", "\x1c", "\x1f", "\u180e", "\ufeff", "\u200c", "x"]
    texts = [f"a{p}{q}b" for p in odd for q in odd] + ["", " ", "  ", "lead  and trail  ", WRAPPED]
    assert collapse_all(pl.Series(texts)).to_list() == [as_read(t) for t in texts]
