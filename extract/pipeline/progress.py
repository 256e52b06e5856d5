"""A progress line people can watch: drawn at once, then redrawn four times a second.

Counts only move when a batch comes back, which for a large first batch would be seconds; so the
line is redrawn by a background thread from the counts the run updates, with the elapsed time
always moving, the rate once abstracts are done, and the ETA once the total is known. The total
is counted in the same thread (Parquet footers, JSON Lines lines), so a large input never delays
the first frame. Hand-written: about 60 lines do what is needed, where ``tqdm``'s thread-based
refresh would be a new dependency for the same result.
"""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Callable
from typing import TextIO

EVERY = 0.25  # seconds between frames


def frame(done: int, total: int | None, elapsed: float) -> str:
    """One progress line: ``1,200/3,000 abstracts | 2.1 s | 571/s | ETA 3 s``.

    >>> frame(0, 3000, 0.04)
    '0/3,000 abstracts | 0.0 s'
    >>> frame(1200, 3000, 2.1)
    '1,200/3,000 abstracts | 2.1 s | 571/s | ETA 3 s'
    >>> frame(50, None, 1.0)
    '50 abstracts | 1.0 s | 50/s'
    """
    line = f"{done:,}{f'/{total:,}' if total else ''} abstracts | {elapsed:.1f} s"
    if done and elapsed > 0:
        rate = done / elapsed
        line += f" | {rate:,.0f}/s"
        if total:
            line += f" | ETA {max(total - done, 0) / rate:.0f} s"
    return line


class Progress:
    """The progress line of one run on a terminal; ``add`` is called by the run, the thread draws."""

    def __init__(self, count: Callable[[], int | None], *, stream: TextIO | None = None):
        self.count = count
        self.stream = stream or sys.stderr
        self.done = 0
        self.total: int | None = None
        self.width = 0
        self.started = 0.0
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._thread = threading.Thread(target=self._loop, name="abstract-claims-progress", daemon=True)

    def start(self) -> None:
        """Draw the first frame now (before any abstract is done), then keep drawing in the background."""
        self.started = time.monotonic()
        self.draw()
        self._thread.start()

    def add(self, n: int) -> None:
        self.done += n

    def draw(self) -> None:
        with self._lock:
            line = frame(self.done, self.total, time.monotonic() - self.started)
            self.stream.write("\r" + line + " " * max(self.width - len(line), 0))
            self.stream.flush()
            self.width = len(line)

    def _loop(self) -> None:
        try:
            self.total = self.count()
        except Exception:  # noqa: BLE001 - an ETA is a nicety; the reader reports what is wrong with a file
            self.total = None
        while not self._stop.wait(EVERY):
            self.draw()

    def stop(self) -> None:
        """Draw the last counts, then clear the line so that the closing lines start at column 0."""
        if not self._thread.is_alive():
            return
        self._stop.set()
        self._thread.join()
        self.draw()
        with self._lock:
            self.stream.write("\r" + " " * self.width + "\r")
            self.stream.flush()
