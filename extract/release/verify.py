"""``abstract-claims verify [DIR]``: is this copy of the dataset intact, and what it says it is?

A user who downloaded a release, or who ran ``extract``, needs one command that fails on a tampered,
truncated or mixed-up copy. It reads ``DIR/croissant.json`` (every malformed shape is a named
problem), recomputes the SHA-256 and size of every file it lists, reports every file in the folder
it does not list (the audit page and the card are files of the release like the tables), validates
both tables against the pandera schemas, checks that every ``claims.paper_id`` is in ``papers``,
that every evidence span is exactly ``abstract[start:end]``, that each CSV holds the rows of its
Parquet file, and that both Parquet files carry their provenance. Only regular files are read (a
FIFO named like a release file is reported, never opened for a blocking read), and the folder is
read under the shared lock that publication waits for, so a run publishing meanwhile cannot mix sets.
Every problem is collected and named (file, then what is wrong), so one run shows all of them.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import stat
import sys
import textwrap
from pathlib import Path

import polars as pl
from pandera.polars import DataFrameSchema
from pandera.errors import SchemaError, SchemaErrors

from abstract_claims.files import (CROISSANT, OUTPUTS, NotRegular, folder_lock, join_lists, open_regular,
                                   parquet_metadata, sha256_file, shown)
from abstract_claims.pipeline.ingest import InputError
from abstract_claims.pipeline.run import PROVENANCE_KEYS
from abstract_claims.schemas.tables import CLAIMS, PAPERS

_JSON_KINDS = {list: "an array", type(None): "null", str: "a string", int: "a number", float: "a number",
               bool: "a boolean", dict: "an object"}


def _short(text: str, limit: int = 160) -> str:
    text = text.splitlines()[0] if text else ""
    return text if len(text) <= limit else text[:limit] + "..."


def _kind(value: object) -> str:
    return _JSON_KINDS.get(type(value), type(value).__name__)


def _read(path: Path) -> bytes:
    with open_regular(path) as fh:
        return fh.read()


def read_croissant(folder: Path) -> tuple[dict | None, list[str]]:
    """``croissant.json`` as a dict with a list ``distribution``, or None and the problem that prevents it."""
    try:
        meta = json.loads(_read(folder / CROISSANT).decode("utf-8"))
    except FileNotFoundError:
        return None, [f"{CROISSANT}: missing (nothing to check the hashes against)"]
    except NotRegular as exc:
        return None, [f"{CROISSANT}: {exc.strerror}"]
    except (json.JSONDecodeError, UnicodeDecodeError, RecursionError) as exc:
        return None, [f"{CROISSANT}: not valid JSON ({exc if not isinstance(exc, RecursionError) else 'nested too deeply'})"]
    if not isinstance(meta, dict):
        return None, [f"{CROISSANT}: not a JSON object but {_kind(meta)}"]
    if "distribution" not in meta:
        return None, [f"{CROISSANT}: no 'distribution' list (nothing to check the files against)"]
    if not isinstance(meta["distribution"], list):
        return None, [f"{CROISSANT}: 'distribution' is {_kind(meta['distribution'])}, not a list"]
    return meta, []


def _entries(meta: dict) -> tuple[dict[str, dict], list[str]]:
    """The FileObjects of the distribution by file name, and the problems of the entries that are not."""
    listed: dict[str, dict] = {}
    problems = []
    for i, entry in enumerate(meta["distribution"]):
        where = f"{CROISSANT}: distribution[{i}]"
        if not isinstance(entry, dict):
            problems.append(f"{where} is {_kind(entry)}, not an object")
        elif entry.get("@type") != "cr:FileObject":
            problems.append(f"{where} is a {entry.get('@type')}, not a cr:FileObject")
        elif not isinstance(entry.get("contentUrl"), str) or not entry["contentUrl"]:
            problems.append(f"{where} has no 'contentUrl' file name")
        elif Path(entry["contentUrl"]).name != entry["contentUrl"] or entry["contentUrl"] in (".", ".."):
            problems.append(f"{where}: {entry['contentUrl']!r} is not a file name inside the dataset folder")
        else:
            listed[entry["contentUrl"]] = entry
    return listed, problems


def check_files(folder: Path, meta: dict) -> list[str]:
    """Problems with the files: listed but missing, not regular, wrong size or hash; present but not listed."""
    listed, problems = _entries(meta)
    problems += [f"{CROISSANT}: lists no FileObject for {name}" for name in OUTPUTS if name not in listed]
    for name, entry in listed.items():
        problems += _check_file(folder / name, name, entry)
    for item in sorted(os.scandir(folder), key=lambda e: e.name):
        if item.name.startswith(".") or item.name == CROISSANT or item.name in listed:
            continue  # hidden files (runs' private folders, .gitattributes) are no release file
        kind = "a folder, " if item.is_dir() else ""
        problems.append(f"{shown(item.name)}{'/' if kind else ''}: {kind}not listed in {CROISSANT}")
    return problems


def _check_file(path: Path, name: str, entry: dict) -> list[str]:
    try:
        size = path.stat().st_size
        digest = sha256_file(path)
    except FileNotFoundError:
        return [f"{name}: missing"]
    except NotRegular as exc:
        return [f"{name}: {exc.strerror}"]
    problems = []
    recorded_size = entry.get("contentSize")
    if not isinstance(recorded_size, str) or not recorded_size.removesuffix(" B").isdigit():
        problems.append(f"{name}: contentSize {recorded_size!r} in {CROISSANT} is not '<bytes> B'")
    elif int(recorded_size.removesuffix(" B")) != size:
        problems.append(f"{name}: {size} bytes, {CROISSANT} says {recorded_size.removesuffix(' B')} (truncated or altered)")
    recorded = entry.get("sha256")
    if not isinstance(recorded, str) or len(recorded) != 64:
        problems.append(f"{name}: sha256 is not recorded in {CROISSANT} (found {recorded!r})")
    elif digest != recorded:
        problems.append(f"{name}: sha256 is {digest}, {CROISSANT} says {recorded}")
    return problems


def _schema_problems(name: str, schema: DataFrameSchema, frame: pl.DataFrame) -> list[str]:
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
    try:
        actual = _read(folder / f"{table}.csv")
    except (FileNotFoundError, NotRegular):
        return []  # already reported by check_files
    expected = join_lists(frame).write_csv().encode("utf-8")
    if expected == actual:
        return []
    line = next((i for i, (a, b) in enumerate(zip(expected.splitlines(), actual.splitlines()), 1) if a != b),
                min(expected.count(b"\n"), actual.count(b"\n")) + 1)
    return [f"{table}.csv: does not hold the rows of {table}.parquet (first difference at line {line})"]


def check_provenance(folder: Path, table: str, version: object) -> list[str]:
    """Each Parquet file says who made it from what (``run.PROVENANCE_KEYS``), for the version croissant.json names."""
    meta = parquet_metadata(folder / f"{table}.parquet")
    problems = [f"{table}.parquet: key-value metadata lacks {key}" for key in PROVENANCE_KEYS if key not in meta]
    if version and meta.get("dataset_version", version) != version:
        problems.append(f"{table}.parquet: dataset_version {meta['dataset_version']}, {CROISSANT} says {version}")
    return problems


def _read_parquet(folder: Path, table: str, problems: list[str]) -> pl.DataFrame | None:
    try:
        data = _read(folder / f"{table}.parquet")
    except (FileNotFoundError, NotRegular):
        return None  # reported by check_files
    try:
        return pl.read_parquet(io.BytesIO(data))
    except Exception as exc:  # noqa: BLE001 - any reader error means the file is damaged
        problems.append(f"{table}.parquet: not a readable Parquet file ({_short(str(exc), 100)})")
        return None


def verify(folder: Path) -> tuple[list[str], list[str]]:
    """``(problems, report)`` for the dataset in ``folder``; no problems means the copy is intact."""
    if not folder.is_dir():
        return [f"{shown(folder)}: no such folder"], []
    with folder_lock(folder, shared=True):
        return _verify(folder)


def _verify(folder: Path) -> tuple[list[str], list[str]]:
    meta, problems = read_croissant(folder)
    if meta is not None:
        problems += check_files(folder, meta)
    tables = {t: _read_parquet(folder, t, problems) for t in ("papers", "claims")}
    report = [f"{len(meta['distribution']) if meta else 0} files match the SHA-256 and sizes in {CROISSANT}"]
    papers, claims = tables["papers"], tables["claims"]
    if papers is not None and claims is not None:
        problems += check_tables(papers, claims)
        for table, frame in (("papers", papers), ("claims", claims)):
            problems += check_csv(folder, table, frame) + check_provenance(folder, table, (meta or {}).get("version"))
        report += [f"papers: {papers.height} rows, claims: {claims.height} rows, both valid against the schemas",
                   f"every claims.paper_id is in papers; all {claims.height} evidence spans match their abstracts",
                   "each CSV holds the rows of its Parquet file; both Parquet files carry their provenance"]
    return problems, report


def default_folder() -> Path:
    """The dataset folder when none is given: the current folder if it holds croissant.json, else its data/."""
    here = Path(".")
    for folder in (here, here / "data"):
        try:
            if stat.S_ISREG(os.stat(folder / CROISSANT).st_mode):
                return folder
        except OSError:
            continue
    raise InputError(f"no dataset in {Path.cwd()}: neither {CROISSANT} nor data/{CROISSANT} is there; pass the dataset "
                     "folder: abstract-claims verify DIR")


def cmd_verify(args: argparse.Namespace) -> int:
    folder = Path(args.dir) if args.dir else default_folder()
    problems, report = verify(folder)
    if problems:
        print(f"verify {shown(folder)}: FAILED, {len(problems)} problem{'s' if len(problems) > 1 else ''}", file=sys.stderr)
        print("\n".join(f"  - {p}" for p in problems), file=sys.stderr)
        return 1
    meta, _ = read_croissant(folder)
    meta = meta or {}
    print(f"verify {shown(folder)}: OK, abstract-claims {meta.get('version')} ({meta.get('datePublished')})")
    print("\n".join(f"  {line}" for line in report))
    return 0


def add(sub: argparse._SubParsersAction) -> None:
    """Register ``verify`` (called from ``abstract_claims.cli.parser``)."""
    v = sub.add_parser(
        "verify", help="check a copy of the dataset or an extract output: hashes, schemas, evidence spans",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description=textwrap.fill(
            "Check that a dataset folder (a release or the output of extract) is intact: every file it holds is listed "
            "in croissant.json with the SHA-256 and size it has now, both tables pass the schemas, every claim's paper "
            "is in papers and every evidence span is abstract[start:end], each CSV holds the rows of its Parquet "
            "file, and both Parquet files carry their provenance. Exit 0 when intact, 1 naming every problem.", 100),
        epilog="examples:\n  abstract-claims verify data\n  abstract-claims verify out\n"
               "  abstract-claims verify          (the current folder, or its data/)")
    v.add_argument("dir", nargs="?", default=None,
                   help="the dataset folder (default: the current folder if it holds croissant.json, else ./data)")
    v.set_defaults(func=cmd_verify)
