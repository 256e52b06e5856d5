"""``reduction``: a decrease of a cost (memory, model size, compute, latency, energy, data, misses).

``reducing the memory footprint ... by 5.27$\\times$``, ``**4× reduction** in model size``,
``cutting attention compute by 40.8%``, ``34.7% TTFT reduction``, ``90% less HR data``,
``with only 10% of the network parameters``.
A lower error, loss or FID is a gain in quality: that is an ``improvement``, not a reduction.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex


from abstract_claims.reading.document import Document
from abstract_claims.reading.text import ending_here
from abstract_claims.kinds.cues import (AMOUNT_QUALIFIER, COST, DECREASE_BY, FLAGS, QUALITY_DOWN, REDUCE_VERBS, by_before, claim, cue_after, cost_by, governed_by_decrease,
                                        is_setting, quality_decreased)
from abstract_claims.record import Claim

KINDS = ("reduction",)  # the kinds this module emits
DECREASE = (r"reductions?|(?:fewer|less)(?!\sthan\s[\s$~{]{0,3}\d)|smaller|lower|cheaper|decrease|savings?|saved|shorter|"
            r"compression|cuts?|drop|lighter|leaner|more\scompact|faster\sto\strain")  # not the next number's 'less than 1%'


# "4x reduction", "90% less HR data", "5x fewer parameters", "34.7% TTFT reduction", "2x smaller"
AFTER = cue_after(rf"(?:{DECREASE})\b", 4)
# the same words followed by a quality noun mean an improvement ("30% lower error")
# ("a 22.10% relative reduction in word error rate", "a 2.5% reduction in mean mistake severity", "a 20% WER reduction")
AFTER_QUALITY = cue_after(rf"(?:(?:{DECREASE})\s(?:in\s|of\s)?(?:the\s)?(?:[\w-]{{1,20}}\s){{0,2}}?{QUALITY_DOWN}\b"
                          rf"|{QUALITY_DOWN}\w{{0,2}}\s(?:rates?\s)?(?:{DECREASE})\b)", 3)
# "reduces the memory footprint by", "cutting attention compute by up to"
BEFORE = DECREASE_BY
QUALITY_NEAR = regex.compile(rf"\b{QUALITY_DOWN}\b", FLAGS)
# "saves about 46% GPU memory", "reduces 30% of the latency": the verb right before, the cost right after
VERB_NEXT = regex.compile(rf"\b(?:{REDUCE_VERBS})\s(?:up\sto\s|about\s|around\s|over\s|nearly\s|almost\s|~|>)?[\s$*{{]{{0,3}}$", FLAGS)
COST_NEXT = cue_after(rf"(?:of\s(?:the\s)?)?{COST}\b", 3)
# ... and 'save' before a share of a cost is a result even where the share alone reads as a setting ('saving 75% of the
# labeling budget', 'saves 37.5% of the training time'; not 'pruning 50% of the parameters', a setting)
SAVE_NEXT = ending_here(regex.compile(r"\bsav(?:e|es|ed|ing)\s(?:up\sto\s|about\s|around\s|over\s|nearly\s|almost\s|"
                                      r"approximately\s|~)?[\s$*{]{0,3}$", FLAGS))

# A result bought with a small share of a cost: "with only 10% of the network parameters", "using only 10% of
# training data", "retaining only 12% of the KV cache", "with only 12.8% trainable parameters" (the gold reads
# these as reductions; a share used as a condition is a setting: "at only 5% of VRAM", "where only 0.7% ... is kept")
ONLY_BEFORE = ending_here(regex.compile(
    r"\b(?:using|uses?|used|with|retain\w{0,3}|keep\w{0,3}|requir\w{1,4}|need\w{0,3}|updat\w{1,4}|train\w{0,3}|"
    r"tun\w{1,4}|activat\w{1,4}|stor\w{1,4}|consum\w{1,4})\s(?:only|just|merely|a\smere|less\sthan|fewer\sthan|under)\s"
    r"(?:about\s|around\s|approximately\s|~)?[\s$*{]{0,3}$", FLAGS))
SHARE_OF_COST = cue_after(rf"{COST}\b", 3)
# 'with only 5% additional FLOPs', 'with less than 10% overhead in the layer size': a cost added, not a share of one;
# 'with less than 1% degradation in inference accuracy': a loss in quality, not a share of a cost
ADDED = regex.compile(r"^[\s$*}\\%]{0,4}(?:[\w-]{1,20}\s){0,2}(?:additional|extra|more|increase|overhead|degradation|drop|loss)\b",
                      FLAGS)

# A share of the cost a compared system spends: 'in less than 1% of the time required by exact algorithms', 'with 2% of
# the computation cost of the state-of-the-art stereo model', 'using 5% of the memory required by mainstream ...': the
# paper's method spends that share (not 'when only 1% of the data used to train a model is radioactive': no 'by')
# (the costs by name: 'of the length of the robot's leg', 'of the size of the input image' are no costs)
_SPENT = (r"(?:time|memory(?:\sfootprint)?|compute|computation|cost|energy|parameters|flops|macs|storage|budget|data|runtime|"
          r"latency|gpu\shours|model\ssize|samples|tokens)")
SHARE_OF_OTHERS = regex.compile(rf"""^[\s$*}}\\%]{{0,4}}of\s(?:the\s)?(?:[\w-]{{1,20}}\s){{0,2}}?{_SPENT}\s
    (?:(?:required|needed|used|taken|spent|consumed)\s(?:[\w-]{{1,20}}\s)?by|of)\s""", FLAGS | regex.VERBOSE)
# (searched from the end: it is asked of every number without a unit)
FACTOR_OF = ending_here(regex.compile(
    r"\bby\s(?:up\sto\s|over\s|about\s|roughly\s|nearly\s|almost\s)?an?\s(?:[\w-]{1,15}\s)?factor\sof\s[\s$*{~]{0,3}$", FLAGS))

# A decrease verb, a cost as its object, then a qualifier right before the number, with no 'by': 'reduces the inference
# latency up to 40%', 'cuts memory usage over 50%' (a level says 'to': 'reduces the latency to 5 ms'); not an error
# (improvement.py: 'lowers the prediction error up to 5.69%')
OBJECT_THEN_AMOUNT = regex.compile(
    rf"\b(?:{REDUCE_VERBS})\s(?:the\s|its\s|their\s)?(?:(?!(?:to|by|and|or|with|while)\s)[\w-]{{1,20}}\s){{0,3}}?{COST}\s"
    rf"(?:(?!(?:to|by|and|or|with|while)\s)[\w-]{{1,20}}\s){{0,2}}?"
    rf"(?:{AMOUNT_QUALIFIER}|by\sup\sto)\s[\s$*{{]{{0,3}}$", FLAGS)

# A factor of a cost the compared system spends: "outperforms GPT (trained using 30x more compute)", "models with over
# 20x more parameters", "matches SimpleRL, trained with 140x more compute" (GUIDELINE: the paper's method needs that
# much less). A verb of having or spending goes right before; not 'requires' (a paper's own cost as often as another's)
SPENT_BEFORE = ending_here(regex.compile(
    r"\b(?:ha(?:ve|s|ving)|with|using|uses?|consum\w{1,4}|(?:pre-?)?trained\s(?:with|on|using))\s"
    r"(?:(?:up\sto|over|about|around|nearly|roughly|approximately|some)\s)?[\s$*{]{0,3}$", FLAGS))
MORE_COST = regex.compile(rf"^[\s$*}}]{{0,3}}(?:more|larger|bigger)\s(?:[\w-]{{1,20}}\s)?{COST}\b", FLAGS)


# What this module must find, and must not, beside its rules (tests/test_kinds.py runs them through
# ``analyze``): (sentence, ((value or name, evidence text), ...)) in order; counter-examples give no row.
EXAMPLES = (
    ("It reduces the memory footprint of the KV cache by 5.27$\\times$.", ((5.27, "5.27$\\times"),)),
    ("This yields a **4× reduction** in model size.", ((4.0, "4×"),)),
    ("It cuts attention compute by 40.8%.", ((40.8, "40.8%"),)),
    ("The method uses 90% less HR data than prior work.", ((90.0, "90%"),)),
    ("It needs 1.52x lower memory than the baseline.", ((1.52, "1.52x"),)),
    # orders of magnitude written in words, like digits
    ("It uses two orders of magnitude fewer anchors on average.", ((2.0, "two orders of magnitude"),)),
    # a result bought with a small share of a cost
    ("It matches the baseline with only 10% of the network parameters, using only 25% of training data.",
     ((10.0, "10%"), (25.0, "25%"))),
    # a factor of a cost the compared system spends
    ("It outperforms GPT (trained using 30x more compute) and models that have 2.7× more parameters.",
     ((30.0, "30x"), (2.7, "2.7×"))),
    # a cost 'improved' by a share is a cost reduced (cues.cost_by)
    ("We show that CLUE improves power consumption by 68% and latency by 90%.", ((68.0, "68%"), (90.0, "90%"))),
    # a share of what a compared system spends
    ("It finds near-optimal solutions in less than 1% of the time required by exact algorithms.", ((1.0, "1%"),)),
    ("It gains 4 points in MAP while decreasing computation time by a factor of 10.", ((10.0, "10"),)),
    # 'save' before a share of a cost, even one that alone reads as a setting
    ("It needs only 90 samples, saving 75% of the labeling budget. It saves 37.5% of the training time.",
     ((75.0, "75%"), (37.5, "37.5%"))),
    # the verb nearest the 'by' governs it: the gain after a reduction is no reduction
    ("RADAR reduces average tool-use by 52.7% while improving accuracy by 3.2% across three models.",
     ((52.7, "52.7%"),)),
)
COUNTER_EXAMPLES = (
    "We prune at 50% sparsity.",
    "Error drops by 3.1% relative to the baseline.",
    # a lower Chamfer distance or collision rate is quality (an improvement), like a lower error
    "It reduces Chamfer-L_1 by 47.3% over the 2DGS baseline and achieves a 21% reduction in collision-rate metric.",
    # a share as a condition, or an added cost
    "TTFT falls at only 5% of VRAM cache capacity; accuracy rises with only 5% additional FLOPs.",
    # ... not one the paper's own method requires
    "Our method requires 3x more compute than standard inference.",
    # a gain over time is no cost
    "Accuracy improves over time by 5%.",
    "We detect radioactive data when only 1% of the data used to train a model is marked.",
)

def find(doc: Document) -> Iterator[Claim]:
    """Reduction claims: a factor or percentage bound to a cost-decrease word."""
    for m in doc.mentions:
        if m.unit == "%" and not m.count_word and ONLY_BEFORE.search(doc.before(m.start, 40)):
            after = doc.after(m.end)
            if SHARE_OF_COST.search(after) and not ADDED.search(after):
                yield claim(doc, m, "reduction", "reduction.before.only", unit=m.unit)
                continue
        if m.unit == "%" and not m.count_word and SAVE_NEXT.search(doc.before(m.start, 40)) and COST_NEXT.search(doc.after(m.end)):
            yield claim(doc, m, "reduction", "reduction.before.verb", unit=m.unit)
            continue
        if m.count_word or m.unit in ("params", "points", "pp") or is_setting(doc, m):
            continue
        after, before = doc.after(m.end), doc.before(m.start, 120)
        if m.unit is not None and AFTER.search(after) and not AFTER_QUALITY.search(after):
            yield claim(doc, m, "reduction", "reduction.after.cue", unit=m.unit)
        elif ((m.unit is not None or FACTOR_OF.search(before)) and (by := BEFORE.search(before))
              and governed_by_decrease(by[0])  # not '... while improving accuracy by'
              and not QUALITY_NEAR.search(before[-60:])  # 'error drops by' is quality
              and not quality_decreased(by[0])):  # 'reduces demographic disparity by 65%' is a gain (improvement.py)
            yield claim(doc, m, "reduction", "reduction.form.by", unit=m.unit or "x")
        elif m.unit == "%" and (obj := OBJECT_THEN_AMOUNT.search(before[-90:])) and not QUALITY_NEAR.search(obj[0]):
            yield claim(doc, m, "reduction", "reduction.form.object", unit=m.unit)  # 'reduces the inference latency up to 40%'
        elif m.unit == "%" and SHARE_OF_OTHERS.match(after):
            yield claim(doc, m, "reduction", "reduction.after.share_of", unit=m.unit)  # '1% of the time required by X'
        elif (m.unit is not None or FACTOR_OF.search(before)) and cost_by(before):
            # 'improves power consumption by 68%', 'decreasing computation time by a factor of 10' (a bare factor: 'x')
            yield claim(doc, m, "reduction", "reduction.form.cost_by", unit=m.unit or "x")
        elif m.unit in ("%", "x") and VERB_NEXT.search(before) and COST_NEXT.search(after):
            yield claim(doc, m, "reduction", "reduction.before.verb", unit=m.unit)
        elif m.unit == "x" and SPENT_BEFORE.search(before) and MORE_COST.search(after):
            yield claim(doc, m, "reduction", "reduction.before.spent", unit=m.unit)
