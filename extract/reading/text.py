"""Length-preserving normalization and sentence splitting.

Every extractor matches against ``norm`` (same length as the abstract, so an offset into
``norm`` is an offset into the abstract) and cuts its evidence ``text`` from the original.
Only one-to-one character maps are allowed here; anything that would change the length
(dropping LaTeX, joining broken URLs) is handled inside the patterns instead.
"""

from __future__ import annotations

from collections.abc import Iterator

import polars as pl
import regex

# One character in, one character out: dashes, minus signs, times signs, odd spaces, quotes.
_CHAR_MAP = {
    "\u00a0": " ",  # no-break space
    "\u2009": " ",  # thin space
    "\u202f": " ",  # narrow no-break space
    "\u2002": " ",
    "\u2003": " ",
    "\u200b": " ",  # zero-width space (kept as a space so offsets hold)
    "\t": " ",
    "\n": " ",
    "\r": " ",
    "\u2010": "-",  # hyphen
    "\u2011": "-",  # non-breaking hyphen
    "\u2012": "-",  # figure dash
    "\u2013": "-",  # en dash
    # the em dash (U+2014) stays: it separates clauses ("up to 92%—on a range"), it never joins a compound
    "\u2212": "-",  # minus sign
    "\u00d7": "x",  # multiplication sign
    "\u2715": "x",
    "\u2248": "~",  # almost equal
    "\u223c": "~",  # tilde operator
    "\u2265": ">",  # greater-than or equal
    "\u2264": "<",  # less-than or equal
    "\u2018": "'",
    "\u2019": "'",
    "\u201c": '"',
    "\u201d": '"',
    "\uff05": "%",  # full-width percent
}
_TABLE = str.maketrans(_CHAR_MAP)


def normalize(text: str) -> str:
    """Map look-alike characters to ASCII without changing the length of the text."""
    out = text.translate(_TABLE)
    assert len(out) == len(text)
    return out


def normalize_all(texts: pl.Series) -> pl.Series:
    """``normalize`` of every text of a batch at once, in Polars' Rust engine (three times faster
    than ``str.translate`` per text). Each key and value is one character, so lengths hold too."""
    return texts.str.replace_many(list(_CHAR_MAP), list(_CHAR_MAP.values()))


# A sentence ends at . ! or ? followed by space and an upper-case letter, digit or markup,
# except after common abbreviations. Decimal points never end a sentence (no space follows).
# The search starts at the end mark (a cheap first character to look for); the gap between
# sentences is group ``gap``, and the abbreviation check runs only where an end mark was found.
_END_MARK = regex.compile(
    r"""
    [.!?] ["')\]]?           # the end mark, maybe closed by a quote or bracket
    (?P<gap> \s+ )            # the gap
    (?= [A-Z0-9$\\*\[(`"] )   # the next sentence starts like one
    """,
    regex.VERBOSE,
)
_NOT_ABBREVIATION = regex.compile(r"(?<!\b(?:e\.g|i\.e|et\ al|etc|vs|Fig|Eq|Sec|Tab|cf|resp|approx|Dr|Mr|Ms|No|Ref|al)\.)"
                                   r"(?<!\b(?:[A-Z]\.){1,3}[A-Z]\.)")  # nor an initialism: 'U.S.', 'U.K.', 'E.U.'


def sentences(norm: str, *, timeout: float | None = None) -> list[tuple[int, int]]:
    """Split normalized text into (start, end) sentence spans that tile the text."""
    spans: list[tuple[int, int]] = []
    start = 0
    for m in _END_MARK.finditer(norm, timeout=timeout):
        gap = m.start("gap")
        if _NOT_ABBREVIATION.match(norm, gap):
            spans.append((start, gap))
            start = m.end()
    spans.append((start, len(norm)))
    return [s for s in spans if s[1] > s[0]]


def whole_word(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` is not part of a longer word or hyphenated name (for plain ``str.find``
    searches of a name found elsewhere: a pattern per name would be compiled per abstract)."""
    return not (start and (text[start - 1].isalnum() or text[start - 1] in "_-")
                or end < len(text) and (text[end].isalnum() or text[end] in "_-"))


def ending_here(pattern: regex.Pattern[str]) -> regex.Pattern[str]:
    """``pattern`` searched from the end of the string (``regex.REVERSE``): for a pattern anchored at ``$``
    that is asked of the text before a number ('at 50% sparsity' before '50'), an attempt that starts at
    the end instead of one at every position of the window. Use it only where it measures faster: a
    pattern that opens with a word list before a long gap backtracks more backwards. Only whether it
    matches may be used: the groups of a reverse match can differ.

    >>> p = ending_here(regex.compile(r"\\b(?:at|with)\\s(?:sparsity\\s)?$"))
    >>> bool(p.search("pruned at ")), bool(p.search("at the end of"))
    (True, False)
    """
    return regex.compile(pattern.pattern, pattern.flags | regex.REVERSE)


def word_starts(text: str, word: str) -> Iterator[int]:
    """Each offset where ``word`` stands in ``text`` as a whole word (``whole_word``), left to right.

    A plain ``str.find`` per step: searching a name found elsewhere with a pattern would compile one
    pattern per abstract.

    >>> list(word_starts("GC-VLN and VLN; VLNs, VLN", "VLN"))
    [11, 22]
    """
    at = text.find(word)
    while at >= 0:
        if whole_word(text, at, at + len(word)):
            yield at
        at = text.find(word, at + 1)


def long_form_start(before: str, acronym: str, *, max_words: int | None = None) -> int | None:
    """Where the long form that ``acronym`` abbreviates starts in ``before`` (the text right before the acronym's
    parenthesis), or None when its letters are not there: Schwartz and Hearst's test (2003), which reads the
    acronym's letters right to left in the text, the first at a word's start, so a long form may skip small words
    and take letters from inside words ('Benchmark for reliABilitY ... Evaluation (BabyBLUE)'). At most ``max_words``
    words (default ``min(len + 5, 2 * len)``, their bound) keep an unrelated phrase out.

    >>> before = "optimized by Online Reinforcement with Interactive Speech Evaluation "
    >>> before[long_form_start(before, "ORISE"):]
    'Online Reinforcement with Interactive Speech Evaluation '
    >>> long_form_start("a method for keyword extraction ", "PCKE") is None
    True

    A 2 or 3 after a letter repeats it, as acronyms write doubled words ('Multi-level Attentive Adversarial Learning
    with Temporal Dilation (MA2L-TD)', 'Twin Delayed Deep Deterministic policy gradient (TD3)'), when the letters as
    written are not there.

    >>> before = "a novel framework of Multi-level Attentive Adversarial Learning with Temporal Dilation "
    >>> before[long_form_start(before, "MA2L-TD"):]
    'Multi-level Attentive Adversarial Learning with Temporal Dilation '

    The small words it skips (``and``, ``of``, ``with`` ...) do not count against the bound: a five-letter acronym's long
    form may hold ten other words besides them.

    >>> before = "an efficient Cross-modal Prompt Learning with Semantic enhancement method for Domain-robust fake news detection "
    >>> before[long_form_start(before, "CPLSD"):]
    'Cross-modal Prompt Learning with Semantic enhancement method for Domain-robust fake news detection '
    """
    start = _long_form_start(before, acronym, max_words)
    if start is None and _REPEATED.search(acronym):
        start = _long_form_start(before, _REPEATED.sub(lambda m: m[1] * int(m[2]), acronym), max_words)
    return start


_REPEATED = regex.compile(r"([A-Za-z])([23])")  # 'A2' for two words in A, 'D3' for three in D


def _long_form_start(before: str, acronym: str, max_words: int | None) -> int | None:
    letters = [c.lower() for c in acronym if c.isalnum()]
    if not letters:
        return None
    at = len(before.rstrip()) - 1
    for i in range(len(letters) - 1, -1, -1):
        # the first letter must start a word; the others may sit anywhere
        while at >= 0 and (before[at].lower() != letters[i] or (i == 0 and at > 0 and before[at - 1].isalnum())):
            at -= 1
        if at < 0:
            return None
        at -= 1
    start = at + 1  # the first letter, which starts a word ('methodologies-Parse-Generate (PARS-GEN)': at 'Parse')
    bound = max_words if max_words is not None else min(len(acronym) + 5, 2 * len(acronym))
    words = [w for w in before[start:].split() if w.lower() not in _SMALL_WORDS]  # 'and', 'of' carry no letter of it
    return start if len(words) <= bound else None


# the small words a long form may hold that its acronym skips ('Cross-modal Prompt Learning with Semantic enhancement
# method for Domain-robust fake news detection (CPLSD)'), left out of the word bound
_SMALL_WORDS = frozenset("and of the for in on with to a an via by from".split())
