"""Why a number is not a claim: one named reason per mention, or ``None`` when no rule explains it.

Every number the grammar finds ends in exactly one verdict (``passes/verdicts.py``): a claim kind, one
of the reasons below, or ``unexplained``. The reasons are tried in this order, the first that holds wins:

=====================  ============================================  ======================================
reason                 holds for                                     not for
=====================  ============================================  ======================================
list_marker            ``(1) ...``, ``(ii)``, ``1) we``, ``: 2) it``  ``(12%)``, ``(p < 0.05, 2) and``,
                                                                     ``“STG” (0.788)``
citation_or_reference  ``Section 3``, ``Table 2``, ``[12]``,         ``12 tables``
                       ``Task 1``, ``et al., 2020``
name_part              ``LLaMA 30B``, ``GPT 4``, ``Llama 3.1``,      ``achieves 3.1``
                       a number inside a named entity, ``(cid:173)``
year_or_date           ``in 2023``, ``COCO 2017``                    ``2,023 images``, ``2023 images``
math                   ``O(n^2)``, ``$\\epsilon = 0.1$``, ``1/2``,    ``$1.5\\times$``, ``$88\\%$``
                       the spread in ``0.42 ± 0.12``
ordinal                ``ranked 3``, ``Top 3 ranking``, ``No. 1``     ``top-1 accuracy of 80%``
setting                ``at 50% sparsity``, ``4-bit``, ``100 epochs``  ``50% fewer``
own_part               ``three modules``, ``two key findings``,       ``three datasets``, ``a four-fold
                       ``contributions are two-fold``                 speedup`` (claimed first)
background             ``most corpora discard over 90% of pages``    ``we achieve 90%``
=====================  ============================================  ======================================

The reasons only ever explain numbers that no kind module claimed, and the fallback rules of the kind
modules (lowest tier) claim a number only when ``why_not`` gives ``None``. Pure functions of the document.

>>> from abstract_claims.reading.document import Document
>>> def reasons(text): d = Document(text); return [why_not(d, m) for m in d.mentions]
>>> reasons("See Section 3 and Table 2 for the (1) setup in 2023.")
['citation_or_reference', 'citation_or_reference', 'list_marker', 'year_or_date']
>>> reasons("We train for 100 epochs at 50% sparsity with three modules.")
['setting', 'setting', 'own_part']
>>> reasons("Two problems remain: 1) heterogeneity and 2) scale, for 12 (of 20) images.")
['own_part', 'list_marker', 'list_marker', None, None]
>>> reasons("F1 is high for “STG” (0.788) and “POB” (0.714), because (1.1) human writers edit.")
[None, None, 'list_marker']
>>> reasons("Our contributions are three-fold.")
['own_part']
>>> reasons("We tune Llama 3 8B and Qwen2.5 (32B), and smaller LLMs (7B).")
['name_part', 'name_part', 'name_part', None]
>>> reasons("We introduce three surrogates and evaluate them on two datasets.")
['own_part', None]
>>> reasons("Most existing corpora discard over 90% of pages.")
['background']
>>> reasons("Our model reaches 90% on the test set.")
[None]
>>> reasons("Our model detects 63% at a false alarm rate of 1%, beating seven existing techniques in our experiments.")
[None, 'setting', None]
>>> reasons("We find the shift between two domains and make two simplifying assumptions: (i) data are i.i.d.")
['math', 'own_part']
>>> reasons("The hand has 4 fingers and two DC motors; most classi(cid:12)ers fail.")
['own_part', 'own_part', 'name_part']
"""

from __future__ import annotations

from functools import cache

import regex

from abstract_claims.reading.text import ending_here

from abstract_claims.kinds.cues import FLAGS, PRODUCT_BEFORE, SETTING_WORDS, in_empirical_clause, is_setting, versus
from abstract_claims.reading.document import Document
from abstract_claims.reading.numbers import Mention
from abstract_claims.reading.vocab import alternation, metric_names, model_families, own_parts, setting_nouns

REASONS = ("setting", "name_part", "year_or_date", "math", "list_marker", "ordinal", "own_part", "background",
           "citation_or_reference")

# "(1) we ...", "(ii)", "1) ..." at a sentence start: enumeration, not a quantity.
_LIST_BEFORE = regex.compile(r"(?:^|[\s:;,.])\($")
_LIST_AFTER = regex.compile(r"^\)")
_MARKER_START = regex.compile(r"^\s{0,3}$")
# "... challenging: 1) heterogeneity and 2) generalizability", "\\textbf{2}) To handle": a small integer
# closing a parenthesis nobody opened, before a word, inside a sentence
_MARKER_AFTER = regex.compile(r"^[*}]{0,2}\)\s{1,3}[A-Za-z\\]")
_MARKER_RAW = regex.compile(r"^[1-9]\d?$")
# "because (1.1) human writers ...; (1.2) the frequent change": a sub-item, followed by a word; a decimal
# score in parentheses is not ("(0.747)", "(-0.5) with", "(1.29) by 26.9%", "(25.3) score")
_SUBITEM_RAW = regex.compile(r"^[1-9]\.[1-9]$")

# "Section 3", "Table 2", "Fig. 4", "Eq. (5)", "Task 1", "Subtask 2", "Track 3", "Appendix B.2"
_REFERENCE_BEFORE = ending_here(regex.compile(
    r"""\b(?: sections? | sec\. | tables? | tab\. | figures? | figs?\. | eqs?\. | equations? | appendix | theorems?
            | lemmas? | corollary | propositions? | definitions? | chapters? | algorithms? | lines? | pages? | pp\.
            | tasks? | sub-?tasks? | tracks? | subtracks? | phases? | rounds? | parts? | levels? | cases? | examples?
            | versions? | v | no\. | nos\. | number | ids? | \#
        )\s{0,2}\(?$""",
    FLAGS,
))
# "[12]", "[3, 4]", "(Smith et al., 2020)", "Smith et al. 2021"
_CITATION_BEFORE = regex.compile(r"(?:\[[\d,\s-]{0,20}|et\s?al\.?,?\s{0,2}\(?)$")
_AUTHOR_YEAR = regex.compile(r"\(\s?[A-Z][a-z]{1,20}(?:\s(?:and|&)\s[A-Z][a-z]{1,20})?,\s$")  # "(Smith, 2020)"
_CITATION_AFTER = regex.compile(r"^[\d,\s-]{0,20}\]")

# "LLaMA 30B", "GPT 4", "Llama 3.1", "Phi 2", "YOLO v8", "Qwen2.5 72B": a number right after a name
_NAME_BEFORE = regex.compile(r"(?:\b[A-Z][\w.+]{0,20}[A-Za-z+]|\b[a-z]{1,10}[A-Z][\w.]{0,15}|\b[A-Z]{2,}[\w.-]{0,15})[\s-]$")
# ... and names written after the number: "3D", "2.5D" are refused by the grammar; "4 Turbo", "2 Pro"
# ... but not a capitalized word of prose ("Evaluating 20 leading models", "Comprising 1,028 videos", "With 12 tasks")
_PROSE_BEFORE = ending_here(regex.compile(r"(?:^\s{0,3}[A-Z][a-z]{2,}ing|\b(?:With|Over|Across|Among|For|In|On|From|After|Of|Only|About|Nearly|"
                              r"Approximately|Around|Almost|Roughly|Since|Through|Under|Within|Below|Above|All|Each|Both|"
                              r"These|The|Our|We|Than|Up|To|By|At|Using))\s$"))  # '-ing' only first in its sentence: 'MPII Cooking 2'
_NAME_AFTER = regex.compile(r"^[\s-](?:Turbo|Pro|Ultra|Mini|Max|Plus|Lite|Flash|Instruct|Chat|Base|Large|Small|XL|XXL)\b")
_CAPITAL_START = regex.compile(r"[A-Z]")
# the cut-off or threshold of a metric's name: 'recall @ 10', 'NDCG@5', 'mAP@0.5:0.95:0.05' (the grammar already
# refuses a number glued to '@'; these are the ones after a space or a ':' of the range)
_METRIC_AT = ending_here(regex.compile(r"@\s{0,2}(?:\d{1,3}(?:\.\d{1,3})?:){0,3}$"))
_MATH_NAME_AFTER = regex.compile(r"^[$}]{1,2}-[A-Z]")  # '$2$-LS', '$k$-NN' is a name written in math

# years 1900-2099 written alone (no unit, no magnitude, no separator)
_YEAR = regex.compile(r"^(?:19|20)\d\d$|^(?:1[5-9]|20)\d0s$")  # and decades: 'the 1990s' (reading/numbers.py)
# ... unless a counted plural follows ("2000 images", "a dataset of 2087 LLM pipeline prompts") and no word
# of time or name comes before ("in 2020 elections", "the 2022 shared tasks", "(SMM4H) 2021 shared tasks")
_YEAR_COUNTS = regex.compile(r"^\s(?:(?!(?:shared|challenge|competition|workshop|edition|season|election|olympic|census)\b)"
                             r"(?:[a-z][\w-]{0,20}|[A-Z]{2,}[\w-]{0,10})\s){0,2}(?!(?:shared|elections|olympics|games)\b)[a-z]{3,20}s\b")
_YEAR_TIME_BEFORE = ending_here(regex.compile(r"(?:\b(?:in|since|by|from|until|till|the|during|to|through|before|after|circa|year|"
                                  r"early|late|mid|summer|winter|fall|spring|autumn|and|or|between|versus|vs\.?)|[,)(/:–-])\s{0,2}$",
                                  regex.IGNORECASE))
_CLIPPED_YEAR = regex.compile(r"[A-Za-z][’']$")  # a year clipped after a name: "WMT'16", "ICCV’23"
_MONTH = ending_here(regex.compile(r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]{0,6}\.?\s{1,2}$", FLAGS))

# math: operators, variables and formulas around the number ("O(n^2)", "1/T", "\epsilon = 0.1", "2n")
_MATH_BEFORE = ending_here(regex.compile(r"(?:[=^_]|±|(?<=\d\s?)\+/?-|\\(?:le|ge|leq|geq|frac\{|sqrt\{|log|exp|in|cdot|pm|mathcal\{O\}\()|O\(|[a-zA-Z]\(|(?<!\d\.\d{1,6})/|(?<=[\w)])\*\*)\s{0,2}[\s${(]{0,3}$"))
# ('77.83/78.24' is a pair of scores, '1/T' and '3/4' are fractions; a closing parenthesis is no formula; the spread
# after '±', '+-' or '+/-' is the uncertainty of the value before it, as '\pm' in math mode: '0.42 +- 0.12 pixels')
_MATH_AFTER = regex.compile(r"^[\s$}]{0,2}(?:[\^_]|/\s?(?:[a-zA-Z\\({]|\d{1,4}(?![\d.]))|\\(?:cdot|log|sqrt|frac|epsilon|delta|alpha|beta)|[a-zA-Z](?![a-zA-Z])\s{0,2}[)+\-=^$}])")

# ordinals and ranks: "ranked 3", "rank 1", "Top 3 ranking", "placed 2", "No. 1"
_ORDINAL_BEFORE = regex.compile(r"\b(?:rank(?:ed|ing|s)?|placed|placing|position(?:ed)?|top|no\.)\s{1,2}(?:of\s|at\s)?[$*{]{0,2}$", FLAGS)
_ORDINAL_AFTER = regex.compile(r"^\s{0,2}(?:st|nd|rd|th)\b|^\s(?:place|position|rank)\b", FLAGS)

# background: the sentence reports the field or prior work, not this paper's results
_BACKGROUND = regex.compile(
    r"""\b(?: existing | prior\ (?:work|methods?|approaches|studies) | previous(?:ly)? | conventional | traditional
            | typically | usually | commonly | often | currently | widely | recent\ (?:studies|work|surveys?|reports?)
            | it\ is\ (?:estimated|reported|known) | according\ to | spoken\ by | worldwide | around\ the\ world
            | people | population | in\ recent\ years | over\ the\ (?:past|last) | statistics | reportedly )\b""",
    FLAGS,
)
# ... unless the sentence introduces new data ('Babel Briefings is a novel dataset featuring 4.7 million news headlines
# ... across 30 languages and 54 locations worldwide': the data's reach, not the field's)
_NEW_DATA = regex.compile(r"\b(?:novel|new)\s(?:[\w-]{1,20}\s){0,2}(?:data\s?sets?|corpus|corpora|benchmarks?)\b", FLAGS)
_OURS = regex.compile(
    r"""\b(?: we | our | ours | us | this\ (?:paper|work|study|approach|method|model|framework)
            | the\ proposed | achiev\w{0,4} | outperform\w{0,4} | improv\w{0,4} | results? | shows? | yield\w{0,3}
            | scor(?:e|es|ed|ing) | ranked | performer | performance | accuracy | F1 | excel\w{0,4} | outscor\w{0,4}
            | surpass\w{0,4} | secur\w{0,3} | obtain\w{0,3} | attain\w{0,3} | reach\w{0,3} )\b""",
    FLAGS,
)


# the speakers of a language or the people of a place, a million or more: the field's context, not the paper's data ('a
# language with over 85 million speakers', 'spoken by more than 100 million native speakers', 'Over 97 million
# inhabitants speak Vietnamese'); not the data's source ('recordings from 2 million speakers'). Users, patients and
# people in general are left out: as often the data a paper covers ('census data covering more than 328 million
# people', 'a study over 1.9M patients', 'MIND contains 1 million users') as a platform's reach
_POPULATION_AFTER = regex.compile(r"\s(?:native\s|L1\s|L2\s)?(?:speakers|inhabitants|citizens|residents)\b", FLAGS)
_SPOKEN_BY_BEFORE = ending_here(regex.compile(r"\bspoken\sby\s(?:over\s|more\sthan\s|about\s|nearly\s|around\s|approximately\s|"
                                              r"almost\s|some\s)?$", FLAGS))
_PEOPLE_AFTER = regex.compile(r"\s(?:native\s)?(?:people|persons|individuals)\b", FLAGS)
_SOURCE_BEFORE = ending_here(regex.compile(r"\b(?:from|of|by|across|among|involving|covering|contains?|containing)\s(?:over\s|"
                                           r"more\sthan\s|about\s|nearly\s|around\s|approximately\s|almost\s)?$", FLAGS))


def population(doc: Document, m: Mention) -> bool:
    """Whether ``m`` counts the speakers of a language or the people of a place, a million or more
    (``_POPULATION_AFTER``; people only after 'spoken by'), not the paper's data (``_SOURCE_BEFORE``)."""
    if m.unit is not None or m.value < 1e6:
        return False
    before = doc.before(m.start, 40)
    return ((_POPULATION_AFTER.match(doc.norm, m.end) is not None and _SOURCE_BEFORE.search(before) is None)
            or (_PEOPLE_AFTER.match(doc.norm, m.end) is not None and _SPOKEN_BY_BEFORE.search(before) is not None))


# what the paper makes, right before a small count: 'we introduce three surrogates', 'this paper proposes two
# approaches' (a count of data it makes, 'we introduce two new benchmarks', is claimed before any reason is asked)
_MADE_BEFORE = ending_here(regex.compile(r"\b(?:we|this\s(?:paper|work|study)|our\s(?:paper|work))\s(?:\w{2,12}ly\s|also\s|further\s|then\s)?"
                                         r"(?:propose|introduce|present|design|develop|devise|put\sforward)s?\s(?:the\s)?[$*{]{0,2}$", FLAGS))


# ... or what the paper's own system is made of: 'Our system consists of three specialized agents', 'the proposed framework
# comprises two modules' (not its data: 'our benchmark consists of 12 tasks' counts them)
_BUILT_OF_BEFORE = ending_here(regex.compile(
    r"\b(?:our|the\sproposed)\s(?:[\w-]{1,20}\s){0,2}?(?:system|framework|method|model|architecture|pipeline|approach|network|"
    r"agent|platform|toolkit|design|solution|algorithm)\s(?:mainly\s|primarily\s|essentially\s)?(?:consists\sof|comprises|"
    r"is\scomposed\sof|is\smade\sup\sof|contains|integrates|features|employs|has)\s(?:the\s)?[$*{]{0,2}$", FLAGS))


def built_of(doc: Document, m: Mention) -> bool:
    """Whether a small whole number counts the parts of the paper's own system (``_BUILT_OF_BEFORE``): an own part even
    where its noun counts evaluation objects elsewhere ('Our system consists of three specialized agents'; count.py asks
    it before a listed noun's count)."""
    return m.unit is None and m.value < 20 and "." not in m.raw and _BUILT_OF_BEFORE.search(doc.before(m.start, 120)) is not None


@cache
def _model_before() -> regex.Pattern[str]:
    """A model's name right before its size: 'Llama 3 8B', 'LLaMA 3.1 (8B)', 'Qwen2.5 32B', 'Vicuna-{7B,' (SPEC: a
    number inside a model's name is no claim; 'smaller LLMs (7B)' names no model and stays a size)."""
    families = alternation(model_families(), fold=True)
    return ending_here(regex.compile(rf"(?<![\w-])(?:{families})(?-i:(?![a-z]))[\w.-]{{0,20}}(?:\s(?:v?\d{{1,2}}(?:\.\d{{1,2}})?|(?-i:[A-Z][\w.-]{{0,12}})))?"
                                     rf"(?:\s?\(|\s|-?\{{(?:\d{{1,3}}(?:\.\d)?[BM],)*)$", regex.IGNORECASE))


# agents, functions, graphs, images and samples a number word sizes outside a clause about data or experiments: objects
# of a theory or the paper's own design ('the case of two agents with subadditive valuations', 'the sum of three convex
# functions', 'trains two agents (Giant and Dwarf)', 'the vertices of two graphs', 'given two images', 'two independent
# i.i.d. samples'); 55 of 105 such counts on 15,000 large abstracts stood in no such clause, about one a count of data
# ('construct and populate three knowledge graphs'); 'evaluated against three agents' and 'on four benchmark
# functions' still count, and so do sizes ('even for a million samples')
_THEORY_OBJECT_AFTER = regex.compile(r"^[\s$*}]{1,3}(?:[\w-]{1,20}\s){0,2}?(?:agents|functions|graphs|images|samples)\b"
                                     r"(?![\s-](?:environments?|tasks?|benchmarks?|systems?|settings?|scenarios?|games?|domains?)\b)",
                                     FLAGS)  # the head noun: not 'three value-heterogeneous multi agent environments'


# ... but what a dataset holds, counted in digits, is its data ('a data set with over 50 million observations', 'the TQA
# dataset that includes 1,076 lessons', 'a dataset of 543,758 logo designs'): 'observation', 'lesson' and 'design' are
# the paper's own parts elsewhere ('two key observations'); a number word there is as often the data's parts ('COUGH
# consists of three parts') as the paper's ('datasets come with two main drawbacks') and stays
_DATA_HOLDS_BEFORE = ending_here(regex.compile(
    r"\b(?:data\s?sets?|corpus|corpora|collection|database)\b[^.;]{0,40}?\b(?:consisting\sof|consists\sof|containing|"
    r"contains|comprising|comprises|with|of|includes|including|covering|covers|featuring|spanning)\s"
    r"(?:over\s|more\sthan\s|about\s|nearly\s|approximately\s|around\s)?[$*{]{0,2}$", FLAGS))
# (not steps: 'on the two datasets with 3 progressive steps', 'ImageNet dataset on SNN with 250 time steps' are settings,
# and 'datasets comprising more than 15 million steps' is lost with them; '2,989 productive mechanistic steps' stays)
_STEPS_AFTER = regex.compile(r"^[\s$*}]{1,3}(?:[\w-]{1,20}\s)?steps?\b", FLAGS)


@cache
def _own_part_after() -> regex.Pattern[str]:
    nouns = alternation(own_parts(), fold=True)  # a trie: the flat list was tried noun by noun after every modifier
    # (not others' parts: 'outperforming nine prior techniques', 'two existing strategies', 'five baseline variants')
    return regex.compile(rf"^[\s$*}}]{{1,3}}(?!(?:prior|previous|existing|baseline|state-of-the-art|SOTA|other)\s)"
                         rf"(?:(?:key|main|novel|new|core|major|distinct|complementary|different|"
                         rf"separate|simple|critical|important|fundamental|primary|[\w-]{{1,20}})\s){{0,2}}(?:{nouns})(?:s|es)?\b", FLAGS)


@cache
def _setting_after() -> regex.Pattern[str]:
    # (not a metric named after the noun: '97% bit accuracy', a bit error rate)
    return regex.compile(rf"^[\s$*}}]{{1,3}}(?:[\w-]{{1,20}}\s){{0,2}}?(?:{alternation(setting_nouns(), fold=True)})(?:s|es)?\b"
                         r"(?!\s(?:accuracy|error|precision|recall)\b)", regex.IGNORECASE)


# settings the cue modules' is_setting does not cover:
# "overlap threshold 0.8", "tIoU 0.5"; a device's memory ("A100 GPU with 80GB memory");
# a time window ("182 days before the event", "for 3 hours"); a share of the data used ("with 100% of real data")
_SETTING_BEFORE = regex.compile(r"\b(?:thresholds?|t?iou|temperature|(?<![’']s\s)alpha|beta|lambda|gamma|epsilon)\s{0,2}(?:of\s|=\s?|at\s|:\s?)?[$*{\s]{0,3}$", FLAGS)
# an operating point is a setting: 'gains +2-7% Sensitivity at a false positive rate of 0.5', 'detection rates of 63% at a
# false alarm rate of 0%', '91.8% TPR at FPR=5%' (4 on 60,000 large.parquet abstracts, all settings)
_OPERATING_POINT = regex.compile(r"\bat\s(?:an?\s|the\s)?(?:[\w-]{1,15}\s)?(?:false[\s-](?:positive|alarm|acceptance)\srates?"
                                 r"(?:\s\((?:FPR|FAR)\))?|FPRs?|FARs?)\s{0,2}(?:of\s|=\s?|:\s?)?[$*{\s]{0,3}$", FLAGS)
# a number word, then words and a colon and an enumeration: the paper's own points, assumptions, trends or parts ('two
# simplifying assumptions: (i) there exists', 'three interesting phenomena: (1) our method', 'two kinds of topologies:
# (1)'); on 30,000 large.parquet abstracts 42 such counts of unlisted nouns, about 8 right by GUIDELINE.md (data,
# baselines, devices, a benchmark's sub-tasks: those nouns keep no reason, and listed count nouns are counted first)
_ENUMERATED = regex.compile(r"^(?P<words>[^.;:]{1,60}?):\s{0,2}(?:\(?(?:1|i|a)\)|First\b|Firstly\b|one\b)")
_ENUMERATED_DATA = regex.compile(r"\b(?:data|sets|networks|baselines|devices|sub-?tasks|protocols|cases)\b", FLAGS)
# a number word after 'between' sizes an object of comparison ('correspondences between two visual domains', 'sandwiched
# between two relaxed models'), unless a verb of telling apart governs it (the things told apart are classes, counted:
# 'distinguish between two categories') or it counts languages
_BETWEEN_BEFORE = ending_here(regex.compile(r"(?<!\b(?:distinguish\w{0,3}|discriminat\w{1,4}|differentiat\w{1,4}|choos\w{1,4}|"
                                          r"classif\w{1,6}|decid\w{1,4})\s)\bbetween\s(?:the\s)?$", FLAGS))
_LANGUAGES_HEAD = regex.compile(r"^\s(?:[\w-]{1,20}\s)?languages\b", FLAGS)
_DEVICE_BEFORE = regex.compile(r"\b(?:gpus?|cpus?|tpus?|machines?|cards?|devices?|servers?|nodes?|a100|h100|v100|a6000|rtx)\b[^.;,]{0,12}$", FLAGS)
_WINDOW_AFTER = regex.compile(r"^[\s$}]{0,3}(?:before|after|ahead|earlier|later|prior|apart|long|old|in\sadvance|into\sthe\sfuture)\b", FLAGS)
_WINDOW_BEFORE = regex.compile(r"\b(?:for|over|during|every|each|per|after|before|first|last|past)\s{1,2}(?:about\s|around\s|only\s|the\s)?[$*{]{0,2}$", FLAGS)
# a product of sizes: "512$\times$512", "4418 x 4418 pixels", "0.5 × 0.5 × 0.2mm", "(30x, 40x) compression levels"
_PRODUCT_AFTER = regex.compile(r"^[\s$}{]{0,3}\d")  # (the sign before the number: cues.PRODUCT_BEFORE)
_LEVELS_AFTER = regex.compile(r"^[\s$}]{0,3}(?:\)\s)?(?:compression|corruption|noise|sparsity|pruning|masking)\s(?:levels?|ratios?|rates?)\b", FLAGS)
_DATA_SHARE = regex.compile(r"\b(?:with|using|on|from|of)\s{1,2}(?:only\s|just\s)?[$*{]{0,2}$", FLAGS)
_DATA_AFTER = regex.compile(r"^[\s$}]{0,3}of\s(?:the\s)?(?:[\w-]{1,15}\s)?(?:data|dataset|labels?|annotations|samples|training\sset)\b", FLAGS)


def _setting(doc: Document, m: Mention, before: str, after: str) -> bool:
    if is_setting(doc, m) or _SETTING_BEFORE.search(before) or _OPERATING_POINT.search(before):
        return True
    if m.unit is None:
        return bool(_setting_after().match(after))
    if m.unit == "x" and (_PRODUCT_AFTER.match(after) or PRODUCT_BEFORE.search(before)):
        return True
    if _LEVELS_AFTER.match(after):
        return True
    if m.unit == "bytes" and _DEVICE_BEFORE.search(before):
        return True
    if m.unit == "seconds" and (_WINDOW_AFTER.match(after) or _WINDOW_BEFORE.search(before)):
        return True
    return m.unit == "%" and bool(_DATA_AFTER.match(after)) and bool(_DATA_SHARE.search(before))


def _list_marker(m: Mention, before: str, after: str) -> bool:
    """'(1) we', '(ii)' in parentheses; ': 2) it' after a sentence start; '1) heterogeneity and 2) scale'."""
    small = m.value < 30 and bool(_MARKER_RAW.match(m.raw) or _SUBITEM_RAW.match(m.raw) and _MARKER_AFTER.match(after))
    if small and m.unit is None and _LIST_AFTER.match(after) and _LIST_BEFORE.search(before[-2:] or "("):
        return True  # '(1) we', '(1.2) the frequent change'
    if _MARKER_START.match(before) and after.startswith(")") and m.unit is None and _MARKER_RAW.match(m.raw):
        return True  # at the start of the text: '1) we' (not a result after an abbreviation's full stop: '(avg. 98.4%)')
    return bool(_MARKER_RAW.match(m.raw) and m.value < 30 and _MARKER_AFTER.match(after) and before.rfind("(") <= before.rfind(")"))


# a comparison operator after a word, not a variable, qualifies a result: 'SSIM \ge 0.998', 'in \le 5 minutes using
# \le 10GB of memory', 'a $\leq 2$% accuracy degradation' (not '$d \geq 2$', '($IoU \geq 0.6$)': a variable in math)
_WORD_OPERATOR = ending_here(regex.compile(r"(?<![\\$^_{\w-])(?P<word>[A-Za-z][\w-]{1,20})\s{0,2}\$?\s{0,2}\\(?:ge|geq|le|leq)"
                                           r"\s{0,2}\$?\s{0,2}\{?\s{0,2}$"))


@cache
def _metric_words() -> frozenset[str]:
    return frozenset(name.casefold() for name in metric_names())


def _operator_qualifies(m: Mention, before: str) -> bool:
    """Whether a TeX comparison operator right before ``m`` qualifies a measured result (a unit, or a metric's name
    before the operator), not a variable's bound."""
    op = _WORD_OPERATOR.search(before)
    return op is not None and (m.unit in ("%", "seconds", "bytes") or op["word"].casefold() in _metric_words())


def _in_math(doc: Document, m: Mention) -> bool:
    """Inside a $...$ segment that holds a formula (not only a number with %, \\times or \\sim)."""
    before = doc.before(m.start, 40)
    if before.count("$") % 2 == 0:
        return False
    opening = before.rfind("$")
    segment = before[opening + 1:] + doc.after(m.end, 20).split("$", 1)[0]
    return bool(regex.search(r"\\(?!%|times|sim|approx|times|mathbf|textbf|mathrm|text|,|;|!|geq?|leq?|gt|lt|pm)[a-zA-Z]{2,}|[=^_]|\b[a-zA-Z]\b", segment))  # '$<9$%' is a qualifier


def ours(doc: Document, m: Mention) -> bool:
    """True when the sentence of ``m`` reports this paper's work or results (we, our, achieves, results)."""
    start, end = doc.sentence_of(m.start)
    return doc.cached(("ours", start), lambda: bool(_OURS.search(doc.norm, start, end)))


# a glyph code a PDF-to-text tool left in the text ('classi(cid:12)ers', 'decompo(cid:173) sition': 4,632 such mentions in
# 1,567 large.parquet abstracts): part of a code, never a quantity
_GLYPH_CODE = ending_here(regex.compile(r"\(cid:$"))


def why_not(doc: Document, m: Mention) -> str | None:
    """The named reason this mention is not a claim, or None when no rule explains it; once per
    mention (the count, fallback and verdict passes all ask, and the answer takes a dozen scans)."""
    return doc.cached(("why_not", m), lambda: _why_not(doc, m))


def _why_not(doc: Document, m: Mention) -> str | None:
    before, after = doc.before(m.start, 60), doc.after(m.end, 60)
    if _list_marker(m, before, after):
        return "list_marker"
    if not m.is_word and (_REFERENCE_BEFORE.search(before) or _CITATION_BEFORE.search(before)
                          or _CITATION_AFTER.match(after) or (_YEAR.match(m.raw) and _AUTHOR_YEAR.search(before))):
        return "citation_or_reference"
    if (not m.is_word and m.unit is None and (_NAME_BEFORE.search(before) and not _PROSE_BEFORE.search(before)
                                               and versus(m.raw, after, before) != "after"  # 'on EgoPoints 61.3 vs 54.2': a result
                                               or _NAME_AFTER.match(after))
            or (m.hyphen_word is not None and _CAPITAL_START.match(m.hyphen_word)) or _MATH_NAME_AFTER.match(after)
            or _METRIC_AT.search(before) or _GLYPH_CODE.search(before) and after[:1] == ")"
            or m.magnitude in ("B", "M") and m.hyphen_word is None and _model_before().search(before)):
        return "name_part"
    if m.unit is None and m.magnitude is None and not m.is_word and (
            _YEAR.match(m.raw) and not (_YEAR_COUNTS.match(after) and not _YEAR_TIME_BEFORE.search(before))
            or _MONTH.search(before) or len(m.raw) == 2 and _CLIPPED_YEAR.search(before)):
        return "year_or_date"
    if not m.is_word and (_MATH_BEFORE.search(before) and not _operator_qualifies(m, before) or _MATH_AFTER.match(after)
                          or _in_math(doc, m)):
        return "math"
    if m.is_word and _BETWEEN_BEFORE.search(before) and not _LANGUAGES_HEAD.match(after):
        return "math"  # 'correspondences between two images': an object of comparison
    if _ORDINAL_BEFORE.search(before) or _ORDINAL_AFTER.match(after):
        return "ordinal"
    if m.is_word and m.magnitude is None and _THEORY_OBJECT_AFTER.match(after) and not in_empirical_clause(doc, m):
        return "math"  # 'the simple case of two agents with subadditive valuations', 'the sum of three convex functions'
    if _setting(doc, m, before, after):
        return "setting"
    if (m.unit is None and "." not in m.raw and _own_part_after().match(after)
            and not ((not m.is_word or m.magnitude) and _DATA_HOLDS_BEFORE.search(doc.before(m.start, 80))
                     and not _STEPS_AFTER.match(after))):
        return "own_part"
    if m.is_word and m.unit is None and (e := _ENUMERATED.match(after)) and not _ENUMERATED_DATA.search(e["words"]):
        return "own_part"  # 'two simplifying assumptions: (i) ...': the paper's own points, enumerated
    if m.is_word and m.unit == "x" and m.raw.lower().endswith("fold"):
        return "own_part"  # 'our contributions are two-fold', 'a two-fold strategy': parts, not a gain
    if m.unit is None and m.value < 10 and "." not in m.raw and _MADE_BEFORE.search(before):
        return "own_part"  # 'we introduce three surrogates', 'we propose two novel strategies': what the paper makes
    if built_of(doc, m):
        return "own_part"  # 'Our system consists of three specialized agents': the parts of what the paper makes
    if population(doc, m):
        return "background"  # 'a language with over 85 million speakers': the field's context, whoever speaks
    start, end = doc.sentence_of(m.start)
    if not ours(doc, m) and doc.cached(("background", start), lambda: bool(_BACKGROUND.search(doc.norm, start, end)
                                                                          and not _NEW_DATA.search(doc.norm, start, end))):
        return "background"
    return None
