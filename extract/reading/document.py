"""A document: the abstract, its normalized twin, sentences and number mentions, computed once.

Extractors are pure functions of a ``Document``; it holds no state that changes what they see
after it is built (``cached`` only keeps answers that are pure functions of the document).
"""

from __future__ import annotations

import time
from bisect import bisect_right
from collections.abc import Callable, Hashable, Iterator
from typing import Any, TypeVar
from dataclasses import dataclass, field

import regex

from abstract_claims.reading import numbers
from abstract_claims.reading.numbers import Mention, scan
from abstract_claims.prefilter.hints import Hints, Scan
from abstract_claims.reading.text import normalize, sentences


T = TypeVar("T")
_LATE = "matching ran out of time"
# the only characters beyond ASCII that IGNORECASE matches as ASCII letters (İ as i, ſ as s, the
# Kelvin sign as k): where one occurs, a plain search of lower-cased text is not exact
_FOLDS_TO_ASCII = ("\u0130", "\u017f", "\u212a")


def number_scans() -> tuple[regex.Pattern[str], ...]:
    """What the prefilter asks before ``numbers.scan`` looks for digits and for number words: no
    match of one, no mention of that shape (``numbers.WORD_GATE`` for words)."""
    return (numbers._MENTION, numbers.WORD_GATE)


@dataclass(frozen=True, slots=True)
class Document:
    """An abstract prepared for the extractors.

    ``norm`` has the same length as ``text``; offsets into one are offsets into the other.
    ``hints`` (with this abstract's ``index`` in its batch) lets scans skip abstracts that a
    pattern cannot match; without it every scan runs.
    """

    text: str
    title: str | None = None
    deadline: float | None = None  # time.monotonic() past which matching raises TimeoutError
    hints: Hints | None = None
    index: int = 0
    norm: str = field(init=False)
    mentions: tuple[Mention, ...] = field(init=False)
    _memo: dict[Hashable, Any] = field(init=False, repr=False, compare=False)
    _shared_at_start: float = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_shared_at_start", self.hints.spent if self.hints is not None else 0.0)
        norm = self.hints.norms[self.index] if self.hints is not None else normalize(self.text)
        if len(norm) != len(self.text):
            raise ValueError(f"hints for abstract {self.index} do not belong to this text")
        object.__setattr__(self, "norm", norm)
        object.__setattr__(self, "_memo", {})
        digits, words = (self.can_match(p) for p in number_scans())
        found = scan(norm, timeout=self.budget(), digits=digits, words=words) if digits or words else ()
        object.__setattr__(self, "mentions", tuple(found))

    def _split(self) -> tuple[tuple[tuple[int, int], ...], tuple[int, ...]]:
        """Sentence spans and their starts, split on first use: many abstracts never need them."""
        return self.cached("sentences", self._split_now)

    def _split_now(self) -> tuple[tuple[tuple[int, int], ...], tuple[int, ...]]:
        spans = tuple(sentences(self.norm, timeout=self.budget()))
        return spans, tuple(s for s, _ in spans)

    def cached(self, key: Hashable, compute: Callable[[], T]) -> T:
        """``compute()``, once per document and key: for answers several modules ask for
        (sentences, settings, the method name). Only pure functions of the document belong here."""
        try:
            return self._memo[key]  # type: ignore[no-any-return,unused-ignore]
        except KeyError:
            value = self._memo[key] = compute()
            return value

    @property
    def sentence_spans(self) -> tuple[tuple[int, int], ...]:
        """(start, end) of each sentence."""
        return self._split()[0]

    @property
    def starts(self) -> tuple[int, ...]:
        """The start of each sentence, for bisect."""
        return self._split()[1]

    def budget(self) -> float | None:
        """Seconds left for matching over the whole text (for ``regex``'s ``timeout=``), None if unbounded.

        The batch prefilter's passes that ran while this abstract was extracted are work the whole batch
        shares (a pattern is evaluated over every abstract when the first one asks): they move the deadline
        later, so the first abstract of a batch is not timed out for its neighbours' share."""
        if self.deadline is None:
            return None
        left = self.deadline + self._shared() - time.monotonic()
        if left <= 0:
            raise TimeoutError(_LATE)
        return left

    def _shared(self) -> float:
        """Seconds of the batch's shared prefilter work done since this abstract began."""
        return self.hints.spent - self._shared_at_start if self.hints is not None else 0.0

    def _check(self) -> None:
        """Past the deadline itself (the callers test that inline: they run per mention), raise ``TimeoutError``
        unless the batch's shared prefilter work moved it later. Per-mention loops reach it through ``before``,
        ``after`` and ``sentence_of``, so a huge abstract cannot overrun."""
        if self.deadline is not None and time.monotonic() > self.deadline + self._shared():
            raise TimeoutError(_LATE)

    def can_match(self, pattern: regex.Pattern[str], *, bounded: bool = False,
                  within: regex.Pattern[str] | None = None) -> bool:
        """False only when ``pattern`` cannot match anywhere in this abstract (see ``prefilter``;
        ``within``: a necessary condition of ``pattern``, see ``Hints.can_match``)."""
        return self.hints is None or self.hints.can_match(pattern, self.index, bounded=bounded, within=within)

    def can_match_any(self, scans: tuple[Scan, ...]) -> bool:
        """False only when none of ``scans`` (pattern, bounded[, within]) can match in this abstract."""
        return self.hints is None or self.hints.can_match_any(scans, self.index)

    def finditer(self, pattern: regex.Pattern[str], pos: int | None = None, endpos: int | None = None, *,
                 within: regex.Pattern[str] | None = None, overlapped: bool = False) -> Iterator[regex.Match[str]]:
        """``pattern.finditer`` over ``norm`` within the time budget, skipped when it cannot match
        (``within``: a necessary condition of ``pattern``, see ``Hints.can_match``; ``overlapped``: a match may start
        inside an earlier one)."""
        if not self.can_match(pattern, bounded=endpos is not None, within=within):
            return iter(())
        return pattern.finditer(self.norm, pos, endpos, overlapped=overlapped, timeout=self.budget())

    def stem_starts(self, stems: tuple[str, ...]) -> tuple[int, ...] | None:
        """Sorted offsets where one of ``stems`` (lower-case ASCII) starts in any casing, not right
        after an ASCII letter, digit or underscore: a superset of the places where a pattern that
        begins ``\\b(?i:stem...)`` can match. A ``str.find`` per stem is far cheaper than ``regex``
        trying the pattern at every position. None when a plain search cannot be exact (a
        character that IGNORECASE folds to ASCII): then scan with ``finditer``. Once per document."""
        def find() -> tuple[int, ...] | None:
            low = self.norm.lower()
            if len(low) != len(self.norm) or any(ch in self.norm for ch in _FOLDS_TO_ASCII):
                return None
            found = set()
            for stem in stems:
                at = low.find(stem)
                while at >= 0:
                    before = low[at - 1] if at else " "
                    if not (before.isascii() and (before.isalnum() or before == "_")):
                        found.add(at)
                    at = low.find(stem, at + 1)
            return tuple(sorted(found))
        return self.cached(("stems", stems), find)

    def matches_at(self, pattern: regex.Pattern[str], starts: tuple[int, ...], *,
                   overlapped: bool = False) -> Iterator[regex.Match[str]]:
        """What ``pattern.finditer`` finds over ``norm`` when every match of ``pattern`` starts at
        one of ``starts`` (sorted): the match at each start that is not inside an earlier match
        (``overlapped``: at each start, as ``finditer(..., overlapped=True)``).

        >>> doc = Document("We PROPOSE X-Net and propose Y-Net; proposal.")
        >>> pattern = regex.compile(r"\\b(?i:propos)\\w{0,4}\\s(?P<name>[A-Z]-Net)")
        >>> [m["name"] for m in doc.matches_at(pattern, doc.stem_starts(("propos",)))]
        ['X-Net', 'Y-Net']
        >>> [m["name"] for m in doc.finditer(pattern)]
        ['X-Net', 'Y-Net']
        >>> either = regex.compile(r"(?i:we|propose)\\s.{0,12}?(?P<name>[A-Z]-Net)")
        >>> [m.start() for m in doc.matches_at(either, (0, 3))]
        [0]
        >>> [m.start() for m in doc.matches_at(either, (0, 3), overlapped=True)]
        [0, 3]
        """
        end = 0
        for start in starts:
            if (overlapped or start >= end) and (m := pattern.match(self.norm, start,
                                                                     timeout=self.budget())) is not None:
                end = m.end()
                yield m

    def sentence_of(self, pos: int) -> tuple[int, int]:
        """The (start, end) of the sentence holding offset ``pos``."""
        if self.deadline is not None and time.monotonic() > self.deadline:
            self._check()
        spans, starts = self._split()
        if not spans:
            return (0, len(self.text))
        return spans[max(0, bisect_right(starts, pos) - 1)]

    def before(self, start: int, width: int = 80) -> str:
        """Normalized text before ``start``, within its sentence, at most ``width`` characters."""
        if self.deadline is not None and time.monotonic() > self.deadline:
            self._check()
        spans, starts = self._split()
        s = spans[max(0, bisect_right(starts, start) - 1)][0] if spans else 0
        return self.norm[max(s, start - width):start]

    def after(self, end: int, width: int = 80) -> str:
        """Normalized text after ``end``, within its sentence, at most ``width`` characters."""
        if self.deadline is not None and time.monotonic() > self.deadline:
            self._check()
        spans, starts = self._split()
        e = spans[max(0, bisect_right(starts, max(0, end - 1)) - 1)][1] if spans else len(self.text)
        return self.norm[end:min(e, end + width)]
