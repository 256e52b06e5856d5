"""``score``: an absolute result achieved on a metric.

``82.3% mAP ... on the CUHK-SYSU dataset``, ``69.2\\% pass rate``, ``(R=0.86)``, ``a reward of 0.606``,
``over $88\\%$ hit rates``, ``in under 12 ms``, ``about 3GB of memory``, ``preserves 99% of ... accuracy``,
a leaderboard rank as a digit (``0.7332 (Rank 1)``). Absolute results of any unit are scores (SPEC section 3);
settings (``at 50% sparsity``) are not.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

import regex

from abstract_claims.reading.text import ending_here

from abstract_claims.reading.document import Document
from abstract_claims.kinds.cues import FLAGS, claim, is_long_span, is_setting, versus
from abstract_claims.record import Claim
from abstract_claims.kinds.reasons import why_not
from abstract_claims.reading.vocab import alternation, metric_names


@cache
def metric_after() -> regex.Pattern[str]:
    """A metric's name right after a number ('82.3% mAP', '0.171 R2'): what the number is a value of."""
    return regex.compile(rf"^[\s$*}}]{{0,4}}\(?(?:average\s|mean\s|overall\s|top-1\s)?(?P<metric>{alternation(metric_names(), fold=True)})(?![\w-])",
                         regex.IGNORECASE)


@cache
def _metric_before() -> regex.Pattern[str]:
    return regex.compile(
        rf"""(?<![\w-])(?P<metric>{alternation(metric_names())}|R|r|ρ|τ)(?:@(?>[\d.:]{{1,14}})(?<=\d))?   # 'mAP@50 (0.920)', 'R@1 of' (not 'mAP@0.5:0.95')
             (?:[\s-](?i:scores?|rates?|values?)|(?<=score|rate)s)?   # 'F1-Scores', 'scores of'
             \s{{0,2}}(?:\([\w\s-]{{1,20}}\)\s{{0,2}})?                       # 'accuracy (top-1) of'
             (?:,\s(?:which|that)\s(?:are|were|is|was)\s)?                       # 'F1-scores, which are 0.59, 0.52'
             (?:of|=|:|is|was|at|reaching|reaches|reached|achieves|achieving|by|above|below|over|under|up\sto|around|about|~|>|<|\\sim|\\approx|\\geq|\\leq|\s
                |rang(?:e|es|ed)\sfrom){{0,4}}   # not "gains ranging from": 'BLEU scores range from 17 to 32' 
             [\s$*{{(]{{0,4}}$""",
        regex.VERBOSE,
    )


# a p-value the paper measured: "( p < 0.05 )", "p = 0.003", "$p<0.001$"
KINDS = ("score",)  # the kinds this module emits
P_VALUE_BEFORE = regex.compile(r"(?<![\w-])p\s{0,2}(?:<|=|≤|<=|\\leq?|\\lt|&lt;)\s{0,2}[$]?$")

# "achieves 91.2%", "attaining a state-of-the-art 82.3%", "with an accuracy of"
VERB_BEFORE = regex.compile(
    r"""\b(?:achiev\w{0,3}|attain\w{0,3}|obtain\w{0,3}|reach\w{0,3}|scor\w{0,3}|yield\w{0,3}|record\w{0,3}|deliver\w{0,3}|
           preserv\w{0,3}|retain\w{0,3}|recover\w{0,3}|maintain\w{0,3}|solv\w{0,3}|succeed\w{0,3}|accuracy|rate)\b
        \s{1,3}(?:an?\s|the\s)?(?:(?:new\s)?state-of-the-art\s|sota\s|average\s|overall\s|mean\s|top\s|only\s)?
        (?:(?:up\sto|over|more\sthan|about|around|approximately|nearly|almost|roughly|~|>|\\sim|\\approx)\s{0,2})?[\s$*{]{0,3}$""",
    FLAGS,
)
# a leaderboard rank written as a digit (GUIDELINE: unit-less, metric 'rank'; ordinals, '15th', never): the rank word
# in parentheses ('0.7332 (Rank 1)', '(ranked 10/41)'), after a result verb ('secured Rank 5', 'achieved a rank of 28'),
# or as the verb of the paper's system ('our system ranked 12 over 30 teams', ', ranking 19 in the competition', 'the
# proposed method currently ranked 8 in malayalam')
RANK_BEFORE = ending_here(regex.compile(
    r"""(?:(?:\(\s?|\b(?:secur|achiev|obtain|attain|earn|got|gain|plac|reach|finish)\w{0,4}\s(?:an?\s|the\s)?
              (?:(?:overall|final|average|best|top)\s)?)rank(?:ed|ing)?(?:\sof)?\s?[#]?
           |(?:\b(?:we|team|system|model|approach|submission|method|it|and)|,)\s(?:was\s|were\s|is\s|are\s)?(?:[a-z]{2,12}ly\s)?(?:ranked|ranking|ranks)\s)
    $""", FLAGS))
# ... and what ends it: a total, a place, a language or task, a list, the clause (not a matrix's rank, '-1' accuracy,
# '50 submissions' counted, an ordinal)
RANK_AFTER = regex.compile(r"^(?:\s?/\s?\d|\s(?:out\sof|of|among|over|in|on|for|at|and|place|position|with)\b|\s?[,.;:)]|$)", FLAGS)
# a time or size is a metric's value only when given as one: "MAE = 17.5 hours", "an RMSE of 2.1 days" (not
# "accuracy 1.5 seconds into the future", "accuracy at 125 ms")
_VALUE_OF = ending_here(regex.compile(r"(?:\bof|=|:)\s{0,3}[$*{(]{0,3}$"))
# a share the paper measured: "31% of the sampled answers are wrong"
SHARE_AFTER = regex.compile(r"^[\s$*}]{0,3}of\s(?:the\s|all\s|its\s)?[\w-]{1,30}", FLAGS)
SHARE_NOT = ending_here(regex.compile(r"\b(?:with|using|only|on|from|at|to|for|keep\w*|retain\w*|remov\w*|prun\w*|drop\w*|mask\w*|"
                          r"sampl\w*|select\w*|just|top|first|last|than)\s{1,3}(?:only\s|just\s)?[\s$*{]{0,3}$", FLAGS))
# a measured amount in a result context: "in under 12 ms", "takes 3 hours", "uses about 3GB of memory"
MEASURE_BEFORE = ending_here(regex.compile(r"\b(?:in|within|under|only|just|takes?|took|requires?|required|needs?|uses?|used|consum\w{1,4}|"
                               r"latency|time|memory|footprint|peak|runtime|costs?)\s(?:of\s)?(?:only\s|just\s|about\s|around\s|"
                               r"approximately\s|less\sthan\s|under\s|nearly\s|~)?[$*{]{0,2}$", FLAGS))
MEASURE_AFTER = regex.compile(r"^[\s$*}]{0,3}(?:of\s(?:\w+\s)?(?:memory|vram|storage|ram|disk|latency|compute|gpu\smemory)|per\s(?:second|token|"
                              r"query|image|sample|step|frame|iteration|episode)|/(?:s|token|image|step)|latency|on\sa\ssingle"
                              r"|(?:(?:consumer|consumer-grade|commodity)\s)?GPU(?![\w-]))\b", FLAGS)  # 'on a single 8GB GPU' (its memory)
# a cost in a currency (GUIDELINE: a score with a null unit, metric cost): a dollar sign right before the number that no
# closing sign or LaTeX command follows, as TeX math would ('costs under $600', 'low-cost (<$2500 USD)', 'at a cost of
# roughly $20'; not '$0.5$', '$3{\times}$'), in a clause that speaks of cost or names the currency after it; not millions
# and billions, nearly always the world's ('the cluster used to train GPT-3 costs over $250 million', 'healthcare cost is
# estimated to be $1 trillion')
CURRENCY_BEFORE = ending_here(regex.compile(r"(?<![\w$\\])(?:US)?\$\s?$"))
_NOT_CURRENCY_AFTER = regex.compile(r"^\s?[$\\{^_]|^[\w]")
COST_BEFORE = regex.compile(r"\b(?:cost\w{0,3}|price[sd]?|priced|budget|spend\w{0,3}|spent|pay\w{0,3}|paid|affordable|"
                            r"inexpensive|cheap\w{0,3})\b", FLAGS)
CURRENCY_AFTER = regex.compile(r"^\s?(?:USD|dollars?|US\sdollars)\b", FLAGS)
# results of a change: "improves accuracy from 61.2 to 66.0"
_CHANGE_VERB = (r"\b(?:improv|increas|rais|boost|reduc|decreas|drop|lower|cut|jump|ris|fall|fell|grow|lift|push|bring|brought|"
                r"go|went|shrink|climb|enhanc|elevat|advanc)\w{0,6}\b[^.;]{0,60}?")  # a verb of change, then up to the number
FROM_TO = regex.compile(_CHANGE_VERB + r"(?:\bfrom\s{1,3}[$*{]{0,3}|\bfrom\s{1,3}[\d.]{1,8}[^;]{0,40}?\sto\s{1,3}[$*{]{0,3})$", FLAGS)
# ... and the other way round, the new value first: "reducing the MAE to 4.19 mm from 5.78 mm", "to 33.85% from 41.45%":
# the number after 'to' when a 'from' and a number soon follow it (``FROM_SOON``), and the number after such a 'from'
TO_BEFORE = regex.compile(_CHANGE_VERB + r"\bto\s{1,3}[$*{]{0,3}$", FLAGS)
FROM_SOON = regex.compile(r"^[^.;]{0,20}?\sfrom\s{1,3}[$*{]{0,3}\d")
TO_THEN_FROM = regex.compile(_CHANGE_VERB + r"\bto\s{1,3}[\d.]{1,8}[^.;,]{0,20}?\sfrom\s{1,3}[$*{]{0,3}$", FLAGS)


# What this module must find, and must not, beside its rules (tests/test_kinds.py runs them through
# ``analyze``): (sentence, ((value or name, evidence text), ...)) in order; counter-examples give no row.
EXAMPLES = (
    ("We reach 82.3% mAP on the CUHK-SYSU dataset.", ((82.3, "82.3%"),)),
    # a change's two ends are scores, in either order
    ("It reduces the error to 33.85% from 41.45%.", ((33.85, "33.85%"), (41.45, "41.45%"))),
    ("It boosts reliable predictions from 59 % to 92 % on KITTI.", ((59.0, "59 %"), (92.0, "92 %"))),  # spaced signs
    # two results side by side, ours then the baseline's: both scores (after a name, no version; after 'outperform', no gain)
    ("Our tracker clearly outperforms CoTracker3 on EgoPoints 61.3 vs 54.2.", ((61.3, "61.3"), (54.2, "54.2"))),
    # an explicit '+' writes a difference, never a score; the second of a pair of percentages is read too
    ("RT-DETRv3-R18 achieves 48.1% AP (+1.6%/+1.4%). DualFormer achieves 82.9%/85.2% top-1 accuracy on Kinetics-400/600.",
     ((48.1, "48.1%"), (82.9, "82.9%"), (85.2, "85.2%"))),
    # a metric whose values range between two numbers: one range row
    ("BLEU scores range from 17 to 32 depending on the direction.", ((17.0, "17 to 32"),)),
    # a metric or unit glued to the number ('51.2mIoU', '30fps'): the mention ends before it
    ("We reach 51.2mIoU on ADE20K and run at 30fps.", ((51.2, "51.2"), (30.0, "30"))),
    ("Our model achieved macro F1 scores of 77.83/78.24 on the test sets.", ((77.83, "77.83"), (78.24, "78.24"))),
    ("Our system reaches 91.4% on HumanEval, 97.2% on MBPP.", ((91.4, "91.4%"), (97.2, "97.2%"))),
    ("Engagement differs significantly ( p < 0.05 ).", ((0.05, "0.05"),)),
    ("It runs at 23.4 FPS on a laptop.", ((23.4, "23.4"),)),
    # the two ends of a change are levels, with a unit too (GUIDELINE: no difference row)
    ("Pruning reduces the model size from 334.3MB to 77.6MB.", ((334300000.0, "334.3MB"), (77600000.0, "77.6MB"))),
    # a frame rate is what a system reaches, not a setting like a sampling rate
    ("It achieves a real-time frame rate of 25-30 FPS.", ((25.0, "25-30"),)),
    ("Our lightweight architecture achieves 173 Hz inference on consumer-grade GPUs.", ((173.0, "173"),)),  # a rate reached
    ("The agreement for this corpus has a Cohen’s Kappa of 0.83.", ((0.83, "0.83"),)),  # an agreement, capitalized
    ("It answers in under 12 ms.", ((0.012, "12 ms"),)),
    # the memory of the one GPU a method runs on is what it needs (GUIDELINE: a score in bytes, metric GPU memory)
    ("It runs in seconds on a single 8GB GPU.", ((8e9, "8GB"),)),
    # a correlation or a coverage after its metric and '=' is a result, not a variable set (its interval's level is a setting)
    ("It reaches Spearman rho = 0.95 (PICP = 99.9% at 95% confidence) and a C-index of 0.91 (95% CI 0.88-0.93).",
     ((0.95, "0.95"), (99.9, "99.9%"), (0.91, "0.91"))),
    ("It obtains a macro F1-score of 0.7083.", ((0.7083, "0.7083"),)),
    # a time as a metric's value; not a horizon next to a metric word
    ("It reaches MAE = 17.5 hours. It predicts with accuracy 1.5 seconds ahead.", ((63000.0, "17.5 hours"),)),
    # a metric word with 'score(s)' in any casing or plural, or 'scores' as a verb; ', which are' before the number
    ("It scores 91.3 on nuPlan, with F1-scores, which are 0.59 and 0.52 (F1-Score: 0.196).",
     ((91.3, "91.3"), (0.59, "0.59"), (0.52, "0.52"), (0.196, "0.196"))),
    # a reliability coefficient named with a possessive is a metric, not a hyperparameter ('We set alpha of 0.5' is); a
    # decimal comma after a zero reads as a decimal (reading/numbers.py: no thousands group starts with 0)
    ("Cronbach's alpha was 0.88; Krippendorff's alpha of 0.94 for relevance and 0,67 for sentiment.",
     ((0.88, "0.88"), (0.94, "0.94"), (0.67, "0,67"))),
    # a result verb before a setting word makes it a result: 'achieves a sparsity of 87.5%' (not 'at a sparsity of 50%')
    ("Our method achieves a sparsity of 87.5% for Llama-2-13B.", ((87.5, "87.5%"),)),
    # a leaderboard rank as a digit, in parentheses, after a result verb or as the system's verb; the metric is 'rank'
    ("It scores 0.7332 (Rank 1) in Tamil, secured Rank 7 in Telugu and was ranked 27/45 in Subtask A.",
     ((0.7332, "0.7332"), (1.0, "1"), (7.0, "7"), (27.0, "27"))),
    ("The proposed method currently ranked 8 in Malayalam.", ((8.0, "8"),)),  # an adverb before the verb
    # an effect size after its metric: a possessive keeps 'd' from reading as a dimension set ('d = 512')
    ("It outperforms the baselines with a large effect size (Cohen's d = 1.21).", ((1.21, "1.21"),)),
    # a cost in dollars in a clause about cost, or named so after it: a score with no unit (GUIDELINE)
    ("The full design costs under $600. Each arm is built for less than $200 USD.", ((600.0, "600"), (200.0, "200"))),
    # a share of the model's own performance kept is a result ('pruning 50% of its weights' is a setting)
    ("It is pruned while retaining over 95% of its original performance.", ((95.0, "95%"),)),
)
COUNTER_EXAMPLES = (
    "We train with a learning rate of 0.001 for 100 epochs.",
    "Tasks range in difficulty (e.g. 3 vs 3 or 5 vs 6 multi-agent games), trends in 2023 vs. 2018 differ.",  # setups, years
    "We prune the model at a sparsity of 50%.",  # a setting; 'achieves a sparsity of 87.5%' is a result (EXAMPLES)
    "It was trained on eight 80GB GPUs.",  # the training hardware's memory, plural: a setting
    "We provide 95% confidence intervals and claim it with 95% confidence.",  # the level an interval is set at
    "The tail decays at rate $e^{-t/\\log^2(t)}$ for $p = 2$.",  # a variable named p, not a p-value
    "See Table 2 and Section 3.1 (1) for details from 2023.",
    "Most existing web corpora discard over 90% of pages.",
    "The 512$\\times$512 images use $\\epsilon = 0.1$.",
    "The matrix is of rank 1, we ranked 50 submissions, and it ranked 36 th.",  # a matrix's rank, a count, an ordinal
    "It pays a cost smaller than $0.5$ and costs $3{\\times}$ less.",  # TeX math, not dollars
)

_LISTED_AFTER_BY = ending_here(regex.compile(r"\bby\s\$?\d[\d.,]{0,8}\s?(?:\\?%|pp|points?)\$?,?\s(?:and|or)\s\$?$"))


def find(doc: Document) -> Iterator[Claim]:
    """Score claims: a number next to a metric, after a result verb, or with a time or memory unit."""
    for m in doc.mentions:
        if m.is_word or m.unit in ("x", "orders_of_magnitude") or m.hyphen_word or is_setting(doc, m):
            continue
        if m.signed:
            continue  # '48.1% AP (+1.6%/+1.4%)', '(+6.08 macro F1)': an explicit '+' writes a difference, never a score
        after, before = doc.after(m.end), doc.before(m.start)
        if m.unit in ("%", "pp", "points") and _LISTED_AFTER_BY.search(before):
            continue  # 'improves depth prediction by 51.5% and 22.0% MAE', 'outperforms ... by 5.7% and 9.1% of accuracy':
            # the second of a 'by' list is a difference too (passes/coordination.py gives it the first one's kind)
        unit = m.unit if m.unit != "points" else "points"
        if m.unit is None and P_VALUE_BEFORE.search(before):
            if 0 < m.value < 1:  # a probability; 'for $p = 2$' sets a variable named p
                yield claim(doc, m, "score", "score.before.p_value", unit=None, metric="p-value")
        elif m.unit is None and m.magnitude is None and m.value.is_integer() and RANK_BEFORE.search(before) and RANK_AFTER.match(after):
            yield claim(doc, m, "score", "score.before.rank", unit=None, metric="rank")
        elif m.unit in (None, "%", "points", "pp") and (ma := metric_after().search(after)):
            yield claim(doc, m, "score", "score.after.metric", unit=unit, metric=ma["metric"])
        elif (m.unit in (None, "%", "points") or m.unit in ("seconds", "bytes") and _VALUE_OF.search(before)) and (
                mb := _metric_before().search(before)):
            yield claim(doc, m, "score", "score.before.metric", unit=unit, metric=mb["metric"])
        elif m.unit in (None, "%", "points") and m.magnitude is None and (side := versus(m.raw, after, before)):
            yield claim(doc, m, "score", f"score.{side}.versus", unit=unit)  # 'on EgoPoints 61.3 vs 54.2': ours, then theirs
        elif m.unit == "%" and VERB_BEFORE.search(before):
            yield claim(doc, m, "score", "score.before.verb", unit="%")
        elif (m.unit in ("seconds", "bytes") and (MEASURE_BEFORE.search(before) or MEASURE_AFTER.search(after))
              and not is_long_span(doc, m.start, m.end)):  # 'can it spread, in 1 month, to ...' measures nothing
            yield claim(doc, m, "score", "score.fallback.measure", unit=m.unit)
        elif (m.unit is None and not m.signed and m.magnitude in (None, "k", "K", "thousand") and CURRENCY_BEFORE.search(before)
              and not _NOT_CURRENCY_AFTER.match(after)
              and (COST_BEFORE.search(before[-50:]) or CURRENCY_AFTER.match(after)) and why_not(doc, m) is None):
            yield claim(doc, m, "score", "score.before.currency", unit=None, metric="cost")
        elif m.unit in (None, "%", "seconds", "bytes") and m.magnitude is None and (
                FROM_TO.search(before) or TO_THEN_FROM.search(before) or TO_BEFORE.search(before) and FROM_SOON.match(after)):
            yield claim(doc, m, "score", "score.before.from_to", unit=m.unit)
        elif m.unit == "%" and SHARE_AFTER.search(after) and not SHARE_NOT.search(before) and why_not(doc, m) is None:
            yield claim(doc, m, "score", "score.fallback.share", unit="%")
