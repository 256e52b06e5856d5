"""The lowest tier: a result-shaped number that no cue rule claimed and no reason explains.

Percentages and factors are almost always claims in an abstract; a decimal or a measured time or
size is one when its sentence reports this paper's results. When no kind module's cue rule took
such a number and ``reasons.why_not`` finds no reason it is not a claim, the nearest cue word
decides its kind (read after the number first, then before it, within the clause):

============  =================================================  ==========================
kind          cue words                                          example
============  =================================================  ==========================
speedup       faster, speedup, accelerates, throughput           ``≈1.3x speed``
reduction     reduces, lower, less, fewer, saves, smaller (cost)  ``over 60% in file size``
improvement   improves, gains, outperforms, higher, better, +    ``2.7% accuracy gains over``
score         none of the above                                  ``41% Vs 85% in F1 score``
============  =================================================  ==========================

``passes/residual.py`` asks only about the numbers still unclaimed after every cue rule and the
coordination pass (so a specific rule or a coordinated list always wins) and makes their rows
(``<kind>.residual.<shape>``).

>>> from abstract_claims.reading.document import Document
>>> d = Document("Our method reaches 85% F1, with 2.7% gains over ResNet and 60% lower file size.")
>>> [(d.text[m.start:m.end], fallback_kind(d, m)) for m in d.mentions]
[('85%', 'score'), ('2.7%', 'improvement'), ('60%', 'reduction')]
>>> d = Document("It quantizes the model with less than 1% loss in accuracy.")
>>> [(d.text[m.start:m.end], fallback_kind(d, m)) for m in d.mentions]
[('1%', 'improvement')]
>>> d = Document("Our planner solves twice as many problems as the baselines; we ran it three times.")
>>> [(d.text[m.start:m.end], fallback_kind(d, m)) for m in d.mentions]
[('twice', 'improvement'), ('three times', None)]
"""

from __future__ import annotations

import regex


from abstract_claims.kinds.cues import FLAGS, QUALITY_DOWN, is_long_span
from abstract_claims.kinds.reasons import ours, why_not
from abstract_claims.reading.document import Document
from abstract_claims.reading.numbers import QUALIFIER, QUALIFIER_WIDTH, Mention

_SPEEDUP = r"(?:faster|speed-?ups?|speed|accelerat\w{0,5}|throughput|quicker)"
_REDUCTION = (r"(?:reduc\w{0,6}|decreas\w{0,4}|lower\w{0,2}|less|fewer|smaller|sav(?:e|es|ed|ing|ings)|cut\w{0,4}|"
              r"shrink\w{0,4}|compress\w{0,5}|cheaper|drops?\sin\s(?:cost|memory|latency|size))")
_IMPROVEMENT = (r"(?:improv\w{0,6}|gains?|increas\w{0,4}|boost\w{0,4}|outperform\w{0,4}|higher|better|surpass\w{0,4}|"
                r"exceed\w{0,4}|margin|relative|absolute|enhanc\w{0,6}|advanc\w{0,4}|ahead)")
# a change in quality either way is a difference, not a level: '43% performance degradation', 'less than 1% loss in
# accuracy' (GUIDELINE: unsigned, an improvement row); not for a time or a size ('on a single 24 GB GPU without
# performance degradation')
_DEGRADATION = (r"(?:(?:performance|accuracy|quality)\s(?:degradation|drop|loss|decline)|"
                r"(?:degradation|drop|loss|decline)s?\s(?:in|of)\s(?:the\s)?(?:\w+\s)?(?:accuracy|performance|quality|F1|BLEU|mAP))")
# the cue classes, one named group each, read as whole words
_CUE = regex.compile(rf"\b(?:(?P<degradation>{_DEGRADATION})|(?P<speedup>{_SPEEDUP})|(?P<reduction>{_REDUCTION})|"
                     rf"(?P<improvement>{_IMPROVEMENT}))\b", FLAGS)
_QUALITY_DOWN = regex.compile(rf"\b{QUALITY_DOWN}\b", FLAGS)
# the clause around a number ends at ';', ':', a sentence-internal ', while', ', and', '(' ...
_CLAUSE_END = regex.compile(r"[;:(),]|\b(?:while|whereas|but|which|with|and)\b")
# further numbers of a list right after this one: ", 7.2%, 11.8%, and 9.5%", " and 5%", "/78.24", " (4.6%)"
_LIST_TAIL = regex.compile(r"(?:\s{0,2}(?:,|/|and|or|to|vs\.?)?\s{0,2}(?:and\s)?[$(]{0,2}[+-]?\d[\d.,]{0,8}\s?(?:\\?%|x|×|\\times)?[$)]{0,2})*")
# a level reached: "increases to 82%", "drops to 0.41" state the result, not the change
_LEVEL_BEFORE = regex.compile(r"\b(?:to|reach\w{0,3}|at)\s{1,2}[$*{]{0,3}$", FLAGS)
# a decimal, or a range of decimals ('0.82-0.88', '0.464 to 0.732')
_DECIMAL = regex.compile(r"^[+-]?\d{1,6}\.\d{1,6}(?:\s?(?:-{1,3}|to|~)\s?\d{1,6}\.\d{1,6})?$")


def _clause_before(doc: Document, m: Mention) -> str:
    """The clause before the number, without its qualifier ('less than 10%' is no reduction cue);
    'and' does not end it ('a boost of 17% on A and 12.25 on B')."""
    before = doc.before(m.start, 50)
    if q := QUALIFIER.search(before[-QUALIFIER_WIDTH:]):
        before = before[: len(before) - len(q[0])]
    cut = max((x.end() for x in _CLAUSE_END.finditer(before) if x[0] != "and"), default=0)
    return before[cut:]


def _clause_after(doc: Document, m: Mention) -> str:
    """The clause after the number, past a list of further numbers ('2% and 5% improvement')."""
    after = doc.after(m.end, 60)
    tail = _LIST_TAIL.match(after)  # always matches (possibly empty)
    after = after[tail.end():] if tail else after
    cut = _CLAUSE_END.search(after)
    return after[: cut.start()] if cut else after


def _cue_kind(doc: Document, m: Mention) -> str | None:
    """The kind named by the nearest cue word: after the number first, then before it."""
    after = _clause_after(doc, m)
    hit = _CUE.search(after)
    if hit is None:
        hits = list(_CUE.finditer(_clause_before(doc, m)))
        hit = hits[-1] if hits else None
    if hit is None:
        return None
    if hit["degradation"]:
        return "improvement" if m.unit not in ("seconds", "bytes") else None
    kind = next(k for k in ("speedup", "reduction", "improvement") if hit[k])
    if kind == "reduction" and _QUALITY_DOWN.search(after + " " + _clause_before(doc, m)):
        return "improvement"  # lower error, less forgetting: a quality gain
    return kind


# a factor in words that compares an amount, in a sentence about this paper: 'solves at least twice as many problems as
# the baselines', 'fool human observers three times more often' (not 'repeated three times'; not 'twice the': mostly
# a setting or a bound, 'at twice the actuation frequency', 'no larger than twice the misclassification rate'); on
# 40,000 random large.parquet abstracts 8 rows, 5 right, 2 a baseline's or the field's amount, 1 a cost
_WORD_COMPARED = regex.compile(r"\s(?:as\s(?:many|much)\b|more\b)", FLAGS)


def _eligible(doc: Document, m: Mention) -> bool:
    """Result-shaped: a percentage, a factor, or a decimal / time / size in a sentence about this paper."""
    if m.is_word:
        return m.unit == "x" and _WORD_COMPARED.match(doc.norm, m.end) is not None and ours(doc, m)
    if m.hyphen_word or m.magnitude is not None:
        return False
    if m.unit in ("%", "pp", "x", "points", "orders_of_magnitude"):
        return True
    if m.unit in ("seconds", "bytes") or (m.unit is None and _DECIMAL.match(m.raw)):
        return ours(doc, m) and not is_long_span(doc, m.start, m.end)  # not '80 years of human experience'
    return False


def fallback_rule(kind: str, m: Mention) -> str:
    """The rule id of a residual row: ``score.residual.percent``, ``improvement.residual.factor`` ..."""
    shape = {"%": "percent", "pp": "percent", "x": "factor", None: "decimal"}.get(m.unit, "measure")
    return f"{kind}.residual.{shape}"


def fallback_kind(doc: Document, m: Mention) -> str | None:
    """The kind this number falls back to, or None when it is not result-shaped or a reason explains it."""
    if not _eligible(doc, m) or why_not(doc, m) is not None:
        return None
    if m.signed or m.unit in ("pp", "points", "orders_of_magnitude"):
        cue = _cue_kind(doc, m)
        return cue if cue in ("speedup", "reduction") else "improvement"
    kind = None if _LEVEL_BEFORE.search(_clause_before(doc, m)) else _cue_kind(doc, m)
    if kind is None:
        return "score" if m.unit != "x" else "improvement"
    if kind == "speedup" and m.unit not in ("x", "%"):
        return "score"  # '45 tokens per second of throughput' is a measured rate
    return kind
