"""Numbers listed with a claim share its kind: the second of "X and Y" has no cue of its own.

``outperforming its teacher by 5.3% and 10.5%``, ``by 127% in offline settings and 25% in online
settings``, ``83.9% top-1 accuracy with ViT-Small and 85.3% with ViT-Base``. A mention that no kind
module claimed inherits the kind of the claim right before it in the same sentence when the two are
joined by ``and``, ``or`` or a comma, share a unit, and nothing but a short phrase stands between.
Counts and model sizes need the counted noun, so they coordinate the other way (``extend_counts``):
a number that only modifiers separate from a counted number after it counts the same noun
(``5 real-world and 12 simulation tasks``, ``40 training, 7 validation and 15 test domains``), and so
does a number that only the join separates from it (``325K, 316K, and 309K hard negative captions``).
"""

from __future__ import annotations

from dataclasses import replace

import regex

from abstract_claims.reading.document import Document
from abstract_claims.reading.numbers import Mention
from abstract_claims.kinds.cues import BY_FILLER, FLAGS, by_before, claim, is_long_span, is_setting, tier_of
from abstract_claims.kinds.reasons import why_not
from abstract_claims.record import Claim

# what a listed number may not be: a reference, a year, a list marker, part of a formula ('Loss 0.076',
# a capitalized metric before it, reads as a name's number but is listed on)
_REFERS = frozenset({"citation_or_reference", "year_or_date", "list_marker", "math"})
# a short gap within the sentence (a decimal point is no sentence end: "by 35% (44.67 → 60.40) for English and 38%")
_LINK = regex.compile(r"^(?:[^;.!?]|(?<=\d)\.(?=\d)){0,70}$")
# the gap opens an aside the number stands in: '(12.6 mean IU3d), and it recognizes (86.9%)', 'by 4.2% (68.99% vs
# 64.73%)'; an aside that opens with the join or 'by' coordinates: 'errors (by 75% and 95%)', '(and $5\%$ in 60-epoch)'
_ASIDE_OPENS = regex.compile(r"\((?!\s?(?:and|or|by)\b)[^()]*$")
# a new verb between the two numbers starts a new statement ("..., while using only 15% of the cost")
_NEW_CLAIM = regex.compile(r"\b(?:using|uses|use|requir\w{0,3}|while|whereas|but|although|with\sonly|only)\b", regex.IGNORECASE)
_JOIN = regex.compile(r"(?:,\s|\band\b|\bor\b|\bvs\.?\s|\bv\.s\.\s|\bversus\b|\brespectively\b|/|\bcompared\s(?:to|with)\b)")
_KINDS = ("speedup", "reduction", "improvement", "score", "model_size")
# a difference repeated with its own 'by' may change unit: "improves X by two times for A and by 62% for B"
_AND_BY = by_before("and", r"\s(?:[\w-]{1,20}\s){0,5}")
# ... and then the gap may be longer: "outperforms the state-of-the-art system by 20% in drift accuracy within 100 meters,
# and the state-of-the-art commercial system by 54%"
_LINK_BY = regex.compile(r"^(?:[^;.!?]|(?<=\d)\.(?=\d)){0,120}$")
_DIFFERENCE_UNITS = frozenset({"%", "x", "pp"})
# a value a change reaches is where it ends, not the next change: 'improving recall by over 40 percentage points ... and
# increasing precision to 99.8%' (a score, GUIDELINE: the value after 'to')
_END_VALUE = regex.compile(r"(?<!\bup\s)\bto\s(?:about\s|around\s|over\s|nearly\s|almost\s|approximately\s|just\s)?[\s$*{~]{0,3}$")
_SIZE_MAGNITUDES = frozenset({"k", "K", "M", "B", "T"})  # the grammar's magnitude suffixes (numbers._MAGNITUDE)
_NOUN_AFTER = regex.compile(r"\s?(?!(?:for|of|in|on|by|with|from|and|or|to|at|the)\b)[A-Za-z]{3}")  # a noun of its own ('33.5M tokens')


def _joined_by_space(doc: Document, gap: str) -> bool:
    """A text with no comma at all (one venue's abstracts lose every comma) joins a list by spaces alone: 'surpasses
    it by 13.36% 9.96% and 1.01% on FH37K FH41K and CelebA-logo'."""
    return gap == " " and "," not in doc.norm


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
        if any(s < m.end and m.start < e for s, e in taken):
            continue
        if listed_after(doc, previous, m):
            c = claim(doc, m, previous.kind, f"{previous.kind}.list.coordinated", unit=previous.unit
                      if previous.unit in ("pp", "params") else m.unit)
            out.append(c)
            previous = c
    return out


def listed_after(doc: Document, previous: Claim, m: Mention) -> bool:
    """Whether ``m`` is listed after ``previous`` in its sentence: the same unit, a join and only a short phrase
    between, no new verb or aside, and ``m`` no setting or reference. ``residual`` asks it too: a number the residual
    pass reads as a score after a difference it read is that difference's next item ('reductions of up to 90.0% in
    toxicity on the RealToxicityPrompts dataset and 49.2% on ToxiGen')."""
    if doc.sentence_of(m.start) != doc.sentence_of(previous.start):
        return False
    gap = doc.norm[previous.end:m.start]
    and_by = previous.kind not in ("score", "model_size") and bool(_AND_BY.search(gap))
    # a model size compares with a bare size ('0.048M trainable parameters compared to LoRA's 33.5M')
    if is_long_span(doc, m.start, m.end) != is_long_span(doc, previous.start, previous.end):
        return False  # '46 hours, which is equivalent to 20 years of robot experience': no list
    same_unit = (m.unit == previous.unit or (previous.unit == "pp" and m.unit == "%")
                 or and_by and {m.unit, previous.unit} <= _DIFFERENCE_UNITS
                 or previous.kind == "model_size" and m.unit is None and m.magnitude in _SIZE_MAGNITUDES
                 and not _NOUN_AFTER.match(doc.norm, m.end))
    return bool(same_unit and (_LINK.match(gap) or and_by and _LINK_BY.match(gap))
                and (_JOIN.search(gap) or _joined_by_space(doc, gap))
                and not _NEW_CLAIM.search(gap) and not is_setting(doc, m)
                and not _ASIDE_OPENS.search(gap)
                and not (previous.kind in ("improvement", "reduction", "speedup") and _END_VALUE.search(gap))
                and why_not(doc, m) not in _REFERS)  # not '(p < 0.05, Section 2)'


# the words between a difference and the next number when both carry a metric: 'by 3.00% EM and 4.16% F1', 'by 2.1
# BLEU and 3.4 chrF' (one to three metric words, then the join)
_METRIC_THEN_JOIN = regex.compile(r"^\s?[A-Za-z@][\w@.-]{0,20}(?:\s[A-Za-z@][\w@.-]{0,20}){0,2}(?:,\s(?:and\s)?|\sand\s)(?:by\s)?$")
# an aside that opens with the most a change reaches, right after the change (a few words between at most: 'reduces MSE by
# an average of 5.6% (up to 12.7% for SST)', 'by 3.2% on average (up to 7.5% on CIFAR-100)')
_UP_TO_ASIDE = regex.compile(r"^[^()]{0,40}?\(\s?(?:up\s?to|as\smuch\sas|at\smost|maximum|max\.?)\s[\s$*{~]*$", regex.IGNORECASE)
_BY_BEFORE = regex.compile(rf"\bby(?:\s{{0,3}}{BY_FILLER}){{0,4}}[\s$*{{~]{{0,4}}$", FLAGS)  # by_before's tail, no verb


def rekind_listed(doc: Document, claims: list[Claim]) -> list[Claim]:
    """``claims`` with a score listed after a difference of the same unit, each with its own metric, re-kinded as that
    difference: 'outperforming it by 3.00% EM and 4.16% F1', 'improvements of 2.5 BLEU, 7.1 COMET-KIWI, 5.3 COMET, and
    6.4 XCOMET' (a number before a metric reads as a score; listed after a difference that 'by' or a gain word's 'of'
    binds, it is the next difference, and so on down the list)."""
    ordered = sorted(claims, key=lambda c: c.start)
    out = list(ordered)
    listed: set[int] = set()  # the differences of a list so far: a 'by' or 'of' difference and those after it
    for i in range(1, len(ordered)):
        first, second = out[i - 1], ordered[i]
        if (first.kind not in ("improvement", "reduction") or second.kind not in ("score", first.kind)
                or second.unit != first.unit or doc.sentence_of(first.start) != doc.sentence_of(second.start)
                or not _METRIC_THEN_JOIN.match(doc.norm[first.end:second.start])):
            continue
        if not (i - 1 in listed or first.rule.endswith(".of") or _BY_BEFORE.search(doc.before(first.start, 30))):
            continue
        listed.add(i)
        if second.kind == "score":
            rule = f"{first.kind}.list.coordinated"
            out[i] = replace(second, kind=first.kind, rule=rule, tier=tier_of(rule))
    for i in range(1, len(ordered)):  # the most a difference reaches, in an aside right after it: 'by 5.6% (up to 12.7% for SST)'
        first, second = out[i - 1], out[i]
        if (first.kind in ("improvement", "reduction", "speedup") and second.kind == "score" and second.unit == first.unit
                and doc.sentence_of(first.start) == doc.sentence_of(second.start)
                and _UP_TO_ASIDE.match(doc.norm[first.end:second.start])):
            rule = f"{first.kind}.list.coordinated"
            out[i] = replace(second, kind=first.kind, rule=rule, tier=tier_of(rule))
    cued: set[int] = set()  # the differences a gain word after them binds: the last number's and those joined
    # before it by nothing but the join (_BARE_LINK: 'success rates of 2.68% and 16.67% higher')
    for i in range(len(ordered) - 2, -1, -1):  # right to left: 'of 14.3%, 8.0% and 6.1% higher' joins whole
        first, second = out[i], out[i + 1]
        if (second.kind not in ("improvement", "reduction") or not (i + 1 in cued or second.rule.endswith(".after.cue"))
                or first.unit != second.unit or not _BARE_LINK.match(doc.norm[first.end:second.start])):
            continue
        cued.add(i)
        if first.kind == "score":
            rule = f"{second.kind}.list.coordinated"
            out[i] = replace(first, kind=second.kind, rule=rule, tier=tier_of(rule))
    return out


# The modifiers of the first number, then the join, then the next number: "5 real-world and 12",
# "40 training, 7", "25 low-resource and 7 relatively higher-resource" (one to three words, none a
# function word, so "5 of them and 12" or "18 layers with 34" never join).
_MODIFIER = r"(?!(?:of|in|on|to|the|with|for|by|at|from|than|as|per|times|is|are|was|were|we|our)\b)[A-Za-z][\w\-']{0,24}"
_COUNT_LINK = regex.compile(
    rf"""^[\s$*}}]{{1,3}}
    (?P<mods>(?:{_MODIFIER}\s){{0,2}}{_MODIFIER})
    (?:,\s(?:and\s|or\s)?|\s(?:and|or)\s)[$*{{]{{0,2}}$""",
    FLAGS,
)
# Or nothing but the join: "325K, 316K, and 309K hard negative captions", "10, 20 and 50 clients" (a bare
# list of numbers before one counted noun counts that noun each time).
_BARE_LINK = regex.compile(r"^[$*}]{0,2}(?:,\s(?:and\s|or\s)?|\s(?:and|or)\s)[$*{]{0,2}$")
# what the first number may not be: a year, a citation, a name's number, a list marker, part of a formula
# a first number of its own noun ("5 PLMs and 4 CL approaches", "36 state variables and 12 control
# inputs"): the count rules already judged that noun
_OWN_NOUN = regex.compile(r"(?:[^su]s|ones)$")
_WHOLE = regex.compile(r"^\d{1,3}(?:(?:,|\{,\})\d{3}){0,4}$|^\d{1,9}$")  # 46,398; LaTeX 5{,}000
_NAMES_SOMETHING = frozenset({"citation_or_reference", "year_or_date", "name_part", "list_marker", "math", "setting"})


def extend_counts(doc: Document, claims: list[Claim], taken: list[tuple[int, int]]) -> list[Claim]:
    """Count claims for unclaimed numbers whose modifiers coordinate them with a count right after
    (``count.list.coordinated``), walking right to left so a list of three joins whole."""
    by_start = {c.start: c for c in claims}
    out: list[Claim] = []
    following: Claim | None = None
    for m in reversed(doc.mentions):
        if m.start in by_start:
            following = by_start[m.start]
            continue
        nxt, following = following, None
        if nxt is not None and nxt.kind == "model_size":
            following = _listed_size(doc, m, nxt, taken)
            if following is not None:
                out.append(following)
            continue
        if (nxt is None or nxt.kind != "count" or nxt.unit != "count" or m.unit is not None or m.signed
                or m.hyphen_word or m.value_high is not None or m.value < 2 and m.is_word):
            continue
        gap = doc.norm[m.end:nxt.start]
        link = _COUNT_LINK.match(gap) or _BARE_LINK.match(gap)
        mods = link.groupdict().get("mods") if link is not None else None
        if (link is None or mods is not None and _OWN_NOUN.search(mods) or not (m.is_word or _WHOLE.match(m.raw) or m.magnitude)
                or any(s < m.end and m.start < e for s, e in taken)
                or doc.sentence_of(m.start) != doc.sentence_of(nxt.start) or why_not(doc, m) in _NAMES_SOMETHING):
            continue
        head = (nxt.metric or "").split()[-1:]
        metric = " ".join([mods, *head]) if mods is not None else nxt.metric
        c = claim(doc, m, "count", "count.list.coordinated", unit="count", metric=metric)
        out.append(c)
        following = c
    return out


# ... or a word that says which parameters, then the join: "30.2B total / 4.1B activated parameters", "7B total and 1B
# trainable parameters"
_SIZE_LINK = regex.compile(r"^\s(?:total|active|activated|dense|sparse|shared|trainable|learnable|tunable|frozen|"
                           r"(?:non-)?embedding)\s(?:/|and|or|vs\.?)\s?$")


def _listed_size(doc: Document, m: Mention, nxt: Claim, taken: list[tuple[int, int]]) -> Claim | None:
    """A size with a magnitude that only the join separates from a model size after it: "(285M, 570M,
    and 1.2B parameters)", "1.5B, 7B and 70B parameter models" (``model_size.list.coordinated``)."""
    if (m.magnitude is None or m.unit is not None or m.is_word or m.hyphen_word or m.signed or m.value_high is not None
            or not (_BARE_LINK.match(doc.norm[m.end:nxt.start]) or _SIZE_LINK.match(doc.norm[m.end:nxt.start]))
            or any(s < m.end and m.start < e for s, e in taken)
            or why_not(doc, m) in _NAMES_SOMETHING):
        return None
    return claim(doc, m, "model_size", "model_size.list.coordinated", unit=nxt.unit)


# A count broken down in parentheses right after its noun: 'nine human subjects (5 male, 4 female)', '7 datasets (4 NER
# and 3 POS)', '4,331 videos (1,751 programming, 2580 non-programming)', 'four models (2 open and 2 closed weight)':
# each part counts too (the readable gold writes them). Whole numbers joined by commas or 'and', each before a word.
_PART = r"(?:\d{1,3}(?:,\d{3})+|\d{1,7})\s(?:[\w-]{1,25})(?:\s[\w-]{1,25})?"
_BREAKDOWN = regex.compile(rf"\(\s?(?:{_PART}\s?(?:,\s?|\sand\s|;\s)(?:and\s)?){{1,5}}{_PART}\s?\)")
_PART_NUMBER = regex.compile(r"(?:(?<=\(\s?)|(?<=,\s?)|(?<=\band\s)|(?<=;\s))(?:\d{1,3}(?:,\d{3})+|\d{1,7})(?=\s)")


def extend_breakdowns(doc: Document, claims: list[Claim], taken: list[tuple[int, int]]) -> list[Claim]:
    """Count claims for the parts of a count broken down in the parentheses right after its noun phrase
    (``count.list.breakdown``): the count's noun ends where the parenthesis opens.

    >>> from abstract_claims import analyze
    >>> [(c.text, c.rule) for c in analyze("We recruited nine human subjects (5 male, 4 female).").claims]
    [('nine', 'count.after.noun'), ('5', 'count.list.breakdown'), ('4', 'count.list.breakdown')]
    """
    claimed = {c.start for c in claims}
    by_start = {m.start: m for m in doc.mentions}
    out: list[Claim] = []
    for c in claims:
        if c.kind != "count" or c.unit != "count" or not c.metric or c.value is None:
            continue
        opening = doc.norm.find("(", c.end, c.end + len(c.metric) + 8)
        if opening < 0 or not doc.norm[c.end:opening].strip().endswith(c.metric.split()[-1]):
            continue
        box = _BREAKDOWN.match(doc.norm, opening)
        if box is None:
            continue
        for n in _PART_NUMBER.finditer(doc.norm, box.start() + 1, box.end() - 1):
            m = by_start.get(n.start())
            if (m is None or m.start in claimed or m.unit is not None or m.value < 1 or m.value > c.value
                    or any(s < m.end and m.start < e for s, e in taken) or why_not(doc, m) in _REFERS):
                continue
            out.append(claim(doc, m, "count", "count.list.breakdown", unit="count", metric=c.metric))
            claimed.add(m.start)
    return out
