"""Numbers listed with a claim share its kind: the second of "X and Y" has no cue of its own.

``outperforming its teacher by 5.3% and 10.5%``, ``by 127% in offline settings and 25% in online
settings``, ``83.9% top-1 accuracy with ViT-Small and 85.3% with ViT-Base``. A mention that no kind
module claimed inherits the kind of the claim right before it in the same sentence when the two are
joined by ``and``, ``or`` or a comma, share a unit, and nothing but a short phrase stands between.
Counts and model sizes are left out: their own rules need the counted noun.
"""

from __future__ import annotations

import regex

from abstract_claims.reading.document import Document
from abstract_claims.kinds.cues import claim, is_setting
from abstract_claims.record import Claim

_LINK = regex.compile(r"^[^;.!?]{0,70}$")
# a new verb between the two numbers starts a new statement ("..., while using only 15% of the cost")
_NEW_CLAIM = regex.compile(r"\b(?:using|uses|use|requir\w{0,3}|while|whereas|but|although|with\sonly|only)\b", regex.IGNORECASE)
_JOIN = regex.compile(r"(?:,\s|\band\b|\bor\b|\bvs\.?\s|\bversus\b|\brespectively\b|/)")
_KINDS = ("speedup", "reduction", "improvement", "score")


def extend(doc: Document, claims: list[Claim], taken: list[tuple[int, int]]) -> list[Claim]:
    """New claims for unclaimed mentions coordinated with an earlier claim of the same sentence."""
    by_start = {c.start: c for c in claims}
    out: list[Claim] = []
    previous: Claim | None = None
    for m in doc.mentions:
        if m.start in by_start:
            previous = by_start[m.start]
            continue
        if previous is None or previous.kind not in _KINDS or m.is_word or m.hyphen_word:
            continue
        if any(s < m.end and m.start < e for s, e in taken) or doc.sentence_of(m.start) != doc.sentence_of(previous.start):
            continue
        gap = doc.norm[previous.end:m.start]
        same_unit = m.unit == previous.unit or (previous.unit == "pp" and m.unit == "%")
        if same_unit and _LINK.match(gap) and _JOIN.search(gap) and not _NEW_CLAIM.search(gap) and not is_setting(doc, m):
            c = claim(doc, m, previous.kind, f"{previous.kind}.list.coordinated", unit=previous.unit
                      if previous.unit == "pp" else m.unit)
            out.append(c)
            previous = c
    return out
