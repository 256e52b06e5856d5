"""Streaming at scale: the same files whatever the number of workers, and a progress bar only on a terminal.

Speed and memory are measured by ``benchmarks/bench.py`` (figures in the README), not by timed tests.
"""

from __future__ import annotations

import json
import os
import pty
import random
import re
import select
import subprocess
import sys
from pathlib import Path

import polars as pl
import pytest

from abstract_claims.pipeline.run import count_rows
from abstract_claims.pipeline.seen import SeenIds

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def sample(tmp_path_factory: pytest.TempPathFactory, dev_rows: list[dict]) -> Path:
    """400 dev abstracts: enough for several batches of 50 on two workers."""
    path = tmp_path_factory.mktemp("scale") / "sample.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in dev_rows[:400]), encoding="utf-8")
    return path


def _extract(src: Path, out: Path, *extra: str, stderr=subprocess.PIPE) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "abstract_claims", "extract", str(src), "-o", str(out), "--batch-size", "50", *extra],
                          cwd=ROOT, stdout=subprocess.PIPE, stderr=stderr)


def test_output_is_byte_identical_for_one_and_two_workers(sample: Path, tmp_path: Path) -> None:
    one = _extract(sample, tmp_path / "one", "--workers", "1")
    two = _extract(sample, tmp_path / "two", "--workers", "2")
    assert one.returncode == two.returncode == 0, (one.stderr, two.stderr)
    for name in ("papers.parquet", "papers.csv", "claims.parquet", "claims.csv"):
        assert (tmp_path / "one" / name).read_bytes() == (tmp_path / "two" / name).read_bytes(), name
    assert (tmp_path / "one" / "papers.csv").read_text(encoding="utf-8").count("\n") > 400


def test_no_progress_bar_when_stderr_is_not_a_terminal(sample: Path, tmp_path: Path) -> None:
    r = _extract(sample, tmp_path / "out", "--workers", "1")
    err = r.stderr.decode()
    assert "\r" not in err
    summary, closing = err.splitlines()
    assert summary.startswith("400 abstracts, ") and "skipped: 0 empty, 0 repeated, 0 timed out, 0 failed; " in summary
    assert summary.endswith(" s")
    assert closing == (f"wrote 5 files to {tmp_path / 'out'}/: papers.parquet, papers.csv, claims.parquet, claims.csv, "
                       "croissant.json")


def _on_a_terminal(sample: Path, out: Path, *extra: str) -> str:
    """The CLI's stderr when stderr is a pseudo-terminal."""
    master, slave = pty.openpty()
    proc = subprocess.Popen([sys.executable, "-m", "abstract_claims", "extract", str(sample), "-o", str(out), "--batch-size", "50",
                             "--workers", "1", *extra], cwd=ROOT, stdout=subprocess.DEVNULL, stderr=slave)
    os.close(slave)
    chunks = []
    while True:
        ready, _, _ = select.select([master], [], [], 120)
        if not ready:
            proc.kill()
            break
        try:
            data = os.read(master, 4096)
        except OSError:  # the child closed the terminal
            break
        if not data:
            break
        chunks.append(data)
    os.close(master)
    assert proc.wait(timeout=60) == 0
    return b"".join(chunks).decode().replace("\r\n", "\n")  # the terminal turns each newline into CR LF


def test_progress_bar_on_a_terminal_shows_rows_rate_and_eta(sample: Path, tmp_path: Path) -> None:
    err = _on_a_terminal(sample, tmp_path / "out", "--batch-size", "4096")
    frames = [f.strip() for f in err.split("\r") if f.strip()]
    # drawn at the start, before the first abstract is done, not after the first (here: only) batch
    assert re.fullmatch(r"0(/400)? abstracts \| 0\.\d s", frames[0]), frames[0]  # the total is counted meanwhile
    assert any(re.fullmatch(r"\d+/400 abstracts \| \d+\.\d s \| [\d,]+/s \| ETA \d+ s", f) for f in frames[1:])
    assert any(f.startswith("400/400 abstracts | ") for f in frames)
    summary, closing = err.rsplit("\r", 1)[1].strip().splitlines()  # on their own lines, the bar cleared
    assert summary.startswith("400 abstracts, ")
    assert closing.startswith("wrote 5 files to ") and closing.endswith("/: papers.parquet, papers.csv, claims.parquet, "
                                                                        "claims.csv, croissant.json")


def test_quiet_prints_nothing_even_on_a_terminal(sample: Path, tmp_path: Path) -> None:
    assert _on_a_terminal(sample, tmp_path / "out", "--quiet") == ""
    assert (tmp_path / "out" / "claims.parquet").exists()


def test_count_rows_reads_parquet_footers_and_jsonl_lines(sample: Path, tmp_path: Path) -> None:
    pl.read_ndjson(sample).write_parquet(tmp_path / "a.parquet")
    (tmp_path / "b.jsonl").write_text('{"abstract": "x"}\n\n{"abstract": "y"}\n')
    assert count_rows(tmp_path) == 402
    (tmp_path / "c.csv").write_text("abstract\nz\n")
    assert count_rows(tmp_path) is None


def test_seen_ids_index_is_exact_across_merged_levels() -> None:
    """The compact duplicate index answers exactly like a set, over many merges of its levels."""
    rng = random.Random(6)
    index, reference = SeenIds(), set()
    for chunk in range(40):
        ids = [f"{rng.choice('abcXYZ')}{rng.randrange(3000)}~{chunk % 3}" for _ in range(rng.randrange(0, 300))]
        new = list(dict.fromkeys(i for i in ids if i not in reference))
        assert index.known(ids) == [i in reference for i in ids]
        index.add(new)
        reference.update(new)
    assert len(index) == len(reference) > 5000
    assert len(index._levels) <= 12  # sizes double from level to level: logarithmically many
    assert index.known(["", "a1~0" + "\u00e9", sorted(reference)[0], sorted(reference)[-1]]) == [False, False, True, True]


@pytest.mark.parametrize("size", ["0", "-5", "many", "100001"])
def test_batch_size_must_be_a_positive_whole_number(sample: Path, tmp_path: Path, size: str) -> None:
    r = subprocess.run([sys.executable, "-m", "abstract_claims", "extract", str(sample), "-o", str(tmp_path / "o"), "--batch-size", size],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2
    assert r.stderr.splitlines() == [f"abstract-claims extract: error: argument --batch-size: must be a whole number "
                                     f"from 1 to 100000, not {size!r} (see abstract-claims extract --help)"]
    assert not (tmp_path / "o").exists()
