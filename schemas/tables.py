"""The pandera schemas of the published tables: the single source of truth for columns.

``PAPERS`` and ``CLAIMS`` give every column its type, nullability, checks and description; the
dataset card's column tables and the Croissant RecordSets are generated from them
(``column_table``), never typed by hand. ``validate`` runs both schemas plus the cross-table
evidence checks (every ``claims.paper_id`` is in ``papers``; ``abstract[start:end] == text``).
"""

from __future__ import annotations

import pandera.polars as pa
import polars as pl
from pandera.errors import SchemaError, SchemaErrors

__all__ = ["PAPERS", "CLAIMS", "NUMBERS", "EVIDENCE", "SchemaViolation", "validate", "column_table", "LIST_COLUMNS",
           "NUMERIC_KINDS", "ENTITY_KINDS", "KINDS", "UNITS", "QUALIFIERS"]

from abstract_claims.schemas.domain import (ENTITY_KINDS, KINDS, LIST_COLUMNS, NUMERIC_KINDS, QUALIFIERS,
                                          REASONS, STATUSES, UNITS, VERDICTS)


def _finite(col: str) -> pa.Check:
    return pa.Check(lambda data: data.lazyframe.select(pl.col(col).is_finite()), name=f"{col}_is_finite",
                    error=f"{col} must be a finite number (no NaN or infinity)")


PAPERS = pa.DataFrameSchema(
    {
        "paper_id": pa.Column(pl.Utf8, unique=True, description=(
            "Stable id: the input's id column when given, else the first 16 hex digits of the SHA-256 of the "
            "abstract (never derived from row order).")),
        "venue": pa.Column(pl.Utf8, nullable=True, description="Venue, from the seed header (`ICML`) or the input's venue column."),
        "year": pa.Column(pl.Int32, nullable=True, checks=pa.Check.in_range(1900, 2100),
                          description="Publication year, from the seed header or the input's year column."),
        "title": pa.Column(pl.Utf8, nullable=True, description="Paper title when the input gives one (seed files do not)."),
        "source": pa.Column(pl.Utf8, description="The input file the abstract came from, relative to the input root."),
        "abstract": pa.Column(pl.Utf8, checks=pa.Check.str_length(min_value=1), description="The abstract, verbatim."),
        "method": pa.Column(pl.Utf8, nullable=True, description=(
            "Name of the proposed method or artifact (`SCALE`, `Q-Sched`); the acronym when name and acronym are "
            "given; null when the abstract names none.")),
        "status": pa.Column(pl.Utf8, checks=pa.Check.isin(STATUSES), description=(
            "`ok`; `timeout` when matching exceeded the per-abstract time budget; `error` when extraction of this "
            "abstract raised (then no claims are kept, and the run goes on).")),
        "error": pa.Column(pl.Utf8, nullable=True, description=(
            "For status `error`: the exception class and message, so the abstract can be reported; else null.")),
        "n_claims": pa.Column(pl.Int32, checks=pa.Check.ge(0), description="Number of rows in `claims` for this paper."),
        "n_numeric": pa.Column(pl.Int32, checks=pa.Check.ge(0), description="Number of numeric claims (speedup ... model_size)."),
        "datasets": pa.Column(pl.List(pl.Utf8), description="Distinct dataset and benchmark names (`; `-joined in CSV)."),
        "hardware": pa.Column(pl.List(pl.Utf8), description="Distinct named compute devices (`; `-joined in CSV)."),
        "urls": pa.Column(pl.List(pl.Utf8), description="Distinct normalized URLs, code and other (`; `-joined in CSV)."),
    },
    strict=True,
    ordered=True,
    name="papers",
)

CLAIMS = pa.DataFrameSchema(
    {
        "claim_id": pa.Column(pl.Utf8, unique=True, description="Unique, stable id: `paper_id` + `-` + position of the row in its paper."),
        "paper_id": pa.Column(pl.Utf8, description="Joins to `papers.paper_id`."),
        "kind": pa.Column(pl.Utf8, checks=pa.Check.isin(KINDS), description=(
            "speedup, reduction, improvement, score, count, model_size (numeric); dataset, hardware, code_url, url (entities).")),
        "value": pa.Column(pl.Float64, nullable=True, checks=_finite("value"), description=(
            "Normalized number (`82.3%` -> 82.3, `48k` -> 48000, `12 ms` -> 0.012); low end of a range; null for entity kinds.")),
        "value_high": pa.Column(pl.Float64, nullable=True, checks=_finite("value_high"),
                                description="High end of a range (`5.6--8.3%`), else null."),
        "unit": pa.Column(pl.Utf8, nullable=True, checks=pa.Check.isin(UNITS), description=(
            "x, %, pp, points, params, count, bytes, seconds, orders_of_magnitude; null for a plain number or an entity.")),
        "qualifier": pa.Column(pl.Utf8, nullable=True, checks=pa.Check.isin(QUALIFIERS), description=(
            "exact, up_to, at_least, at_most, approx or range; null for entity kinds.")),
        "name": pa.Column(pl.Utf8, nullable=True, description="Entity kinds: the dataset, hardware or normalized URL."),
        "metric": pa.Column(pl.Utf8, nullable=True, description="What the number measures or counts (`mAP`, `pass rate`, `benchmark datasets`)."),
        "dataset": pa.Column(pl.Utf8, nullable=True, description="Dataset bound to the claim in its clause."),
        "baseline": pa.Column(pl.Utf8, nullable=True, description="Compared-against system bound to the claim in its clause."),
        "hardware": pa.Column(pl.Utf8, nullable=True, description="Device bound to the claim in its clause."),
        "text": pa.Column(pl.Utf8, checks=pa.Check.str_length(min_value=1), description="Evidence span: exactly `abstract[start:end]`."),
        "start": pa.Column(pl.Int64, checks=pa.Check.ge(0), description="Start offset of the span in the abstract (Unicode code points)."),
        "end": pa.Column(pl.Int64, checks=pa.Check.ge(1), description="End offset (exclusive) of the span."),
        "sentence": pa.Column(pl.Utf8, description="The sentence that contains the span."),
        "rule": pa.Column(pl.Utf8, description="The extractor rule that produced the row (`<kind>.<tier>.<name>`), for auditing."),
    },
    checks=[
        pa.Check(lambda d: d.lazyframe.select(pl.col("value_high").is_null() | (pl.col("value_high") >= pl.col("value"))),
                 name="value_high_ge_value", error="value_high must be >= value"),
        pa.Check(lambda d: d.lazyframe.select(pl.col("end") > pl.col("start")), name="end_after_start",
                 error="end must be greater than start"),
        pa.Check(lambda d: d.lazyframe.select((pl.col("qualifier") == "range") == pl.col("value_high").is_not_null()
                                              | pl.col("qualifier").is_null()),
                 name="range_has_value_high", error="qualifier 'range' goes with a value_high, and only it"),
    ],
    strict=True,
    ordered=True,
    name="claims",
)

# Written by ``extract --explain``: every number the grammar found, and what became of it.
NUMBERS = pa.DataFrameSchema(
    {
        "paper_id": pa.Column(pl.Utf8, description="Joins to `papers.paper_id`."),
        "text": pa.Column(pl.Utf8, checks=pa.Check.str_length(min_value=1), description="The number as written: exactly `abstract[start:end]`."),
        "start": pa.Column(pl.Int64, checks=pa.Check.ge(0), description="Start offset in the abstract (Unicode code points)."),
        "end": pa.Column(pl.Int64, checks=pa.Check.ge(1), description="End offset (exclusive)."),
        "value": pa.Column(pl.Float64, nullable=True, checks=_finite("value"), description="The number's value as the grammar read it."),
        "unit": pa.Column(pl.Utf8, nullable=True, description="The unit the grammar read (`%`, `x`, `seconds` ...), before any kind decided."),
        "verdict": pa.Column(pl.Utf8, checks=pa.Check.isin(VERDICTS), description=(
            "The claim kind the number became (it is then a row of `claims`), or `not_claim`.")),
        "reason": pa.Column(pl.Utf8, nullable=True, checks=pa.Check.isin(REASONS), description=(
            "For `not_claim`: why (setting, name_part, year_or_date, math, list_marker, ordinal, own_part, background, "
            "citation_or_reference), or `unexplained` when no rule decided; null for claims.")),
        "rule": pa.Column(pl.Utf8, description="The claim's rule, or `reason.<reason>`."),
    },
    checks=[
        pa.Check(lambda d: d.lazyframe.select(pl.col("end") > pl.col("start")), name="end_after_start",
                 error="end must be greater than start"),
        pa.Check(lambda d: d.lazyframe.select((pl.col("verdict") == "not_claim") == pl.col("reason").is_not_null()),
                 name="reason_iff_not_claim", error="reason is given for not_claim rows, and only for them"),
    ],
    strict=True,
    ordered=True,
    name="numbers",
)

# The claims joined with their paper's abstract: the schema itself checks every evidence span.
EVIDENCE = pa.DataFrameSchema(
    {"claim_id": pa.Column(pl.Utf8), "paper_id": pa.Column(pl.Utf8), "text": pa.Column(pl.Utf8),
     "start": pa.Column(pl.Int64), "end": pa.Column(pl.Int64),
     "abstract": pa.Column(pl.Utf8, nullable=True, checks=pa.Check(
         lambda d: d.lazyframe.select(pl.col("abstract").is_not_null()), name="paper_id_in_papers",
         error="claims.paper_id must be in papers"))},
    checks=[pa.Check(lambda d: d.lazyframe.select(
        pl.col("abstract").str.slice(pl.col("start"), pl.col("end") - pl.col("start")) == pl.col("text")),
        name="span_matches_abstract", error="abstract[start:end] must equal text")],
    strict=False,
    name="claims evidence",
)


class SchemaViolation(ValueError):
    """A table broke its schema; the message lists each failed check with example rows."""


def _explain(table: str, exc: SchemaErrors | SchemaError, key: pl.DataFrame | None = None) -> str:
    lines = [f"{table}: schema validation failed"]
    errors = exc.schema_errors if isinstance(exc, SchemaErrors) else [exc]
    for err in errors[:20]:
        fc = getattr(err, "failure_cases", None)
        sample = ""
        if isinstance(fc, pl.DataFrame) and fc.height:
            sample = f" (e.g. {fc.head(3).to_dicts()})"
        lines.append(f"  - {err.reason_code.name if err.reason_code else 'error'}: {str(err).splitlines()[0]}{sample}")
    return "\n".join(lines)


def validate_numbers(papers: pl.DataFrame, numbers: pl.DataFrame) -> None:
    """Validate a ``numbers`` table and its spans against the abstracts; raise ``SchemaViolation``."""
    try:
        NUMBERS.validate(numbers, lazy=True)
    except (SchemaErrors, SchemaError) as exc:
        raise SchemaViolation(_explain("numbers", exc)) from None
    joined = numbers.join(papers.select("paper_id", "abstract"), on="paper_id", how="left")
    bad = joined.filter(pl.col("abstract").is_null()
                        | (pl.col("abstract").str.slice(pl.col("start"), pl.col("end") - pl.col("start")) != pl.col("text")))
    if bad.height:
        raise SchemaViolation(f"numbers: {bad.height} rows whose span is not abstract[start:end] or whose paper is "
                              f"missing (e.g. {bad.select('paper_id', 'text', 'start', 'end').head(3).to_dicts()})")


def validate(papers: pl.DataFrame, claims: pl.DataFrame) -> None:
    """Validate both tables and their evidence; raise ``SchemaViolation`` naming each problem."""
    for table, schema, frame in (("papers", PAPERS, papers), ("claims", CLAIMS, claims)):
        try:
            schema.validate(frame, lazy=True)
        except (SchemaErrors, SchemaError) as exc:
            raise SchemaViolation(_explain(table, exc)) from None
    joined = claims.select("claim_id", "paper_id", "text", "start", "end").join(
        papers.select("paper_id", "abstract"), on="paper_id", how="left")
    try:
        EVIDENCE.validate(joined, lazy=True)
    except (SchemaErrors, SchemaError) as exc:
        raise SchemaViolation(_explain("claims", exc)) from None


def column_table(schema: pa.DataFrameSchema) -> str:
    """A Markdown table of the schema's columns: name, type, nullable, description."""
    rows = ["| column | type | nullable | description |", "|---|---|---|---|"]
    for name, col in schema.columns.items():
        rows.append(f"| `{name}` | {col.dtype} | {'yes' if col.nullable else 'no'} | {col.description or ''} |")
    return "\n".join(rows)
