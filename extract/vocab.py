"""Vocabularies (data files in ``extract/vocab/``), read once and cached.

Comment lines start with ``#``. Each loader returns an immutable value, so callers cannot
change what other callers see.
"""

from __future__ import annotations

from functools import cache
from importlib import resources


def _lines(name: str) -> tuple[str, ...]:
    text = resources.files("extract").joinpath("vocab").joinpath(name).read_text(encoding="utf-8")
    return tuple(line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#"))


@cache
def number_words() -> dict[str, int]:
    """Number words that can count things (``two`` .. ``twenty``)."""
    return dict((w, int(v)) for w, v in (line.split("\t") for line in _lines("number_words.tsv")))


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
    """Well-known dataset and benchmark names, longest first."""
    return tuple(sorted(set(_lines("datasets.txt")), key=len, reverse=True))


@cache
def model_families() -> tuple[str, ...]:
    """Model family names that look like datasets (``GPT-4``), longest first."""
    return tuple(sorted(set(_lines("models.txt")), key=len, reverse=True))


@cache
def metric_names() -> tuple[str, ...]:
    """Metric names, longest first."""
    return tuple(sorted(set(_lines("metrics.txt")), key=len, reverse=True))


def alternation(words: tuple[str, ...]) -> str:
    """A regex alternation of literal words, longest first, spaces matching any whitespace."""
    import regex

    return "|".join(regex.escape(w).replace("\\ ", r"\s+") for w in sorted(words, key=len, reverse=True))
