"""File helpers every layer shares: hashing, safe atomic writes, Parquet key-value metadata, CSV lists.

Each exists once here (they were written two to five times before). ``write_atomic`` never opens a
fixed temporary name: ``tempfile.mkstemp`` creates a fresh file with ``O_EXCL`` in the target's folder,
so a planted symlink cannot redirect the write, and a rename publishes the whole file or nothing.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> write_atomic(folder / "a.txt", "hello\\n")
>>> sha256_file(folder / "a.txt")[:12]
'5891b5b522d5'
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from collections.abc import Iterable
from pathlib import Path

import polars as pl
import pyarrow.parquet as pq

_CHUNK = 1 << 20
# mkstemp creates files readable by their owner only; a published file gets the mode a plain open()
# would give it (0666 less the umask), read once at import, while the process is single-threaded
_UMASK = os.umask(0o022)
os.umask(_UMASK)
_FILE_MODE = 0o666 & ~_UMASK


def sha256_file(path: Path) -> str:
    """The SHA-256 of a file's bytes, read in 1 MiB chunks."""
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(_CHUNK), b""):
            h.update(chunk)
    return h.hexdigest()


def sha256_files(paths: Iterable[Path]) -> str:
    """One SHA-256 over several files (each name, a NUL, then its bytes, in order): the input's fingerprint."""
    h = hashlib.sha256()
    for p in paths:
        h.update(p.name.encode("utf-8", "surrogateescape") + b"\0")
        with open(p, "rb") as fh:
            for chunk in iter(lambda: fh.read(_CHUNK), b""):
                h.update(chunk)
    return h.hexdigest()


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` through a fresh private temporary file and one rename."""
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        os.fchmod(fd, _FILE_MODE)
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    finally:
        if os.path.lexists(tmp):
            os.unlink(tmp)


def parquet_metadata(path: Path) -> dict[str, str]:
    """The key-value metadata of a Parquet file as text (pyarrow keeps keys and values as bytes)."""
    raw = pq.read_schema(path).metadata or {}
    return {k.decode("utf-8", "replace"): v.decode("utf-8", "replace") for k, v in raw.items()}


def join_lists(frame: pl.DataFrame) -> pl.DataFrame:
    """List columns `; `-joined, for CSV (which cannot hold nested data)."""
    return frame.with_columns(pl.col(c).list.join("; ") for c, t in frame.schema.items() if isinstance(t, pl.List))
