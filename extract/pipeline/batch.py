"""The batch core: an Arrow record batch of abstracts in, Polars tables of papers and claims out.

This is a pure function of its input (no files, no global state), so it runs the same in a
process pool, in a test, or on Spark through ``DataFrame.mapInArrow``.
"""

from __future__ import annotations

from bisect import bisect_right

import polars as pl
import pyarrow as pa

from abstract_claims.schemas.tables import CLAIMS, NUMBERS, PAPERS

from abstract_claims.analysis import DocumentTimeout, analyze
from abstract_claims.prefilter.hints import Hints
from abstract_claims.record import FIELDS, NUMERIC_KINDS
from abstract_claims.reading.text import normalize_all
from abstract_claims.reading.spacing import collapse_all

DEFAULT_TIMEOUT = 5.0  # seconds of pattern matching per abstract
PAPERS_SCHEMA = pl.Schema({k: v.dtype.type for k, v in PAPERS.columns.items()})
CLAIMS_SCHEMA = pl.Schema({k: v.dtype.type for k, v in CLAIMS.columns.items()})
NUMBERS_SCHEMA = pl.Schema({k: v.dtype.type for k, v in NUMBERS.columns.items()})
_VERDICT_FIELDS = ("text", "start", "end", "value", "unit", "verdict", "reason", "rule")


_INPUT = ("paper_id", "venue", "year", "title", "source", "abstract")


# A "sentence" longer than this (the longest in 3,000 dev abstracts has 1,768 characters) is cut to
# half this many characters either side of the span; else one 1 MB run-on sentence with 20,000 URLs
# in it would be copied into each of its 20,000 rows (8 GB).
MAX_SENTENCE = 4000


def _sentence(spans: tuple[tuple[int, int], ...], starts: list[int], pos: int, length: int) -> tuple[int, int]:
    """The sentence span holding ``pos`` (spans are sorted and disjoint), else the whole abstract."""
    i = bisect_right(starts, pos) - 1
    return spans[i] if i >= 0 and pos < spans[i][1] else (0, length)


def extract_batch(batch: pa.RecordBatch, *, timeout: float | None = DEFAULT_TIMEOUT,
                  prefilter: bool = True) -> tuple[pl.DataFrame, pl.DataFrame]:
    """Papers and claims for one batch of canonical input rows (see ``pipeline.ingest.INPUT_SCHEMA``).

    ``prefilter``: ask Polars' Rust regex engine, once for the whole batch, which abstracts each
    scan can match at all, and skip the rest (see ``prefilter``); the output is the same
    either way, only faster with it. An abstract whose extraction raises gets status ``error``.
    """
    papers, claims, _ = _run(batch, timeout=timeout, prefilter=prefilter, explain=False)
    return papers, claims


def extract_batch_explained(batch: pa.RecordBatch, *, timeout: float | None = DEFAULT_TIMEOUT,
                            prefilter: bool = True) -> tuple[pl.DataFrame, pl.DataFrame, pl.DataFrame]:
    """``extract_batch`` plus the ``numbers`` table: every number mention and its verdict."""
    return _run(batch, timeout=timeout, prefilter=prefilter, explain=True)


def _run(batch: pa.RecordBatch, *, timeout: float | None, prefilter: bool,
         explain: bool) -> tuple[pl.DataFrame, pl.DataFrame, pl.DataFrame]:
    # The input columns pass into ``papers`` as Arrow; only these three are needed as Python strings.
    ids, abstracts, titles = (batch.column(name).to_pylist() for name in ("paper_id", "abstract", "title"))
    hints = Hints(normalize_all(collapse_all(pl.Series("abstract", batch.column("abstract"), dtype=pl.String)))) \
        if prefilter and abstracts else None  # of the abstracts as ``analyze`` reads them (reading/spacing.py)
    papers: dict[str, list] = {name: [] for name in PAPERS_SCHEMA if name not in _INPUT}
    claims: dict[str, list] = {name: [] for name in CLAIMS.columns}
    numbers: dict[str, list] = {name: [] for name in NUMBERS.columns}
    for index, (pid, abstract, title) in enumerate(zip(ids, abstracts, titles)):
        error = None
        try:
            result = analyze(abstract, title=title, timeout=timeout, hints=hints, index=index, explain=explain)
            status, found, method, spans = "ok", result.claims, result.method, result.sentences
            for v in result.numbers:
                numbers["paper_id"].append(pid)
                for key in _VERDICT_FIELDS:
                    numbers[key].append(getattr(v, key))
        except DocumentTimeout:
            status, found, method, spans = "timeout", (), None, ()
        except Exception as exc:  # noqa: BLE001 - one odd abstract never stops a run: it is marked and reported
            status, found, method, spans = "error", (), None, ()
            error = f"{type(exc).__name__}: {str(exc)[:200]}"
        papers["error"].append(error)
        papers["method"].append(method)
        papers["status"].append(status)
        papers["n_claims"].append(len(found))
        papers["n_numeric"].append(sum(c.kind in NUMERIC_KINDS for c in found))
        papers["datasets"].append([c.name for c in found if c.kind == "dataset"])
        papers["hardware"].append([c.name for c in found if c.kind == "hardware"])
        papers["urls"].append([c.name for c in found if c.kind in ("code_url", "url")])
        starts = [s for s, _ in spans]
        for i, c in enumerate(found):
            s, e = _sentence(spans, starts, c.start, len(abstract))
            claims["claim_id"].append(f"{pid}-{i:03d}")
            claims["paper_id"].append(pid)
            if e - s > MAX_SENTENCE:  # no real sentence is this long: keep a window, not one copy per claim
                s, e = max(s, c.start - MAX_SENTENCE // 2), min(e, c.end + MAX_SENTENCE // 2)
            claims["sentence"].append(abstract[s:max(e, c.end)])
            for key in FIELDS:
                claims[key].append(getattr(c, key))
    given = pl.DataFrame(batch.select(list(_INPUT))).cast({k: PAPERS_SCHEMA[k] for k in _INPUT})
    computed = _frame(papers, pl.Schema({k: v for k, v in PAPERS_SCHEMA.items() if k not in _INPUT}))
    return (given.hstack(computed).select(list(PAPERS_SCHEMA)), _frame(claims, CLAIMS_SCHEMA),
            _frame(numbers, NUMBERS_SCHEMA))


def _frame(columns: dict[str, list], schema: pl.Schema) -> pl.DataFrame:
    """A frame from Python lists; list columns go through Arrow, which converts them ten times faster."""
    return pl.DataFrame([pl.Series(name, pa.array(columns[name], type=pa.list_(pa.string())))
                         if isinstance(dtype, pl.List) else pl.Series(name, columns[name], dtype=dtype)
                         for name, dtype in schema.items()])
