"""A document: the abstract, its normalized twin, sentences and number mentions, computed once.

Extractors are pure functions of a ``Document``; it holds no state that changes after it is built.
"""

from __future__ import annotations

import time
from bisect import bisect_right
from dataclasses import dataclass, field

from .numbers import Mention, scan
from .text import normalize, sentences


@dataclass(frozen=True, slots=True)
class Document:
    """An abstract prepared for the extractors.

    ``norm`` has the same length as ``text``; ``protected`` holds spans of names (URLs, hardware,
    datasets) whose digits are not claims (``RTX 5090``, ``KITTI-360``).
    """

    text: str
    title: str | None = None
    deadline: float | None = None  # time.monotonic() past which matching raises TimeoutError
    norm: str = field(init=False)
    sentence_spans: tuple[tuple[int, int], ...] = field(init=False)
    mentions: tuple[Mention, ...] = field(init=False)

    def __post_init__(self) -> None:
        norm = normalize(self.text)
        object.__setattr__(self, "norm", norm)
        object.__setattr__(self, "sentence_spans", tuple(sentences(norm, timeout=self.budget())))
        object.__setattr__(self, "mentions", tuple(scan(norm, timeout=self.budget())))

    def budget(self) -> float | None:
        """Seconds left for matching over the whole text (for ``regex``'s ``timeout=``), None if unbounded."""
        if self.deadline is None:
            return None
        left = self.deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError("matching ran out of time")
        return left

    def sentence_of(self, pos: int) -> tuple[int, int]:
        """The (start, end) of the sentence holding offset ``pos``."""
        starts = [s for s, _ in self.sentence_spans]
        i = max(0, bisect_right(starts, pos) - 1)
        return self.sentence_spans[i] if self.sentence_spans else (0, len(self.text))

    def before(self, start: int, width: int = 80) -> str:
        """Normalized text before ``start``, within its sentence, at most ``width`` characters."""
        s, _ = self.sentence_of(start)
        return self.norm[max(s, start - width):start]

    def after(self, end: int, width: int = 80) -> str:
        """Normalized text after ``end``, within its sentence, at most ``width`` characters."""
        _, e = self.sentence_of(max(0, end - 1))
        return self.norm[end:min(e, end + width)]
