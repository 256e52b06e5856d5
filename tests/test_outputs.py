"""Output as a transaction: concurrent runs, failed renames, planted symlinks, provenance in every output.

Every run writes into its own fresh private folder inside the output folder and publishes the whole
set of files under an exclusive lock on that folder, so a reader holding the shared lock (``verify``
does) or a concurrent run only ever sees one complete set from one run, and a failure at any step,
the final renames included, leaves the previous set byte-identical.
"""

from __future__ import annotations

import errno
import fcntl
import json
import os
import shutil
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import polars as pl
import pytest

from abstract_claims import __version__
from abstract_claims.files import parquet_metadata, sha256_file, sha256_files
from abstract_claims.release.croissant import write_croissant
from abstract_claims.pipeline.run import OUTPUTS, run
from abstract_claims.release.croissant import RELEASE_DATE
from abstract_claims.release.verify import verify

ROOT = Path(__file__).resolve().parent.parent
EXTRACT_FILES = (*OUTPUTS, "croissant.json")


def cli(*args: str, cwd: Path, timeout: float = 300) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "abstract_claims", *args], cwd=cwd, capture_output=True, text=True,
                          timeout=timeout)


def rows(tag: str, n: int) -> list[dict]:
    return [{"id": f"{tag}-{i}", "abstract": f"Run {tag}, row {i}: we are {i % 9 + 1}.5x faster on an H100 "
                                             f"and reach {50 + i % 40}.1% accuracy on CIFAR-100."} for i in range(n)]


def write_jsonl(path: Path, records: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


def tree(folder: Path) -> dict[str, object]:
    """Every entry under a folder, hidden ones included: bytes of files, link targets, ``"dir"`` for folders."""
    out: dict[str, object] = {}
    for base, dirs, files in os.walk(folder):  # never into a linked folder
        for name in dirs + files:
            p = Path(base) / name
            rel = p.relative_to(folder).as_posix()
            out[rel] = ("link", os.readlink(p)) if p.is_symlink() else "dir" if p.is_dir() else p.read_bytes()
    return dict(sorted(out.items()))


@pytest.fixture
def previous(tmp_path: Path) -> Path:
    """An output folder holding the complete set of an earlier extract run."""
    src = write_jsonl(tmp_path / "old.jsonl", rows("old", 5))
    r = cli("extract", str(src), "-o", str(tmp_path / "out"), "--workers", "1", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    return tmp_path / "out"


# ---------------------------------------------------------------------------------------------
# Concurrent runs into one folder
# ---------------------------------------------------------------------------------------------

TRIALS = 22


def _one_set(out: Path, sizes: dict[str, int], k: int) -> str:
    """Assert that the files in ``out`` all load and all come from one run; return that run's input name."""
    papers_meta, claims_meta = parquet_metadata(out / "papers.parquet"), parquet_metadata(out / "claims.parquet")
    winner = papers_meta["input"]
    assert winner in sizes and claims_meta["input"] == winner
    assert papers_meta["input_sha256"] == claims_meta["input_sha256"]
    tag = f"{winner[0]}{k}"  # the ids of trial k's a.jsonl are a{k}-0, a{k}-1 ...
    papers, claims = pl.read_parquet(out / "papers.parquet"), pl.read_parquet(out / "claims.parquet")
    assert papers.height == sizes[winner] and papers["paper_id"].str.starts_with(f"{tag}-").all()
    assert claims.height > 0 and claims["paper_id"].str.starts_with(f"{tag}-").all()
    assert pl.read_csv(out / "papers.csv").height == papers.height
    assert pl.read_csv(out / "claims.csv").height == claims.height
    meta = json.loads((out / "croissant.json").read_text(encoding="utf-8"))
    assert {f["contentUrl"]: f["sha256"] for f in meta["distribution"]} == {n: sha256_file(out / n) for n in OUTPUTS}
    assert verify(out)[0] == []
    return winner


def test_concurrent_runs_into_one_folder_leave_one_complete_set(tmp_path: Path) -> None:
    """22 trials of two runs into one folder, the second started 0 to 1 s after the first, while a reader
    verifies the folder in a loop: both runs succeed, every verify passes, and the last set is one run's."""
    def trial(k: int) -> tuple[str, list[subprocess.CompletedProcess], list[list[str]]]:
        folder = tmp_path / f"trial{k}"
        folder.mkdir()
        sizes = {"a.jsonl": 20 + 9 * k, "b.jsonl": 230 - 7 * k}
        for name, n in sizes.items():
            write_jsonl(folder / name, rows(f"{name[0]}{k}", n))
        run(folder / "a.jsonl", folder / "out", steps=[write_croissant])  # the previous set, which the reader sees first
        first = subprocess.Popen([sys.executable, "-m", "abstract_claims", "extract", "a.jsonl", "-o", "out",
                                  "--workers", "1"], cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        time.sleep((k % 11) / 10)
        second = subprocess.Popen([sys.executable, "-m", "abstract_claims", "extract", "b.jsonl", "-o", "out",
                                   "--workers", "2" if k % 4 == 0 else "1"], cwd=folder, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True)
        seen: list[list[str]] = []
        while first.poll() is None or second.poll() is None:
            seen.append(verify(folder / "out")[0])
            time.sleep(0.25)
        done = [subprocess.CompletedProcess(p.args, p.wait(), *p.communicate()) for p in (first, second)]
        return _one_set(folder / "out", sizes, k), done, seen

    with ThreadPoolExecutor(3) as pool:
        results = list(pool.map(trial, range(TRIALS)))
    winners = []
    for k, (winner, done, seen) in enumerate(results):
        for r in done:
            assert r.returncode == 0, (k, r.stderr)
        assert seen and all(problems == [] for problems in seen), (k, [p for p in seen if p][:1])
        assert [p.name for p in (tmp_path / f"trial{k}" / "out").iterdir()] != []
        assert sorted(p.name for p in (tmp_path / f"trial{k}" / "out").iterdir()) == sorted(EXTRACT_FILES)
        winners.append(winner)
    print(f"\nconcurrent runs: {TRIALS} trials, last set from a.jsonl {winners.count('a.jsonl')} times, "
          f"from b.jsonl {winners.count('b.jsonl')} times")


def test_slow_publications_in_threads_never_interleave(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Renames slowed to 40 ms each make every publication last ~200 ms: three runs publishing at once
    must still leave one run's set, and a reader must never see a mixed one (without the folder lock
    both fail: the renames interleave)."""
    real = os.replace

    def slow(src, dst, *args, **kwargs):
        time.sleep(0.04)
        return real(src, dst, *args, **kwargs)

    sizes = {f"{c}.jsonl": n for c, n in zip("abc", (3, 5, 7))}
    for name, n in sizes.items():
        write_jsonl(tmp_path / name, rows(f"{name[0]}9", n))
    out = tmp_path / "out"
    run(tmp_path / "a.jsonl", out, steps=[write_croissant])
    monkeypatch.setattr(os, "replace", slow)
    stop, seen = threading.Event(), []

    def read() -> None:
        while not stop.is_set():
            seen.append(verify(out)[0])
            time.sleep(0.02)  # a reader in a tight loop could starve publication: flock has no writer preference

    reader = threading.Thread(target=read)
    reader.start()
    try:
        with ThreadPoolExecutor(3) as pool:
            list(pool.map(lambda name: run(tmp_path / name, out, steps=[write_croissant]), sizes))
    finally:
        stop.set()
        reader.join()
    _one_set(out, sizes, 9)
    assert seen and all(problems == [] for problems in seen), [p for p in seen if p][:1]  # how many reads fit depends on the load


# ---------------------------------------------------------------------------------------------
# A failure at publication leaves the previous set byte-identical
# ---------------------------------------------------------------------------------------------

def test_a_rename_that_fails_midway_restores_the_previous_set(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "out"
    run(write_jsonl(tmp_path / "old.jsonl", rows("old", 4)), out, steps=[write_croissant])
    before = tree(out)
    real = os.replace

    def fail_on_claims_parquet(src, dst, *args, **kwargs):  # the third of the four renames
        if Path(dst) == out / "claims.parquet":
            raise OSError(errno.EIO, "Input/output error (injected)", str(dst))
        return real(src, dst, *args, **kwargs)

    monkeypatch.setattr(os, "replace", fail_on_claims_parquet)
    with pytest.raises(OSError, match="injected"):
        run(write_jsonl(tmp_path / "new.jsonl", rows("new", 6)), out, steps=[write_croissant])
    assert tree(out) == before


def test_claims_csv_being_a_folder_fails_before_anything_is_replaced(previous: Path) -> None:
    shutil.rmtree(previous / "claims.csv") if (previous / "claims.csv").is_dir() else (previous / "claims.csv").unlink()
    (previous / "claims.csv").mkdir()
    (previous / "claims.csv" / "keep.txt").write_text("mine")
    before = tree(previous)
    src = write_jsonl(previous.parent / "new.jsonl", rows("new", 3))
    r = cli("extract", "new.jsonl", "-o", "out", "--workers", "1", cwd=previous.parent)
    assert r.returncode == 2
    assert r.stderr.splitlines() == ["abstract-claims: error: out/claims.csv: is a folder, not a file; "
                                     "nothing was published"]
    assert tree(previous) == before
    assert src.exists()


def test_an_immutable_claims_csv_leaves_the_previous_set(previous: Path) -> None:
    target = previous / "claims.csv"
    if subprocess.run(["chattr", "+i", str(target)], capture_output=True).returncode != 0:
        pytest.skip("chattr +i is not available here (needs root and ext4/xfs)")
    try:
        before = tree(previous)
        write_jsonl(previous.parent / "new.jsonl", rows("new", 3))
        r = cli("extract", "new.jsonl", "-o", "out", "--workers", "1", cwd=previous.parent)
        assert r.returncode == 2
        assert r.stderr.splitlines() == ["abstract-claims: error: out/claims.csv: cannot be replaced "
                                         "(Operation not permitted); nothing was published"]
        assert tree(previous) == before
    finally:
        subprocess.run(["chattr", "-i", str(target)], check=True)


# ---------------------------------------------------------------------------------------------
# Planted symlinks are never followed
# ---------------------------------------------------------------------------------------------

PLANTED = (".papers.parquet.tmp", ".papers.csv.tmp", ".claims.parquet.tmp", ".claims.csv.tmp",
           ".papers.parquet.parquet.tmp", ".papers.csv.tmp", ".claims.parquet.tmp", ".claims.csv.csv.tmp",
           ".croissant.json.tmp", ".README.md.tmp", ".report.html.tmp")


def test_planted_temporary_symlinks_are_never_followed(previous: Path, tmp_path: Path) -> None:
    victims = tmp_path / "victims"
    victims.mkdir()
    (victims / "precious.txt").write_text("precious\n")
    (victims / "dir").mkdir()
    (victims / "dir" / "inside.txt").write_text("inside\n")
    for name in set(PLANTED):
        (previous / name).symlink_to(victims / "precious.txt")
    (previous / ".abstract-claims-planted").symlink_to(victims / "dir", target_is_directory=True)
    victims_before = tree(victims)
    write_jsonl(tmp_path / "new.jsonl", rows("new", 3))
    r = cli("extract", "new.jsonl", "-o", "out", "--workers", "1", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert tree(victims) == victims_before
    for name in EXTRACT_FILES:
        assert not (previous / name).is_symlink() and (previous / name).is_file(), name
    for name in [*set(PLANTED), ".abstract-claims-planted"]:
        assert (previous / name).is_symlink(), name  # left alone: not ours to remove
    assert pl.read_parquet(previous / "papers.parquet")["paper_id"].to_list() == ["new-0", "new-1", "new-2"]


# ---------------------------------------------------------------------------------------------
# Provenance in every output (issue 15): the release's metadata, croissant.json, verify passes
# ---------------------------------------------------------------------------------------------

def test_extract_output_carries_provenance_and_verifies(tmp_path: Path) -> None:
    src = write_jsonl(tmp_path / "in.jsonl", rows("p", 7))
    r = cli("extract", "in.jsonl", "-o", "out", "--workers", "1", "--timeout", "2.5", "--text-column", "abstract",
            cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    out = tmp_path / "out"
    assert sorted(p.name for p in out.iterdir()) == sorted(EXTRACT_FILES)
    expected = {"dataset_version": __version__, "extractor_version": __version__, "input": "in.jsonl",
                "input_sha256": sha256_files([src]), "command": "abstract-claims extract in.jsonl --timeout 2.5",
                "options": json.dumps({"encoding_errors": "strict", "id_column": "id", "strict": False,
                                       "text_column": "abstract", "timeout": 2.5}, sort_keys=True)}
    for table in ("papers", "claims"):
        meta = parquet_metadata(out / f"{table}.parquet")
        assert {k: meta.get(k) for k in expected} == expected
    ok = cli("verify", "out", cwd=tmp_path)
    assert ok.returncode == 0, ok.stderr
    assert ok.stdout.splitlines()[0] == f"verify out: OK, abstract-claims {__version__} ({RELEASE_DATE})"


def test_verify_fails_on_a_tampered_extract_output(tmp_path: Path) -> None:
    write_jsonl(tmp_path / "in.jsonl", rows("p", 7))
    assert cli("extract", "in.jsonl", "-o", "out", "--workers", "1", cwd=tmp_path).returncode == 0
    csv = tmp_path / "out" / "claims.csv"
    csv.write_text(csv.read_text().replace("1.5x", "7.5x", 1))  # same size, other bytes, on line 2
    bad = cli("verify", "out", cwd=tmp_path)
    assert bad.returncode == 1
    assert bad.stderr.splitlines()[0] == "verify out: FAILED, 2 problems"
    assert "  - claims.csv: sha256 is " in bad.stderr
    assert "  - claims.csv: does not hold the rows of claims.parquet (first difference at line 2)" in bad.stderr


def test_a_killed_run_leaves_a_staging_folder_that_the_next_run_removes(previous: Path, tmp_path: Path) -> None:
    """A run killed with -9 cannot clean up; its private folder is unlocked, so the next run removes it,
    but never the folder of a run still alive (its lock is held)."""
    before = {n: (previous / n).read_bytes() for n in EXTRACT_FILES}
    stale = previous / ".abstract-claims-deadbeef"
    stale.mkdir()
    (stale / "papers.csv").write_text("half written")
    live = previous / ".abstract-claims-alive"
    live.mkdir()
    holder = subprocess.Popen([sys.executable, "-c", "import fcntl, os, sys, time; fd = os.open(sys.argv[1], os.O_RDONLY);"
                               " fcntl.flock(fd, fcntl.LOCK_EX); print('locked', flush=True); time.sleep(120)", str(live)],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline() == "locked\n"
        write_jsonl(tmp_path / "new.jsonl", rows("new", 3))
        r = cli("extract", "new.jsonl", "-o", "out", "--workers", "1", cwd=tmp_path)
        assert r.returncode == 0, r.stderr
        assert not stale.exists() and live.is_dir()
        assert all((previous / n).read_bytes() != before[n] for n in OUTPUTS)
    finally:
        holder.kill()
        holder.wait()


def test_a_reader_holding_the_shared_lock_makes_a_publisher_wait(previous: Path, tmp_path: Path) -> None:
    """The lock a reader takes (``verify`` does) is the one publication waits for: no set changes under it."""
    write_jsonl(tmp_path / "new.jsonl", rows("new", 3))
    before = {n: (previous / n).read_bytes() for n in EXTRACT_FILES}
    fd = os.open(previous, os.O_RDONLY | os.O_DIRECTORY)
    fcntl.flock(fd, fcntl.LOCK_SH)
    proc = subprocess.Popen([sys.executable, "-m", "abstract_claims", "extract", "new.jsonl", "-o", "out",
                             "--workers", "1"], cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        staged = []
        deadline = time.monotonic() + 120
        while not staged:  # the run has written its files and waits to publish them
            staged = [p for p in previous.glob(".abstract-claims-*/croissant.json")]
            assert proc.poll() is None, proc.communicate()
            assert time.monotonic() < deadline
            time.sleep(0.05)
        time.sleep(0.5)
        assert proc.poll() is None
        assert {n: (previous / n).read_bytes() for n in EXTRACT_FILES} == before
    finally:
        os.close(fd)
    _, err = proc.communicate(timeout=120)
    assert proc.returncode == 0, err
    assert pl.read_parquet(previous / "papers.parquet").height == 3
