"""The batch core on Apache Spark, through ``DataFrame.mapInArrow`` (``pip install 'abstract-claims[spark]'``).

``extract_batch`` is a pure function of an Arrow record batch, so Spark can run it unchanged on
every executor: ``canonical`` maps a DataFrame of abstracts to the input columns the core reads,
``extract`` returns the ``papers`` and ``claims`` DataFrames with exactly the columns and types of
the local files. One ``mapInArrow`` pass produces each paper with its claims nested in it; both
tables are cut from that one (persisted) result, so writing both runs the extractor once.

As a job: ``spark-submit extract/spark.py INPUT OUTPUT`` reads Parquet (any path Spark reads,
``s3a://...`` included) and writes ``OUTPUT/papers`` and ``OUTPUT/claims`` as Parquet.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from typing import TYPE_CHECKING

import polars as pl
import pyarrow as pa

from abstract_claims.schemas.tables import CLAIMS, PAPERS

# Absolute imports: spark-submit runs this file as a script, outside its package.
from abstract_claims.pipeline.batch import DEFAULT_TIMEOUT, extract_batch
from abstract_claims.pipeline.ingest import INPUT_SCHEMA

if TYPE_CHECKING:
    from pyspark.sql import DataFrame

try:  # the module imports without the extra (for docs and doctests); using it needs pyspark
    from pyspark import StorageLevel
    from pyspark.sql import SparkSession
    from pyspark.sql import functions as F
    from pyspark.sql.pandas.types import from_arrow_schema
except ImportError:  # pragma: no cover - exercised only without the extra
    F = None  # type: ignore[assignment]

_ARROW = {pl.Utf8: pa.string(), pl.Int32: pa.int32(), pl.Int64: pa.int64(), pl.Float64: pa.float64(),
          pl.List(pl.Utf8): pa.list_(pa.string())}


def _arrow_schema(schema) -> pa.Schema:
    return pa.schema([(name, _ARROW[col.dtype.type]) for name, col in schema.columns.items()])


PAPERS_ARROW = _arrow_schema(PAPERS)
CLAIMS_ARROW = _arrow_schema(CLAIMS)
# A paper with its claims nested: what one mapInArrow pass returns.
NESTED_ARROW = PAPERS_ARROW.append(pa.field("claims", pa.list_(pa.struct(list(CLAIMS_ARROW)))))


def _need_pyspark() -> None:
    if F is None:
        raise ImportError("extract.spark needs pyspark: pip install 'abstract-claims[spark]' (and Java 17+)")


def canonical(df: DataFrame, *, text_column: str = "abstract", id_column: str = "id",
              source: str | None = None) -> DataFrame:
    """The input columns of the batch core, as the local reader makes them.

    ``paper_id`` is the id column, or (when the frame has none) the first 16 hex digits of the
    SHA-256 of the abstract, and then identical abstracts are kept once; ``source`` is the given
    name, else the name of the file each row came from. Null and blank abstracts are dropped.
    Given ids must be unique (checking would cost a pass over the data).
    """
    _need_pyspark()
    cols = set(df.columns)
    text = F.col(text_column).cast("string")
    pid = F.col(id_column).cast("string") if id_column in cols else F.substring(F.sha2(text, 256), 1, 16)
    src = F.lit(source) if source is not None else F.element_at(F.split(F.input_file_name(), "/"), -1)

    def optional(name: str, kind: str) -> F.Column:
        return (F.col(name) if name in cols else F.lit(None)).cast(kind)

    out = df.select(pid.alias("paper_id"), optional("venue", "string").alias("venue"), optional("year", "int").alias("year"),
                    optional("title", "string").alias("title"), src.alias("source"), text.alias("abstract"))
    out = out.where(F.col("abstract").isNotNull() & (F.trim(F.col("abstract")) != ""))
    return out if id_column in cols else out.dropDuplicates(["paper_id"])


def _nest(papers: pl.DataFrame, claims: pl.DataFrame) -> pa.RecordBatch:
    """Papers with a ``claims`` list column holding each paper's claims, in order."""
    nested = (claims.with_columns(pl.col("paper_id").alias("_paper")).group_by("_paper", maintain_order=True)
              .agg(pl.struct(*CLAIMS_ARROW.names).alias("claims")))
    table = papers.join(nested, left_on="paper_id", right_on="_paper", how="left", maintain_order="left").to_arrow()
    return pa.RecordBatch.from_arrays([table.column(f.name).combine_chunks().cast(f.type) for f in NESTED_ARROW],
                                      schema=NESTED_ARROW)


def _run(timeout: float | None):
    def run(batches: Iterator[pa.RecordBatch]) -> Iterator[pa.RecordBatch]:
        for batch in batches:
            batch = pa.RecordBatch.from_arrays([batch.column(f.name).cast(f.type) for f in INPUT_SCHEMA], schema=INPUT_SCHEMA)
            yield _nest(*extract_batch(batch, timeout=timeout))

    return run


def extract(df: DataFrame, *, timeout: float | None = DEFAULT_TIMEOUT) -> tuple[DataFrame, DataFrame]:
    """``papers`` and ``claims`` for a DataFrame of canonical input rows (see ``canonical``).

    The nested result is persisted (memory, then disk) so that both tables come from one pass;
    call ``.unpersist()`` on either's source when done, or let the session end.
    """
    _need_pyspark()
    nested = df.select(*INPUT_SCHEMA.names).mapInArrow(_run(timeout), from_arrow_schema(NESTED_ARROW))
    nested = nested.persist(StorageLevel.MEMORY_AND_DISK)
    papers = nested.drop("claims")
    claims = nested.select(F.explode("claims").alias("c")).select("c.*")
    return papers, claims


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="spark-submit extract/spark.py",
                                description="Extract claims from Parquet abstracts on a Spark cluster.")
    p.add_argument("input", help="Parquet file or folder (local, hdfs://, s3a://, gs://, abfss://)")
    p.add_argument("output", help="folder for papers/ and claims/ (Parquet)")
    p.add_argument("--text-column", default="abstract")
    p.add_argument("--id-column", default="id")
    p.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT)
    args = p.parse_args(argv)
    _need_pyspark()
    spark = SparkSession.builder.appName("abstract-claims").getOrCreate()
    rows = canonical(spark.read.parquet(args.input), text_column=args.text_column, id_column=args.id_column)
    papers, claims = extract(rows, timeout=args.timeout)
    papers.write.mode("overwrite").parquet(f"{args.output.rstrip('/')}/papers")
    claims.write.mode("overwrite").parquet(f"{args.output.rstrip('/')}/claims")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
