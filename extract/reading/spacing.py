"""Runs of white space, read as one space, without losing offsets.

Abstracts copied from PDFs or wrapped by hand carry runs of spaces and line breaks inside sentences
(``the cascading Indian   buffet process (CIBP)``): a quarter of the NeurIPS abstracts in
large.parquet, one in ten overall. The patterns are written for one space between words (``\\s``,
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

import polars as pl
import regex

# the characters that read as space: Unicode's white space and the zero-width space (``text.normalize`` maps it to one),
# listed so that Python's ``regex`` and Polars' Rust engine (``collapse_all``) collapse exactly the same runs
_SPACES = ((0x09, 0x0D), (0x20, 0x20), (0x85, 0x85), (0xA0, 0xA0), (0x1680, 0x1680), (0x2000, 0x200B), (0x2028, 0x2029),
           (0x202F, 0x202F), (0x205F, 0x205F), (0x3000, 0x3000))
_RUN = regex.compile("[" + "".join(f"\\u{a:04x}-\\u{b:04x}" for a, b in _SPACES) + "]{2,}")
_RUN_RUST = "[" + "".join(f"\\x{{{a:X}}}-\\x{{{b:X}}}" for a, b in _SPACES) + "]{2,}"


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


def as_read(text: str) -> str:
    """The text ``analyze`` reads: ``text`` with each run of white space as one space."""
    spaced = collapse(text)
    return text if spaced is None else spaced.text


def collapse_all(texts: pl.Series) -> pl.Series:
    """``as_read`` of every text of a batch at once, in Polars' Rust engine: what the
    batch prefilter reads, so that its hints are of each abstract as ``analyze`` reads it."""
    return texts.str.replace_all(_RUN_RUST, " ")
