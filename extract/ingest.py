"""Read abstracts from seed ``.txt`` files, JSON Lines, CSV and Parquet, in batches.

Every reader yields Arrow record batches of one canonical schema (``INPUT_SCHEMA``), so the
extraction core never sees a file format. Bad input raises ``InputError`` naming the file, the
line or row, and the problem; nothing is written before the whole input has been read cleanly
(the writer only renames its temporary files into place at the very end).
"""

from __future__ import annotations

import codecs
import hashlib
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pyarrow as pa
import pyarrow.csv as pacsv
import pyarrow.parquet as pq
import regex

INPUT_SCHEMA = pa.schema([("paper_id", pa.string()), ("venue", pa.string()), ("year", pa.int32()),
                          ("title", pa.string()), ("source", pa.string()), ("abstract", pa.string())])
SUFFIXES = (".txt", ".jsonl", ".ndjson", ".csv", ".parquet")
_HEADER = regex.compile(r"^\s*(?P<venue>[^\d\n]{1,80}?)\s+(?P<year>(?:19|20)\d\d)\b")


class InputError(ValueError):
    """Input that cannot be read; the message names the file, the line or row, and the problem."""


@dataclass
class Options:
    """How to read user files."""

    text_column: str = "abstract"
    id_column: str = "id"
    encoding_errors: str = "strict"  # or "replace"
    strict: bool = False  # null/empty abstracts and repeated abstracts are errors instead of skipped
    batch_size: int = 2048


@dataclass
class Tally:
    """What reading skipped, for the summary line."""

    read: int = 0
    empty: int = 0
    repeated: int = 0
    seen: set[str] = field(default_factory=set)  # paper_ids read so far: ids only (~100 bytes each), so memory stays small


def content_id(abstract: str) -> str:
    """The paper_id of an abstract without a given id: stable under reordering and new files."""
    return hashlib.sha256(abstract.encode("utf-8")).hexdigest()[:16]


def list_inputs(path: Path) -> list[Path]:
    """The input files of a path (a file, or every supported file under a folder, sorted)."""
    if not path.exists():
        raise InputError(f"{path}: no such file or folder")
    if path.is_file():
        if path.suffix.lower() not in SUFFIXES:
            raise InputError(f"{path}: unsupported file type {path.suffix!r} (expected one of {', '.join(SUFFIXES)})")
        return [path]
    files = sorted(p for p in path.rglob("*") if p.is_file() and p.suffix.lower() in SUFFIXES
                   and not any(part.startswith(".") for part in p.relative_to(path).parts))
    if not files:
        raise InputError(f"{path}: folder holds no input files ({', '.join(SUFFIXES)})")
    return files


def _decode(path: Path, data: bytes, errors: str) -> str:
    if data.startswith(codecs.BOM_UTF8):
        data = data[len(codecs.BOM_UTF8):]
    try:
        return data.decode("utf-8", errors=errors)
    except UnicodeDecodeError as exc:
        line = data[:exc.start].count(b"\n") + 1
        col = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        raise InputError(f"{path}: line {line}, column {col}: bytes are not UTF-8 ({data[exc.start:exc.start + 4]!r}); "
                         f"use --encoding-errors replace to go on") from None


def _seed_rows(path: Path, source: str, opts: Options) -> Iterator[tuple[dict, str]]:
    text = _decode(path, path.read_bytes(), opts.encoding_errors).replace("\r\n", "\n").replace("\r", "\n")
    if not text.strip():
        raise InputError(f"{path}: file is empty")
    lines = text.split("\n")
    header = _HEADER.match(lines[0])
    if not header or not lines[0].strip() or (len(lines) > 1 and lines[1].strip()):
        raise InputError(f"{path}: line 1: missing header line such as 'ICML 2026 Papers' followed by a blank line "
                         f"(found {lines[0][:60]!r})")
    venue, year = header["venue"].strip(), int(header["year"])
    para: list[str] = []
    start_line = 0
    for n, line in enumerate(lines[1:] + [""], 2):
        if line.strip():
            if not para:
                start_line = n
            para.append(line)
        elif para:
            yield {"paper_id": None, "venue": venue, "year": year, "title": None, "source": source,
                   "abstract": "\n".join(para).strip()}, \
                f"line {start_line}"
            para = []


def _record(obj: dict, where: str, source: str, opts: Options) -> dict:
    if opts.text_column not in obj:
        raise InputError(f"{where}: no {opts.text_column!r} field (fields: {', '.join(map(str, obj)) or 'none'}); "
                         f"use --text-column")
    text = obj[opts.text_column]
    if text is not None and not isinstance(text, str):
        raise InputError(f"{where}: {opts.text_column!r} is {type(text).__name__}, not text")
    year = obj.get("year")
    try:
        year = int(year) if year not in (None, "") else None
    except (TypeError, ValueError):
        raise InputError(f"{where}: year {year!r} is not a whole number") from None
    pid = obj.get(opts.id_column)
    return {"paper_id": None if pid in (None, "") else str(pid), "venue": obj.get("venue"), "year": year,
            "title": obj.get("title"), "source": source, "abstract": text}


def _jsonl_rows(path: Path, source: str, opts: Options) -> Iterator[tuple[dict, str]]:
    empty = True
    with open(path, "rb") as fh:
        for n, raw in enumerate(fh, 1):
            if n == 1 and raw.startswith(codecs.BOM_UTF8):
                raw = raw[len(codecs.BOM_UTF8):]
            try:
                line = raw.decode("utf-8", errors=opts.encoding_errors)
            except UnicodeDecodeError as exc:
                raise InputError(f"{path}: line {n}, byte {exc.start + 1}: bytes are not UTF-8; "
                                 f"use --encoding-errors replace to go on") from None
            if not line.strip():
                continue
            empty = False
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as exc:
                raise InputError(f"{path}: line {n}: broken JSON ({exc.msg} at column {exc.colno})") from None
            if not isinstance(obj, dict):
                raise InputError(f"{path}: line {n}: expected a JSON object, found {type(obj).__name__}")
            yield _record(obj, f"{path}: line {n}", source, opts), f"line {n}"
    if empty:
        raise InputError(f"{path}: file is empty")


def _table_rows(batches: Iterator[pa.RecordBatch], path: Path, source: str, opts: Options) -> Iterator[tuple[dict, str]]:
    row = 0
    for batch in batches:
        if opts.text_column not in batch.schema.names:
            raise InputError(f"{path}: no {opts.text_column!r} column (columns: {', '.join(batch.schema.names)}); "
                             f"use --text-column")
        col = batch.schema.field(opts.text_column).type
        if not (pa.types.is_string(col) or pa.types.is_large_string(col) or pa.types.is_null(col)):
            raise InputError(f"{path}: column {opts.text_column!r} is {col}, not text")
        for obj in batch.to_pylist():
            row += 1
            yield _record(obj, f"{path}: row {row}", source, opts), f"row {row}"
    if row == 0:
        raise InputError(f"{path}: file is empty (no rows)")


def _csv_batches(path: Path, opts: Options) -> Iterator[pa.RecordBatch]:
    if path.stat().st_size == 0:
        raise InputError(f"{path}: file is empty")
    try:
        reader = pacsv.open_csv(path, read_options=pacsv.ReadOptions(block_size=1 << 22),
                                convert_options=pacsv.ConvertOptions(
                                    column_types={opts.text_column: pa.string(), opts.id_column: pa.string()}))
        yield from reader
    except pa.ArrowInvalid as exc:
        msg = str(exc).splitlines()[0]
        if "UTF8" in msg or "utf8" in msg.lower():
            msg += "; use --encoding-errors replace to go on" if opts.encoding_errors == "strict" else ""
        raise InputError(f"{path}: {msg}") from None


def _parquet_batches(path: Path, opts: Options) -> Iterator[pa.RecordBatch]:
    try:
        pf = pq.ParquetFile(path)
        yield from pf.iter_batches(batch_size=opts.batch_size)
    except (pa.ArrowInvalid, OSError) as exc:
        raise InputError(f"{path}: not a readable Parquet file ({str(exc).splitlines()[0]})") from None


def rows(path: Path, *, root: Path, opts: Options) -> Iterator[tuple[dict, str]]:
    """The raw records of one file with a location string (``line 3``, ``row 12``) for each."""
    source = path.name if root.is_file() else path.relative_to(root).as_posix()
    suffix = path.suffix.lower()
    if suffix == ".txt":
        yield from _seed_rows(path, source, opts)
    elif suffix in (".jsonl", ".ndjson"):
        yield from _jsonl_rows(path, source, opts)
    elif suffix == ".csv":
        if opts.encoding_errors == "replace":
            data = _decode(path, path.read_bytes(), "replace").encode("utf-8")
            yield from _table_rows(iter(pacsv.read_csv(pa.py_buffer(data), convert_options=pacsv.ConvertOptions(
                column_types={opts.text_column: pa.string(), opts.id_column: pa.string()})).to_batches()), path, source, opts)
        else:
            yield from _table_rows(_csv_batches(path, opts), path, source, opts)
    else:
        yield from _table_rows(_parquet_batches(path, opts), path, source, opts)


def batches(path: Path, *, opts: Options, tally: Tally) -> Iterator[pa.RecordBatch]:
    """Canonical input batches from a file or folder; empty abstracts and repeats are counted in ``tally``."""
    files = list_inputs(path)
    buf: list[dict] = []
    for f in files:
        for rec, where in rows(f, root=path, opts=opts):
            text = rec["abstract"]
            if text is None or not text.strip():
                if opts.strict:
                    raise InputError(f"{f}: {where}: abstract is null or empty (--strict)")
                tally.empty += 1
                continue
            given = rec["paper_id"] is not None
            pid = rec["paper_id"] if given else content_id(text)
            if pid in tally.seen:
                if given or opts.strict:
                    raise InputError(f"{f}: {where}: duplicate id {pid!r} (first at {_first_at(path, pid, opts=opts)})")
                tally.repeated += 1
                continue
            tally.seen.add(pid)
            tally.read += 1
            rec["paper_id"] = pid
            buf.append(rec)
            if len(buf) >= opts.batch_size:
                yield pa.RecordBatch.from_pylist(buf, schema=INPUT_SCHEMA)
                buf = []
    if buf:
        yield pa.RecordBatch.from_pylist(buf, schema=INPUT_SCHEMA)


def _first_at(path: Path, pid: str, *, opts: Options) -> str:
    """Where ``pid`` first occurs, for the duplicate-id error: found by reading again, since only
    the ids are kept while reading (locations for millions of rows would not be flat memory)."""
    for f in list_inputs(path):
        for rec, where in rows(f, root=path, opts=opts):
            text = rec["abstract"]
            if text is not None and text.strip() and (rec["paper_id"] or content_id(text)) == pid:
                return f"{f}: {where}"
    return "an earlier row"


def sha256_of(paths: list[Path]) -> str:
    """One SHA-256 over the input files (names and bytes, in order), for the release metadata."""
    h = hashlib.sha256()
    for p in paths:
        h.update(p.name.encode("utf-8") + b"\0")
        with open(p, "rb") as fh:
            for chunk in iter(lambda: fh.read(1 << 20), b""):
                h.update(chunk)
    return h.hexdigest()
