"""``abstract-claims verify [DIR]``: is this copy of the dataset intact, and the release it says it is?

A user who downloaded ``data/`` needs one command that fails on a tampered, truncated or mixed-up
copy. It recomputes the SHA-256 and size of every file listed in ``DIR/croissant.json``, validates
both tables against the pandera schemas, checks that every ``claims.paper_id`` is in ``papers`` and
that every evidence span is exactly ``abstract[start:end]``, that each CSV holds the rows of its
Parquet file, and that the Parquet files carry the release metadata of Croissant's version. Every
problem is collected and named (file, then what is wrong), so one run shows all of them.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import polars as pl
import pyarrow.parquet as pq
from pandera.errors import SchemaError, SchemaErrors

from abstract_claims.schemas.tables import CLAIMS, PAPERS

from abstract_claims.pipeline.run import OUTPUTS
from abstract_claims.files import join_lists, sha256_file

RELEASE_KEYS = ("dataset_version", "extractor_version", "seeds_sha256", "build_command")


def _short(text: str, limit: int = 160) -> str:
    text = text.splitlines()[0] if text else ""
    return text if len(text) <= limit else text[:limit] + "..."


def check_files(folder: Path, meta: dict) -> list[str]:
    """Problems with the files listed in the Croissant metadata: missing, wrong size, wrong hash."""
    problems = []
    listed = {f.get("contentUrl"): f for f in meta.get("distribution", []) if f.get("@type") == "cr:FileObject"}
    problems += [f"croissant.json: lists no FileObject for {name}" for name in OUTPUTS if name not in listed]
    for name, entry in listed.items():
        if not isinstance(name, str) or Path(name).name != name:
            problems.append(f"croissant.json: FileObject {name!r} is not a file name inside the dataset folder")
            continue
        path = folder / name
        if not path.is_file():
            problems.append(f"{name}: missing")
            continue
        size, expected_size = path.stat().st_size, entry.get("contentSize", "").removesuffix(" B")
        if expected_size and str(size) != expected_size:
            problems.append(f"{name}: {size} bytes, croissant.json says {expected_size} (truncated or altered)")
        digest = sha256_file(path)
        if digest != entry.get("sha256"):
            problems.append(f"{name}: sha256 is {digest}, croissant.json says {entry.get('sha256')}")
    return problems


def _schema_problems(name: str, schema: object, frame: pl.DataFrame) -> list[str]:
    try:
        schema.validate(frame, lazy=True)
    except (SchemaErrors, SchemaError) as exc:
        errors = exc.schema_errors if isinstance(exc, SchemaErrors) else [exc]
        return [f"{name}: schema: {_short(str(err))}" for err in errors]
    return []


def check_tables(papers: pl.DataFrame, claims: pl.DataFrame) -> list[str]:
    """Schema and cross-table problems: unknown paper_id, evidence spans that differ from the abstract."""
    problems = _schema_problems("papers.parquet", PAPERS, papers) + _schema_problems("claims.parquet", CLAIMS, claims)
    if not ({"paper_id", "abstract"} <= set(papers.columns) and {"claim_id", "paper_id", "text", "start", "end"} <= set(claims.columns)):
        return problems + ["claims.parquet: cross-table checks skipped: key columns are missing"]
    try:
        return problems + _cross_table(papers, claims)
    except pl.exceptions.PolarsError as exc:  # e.g. a start column that is not a number
        return problems + [f"claims.parquet: cross-table checks failed to run ({_short(str(exc), 100)})"]


def _cross_table(papers: pl.DataFrame, claims: pl.DataFrame) -> list[str]:
    problems = []
    orphans = claims.join(papers.select("paper_id"), on="paper_id", how="anti")
    if orphans.height:
        eg = ", ".join(f"{r['claim_id']} -> {r['paper_id']}" for r in orphans.head(3).iter_rows(named=True))
        problems.append(f"claims.parquet: {orphans.height} claims whose paper_id is not in papers (e.g. {eg})")
    spans = (claims.select("claim_id", "paper_id", "text", "start", "end")
             .join(papers.select("paper_id", "abstract"), on="paper_id", how="inner")
             .with_columns(pl.col("abstract").str.slice(pl.col("start"), pl.col("end") - pl.col("start")).alias("span"))
             .filter(pl.col("span").ne_missing(pl.col("text"))))
    if spans.height:
        eg = "; ".join(f"{r['claim_id']}: text {r['text']!r} but abstract[{r['start']}:{r['end']}] is {r['span']!r}"
                       for r in spans.head(3).iter_rows(named=True))
        problems.append(f"claims.parquet: {spans.height} evidence spans do not match their abstract (e.g. {eg})")
    return problems


def check_csv(folder: Path, table: str, frame: pl.DataFrame) -> list[str]:
    """The CSV must hold exactly the Parquet rows (list columns ``; ``-joined), byte for byte."""
    path = folder / f"{table}.csv"
    if not path.is_file():
        return []  # already reported by check_files
    joined = join_lists(frame)
    expected, actual = joined.write_csv().encode("utf-8"), path.read_bytes()
    if expected == actual:
        return []
    line = next((i for i, (a, b) in enumerate(zip(expected.splitlines(), actual.splitlines()), 1) if a != b),
                min(expected.count(b"\n"), actual.count(b"\n")) + 1)
    return [f"{table}.csv: does not hold the rows of {table}.parquet (first difference at line {line})"]


def check_release_metadata(folder: Path, table: str, version: str | None) -> list[str]:
    """Each Parquet file names its release; it must be the version that croissant.json describes."""
    meta = {k.decode(): v.decode() for k, v in (pq.read_schema(folder / f"{table}.parquet").metadata or {}).items()}
    problems = [f"{table}.parquet: key-value metadata lacks {key}" for key in RELEASE_KEYS if key not in meta]
    if version and meta.get("dataset_version", version) != version:
        problems.append(f"{table}.parquet: dataset_version {meta['dataset_version']}, croissant.json says {version}")
    return problems


def _read_parquet(folder: Path, table: str, problems: list[str]) -> pl.DataFrame | None:
    path = folder / f"{table}.parquet"
    if not path.is_file():
        return None
    try:
        return pl.read_parquet(path)
    except Exception as exc:  # noqa: BLE001 - any reader error means the file is damaged
        problems.append(f"{table}.parquet: not a readable Parquet file ({_short(str(exc), 100)})")
        return None


def verify(folder: Path) -> tuple[list[str], list[str]]:
    """``(problems, report)`` for the dataset in ``folder``; no problems means the copy is intact."""
    problems: list[str] = []
    meta: dict = {}
    croissant = folder / "croissant.json"
    if not folder.is_dir():
        return [f"{folder}: no such folder"], []
    try:
        meta = json.loads(croissant.read_text(encoding="utf-8"))
    except FileNotFoundError:
        problems.append("croissant.json: missing (nothing to check the hashes against)")
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        problems.append(f"croissant.json: not valid JSON ({exc})")
    if meta:
        problems += check_files(folder, meta)
    tables = {t: _read_parquet(folder, t, problems) for t in ("papers", "claims")}
    report = [f"{len(meta.get('distribution', []))} files match the SHA-256 and sizes in croissant.json"]
    if tables["papers"] is not None and tables["claims"] is not None:
        papers, claims = tables["papers"], tables["claims"]
        problems += check_tables(papers, claims)
        for table, frame in tables.items():
            problems += check_csv(folder, table, frame) + check_release_metadata(folder, table, meta.get("version"))
        report += [f"papers: {papers.height} rows, claims: {claims.height} rows, both valid against the schemas",
                   f"every claims.paper_id is in papers; all {claims.height} evidence spans match their abstracts",
                   "each CSV holds the rows of its Parquet file; both Parquet files carry the release metadata"]
    return problems, report


def cmd_verify(args: argparse.Namespace) -> int:
    from abstract_claims.cli import project_root

    folder = Path(args.dir) if args.dir else project_root() / "data"
    problems, report = verify(folder)
    if problems:
        print(f"verify {folder}: FAILED, {len(problems)} problem{'s' if len(problems) > 1 else ''}", file=sys.stderr)
        print("\n".join(f"  - {p}" for p in problems), file=sys.stderr)
        return 1
    meta = json.loads((folder / "croissant.json").read_text(encoding="utf-8"))
    print(f"verify {folder}: OK, abstract-claims {meta.get('version')} ({meta.get('datePublished')})")
    print("\n".join(f"  {line}" for line in report))
    return 0


def add(sub: argparse._SubParsersAction) -> None:
    """Register ``verify`` (called from ``extract.cli.extra_commands``)."""
    v = sub.add_parser("verify", help="check a copy of the dataset: hashes, schemas, evidence spans")
    v.add_argument("dir", nargs="?", help="the dataset folder (default: data/)")
    v.set_defaults(func=cmd_verify)
