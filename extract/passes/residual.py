"""The residual pass: numbers still unclaimed after the cue rules and coordination fall back to a kind.

Runs after ``coordination``; asks ``kinds.fallback.fallback_kind`` only about the numbers no rule
took (most percentages and factors already have a cue rule, so this is where the cost stays small).

>>> from abstract_claims import analyze
>>> [(c.kind, c.text, c.rule) for c in analyze("The best model was truthful on 58% of questions, while humans were at 94%.").claims]
[('score', '58%', 'score.residual.percent'), ('score', '94%', 'score.residual.percent')]
"""

from __future__ import annotations

from abstract_claims.kinds.cues import claim
from abstract_claims.kinds.fallback import fallback_kind, fallback_rule
from abstract_claims.kinds.improvement import unit_of
from abstract_claims.reading.document import Document
from abstract_claims.record import Claim


def extend(doc: Document, claims: list[Claim], taken: list[tuple[int, int]]) -> list[Claim]:
    """Rows for the result-shaped numbers no rule claimed and no reason explains; ``taken``: entity spans."""
    claimed = {c.start for c in claims}
    out = []
    for m in doc.mentions:
        if m.start in claimed or any(s < m.end and m.start < e for s, e in taken):
            continue
        kind = fallback_kind(doc, m)
        if kind is None:
            continue
        unit = unit_of(doc, m.unit, m.end, doc.before(m.start, 120)) if kind == "improvement" else m.unit
        out.append(claim(doc, m, kind, fallback_rule(kind, m), unit=unit))
    return out
