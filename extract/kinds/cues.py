"""Shared pieces of the numeric kind modules: cue vocabularies, settings, the claim builder.

A cue is a short pattern read on the text just before (``doc.before``, anchored at its end with
``$``) or just after (``doc.after``, anchored at its start with ``^``) a mention, inside its
sentence. Every quantifier is bounded.
"""

from __future__ import annotations

from functools import cache

import regex

from abstract_claims.reading.text import ending_here
from abstract_claims.reading.vocab import alternation, metric_names

from abstract_claims.reading.document import Document
from abstract_claims.reading.numbers import QUALIFIER, QUALIFIER_WIDTH, Mention
from abstract_claims.record import Claim, tier_of

FLAGS = regex.VERBOSE | regex.IGNORECASE
# After a number with a 'B' (or 'M'), data it counts: '100B tokens', '1B image-text pairs', '1.4B web images',
# '10B frames' are counts, not model sizes ('7B models').
DATA_AFTER = regex.compile(r"^\s{1,2}(?:[a-z][\w-]{1,20}\s)?(?:tokens?|words?|images?|(?:image-text\s)?pairs|frames|samples?|"
                           r"examples?|sentences|documents|videos|clips|captions)\b", FLAGS)

# Up to N words between a number and the cue word after it ("1.5x end-to-end decode speedup").
WORDS = r"(?:[\w\-./()@]{1,30}\s{1,3}){0,%d}?"  # ('@': a metric at a cut-off, 'a 3.17% precision@30 improvement')

# Costs: what a reduction makes smaller.
COST = (r"(?:memory|footprint|latency|ttft|tpot|time|runtime|run-time|compute|computation|flops|macs|cost|costs|"
        r"energy|power|size|storage|bandwidth|parameters?|params|traffic|communication|overhead|"
        r"data|labels?|samples?|tokens?|misses|cache|kv|vram|gpu\ hours|hours|steps|queries|calls|"
        r"bits|bytes|footprints|carbon|emissions|price|budget|inference|training|bit-?width|model\ size|"
        r"hyper-?parameters|evaluations|nfes?|iterations|epochs|attention|prefill|decoding|wall-?clock|length|overheads?|"
        r"computation\s?cost|operations|macs|activations?|footprint)")

# the verbs of a decrease: 'reduces latency by 60%' (a cost: reduction.py), 'reduces demographic disparity by 65%' (not a
# cost: a gain, improvement.py)
REDUCE_VERBS = (r"reduc\w{0,6}|cut\w{0,4}|decreas\w{0,4}|lower\w{0,4}|sav\w{1,4}|shrink\w{0,4}|compress\w{0,6}|"
                r"trim\w{0,4}|slash\w{0,4}|eliminat\w{0,4}|drops?|dropp\w{1,4}|lessen\w{0,4}|minimi[sz]\w{0,4}|"
                r"shorten\w{0,4}|remov\w{1,4}|prun\w{1,4}")
_NAMES_A_COST = regex.compile(rf"\b(?:{COST}|complexity|detours?|tool-use|tool\scalls|effort|annotations?|labou?r|resources?|"
                              r"weights?|cpu|load|usage|count|number|rates?\sof\scompression)\b", FLAGS)


@cache
def _names_a_quality() -> regex.Pattern[str]:
    return regex.compile(rf"(?<![\w-])(?:{alternation(metric_names(), fold=True)}|performance|disparity|inequity|unfairness|"
                         r"fpr\w{0,3}|apcer|bpcer)(?![\w-])", regex.IGNORECASE)


def quality_decreased(phrase: str) -> bool:
    """Whether a decrease verb's object, up to its 'by', is a measure of quality and names no cost (SPEC: reductions are
    of memory, latency, parameters, FLOPs, data, energy, time; a decrease of a quality measure is the paper's effect on
    it, an improvement: 'reduces demographic disparity (DI) by', 'DOT reduces mAP by', 'lowers the success rates of
    unlimited and limited attacks by'); a cost wins ('reduces inference latency by', 'the number of flipped pixels').

    >>> [quality_decreased(t) for t in ("reduces inference latency by", "compresses the model by", "reduces mAP by up to",
    ...                                 "reduces demographic disparity (DI) by", "lowers the success rates of attacks by",
    ...                                 "reduces the number of flipped pixels by")]
    [False, False, True, True, True, False]
    """
    return _names_a_quality().search(phrase) is not None and _NAMES_A_COST.search(phrase) is None


# Quality: what an improvement makes better even when the number goes down (error, FID).
QUALITY_DOWN = (r"(?:error|errors|loss|fid|perplexity|ppl|wer|cer|regret|mse|mae|rmse|violations?|hallucinations?|distance|bias|biases|"
                r"gap|forgetting|toxicity|mistakes?|misclassifications?|failures?|drift|chamfer|collision[\s-]rates?|collisions|crash(?:es)?|nll|mape|"
                r"variance)")

# Settings and conditions: the number describes the setup, not a result ("at 50% sparsity").
SETTING_BEFORE = ending_here(regex.compile(
    r"""(?: \b(?:at|with|using|under|of|to|for|in)\s{1,3}(?:only\s|just\s|a\s|an\s)?
            (?:sparsity|pruning|compression|quantization|noise|masking|mask|drop(?:out)?|corruption|label\ noise)
            (?:\s(?:ratio|rate|level|of))?\s{0,3}(?:of\s)?
          | (?<!\b(?:achiev|reach|attain|obtain)\w{0,3}\s(?:an?\s|the\s)?(?:high\w{0,3}\s|extreme\s)?)  # a result: 'achieves a sparsity of 87.5%'
            \b(?:sparsity|pruning|compression|masking|noise|dropout|learning\ rate|batch\ size|temperature|
                 threshold|budget|(?:sampling|masking|mask|mixing|drop|mutation|label|noise)\s(?:ratio|rate)|ratio|top-?k|k|n|t|m|(?<![’']s\s)d|epsilon|(?<![’']s\s)alpha|beta|lambda|gamma)\s{0,3}(?:=|of|:)\s{0,3}
          | \b(?:first|last|top|bottom|every|each|per)\s{1,3}
        )[$*{\s]{0,3}$""",
    FLAGS,
))
# a number listed on before the setting word: '50% or 25% pruning', '5% or 0.6GB of VRAM', '1%, 5% and 10% labeled data'
_LISTED_ON = r"(?:[$*}\s]{0,2}(?:or|and|,|/|to)\s{1,2}[$]?[\d.]{1,6}(?:\\?%|\s?[KMGT]i?B)?[$]?\s?){0,3}"
SETTING_AFTER = regex.compile(
    rf"""^[$*}}\s]{{0,3}}(?:%\s)?(?:\\%\s)?{_LISTED_ON}
        (?:(?:unstructured|structured|weight|activation|random|uniform|token|attention)\s)?   # '60% unstructured sparsity'
        (?:sparsity|sparse|pruning|pruned|compression\ ratio|of\ (?:the\ )?(?:data|labels?|parameters|training|vram|weights|tokens)
          |quantization|quantized|bits?\b(?!\ (?:accuracy|error|precision|recall)\b)|-bit|bit-width   # not "precision": "85%
          # precision" is a score; nor '97% bit accuracy'
          |(?:label\ )?(?:noise|masking|corruption)(?!\ (?:types?|categories|kinds)\b)  # '15 corruption types' is a count
          |(?:(?:stratified|nested|repeated)\ )?(?:cross[-\ ]?validat\w{{0,5}}|CV\b)   # '10-fold cross-validation'
          |degrees?[-\ ]of[-\ ]freedom|DoFs?\b                               # 'a 7 DOF arm'
          |confidence(?!\ (?:scores?|rates?|accuracy|in|on|of)\b)|CIs?\b|credible\ (?:intervals?|sets?|regions?)  # 'at 95% confidence',
          # '95% confidence intervals', '(95% CI 0.88-0.93)', 'a 90% credible interval': the level an interval is set at
          |of\ (?:its|their)\ (?!(?:[\w-]{{1,15}}\ )?(?:performance|accuracy|quality|effectiveness|utility)\b))  # not 'retaining over
          # 95% of its original performance': a score""",
    FLAGS,
)
# ... and for a share, the data it is taken of ('with 10% labeled data', '50% masked'); digits before these
# words count (SPEC: 'with only 1 labeled example', '24 labels', '367 masked natural contexts')
SHARE_SETTING_AFTER = regex.compile(
    rf"""^[$*}}\s]{{0,3}}(?:%\s)?(?:\\%\s)?{_LISTED_ON}
        (?:masked|labeled|labelled|labels?\b|annotated\sdata|training\sdata\b)""", FLAGS)

# Hyphen words that make a number part of a setting or a name ("4-bit", "5-shot", "2-layer").
SETTING_WORDS = frozenset("""
bit bits shot shots way layer layers hop hops head heads dim dimensional d D step steps token tokens
bp k th st nd rd order stage stages round rounds class gram grams channel channels point month year
day hour minute second node nodes qubit qubits armed agent player core cores gpu gpus bit-width
operation operations digit digits block blocks star level levels times
""".split())


def qualifier(doc: Document, m: Mention) -> tuple[str, int]:
    """The qualifier of a mention and where its evidence should start (the qualifier is not in the span)."""
    if m.value_high is not None:
        return "range", m.start
    if m.plus:
        return "at_least", m.start
    q = QUALIFIER.search(doc.before(m.start, QUALIFIER_WIDTH))
    if q:
        return next(k for k in ("up_to", "at_least", "at_most", "approx") if q[k] is not None), m.start
    return "exact", m.start


def is_setting(doc: Document, m: Mention) -> bool:
    """True when the words around the number say it is a setting or part of a name.

    Every numeric kind asks this of every mention; the answer is computed once per document.
    """
    # a mention is known by its span (hashing all its fields is slower)
    return doc.cached(("is_setting", m.start, m.end), lambda: _is_setting(doc, m))


# one robot's build: 'a four legged robot', 'a planar three link arm'; not 'four legged robots' (counted)
_BUILD_AFTER = regex.compile(r"^\s(?:legged|wheeled|fingered|jointed|winged|link)\b", FLAGS)
_ONE_BEFORE = ending_here(regex.compile(r"\b(?:a|an|the|this|our|its|each|one|single)\s(?:[a-z-]{2,15}\s)?$", FLAGS))


# an image format, not a count: '4K resolution', '8K video', 'videos such as 4K and 8K', '360 images' (panoramas)
_FORMAT_RAW = regex.compile(r"^(?:[248]K|360)$")
_FORMAT_AFTER = regex.compile(r"^(?:\s(?:and|or)\s(?:[248]K|360))?\s(?:videos?|resolution|images?|imagery|display|depths?|"
                              r"panoram\w*|cameras?|footage|views?|vision|scenes?)\b", FLAGS)
_FORMAT_BEFORE = ending_here(regex.compile(r"\b(?:videos?|resolutions?|images?)\s(?:such\sas|like|of|at|in)\s(?:[248]K\s(?:and|or)\s)?$", FLAGS))


# a model's context window is a setting (GUIDELINE: the same numbers as sizes of a benchmark's data count): 'as context
# length increases from 8K to 128K tokens', 'context windows of up to 1M tokens', 'a 128k context'; a size in thousands
# or more only ('5 context lengths' counts them)
_CONTEXT_BEFORE = ending_here(regex.compile(r"\bcontext[\s-](?:lengths?|windows?|sizes?)\b[^.;()]{0,40}$", FLAGS))
_CONTEXT_AFTER = regex.compile(r"^[\s$*}]{0,3}(?:tokens?\s(?:of\s)?)?(?:long[\s-])?context\b", FLAGS)


# the operating point a score is read at: '67% recall at 80% precision', '68.3% at 50% overlap', '53% true positive rate
# at a 5% false positive rate' (13 such in large.parquet): the second share is where the curve is read, a setting
_OPERATING_BEFORE = ending_here(regex.compile(r"\d(?:\.\d{1,4})?\s?\\?%\)?\s(?:[\w-]{1,25}\s){0,3}at\s(?:an?\s)?$", FLAGS))
_OPERATING_AFTER = regex.compile(r"^[\s$*}]{0,3}(?:precision|recall|overlap|IoU|FPR|TPR|FAR|FRR|specificity|sensitivity|"
                                 r"false[\s-](?:positive|accept(?:ance)?|alarm)[\s-]rate)\b", FLAGS)


def _context_window(doc: Document, m: Mention) -> bool:
    """A context length: a size in thousands or more next to 'context length' or 'context'."""
    return (not m.is_word and (m.magnitude in ("k", "K", "M") or m.value >= 1000) and m.unit is None
            and bool(_CONTEXT_BEFORE.search(doc.before(m.start, 60)) or _CONTEXT_AFTER.match(doc.after(m.end, 30))))


# a difference in points written as a compound: 'a 24-point improvement', 'a 3-point gain in accuracy', 'a 5-point drop'
# (a '5-point Likert scale' stays a setting)
POINT_CHANGE_AFTER = regex.compile(r"^\s(?:(?:absolute|average|relative|overall)\s)?(?:improvements?|gains?|increases?|boosts?|"
                                   r"jumps?|leads?|margins?|advantages?|drops?|decreases?|declines?|reductions?|lift)\b", FLAGS)


# a product of sizes, its first side and the sign before the number: "512$\times$512", "4418 x 4418 pixels", "0.5 × 0.5 ×
# 0.2mm" (reasons.py asks it of a factor's mention too); the second side of a dimension is a size: '512 × 512 pixel
# images', '640 x 480 images', '$4 \times 4$ upsampling', 'a compact 6 × 6 reflections transfer matrix' (about 55 count
# rows on all large.parquet abstracts, nearly every one wrong); not a factor of its own ('a speedup of 2.7x 3.4x': the
# second carries its own 'x')
PRODUCT_BEFORE = regex.compile(r"\d[\s$}{]{0,3}(?:\\times|[x×])[\s$}{]{0,3}$")


def _is_setting(doc: Document, m: Mention) -> bool:
    if m.unit is None and not m.is_word and PRODUCT_BEFORE.search(doc.before(m.start, 16)):
        return True
    if m.hyphen_word and m.hyphen_word.lower() in SETTING_WORDS:
        return not (m.hyphen_word.lower() == "point" and POINT_CHANGE_AFTER.match(doc.after(m.end, 40)))
    if _context_window(doc, m):
        return True
    if _FORMAT_RAW.match(m.raw) and (_FORMAT_AFTER.match(doc.after(m.end, 40)) or _FORMAT_BEFORE.search(doc.before(m.start, 40))):
        return True
    if _BUILD_AFTER.match(doc.after(m.end, 12)) and _ONE_BEFORE.search(doc.before(m.start, 30)):
        return True
    if m.unit is None and m.raw.isdigit() and doc.norm[m.start - 1:m.start] == "(" and doc.norm[m.end:m.end + 1] == ")":
        return True  # a list marker: (1), (2)
    after = doc.after(m.end, 60)
    if m.unit == "%" and _OPERATING_AFTER.match(after) and _OPERATING_BEFORE.search(doc.before(m.start, 60)):
        return True
    return bool(SETTING_BEFORE.search(doc.before(m.start, 60)) or SETTING_AFTER.search(after)
                or m.unit is not None and SHARE_SETTING_AFTER.search(after))


_LONG_SPAN = regex.compile(r"(?:months?|years?|decades?)$", FLAGS)


def is_long_span(doc: Document, start: int, end: int) -> bool:
    """Whether the number at ``start:end`` is months, years or decades ('25 years', 'eleven months'): the time data or
    history spans (a count, kinds/count.py) or an age, never a measured result (no score, no listed item after one)."""
    return bool(_LONG_SPAN.search(doc.norm, max(start, end - 8), end))


def claim(doc: Document, m: Mention, kind: str, rule: str, *, unit: str | None = None,
          metric: str | None = None) -> Claim:
    """A claim for a mention, with its qualifier and the unit the kind implies."""
    qual, start = qualifier(doc, m)
    return Claim(kind=kind, start=start, end=m.end, text=doc.text[start:m.end], rule=rule, tier=tier_of(rule),
                 value=m.value, value_high=m.value_high, unit=unit, qualifier=qual, metric=metric)


def cue_after(pattern: str, words: int = 3) -> regex.Pattern[str]:
    """A pattern for a cue word among the next ``words`` words after the number."""
    return regex.compile(r"^[\s$*}~\\,]{0,6}" + (WORDS % words) + pattern, FLAGS)


def cue_before(pattern: str, gap: int = 60) -> regex.Pattern[str]:
    """A pattern for a cue word before the number, at most ``gap`` characters away, not across ';'."""
    return regex.compile(pattern + r"[^;]{0,%d}$" % gap, FLAGS)


# two results set side by side ('on EgoPoints 61.3 vs 54.2', '72.1% versus 65.3%'): the first is the paper's, the
# second its baseline's, both scores (neither a name's version nor a difference)
VERSUS_AFTER = regex.compile(r"^\s?%?\s(?:vs\.?|versus|v\.s\.)\s[$]?\d(?![\d.,]*\s?(?-i:[KMBG])\b)", FLAGS)  # not '80 vs. 24.37M'
VERSUS_BEFORE = regex.compile(r"(?<![\w.,])(?P<first>\d{1,3}(?:,\d{3})*(?:\.\d{1,4})?)\s?(?:\\?%)?\s(?:vs\.?|versus|v\.s\.)\s[$]?$",
                              FLAGS)
# ... not a game's setup or a period ('3 vs. 1 with Keeper', '5 vs 6 multi-agent games', 'in 2023 vs. 2018-2022')
_SMALL_OR_YEAR = regex.compile(r"^(?:\d|(?:19|20)\d\d)$")


def versus(raw: str, after: str, before: str) -> str | None:
    """'after' when the number (``raw`` as written) is the first of two results set side by side, 'before' when the
    second, else None (``VERSUS_AFTER``, ``VERSUS_BEFORE``)."""
    if _SMALL_OR_YEAR.match(raw.replace(",", "")):
        return None
    if VERSUS_AFTER.match(after):
        return "after"
    return "before" if (b := VERSUS_BEFORE.search(before)) is not None and not _SMALL_OR_YEAR.match(b["first"]) else None


# The words right before an amount that bound it ('reduces the inference latency up to 40%', 'about 20%'), for the
# patterns that read a change verb's object then its amount (improvement.py, reduction.py)
AMOUNT_QUALIFIER = r"(?:up\sto|over|about|approximately|around|nearly|almost|more\sthan)"

# Words between "by" and the number: "by up to", "by a factor of", "by an average of", "by a significant".
BY_FILLER = (r"(?:up\sto|as\smuch\sas|over|more\sthan|about|around|approximately|nearly|almost|roughly|at\sleast|"
             r"~|>|\\sim|\\approx|\\textbf\{|\\mathbf\{|an?\s(?:\w{1,15}\s)?(?:average|factor|margin)\sof|"
             r"an?\s(?:significant|substantial|notable|remarkable|considerable|impressive|large|wide|clear|sizable|"
             r"sizeable|striking|dramatic|huge|noticeable|solid|further|additional|relative|absolute)|"
             r"(?:an?\s)?average(?:\sof)?|on\saverage|a\stotal\sof|only|just|[+]|\s)")


def by_before(verbs: str, between: str = r"[^;]{0,60}?") -> regex.Pattern[str]:
    """A verb, then at most ``between`` text, then ``by`` right before the number (fillers allowed)."""
    return regex.compile(rf"\b(?:{verbs})\b{between}\bby(?:\s{{0,3}}{BY_FILLER}){{0,4}}[\s$*{{~]{{0,4}}$", FLAGS)


# a decrease verb, then 'by' right before the number: 'reduces inference latency by' (a cost: reduction.py), 'reduces
# demographic disparity (DI) by' (a quality measure: improvement.py, ``quality_decreased``)
DECREASE_BY = by_before(REDUCE_VERBS)


# A cost right before 'by', the object of 'improve' or 'reduce': improving it makes it smaller ('improves power
# consumption by 68% and latency by 90%', 'improves computation time by up to 30%'), and an error word before it does
# not make it quality ('reduces reconstruction error extraction time by up to 150x'): a reduction, not a gain
# (reduction.py, improvement.py). Times need a word that makes them a cost ('improves over time by' is no cost).
COST_HEAD = (r"(?:latency|memory|(?:power|energy|memory|resource)\sconsumption|run-?time|(?:inference|training|running|"
             r"execution|computation|computational|response|wall-?clock|search|planning|solving|extraction|processing|"
             r"computing|startup|generation|decoding|encoding|rendering|query|retrieval|reconstruction|total)\stime|costs?|"
             r"overhead|footprint|storage)")
_COST_BY = regex.compile(rf"\b{COST_HEAD}\sby(?:\s{{0,3}}{BY_FILLER}){{0,4}}[\s$*{{~]{{0,4}}$", FLAGS)
# the verbs that can govern a 'by' before the number: the last one in the clause decides
_CHANGE_VERB = regex.compile(r"\b(?:improv|outperform|surpass|exceed|beat|boost|increas|gain|enhanc|reduc|lower|decreas|cut|"
                             r"sav|accelerat|speed|amplif|inflat|prolong|slow|doubl|tripl|worsen|hurt|degrad)\w{0,6}\b", FLAGS)
_DECREASE_STEMS = ("reduc", "lower", "decreas", "cut")


def _last_change(text: str) -> str:
    """The last verb of change in ``text``, lower-cased ('' when there is none): it governs a 'by' after it."""
    verbs = _CHANGE_VERB.findall(text)
    return verbs[-1].lower() if verbs else ""


def governed_by_decrease(by_phrase: str) -> bool:
    """Whether the last verb of change in ``by_phrase`` (a decrease verb ... 'by') is not another verb: 'reduces
    tool-use by 52.7% while improving accuracy by' and 'the pruned model improves accuracy by' end in a gain, not a
    decrease (``reduction.BEFORE`` finds the first decrease verb; the verb nearest the 'by' governs it).

    >>> [governed_by_decrease(t) for t in ("reduces tool-use by 52.7% while improving accuracy by",
    ...                                    "pruned model improves CIFAR-10 accuracy by", "reduces the memory by",
    ...                                    "compresses the model by", "outperforms X while reducing latency by")]
    [False, False, True, True, True]
    """
    last = _last_change(by_phrase)
    return not last or last.startswith((*_DECREASE_STEMS, "sav"))


def cost_by(before: str) -> bool:
    """Whether ``before`` (the text before a number) ends in a cost and 'by', and the clause's last verb of change
    before it is 'improve' or 'reduce' (``COST_HEAD``).

    >>> [cost_by(t) for t in ("CLUE improves power consumption by 68% and latency by ", "improves accuracy by ",
    ...                       "GFRE reduces reconstruction error extraction time by up to ",
    ...                       "improves accuracy by 3% and outperforms X in latency by ", "Accuracy improves over time by ",
    ...                       "the attack reduces the efficacy by 90% and amplifies the latency by ")]
    [True, False, True, False, False, False]
    """
    if "by" not in before[-80:]:
        return False  # the common case, without a scan
    cost = _COST_BY.search(before)
    if cost is None:
        return False
    clause = before[:cost.start()]
    clause = clause[max(clause.rfind(";"), clause.rfind(". ")) + 1:][-160:]
    return _last_change(clause).startswith(("improv", *_DECREASE_STEMS))

# words of a clause about data or experiments (kinds/count.py: a number word before an unlisted plural counts there;
# kinds/reasons.py: agents and functions are objects of math outside one)
_EMPIRICAL = regex.compile(
    r"\b(?:experiment\w{0,3}|evaluat\w{0,5}|data\s?sets?|data|benchmark\w{0,3}|results?|participat\w{0,5}|tasks?|"
    r"annotat\w{0,5}|corp(?:us|ora)|collect\w{0,3}|compar\w{0,5}|test\w{0,3}|subjects|participants|study|studies|"
    r"LLMs?|models)\b", FLAGS)


def in_empirical_clause(doc: Document, m: Mention) -> bool:
    """Whether the clause of ``m`` (its sentence, cut at semicolons: one joins two statements) speaks of data or
    experiments."""
    start, end = doc.sentence_of(m.start)
    start = max(start, doc.norm.rfind(";", start, m.start) + 1)
    end = semicolon if (semicolon := doc.norm.find(";", m.end, end)) >= 0 else end
    return bool(_EMPIRICAL.search(doc.norm, start, end))
