"""``count``: a cardinal that counts data, evaluation objects or experimental scale.

``12 benchmark datasets``, ``9 state-of-the-art MKL methods``, ``48k trajectories``, ``756K samples``,
``**80,000+** annotations``, ``three environments``, ``150 hours of audio`` (unit ``seconds``).
The counted noun must be in ``vocab/count_nouns.txt``: parts of the paper's own method (stages,
modules, layers) are not there, so ``two stages`` is not a count.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

import regex

from abstract_claims.reading.document import Document
from abstract_claims.kinds.cues import FLAGS, claim, is_setting
from abstract_claims.record import Claim
from abstract_claims.reading.vocab import count_nouns

# Words that may not sit between the number and its noun ("5 of the datasets" is not "5 datasets").
_STOP = r"(?:of|and|or|to|in|the|with|for|by|on|that|which|are|is|was|were|from|than|as|at|per|times|x|across|over|points?)"
_DATA_OF = r"(?:audio|speech|video|videos|recordings?|data|footage|gameplay|text|conversations?|driving|interaction|play|training\sdata|demonstrations?|robot\sdata)"


def _plural(noun: str) -> str:
    word = regex.escape(noun).replace("\\ ", r"\s")
    if noun.endswith("y") and noun[-2:] not in ("ay", "ey", "oy"):
        return word[:-1] + "(?:y|ies)"
    if noun.endswith(("s", "x", "ch", "sh")):
        return word + "(?:es)?"
    return word + "s?"


@cache
def _noun_phrase() -> regex.Pattern[str]:
    nouns = "|".join(_plural(n) for n in count_nouns())
    return regex.compile(
        rf"""^[\s$*}}]{{1,4}}                                   # the gap after the number
        (?:out\sof\s[\w,]{{1,12}}\s)?                          # 'five out of six tasks'
        (?:(?:(?!{_STOP}\b)[\w\-.'/]{{1,30}})\s{{1,2}}){{0,3}}   # up to three modifiers (longest noun phrase)
        (?:{nouns})\b""",
        FLAGS,
    )


# "these two tasks" points back at things already counted; "we propose three modules" counts the
# paper's own parts (SPEC: not counts).
_NOT_BEFORE = regex.compile(r"\b(?:the|these|those|both|propose[sd]?|proposing|introduce[sd]?|introducing|present(?:s|ed)?|"
                            r"design(?:s|ed)?|devise[sd]?|develop(?:s|ed)?|derive[sd]?|identif(?:y|ies|ied)|"
                            r"decompose[sd]?|divide[sd]?|split|into)\s{1,2}(?:novel\s|new\s|key\s|main\s)?[$*{]{0,2}$", FLAGS)
_TOKENS = regex.compile(r"^\s{1,2}tokens?\b")
_LEAD = regex.compile(r"^[\s$*}]+")
_DATA_DURATION = regex.compile(rf"^[\s$*}}]{{0,3}}(?:of\s)(?:[\w-]{{1,20}}\s){{0,2}}?{_DATA_OF}\b", FLAGS)


def find(doc: Document) -> Iterator[Claim]:
    """Count claims: a number followed by a counted noun phrase; durations and sizes of data."""
    for m in doc.mentions:
        if m.unit in ("%", "x", "pp", "points", "orders_of_magnitude") or m.value_high is not None and m.is_word:
            continue
        if m.hyphen_word or (m.magnitude == "B" and "B" in m.raw and not m.raw.endswith("billion")):
            if not (m.magnitude and _TOKENS.match(doc.after(m.end))):
                continue
        after = doc.after(m.end, 100)
        if m.unit in ("seconds", "bytes"):
            if _DATA_DURATION.search(after):
                yield claim(doc, m, "count", "count.after.data", unit=m.unit)
            continue
        if m.signed:
            continue  # '+22' is a difference, never a count
        np = _noun_phrase().search(after)
        if np and not is_setting(doc, m) and not _NOT_BEFORE.search(doc.before(m.start, 40)):
            metric = _LEAD.sub("", np[0])
            yield claim(doc, m, "count", "count.after.noun", unit="count", metric=metric)
