"""When does ``abstract-claims extract`` first show progress, and what does it show?

    python benchmarks/progress.py                       # the 3,000 dev abstracts and the first 30,000 of large.parquet
    python benchmarks/progress.py --input x.jsonl

Runs the real command with its stderr on a pseudo-terminal (the progress line is only drawn on a
terminal) and timestamps every frame it draws, from the moment the process is started. Prints, per
input: the time to the first frame (imports included), to the first frame with abstracts done
(a rate and, once the total is counted, an ETA), the number of frames, and the closing lines.
Not a test: it prints figures (this machine's speed drifts between sessions; compare within a run).
"""

from __future__ import annotations

import argparse
import os
import pty
import re
import select
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pyarrow.parquet as pq

ROOT = Path(__file__).resolve().parent.parent
CORPORA = ROOT.parent / "shared" / "corpora"
FRAME = re.compile(r"(?P<done>[\d,]+)(?:/(?P<total>[\d,]+))? abstracts \| (?P<elapsed>[\d.]+) s(?P<rate> \| [\d,]+/s)?"
                   r"(?P<eta> \| ETA \d+ s)?")


def watch(source: Path, out: Path, *extra: str) -> dict:
    """Frames of one run, each with the seconds since the process was started."""
    master, slave = pty.openpty()
    started = time.monotonic()
    proc = subprocess.Popen([sys.executable, "-m", "abstract_claims", "extract", str(source), "-o", str(out), *extra],
                            stdout=subprocess.DEVNULL, stderr=slave)
    os.close(slave)
    frames: list[tuple[float, str]] = []
    tail, tail_at = "", 0.0
    while True:
        ready, _, _ = select.select([master], [], [], 600)
        if not ready:
            proc.kill()
            break
        try:
            data = os.read(master, 65536)
        except OSError:
            break
        if not data:
            break
        now = time.monotonic() - started
        # a frame is stamped when its first bytes arrive (not when the next frame's '\r' ends it)
        pieces = (tail + data.decode(errors="replace")).split("\r")
        stamps = [tail_at if tail else now] + [now] * (len(pieces) - 1)
        frames += [(t, f.strip()) for t, f in zip(stamps[:-1], pieces[:-1]) if f.strip()]
        tail, tail_at = pieces[-1], stamps[-1]
    frames += [(tail_at, f.strip()) for f in tail.split("\r") if f.strip()]
    os.close(master)
    proc.wait()
    parsed = [(t, FRAME.match(f)) for t, f in frames]
    progress = [(t, m) for t, m in parsed if m]
    first = progress[0][0] if progress else None
    counted = next((t for t, m in progress if m["done"] != "0" and m["rate"]), None)
    with_eta = next((t for t, m in progress if m["eta"]), None)
    return {"first frame": first, "first with abstracts done": counted, "first with an ETA": with_eta,
            "frames": len(progress), "end": time.monotonic() - started,
            "closing": [f for _, f in frames if not FRAME.match(f)][-1:]}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--input", type=Path, action="append", help="input file (repeatable); default: dev and 30,000 large")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        inputs = args.input
        if not inputs:
            inputs = [CORPORA / "dev.jsonl"]
            large = CORPORA / "large.parquet"
            if large.exists():
                sliced = Path(tmp) / "large30k.parquet"
                pq.write_table(pq.read_table(large).slice(0, 30_000), sliced)
                inputs.append(sliced)
        for i, source in enumerate(inputs):
            for workers in ("1", str(os.cpu_count() or 1)):
                r = watch(source, Path(tmp) / f"out{i}-{workers}", "--workers", workers)
                figures = ", ".join(f"{k} {v:.2f} s" for k, v in r.items() if isinstance(v, float))
                print(f"{source.name}, {workers} worker(s): {figures}; {r['frames']} frames; closing: {r['closing']}")


if __name__ == "__main__":
    main()
