"""Every number gets exactly one verdict, and every verdict's span is its text (issue 13).

Run over every corpus: the seeds, all 3,000 dev abstracts, all 4,000 of pool2025 and a seeded sample
of 3,000 of large.parquet. A Hypothesis property drives ``analyze`` with text drawn from every
Unicode category, digits of every script included: it must return, and keep the span invariant.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import polars as pl
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from abstract_claims import analyze
from abstract_claims.passes.verdicts import UNEXPLAINED
from abstract_claims.reading.document import Document
from abstract_claims.reading.spacing import collapse
from abstract_claims.schemas.domain import NOT_CLAIM, NUMERIC_KINDS, REASONS

ROOT = Path(__file__).resolve().parent.parent
CORPORA = ROOT.parent / "shared" / "corpora"


def _corpus(name: str) -> list[str]:
    if name == "seeds":
        return [p for f in sorted((ROOT / "seeds").glob("*.txt")) for p in f.read_text(encoding="utf-8").split("\n\n")[1:] if p.strip()]
    if name == "large.parquet":
        texts = pl.read_parquet(CORPORA / name, columns=["abstract"])["abstract"].to_list()
        return [texts[i] for i in random.Random(31).sample(range(len(texts)), 3000)]
    return [json.loads(line)["abstract"] for line in (CORPORA / name).open(encoding="utf-8")]


def _check(text: str) -> int:
    """The invariants of one abstract; returns how many numbers it holds."""
    result = analyze(text, explain=True, timeout=10.0)
    spaced = collapse(text)  # an abstract with runs of white space is read as its one-space twin (reading/spacing.py)
    mentions = Document(spaced.text if spaced else text).mentions
    assert [(v.start, v.end) for v in result.numbers] == [
        spaced.span(m.start, m.end) if spaced else (m.start, m.end) for m in mentions]
    claimed = {c.start: c for c in result.claims if c.kind in NUMERIC_KINDS}
    for v in result.numbers:
        assert text[v.start:v.end] == v.text
        if v.verdict == NOT_CLAIM:
            assert v.reason in REASONS and v.rule == f"reason.{v.reason}"
        else:
            assert v.reason is None and v.verdict in NUMERIC_KINDS and claimed[v.start].kind == v.verdict
    for c in result.claims:
        assert text[c.start:c.end] == c.text
    return len(result.numbers)


@pytest.mark.parametrize("corpus", ["seeds", "dev.jsonl", "pool2025.jsonl", "large.parquet"])
def test_every_number_has_one_verdict_and_its_span(corpus: str) -> None:
    texts = _corpus(corpus)
    assert len(texts) >= 57
    assert sum(_check(t) for t in texts) > 5 * len(texts) // 10


def test_explained_numbers_are_named() -> None:
    text = "See Section 3 and Table 2; we train for 100 epochs with three modules in 2023 and reach 91.2%."
    got = [(v.text, v.verdict, v.reason) for v in analyze(text, explain=True).numbers]
    assert got == [("3", NOT_CLAIM, "citation_or_reference"), ("2", NOT_CLAIM, "citation_or_reference"),
                   ("100", NOT_CLAIM, "setting"), ("three", NOT_CLAIM, "own_part"), ("2023", NOT_CLAIM, "year_or_date"),
                   ("91.2%", "score", None)]
    assert analyze("The answer is 42.", explain=True).numbers[0].reason == UNEXPLAINED


ODD = ["We use SİX datasets.", "x is 0^{-1} and 10^{999}", "gain of \U00011F53\U00011F52%", "\u0661\u0662% on \u0967\u0968 tasks",
       "𝟗𝟏.𝟐% accuracy", "ﬁve datasets", "12\u00a0%", "$1.5\\times$-$2.1\\times$", "1e400x faster", "-0%"]


@pytest.mark.parametrize("text", ODD)
def test_odd_numbers_never_raise(text: str) -> None:
    _check(text)


DIGITS = st.characters(categories=["Nd"])  # decimal digits of every script
ANY = st.characters(codec=None, exclude_categories=["Cs"])  # every category but lone surrogates


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.one_of(st.text(ANY, max_size=12), st.text(DIGITS, min_size=1, max_size=4),
                          st.sampled_from(["%", "x", "×", "\\times", "$", " ", ".", ",", "-", "^{", "}", "k", "B", "two",
                                           "faster", "accuracy", "datasets", "(", ")"])), max_size=40).map("".join))
def test_analyze_returns_and_keeps_spans_on_any_text(text: str) -> None:
    _check(text)


def _cli(*args: str, cwd: Path) -> "subprocess.CompletedProcess[str]":
    return subprocess.run([sys.executable, "-m", "abstract_claims", *args], cwd=cwd, capture_output=True, text=True, timeout=300)


def test_extract_explain_writes_numbers_that_verify(tmp_path: Path) -> None:
    src = tmp_path / "in.jsonl"
    rows = [{"id": "a", "abstract": "We reach 91.2% on 3 benchmarks (Table 2), after 100 epochs."},
            {"id": "b", "abstract": "No numbers at all here."}]
    src.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    plain = _cli("extract", str(src), "-o", "plain", "--workers", "1", "--quiet", cwd=tmp_path)
    assert plain.returncode == 0, plain.stderr and not (tmp_path / "plain" / "numbers.parquet").exists()
    r = _cli("extract", str(src), "-o", "out", "--workers", "1", "--explain", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    numbers = pl.read_parquet(tmp_path / "out" / "numbers.parquet")
    assert numbers.select("paper_id", "text", "verdict", "reason").rows() == [
        ("a", "91.2%", "score", None), ("a", "3", "count", None), ("a", "2", NOT_CLAIM, "citation_or_reference"),
        ("a", "100", NOT_CLAIM, "setting")]
    assert pl.read_csv(tmp_path / "out" / "numbers.csv").height == 4
    assert "numbers.parquet" in r.stderr.splitlines()[-1]
    v = _cli("verify", "out", cwd=tmp_path)
    assert v.returncode == 0, v.stdout + v.stderr


def test_one_failing_abstract_is_marked_and_the_run_goes_on(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An abstract whose extraction raises gets status 'error' and its exception; the others are extracted."""
    from abstract_claims.pipeline import batch
    from abstract_claims.pipeline.run import run

    real = batch.analyze

    def flaky(text: str, **kw: object):  # type: ignore[no-untyped-def]
        if "poison" in text:
            raise KeyError("a case the rules did not foresee")
        return real(text, **kw)

    monkeypatch.setattr(batch, "analyze", flaky)
    src = tmp_path / "in.jsonl"
    src.write_text("".join(json.dumps({"id": i, "abstract": t}) + "\n" for i, t in
                           [("a", "It is 2x faster."), ("b", "A poison abstract with 3 datasets."), ("c", "We reach 90%.")]))
    summary = run(src, tmp_path / "out", workers=1)
    papers = pl.read_parquet(tmp_path / "out" / "papers.parquet")
    assert papers.select("paper_id", "status", "error").rows() == [
        ("a", "ok", None), ("b", "error", "KeyError: 'a case the rules did not foresee'"), ("c", "ok", None)]
    assert summary.errors == 1 and summary.failed == ["b (in.jsonl): KeyError: 'a case the rules did not foresee'"]
    assert ", 1 failed;" in summary.line()
    assert pl.read_parquet(tmp_path / "out" / "claims.parquet")["paper_id"].to_list() == ["a", "c"]
