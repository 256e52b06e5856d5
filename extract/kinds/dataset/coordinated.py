"""Names listed beside a found dataset (``on New-MultiFC and FND3``, ``COCO, LVIS and Objects365``), pairs of named
data, the title's data words and the acronyms that abbreviate a name."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import regex

from abstract_claims.reading.document import Document
from abstract_claims.record import Claim
from abstract_claims.reading.text import word_starts
from abstract_claims.kinds.dataset.names import _NAME, _NAME_TOKEN, _NOT_NAMES, _TASK_HEADS
from abstract_claims.kinds.dataset.patterns import (_ACRONYM_NEXT, _DIGIT_LED_WORD, _HOLDS_WORDS, _JOINED_BEFORE, _NAME_BEFORE,
                                                    _NEXT_ITEM, _PLURAL_HEAD, _PREVIOUS_ITEM, _PREVIOUS_OPENING,
                                                    _PREVIOUS_PLAIN, _VERSION_ITEM)


# Two title-case names joined by 'and' right before a plural data noun, after a preposition or 'the': 'on the Amazon
# and Yelp datasets', 'on the Volleyball and Collective Activity datasets', 'using the StreetLearn and Oxford RobotCar
# datasets' (each one to four capitalized words or coined tokens; not a task or field: 'Image Classification and Object
# Detection benchmarks', 'Computer Vision and NLP benchmarks'; languages, kinds and platforms stay out through _ok)
_PAIR_WORD = rf"(?:{_NAME_TOKEN}|[A-Z][a-z][\w'-]{{1,20}}|\d{{1,4}})"
_PAIR_ITEM = rf"(?:{_NAME_TOKEN}|[A-Z][a-z][\w'-]{{1,20}}|{_DIGIT_LED_WORD})(?:\s{_PAIR_WORD}){{0,3}}"
# the words an evaluation writes between its preposition and the pair: articles, counts and the adjectives that rate
# data as known or shared ('On existing AZH Woundcare and Medetec datasets', 'on the well-known X and Y benchmarks',
# 'on two widely-used ...'); not an adjective of the data's content ('synthetic', 'noisy'), which may start a name, nor
# one that heads kinds of data ('across various English and Multilingual datasets', 'several Chinese and ...')
_PAIR_LEAD = r"""(?:the|both|two|three|four|five|very|more|most|
    popular|challenging|public|publicly\savailable|standard|real-world|recent|general|large-scale|existing|established|
    mainstream|well-known|widespread|representative|classic|classical|original|usual|benchmark|prior|previous|
    (?:widely|commonly|frequently|extensively)[\s-](?:used|adopted|utilized|recognized|studied)|
    recently[\s-](?:proposed|introduced|released))"""
_NAMED_PAIR = regex.compile(
    rf"""(?=[ouaftwOUAF])(?:\b(?:[Oo]n|[Uu]sing|[Aa]cross|[Ff]rom|the)|(?<![A-Z][\w-]{{0,20}}\s)\bwith)\s   # not 'Animals with
        # Attributes'; a sentence may start with the preposition ('On existing AZH Woundcare and Medetec datasets, we ...')
        (?:{_PAIR_LEAD}\s){{0,3}}
        (?P<name>{_PAIR_ITEM})\sand\s(?:the\s)?(?P<name2>{_PAIR_ITEM})\s{_HOLDS_WORDS}(?:data\s?sets|benchmarks)\b""",
    regex.VERBOSE)  # (not corpora, where plain words are sources: 'RAG with PubMed and Wikipedia corpora')
_FIELD_END = regex.compile(rf"\s(?:{_TASK_HEADS}|Completion|Vision|Language|Processing|Learning|Reasoning|Understanding|"
                           rf"Science|Domain|Domains|Tasks?|Java|Python|JavaScript|C\+\+|Rust|Go)$")  # programming languages
_PLAIN_WORD = regex.compile(r"[A-Z][a-z]+")


def _two_coined(item: str) -> bool:
    """Whether an item holds two coined words: in a text with no comma that is two names ('UCF-HMDB Kinetics-Gameplay')."""
    return sum(1 for word in item.split() if _NAME.fullmatch(word)) > 1


def _shares_words(first: str, second: str) -> bool:
    """Whether a pair may share words, so that neither item is a whole name: 'the Revisited Oxford and Paris datasets'
    (Revisited Paris), 'the Sequential and Permuted MNIST datasets' (Sequential MNIST); not where the longer item starts
    with a coined word, which no other name shares ('the AZH Woundcare and Medetec datasets')."""
    one, two = first.split(), second.split()
    return (len(one) > 1 and len(two) == 1 and bool(_PLAIN_WORD.fullmatch(two[0])) and bool(_PLAIN_WORD.fullmatch(one[0]))
            or len(one) == 1 and len(two) > 1 and bool(_PLAIN_WORD.fullmatch(one[0])) and bool(_NAME.fullmatch(two[-1])))


# the words a title-case name with a data head may start with that are not its own: a sentence's first words ('On the
# Penn Treebank', 'Experiments on Universal Object-Detection Benchmark', 'The Mapillary Vistas Dataset'); not an
# adjective, which may be the name's or not ('Public Figures Face Database', 'Real World Worry Dataset': left as before)
_LEAD_WORDS = frozenset("The On In For With From Using Experiments Results the on of in".split())


def _past_lead(doc: Document, start: int, end: int) -> int:
    """Where the title-case name in ``doc.norm[start:end]`` begins once a sentence's leading words are passed ('The
    Mapillary Vistas Dataset' from 'Mapillary'); the last two words always stay ('The Dataset' is refused by ``_ok``)."""
    words = doc.norm[start:end].split(" ")
    skip = 0
    while skip < len(words) - 2 and words[skip] in _LEAD_WORDS:
        skip += 1
    return start + sum(len(w) + 1 for w in words[:skip])


# a title that calls its prefix a benchmark, dataset or corpus ('ChaI-TeA: A Benchmark for Evaluating ...', 'CoVLA:
# Comprehensive Vision-Language-Action Dataset for ...', 'AgentSense: Benchmarking Social Intelligence of ...'): the
# prefix names data, where the abstract writes it; not a title where the data noun is made or its part ('SynDARin:
# Synthesising Datasets for', 'Sentimatic: ... Generation of Preference Datasets', 'CAST: Corpus-Aware ...', 'M-Prometheus:
# A Suite of ... Judges', 'OpusFilter: A ... Parallel Corpus Filtering Toolbox'), nor a task's name ('Driver Anomaly
# Detection: A Dataset and ...'); on the read gold 11 of 13 such prefixes no other rule found are gold datasets
_TITLE_CALLS_DATA = regex.compile(
    r"""^(?P<name>[^:\s][^:]{0,38}[^:\s]):\s(?:(?:A|An|The)\s)?
        (?:(?!(?:of|for|and|with|on|to|in)\b)[\w’'-]*(?<!ing)\s){0,6}?
        (?:Benchmarking|(?:Benchmark|Dataset|Data\sSet|Corpus|Treebank|Testbed)s?  # the head of its phrase, not
           (?=\s(?:for|of|and|with|on|in|to|from|towards|&)\b|\s?[,:;.(–—-]|$))      # 'Corpus Filtering Toolbox'
        (?![\w-])""", regex.VERBOSE | regex.IGNORECASE)


_ENDS_IN_TASK_HEAD = regex.compile(rf"\s{_TASK_HEADS}$")


def title_calls_data(doc: Document) -> tuple[int, int] | None:
    """The first mention, in the abstract, of the title's prefix when the title calls it data (``_TITLE_CALLS_DATA``), or
    the acronym right after it; None when the title does not or the abstract never writes the prefix. Public: the
    pipeline's prefilter, which reads abstracts only, asks it before it skips this module."""
    m = _TITLE_CALLS_DATA.match(doc.title or "")
    if m is None or _ENDS_IN_TASK_HEAD.search(m["name"]):
        return None  # 'Driver Anomaly Detection: A Dataset and ...': a task's name
    at = next(word_starts(doc.text, m["name"]), None)
    if at is None:
        return None
    acronym = _ACRONYM_NEXT.match(doc.norm, at + len(m["name"]))  # 'named Oriented Cell Dataset (OCD)': the acronym
    return acronym.span("acr") if acronym is not None else (at, at + len(m["name"]))


# an acronym and an open parenthesis right before a long form: 'DEEDS (Documents of Early England Data Set)'
_ACRONYM_BEFORE = regex.compile(r"(?<![\w-])(?P<acr>[A-Z][\w-]{1,15})\s\($")
# ... or a coined name an apposition spells out after it: 'we present MMHOI -- a large-scale, Multi-human Multi-object
# Interaction dataset', 'We propose CodeARC, the *Code Abstraction and Reasoning Challenge*, a new evaluation framework'
# (the coined name is the dataset's; its spelled-out description is not a second name)
_NAME_APPOSED_BEFORE = regex.compile(r"(?<![\w-])(?P<acr>[A-Z][a-z]{0,6}[A-Z][\w-]{0,14}),?\s(?:--\s|[—–-]\s)?(?:an?|the)\s"
                                     r"(?:(?:new|novel|large-scale|comprehensive|challenging|first)[,\s]\s?){0,3}[*_]{0,2}$")


def _abbreviates(acronym: str, name: str) -> bool:
    """Whether ``acronym`` may stand for the several-word ``name``: the same first letter, its other letters in order among
    the name's ('SST' of 'Stanford Sentiment Treebank', 'CR-WSC' of 'Concept-Reversed Winograd Schema Challenge')."""
    letters = [c for c in acronym.lower() if c.isalpha()]
    rest = name.lower()
    if not letters or not rest.startswith(letters[0]):
        return False
    at = 1
    for c in letters[1:]:
        at = rest.find(c, at) + 1
        if at == 0:
            return False
    return True


def _spells(acronym: str, name: str) -> bool:
    """Whether ``acronym`` is the capitals of the coined ``name`` ('SMIYC' of 'SegmentMeIfYouCan')."""
    return len(acronym) >= 2 and acronym == "".join(c for c in name if c.isupper())


# A list of two to nine names after a preposition, right before a plural data noun, one or two lower-case task words between
# ('on UCI, Extended Yale B, CIFAR-10 and CIFAR-100 datasets', 'on the SYSU-MM01, RegDB and LLCM datasets', 'in KITTI 2012,
# KITTI 2015 and ETH 3D stereo benchmarks', 'on both real NYU, NYUCAD and synthetic SUNCG-RGBD datasets'). Each item: a few
# adjectives that are not its own ('both', 'the', 'real', 'newly proposed'), then words each led by a capital or a digit,
# joined by 'of' or 'with' ('Animals with Attributes'), a version after them ('First Impressions v2'), an apostrophe or a
# slash inside ('SHREC'14', 'CNN/DailyMail').
_ITEM_LEAD = (r"(?:(?:both|the|public|publicly\savailable|real|real-world|synthetic|challenging|recent|popular|standard|"
              r"large-scale|newly\sproposed|proposed|widely[\s-]used|benchmark|well-known)\s){0,3}")
_ITEM_WORD = r"[A-Z0-9][\w'+/.-]{0,30}(?<![.-])"
_ITEM_NAME = rf"{_ITEM_WORD}(?:\s(?:(?:of|with)\s)?{_ITEM_WORD}){{0,3}}(?:\s[Vv]\d{{1,2}}(?:\.\d{{1,2}})?)?"  # 'Udiva v0.5'
_HEADED_LIST = regex.compile(
    rf"""(?<=(?:\b(?i:on|in|of|for|from|using|across|over|with|and|namely|including)|[,:(])\s)    # after a preposition
        (?P<items>{_ITEM_LEAD}{_ITEM_NAME}(?:(?:,\s(?:and\s|&\s)?|\s(?:and|&)\s){_ITEM_LEAD}{_ITEM_NAME}){{1,8}})
        (?:\s[a-z][\w-]{{1,20}}){{0,2}}\s(?:data\s?sets|benchmarks)\b""",  # (not corpora: 'with PubMed and Wikipedia
    regex.VERBOSE)                                                            # corpora', sources)
_HEADED_ITEM = regex.compile(rf"{_ITEM_LEAD}(?P<name>{_ITEM_NAME})")
_HEADED_SPLIT = regex.compile(r",\s(?:and\s|&\s)?|\s(?:and|&)\s")
# an item that is no name of its own: a year or version of the name before ('PASCAL VOC 2007, 2010, 2012', 'BioASQ 5b,
# 6b and 7b', 'Something-Something v1 and v2'), a count ('15 zero-shot datasets')
_NOT_HEADED_NAME = regex.compile(r"\d{1,4}[a-z]?|[Vv]\d{1,2}(?:\.\d{1,2})?|\d[A-Z]")  # ... or a dimension ('3D chair datasets')


def _headed(doc: Document, taken: list[tuple[int, int]],
            emit: Callable[[int, int, str], Iterator[Claim]]) -> Iterator[Claim]:
    """The other names of a list closed by a plural data noun (``_HEADED_LIST``) where another rule found one of its
    names (``dataset.coordinated``): 'on UCI, Extended Yale B, CIFAR-10 and CIFAR-100 datasets' gives 'Extended Yale B'
    beside the known names, 'On the MovieLens 25M and Amazon Product Review datasets' 'Amazon Product Review'. The
    found name says the list names data; its other items are then names, whatever their shape, but for a year, version
    or dimension (``_NOT_HEADED_NAME``), a task's head, two plain words 'and' joins and two items that share words."""
    for m in doc.finditer(_HEADED_LIST, within=_PLURAL_HEAD):
        items, at = [], m.start("items")
        for piece in _HEADED_SPLIT.split(m["items"]):
            start = doc.norm.index(piece, at)
            at = start + len(piece)
            item = _HEADED_ITEM.fullmatch(doc.norm, start, at)
            if item is not None:
                items.append(item.span("name"))
        found = [any(s < e2 and s2 < e for s2, e2 in taken) for s, e in items]
        if not any(found) or len(items) == 2 and _shares_words(*(doc.norm[s:e] for s, e in items)):
            continue  # no name found among them: not known to be data ('the Image Classification and NLP benchmarks');
            # two that share words ('the Sequential and Permuted MNIST datasets')
        for i, (start, end) in enumerate(items):
            joined = [j for j in (i - 1, i + 1)
                      if 0 <= j < len(items) and doc.norm[min(end, items[j][1]):max(start, items[j][0])] in (" and ", " & ")]
            if (found[i] or _NOT_HEADED_NAME.fullmatch(doc.norm, start, end) or _FIELD_END.search(" " + doc.norm[start:end])
                    or _PLAIN_WORD.fullmatch(doc.norm, start, end)
                    and any(not found[j] and _PLAIN_WORD.fullmatch(doc.norm, *items[j]) for j in joined)):
                continue  # a task ('Visual Question Answering'); two plain words 'and' joins, one name ('the Touch and Go
                # and VisGel datasets', 'Tank & Temples')
            yield from emit(start, end, "dataset.coordinated")


_CHANGED_BY = regex.compile(r"\sby\s(?:up\sto\s|over\s|about\s)?[$+]?\d")  # a name a change is measured on, not data


def _coordinated(doc: Document, taken: list[tuple[int, int]],
                 emit: Callable[[int, int, str], Iterator[Claim]]) -> Iterator[Claim]:
    """Names listed beside a found dataset (``dataset.coordinated``), walking the list both ways from
    every mention of a found name (``named it X ... results on X and Y``)."""
    queue = list(taken)
    for name in {doc.norm[s:e] for s, e in taken}:
        queue.extend((at, at + len(name)) for at in word_starts(doc.norm, name) if (at, at + len(name)) not in taken)
    while queue:
        start, end = queue.pop()
        previous = _PREVIOUS_ITEM.search(doc.norm, max(0, start - 40), start)
        if previous is None and _PLURAL_HEAD.match(doc.norm, end):
            previous = _PREVIOUS_PLAIN.search(doc.norm, max(0, start - 30), start)
            if previous is not None and _JOINED_BEFORE.search(doc.before(previous.start("name"), 30)):
                previous = None  # 'the Animals with Attributes and Caltech-UCSD Birds datasets': the end of a longer name
        if previous is None:
            previous = _PREVIOUS_OPENING.search(doc.norm, max(0, start - 40), start)
        for m in (_NEXT_ITEM.match(doc.norm, end), previous):
            word = _NAME_BEFORE.search(doc.before(m.start("name"), 30)) if m is not None else None
            found = doc.norm[start:end]
            if m is not None and (m["name"].startswith(found) or found.startswith(m["name"])):
                continue  # 'MLGym and MLGym-Bench, a framework and benchmark': the artifact's other half
            if m is not None and _VERSION_ITEM.fullmatch(m["name"]):
                continue  # 'Something-Something V1, V2, and Jester': a version of a name
            if m is not None and _CHANGED_BY.match(doc.norm, m.end("name")):
                continue  # 'improving RAFT-Stereo by 6.6% on KITTI 2015, ... and DLNR by 55.4% on ETH3D': a model improved
            if m is not None and not m["name"].endswith("-") and (word is None or word["word"] in _NOT_NAMES):
                before = len(taken)
                yield from emit(m.start("name"), m.end("name"), "dataset.coordinated")
                queue.extend(taken[before:])
