"""The schemas accept the published frames and reject bad ones with readable messages."""

from __future__ import annotations

from pathlib import Path

import polars as pl
import pytest

from abstract_claims.schemas.tables import CLAIMS, PAPERS, SchemaViolation, validate

DATA = Path(__file__).resolve().parent.parent / "data"


@pytest.fixture(scope="module")
def tables() -> tuple[pl.DataFrame, pl.DataFrame]:
    return pl.read_parquet(DATA / "papers.parquet"), pl.read_parquet(DATA / "claims.parquet")


def test_published_tables_are_valid(tables) -> None:
    papers, claims = tables
    validate(papers, claims)
    assert list(papers.columns) == list(PAPERS.columns)
    assert list(claims.columns) == list(CLAIMS.columns)


def _fails(papers: pl.DataFrame, claims: pl.DataFrame, *needles: str) -> None:
    with pytest.raises(SchemaViolation) as err:
        validate(papers, claims)
    for needle in needles:
        assert needle in str(err.value), str(err.value)


def test_span_mismatch_is_rejected(tables) -> None:
    papers, claims = tables
    bad = claims.with_columns(pl.when(pl.col("claim_id") == claims["claim_id"][0]).then(pl.lit("tampered"))
                              .otherwise(pl.col("text")).alias("text"))
    _fails(papers, bad, "span_matches_abstract", "abstract[start:end] must equal text")


def test_unknown_kind_is_rejected(tables) -> None:
    papers, claims = tables
    _fails(papers, claims.with_columns(pl.lit("vibes").alias("kind")), "claims", "kind", "vibes")


def test_value_high_below_value_is_rejected(tables) -> None:
    papers, claims = tables
    bad = claims.with_columns(pl.when(pl.col("value").is_not_null()).then(pl.col("value") - 1).alias("value_high"))
    _fails(papers, bad, "value_high_ge_value")


def test_infinite_value_is_rejected(tables) -> None:
    papers, claims = tables
    bad = claims.with_columns(pl.when(pl.col("value").is_not_null()).then(float("inf")).alias("value"))
    _fails(papers, bad, "value_is_finite")


def test_duplicate_claim_id_is_rejected(tables) -> None:
    papers, claims = tables
    _fails(papers, pl.concat([claims, claims.head(1)]), "claim_id")


def test_orphan_claim_is_rejected(tables) -> None:
    papers, claims = tables
    _fails(papers.filter(pl.col("paper_id") != claims["paper_id"][0]), claims, "paper_id_in_papers")


def test_bad_unit_and_missing_column_are_rejected(tables) -> None:
    papers, claims = tables
    _fails(papers, claims.with_columns(pl.lit("furlongs").alias("unit")), "unit")
    _fails(papers.drop("method"), claims, "papers", "method")
