"""``improvement``: a gain in quality relative to a baseline (error reductions count here).

``outperforming its teacher by 5.3\\%``, ``+6% on CIFAR-100``, ``**15.5%** FID improvement``,
``by +22 average points``, ``by more than 6 orders of magnitude``, ``reduces top-1 error by 5.6--8.3%``.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex


from abstract_claims.reading.document import Document
from abstract_claims.reading.text import ending_here
from abstract_claims.kinds.cues import (AMOUNT_QUALIFIER, COST, DECREASE_BY, FLAGS, POINT_CHANGE_AFTER, QUALITY_DOWN, by_before, claim, cue_after,
                                        cost_by, governed_by_decrease, is_setting, quality_decreased)
from abstract_claims.kinds.score import metric_after
from abstract_claims.record import Claim

KINDS = ("improvement",)  # the kinds this module emits
GAIN_VERBS = (r"outperform\w{0,4}|surpass\w{0,4}|improv\w{0,6}|exceed\w{0,4}|beat\w{0,4}|boost\w{0,4}|increas\w{0,4}|"
              r"gain\w{0,4}|better|higher|enhanc\w{0,4}|rais\w{1,4}|elevat\w{1,4}|advanc\w{0,4}|lift\w{0,4}|outperformance|"
              r"leads?|lead(?:ing)?|ahead|exceed|win\w{0,4}|top\w{0,4}|increment\w{0,4}|"
              r"(?:reduc\w{0,6}|lower\w{0,4}|decreas\w{0,4}|cut\w{0,4})[^;]{0,45}?" + QUALITY_DOWN)
# "outperforms X by 5.3%", "improves accuracy by up to 4 points", "reduces top-1 error by"
BEFORE = by_before(GAIN_VERBS, r"[^;]{0,110}?")
# "15.5% FID improvement", "5% higher accuracy", "a 3.1-point gain", "30% lower error", "(absolute) gain"
AFTER = cue_after(r"(?:improvements?|gains?|increases?|higher|greater|better|boost|uplift|lift|larger|bigger|stronger|richer|"
                  r"more\s(?:accurate|diverse|robust|stable|faithful|reliable|informative|realistic|consistent)|"
                  r"relative\s(?:improvement|gain)|absolute\s(?:improvement|gain)|advantage|margin|"
                  r"(?:reductions?|lower|less|decrease|drop)\s(?:in\s|of\s)?(?:the\s)?(?:[\w-]{1,20}\s){0,2}?"
                  + QUALITY_DOWN + r"|" + QUALITY_DOWN + r"\w{0,2}\s(?:rates?\s)?(?:reductions?|decreases?|drops?))\b", 3)
# "23.7% more overlap with training data compared to", "recall up to 20% more relevant relations than": a share
# more than a compared system is a gain over it (not more of a cost: '30% more memory than', '2% more data than')
MORE_THAN = regex.compile(rf"""^[\s$*}}]{{0,3}}more\s(?!{COST}\b|(?:gpu|examples|annotations|resources)\b)
    (?:[\w-]{{1,20}}\s){{1,4}}?(?:than|compared\s(?:to|with)|over|relative\sto)\b""", FLAGS | regex.VERBOSE)
# a fall in points is a gain only in an error: 'a 2-point reduction in error rate' (not 'a 3-point drop in fluency')
POINT_FALL = regex.compile(r"^\s(?:drops?|decreases?|declines?|reductions?)\b", FLAGS)
POINT_FALL_IN_ERROR = regex.compile(r"^\s(?:drops?|decreases?|declines?|reductions?)\s(?:in\s)?(?:[\w-]{1,20}\s)?" + QUALITY_DOWN, FLAGS)
# "30 FPS or higher" is a threshold, not a gain
OR_MORE = regex.compile(r"^[\s$*}]{0,3}(?:[\w-]{1,20}\s){0,2}or\s(?:higher|more|greater|better|above|larger)\b", FLAGS)
# "+6% on CIFAR-100", "(+4.8)": a signed number is a difference
SIGNED_OK = regex.compile(r"^[\s$*}]{0,4}(?:\\%|%|pp|points?|pts?|(?:average|absolute|mean)\s(?:points?|pp)|on|in|over|across|and|,|\)|;|\.|accuracy|mAP|$)", FLAGS)
ABSOLUTE_BEFORE = regex.compile(r"\babsolute\s(?:(?:[\w-]{1,20}\s){0,2}(?:improvement|gain|boost|increase)s?\s"
                             r"(?:(?:in|of)\s(?:the\s)?(?!\d)[\w-]{1,20}(?:\s[\w-]{1,20})?\s)?(?:of|by)\s"
                             r"(?:up\sto\s|over\s|more\sthan\s|about\s|around\s|nearly\s|almost\s)?)?"
                             r"[\s$*{]{0,3}$", FLAGS)  # 'an absolute gain of 3%', 'by an absolute 3%', 'absolute improvements in F1 of up to 28%'

# "an absolute performance boost of 16.99%", "a relative gain of 12%", "improvement of 3.1 points",
# "gains ranging from 7.67% to 45.87%" (a range: reading/numbers.py)
OF_BEFORE = regex.compile(r"\b(?:(?:improvements?|gains?|boosts?|increases?|advantages?|margins?|uplifts?)\s"
                          r"(?:in\s(?!(?:the\s)?order\b|speed\b|throughput\b)(?:[^\W\d][\w-]{0,19}\s?){1,2},?\s(?=rang|of\s|by\s))?"
                          # 'improvements in F1-score, ranging from 3.18%',
                          # 'an increase in interpretability accuracy of up to 30%'

                          # ... and a fall in an error of, as a gain: 'relative reductions in word error rates (WERs) of up to 5%'
                          r"|(?:reductions?|decreases?|drops?)\sin\s(?:the\s)?(?:[\w-]{1,20}\s){0,3}?" + QUALITY_DOWN +
                          r"\w{0,6}(?:\s(?:rates?|ratios?|scores?|values?))?\s(?:\([\w-]{1,12}\)\s)?)"
                          r"(?:of|by|(?:(?:that\s)?rang(?:e|es|ed|ing)\s)?from)\s"  # 'improvements ranging from 2% to 11%'
                          r"(?:up\sto\s|over\s|more\sthan\s|about\s|around\s|nearly\s|almost\s|~|>)?[\s$*{(]{0,3}$", FLAGS)
# a gain verb, its object, then a qualifier right before the number, with no 'by': 'increases the camera pose accuracy
# about 20%', 'lowers the prediction error up to 5.69%', 'reduces the state estimation error over 50%' (a decrease verb
# only with an error word in its object; a level says 'to': 'reduces the error to 5%' is a score)
OBJECT_THEN_AMOUNT = ending_here(regex.compile(
    r"\b(?:improv\w{0,6}|increas\w{0,4}|boost\w{0,4}|enhanc\w{0,4}|rais\w{1,4}|(?:reduc\w{0,6}|lower\w{0,4}|decreas\w{0,4})"
    r"(?=\s(?:the\s|its\s|their\s)?(?:[\w-]{1,20}\s){0,3}?" + QUALITY_DOWN + r"))\s(?:the\s|its\s|their\s)?"
    r"(?:(?!(?:to|by|and|or|with|while|but|than)\s)[\w-]{1,20}\s){1,4}?" + AMOUNT_QUALIFIER + r"\s[\s$*{]{0,3}$", FLAGS))
# ... where a speed is the object, a speedup ('inference throughput improves by up to 55%': speedup.py)
SPEED_OBJECT = ending_here(regex.compile(r"\b(?:throughput|speed|speed-?ups?)\b[^;,.]{0,40}$", FLAGS))
# a unit-less difference is still a difference when a metric word follows it ("1.5 dB of PSNR improvement")
UNIT_WORD = regex.compile(r"^[\s$*}]{0,3}(?:average\s|mean\s|absolute\s)?(?:dB|points?|pts?|pp|BLEU|mAP|AP|F1|mIoU|IoU|PSNR|SSIM|FID|"
                       r"ROUGE[-\w]{0,3}|CIDEr|accuracy|AUC|AUROC|EM|NDCG|MRR|recall|precision|win\srate|success\srate)\b", FLAGS)
POINTS_AFTER = regex.compile(r"^[\s$*}]{0,3}(?:average\s|mean\s|absolute\s)?(?:(?P<pp>pp|percentage\spoints?)|points?|pts?)\b", FLAGS)
# "improves throughput by 68%", "improving inference speed by 19 times": a gain in speed is a speedup (speedup.py)
SPEED_BY = by_before(r"throughput|speed|speed-?ups?", r"[^;,.]{0,30}")
ABSOLUTE = regex.compile(r"^[\s$*}]{0,3}\(?absolute\)?|^[\s$*}]{0,3}(?:in\s)?absolute\s", FLAGS)


def unit_of(doc: Document, m_unit: str | None, end: int, before: str) -> str | None:
    """'%' becomes 'pp' when the text says the difference is absolute (SPEC section 4)."""
    if m_unit == "%" and (ABSOLUTE.search(doc.after(end, 20)) or ABSOLUTE_BEFORE.search(before)):
        return "pp"
    if m_unit is None and (w := POINTS_AFTER.match(doc.after(end, 30))):
        return "pp" if w["pp"] else "points"  # '+22 average points', '+1.2 pp'
    return m_unit


# What this module must find, and must not, beside its rules (tests/test_kinds.py runs them through
# ``analyze``): (sentence, ((value or name, evidence text), ...)) in order; counter-examples give no row.
EXAMPLES = (
    ("It outperforms its teacher by 5.3\\% and 10.5\\%.", ((5.3, "5.3\\%"), (10.5, "10.5\\%"))),
    # a metric at a cut-off between the number and the cue: 'a 3.17% precision@30 improvement'
    ("Query rewriting yields a 3.17% precision@30 improvement.", ((3.17, "3.17%"),)),
    ("Gains of up to +6% on CIFAR-100.", ((6.0, "+6%"),)),
    # a gain's range, its metric between ('ranging from' after 'improvements' is no change's two ends)
    ("It achieves significant improvements in F1-score, ranging from 3.18% to 8.95%.", ((3.18, "3.18% to 8.95%"),)),
    ("It improves by +31.6 percentage points over the baseline.", ((31.6, "+31.6 percentage points"),)),
    ("Our model shows 2.7% accuracy gains over ResNet-101.", ((2.7, "2.7%"),)),
    ("Most notably, it elevates success rates by over 27% when applied to GNFactor.", ((27.0, "27%"),)),
    ("It surpasses prior approximations by more than 6 orders of magnitude.", ((6.0, "6 orders of magnitude"),)),
    # passes/coordination.py: a decimal point in the gap is no sentence end; a result in an aside is no list item
    ("It improves BLEU by 35% (44.67 → 60.40) for English and 38% (42.92 → 59.33) for Polish.",
     ((35.0, "35%"), (38.0, "38%"))),
    ("It boosts the VQA module by 4.2% (68.99% vs 64.73%) and leads to 3.6% overall improvement.", ((4.2, "4.2%"), (3.6, "3.6%"))),
    # a second 'by' after 'and' and a longer object: "... by 20% in drift accuracy within 100 meters, and the ... system by 54%"
    ("It outperforms the state-of-the-art system by 20% in drift accuracy within 100 meters, and the state-of-the-art "
     "commercial system by 54%.", ((20.0, "20%"), (54.0, "54%"))),
    # a number word glued to 'fold' is a factor (reading/numbers.py); 'our contributions are twofold' is no claim
    ("We achieve a threefold increase in the number of keyframes processed.", ((3.0, "threefold"),)),
    # a gain word right before beats a metric after ('2.5 BLEU' alone is a score), down a list of metrics
    # (passes/coordination.py), and a gain word after the last of bare-joined numbers binds each
    ("Our method achieves improvements of 2.5 BLEU over the supervised baseline.", ((2.5, "2.5"),)),
    ("It achieves improvements of 2.5 BLEU, 7.1 COMET-KIWI, 5.3 COMET, and 6.4 XCOMET over the baseline.",
     ((2.5, "2.5"), (7.1, "7.1"), (5.3, "5.3"), (6.4, "6.4"))),
    ("It reaches success rates of 2.68% and 16.67% higher than prior methods, and 14.3%, 8.0%, and 6.1% higher recall.",
     ((2.68, "2.68%"), (16.67, "16.67%"), (14.3, "14.3%"), (8.0, "8.0%"), (6.1, "6.1%"))),
    # a text without any comma (one venue's) lists by spaces alone
    ("It surpasses the next-best approach by 13.36% 9.96% and 1.01% on FH37K FH41K and CelebA.",
     ((13.36, "13.36%"), (9.96, "9.96%"), (1.01, "1.01%"))),
    # a second 'by' after 'and' carries the kind across units (passes/coordination.py); fewer failures is quality
    ("It improves estimation quality by two times for blood typing and by 62% for histology.", ((2.0, "two times"), (62.0, "62%"))),
    ("The robot grasps with 21% fewer failures.", ((21.0, "21%"),)),
    # a difference in points written as a compound ('a 5-point Likert scale' is a setting, a drop in quality no gain)
    ("It yields a 24-point improvement in instruction following and a 2-point reduction in error rate.",
     ((24.0, "24-point"), (2.0, "2-point"))),
    # a fall in an error two words on, or the error's name before the fall word, is a gain ('a 30% reduction in memory'
    # stays a reduction: reduction.py)
    ("It yields a 22.10% relative reduction in word error rate and a 20% WER reduction.", ((22.1, "22.10%"), (20.0, "20%"))),
    # a metric's name between the number and the gain word; a fall in an error 'of' a number is a gain too
    ("It gives 3.05 chrF score improvement and relative reductions in word error rates (WERs) of up to 5%.",
     ((3.05, "3.05"), (5.0, "5%"))),
    # a share more than a compared system ('23.7% more overlap ... compared to'), not more of a cost
    ("Our method shows 23.7% more overlap with training data compared to the baseline and uses 30% more memory than it.",
     ((23.7, "23.7%"),)),
)
COUNTER_EXAMPLES = (
    "It reaches 91.4% on HumanEval.",
    "It is the fastest detector among those with 30 FPS or higher.",
    "We rate answers on a 5-point Likert scale and see a 3-point drop in fluency.",
    "Accuracy was 71.3% for the baseline in prior work.",
)

def find(doc: Document) -> Iterator[Claim]:
    """Improvement claims: a difference bound to a gain word, or written with an explicit '+'."""
    for m in doc.mentions:
        if m.count_word or m.unit in ("seconds", "bytes", "params") or m.magnitude or is_setting(doc, m):
            continue
        after, before = doc.after(m.end), doc.before(m.start, 150)
        unit = unit_of(doc, m.unit, m.end, before)
        if m.hyphen_word and POINT_CHANGE_AFTER.match(after):
            if not POINT_FALL.match(after) or POINT_FALL_IN_ERROR.match(after):
                yield claim(doc, m, "improvement", "improvement.form.points", unit="points")  # 'a 24-point improvement'
            continue
        if m.signed and (SIGNED_OK.search(after) or UNIT_WORD.search(after)):
            yield claim(doc, m, "improvement", "improvement.form.signed", unit=unit)
        elif (AFTER.search(after) and (m.unit is not None or UNIT_WORD.search(after) or metric_after().match(after))
              and not OR_MORE.match(after)):
            yield claim(doc, m, "improvement", "improvement.after.cue", unit=unit)
        elif m.unit == "%" and MORE_THAN.match(after):
            yield claim(doc, m, "improvement", "improvement.after.more_than", unit=unit)
        elif BEFORE.search(before) and not SPEED_BY.search(before) and not cost_by(before):
            # "outperforms X by 7.2 mIoU" beats a metric cue; a factor ("by 4x") still yields to speed words
            tier = "before" if m.unit == "x" else "form"
            yield claim(doc, m, "improvement", f"improvement.{tier}.by", unit=unit)
        elif (m.unit in ("%", "pp") and OBJECT_THEN_AMOUNT.search(before) and not cost_by(before) and not SPEED_BY.search(before)
              and not SPEED_OBJECT.search(before) and not metric_after().match(after)):  # 'up to 72.41% NDCG' is a level
            yield claim(doc, m, "improvement", "improvement.form.object", unit=unit)  # 'lowers the prediction error up to 5.69%'
        elif OF_BEFORE.search(before):
            # 'improvements of 2.5 BLEU': the gain word right before says what the number is, more than the metric
            # after it ('2.5 BLEU' alone is a score); a factor still yields to speed words ('a gain of 2x speedup')
            tier = "before" if m.unit == "x" else "form"
            yield claim(doc, m, "improvement", f"improvement.{tier}.of", unit=unit)
        # ... and a decrease of a quality measure that names no cost: 'reduces demographic disparity (DI) by over 65%',
        # 'DOT reduces mAP by up to 69.3%' (SPEC: reductions are of costs, reduction.py takes those)
        elif (m.unit is not None and (by := DECREASE_BY.search(before)) and governed_by_decrease(by[0])
              and quality_decreased(by[0]) and not cost_by(before) and not SPEED_BY.search(before)):
            yield claim(doc, m, "improvement", "improvement.form.decrease_by", unit=unit)
