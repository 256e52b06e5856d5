"""Read abstracts from seed ``.txt`` files, JSON Lines, CSV and Parquet, in batches.

Every reader yields Arrow record batches of one canonical schema (``INPUT_SCHEMA``), so the
extraction core never sees a file format. Bad input raises ``InputError`` naming the file, the
line or row, and the problem; nothing is written before the whole input has been read cleanly
(the writer only renames its temporary files into place at the very end).
"""

from __future__ import annotations

import codecs
import csv
import hashlib
import json
import mmap
import re
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import pyarrow as pa
import pyarrow.csv as pacsv
import pyarrow.parquet as pq
import regex

from abstract_claims.files import shown
from abstract_claims.pipeline.seen import SeenIds

INPUT_SCHEMA = pa.schema([("paper_id", pa.string()), ("venue", pa.string()), ("year", pa.int32()),
                          ("title", pa.string()), ("source", pa.string()), ("abstract", pa.string())])
SUFFIXES = (".txt", ".jsonl", ".ndjson", ".csv", ".parquet")
# Matched against the first 200 characters only: a header is short, and a long run of spaces
# would make the overlapping ``\s`` and ``[^\d\n]`` pieces backtrack for minutes.
_HEADER = regex.compile(r"^\s{0,20}(?P<venue>[^\d\n]{1,80}?)\s{1,20}(?P<year>(?:19|20)\d\d)\b")
_HEADER_WIDTH = 200
YEARS = (1900, 2100)  # the range the papers schema accepts
_NUMBER_ONLY = regex.compile(r"\s{0,20}[-+]?(?:\d[\d,]{0,40}(?:\.\d{0,40})?|\.\d{1,40})(?:[eE][-+]?\d{1,4})?\s{0,20}")
_SURROGATE = regex.compile(r"[\ud800-\udfff]")
# CSV quoting as pyarrow reads it: a quote opens a field only at the field's start, and inside
# quotes a doubled quote is a literal one. Over bytes, so that a file is scanned without decoding.
_FIELD_QUOTE = re.compile(rb'(?:\A|(?<=[,\r\n]))"')
_QUOTED = re.compile(rb'"[^"]*(?:""[^"]*)*"')
_BLOCK = 1 << 22  # pyarrow's CSV block: a record must fit in one, so a bigger one is retried with bigger blocks
_MAX_BLOCK = 1 << 30
RAMP = (64, 256, 1024)  # the sizes of the first batches, before ``Options.batch_size``
READ_COLUMNS = ("venue", "year", "title")  # read besides the text and id columns
_CSV_NULLS = frozenset(pacsv.ConvertOptions().null_values)  # "", "NA", "null", "NaN" ...: what pyarrow reads as null


class InputError(ValueError):
    """Input that cannot be read; the message names the file, the line or row, and the problem."""


@dataclass
class Options:
    """How to read user files."""

    text_column: str = "abstract"
    id_column: str = "id"
    encoding_errors: str = "strict"  # or "replace"
    strict: bool = False  # null/empty abstracts and repeated abstracts are errors instead of skipped
    batch_size: int = 4096  # large enough that per-batch validation and pool overhead stay small


@dataclass
class Tally:
    """What reading skipped, for the summary line."""

    read: int = 0
    empty: int = 0
    repeated: int = 0
    seen: SeenIds = field(default_factory=SeenIds)  # paper_ids read so far


def content_id(abstract: str) -> str:
    """The paper_id of an abstract without a given id: stable under reordering and new files."""
    return hashlib.sha256(abstract.encode("utf-8")).hexdigest()[:16]


def list_inputs(path: Path) -> list[Path]:
    """The input files of a path (a file, or every supported file under a folder, sorted)."""
    if not path.exists():
        raise InputError(f"{shown(path)}: no such file or folder")
    if not path.is_file() and not path.is_dir():
        raise InputError(f"{shown(path)}: not a regular file or a folder")
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
    header = _HEADER.match(lines[0][:_HEADER_WIDTH])
    if not header or not lines[0].strip() or (len(lines) > 1 and lines[1].strip()):
        raise InputError(f"{path}: line 1: missing header line such as 'ICML 2026 Papers' followed by a blank line "
                         f"(found {lines[0][:60]!r})")
    if not any(line.strip() for line in lines[1:]):
        raise InputError(f"{path}: no abstracts after the header line")
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


def _text(value: object, name: str, where: str, opts: Options) -> str | None:
    """A text field as valid UTF-8 text, or None; JSON escapes can smuggle in unpaired surrogates."""
    if value is None:
        return None
    if not isinstance(value, str):
        raise InputError(f"{where}: {name!r} is {type(value).__name__} ({str(value)[:40]!r}), not text")
    bad = _SURROGATE.search(value)
    if bad is None:
        return value
    if opts.encoding_errors == "replace":
        return _SURROGATE.sub("\ufffd", value)
    raise InputError(f"{where}: {name!r} holds an unpaired surrogate ({bad[0]!r}) at character {bad.start() + 1}, "
                     f"which is not UTF-8; use --encoding-errors replace to go on")


def read_year(value: object, where: str) -> int | None:
    """A year as an int within the schema's range; 2020.0 is 2020, 2020.7 and True are errors."""
    if value is None or value == "":
        return None
    year = None
    if isinstance(value, int) and not isinstance(value, bool):
        year = value
    elif isinstance(value, float) and value.is_integer():
        year = int(value)
    elif isinstance(value, str):
        try:
            year = int(value.strip())
        except ValueError:
            pass
    if isinstance(value, str) and year is None:
        text = value.strip()
        if text.lstrip("+-").isascii() and text.lstrip("+-").isdigit():  # too many digits for int(): no year
            digits = sum(c.isdigit() for c in text)
            raise InputError(f"{where}: year {text[:12] + '...'!r} ({digits} digits) is outside {YEARS[0]}-{YEARS[1]}")
        try:
            number = float(text)
            year = int(number) if number.is_integer() else None
        except (ValueError, OverflowError):
            pass
    if year is None:
        raise InputError(f"{where}: year {str(value)[:40]!r} is not a whole number")
    if not YEARS[0] <= year <= YEARS[1]:
        raise InputError(f"{where}: year {year} is outside {YEARS[0]}-{YEARS[1]}")
    return year


def _record(obj: dict, where: str, source: str, opts: Options) -> dict:
    if opts.text_column not in obj:
        raise InputError(f"{where}: no {opts.text_column!r} field (fields: {', '.join(map(str, obj)) or 'none'}); "
                         f"use --text-column")
    pid = obj.get(opts.id_column)
    return {"paper_id": None if pid in (None, "") else _text(str(pid), opts.id_column, where, opts),
            "venue": _text(obj.get("venue"), "venue", where, opts), "year": read_year(obj.get("year"), where),
            "title": _text(obj.get("title"), "title", where, opts), "source": source,
            "abstract": _text(obj[opts.text_column], opts.text_column, where, opts)}


def _jsonl_rows(path: Path, source: str, opts: Options) -> Iterator[tuple[dict, str]]:
    empty = True
    has_field = False  # once a line has the text field, a line without it is a null abstract, not a wrong column
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
            obj = _json_line(line.rstrip("\r\n"), f"{path}: line {n}")  # stripped: a column points into the line
            if not isinstance(obj, dict):
                raise InputError(f"{path}: line {n}: expected a JSON object, found {type(obj).__name__}")
            if opts.text_column in obj:
                has_field = True
            elif has_field:
                obj[opts.text_column] = None
            yield _record(obj, f"{path}: line {n}", source, opts), f"line {n}"
    if empty:
        raise InputError(f"{path}: file is empty")


def _json_line(text: str, where: str) -> object:
    """One JSON value, every way it can fail named: broken syntax, nesting past Python's recursion
    limit, a number too long for ``int`` (Python refuses over 4,300 digits)."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(f"{where}, column {exc.colno}: broken JSON ({exc.msg.removesuffix(' at')})") from None
    except RecursionError:
        raise InputError(f"{where}: JSON nested too deeply to read") from None
    except ValueError as exc:
        if "digits" not in str(exc):
            raise
        raise InputError(f"{where}: broken JSON (a number has more than {sys.get_int_max_str_digits()} digits)") from None


def _is_text(t: pa.DataType) -> bool:
    if pa.types.is_dictionary(t):
        t = t.value_type
    return pa.types.is_string(t) or pa.types.is_large_string(t) or pa.types.is_string_view(t) or pa.types.is_null(t)


class _Rows(Sequence[str]):
    """``row N`` for the rows of a table chunk, from its first row number (no list per row)."""

    def __init__(self, first: int, count: int):
        self.first, self.rows = first, count

    def __len__(self) -> int:
        return self.rows

    def __getitem__(self, i):  # an int index is all the readers use
        if not 0 <= i < self.rows:
            raise IndexError(i)
        return f"row {self.first + i}"


def _utf8(batch: pa.RecordBatch, name: str, path: Path, first: int) -> pa.Array:
    """A text column as ``string``; bytes that are not UTF-8 (Parquet does not check) name their row."""
    col = batch.column(name).cast(pa.string())
    try:
        col.validate(full=True)
    except pa.ArrowInvalid as exc:
        at = regex.search(r"index (\d{1,12})", str(exc))
        row = f"row {first + int(at[1])}: " if at else ""
        raise InputError(f"{path}: {row}column {name!r} holds bytes that are not UTF-8") from None
    return col


def _canonical(batch: pa.RecordBatch, path: Path, source: str, opts: Options, first: int, *,
               untyped: bool) -> pa.RecordBatch:
    """One batch of a CSV or Parquet file in the canonical schema, column by column (every row
    kept; ``batches`` drops empty and repeated ones). Strings decoded from UTF-8 hold no surrogate,
    so only the JSON reader looks for them. ``first``: the row number of the batch's first row."""
    try:
        names = batch.schema.names
    except UnicodeDecodeError as exc:  # Arrow does not check the header's bytes
        raise InputError(f"{path}: {'line 1: ' if untyped else ''}column names are not UTF-8 "
                         f"({exc.object[exc.start:exc.start + 4]!r})"
                         f"{'; use --encoding-errors replace to go on' if untyped else ''}") from None
    for name in (opts.text_column, opts.id_column, *READ_COLUMNS):
        if names.count(name) > 1:
            raise InputError(f"{path}: {'line 1: ' if untyped else ''}column {name!r} appears {names.count(name)} times; "
                             "rename or drop the repeats")
    if opts.text_column not in names:
        raise InputError(f"{path}: no {opts.text_column!r} column (columns: {', '.join(names)}); use --text-column")
    col = batch.schema.field(opts.text_column).type
    if not _is_text(col):
        raise InputError(f"{path}: column {opts.text_column!r} is {col}, not text; use --text-column")
    abstract = _utf8(batch, opts.text_column, path, first)
    if untyped:  # CSV: a column of bare numbers is the wrong column
        for i, text in enumerate(abstract.to_pylist()):
            if isinstance(text, str) and _NUMBER_ONLY.fullmatch(text):
                raise InputError(f"{path}: row {first + i}: column {opts.text_column!r} holds a number "
                                 f"({text.strip()[:40]!r}), not text; use --text-column")
    n = batch.num_rows
    texts = {}
    for name in ("venue", "title"):
        if name not in names:
            texts[name] = pa.nulls(n, pa.string())
        elif _is_text(batch.schema.field(name).type):
            texts[name] = _utf8(batch, name, path, first)
        else:
            for i, value in enumerate(batch.column(name).to_pylist() if batch.column(name).null_count < n else ()):
                if value is not None:  # a column of another type is only allowed when it is all null
                    raise InputError(f"{path}: row {first + i}: {name!r} is {type(value).__name__} ({str(value)[:40]!r}), not text")
            texts[name] = pa.nulls(n, pa.string())
    ids: list[str | None] = [None] * n
    if opts.id_column in names:
        raw = (_utf8(batch, opts.id_column, path, first) if _is_text(batch.schema.field(opts.id_column).type)
               else batch.column(opts.id_column)).to_pylist()
        ids = [None if v in (None, "") else str(v) for v in raw]
    years: list[int | None] = [None] * n
    if "year" in names:  # CSV years are read as text (a 5,000-digit one is no float): its null spellings are null
        years = [read_year(None if untyped and isinstance(v, str) and v.strip() in _CSV_NULLS else v, f"{path}: row {first + i}")
                 for i, v in enumerate(batch.column("year").to_pylist())]
    return pa.RecordBatch.from_arrays(
        [pa.array(ids, pa.string()), texts["venue"], pa.array(years, pa.int32()), texts["title"],
         pa.array([source] * n, pa.string()), abstract], schema=INPUT_SCHEMA)


def _table_chunks(batches: Iterator[pa.RecordBatch], path: Path, source: str, opts: Options, *,
                  untyped: bool = False) -> Iterator[tuple[pa.RecordBatch, Sequence[str]]]:
    """Canonical chunks of a CSV or Parquet file; ``untyped`` (CSV) also refuses a text column of bare numbers."""
    row = 0
    for batch in batches:
        yield _canonical(batch, path, source, opts, row + 1, untyped=untyped), _Rows(row + 1, batch.num_rows)
        row += batch.num_rows
    if row == 0:
        raise InputError(f"{path}: file is empty (no rows)")


def _dict_chunks(records: Iterator[tuple[dict, str]], opts: Options) -> Iterator[tuple[pa.RecordBatch, list[str]]]:
    """Canonical chunks of records read one by one (seed files, JSON Lines), with their locations."""
    buf: list[dict] = []
    wheres: list[str] = []
    for rec, where in records:
        buf.append(rec)
        wheres.append(where)
        if len(buf) >= opts.batch_size:
            yield pa.RecordBatch.from_pylist(buf, schema=INPUT_SCHEMA), wheres
            buf, wheres = [], []
    if buf:
        yield pa.RecordBatch.from_pylist(buf, schema=INPUT_SCHEMA), wheres


def _csv_where(path: Path) -> str:
    """``row N, line L: `` of the first ragged record (pyarrow's parse errors carry no row number)."""
    limit = csv.field_size_limit()
    csv.field_size_limit(sys.maxsize)
    reader = None
    try:
        with open(path, encoding="utf-8-sig", errors="replace", newline="") as fh:
            reader = csv.reader(fh)
            width = len(next(reader, []))
            for n, record in enumerate(reader, 1):
                if record and len(record) != width:
                    return f"row {n}, line {reader.line_num}: "
    except csv.Error:
        return f"line {reader.line_num}: " if reader is not None else ""
    finally:
        csv.field_size_limit(limit)
    return ""


def _unclosed_quote(data: bytes | mmap.mmap) -> int | None:
    """The line where a quoted field opens and runs to the end of the file, if one does.

    pyarrow reads such a field as one long value (the rest of the file): silently wrong, so every
    CSV is scanned first. Only fields that open with a quote cost a step; the scan runs in ``re``.
    """
    pos = 0
    while (start := _FIELD_QUOTE.search(data, pos)) is not None:
        quoted = _QUOTED.match(data, start.start())
        if quoted is None:
            return data[:start.start()].count(b"\n") + 1
        pos = quoted.end()
    return None


def _check_quotes(path: Path, data: bytes | None) -> None:
    if data is None:
        with open(path, "rb") as fh, mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ) as view:
            line = _unclosed_quote(view)
    else:
        line = _unclosed_quote(data)
    if line is not None:
        raise InputError(f"{path}: line {line}: a quoted field opens here and is never closed (a '\"' is missing)")


def _csv_batches(path: Path, opts: Options) -> Iterator[pa.RecordBatch]:
    """Batches of a CSV file. A record larger than pyarrow's block (a field over ~4 MB) is read by
    starting again with four times the block and skipping the rows already given."""
    if path.stat().st_size == 0:
        raise InputError(f"{path}: file is empty")
    data = _decode(path, path.read_bytes(), "replace").encode("utf-8") if opts.encoding_errors == "replace" else None
    _check_quotes(path, data)
    given, block = 0, _BLOCK
    types = {name: pa.string() for name in (opts.text_column, opts.id_column, "year")}
    while True:
        try:
            # newlines_in_values: abstracts quoted over several lines must not desync the block chunker
            reader = pacsv.open_csv(pa.BufferReader(data) if data is not None else path,
                                    read_options=pacsv.ReadOptions(block_size=block),
                                    parse_options=pacsv.ParseOptions(newlines_in_values=True),
                                    convert_options=pacsv.ConvertOptions(column_types=types))
            skip = given
            for batch in reader:
                if skip >= batch.num_rows:
                    skip -= batch.num_rows
                    continue
                batch, skip = batch.slice(skip), 0
                given += batch.num_rows
                yield batch
            return
        except pa.ArrowInvalid as exc:
            msg = str(exc).splitlines()[0][:200]
            if "straddling" in msg and block < _MAX_BLOCK:
                block *= 4
                continue
            if "straddling" in msg:
                raise InputError(f"{path}: a record is larger than {_MAX_BLOCK >> 20} MB") from None
            if "utf8" in msg.lower():
                _decode(path, path.read_bytes(), "strict")  # raises, naming the line and column
            raise InputError(f"{path}: {_csv_where(path)}{msg}") from None


def _parquet_batches(path: Path, opts: Options) -> Iterator[pa.RecordBatch]:
    if path.stat().st_size == 0:
        raise InputError(f"{path}: file is empty")
    try:
        # no pre-buffering: it keeps read-ahead buffers alive and memory would grow with the file
        pf = pq.ParquetFile(path, pre_buffer=False, buffer_size=1 << 20)
        yield from pf.iter_batches(batch_size=opts.batch_size)
    except (pa.ArrowInvalid, OSError) as exc:
        raise InputError(f"{path}: not a readable Parquet file ({str(exc).splitlines()[0]})") from None


def chunks(path: Path, *, root: Path, opts: Options) -> Iterator[tuple[pa.RecordBatch, Sequence[str]]]:
    """One file as canonical chunks (every row, none dropped yet), with a location (``line 3``,
    ``row 12``) for each row. Tables are converted column by column, other files record by record."""
    source = path.name if root.is_file() else path.relative_to(root).as_posix()
    try:
        source.encode("utf-8")
    except UnicodeEncodeError:  # the file system gave bytes that are not UTF-8: Python keeps them as surrogates
        if opts.encoding_errors != "replace":
            raise InputError(f"{shown(path)}: file name is not UTF-8; rename the file or use --encoding-errors "
                             "replace to go on") from None
        source = source.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
    suffix = path.suffix.lower()
    if suffix == ".txt":
        yield from _dict_chunks(_seed_rows(path, source, opts), opts)
    elif suffix in (".jsonl", ".ndjson"):
        yield from _dict_chunks(_jsonl_rows(path, source, opts), opts)
    elif suffix == ".csv":
        yield from _table_chunks(_csv_batches(path, opts), path, source, opts, untyped=True)
    else:
        yield from _table_chunks(_parquet_batches(path, opts), path, source, opts)


def rows(path: Path, *, root: Path, opts: Options) -> Iterator[tuple[dict, str]]:
    """The canonical records of one file with a location string for each."""
    for chunk, where in chunks(path, root=root, opts=opts):
        for i, rec in enumerate(chunk.to_pylist()):
            yield rec, where[i]


def _kept(chunk: pa.RecordBatch, where: Sequence[str], f: Path, path: Path, opts: Options,
          tally: Tally) -> pa.RecordBatch | None:
    """The rows of a chunk to extract, with their paper_ids: empty abstracts and repeats dropped
    and counted (or errors, in file order, so the first problem is the one reported)."""
    candidates: list[tuple[int, str | None, bool]] = []  # (row in chunk, paper_id or None if empty, id given)
    for i, (pid, text) in enumerate(zip(chunk.column("paper_id").to_pylist(), chunk.column("abstract").to_pylist())):
        empty = text is None or not text.strip()
        candidates.append((i, None if empty else pid if pid is not None else content_id(text), pid is not None))
    earlier = iter(tally.seen.known([pid for _, pid, _ in candidates if pid is not None]))
    keep: list[int] = []
    ids: list[str] = []
    here: set[str] = set()  # ids of this chunk, for repeats within it
    for i, pid, given in candidates:
        if pid is None:
            if opts.strict:
                raise InputError(f"{f}: {where[i]}: abstract is null or empty (--strict)")
            tally.empty += 1
            continue
        if next(earlier) or pid in here:
            if given or opts.strict:
                raise InputError(f"{f}: {where[i]}: duplicate id {pid!r} (first at {_first_at(path, pid, opts=opts)})")
            tally.repeated += 1
            continue
        here.add(pid)
        keep.append(i)
        ids.append(pid)
    tally.seen.add(ids)
    tally.read += len(keep)
    if not keep:
        return None
    kept = chunk if len(keep) == chunk.num_rows else chunk.take(pa.array(keep, pa.int64()))
    return kept.set_column(0, "paper_id", pa.array(ids, pa.string()))


def _cuts(batch_size: int) -> Iterator[int]:
    """Batch sizes: a few small ones first (so that the first counts, and a rate, come within a
    second), then ``batch_size`` for good. Output does not depend on them."""
    yield from (min(n, batch_size) for n in RAMP)
    while True:
        yield batch_size


def batches(path: Path, *, opts: Options, tally: Tally) -> Iterator[pa.RecordBatch]:
    """Canonical input batches of ``opts.batch_size`` rows from a file or folder (the first few
    smaller); empty abstracts and repeats are dropped and counted in ``tally`` (or are errors, see
    ``Options.strict``)."""
    held: list[pa.RecordBatch] = []
    size = 0
    cuts = _cuts(opts.batch_size)
    want = next(cuts)
    for f in list_inputs(path):
        for chunk, where in chunks(f, root=path, opts=opts):
            kept = _kept(chunk, where, f, path, opts, tally)
            if kept is None:
                continue
            held.append(kept)
            size += kept.num_rows
            while size >= want:  # re-cut into batches of exactly the wanted size
                table = pa.Table.from_batches(held).combine_chunks()
                yield from table.slice(0, want).to_batches()
                rest = table.slice(want)
                held, size = (rest.combine_chunks().to_batches() if rest.num_rows else []), rest.num_rows
                want = next(cuts)
    if tally.read == 0:
        raise InputError(f"{path}: no abstracts to extract ({tally.empty} null or empty, {tally.repeated} repeated)")
    if held:
        yield from pa.Table.from_batches(held).combine_chunks().to_batches()


def _first_at(path: Path, pid: str, *, opts: Options) -> str:
    """Where ``pid`` first occurs, for the duplicate-id error: found by reading again, since only
    the ids are kept while reading (locations for millions of rows would not be flat memory)."""
    for f in list_inputs(path):
        for rec, where in rows(f, root=path, opts=opts):
            text = rec["abstract"]
            if text is not None and text.strip() and (rec["paper_id"] or content_id(text)) == pid:
                return f"{f}: {where}"
    return "an earlier row"
