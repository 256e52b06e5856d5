"""Every number gets a verdict: the kind of the claim it became, or the named reason it is not one.

A number the grammar found and no rule decided is ``unexplained``: the coverage report
(``benchmarks/coverage.py``) counts those per shape, which is how missing rules are found by
class rather than by sentence. ``abstract-claims extract --explain`` writes these rows as
``numbers.parquet``.

>>> from abstract_claims import analyze
>>> [(v.text, v.verdict, v.reason) for v in analyze("We reach 91.2% on 3 benchmarks (Table 2).", explain=True).numbers]
[('91.2%', 'score', None), ('3', 'count', None), ('2', 'not_claim', 'citation_or_reference')]
"""

from __future__ import annotations

from dataclasses import dataclass

from abstract_claims.kinds.reasons import why_not
from abstract_claims.reading.document import Document
from abstract_claims.record import Claim
from abstract_claims.schemas.domain import NOT_CLAIM

UNEXPLAINED = "unexplained"


@dataclass(frozen=True, slots=True)
class Verdict:
    """One number mention and what became of it (a row of ``numbers.parquet``)."""

    start: int
    end: int
    text: str
    value: float | None
    unit: str | None  # the unit the number grammar read ('%', 'x', 'seconds' ...), before any kind decided
    verdict: str  # a claim kind, or 'not_claim'
    reason: str | None  # None for claims; a reason of ``kinds.reasons.REASONS`` or 'unexplained'
    rule: str | None  # the rule of the claim, or 'reason.<name>'


def shape(v: Verdict) -> str:
    """The written shape of a number, for the coverage report: percent, factor, unit, number word, decimal, integer.

    >>> shape(Verdict(0, 3, "12%", 12.0, "%", "score", None, "r")), shape(Verdict(0, 5, "three", 3.0, None, "count", None, "r"))
    ('percent', 'number word')
    """
    if v.unit in ("%", "pp"):
        return "percent"
    if v.unit == "x":
        return "factor"
    if v.unit is not None:
        return f"unit ({v.unit})"
    if v.text[:1].isalpha():
        return "number word"
    return "decimal" if "." in v.text else "integer"


def verdicts(doc: Document, claims: list[Claim], taken: list[tuple[int, int]]) -> tuple[Verdict, ...]:
    """One verdict per number mention of ``doc``, in order; ``taken``: spans of named entities."""
    by_start = {c.start: c for c in claims if c.value is not None}
    out = []
    for m in doc.mentions:
        text = doc.text[m.start:m.end]
        c = by_start.get(m.start)
        if c is not None:
            out.append(Verdict(m.start, m.end, text, m.value, m.unit, c.kind, None, c.rule))
            continue
        if any(s < m.end and m.start < e for s, e in taken):
            reason = "name_part"
        else:
            reason = why_not(doc, m) or UNEXPLAINED
        out.append(Verdict(m.start, m.end, text, m.value, m.unit, NOT_CLAIM, reason, f"reason.{reason}"))
    return tuple(out)
