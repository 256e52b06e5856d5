"""The Python entry points to the published tables: ``load`` the release, ``extract_frame`` your own.

``load`` reads the Parquet files that ship inside the installed package (the build maps the
project's ``data/`` folder to ``abstract_claims/data``, so they are the released files byte for
byte) and checks each against the SHA-256 that ``croissant.json`` records for it.

``extract_frame`` is ``abstract-claims extract`` for data already in memory: the same batch core, the
same skipping of empty and repeated abstracts, the same pandera validation, so the tables are the
rows the command writes for the same input (``source`` says where they came from).

>>> claims = load("claims")
>>> claims.columns[:4]
['claim_id', 'paper_id', 'kind', 'value']
>>> papers, claims = extract_frame(["We are 2x faster on an H100."])
>>> claims.select("kind", "value", "unit", "name").rows()
[('speedup', 2.0, 'x', None), ('hardware', None, None, 'H100')]
"""

from __future__ import annotations

import hashlib
import io
import json
import multiprocessing
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from importlib import metadata, resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import TYPE_CHECKING, Literal, Union
from urllib.parse import urlparse
from urllib.request import url2pathname

import polars as pl
import pyarrow as pa

from abstract_claims.pipeline.batch import DEFAULT_TIMEOUT, extract_batch
from abstract_claims.pipeline.ingest import INPUT_SCHEMA, InputError, content_id, read_year
from abstract_claims.schemas.tables import validate

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["load", "extract_frame", "ReleaseError", "TABLES", "SOURCE"]

TABLES = ("claims", "papers")
SOURCE = "extract_frame"  # the ``source`` of rows extracted in memory (the CLI writes the file name)
BATCH = 4096  # abstracts per call of the batch core: as the CLI, so the prefilter works on full batches
Data = Union[Sequence[str], pl.DataFrame, pa.Table, "pd.DataFrame"]


def _release_folder() -> Traversable:
    """Where the release files of this installation are.

    A wheel (and a strict editable install) holds them in ``abstract_claims/data``: pyproject.toml maps the
    project's ``data/`` folder there. setuptools' default editable install maps only folders with an
    ``__init__.py``, so there the files are read from the checkout it points at (``direct_url.json``,
    PEP 610), which is the same ``data/`` folder.
    """
    packaged = resources.files("abstract_claims").joinpath("data")
    if packaged.is_dir():
        return packaged
    try:
        direct = json.loads(metadata.distribution("abstract-claims").read_text("direct_url.json") or "{}")
    except (metadata.PackageNotFoundError, json.JSONDecodeError):
        return packaged
    url = urlparse(direct.get("url", ""))
    if direct.get("dir_info", {}).get("editable") and url.scheme == "file":
        return Path(url2pathname(url.path)) / "data"
    return packaged


PACKAGED = _release_folder()  # tests point it at a copy


class ReleaseError(RuntimeError):
    """The release files inside the installed package are missing or not the ones built."""


def _packaged(name: str) -> bytes:
    """A file of the release of this installation (see ``_release_folder``)."""
    path = PACKAGED.joinpath(name)
    try:
        return path.read_bytes()
    except FileNotFoundError:
        raise ReleaseError(f"{path}: missing; this installation of abstract-claims ships no release files "
                           "(reinstall the package, or in a checkout run `abstract-claims build`)") from None


def load(table: Literal["claims", "papers"]) -> pl.DataFrame:
    """The released ``claims`` or ``papers`` table, as published in ``data/`` for this version.

    The file's SHA-256 is checked against ``croissant.json`` first, so a damaged or edited copy raises
    ``ReleaseError`` instead of returning other rows than the ones cited.
    """
    if table not in TABLES:
        raise ValueError(f"load: unknown table {table!r}; expected one of {', '.join(map(repr, TABLES))}")
    name = f"{table}.parquet"
    recorded = {f["name"]: f["sha256"] for f in json.loads(_packaged("croissant.json"))["distribution"]}
    raw = _packaged(name)
    digest = hashlib.sha256(raw).hexdigest()
    if digest != recorded.get(name):
        raise ReleaseError(f"{name}: sha256 is {digest}, croissant.json says {recorded.get(name)}; the packaged "
                           "release was changed after it was built (reinstall the package, or in a checkout run "
                           "`abstract-claims build`)")
    return pl.read_parquet(io.BytesIO(raw))


def _as_frame(data: Data, text: str) -> pl.DataFrame:
    """The input as a Polars frame (a list becomes one column named ``text``), or a clear TypeError."""
    if isinstance(data, pl.DataFrame):
        return data
    if isinstance(data, (pa.Table, pa.RecordBatch)):
        return pl.DataFrame(data)
    kind = type(data)
    if kind.__module__.split(".")[0] == "pandas" and kind.__name__ == "DataFrame":
        return pl.from_pandas(data)  # type: ignore[arg-type]  # a pandas DataFrame, found without importing pandas
    if isinstance(data, str):
        raise TypeError("extract_frame: data is one string; pass a list of abstracts, e.g. [text]")
    if isinstance(data, Sequence):
        for i, item in enumerate(data):
            if item is not None and not isinstance(item, str):
                raise TypeError(f"extract_frame: item {i} is {type(item).__name__} ({repr(item)[:40]}), not text")
            if item is not None and not item.isascii():
                try:
                    item.encode("utf-8")
                except UnicodeEncodeError as exc:
                    raise InputError(f"extract_frame: item {i} holds an unpaired surrogate ({item[exc.start]!r}) "
                                     f"at character {exc.start + 1}, which is not UTF-8") from None
        return pl.DataFrame({text: pl.Series(list(data), dtype=pl.String)})
    raise TypeError(f"extract_frame: data must be a list of strings, a Polars or pandas DataFrame or an Arrow "
                    f"table, not {kind.__module__}.{kind.__qualname__}")


def _strings(frame: pl.DataFrame, name: str, *, option: str) -> list[str | None]:
    """A text column's values; other types are only allowed when every value is null."""
    column = frame[name]
    if column.dtype in (pl.Categorical, pl.Enum):
        column = column.cast(pl.String)
    if column.dtype not in (pl.String, pl.Null):
        if column.null_count() == column.len():
            return [None] * column.len()
        raise InputError(f"extract_frame: column {name!r} is {column.dtype}, not text{option}")
    return column.to_list()


def _column(frame: pl.DataFrame, given: str | None, default: str, option: str) -> str | None:
    """The column to read: the one named by the caller (which must exist), else ``default`` if present."""
    if given is None:
        return default if default in frame.columns else None
    if given not in frame.columns:
        raise InputError(f"extract_frame: no {given!r} column (columns: {', '.join(frame.columns) or 'none'}); "
                         f"pass {option}=")
    return given


def _input_batches(frame: pl.DataFrame, *, text: str, id: str | None, title: str | None,
                   source: str) -> Iterator[pa.RecordBatch]:
    """Canonical input batches (``ingest.INPUT_SCHEMA``) with the rows the CLI would extract: null or
    blank abstracts and repeated abstracts skipped, a repeated id an error. Rows are numbered from 0."""
    if text not in frame.columns:
        raise InputError(f"extract_frame: no {text!r} column (columns: {', '.join(frame.columns) or 'none'}); "
                         "pass text=")
    texts = _strings(frame, text, option="; pass text=")
    id_col = _column(frame, id, "id", "id")
    given = ([None if v in (None, "") else str(v) for v in frame[id_col].to_list()] if id_col
             else [None] * frame.height)
    nothing: list[None] = [None] * frame.height
    title_col, venue_col = _column(frame, title, "title", "title"), _column(frame, None, "venue", "")
    titles = _strings(frame, title_col, option="; pass title=") if title_col else nothing
    venues = _strings(frame, venue_col, option="") if venue_col else nothing
    # every row's year is checked, as the CLI does, also on rows skipped below
    years = [read_year(v, f"extract_frame: row {i}") for i, v in enumerate(frame["year"].to_list())] if "year" in frame.columns else nothing
    first: dict[str, int] = {}  # paper_id -> row it was first seen at
    rows: list[tuple[str, str | None, int | None, str | None, str, str]] = []
    for i, (pid, abstract) in enumerate(zip(given, texts)):
        if abstract is None or not abstract.strip():
            continue
        key = pid if pid is not None else content_id(abstract)
        if key in first:
            if pid is not None:
                raise InputError(f"extract_frame: row {i}: duplicate id {pid!r} (first at row {first[key]})")
            continue
        first[key] = i
        rows.append((key, venues[i], years[i], titles[i], source, abstract))
    for start in range(0, len(rows), BATCH):
        chunk = rows[start:start + BATCH]
        yield pa.RecordBatch.from_arrays([pa.array(list(col), type=f.type) for col, f in zip(zip(*chunk), INPUT_SCHEMA)],
                                         schema=INPUT_SCHEMA)


def extract_frame(data: Data, *, text: str = "abstract", id: str | None = None, title: str | None = None,
                  workers: int = 1, timeout: float | None = DEFAULT_TIMEOUT,
                  source: str = SOURCE) -> tuple[pl.DataFrame, pl.DataFrame]:
    """The ``papers`` and ``claims`` tables for abstracts held in memory, validated by the schemas.

    ``data``: a list of abstracts, or a Polars or pandas DataFrame or an Arrow table with a ``text``
    column. ``id`` and ``title`` name the columns holding the paper id and title; left out, the
    columns ``id`` and ``title`` are used when present (as the CLI does), and so are ``venue`` and
    ``year``. Without an id, ``paper_id`` is derived from the abstract's text. As in the CLI, null or
    blank abstracts and repeats of an earlier abstract are skipped, and a repeated id is an error.
    ``workers``: processes to extract with (the output is the same for any number). They are started
    fresh (``forkserver`` or ``spawn``), so a script that passes ``workers`` > 1 needs the usual
    ``if __name__ == "__main__":`` guard.
    ``timeout``: seconds of pattern matching per abstract; past it the paper keeps ``status`` timeout.
    """
    if workers < 1:
        raise ValueError(f"extract_frame: workers must be at least 1, not {workers}")
    frame = _as_frame(data, text)
    batches = _input_batches(frame, text=text, id=id, title=title, source=source)
    run = partial(extract_batch, timeout=timeout)
    if workers == 1:
        results = [run(b) for b in batches]
    else:
        # Never fork this process: Polars' threads may hold locks that a forked child would wait on forever.
        methods = multiprocessing.get_all_start_methods()
        context = multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")
        with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
            results = list(pool.map(run, batches))
    if not results:  # nothing to extract: empty tables with the published columns
        results = [run(pa.RecordBatch.from_pylist([], schema=INPUT_SCHEMA))]
    papers = pl.concat([p for p, _ in results])
    claims = pl.concat([c for _, c in results])
    validate(papers, claims)
    return papers, claims
