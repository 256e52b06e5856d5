"""Acronyms the abstract defines and what it defines them as: data (``... Song Lyrics Corpus (SADSLyC)``),
concepts (``Federated Learning (FL)``), methods or tools (``Grouped-Query Attention (GQA)``); every later mention
means the same."""

from __future__ import annotations

from collections.abc import Iterator

import regex

from abstract_claims.reading.document import Document
from abstract_claims.kinds.hardware import BOARD_AFTER
from abstract_claims.reading.text import ending_here, long_form_start, word_starts
from abstract_claims.kinds.dataset.coordinated import _abbreviates
from abstract_claims.kinds.dataset.names import _DATA_NOUN, _DATA_WORD
from abstract_claims.kinds.dataset.patterns import (_DATA_ACRONYM_AFTER, _DATA_ACRONYM_GATE, _DATA_HEAD,
                                                    _DATA_NEXT_PAREN, _DEFINED, _DEFINED_AS_ARTIFACT, _HEAD_AFTER,
                                                    _LISTED_BEFORE, _LONG_FORM, _PAREN_LIST_BEFORE, _PLURAL_DATA_NEXT,
                                                    _TITLE_TAIL)


def _defined(doc: Document) -> tuple[tuple[int, int, str, str], ...]:
    """Each acronym the abstract defines: (start, end, acronym, its long form), once per document."""
    def read() -> tuple[tuple[int, int, str, str], ...]:
        out = []
        for m in _DEFINED.finditer(doc.norm):
            long = _LONG_FORM.search(doc.norm, max(0, m.start() - 160), m.start())
            out.append((m.start("acr"), m.end("acr"), m["acr"], long[0] if long else ""))
        return tuple(out)
    return doc.cached("dataset.defined", read)


# a knowledge graph or base is data (SPEC section 3) when it is one named resource: a title-case long form, a singular
# acronym, the clause going on after it ('create a Style Knowledge Graph (SKG) to facilitate', 'the BabelNet Lexical
# Knowledge Base (LKB)'); not the kind of structure ('Temporal Knowledge Graphs (TKGs)', 'temporal knowledge graph
# (TKG) reasoning', 'a unified Multi-Modal Knowledge Graph (MMKG) representation learning framework')
_KNOWLEDGE_HEAD = regex.compile(r"(?<![\w-])[A-Z][\w-]{0,25}\s(?:[A-Z][\w-]{0,25}\s){0,4}Knowledge\s(?:Graph|Base)\s$")
_ACRONYM_PLURAL = regex.compile(r"[A-Z]{2,}s$")
_CLAUSE_GOES_ON = regex.compile(r"\)?(?:[,.;:)]|\s(?:to|from|that|which|is|was|with|for|and|in|of|by|as)\b)")


def _data_acronyms(doc: Document) -> Iterator[tuple[int, int]]:
    """Spans of acronyms defined for data: the long form's head names data, or "shared task" follows."""
    if not doc.can_match(_DATA_ACRONYM_GATE):
        return
    for start, end, _, long in _defined(doc):
        after = doc.after(end + 1, 30)
        if _DATA_HEAD.search(long) or _DATA_ACRONYM_AFTER.match(after):
            yield start, end
        elif _KNOWLEDGE_HEAD.search(long) and not _ACRONYM_PLURAL.match(doc.norm, start, end) and _CLAUSE_GOES_ON.match(after):
            yield start, end
        elif (head := _HEAD_AFTER.match(after)) and _TITLE_TAIL.search(long) and (
                head["one"] or _LISTED_BEFORE.search(doc.before(start - 1, 120))):
            yield start, end


def _concepts(doc: Document) -> frozenset[str]:
    """Acronyms the abstract defines for concepts (``Federated Learning (FL)``): never datasets; a plural one in its
    singular too ('Reward models (RMs)' ... 'on RM benchmarks', 'Kernel Stein discrepancies (KSDs)' ... 'KSD estimation')."""
    defined = [acr for start, end, acr, long in _defined(doc)
               if long and not _DATA_WORD.search(long) and not _DATA_ACRONYM_AFTER.match(doc.after(end + 1, 30))
               and not (_PLURAL_DATA_NEXT.match(doc.norm, end) and _PAREN_LIST_BEFORE.search(doc.before(start - 1, 60)))]
    return frozenset(defined + [acr[:-1] for acr in defined if _ACRONYM_PLURAL.fullmatch(acr)])
    # ('structured (Brain4Cars, AIDE) and unstructured (DAAD) datasets': the second of two parenthesized lists before a
    # plural data noun, a list of one, not an acronym's definition)


# a name the words right after it call something other than data: "we introduce RISE-2, a generalizable
# imitation learning policy", "MetaphorShare, a website", "(Sentimatic) methodology", "(DATS) tool"
# a device's board after the name: 'on the Qingyun-1000 development board' (kinds/hardware.py names the device)
_BOARD_AFTER = regex.compile(BOARD_AFTER)
_NOT_DATA_AFTER = regex.compile(
    r"""\)?(?:\s\([^()]{1,60}\))?\s?(?:(?:[,:—–]|(?<=\s)-)\s?(?:an?|the)\s(?:(?!(?:data\s?sets?|datasets?|benchmark\w*|corpus|corpora|evaluation|test\w*|of|for|with)\b)
                                  [\w-]{1,20}\s){0,4})?   # not 'a generative benchmark framework', 'a dataset of ... pipeline prompts'
        (?:framework|method|methodology|model|policy|system|approach|algorithm|architecture|agent|pipeline|
           tool|toolkit|platform|website|library|software|robot)s?\b
        (?!\s(?:and|&)\s(?:an?\s)?(?:data\s?sets?|benchmarks?|corpus)\b)   # 'MLGym-Bench, a new framework and benchmark'""",
    regex.VERBOSE,
)

_INTRODUCED_HERE = ending_here(regex.compile(r"\b(?i:introduc|present|propos|develop|build|design|releas)\w{0,4}\s(?:(?i:the|our)\s)?$"))


_SPELLED_DATA = regex.compile(rf"\b{_DATA_NOUN}\b", regex.IGNORECASE)  # a data noun inside a long form: data


def _defined_lower(doc: Document, name: str) -> bool:
    """Whether the abstract spells ``name`` out in lower-case words right before '(name)' (``long_form_start``), no data
    noun after it: a concept, task or variety so defined ('cognitive behavioral therapy (CBT)', 'continual video
    question-answering (VidQA) learning'); datasets are spelled out as titles ('Stanford Sentiment Treebank (SST)') or
    with their data noun ('a continual deepfake detection benchmark (CDDB)')."""
    at = doc.norm.find(f"({name})")
    while at >= 0:
        before = doc.before(at, 120)
        start = long_form_start(before, name)
        long = before[start:] if start is not None else ""
        if (long and not any(w[:1].isupper() for w in long.split()) and not _SPELLED_DATA.search(long)
                and not _DATA_NEXT_PAREN.match(doc.norm, at + 1 + len(name))):
            return True
        at = doc.norm.find(f"({name})", at + 1)
    return False


def _defined_as_artifact(doc: Document, name: str) -> bool:
    """Whether the abstract defines ``name``, anywhere, as the acronym of a method, model or tool (``_DEFINED_AS_ARTIFACT``)
    and not of data, or calls it one (``_NOT_DATA_AFTER``): every mention then means that ('Grouped-Query Attention
    (GQA) ... GQA reduces')."""
    at = doc.norm.find(f"({name})")
    while at >= 0:
        if _DEFINED_AS_ARTIFACT.search(doc.before(at + 1, 120)) and not _DATA_NEXT_PAREN.match(doc.norm, at + 1 + len(name)):
            return True
        at = doc.norm.find(f"({name})", at + 1)
    # ... or calls it one in an apposition at any mention: 'we introduce RISE-2, a generalizable imitation learning
    # policy ... RISE-2 outperforms' (the later mention is the policy too)
    return any(_NOT_DATA_AFTER.match(doc.norm, at + len(name)) and _INTRODUCED_HERE.search(doc.before(at, 30))
               for at in word_starts(doc.norm, name))


# a found name set off after another found name by a comma, a dash or a colon and 'a', 'an', 'the first' or 'the largest',
# a few words between ('the MEP-3M dataset - a Multi-modal E-commerce Product dataset', 'ICFD-31k, the first Indian
# Conversational Fraud Dataset', 'MMHOI -- a large-scale, Multi-human Multi-object Interaction dataset'; not 'the DeepMind
# Control Suite, the OpenAI Robotics Suite': a list), or in parentheses right after it and cut short there ('MDC 3
# (Multimodal Dataset for Commercial Content Classification)'; not 'ImageNet-1000 (ILSVRC 2012)', 'AIDA (YAGO)': another
# name of the same data, whole): the description of that name
_DESCRIBES = regex.compile(r"""[*_`"'”’]{0,2}(?:\s(?i:data\s?set|benchmark|corpus|suite))?\s?(?:,|-{1,2}|—|–|:)\s(?i:an?|the\sfirst|the\slargest)\s
                               (?:(?:[\w-]{1,20}|\([^()]{1,30}\)),?\s){0,4}|\s(?:\d{1,3}\s)?\(""", regex.VERBOSE)
# ... or the first words of a title-case long form that an acronym, another found name, closes and abbreviates ('a new
# benchmark, Fairness Benchmark in LLM under Extreme Scenarios (FLEX)', 'Labeled Face in the Wild (LFW)', 'a Hope Speech
# dataset for Equality, Diversity and Inclusion (HopeEDI)'; not 'the TREC CAsT and QuAC (CANARD) datasets', 'Adobe Matting
# Dataset and a ... dataset (PPM-100)')
_LONG_FORM_CLOSED = regex.compile(r"(?:,?\s(?:[A-Z][\w'-]{0,25}|of|for|and|in|on|the|with|to|under|from|&|(?i:data\s?set|corpus|benchmark))){0,12}"
                                  r"\s?\((?P<acr>[^()]{1,25})\)")


def described(doc: Document, found: list[tuple[int, int, str, str]]) -> set[int]:
    """The indexes in ``found`` (start, end, name, rule) of several-word capitalized names that describe another found
    name (``_DESCRIBES``, ``_LONG_FORM_CLOSED``); shared tasks keep their long titles (the gold writes them whole).

    >>> from abstract_claims.reading.document import Document
    >>> text = "We use the MEP-3M dataset - a Multi-modal E-commerce Product dataset - and COCO."
    >>> described(Document(text), [(11, 17, "MEP-3M", "dataset.context"), (30, 60, "Multi-modal E-commerce Product", "dataset.context")])
    {1}
    """
    names = {name for _, _, name, _ in found}
    out = set()
    for i, (start, end, name, rule) in enumerate(found):
        if " " not in name or not name[:1].isupper() or rule == "dataset.task":
            continue
        if any(e <= start and start - e <= 80 and (m := _DESCRIBES.fullmatch(doc.norm, e, start)) is not None
               and (not m[0].endswith("(") or not doc.norm.startswith(")", end))
               for s, e, other, _ in found if other != name):
            out.add(i)
        elif ((m := _LONG_FORM_CLOSED.match(doc.norm, end)) is not None and m["acr"] in names and m["acr"] != name
              and _abbreviates(m["acr"], doc.norm[start:m.start("acr") - 1])):
            out.add(i)
    return out
