"""Interrupt a real multi-worker run many times, optionally under CPU load, and count the runs that hang.

    python benchmarks/signal_loop.py                          # 40 runs, SIGINT to the process group, 2 workers
    python benchmarks/signal_loop.py --runs 50 --signal SIGTERM --to parent --load 2

Each run extracts 60,000 copies of the gold abstracts with ``--workers 2 --batch-size 64`` into a
fresh folder, and the signal is sent once the run has written into its private folder (after a
delay that cycles over 0 to 1 s, so the signal meets the workers at different moments). A run that
has not exited 30 s after the signal counts as a hang: it gets SIGABRT, and as it runs under
``python -X faulthandler`` its stderr (every thread's stack) is saved next to the output folder.
Not a test: a rare race needs many runs, and the figures depend on the machine's load.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WAIT_AFTER_SIGNAL = 30.0


def _input(path: Path) -> None:
    rows = []
    for name in ("seeds.jsonl", "dev.jsonl"):
        with open(ROOT / "tests" / "gold" / name, encoding="utf-8") as fh:
            rows += [json.loads(line)["abstract"] for line in fh]
    with open(path, "w", encoding="utf-8") as fh:
        for i in range(60_000):
            fh.write(json.dumps({"id": f"p{i}", "abstract": f"{rows[i % len(rows)]} (copy {i})"}) + "\n")


def _one(big: Path, out: Path, *, sig: signal.Signals, group: bool, delay: float) -> str:
    """``ok``, ``wrong exit`` (with the stderr) or ``hang`` (the stacks saved beside ``out``)."""
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir()
    proc = subprocess.Popen([sys.executable, "-X", "faulthandler", "-m", "abstract_claims", "extract", str(big), "-o",
                             str(out), "--workers", "2", "--batch-size", "64"], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, start_new_session=True)
    while not any(tmp.stat().st_size > 0 for tmp in out.glob(".abstract-claims-*/papers.csv")):
        if proc.poll() is not None:
            raise SystemExit(f"the run ended before the signal: {proc.communicate()[1]}")
        time.sleep(0.02)
    time.sleep(delay)
    (os.killpg if group else os.kill)(proc.pid, sig)
    try:
        _, err = proc.communicate(timeout=WAIT_AFTER_SIGNAL)
    except subprocess.TimeoutExpired:
        os.kill(proc.pid, signal.SIGABRT)
        _, err = proc.communicate(timeout=WAIT_AFTER_SIGNAL)
        (out.parent / f"hang-{time.time_ns()}.txt").write_text(err, encoding="utf-8")
        os.killpg(proc.pid, signal.SIGKILL)
        return "hang"
    return "ok" if proc.returncode == 128 + sig else f"wrong exit {proc.returncode}: {err.strip()}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=40)
    ap.add_argument("--signal", choices=["SIGINT", "SIGTERM"], default="SIGINT")
    ap.add_argument("--to", choices=["group", "parent"], default="group")
    ap.add_argument("--load", type=int, default=0, help="busy-loop processes to run beside (0: none)")
    args = ap.parse_args()
    sig = signal.Signals[args.signal]
    work = Path(tempfile.mkdtemp(prefix="signal-loop-"))
    burners = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(args.load)]
    counts: dict[str, int] = {}
    try:
        _input(work / "big.jsonl")
        for i in range(args.runs):
            verdict = _one(work / "big.jsonl", work / "out", sig=sig, group=args.to == "group", delay=(i % 7) / 7)
            counts[verdict] = counts.get(verdict, 0) + 1
            if verdict != "ok":
                print(f"run {i}: {verdict}", flush=True)
    finally:
        for b in burners:
            b.kill()
        (work / "big.jsonl").unlink(missing_ok=True)
        shutil.rmtree(work / "out", ignore_errors=True)
    kept = sorted(work.glob("hang-*.txt"))
    if not kept:
        work.rmdir()
    print(f"{args.runs} runs, {args.signal} to the {args.to}, load {args.load}: "
          + ", ".join(f"{v} {n}" for v, n in sorted(counts.items()))
          + (f"; the hung runs' stacks: {', '.join(map(str, kept))}" if kept else ""))


if __name__ == "__main__":
    main()
