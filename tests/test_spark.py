"""The batch core on a local Spark session gives the same tables as a local run (issue 6).

Needs Java 17+ and the ``spark`` extra (``pip install -e '.[test,spark]'``, which ``.ci/run``
installs); a missing Java fails here with a message saying so, rather than being skipped.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import polars as pl
import pytest

from abstract_claims.pipeline.run import run

DEV_CORPUS = Path(__file__).resolve().parent.parent.parent / "shared" / "corpora" / "dev.jsonl"


def _java_version() -> str:
    java = shutil.which("java") or (Path(os.environ["JAVA_HOME"]) / "bin" / "java" if "JAVA_HOME" in os.environ else None)
    if not java:
        pytest.fail("Spark needs Java 17 or newer: no 'java' on PATH and no JAVA_HOME (install e.g. openjdk-17-jre-headless)")
    out = subprocess.run([str(java), "-version"], capture_output=True, text=True)
    return out.stderr.splitlines()[0] if out.stderr else ""


@pytest.fixture(scope="module")
def spark():
    _java_version()
    from pyspark.sql import SparkSession

    os.environ["PYSPARK_PYTHON"] = sys.executable  # executors run this interpreter, with this package
    session = (SparkSession.builder.master("local[2]").appName("abstract-claims-test")
               .config("spark.driver.host", "127.0.0.1").config("spark.driver.bindAddress", "127.0.0.1")
               .config("spark.ui.enabled", "false").config("spark.sql.shuffle.partitions", "2")
               .config("spark.sql.execution.arrow.maxRecordsPerBatch", "500").getOrCreate())
    session.sparkContext.setLogLevel("ERROR")
    yield session
    session.stop()


def _sorted(df: pl.DataFrame, key: str) -> pl.DataFrame:
    return df.sort(key)


def test_spark_run_equals_local_run(spark, tmp_path: Path) -> None:
    from abstract_claims.pipeline.spark import canonical, extract

    if not DEV_CORPUS.exists():
        pytest.fail(f"{DEV_CORPUS} is missing: the shared corpora must sit beside the checkout")
    local = tmp_path / "local"
    run(DEV_CORPUS, local, workers=1)
    want_papers = pl.read_parquet(local / "papers.parquet")
    want_claims = pl.read_parquet(local / "claims.parquet")

    rows = canonical(spark.read.json(str(DEV_CORPUS)), source=DEV_CORPUS.name).repartition(3)
    papers, claims = extract(rows)
    got_papers = pl.from_arrow(papers.toArrow())
    got_claims = pl.from_arrow(claims.toArrow())

    assert got_claims.schema == want_claims.schema
    assert got_papers.schema == want_papers.schema
    assert got_papers.height == want_papers.height == 3000
    assert got_claims.height == want_claims.height > 2000
    assert _sorted(got_claims, "claim_id").equals(_sorted(want_claims, "claim_id"))
    assert _sorted(got_papers, "paper_id").equals(_sorted(want_papers, "paper_id"))


def test_canonical_derives_content_ids_and_drops_blank_abstracts(spark) -> None:
    from abstract_claims.pipeline.ingest import content_id
    from abstract_claims.pipeline.spark import canonical

    df = spark.createDataFrame([("We get 2x faster decoding.", 2024), ("  ", 2024), (None, 2023), ("We get 2x faster decoding.", 2025)],
                               "abstract string, year long")
    got = canonical(df, source="mine.parquet").orderBy("year").collect()
    assert len(got) == 1
    assert got[0]["paper_id"] == content_id("We get 2x faster decoding.")
    assert (got[0]["source"], got[0]["venue"], got[0]["title"]) == ("mine.parquet", None, None)
