"""How big the audit page is and how fast it opens in headless Chromium.

    abstract-claims extract ../shared/corpora/dev.jsonl -o /tmp/devout    # the 3,000 dev abstracts
    python benchmarks/report_open.py /tmp/devout                          # 5 runs each, medians
    python benchmarks/report_open.py data --runs 3                        # the seed page

Three figures per page, each the median over runs with a fresh browser profile:
- "first page rendered": ``performance.now()`` that the page's own script writes into
  ``<body data-rendered-ms>`` once the first 50 abstracts are in the DOM: milliseconds from the
  start of navigation (reading the file, parsing the HTML and the JSON payload included);
- "open and paint": wall time of ``chromium --screenshot`` (which waits for load and a painted
  frame) minus the same for a one-line blank page, i.e. the page's cost without the browser's
  start-up;
- "dump-dom": the same difference for ``--dump-dom``, which also serializes the whole DOM (the
  payload's text included) to stdout: an upper bound.
Not a test (no timed tests): it prints figures. The machine's speed drifts between sessions.
"""

from __future__ import annotations

import argparse
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from abstract_claims.report.page import write_report

FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--no-first-run")
BLANK = "<!DOCTYPE html><title>blank</title><p>blank</p>\n"


def chromium(exe: str, page: Path, work: Path, *mode: str) -> tuple[float, str]:
    """One browser run on ``page`` with a fresh profile: wall seconds and stdout."""
    profile = Path(tempfile.mkdtemp(dir=work, prefix="profile"))
    t0 = time.perf_counter()
    r = subprocess.run([exe, *FLAGS, f"--user-data-dir={profile}", *mode, page.as_uri()],
                       capture_output=True, text=True, timeout=300, cwd=work)
    wall = time.perf_counter() - t0
    if r.returncode != 0:
        sys.exit(f"chromium failed on {page}: {r.stderr[-500:]}")
    shutil.rmtree(profile, ignore_errors=True)
    return wall, r.stdout


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("dir", type=Path, help="folder with papers.parquet and claims.parquet")
    ap.add_argument("--runs", type=int, default=5, help="browser runs per measure (default: 5)")
    args = ap.parse_args()
    exe = shutil.which("chromium") or shutil.which("chromium-browser")
    if exe is None:
        sys.exit("chromium is not installed (Debian package `chromium`)")
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        page, blank = work / "report.html", work / "blank.html"
        t0 = time.perf_counter()
        line = write_report(args.dir, page)
        written = time.perf_counter() - t0
        blank.write_text(BLANK, encoding="utf-8")
        size = page.stat().st_size
        print(f"{line}\npage: {size:,} bytes ({size / 1e6:.2f} MB), written in {written:.2f} s")
        rendered, paint, paint0, dump, dump0 = [], [], [], [], []
        for _ in range(args.runs):
            wall, dom = chromium(exe, page, work, "--dump-dom")
            found = re.search(r'<body[^>]* data-rendered-ms="(\d+)"', dom)
            if found is None:
                sys.exit("the page's script did not run (no data-rendered-ms on <body>)")
            rendered.append(int(found.group(1)))
            dump.append(wall)
            dump0.append(chromium(exe, blank, work, "--dump-dom")[0])
            paint.append(chromium(exe, page, work, "--screenshot=shot.png", "--window-size=1280,1000")[0])
            paint0.append(chromium(exe, blank, work, "--screenshot=shot.png", "--window-size=1280,1000")[0])
    med = statistics.median
    print(f"chromium, median of {args.runs} runs, fresh profile each:")
    print(f"  first page rendered (page's own clock): {med(rendered):.0f} ms after navigation start "
          f"(runs: {', '.join(map(str, rendered))})")
    print(f"  open and paint (--screenshot): {med(paint):.2f} s wall, blank page {med(paint0):.2f} s "
          f"-> {med(paint) - med(paint0):.2f} s for the page")
    print(f"  dump-dom (serializes the whole DOM): {med(dump):.2f} s wall, blank page {med(dump0):.2f} s "
          f"-> {med(dump) - med(dump0):.2f} s for the page")


if __name__ == "__main__":
    main()
