"""Drive the batch core over an input and publish its files as one set.

Input is read in batches, extracted in a process pool (order preserved, so the output is the same
whatever the number of workers), validated batch by batch against the pandera schemas, and
streamed into the run's own private folder (``files.Staging``). Derived files follow (the release
adds the audit page and the card), then ``croissant.json`` with the SHA-256 of every file, so every
output can be checked with ``abstract-claims verify``. Only when everything succeeded is the whole
set renamed into place under the output folder's lock; an error, Ctrl-C or SIGTERM removes the
private folder and leaves the files already published byte-identical. A ``kill -9`` can leave the
private folder behind (never a half-written output); the next run into the folder removes it.
"""

from __future__ import annotations

import ctypes
import json
import os
import signal
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable, Generator, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

import polars as pl
import pyarrow as pa
import pyarrow.parquet as pq

from abstract_claims import __version__
from abstract_claims.files import OUTPUTS, Staging, join_lists, sha256_files, signals_held
from abstract_claims.pipeline.batch import DEFAULT_TIMEOUT, extract_batch, extract_batch_explained
from abstract_claims.pipeline.ingest import INPUT_SCHEMA, Options, Tally, batches, list_inputs
from abstract_claims.pipeline.progress import Progress
from abstract_claims.schemas.tables import validate, validate_numbers

__all__ = ["OUTPUTS", "Summary", "run", "provenance", "count_rows", "Interrupted"]

# Batches validated and written at a time: one pandera call and one Parquet row group per chunk
# (16,384 abstracts with the default batch size). Bounded, so memory stays flat.
FLUSH_BATCHES = 4
# The provenance every output carries as Parquet key-value metadata (the release adds its own keys).
PROVENANCE_KEYS = ("dataset_version", "extractor_version", "input", "input_sha256", "command", "options")


@dataclass
class Summary:
    """What one run did, for the closing lines and for tests."""

    abstracts: int = 0
    claims: int = 0
    per_kind: Counter = field(default_factory=Counter)
    empty: int = 0
    repeated: int = 0
    timeouts: int = 0
    timed_out: list[str] = field(default_factory=list)  # "paper_id (source)" of each timed-out abstract
    errors: int = 0
    failed: list[str] = field(default_factory=list)  # "paper_id (source): error" of each abstract whose extraction raised
    numbers: int = 0  # rows of numbers.parquet, with --explain
    seconds: float = 0.0
    files: list[str] = field(default_factory=list)  # published, in order

    def line(self) -> str:
        kinds = ", ".join(f"{k} {n}" for k, n in sorted(self.per_kind.items()))
        return (f"{self.abstracts} abstracts, {self.claims} claims ({kinds}); skipped: {self.empty} empty, "
                f"{self.repeated} repeated, {self.timeouts} timed out, {self.errors} failed; {self.seconds:.1f} s")


def provenance(source: Path, *, opts: Options, timeout: float | None) -> dict[str, str]:
    """The Parquet key-value metadata of a run: who made the files, from what, and how.

    ``options`` holds every reading and extraction option that can change the rows (JSON, sorted
    keys); ``command`` is the command line that repeats the run (``--workers`` and ``--batch-size``
    never change the rows, so they are left out, as are options at their defaults).
    """
    options = {"text_column": opts.text_column, "id_column": opts.id_column, "encoding_errors": opts.encoding_errors,
               "strict": opts.strict, "timeout": timeout}
    return {"dataset_version": __version__, "extractor_version": __version__, "input": _name(source),
            "input_sha256": sha256_files(list_inputs(source)), "command": _command(source, opts, timeout),
            "options": json.dumps(options, sort_keys=True)}


def _command(source: Path, opts: Options, timeout: float | None) -> str:
    defaults = Options()
    parts = ["abstract-claims extract", _arg(_name(source))]
    for name in ("text_column", "id_column", "encoding_errors"):
        if getattr(opts, name) != getattr(defaults, name):
            parts.append(f"--{name.replace('_', '-')} {_arg(getattr(opts, name))}")
    if opts.strict:
        parts.append("--strict")
    if timeout is None:
        parts.append("(timeout=None: run from Python, no time bound)")
    elif timeout != DEFAULT_TIMEOUT:
        parts.append(f"--timeout {timeout:g}")
    return " ".join(parts)


def _name(source: Path) -> str:
    """The input's own name (a folder's or a file's), never the path to it: outputs must not depend on where it lay."""
    return source.resolve().name or str(source)


def _arg(text: str) -> str:
    return text if text and all(c.isalnum() or c in "._-/" for c in text) else json.dumps(text, ensure_ascii=False)


class _Writer:
    """One table written as Parquet and CSV, row group by row group, into the run's private folder."""

    def __init__(self, stage: Staging, table: str, metadata: dict[str, str]):
        self.metadata = metadata
        self.parquet_file: BinaryIO = stage.create(f"{table}.parquet")
        self.csv: BinaryIO = stage.create(f"{table}.csv")
        self.pq: pq.ParquetWriter | None = None
        self.header = True

    def write(self, df: pl.DataFrame) -> None:
        table = df.to_arrow()
        if self.pq is None:
            schema = table.schema.with_metadata(self.metadata)
            self.pq = pq.ParquetWriter(self.parquet_file, schema, compression="zstd")
        self.pq.write_table(table.replace_schema_metadata(self.pq.schema.metadata), row_group_size=1 << 20)
        join_lists(df).write_csv(self.csv, include_header=self.header)  # CSV cannot hold lists: '; '-joined
        self.header = False

    def close(self, empty: pl.DataFrame) -> None:
        if self.pq is None:
            self.write(empty)
        assert self.pq is not None  # write() opened it
        self.pq.close()
        self.parquet_file.close()
        self.csv.close()

    def discard(self) -> None:
        if self.pq is not None:
            try:
                self.pq.close()
            except Exception:  # noqa: BLE001 - best effort while cleaning up
                pass
        self.parquet_file.close()
        self.csv.close()


Tables = tuple[pl.DataFrame, pl.DataFrame, pl.DataFrame | None]  # papers, claims, numbers (with --explain)


def _extract(args: tuple[pa.RecordBatch, float | None, bool]) -> Tables:
    batch, timeout, explain = args
    if explain:
        return extract_batch_explained(batch, timeout=timeout)
    papers, claims = extract_batch(batch, timeout=timeout)
    return papers, claims, None


def _worker_init() -> None:
    """Workers leave Ctrl-C to the parent (which stops them), die at once on SIGTERM, and die with
    their parent: after a ``kill -9`` of the run nothing else would ever stop them."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    if sys.platform.startswith("linux"):
        parent = os.getppid()
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
        if os.getppid() != parent:  # the parent died before prctl took effect
            os._exit(1)


def _stop(pool: ProcessPoolExecutor) -> None:
    """Cancel queued batches and end the workers now: a failed run must not wait for them.

    A worker ended while it sends a result leaves half a message in the result pipe. The executor's
    thread then waits in ``recv`` for the rest, for ever, and the interpreter's exit joins that thread:
    the process never ends (seen about once in 40 interrupted runs under load). Once every worker is
    gone, closing the parent's copy of the pipe's write end turns that wait into end-of-file, which the
    thread treats as a broken pool and ends.
    """
    procs = list((getattr(pool, "_processes", None) or {}).values())  # no public API before Python 3.14
    call_queue = getattr(pool, "_call_queue", None)
    results = getattr(pool, "_result_queue", None)  # shutdown() forgets it: keep it now
    if call_queue is not None:  # at exit, never wait to flush work into a pipe no worker reads any more: the
        call_queue.cancel_join_thread()  # executor's thread could hang there (CPython gh-107219, fixed on Windows only)
    pool.shutdown(wait=False, cancel_futures=True)
    for proc in procs:
        proc.terminate()
    for proc in procs:
        proc.join(_WORKER_GRACE)
        if proc.is_alive():
            proc.kill()
            proc.join()
    if results is not None:  # no process writes any more: a pending recv now ends at end-of-file
        results._writer.close()


_WORKER_GRACE = 5.0  # seconds a terminated worker has to end before it is killed


def _started() -> None:
    """A no-op task: submitting it starts the workers."""


def _pool(workers: int) -> ProcessPoolExecutor | None:
    """The worker processes, forked now: before any thread (progress) exists, and while the parent
    holds only its imports."""
    if workers <= 1:
        return None
    pool = ProcessPoolExecutor(max_workers=workers, initializer=_worker_init)
    try:
        pool.submit(_started).result()
    except BaseException:
        _stop(pool)
        raise
    return pool


def _results(source: Iterator[pa.RecordBatch], pool: ProcessPoolExecutor | None, workers: int,
             timeout: float | None, explain: bool = False) -> Generator[Tables, None, None]:
    """Extracted batches in input order; at most ``2 * workers`` batches in flight."""
    if pool is None:
        for b in source:
            yield _extract((b, timeout, explain))
        return
    finished = False
    try:
        pending = []
        for b in source:
            pending.append(pool.submit(_extract, (b, timeout, explain)))
            if len(pending) >= 2 * workers:
                yield pending.pop(0).result()
        for f in pending:
            yield f.result()
        finished = True
    finally:
        if finished:
            pool.shutdown()
        else:
            _stop(pool)


class Interrupted(KeyboardInterrupt):
    """SIGINT or SIGTERM, raised like Ctrl-C so that no ``except Exception`` (pandera's checks) swallows it."""

    def __init__(self, signum: int):
        super().__init__(f"stopped by signal {signum}")
        self.signum = signum


def _raise_interrupt(signum: int, frame: object) -> None:
    raise Interrupted(signum)


_HELD = (signal.SIGINT, signal.SIGTERM)
Step = Callable[[Path], None]


def run(source: Path, outdir: Path, *, opts: Options | None = None, workers: int = 1,
        timeout: float | None = DEFAULT_TIMEOUT, metadata: dict[str, str] | None = None,
        progress: Progress | None = None, steps: Sequence[Step] = (), explain: bool = False) -> Summary:
    """Extract every abstract under ``source`` and publish the files into ``outdir`` as one set.

    The set is the four tables (six with ``explain``: also ``numbers``, every number and its verdict)
    and the files ``steps`` derive from them, in order, each called with the private folder that holds
    the tables (the commands end with ``release.croissant.write_croissant``, which lists them all). ``metadata`` adds to or overrides the provenance keys stored in the Parquet files.
    """
    opts = opts or Options()
    started = time.monotonic()
    list_inputs(source)  # a missing or unreadable input fails here, before any folder or process exists
    tally = Tally()
    summary = Summary()
    # Our own handler for both: Polars' SIGINT hook would raise a second KeyboardInterrupt mid-clean-up.
    old = {s: signal.signal(s, _raise_interrupt) for s in _HELD} if _main_thread() else {}
    pool = None
    try:
        with Staging(outdir) as stage:
            pool = _pool(workers)
            if progress:
                progress.start()
            try:
                meta = provenance(source, opts=opts, timeout=timeout) | (metadata or {})
                _extract_into(stage, _results(batches(source, opts=opts, tally=tally), pool, workers, timeout, explain),
                              meta, summary, progress, explain)
            finally:
                if progress:
                    progress.stop()
            for step in steps:
                step(stage.path)
            summary.files = stage.publish()
    except BaseException:
        if pool is not None:
            _stop(pool)  # the workers end now, whatever step failed
        raise
    finally:
        for s, handler in old.items():
            signal.signal(s, handler)
    summary.empty, summary.repeated = tally.empty, tally.repeated
    summary.seconds = time.monotonic() - started
    return summary


def _extract_into(stage: Staging, results: Generator[Tables, None, None], meta: dict[str, str],
                  summary: Summary, progress: Progress | None, explain: bool = False) -> None:
    """Write the extracted batches into the private folder, validated chunk by chunk."""
    writers = {name: _Writer(stage, name, meta) for name in ("papers", "claims", *(("numbers",) if explain else ()))}
    held: list[Tables] = []

    def flush() -> None:
        """Validate and write the held batches as one chunk: pandera's cost is ~40 ms per call
        whatever the rows, and Parquet readers prefer row groups larger than one batch."""
        papers, claims = pl.concat([t[0] for t in held]), pl.concat([t[1] for t in held])
        numbers = pl.concat([t[2] for t in held if t[2] is not None]) if explain else None
        held.clear()
        validate(papers, claims)
        writers["papers"].write(papers)
        writers["claims"].write(claims)
        if numbers is not None:
            validate_numbers(papers, numbers)
            writers["numbers"].write(numbers)
        pa.default_memory_pool().release_unused()  # hand freed Arrow buffers back: flat memory on long runs

    try:
        empty_p = empty_c = empty_n = None
        for papers, claims, numbers in results:
            held.append((papers, claims, numbers))
            if len(held) >= FLUSH_BATCHES:
                flush()
            summary.abstracts += papers.height
            summary.claims += claims.height
            late = papers.filter(pl.col("status") == "timeout")
            summary.timeouts += late.height
            summary.timed_out += [f"{pid} ({src})" for pid, src in late.select("paper_id", "source").iter_rows()]
            summary.per_kind.update(dict(claims.group_by("kind").len().iter_rows()))
            failed = papers.filter(pl.col("status") == "error")
            summary.errors += failed.height
            summary.failed += [f"{pid} ({src}): {err}" for pid, src, err in failed.select("paper_id", "source", "error").iter_rows()]
            summary.numbers += numbers.height if numbers is not None else 0
            empty_p, empty_c = papers.clear(), claims.clear()
            empty_n = numbers.clear() if numbers is not None else None
            if progress:
                progress.add(papers.height)
        if held:
            flush()
        if empty_p is None or (explain and empty_n is None):
            empty_p, empty_c, empty_n = extract_batch_explained(pa.RecordBatch.from_pylist([], schema=INPUT_SCHEMA))
        assert empty_p is not None and empty_c is not None  # set by the loop or by the empty batch above
        writers["papers"].close(empty_p)
        writers["claims"].close(empty_c)
        if explain and empty_n is not None:
            writers["numbers"].close(empty_n)
    except BaseException:
        with signals_held():
            for w in writers.values():
                w.discard()
            results.close()  # stops the worker processes now
        raise


def _main_thread() -> bool:
    return threading.current_thread() is threading.main_thread()


def count_rows(path: Path) -> int | None:
    """Input rows, for the progress line's ETA: exact for Parquet (from the footer), non-blank
    lines for JSON Lines; None when any file has no cheap count (CSV, seed files)."""
    total = 0
    for f in list_inputs(path):
        suffix = f.suffix.lower()
        try:
            if suffix == ".parquet":
                total += pq.ParquetFile(f).metadata.num_rows
            elif suffix in (".jsonl", ".ndjson"):
                with open(f, "rb") as fh:
                    total += sum(1 for line in fh if line.strip())
            else:
                return None
        except (OSError, pa.ArrowException):
            return None  # the reader itself reports what is wrong with the file
    return total
