"""The batch core: an Arrow record batch of abstracts in, Polars tables of papers and claims out.

This is a pure function of its input (no files, no global state), so it runs the same in a
process pool, in a test, or on Spark through ``DataFrame.mapInArrow``.
"""

from __future__ import annotations

import polars as pl
import pyarrow as pa

from schemas import CLAIMS, PAPERS

from .core import DocumentTimeout, analyze
from .record import NUMERIC_KINDS

DEFAULT_TIMEOUT = 5.0  # seconds of pattern matching per abstract


def _empty(schema) -> dict[str, list]:
    return {name: [] for name in schema.columns}


def extract_batch(batch: pa.RecordBatch, *, timeout: float | None = DEFAULT_TIMEOUT) -> tuple[pl.DataFrame, pl.DataFrame]:
    """Papers and claims for one batch of canonical input rows (see ``extract.ingest.INPUT_SCHEMA``)."""
    papers = _empty(PAPERS)
    claims = _empty(CLAIMS)
    for row in batch.to_pylist():
        abstract = row["abstract"]
        try:
            result = analyze(abstract, title=row["title"], timeout=timeout)
            status, found, method, spans = "ok", result.claims, result.method, result.sentences
        except DocumentTimeout:
            status, found, method, spans = "timeout", (), None, ()
        pid = row["paper_id"]
        for key in ("paper_id", "venue", "year", "title", "source", "abstract"):
            papers[key].append(row[key])
        papers["method"].append(method)
        papers["status"].append(status)
        papers["n_claims"].append(len(found))
        papers["n_numeric"].append(sum(c.kind in NUMERIC_KINDS for c in found))
        papers["datasets"].append([c.name for c in found if c.kind == "dataset"])
        papers["hardware"].append([c.name for c in found if c.kind == "hardware"])
        papers["urls"].append([c.name for c in found if c.kind in ("code_url", "url")])
        for i, c in enumerate(found):
            s, e = next(((s, e) for s, e in spans if s <= c.start < e), (0, len(abstract)))
            claims["claim_id"].append(f"{pid}-{i:03d}")
            claims["paper_id"].append(pid)
            claims["sentence"].append(abstract[s:max(e, c.end)])
            for key in ("kind", "value", "value_high", "unit", "qualifier", "name", "metric", "dataset",
                        "baseline", "hardware", "text", "start", "end", "rule"):
                claims[key].append(getattr(c, key))
    return (pl.DataFrame(papers, schema={k: v.dtype.type for k, v in PAPERS.columns.items()}),
            pl.DataFrame(claims, schema={k: v.dtype.type for k, v in CLAIMS.columns.items()}))
