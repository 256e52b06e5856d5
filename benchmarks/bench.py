"""Throughput and memory of ``abstract-claims extract``, end to end, and of quantulum3 for comparison.

    python benchmarks/bench.py                      # large.parquet, 1 worker and all (3 runs, median); quantulum3 on 300
    python benchmarks/bench.py --million            # also 1,000,000 abstracts (the corpus repeated), all workers
    python benchmarks/bench.py --input x.parquet --skip-quantulum
    python benchmarks/bench.py --baseline "env PYTHONPATH=../old python -m extract" --rows 30000
                                                    # CPU per abstract against an older tree, interleaved

Each run is the real command line (read Parquet, extract, validate, write Parquet and CSV) in a
subprocess, timed by the wall clock. Memory is sampled from /proc over the whole process tree (the
command and its workers), in ways that do not slow the run being measured:
- every 50 ms, each process's resident set from ``/proc/PID/statm`` (a counter read, no page walk):
  "peak RSS" is the largest sum over the tree (an upper bound: pages the workers share with their
  parent count once per process);
- "sum of per-process peaks" adds each process's own high-water mark (``VmHWM``, kept by the
  kernel, so no peak between samples is missed): an upper bound of the tree's peak;
- every 2 s, the proportional set sizes from ``/proc/PID/smaps_rollup`` (shared pages split between
  sharers): "peak PSS". Reading smaps walks every page table and takes the process's memory
  lock (15 ms for three 400 MB processes here), so sampling it every 50 ms cost this 2-core machine
  8% of its throughput, and is done rarely.
CPU is the sum of user and system time of every process of the tree. Not a test: it prints figures.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

import polars as pl
import pyarrow as pa
import pyarrow.parquet as pq

ROOT = Path(__file__).resolve().parent.parent
LARGE = ROOT.parent / "shared" / "corpora" / "large.parquet"
TICK = os.sysconf("SC_CLK_TCK")


@dataclass
class Sample:
    """What the /proc sampler saw of one run."""

    peak_rss: int = 0  # bytes, largest sum over the tree
    peak_pss: int = 0
    peak_one: int = 0  # bytes, largest single process
    hwm: dict[int, int] = field(default_factory=dict)  # pid -> its own peak RSS (VmHWM), bytes
    cpu: dict[int, float] = field(default_factory=dict)  # pid -> last seen user+system seconds
    main: int = 0  # pid of the command itself
    series: list[tuple[float, int]] = field(default_factory=list)  # (seconds since start, tree RSS)


PAGE = os.sysconf("SC_PAGE_SIZE")


def _tree(root: int) -> list[int]:
    """The process and its descendants, from /proc/PID/task/TID/children (no scan of all of /proc)."""
    out, todo = [], [root]
    while todo:
        pid = todo.pop()
        out.append(pid)
        try:
            for task in os.listdir(f"/proc/{pid}/task"):
                with open(f"/proc/{pid}/task/{task}/children") as fh:
                    todo.extend(int(k) for k in fh.read().split())
        except (OSError, ValueError):
            continue
    return out


def _cheap(pid: int) -> tuple[int, int, float]:
    """(RSS bytes, own peak RSS bytes, CPU seconds) of one process, zeros if it is gone."""
    try:
        with open(f"/proc/{pid}/statm") as fh:
            rss = int(fh.read().split()[1]) * PAGE
        with open(f"/proc/{pid}/status") as fh:
            hwm = next((int(line.split()[1]) * 1024 for line in fh if line.startswith("VmHWM:")), 0)
        with open(f"/proc/{pid}/stat") as fh:
            parts = fh.read().rsplit(")", 1)[1].split()
        return rss, hwm, (int(parts[11]) + int(parts[12])) / TICK
    except (OSError, IndexError, ValueError):
        return 0, 0, 0.0


def _pss(pid: int) -> int:
    """Proportional set size in bytes (a page walk: call rarely), 0 if the process is gone."""
    try:
        with open(f"/proc/{pid}/smaps_rollup") as fh:
            return next((int(line.split()[1]) * 1024 for line in fh if line.startswith("Pss:")), 0)
    except (OSError, ValueError, IndexError):
        return 0


def _watch(proc: subprocess.Popen, sample: Sample, start: float) -> None:
    last_pss = 0.0
    while proc.poll() is None:
        rss = 0
        tree = _tree(proc.pid)
        for pid in tree:
            r, hwm, cpu = _cheap(pid)
            rss += r
            sample.peak_one = max(sample.peak_one, r, hwm)
            if hwm:
                sample.hwm[pid] = max(sample.hwm.get(pid, 0), hwm)
            if cpu:
                sample.cpu[pid] = cpu
        now = time.monotonic()
        if now - last_pss >= 2.0:
            sample.peak_pss = max(sample.peak_pss, sum(_pss(pid) for pid in tree))
            last_pss = now
        sample.peak_rss = max(sample.peak_rss, rss)
        sample.series.append((now - start, rss))
        time.sleep(0.05)


def run_cli(src: Path, workers: int, out: Path, command: list[str] | None = None) -> tuple[float, Sample, str]:
    """Wall seconds, memory sample and summary line of one ``abstract-claims extract`` run
    (``command``: another tree's command line instead of this one's)."""
    shutil.rmtree(out, ignore_errors=True)
    cli = Path(sys.executable).parent / "abstract-claims"
    base = command or ([str(cli)] if cli.exists() else [sys.executable, "-m", "abstract_claims"])
    cmd = [*base, "extract", str(src.resolve()), "-o", str(out.resolve()), "--workers", str(workers)]
    sample = Sample()
    start = time.monotonic()
    # run from the output's folder: with the project folder as the working directory, 'python -m extract'
    # would import this tree's extract/ instead of the baseline's
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, cwd=out.resolve().parent)
    sample.main = proc.pid
    watcher = threading.Thread(target=_watch, args=(proc, sample, start), daemon=True)
    watcher.start()
    _, err = proc.communicate()
    seconds = time.monotonic() - start
    watcher.join()
    if proc.returncode != 0:
        raise SystemExit(f"extract failed ({proc.returncode}): {err.strip()[-2000:]}")
    return seconds, sample, err.strip().splitlines()[-1]


def text_megabytes(src: Path) -> tuple[int, float]:
    """Rows and megabytes (10^6 bytes of UTF-8) of abstract text in a Parquet file."""
    col = pl.scan_parquet(src).select(pl.len().alias("n"), pl.col("abstract").str.len_bytes().sum().alias("b")).collect()
    return int(col["n"][0]), float(col["b"][0]) / 1e6


def report(label: str, rows: int, mb: float, seconds: float, sample: Sample) -> float:
    rate = rows / seconds
    cpu = sum(sample.cpu.values())
    print(f"{label:<28} {rows:>9,} abstracts {seconds:7.1f} s  {rate:7,.0f} abstracts/s  {mb / seconds:5.2f} MB/s  "
          f"peak RSS {sample.peak_rss / 2**20:6.0f} MiB (sum of per-process peaks {sum(sample.hwm.values()) / 2**20:5.0f}, "
          f"PSS {sample.peak_pss / 2**20:5.0f}, largest process {sample.peak_one / 2**20:4.0f})  CPU {cpu:6.1f} s (main process {sample.cpu.get(sample.main, 0):.1f})")
    return rate


def flatness(sample: Sample) -> str:
    """Tree RSS in each quarter of the run: flat memory means the later quarters do not grow."""
    if not sample.series:
        return "no samples"
    end = sample.series[-1][0]
    quarters = [max((r for t, r in sample.series if q * end / 4 <= t <= (q + 1) * end / 4), default=0) for q in range(4)]
    return "peak tree RSS per quarter of the run: " + ", ".join(f"{q / 2**20:.0f}" for q in quarters) + " MiB"


def repeated(src: Path, dest: Path, rows: int) -> None:
    """``rows`` abstracts: the corpus repeated, ids suffixed with the repeat number so they stay unique."""
    table = pq.read_table(src)
    writer = pq.ParquetWriter(dest, table.schema, compression="zstd")
    done, k = 0, 0
    while done < rows:
        part = table.slice(0, min(table.num_rows, rows - done))
        ids = pl.from_arrow(part.column("id")).cast(pl.String) + f"~r{k}"
        writer.write_table(part.set_column(part.schema.get_field_index("id"), "id", ids.to_arrow().cast(part.schema.field("id").type)),
                           row_group_size=50_000)
        done, k = done + part.num_rows, k + 1
    writer.close()


def quantulum(src: Path, n: int) -> float:
    """quantulum3's abstracts/s on one core over the first ``n`` abstracts (first parse excluded: it loads models)."""
    from quantulum3 import parser

    texts = pl.read_parquet(src, columns=["abstract"]).head(n)["abstract"].to_list()
    parser.parse("warm up: 2.5x faster on 8 GPUs")
    start = time.perf_counter()
    found = sum(len(parser.parse(t)) for t in texts)
    seconds = time.perf_counter() - start
    print(f"{'quantulum3 0.10, 1 core':<28} {n:>9,} abstracts {seconds:7.1f} s  {n / seconds:7,.1f} abstracts/s  "
          f"({found} quantities)")
    return n / seconds


def compare(src: Path, baseline: list[str], runs: int, tmp: Path) -> None:
    """CPU seconds per abstract of this tree and of ``baseline``, one worker, runs interleaved so that
    the host's drifting speed hits both alike; prints each run, the medians and their ratio."""
    rows, _ = text_megabytes(src)
    cpu: dict[str, list[float]] = {"this tree": [], "baseline": []}
    for run in range(runs):
        for name, command in (("this tree", None), ("baseline", baseline)):
            seconds, sample, line = run_cli(src, 1, tmp / f"cmp-{run}", command)
            cpu[name].append(sum(sample.cpu.values()))
            print(f"{name:<10} run {run + 1}: {seconds:6.1f} s wall, CPU {cpu[name][-1]:6.1f} s, "
                  f"{cpu[name][-1] / rows * 1e3:.3f} ms CPU per abstract  ({line})")
    new, old = statistics.median(cpu["this tree"]), statistics.median(cpu["baseline"])
    print(f"median CPU per abstract: this tree {new / rows * 1e3:.3f} ms, baseline {old / rows * 1e3:.3f} ms; "
          f"ratio {new / old:.3f} ({rows:,} abstracts, {runs} interleaved runs each)")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--input", type=Path, default=LARGE)
    p.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="'all' workers (default: every core)")
    p.add_argument("--million", action="store_true", help="also run 1,000,000 abstracts (the input repeated)")
    p.add_argument("--skip-single", action="store_true", help="skip the 1-worker run")
    p.add_argument("--skip-quantulum", action="store_true")
    p.add_argument("--quantulum-sample", type=int, default=300)
    p.add_argument("--repeat", type=int, default=3,
                   help="runs with all workers; the median is the figure (this VM's speed varies by ~10%% run to run)")
    p.add_argument("--baseline", help="command line of another tree's CLI (e.g. \"env PYTHONPATH=../old python -m "
                   "extract\"): compare CPU per abstract, one worker, interleaved, and stop")
    p.add_argument("--rows", type=int, default=0, help="with --baseline: use the first N rows of the input (default all)")
    args = p.parse_args()
    print(f"machine: {os.cpu_count()} cores, Python {sys.version.split()[0]}; input {args.input}")
    if args.baseline:
        with tempfile.TemporaryDirectory(prefix="abstract-claims-bench-") as tmp:
            src = args.input
            if args.rows:
                src = Path(tmp) / "head.parquet"
                pl.scan_parquet(args.input).head(args.rows).sink_parquet(src)
            compare(src, shlex.split(args.baseline), max(1, args.repeat), Path(tmp))
        return 0
    rows, mb = text_megabytes(args.input)
    results = {}
    with tempfile.TemporaryDirectory(prefix="abstract-claims-bench-") as tmp:
        for workers in ([] if args.skip_single else [1]) + [args.workers]:
            rates = []
            for run in range(1 if workers == 1 else max(1, args.repeat)):
                seconds, sample, line = run_cli(args.input, workers, Path(tmp) / f"out{workers}")
                label = f"abstract-claims, {workers} worker{'s' if workers > 1 else ''}"
                rates.append(report(label, rows, mb, seconds, sample))
                print(f"  {line}")
            results[workers] = statistics.median(rates)
            if len(rates) > 1:
                print(f"  median of {len(rates)} runs with {workers} workers: {results[workers]:,.0f} abstracts/s "
                      f"(runs: {', '.join(f'{r:,.0f}' for r in rates)})")
        if args.million:
            big = Path(tmp) / "million.parquet"
            repeated(args.input, big, 1_000_000)
            m_rows, m_mb = text_megabytes(big)
            seconds, sample, line = run_cli(big, args.workers, Path(tmp) / "million")
            report(f"1,000,000 abstracts, {args.workers} workers", m_rows, m_mb, seconds, sample)
            print(f"  {line}\n  {flatness(sample)}")
    if not args.skip_quantulum:
        q = quantulum(args.input, args.quantulum_sample)
        ours = results[args.workers]
        print(f"throughput ratio: abstract-claims end to end with {args.workers} workers / quantulum3 on one core = "
              f"{ours / q:,.0f}x" + (f"; 1 worker / quantulum3 = {results[1] / q:,.0f}x" if 1 in results else ""))
    print(json.dumps({"abstracts_per_s": {str(k): round(v) for k, v in results.items()}}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
