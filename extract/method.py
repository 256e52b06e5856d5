"""The paper's ``method``: the name of the proposed method or artifact (SPEC section 3).

Unlike the claim extractors this is one value per paper, so ``name(doc)`` returns a string or None:
1. an acronym defined in a sentence that proposes something (``we propose a Scale-Aware ...
   Learning (SCALE) framework`` -> ``SCALE``), or a name after ``called``/``named``/``dubbed``;
2. a coined name right after ``we propose``/``we introduce`` (``we propose SANTA, a ...``);
3. a name-shaped title prefix before a colon (``TinyRouter: ...``; not ``Beyond Accuracy: ...``).
"""

from __future__ import annotations

import regex

from .document import Document

# A coined name: has a capital after its first letter, a digit or a hyphen, or is all capitals.
_COINED = r"(?:[A-Z][a-z]{0,20}(?:[A-Z0-9][\w\-+]{0,25})|[A-Z]{2,}[\w\-+]{0,20}|[A-Za-z]{1,15}-[A-Z][\w\-]{0,20}|[a-z]{1,3}[A-Z][\w\-]{0,20})"

_PROPOSE = regex.compile(
    r"\b(?:we|this\s(?:paper|work)|here,?\s(?:we)?)\s(?:\w{1,12}\s)?(?:propose|introduce|present|develop|design|"
    r"devise|build|construct|release|contribute|put\sforward|formulate|offer|call|name|dub|term)s?\b",
    regex.IGNORECASE,
)
_ACRONYM = regex.compile(rf"\((?P<name>{_COINED})\)")
_CALLED = regex.compile(rf"\b(?:called|named|dubbed|termed|coined|namely|entitled)\s(?:as\s)?[*\\\w{{]{{0,12}}?(?P<name>{_COINED})")
_AFTER_PROPOSE = regex.compile(
    rf"\b(?:propose|introduce|present|develop|design|devise|release)s?\s(?:\\textbf\{{|\*\*|\\textsc\{{|\\emph\{{)?(?P<name>{_COINED})(?=[}}*]{{0,2}}[,:(\s])"
)
_TITLE = regex.compile(rf"^\s*(?P<name>{_COINED}|[A-Z][a-z]{{2,20}})\s?:")
_NOT_METHOD = frozenset("LLM LLMs VLM VLMs AI ML RL NLP GNN GNNs CNN CNNs DNN DNNs MLP MLPs API SOTA GPU GPUs".split())


def name(doc: Document) -> str | None:
    """The method name, or None when the abstract and title name none."""
    for s, e in doc.sentence_spans:
        sentence = doc.norm[s:e]
        if not _PROPOSE.search(sentence):
            continue
        for pattern in (_ACRONYM, _CALLED, _AFTER_PROPOSE):
            m = pattern.search(sentence)
            if m and m["name"] not in _NOT_METHOD:
                return doc.text[s + m.start("name"):s + m.end("name")]
    if doc.title:
        m = _TITLE.match(doc.title)
        if m and m["name"] not in _NOT_METHOD:
            return m["name"]
    return None
