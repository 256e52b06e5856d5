"""Runs of white space, read as one space, without losing offsets.

Abstracts copied from PDFs or wrapped by hand carry runs of spaces and line breaks inside sentences
(``the cascading Indian   buffet process (CIBP)``): a quarter of the NeurIPS abstracts in
large.parquet, one in twenty overall. The patterns are written for one space between words (``\\s``,
not ``\\s+``, which would cost speed and bounds everywhere), so such an abstract is read with each run
as one space, and every span found in that reading is mapped back to the abstract as written:
``abstract[start:end] == text`` still holds, the text of a span keeps its runs, and names (a method,
a dataset) are the one-space reading.

>>> s = collapse("the cascading Indian   buffet\\n process (CIBP), which")
>>> s.text
'the cascading Indian buffet process (CIBP), which'
>>> start, end = s.span(14, 42)
>>> (start, end), "the cascading Indian   buffet\\n process (CIBP), which"[start:end]
((14, 45), 'Indian   buffet\\n process (CIBP)')
>>> collapse("one space only, and a line\\nbreak") is None
True
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass

import regex

# two or more characters that read as space (``text.normalize`` maps the zero-width space to one too)
_RUN = regex.compile(r"[\s\u200b]{2,}")


@dataclass(frozen=True, slots=True)
class Collapsed:
    """An abstract with each run of white space as one space, and the way back to its offsets."""

    text: str
    _cuts: tuple[int, ...]  # offsets in ``text`` right after each collapsed run
    _shifts: tuple[int, ...]  # characters dropped up to and including that run

    def offset(self, at: int) -> int:
        """The offset in the abstract of the character at ``at`` in ``text`` (``len(text)`` maps to the abstract's
        length)."""
        i = bisect_right(self._cuts, at)
        return at + (self._shifts[i - 1] if i else 0)

    def span(self, start: int, end: int) -> tuple[int, int]:
        """The abstract's span of the characters ``text[start:end]``: from the first to right after the last, so a
        run inside the span is kept whole and one at its edge is not taken."""
        return self.offset(start), (self.offset(end - 1) + 1 if end > start else self.offset(start))


def collapse(text: str) -> Collapsed | None:
    """``text`` with each run of white space as one space, or None when it has no run (most abstracts)."""
    if _RUN.search(text) is None:
        return None
    parts: list[str] = []
    cuts: list[int] = []
    shifts: list[int] = []
    last, length, dropped = 0, 0, 0
    for m in _RUN.finditer(text):
        parts.append(text[last:m.start()])
        parts.append(" ")
        length += m.start() - last + 1
        dropped += len(m[0]) - 1
        cuts.append(length)
        shifts.append(dropped)
        last = m.end()
    parts.append(text[last:])
    return Collapsed("".join(parts), tuple(cuts), tuple(shifts))
