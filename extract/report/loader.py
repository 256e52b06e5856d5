"""Read and validate the tables the audit page shows: papers, claims and, when present, numbers.

The page puts every value of these tables in front of a reader's browser, so it never renders a
table it has not checked: each one is validated against its pandera schema (``PAPERS`` and
``CLAIMS`` from ``abstract_claims.schemas.tables``, ``NUMBERS`` below), and every evidence span
against its abstract (``EVIDENCE``), before a byte of HTML is written. A file that is missing,
unreadable or breaks its schema is an ``InputError`` whose one line names the file, the row when
there is one, and the problem (the CLI turns it into exit 2).

``numbers.parquet`` is optional: ``abstract-claims extract --explain`` writes it, one row per
number mention with its verdict (a claim kind, or ``not_claim`` and the reason). The page then
shows the numbers that are not claims faintly, with their reason on hover.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pandera.polars as pa
import polars as pl
import pyarrow
from pandera.errors import SchemaError, SchemaErrors

from abstract_claims.files import parquet_metadata
from abstract_claims.pipeline.ingest import InputError
from abstract_claims.schemas.tables import CLAIMS, EVIDENCE, NUMBERS, PAPERS

PAPERS_FILE, CLAIMS_FILE, NUMBERS_FILE = "papers.parquet", "claims.parquet", "numbers.parquet"
@dataclass(frozen=True)
class Tables:
    """The validated tables of one folder and the build metadata of its claims table."""

    papers: pl.DataFrame
    claims: pl.DataFrame
    numbers: pl.DataFrame | None
    meta: dict[str, str]


def _short(value: object, limit: int = 60) -> str:
    text = str(value)
    return repr(text if len(text) <= limit else text[:limit] + "…")


def _problem(path: Path, exc: SchemaErrors, rows: pl.Series | None = None) -> str:
    """The first failure as one line (schema-level ones first, then the lowest row), and how many there are."""
    cases = exc.failure_cases.sort("index", nulls_last=False, maintain_order=True)
    first = cases.row(0, named=True)
    column, check, value, index = first["column"], first["check"], first["failure_case"], first["index"]
    if check == "column_in_dataframe":
        line = f"{path}: missing column {value!r}; is this an abstract-claims table?"
    elif check == "column_in_schema":
        line = f"{path}: unexpected column {value!r}"
    elif check.startswith("dtype("):
        line = f"{path}: column {column!r} has type {value}, the schema wants {check[7:-2]}"
    else:
        row = index if rows is None or index is None else rows[index]
        where = f"row {row + 1}: " if row is not None else ""
        if check == "not_nullable":
            problem = f"{column} is null"
        elif check == "field_uniqueness":
            problem = f"{column} {_short(value)} is not unique"
        elif first["schema_context"] == "Column":
            problem = f"{column} {_short(value)} fails {check if len(check) <= 80 else check[:80] + '…'}"
        else:
            problem = check
        line = f"{path}: {where}{problem}"
    more = cases.height - 1
    return line + (f" (and {more} more failure{'s' if more > 1 else ''})" if more else "")


def _read(path: Path) -> pl.DataFrame:
    if not path.is_file():
        raise InputError(f"{path}: not found; run `abstract-claims build` or `extract` to make it")
    try:
        return pl.read_parquet(path)
    except (pl.exceptions.PolarsError, pyarrow.ArrowException, OSError) as exc:
        first = (str(exc).strip().splitlines() or [type(exc).__name__])[0][:160]
        raise InputError(f"{path}: not a readable Parquet file ({first})") from None


def _validate(path: Path, schema: pa.DataFrameSchema, frame: pl.DataFrame) -> None:
    try:
        schema.validate(frame, lazy=True)
    except SchemaErrors as exc:
        raise InputError(_problem(path, exc)) from None
    except SchemaError as exc:  # not expected with lazy=True, but never a traceback
        raise InputError(f"{path}: {str(exc).splitlines()[0]}") from None


def _evidence(path: Path, frame: pl.DataFrame, papers: pl.DataFrame) -> None:
    """Every row's paper_id is in papers and its span is exactly ``abstract[start:end]`` (schema ``EVIDENCE``)."""
    rows = frame.with_row_index("row")
    orphans = rows.join(papers.select("paper_id"), on="paper_id", how="anti", maintain_order="left")
    if orphans.height:  # named here rather than by EVIDENCE's check, which cannot say which file it misses
        first = orphans.row(0, named=True)
        raise InputError(f"{path}: row {first['row'] + 1}: paper_id {first['paper_id']!r} is not in {PAPERS_FILE}")
    joined = (rows.select("row", "paper_id", "text", "start", "end")
              .with_columns(pl.col("row").cast(pl.Utf8).alias("claim_id"))
              .join(papers.select("paper_id", "abstract"), on="paper_id", how="left", maintain_order="left"))
    try:
        EVIDENCE.validate(joined, lazy=True)
    except SchemaErrors as exc:
        raise InputError(_problem(path, exc, joined["row"])) from None


def load(folder: Path) -> Tables:
    """Read ``papers.parquet``, ``claims.parquet`` and, if present, ``numbers.parquet`` from ``folder``, validated."""
    papers_path, claims_path, numbers_path = (folder / n for n in (PAPERS_FILE, CLAIMS_FILE, NUMBERS_FILE))
    papers, claims = _read(papers_path), _read(claims_path)
    _validate(papers_path, PAPERS, papers)
    _validate(claims_path, CLAIMS, claims)
    _evidence(claims_path, claims, papers)
    numbers = None
    if numbers_path.exists():
        numbers = _read(numbers_path)
        _validate(numbers_path, NUMBERS, numbers)
        _evidence(numbers_path, numbers, papers)
    try:
        meta = parquet_metadata(claims_path)
    except (pyarrow.ArrowException, OSError) as exc:
        raise InputError(f"{claims_path}: metadata unreadable ({str(exc).splitlines()[0][:160]})") from None
    return Tables(papers, claims, numbers, meta)
