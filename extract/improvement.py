"""``improvement``: a gain in quality relative to a baseline (error reductions count here).

``outperforming its teacher by 5.3\\%``, ``+6% on CIFAR-100``, ``**15.5%** FID improvement``,
``by +22 average points``, ``by more than 6 orders of magnitude``, ``reduces top-1 error by 5.6--8.3%``.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from .document import Document
from .numeric import FLAGS, QUALITY_DOWN, by_before, claim, cue_after, is_setting
from .record import Claim

GAIN_VERBS = (r"outperform\w{0,4}|surpass\w{0,4}|improv\w{0,6}|exceed\w{0,4}|beat\w{0,4}|boost\w{0,4}|increas\w{0,4}|"
              r"gain\w{0,4}|better|higher|enhanc\w{0,4}|rais\w{1,4}|advanc\w{0,4}|lift\w{0,4}|outperformance|"
              r"leads?|lead(?:ing)?|ahead|exceed|win\w{0,4}|top\w{0,4}|increment\w{0,4}|"
              r"(?:reduc\w{0,6}|lower\w{0,4}|decreas\w{0,4}|cut\w{0,4})[^;]{0,30}?" + QUALITY_DOWN)
# "outperforms X by 5.3%", "improves accuracy by up to 4 points", "reduces top-1 error by"
BEFORE = by_before(GAIN_VERBS, r"[^;]{0,80}?")
# "15.5% FID improvement", "5% higher accuracy", "a 3.1-point gain", "30% lower error", "(absolute) gain"
AFTER = cue_after(r"(?:improvements?|gains?|increases?|higher|better|boost|uplift|lift|more\saccurate|"
                  r"relative\s(?:improvement|gain)|absolute\s(?:improvement|gain)|advantage|margin|"
                  r"(?:reductions?|lower|less|decrease|drop)\s(?:[\w-]{1,20}\s)?(?:in\s|of\s)?(?:the\s)?"
                  + QUALITY_DOWN + r")\b", 3)
# "+6% on CIFAR-100", "(+4.8)": a signed number is a difference
SIGNED_OK = regex.compile(r"^[\s$*}]{0,4}(?:\\%|%|pp|points?|pts?|on|in|over|across|and|,|\)|;|\.|accuracy|mAP|$)", FLAGS)
ABSOLUTE = regex.compile(r"^[\s$*}]{0,3}\(?absolute\)?|^[\s$*}]{0,3}(?:in\s)?absolute\s", FLAGS)


def _unit(doc: Document, m_unit: str | None, end: int) -> str | None:
    if m_unit == "%" and ABSOLUTE.search(doc.after(end, 20)):
        return "pp"
    return m_unit


def find(doc: Document) -> Iterator[Claim]:
    """Improvement claims: a difference bound to a gain word, or written with an explicit '+'."""
    for m in doc.mentions:
        if m.is_word or m.unit in ("seconds", "bytes", "params") or m.magnitude or is_setting(doc, m):
            continue
        after, before = doc.after(m.end), doc.before(m.start)
        unit = _unit(doc, m.unit, m.end)
        if m.signed and SIGNED_OK.search(after):
            yield claim(doc, m, "improvement", "improvement.form.signed", unit=unit)
        elif AFTER.search(after) and (m.unit is not None or regex.match(r"^[\s$*}]{0,3}(?:points?|pp)", after)):
            yield claim(doc, m, "improvement", "improvement.after.cue", unit=unit)
        elif BEFORE.search(before):
            yield claim(doc, m, "improvement", "improvement.before.by", unit=unit)
