"""Bind ``metric``, ``dataset``, ``baseline`` and ``hardware`` to numeric claims within their clause.

A clause is the part of the sentence between ``;`` marks and between commas; a name in the same
clause wins, the one after the number first (``82.3% mAP ... on the CUHK-SYSU dataset``), else the
nearest in the sentence.
"""

from __future__ import annotations

from functools import cache

import regex

from abstract_claims.reading.document import Document
from abstract_claims.record import Claim
from abstract_claims.reading.vocab import alternation, metric_names

_CLAUSE_BREAK = regex.compile(r"[;:]|,\s|\s(?:while|whereas|and\sachieves?|but)\s")

_BASELINE = regex.compile(
    r"""\b(?:over|than|compared\s(?:to|with)|relative\sto|versus|vs\.?|against|outperform\w{0,4}|surpass\w{0,4}|
            beat\w{0,4}|exceed\w{0,4}|improv\w{0,5}\supon)\s{1,3}
        (?P<b>(?:the\s|its\s|their\s|a\s|an\s|our\s)?(?:(?:strong\w{0,3}|prior|previous|existing|original|standard|vanilla|
              leading|best|full|dense)\s){0,2}
              [\w\-./+]{1,40}(?:\s(?!by\b|on\b|in\b|with\b|across\b|and\b|while\b|at\b|for\b|under\b|to\b|using\b|when\b|of\b)[\w\-./+]{1,40}){0,3})""",
    regex.VERBOSE | regex.IGNORECASE,
)
_NUMBERISH = regex.compile(r"^[\d.,%x\\$]+")
_NOT_BASELINE = frozenset("the a an that this these those it baseline".split())


@cache
def _metric() -> regex.Pattern[str]:
    return regex.compile(rf"(?<![\w-])(?P<metric>{alternation(metric_names(), fold=True)})(?![\w-])", regex.IGNORECASE)


def _clause(doc: Document, pos: int) -> tuple[int, int]:
    s, e = doc.sentence_of(pos)
    start, end = s, e
    for m in _CLAUSE_BREAK.finditer(doc.norm, s, e):
        if m.end() <= pos:
            start = m.end()
        elif m.start() >= pos:
            end = m.start()
            break
    return start, end


def _nearest(claim: Claim, spans: list[tuple[int, int, str]], doc: Document) -> str | None:
    cs, ce = _clause(doc, claim.start)
    ss, se = doc.sentence_of(claim.start)
    in_clause = [x for x in spans if cs <= x[0] and x[1] <= ce]
    after = [x for x in in_clause if x[0] >= claim.end]
    if after:
        return after[0][2]
    if in_clause:
        return in_clause[-1][2]
    in_sentence = [x for x in spans if ss <= x[0] and x[1] <= se]
    if in_sentence:
        return min(in_sentence, key=lambda x: min(abs(x[0] - claim.end), abs(claim.start - x[1])))[2]
    return None


def _baseline(doc: Document, claim: Claim) -> str | None:
    s, e = doc.sentence_of(claim.start)
    best, dist = None, 10**9
    for m in _BASELINE.finditer(doc.norm, s, e):
        b = doc.text[m.start("b"):m.end("b")].strip(" ,.;:*$")
        if b.lower() in _NOT_BASELINE or _NUMBERISH.match(b):
            continue
        d = abs(m.start() - claim.end) if m.start() >= claim.end else abs(claim.start - m.end())
        if d < dist:
            best, dist = b, d
    return best if dist < 160 else None


# What a comparison is about, read next to the number: "1.5x end-to-end decode speedup",
# "4x reduction in model size", "reducing the memory footprint by", "improves accuracy by".
_CUE = (r"(?:speed-?ups?|faster|acceleration|reductions?|improvements?|gains?|savings?|increases?|decreases?|"
        r"boosts?|fewer|less|lower|higher|better|smaller)")
_OBJECT_AFTER = regex.compile(
    rf"^[\s$*}}\\]{{0,4}}(?P<phrase>(?:(?!(?:over|than|on|to|with|across|compared|of|in)\s)[\w-]{{1,30}}\s){{0,3}}?{_CUE})\b"
    rf"(?:\s(?:in)\s(?:the\s)?(?P<obj>[A-Za-z][\w-]{{1,30}}(?:\s[\w-]{{2,30}})?))?",
    regex.IGNORECASE)
_OBJECT_BEFORE = regex.compile(
    r"\b(?:reduc\w{0,5}|cut\w{0,4}|decreas\w{0,4}|lower\w{0,4}|improv\w{0,5}|increas\w{0,4}|boost\w{0,4}|rais\w{1,4}|"
    r"accelerat\w{0,5}|speed\w{0,4}\sup|sav\w{1,4}|shrink\w{0,4}|enhanc\w{0,4})\s(?:the\s|its\s|their\s)?"
    r"(?P<obj>[\w-]{2,30}(?:\s(?!by\b|of\b|over\b|on\b|to\b)[\w-]{2,30}){0,2})\s(?:\w+\s){0,6}?by\s[^;]{0,20}$",
    regex.IGNORECASE)
_COMPARATIVE = ("speedup", "reduction", "improvement")
_NOT_OBJECT = frozenset("it this that them results the a an".split())


def _object(doc: Document, claim: Claim) -> str | None:
    """The measured thing of a comparison, from the words right after or right before the number."""
    after = _OBJECT_AFTER.match(doc.after(claim.end, 90))
    if after:
        obj = after["obj"]
        if obj and obj.lower() not in _NOT_OBJECT:
            return obj
        phrase = after["phrase"].strip()
        if " " in phrase or claim.kind == "speedup":
            return phrase
    before = _OBJECT_BEFORE.search(doc.before(claim.start, 120))
    if before and before["obj"].lower() not in _NOT_OBJECT:
        return before["obj"]
    return None


def bind(doc: Document, claim: Claim, entities: list[Claim]) -> Claim:
    """The claim with its attributes filled from its clause (attributes a rule already set are kept).

    Baselines are bound to comparisons only (speedup, reduction, improvement): an absolute score
    or a count is not "over" anything even when its sentence compares elsewhere.
    """
    datasets = [(c.start, c.end, c.name or c.text) for c in entities if c.kind == "dataset"]
    devices = [(c.start, c.end, c.name or c.text) for c in entities if c.kind == "hardware"]
    metric = claim.metric
    if metric is None and claim.kind in _COMPARATIVE:
        metric = _object(doc, claim)
    if metric is None and claim.kind in _COMPARATIVE + ("score",):
        cs, ce = _clause(doc, claim.start)
        found = [(m.start(), m.end(), m["metric"]) for m in _metric().finditer(doc.norm, cs, ce)]
        metric = _nearest(claim, found, doc) if found else None
    baseline = _baseline(doc, claim) if claim.kind in _COMPARATIVE else None
    return claim.with_(metric=metric, dataset=_nearest(claim, datasets, doc),
                       hardware=_nearest(claim, devices, doc), baseline=baseline)
