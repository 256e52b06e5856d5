"""One abstract in, its claims and method out: the pure function every driver calls.

Order of work: entities first (their spans protect the digits in names such as ``RTX 5090``),
then every numeric module; when two modules claim the same number, the rule tier decides
(``form`` > ``after`` > ``before``: a cue right after a number is more telling than one before it),
then the order of ``NUMERIC_EXTRACTORS``. Then the post-passes: coordination (listed numbers share
a claim's kind), residual (result-shaped numbers nothing claimed and no reason explains), binding
(attributes within the clause) and, with ``explain``, every number's verdict.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace
from functools import cache
from types import ModuleType
from typing import TypeVar

import regex

from abstract_claims.kinds import ENTITY_EXTRACTORS, EXTRACTORS, NUMERIC_EXTRACTORS, dataset, method
from abstract_claims.passes import binding, coordination, residual, verdicts
from abstract_claims.passes.verdicts import Verdict
from abstract_claims.reading.document import Document
from abstract_claims.reading.spacing import as_read, Collapsed, collapse
from abstract_claims.prefilter.hints import Hints, Scan
from abstract_claims.record import FIELDS, Claim


class DocumentTimeout(Exception):
    """Matching one abstract took longer than its time budget; nothing of it is kept."""


@dataclass(frozen=True, slots=True)
class Result:
    """Everything extracted from one abstract."""

    claims: tuple[Claim, ...]
    method: str | None
    sentences: tuple[tuple[int, int], ...]  # (start, end) of each sentence, for the evidence column; () without claims
    numbers: tuple[Verdict, ...] = ()  # with ``explain=True``: every number mention and its verdict

    def to_dicts(self) -> list[dict[str, str | float | int | None]]:
        """One dict per claim, keyed like the columns of the ``claims`` table (without its ids and
        sentence), so ``polars.DataFrame(result.to_dicts())`` or ``pandas.DataFrame(...)`` gives rows."""
        return [{name: getattr(c, name) for name in FIELDS} for c in self.claims]


# what one name's key keeps: letters, digits and '+', which makes another dataset ('RefCOCO' and 'RefCOCO+', 'ASAP' and
# 'ASAP++' are two rows), where case, spaces and other punctuation are only spelling ('Ego4D', 'Ego-4D')
_NOT_KEY = regex.compile(r"[^a-z0-9+]")


def _fold(name: str) -> str:
    return _NOT_KEY.sub("", name.lower())


@cache
def entity_scans() -> dict[ModuleType, tuple[Scan, ...]]:
    """The scans each entity module's rows come from (or cheaper patterns that match wherever
    they do), as (pattern, run on a sentence slice[, a necessary condition it is evaluated within]).

    When the batch prefilter says none of them can match an abstract, the module is not run on
    it at all. A module missing here always runs. Keep in step with the modules' ``find``:
    tests/test_prefilter.py checks that gated and ungated extraction agree on the dev corpus.
    """
    return {module: module.scans() for module in ENTITY_EXTRACTORS}


def _may_find(doc: Document, module: ModuleType) -> bool:
    scans = entity_scans().get(module)
    # the batch prefilter reads the abstract only: a title that calls its prefix data opens the dataset module too
    return scans is None or doc.can_match_any(scans) or (module is dataset and dataset.title_calls_data(doc) is not None)


_YEAR_LEAD = regex.compile(r"[\w@-]{0,20}(?:19|20)\d\d[\w-]{0,10}")  # 'COLING-2025', 'SemEval2024'


def _distinct(entities: list[Claim]) -> list[Claim]:
    """One row per distinct name per paper; a hardware name inside an earlier one is the same device, and a dataset
    name of two words or more that ends an earlier one after a venue's year is the same data ('the COLING-2025
    Regulations Challenge' ... 'on the Regulations Challenge and PIXIU datasets'; not 'a Sentimental Douban
    Conversation Corpus based on the original Douban Conversation Corpus')."""
    kept: list[Claim] = []
    seen: dict[str, set[str]] = {}  # kind ('url' for both URL kinds) -> folded names; a set keeps this linear
    datasets: list[str] = []  # the dataset names kept so far, as written
    for c in sorted(entities, key=lambda c: c.start):
        key = _fold(c.name or c.text)
        same = seen.setdefault("url" if c.kind == "code_url" else c.kind, set())
        if key in same or (c.kind == "hardware" and any(key in k or k in key for k in same)):
            continue
        if c.kind == "dataset" and " " in (name := c.name or c.text) and any(
                d.endswith(" " + name) and _YEAR_LEAD.fullmatch(d[:-len(name) - 1]) for d in datasets):
            continue
        same.add(key)
        kept.append(c)
        if c.kind == "dataset":
            datasets.append(c.name or c.text)
    return kept


def _resolve(candidates: list[tuple[int, Claim]], entity_spans: list[tuple[int, int]]) -> list[Claim]:
    best: dict[int, tuple[tuple[int, int], Claim]] = {}
    for order, c in candidates:
        if any(s < c.end and c.start < e for s, e in entity_spans):
            continue
        rank = (c.tier, order)
        if c.start not in best or rank < best[c.start][0]:
            best[c.start] = (rank, c)
    return [c for _, c in best.values()]


def analyze(text: str, *, title: str | None = None, timeout: float | None = None,
            explain: bool = False, hints: Hints | None = None, index: int = 0) -> Result:
    """Extract every claim and the method name from one abstract.

    ``timeout`` bounds the pattern matching of this abstract in seconds; past it
    ``DocumentTimeout`` is raised so a caller never keeps a half-extracted abstract.
    ``hints`` (batch drivers): the prefilter of the batch this abstract is ``index`` of, built from the
    abstracts as read (``Hints(normalize_all(collapse_all(abstracts)))``); it only skips work that cannot
    find anything, so the result is the same with or without it.
    ``explain``: also give every number mention its verdict (``Result.numbers``): the claim kind
    it became, or the named reason it is not a claim.
    """
    prepare()  # before the clock starts: building the patterns is no abstract's matching time
    deadline = time.monotonic() + timeout if timeout else None
    return _analyze(text, title, deadline, explain, hints, index)


# Touches every extractor and pass, so that each pattern built from a vocabulary is compiled.
_WARM_UP = ("We propose the DORA method, 2.5x faster than GPT-4 on an NVIDIA A100 GPU. DORA reaches 82.3% mAP on the "
            "Labeled Faces in the Wild (LFW) dataset and COCO, improves accuracy by 4.1% and cuts memory by 30%, with "
            "7B parameters. We evaluate it on four math and reasoning datasets, 5 real-world and 12 simulation tasks "
            "and three modules (p < 0.05, Section 2). Code: https://github.com/a/b.")


@cache
def prepare() -> None:
    """Compile the patterns the extractors build from vocabularies, once per process (the dataset
    names alone take most of a second), so that no abstract's ``timeout`` pays for it: ``analyze``
    calls it first; a driver may call it before its workers take abstracts."""
    _analyze(_WARM_UP, "DORA: A Method", None, True, None, 0)


def _analyze(text: str, title: str | None, deadline: float | None, explain: bool, hints: Hints | None,
             index: int) -> Result:
    """``_read`` of the abstract, or of its one-space reading mapped back when it has runs of white space
    (reading/spacing.py; a batch's hints are of its abstracts as read, ``collapse_all``)."""
    spaced = collapse(text)
    if spaced is None:
        return _read(text, title, deadline, explain, hints, index)
    title = as_read(title) if title is not None else None
    return _mapped(_read(spaced.text, title, deadline, explain, hints, index), text, spaced)


def _mapped(result: Result, text: str, spaced: Collapsed) -> Result:
    """``result`` of the one-space reading with every span moved to the abstract as written and its text cut there."""
    return Result(claims=tuple(_moved(c, text, spaced) for c in result.claims), method=result.method,
                  sentences=tuple((spaced.offset(s), spaced.offset(e)) for s, e in result.sentences),
                  numbers=tuple(_moved(v, text, spaced) for v in result.numbers))


_Spanned = TypeVar("_Spanned", Claim, Verdict)


def _moved(row: _Spanned, text: str, spaced: Collapsed) -> _Spanned:
    start, end = spaced.span(row.start, row.end)
    return replace(row, start=start, end=end, text=text[start:end])


def _read(text: str, title: str | None, deadline: float | None, explain: bool, hints: Hints | None,
          index: int) -> Result:
    try:
        doc = Document(text, title=title, deadline=deadline, hints=hints, index=index)
        found = [c for mod in ENTITY_EXTRACTORS if _may_find(doc, mod) for c in mod.find(doc)]
        spans = [(c.start, c.end) for c in found]
        candidates = [(i, c) for i, mod in enumerate(NUMERIC_EXTRACTORS) for c in mod.find(doc)]
        numeric = _resolve(candidates, spans)
        numeric += coordination.extend(doc, numeric, spans)
        numeric += coordination.extend_counts(doc, numeric, spans)
        numeric += coordination.extend_breakdowns(doc, numeric, spans)
        numeric += residual.extend(doc, numeric, spans)
        numeric = coordination.rekind_listed(doc, numeric)
        name = method.name(doc) or dataset.own_resource(doc, found)  # a paper that only makes data: that data's name
        own = _fold(name) if name else None  # the paper's method, read as a dataset only where words say data
        entities = _distinct([c for c in found if not (_fold(c.name or "") == own and (c.rule in dataset.WEAK_DATASET_RULES
                                                                                        or dataset.is_subject(doc, c.end)))])
        bound = [binding.bind(doc, c, entities) for c in numeric]
        claims = sorted(entities + bound, key=lambda c: (c.start, c.end, c.kind))
        sentences = doc.sentence_spans if claims else ()  # split lazily: only the evidence of claims needs it
        numbers = verdicts.verdicts(doc, numeric, spans) if explain else ()
    except TimeoutError as exc:
        raise DocumentTimeout(str(exc)) from None
    return Result(claims=tuple(claims), method=name, sentences=sentences, numbers=numbers)
