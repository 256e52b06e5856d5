"""Drive the batch core over an input and publish the four files safely.

Input is read in batches, extracted in a process pool (order preserved, so the output is the same
whatever the number of workers), validated batch by batch against the pandera schemas, and
streamed into temporary files next to the outputs. Only when everything succeeded are the
temporaries renamed into place; an error, Ctrl-C or SIGTERM removes them and leaves the files
already published byte-identical. A ``kill -9`` can leave a stray ``.tmp`` file but never a
half-written output.
"""

from __future__ import annotations

import os
import signal
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import polars as pl
import pyarrow as pa
import pyarrow.parquet as pq

from abstract_claims.files import join_lists
from abstract_claims.schemas.tables import validate

from abstract_claims.pipeline.batch import DEFAULT_TIMEOUT, extract_batch
from abstract_claims.pipeline.ingest import INPUT_SCHEMA, Options, Tally, batches, list_inputs

OUTPUTS = ("papers.parquet", "papers.csv", "claims.parquet", "claims.csv")
# Batches validated and written at a time: one pandera call and one Parquet row group per chunk
# (16,384 abstracts with the default batch size). Bounded, so memory stays flat.
FLUSH_BATCHES = 4


@dataclass
class Summary:
    """What one run did, for the closing line and for tests."""

    abstracts: int = 0
    claims: int = 0
    per_kind: Counter = field(default_factory=Counter)
    empty: int = 0
    repeated: int = 0
    timeouts: int = 0
    timed_out: list[str] = field(default_factory=list)  # "paper_id (source)" of each timed-out abstract
    seconds: float = 0.0

    def line(self) -> str:
        kinds = ", ".join(f"{k} {n}" for k, n in sorted(self.per_kind.items()))
        return (f"{self.abstracts} abstracts, {self.claims} claims ({kinds}); skipped: {self.empty} empty, "
                f"{self.repeated} repeated, {self.timeouts} timed out; {self.seconds:.1f} s")


def _csv_frame(df: pl.DataFrame) -> pl.DataFrame:
    """CSV cannot hold lists: join them with '; '."""
    return join_lists(df)


class _Writer:
    """Parquet and CSV written row group by row group into a temporary path."""

    def __init__(self, final: Path, metadata: dict[str, str]):
        self.final = final
        self.tmp_parquet = final.with_name(f".{final.name}.parquet.tmp")
        self.tmp_csv = final.with_name(f".{final.name}.csv.tmp")
        self.metadata = metadata
        self.pq: pq.ParquetWriter | None = None
        self.csv = open(self.tmp_csv, "wb")
        self.header = True

    def write(self, df: pl.DataFrame) -> None:
        table = df.to_arrow()
        if self.pq is None:
            schema = table.schema.with_metadata(self.metadata)
            self.pq = pq.ParquetWriter(self.tmp_parquet, schema, compression="zstd")
        self.pq.write_table(table.replace_schema_metadata(self.pq.schema.metadata), row_group_size=1 << 20)
        _csv_frame(df).write_csv(self.csv, include_header=self.header)
        self.header = False

    def close(self, empty: pl.DataFrame) -> None:
        if self.pq is None:
            self.write(empty)
        self.pq.close()
        self.csv.close()

    def sync(self) -> None:
        """Flush both temporaries to disk, so a crash after the rename cannot leave an empty file."""
        for p in (self.tmp_parquet, self.tmp_csv):
            fd = os.open(p, os.O_RDONLY)
            try:
                os.fsync(fd)
            finally:
                os.close(fd)

    def commit(self) -> None:
        os.replace(self.tmp_parquet, self.final.with_suffix(".parquet"))
        os.replace(self.tmp_csv, self.final.with_suffix(".csv"))

    def discard(self) -> None:
        if self.pq is not None:
            try:
                self.pq.close()
            except Exception:  # noqa: BLE001 - best effort while cleaning up
                pass
        self.csv.close()
        for p in (self.tmp_parquet, self.tmp_csv):
            p.unlink(missing_ok=True)


def _extract(args: tuple[pa.RecordBatch, float | None]) -> tuple[pl.DataFrame, pl.DataFrame]:
    batch, timeout = args
    return extract_batch(batch, timeout=timeout)


def _worker_init() -> None:
    """Workers leave Ctrl-C to the parent (which stops them), die at once on SIGTERM, and die with
    their parent: after a ``kill -9`` of the run nothing else would ever stop them."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    if sys.platform.startswith("linux"):
        import ctypes

        parent = os.getppid()
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
        if os.getppid() != parent:  # the parent died before prctl took effect
            os._exit(1)


def _stop(pool: ProcessPoolExecutor) -> None:
    """Cancel queued batches and end the workers now: a failed run must not wait for them."""
    procs = list((getattr(pool, "_processes", None) or {}).values())  # no public API before Python 3.14
    pool.shutdown(wait=False, cancel_futures=True)
    for proc in procs:
        proc.terminate()


def _started() -> None:
    """A no-op task: submitting it starts the workers."""


def _results(source: Iterator[pa.RecordBatch], workers: int, timeout: float | None) -> Iterator[tuple[pl.DataFrame, pl.DataFrame]]:
    """Extracted batches in input order; at most ``2 * workers`` batches in flight."""
    if workers <= 1:
        for b in source:
            yield extract_batch(b, timeout=timeout)
        return
    pool = ProcessPoolExecutor(max_workers=workers, initializer=_worker_init)
    finished = False
    try:
        # Fork the workers now, before any input is read: they copy a parent holding only its imports.
        pool.submit(_started).result()
        pending = []
        for b in source:
            pending.append(pool.submit(_extract, (b, timeout)))
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


_HELD = {signal.SIGINT, signal.SIGTERM}


@contextmanager
def _signals_held() -> Iterator[None]:
    """SIGINT and SIGTERM wait, and are then dropped, while files are renamed or cleaned up.

    A signal cannot land between two renames and leave new papers beside old claims, nor stop the
    clean-up of a failed run halfway (a second Ctrl-C; Polars can also re-raise the first one).
    """
    if not _main_thread() or not hasattr(signal, "sigtimedwait"):  # macOS and Windows lack it: no holding
        yield
        return
    signal.pthread_sigmask(signal.SIG_BLOCK, _HELD)
    try:
        yield
    finally:
        while signal.sigtimedwait(_HELD, 0) is not None:
            pass
        signal.pthread_sigmask(signal.SIG_UNBLOCK, _HELD)


def _publish(writers: list[_Writer]) -> None:
    """fsync every temporary, then rename them all into place with signals held."""
    for w in writers:
        w.sync()
    with _signals_held():
        for w in writers:
            w.commit()


def run(source: Path, outdir: Path, *, opts: Options | None = None, workers: int = 1,
        timeout: float | None = DEFAULT_TIMEOUT, metadata: dict[str, str] | None = None,
        progress: Callable[[int], None] | None = None) -> Summary:
    """Extract every abstract under ``source`` and publish the four files into ``outdir``."""
    opts = opts or Options()
    started = time.monotonic()
    created = not outdir.exists()
    outdir.mkdir(parents=True, exist_ok=True)
    tally = Tally()
    summary = Summary()
    writers = {name: _Writer(outdir / name, metadata or {}) for name in ("papers", "claims")}
    # Our own handler for both: Polars' SIGINT hook would raise a second KeyboardInterrupt mid-clean-up.
    old = {s: signal.signal(s, _raise_interrupt) for s in _HELD} if _main_thread() else {}
    results = _results(batches(source, opts=opts, tally=tally), workers, timeout)
    held: list[tuple[pl.DataFrame, pl.DataFrame]] = []

    def flush() -> None:
        """Validate and write the held batches as one chunk: pandera's cost is ~40 ms per call
        whatever the rows, and Parquet readers prefer row groups larger than one batch."""
        papers, claims = (pl.concat(frames) for frames in zip(*held))
        held.clear()
        validate(papers, claims)
        writers["papers"].write(papers)
        writers["claims"].write(claims)
        pa.default_memory_pool().release_unused()  # hand freed Arrow buffers back: flat memory on long runs

    try:
        empty_p = empty_c = None
        for papers, claims in results:
            held.append((papers, claims))
            if len(held) >= FLUSH_BATCHES:
                flush()
            summary.abstracts += papers.height
            summary.claims += claims.height
            late = papers.filter(pl.col("status") == "timeout")
            summary.timeouts += late.height
            summary.timed_out += [f"{pid} ({src})" for pid, src in late.select("paper_id", "source").iter_rows()]
            summary.per_kind.update(dict(claims.group_by("kind").len().iter_rows()))
            empty_p, empty_c = papers.clear(), claims.clear()
            if progress:
                progress(papers.height)
        if held:
            flush()
        if empty_p is None:
            empty_p, empty_c = extract_batch(pa.RecordBatch.from_pylist([], schema=INPUT_SCHEMA))
        writers["papers"].close(empty_p)
        writers["claims"].close(empty_c)
        _publish(list(writers.values()))
    except BaseException:
        with _signals_held():
            for w in writers.values():
                w.discard()
            if created:
                try:
                    outdir.rmdir()  # only if empty: a failed run leaves no trace
                except OSError:
                    pass
            results.close()  # stops the worker processes now
        raise
    finally:
        for s, handler in old.items():
            signal.signal(s, handler)
    summary.empty, summary.repeated = tally.empty, tally.repeated
    summary.seconds = time.monotonic() - started
    return summary


def _main_thread() -> bool:
    import threading

    return threading.current_thread() is threading.main_thread()


def count_rows(path: Path) -> int | None:
    """Input rows, for the progress bar's ETA: exact for Parquet (from the footer), non-blank
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


def progress_bar(total: int | None, *, enabled: bool) -> Callable[[int], None] | None:
    """A progress callback drawing rows, rows/s and ETA on stderr, or None when disabled."""
    if not enabled:
        return None
    start = time.monotonic()
    done = [0]

    def tick(n: int) -> None:
        done[0] += n
        elapsed = max(time.monotonic() - start, 1e-9)
        rate = done[0] / elapsed
        eta = f", ETA {max(total - done[0], 0) / rate:.0f} s" if total and rate else ""
        sys.stderr.write(f"\r{done[0]:,}{'/' + format(total, ',') if total else ''} abstracts, {rate:,.0f}/s{eta}   ")
        sys.stderr.flush()

    return tick
