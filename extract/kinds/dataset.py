"""Named datasets and benchmarks (``CUHK-SYSU``, ``CIFAR-100``, ``KernelBench``, ``VT-Bench``).

Rules, most certain first (a span taken by an earlier rule is not taken again):
- ``dataset.vocab``: a well-known name from ``vocab/datasets.txt`` (CamelCase names also match
  in other casings, ``Xsum`` for ``XSum``);
- ``dataset.context``: a name-shaped token run right before ``dataset``/``benchmark``/``corpus``
  (``the PRW dataset``, ``CVDP-ECov benchmark``) or right after it (``the dataset LF-AmazonTitles-1.3M``);
- ``dataset.list``: names listed after ``datasets such as`` / ``benchmarks including``;
- ``dataset.introduced``: a name the paper gives to the dataset or benchmark it introduces
  (``we introduce REL, a generative benchmark``, ``a new dataset ... (VOST)``);
- ``dataset.evaluated``: a name-shaped token right after ``on``/``across`` in a sentence about
  evaluation (``we evaluate on Stochastic-D4RL``, ``a 7.739 score on MT-bench``), with its list;
- ``dataset.shape``: a token whose shape says benchmark (``...Bench``, ``...QA``) or an all-caps
  name with a number (``KITTI-360``).
Model families (``GPT-4``), metrics (``ROUGE-1``) and generic acronyms (``OOD``) are never datasets;
generic phrases (``six benchmark datasets``) have no name-shaped token and are never matched.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

import regex

from abstract_claims.reading.document import Document
from abstract_claims.record import Claim
from abstract_claims.kinds.hardware import is_device
from abstract_claims.reading.vocab import alternation, dataset_names, model_families

# A name-shaped token: upper-case start with another capital, digit or hyphen inside
# (``CUHK-SYSU``, ``D4RL``, ``ExCyTIn-Bench``, ``ActivityNet-v1.3``), or all capitals.
_NAME_TOKEN = r"(?:[A-Z][A-Za-z]{0,30}(?:[A-Z0-9\-][\w\-+]{0,30}(?:\.\d{1,3}[A-Za-z]?)?)|[A-Z]{2,}[\w]{0,20})"
# In lists and after "on": also lower-case-led names with a capital or digit (``robust-kbench`` is
# not; ``mMARCO`` is) and plain capitalized words followed by a number (``Mip-NeRF 360``).
_LIST_ITEM = rf"(?:{_NAME_TOKEN}(?:\s\d{{1,4}})?|[A-Z][a-z]{{2,20}}(?:\s[A-Z][\w-]{{1,20}}){{0,2}})"

# Words that look like names at the start of a sentence or in titles but are not datasets.
_NOT_NAMES = frozenset("""
A An The This That These Those Our We Its New Novel Large Small Synthetic Real Public Standard
Existing Multiple Several Various Diverse Popular Challenging Common Benchmark Dataset Datasets
Extensive Experiments Experimental Comprehensive Open Empirical Results Both Each All Two Three
AI ML LLM LLMs VLM VLMs MLLM MLLMs NLP CV RL GPU GPUs CPU API SOTA OOD ID DG IID SFT RLHF DPO
English Chinese Table Figure Section Appendix Theorem Lemma Eq In On For With From Using
Real-world Real-World Large-scale Large-Scale Open-source Open-Source State-of-the-art PDE PDEs ODE
""".split())
# compounds that describe rather than name ('UAV-based', 'Transformer-style')
_DESCRIPTIVE = regex.compile(r"(?i)-(?:based|driven|aware|free|like|style|level|wise|specific|agnostic|scale|world|source|"
                             r"domain|shot|modal|task|view|resolution)$")

# Model families, devices and metrics whose names also look like ``NAME-123``.
MODEL_PREFIX = regex.compile(
    r"(?i)^(?:(?:" + "|".join(map(regex.escape, model_families())) + r")"
    r"|(?:t5|opt|phi|clip|sd|sam|rtx|gtx|gcn|gat|glm|yi|ul2|bart|tpu|h|a|v|p|k|l|b|m|fp|int|bf|top|map|ap|f|pass|hit|"
    r"recall|r|fid|mse|acc|iou|miou|auc|spice|chrf|ter|wer|cer|em|o1|o3|f1|dna|rna)\b)"
    r"|(?i:^(?:english|german|french|chinese|japanese|spanish|russian|arabic|hindi|korean|romanian|czech)"
    r"-(?:english|german|french|chinese|japanese|spanish|russian|arabic|hindi|korean|romanian|czech)$)"
)

_DATA_NOUN = r"(?:data\ ?sets?|benchmarks?|corpus|corpora|suites?|leaderboards?|testbeds?|collections?)"

_CONTEXT = regex.compile(
    rf"""
    (?=[A-Zdbc])        # both branches start so: a cheap first test that makes the scan 4x faster
    (?: (?<![\w-])
    (?P<name>{_NAME_TOKEN}(?:\s(?:{_NAME_TOKEN}|\d{{1,4}})){{0,2}})      # one to three name tokens
    (?:\s(?:and|\&)\s(?P<name2>{_NAME_TOKEN}))?                            # 'MNLI and SNLI datasets'
    \s{_DATA_NOUN}\b
    | \b(?:dataset|benchmark|corpus)\s(?P<name3>{_NAME_TOKEN})(?=[\s,;:)]|\.\s|\.$|$) )  # 'the dataset LF-AmazonTitles-1.3M'
    """,
    regex.VERBOSE,
)

_SUCH_AS = regex.compile(
    rf"""\b{_DATA_NOUN}[^.;]{{0,30}}?\b(?:such\sas|including|like|e\.g\.,?|namely|i\.e\.,?)\s
        (?P<items>{_LIST_ITEM}(?:(?:,\s(?:and\s)?|\sand\s|\sor\s){_LIST_ITEM}){{0,8}})""",
    regex.VERBOSE,
)

_INTRODUCED = regex.compile(
    rf"""\b(?i:introduc|present|propos|releas|construct|collect|build|buil|curat|creat|contribut)\w{{0,4}}\s
        (?: (?:the\s|a\s|an\s)?(?:[\w-]{{1,20}}\s){{0,4}}?{_DATA_NOUN}[^.;()]{{0,80}}?\((?P<acr>{_NAME_TOKEN})\)
          | [*\\{{}}a-z]{{0,12}}?(?P<name>{_NAME_TOKEN})[*}}]{{0,2}},\s(?:an?|the(?:\sfirst)?)\s(?:[\w-]{{1,20}}\s){{0,5}}?{_DATA_NOUN}\b )""",
    regex.VERBOSE,
)

_EVAL_WORDS = regex.compile(
    r"\b(?:evaluat\w*|experiment\w*|results?|benchmark\w*|achiev\w*|outperform\w*|test\w*|accuracy|score\w*|mAP|"
    r"state-of-the-art|SOTA|performance|surpass\w*|reach\w*|validat\w*|demonstrat\w*)\b",
    regex.IGNORECASE,
)
# Only after "on"/"across". An "in" after a number ("76.68% in MOTA") was meant to count too, but
# a formatting slip (``{0,12}`` in this f-string became the text "(0, 12)") kept it from ever
# matching; fixed, it added 21 rows on 30,000 abstracts of large.parquet, nearly all metrics (MOTA,
# RMSE, PQ) or planes (XY), so it stays out. (Seeds gold: one more true positive; dev: none.)
_EVALUATED = regex.compile(
    rf"""\b(?:on|across)\s(?:the\s)?[*\\{{}}a-z]{{0,10}}?
        (?P<items>{_NAME_TOKEN}(?:(?:,\s(?:and\s)?|\sand\s(?:the\s)?|\sor\s){_NAME_TOKEN}){{0,6}})
        (?=[\s,;:)*}}]|\.\s|\.$|$)
        (?!\s[A-Z][a-z])                                   # 'on Quantization-Aware Training': a longer name
        (?!\s(?:agents?|systems?|models?|methods?|frameworks?|algorithms?|modules?|layers?|networks?|settings?|problems?|tasks?))""",
    regex.VERBOSE,
)
# "Federated Learning (FL)": an acronym the abstract defines is a concept, unless its long form names data
_DEFINED = regex.compile(r"(?<=[\w-]\s)\((?P<acr>[A-Z][\w-]{1,15})\)")   # found at '(' first: cheap
# then its long form: the last one to six words before it. Matched right to left (REVERSE): a
# forward search tries every start in the 160-character window (58 us a call); words and single
# spaces parse one way only, so the match is the same (tests/test_properties.py checks it).
_LONG_FORM = regex.compile(r"(?:[\w-]{1,25}\s){1,6}$", regex.REVERSE)
_ITEM = regex.compile(_LIST_ITEM)

_SHAPE = regex.compile(
    r"""
    (?=[A-Z])                 # every branch starts with a capital: a cheap first test
    (?<![\w\-./])
    (?P<name>
        [A-Z][\w\-]{0,30}Bench(?:mark)?(?:-[\w]{1,10})?   # KernelBench, VT-Bench, MT-Bench
      | [A-Z][a-z][\w]{0,30}QA                            # TriviaQA, HotpotQA (not 'QA' alone)
      | [A-Z]{2,10}(?:-[A-Z]{2,10})?-\d{1,4}[a-zA-Z]?     # KITTI-360, CIFAR-100, COCO-20i
    )
    (?![\w\-])
    """,
    regex.VERBOSE,
)


@cache
def _vocab() -> tuple[regex.Pattern[str], regex.Pattern[str]]:
    """Exact-case names, and CamelCase names matched in any casing (``XSum`` ~ ``Xsum``)."""
    names = dataset_names()
    camel = tuple(n for n in names if regex.search(r"[a-z]", n) and regex.search(r"(?<=.)[A-Z]", n) and len(n) >= 4)
    exact = regex.compile(rf"(?<![\w\-./])(?P<name>{alternation(names)})(?![\w\-]|\.\d)")
    folded = regex.compile(rf"(?<![\w\-./])(?P<name>{alternation(camel, fold=True)})(?![\w\-]|\.\d)", regex.IGNORECASE)
    return exact, folded


_LATEX_ARG = regex.compile(r"\\[a-zA-Z]{1,12}\{([^{}]{0,80})\}")
_MARKUP = regex.compile(r"[*{}$\\]")
_DATA_WORD = regex.compile(r"(?i)data|bench|corpus|suite")
_NAME = regex.compile(_NAME_TOKEN)


def _clean(name: str) -> str:
    """The name as written, markup removed (``\\textsc{X}``, ``**X**``, braces)."""
    return _MARKUP.sub("", _LATEX_ARG.sub(r"\1", name)).strip()


def _ok(name: str, rule: str) -> bool:
    first = name.split()[0]
    return (first not in _NOT_NAMES and not name.isdigit() and not _DESCRIPTIVE.search(name)
            and (rule == "dataset.vocab" or not MODEL_PREFIX.match(name)))


def _concepts(doc: Document) -> frozenset[str]:
    """Acronyms the abstract defines for concepts, and the paper's own method: never datasets."""
    from abstract_claims.kinds.method import name as method_name  # method reads the dataset vocabulary; import here

    defined = set()
    for m in _DEFINED.finditer(doc.norm):
        long = _LONG_FORM.search(doc.norm, max(0, m.start() - 160), m.start())
        if long and not _DATA_WORD.search(long[0]):
            defined.add(m["acr"])
    own = method_name(doc)
    return frozenset(defined | ({own} if own else set()))


def find(doc: Document) -> Iterator[Claim]:
    """Every dataset mention; the pipeline keeps one row per distinct name."""
    taken: list[tuple[int, int]] = []
    lazy: list[frozenset[str]] = []  # _concepts runs method.name: only when a candidate needs it

    def concepts() -> frozenset[str]:
        if not lazy:
            lazy.append(_concepts(doc))
        return lazy[0]

    def emit(start: int, end: int, rule: str) -> Iterator[Claim]:
        text = doc.text[start:end]
        if any(s < end and start < e for s, e in taken) or not _ok(_clean(text) or "0", rule):
            return
        if rule != "dataset.vocab" and (text in concepts() and rule != "dataset.introduced" or is_device(text)):
            return
        taken.append((start, end))
        yield Claim(kind="dataset", start=start, end=end, text=text, rule=rule, name=_clean(text))

    for pattern in _vocab():
        for m in doc.finditer(pattern):
            yield from emit(m.start("name"), m.end("name"), "dataset.vocab")
    for m in doc.finditer(_CONTEXT):
        for group in ("name", "name2", "name3"):
            if m[group]:
                yield from emit(m.start(group), m.end(group), "dataset.context")
    for m in doc.finditer(_SUCH_AS):
        for item in _ITEM.finditer(doc.norm, m.start("items"), m.end("items")):
            yield from emit(item.start(), item.end(), "dataset.list")
    for m in doc.finditer(_INTRODUCED):
        group = "acr" if m["acr"] else "name"
        yield from emit(m.start(group), m.end(group), "dataset.introduced")
    for s, e in doc.sentence_spans if doc.can_match(_EVALUATED, bounded=True) else ():
        if _EVAL_WORDS.search(doc.norm, s, e):
            for m in doc.finditer(_EVALUATED, s, e):
                for item in _NAME.finditer(doc.norm[m.start("items"):m.end("items")]):
                    yield from emit(m.start("items") + item.start(), m.start("items") + item.end(), "dataset.evaluated")
    for m in doc.finditer(_SHAPE):
        yield from emit(m.start("name"), m.end("name"), "dataset.shape")
