"""The residual pass: numbers still unclaimed after the cue rules and coordination fall back to a kind.

Runs after ``coordination``; asks ``kinds.fallback.fallback_kind`` only about the numbers no rule
took (most percentages and factors already have a cue rule, so this is where the cost stays small).

>>> from abstract_claims import analyze
>>> [(c.kind, c.text, c.rule) for c in analyze("The best model was truthful on 58% of questions, while humans were at 94%.").claims]
[('score', '58%', 'score.residual.percent'), ('score', '94%', 'score.residual.percent')]
"""

from __future__ import annotations

import regex

from abstract_claims.kinds.cues import claim
from abstract_claims.kinds.fallback import fallback_kind, fallback_rule
from abstract_claims.kinds.improvement import unit_of
from abstract_claims.passes.coordination import listed_after
from abstract_claims.reading.document import Document
from abstract_claims.record import Claim


_DIFFERENCES = frozenset({"improvement", "reduction", "speedup"})
# a clause or a change of state between them starts another statement ('reduce task success from 90% to as low as
# 22.5%, and that blue-teaming recovers performance to up to 90%')
_CLAUSE = regex.compile(r"\b(?:that|which|to|from|while|whereas)\b")


def extend(doc: Document, claims: list[Claim], taken: list[tuple[int, int]]) -> list[Claim]:
    """Rows for the result-shaped numbers no rule claimed and no reason explains; ``taken``: entity spans."""
    claimed = {c.start for c in claims}
    out: list[Claim] = []
    for m in doc.mentions:
        if m.start in claimed or any(s < m.end and m.start < e for s, e in taken):
            continue
        kind = fallback_kind(doc, m)
        if kind is None:
            continue
        if (kind == "score" and out and out[-1].kind in _DIFFERENCES and listed_after(doc, out[-1], m)
                and not any(out[-1].end <= s < m.start for s in claimed)
                and not _CLAUSE.search(doc.norm, out[-1].end, m.start)):
            previous = out[-1]  # 'reductions of up to 90.0% in toxicity on X and 49.2% on Y': the next difference
            out.append(claim(doc, m, previous.kind, f"{previous.kind}.list.coordinated", unit=previous.unit))
            continue
        unit = unit_of(doc, m.unit, m.end, doc.before(m.start, 120)) if kind == "improvement" else m.unit
        out.append(claim(doc, m, kind, fallback_rule(kind, m), unit=unit))
    return out
