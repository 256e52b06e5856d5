"""Vocabularies (data files in ``reading/data/``), read once and cached.

Comment lines start with ``#``. Each loader returns an immutable value, so callers cannot
change what other callers see.
"""

from __future__ import annotations

from functools import cache
from importlib import resources

import regex


def _lines(name: str) -> tuple[str, ...]:
    text = resources.files("abstract_claims.reading").joinpath("data").joinpath(name).read_text(encoding="utf-8")
    return tuple(line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#"))


@cache
def common_phrases() -> frozenset[str]:
    """Title-case phrases written in many abstracts (``federated learning``), lower case: techniques, fields and tasks,
    never a coined name (mined by ``benchmarks/mine_common_phrases.py``)."""
    return frozenset(_lines("common_phrases.txt"))


@cache
def known_long_forms() -> frozenset[str]:
    """Long forms many abstracts spell out before the same acronym (``sum-of-squares``, ``computer-aided design``),
    lower case: techniques, tasks and things the papers use, never one paper's coined name (mined by
    ``benchmarks/mine_known_long_forms.py``)."""
    return frozenset(_lines("known_long_forms.txt"))


@cache
def widely_used_names() -> frozenset[str]:
    """Coined-looking names many abstracts write (``ChatGPT``, ``BiLSTM``, ``fMRI``), as written: models, tools,
    techniques and data everyone uses, a paper's own only where it says so (mined by
    ``benchmarks/mine_widely_used_names.py``)."""
    return frozenset(_lines("widely_used_names.txt"))


@cache
def number_words() -> dict[str, int]:
    """Number words that can count things (``two`` .. ``twenty``)."""
    return dict((w, int(v)) for w, v in (line.split("\t") for line in _lines("number_words.tsv")))


@cache
def latex_symbols() -> dict[str, str]:
    """TeX commands that stand for one character in a name written in math mode (``infty``: ``∞``), so the
    name can be given as read ('DRE-$\\infty$' as ``DRE-∞``)."""
    return dict((command, char) for command, char in (line.split("\t") for line in _lines("latex_symbols.tsv")))


@cache
def count_nouns() -> tuple[str, ...]:
    """Head nouns that make a cardinal a ``count`` claim, longest first."""
    return tuple(sorted(_lines("count_nouns.txt"), key=len, reverse=True))


@cache
def hardware_patterns() -> tuple[str, ...]:
    """Regular-expression fragments for named compute devices, longest first."""
    return tuple(sorted(_lines("hardware.txt"), key=len, reverse=True))


@cache
def dataset_names() -> tuple[str, ...]:
    """Well-known dataset and benchmark names, longest first; a name that ends in its data noun is matched with the
    noun in lower case too ('the Waymo Open dataset' for ``Waymo Open Dataset``)."""
    names = set(_lines("datasets.txt"))
    names |= {name[:-len(head)] + head.lower() for name in names for head in _HEADS if name.endswith(" " + head)}
    return tuple(sorted(names, key=len, reverse=True))


_HEADS = ("Dataset", "Benchmark", "Corpus", "Challenge", "Suite")


@cache
def dataset_names_folded() -> frozenset[str]:
    """The listed dataset names in lower case, to ask whether a name is a known dataset ('SQuAD provides ...')."""
    return frozenset(n.lower() for n in dataset_names())


@cache
def dataset_names_exact_case() -> frozenset[str]:
    """Listed dataset names never matched in another casing (``ReCoRD`` would read ``Record``)."""
    return frozenset(_lines("datasets_exact_case.txt"))


@cache
def languages() -> frozenset[str]:
    """Language names (``Kazakh``, ``Arabic``): alone, never a dataset's name."""
    return frozenset(_lines("languages.txt"))


@cache
def kinds_of_data() -> frozenset[str]:
    """Kinds of data shaped like names (``fMRI``, ``scRNA-Seq``): before a data noun, never a dataset's name."""
    return frozenset(_lines("kinds_of_data.txt"))


@cache
def model_families() -> tuple[str, ...]:
    """Model family names that look like datasets (``GPT-4``), longest first."""
    return tuple(sorted(set(_lines("models.txt")), key=len, reverse=True))


@cache
def not_methods() -> frozenset[str]:
    """Names never a paper's method (``LLM``, ``BLEU``, ``RAG``, ``Survey``): generic acronyms, metrics, tasks, model
    classes and standard algorithms, matched exactly."""
    return frozenset(_lines("not_methods.txt"))


@cache
def metric_names() -> tuple[str, ...]:
    """Metric names, longest first."""
    return tuple(sorted(set(_lines("metrics.txt")), key=len, reverse=True))


@cache
def own_parts() -> tuple[str, ...]:
    """Nouns for the paper's own conceptual parts (stages, modules, findings): counts of them are not claims."""
    return tuple(sorted(set(_lines("own_parts.txt")), key=len, reverse=True))


@cache
def setting_nouns() -> tuple[str, ...]:
    """Nouns after a number that make it a setting of the experiment (epochs, GPUs, heads)."""
    return tuple(sorted(set(_lines("setting_nouns.txt")), key=len, reverse=True))


@cache
def not_counted() -> frozenset[str]:
    """Nouns (singular, lower case) a digit may precede without counting anything: units, time words."""
    return frozenset(_lines("not_counted.txt"))


def alternation(words: tuple[str, ...], *, fold: bool = False, loose_joins: bool = False) -> str:
    """A regex alternation of literal words, spaces matching any whitespace, as a trie.

    ``ev(?:al|ol)`` rather than ``eval|evol``: ``regex`` tries the alternatives of a flat list one
    by one at every position, a trie follows one branch (1.5 to 3 times faster on the vocabularies).
    It matches what the longest-first flat list matches: at each node a longer word is tried
    before the word that ends there. ``fold``: the pattern is compiled with IGNORECASE, so words
    that differ only in case share their branches. ``loose_joins``: a hyphen or space inside a word
    may be written either way or left out (names: ``ImageNet-1K`` ~ ``ImageNet1K``, ``MS COCO`` ~
    ``MS-COCO`` ~ ``MSCOCO``).
    """
    root: dict[str, dict] = {}
    for word in words:
        node = root
        for ch in word:
            if loose_joins and ch in " -":
                token = r"[\-\s]?"
            else:
                token = r"\s+" if ch == " " else regex.escape(ch.lower() if fold else ch)
            node = node.setdefault(token, {})
        node[""] = {}  # a word ends here

    def emit(node: dict[str, dict]) -> str:
        ends = "" in node
        parts = [token + emit(child) for token, child in sorted(node.items()) if token]
        if not parts:
            return ""
        if len(parts) == 1 and not ends:
            return parts[0]
        return "(?:" + "|".join(parts) + ")" + ("?" if ends else "")

    return emit(root)
