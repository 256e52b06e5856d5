"""An acronym's long form: the words before its bracket, and whether it names a known technique.

A long form many abstracts spell out before the same acronym (``reading/data/known_long_forms.txt``: 'proportional
integral derivative (PID)') is a technique the paper uses, not its coined name, unless the paper calls it its own.
"""

from __future__ import annotations

import regex

from abstract_claims.reading.document import Document
from abstract_claims.reading.text import long_form_start, word_starts
from abstract_claims.reading.vocab import common_phrases, known_long_forms


# a long form that ends in a task's head word names the task its acronym abbreviates, not the paper's method
_TASK_ACRONYM = regex.compile(r"""\b(?i:analysis|grounding|attribution|detection|recognition|classification|understanding|
                                      answering|segmentation|translation|captioning|summari[sz]ation|anti-spoofing|forecasting|
                                      condensation|identification|localization|tracking|parsing|tagging)\s{0,2}\([^()]{1,20}\)$""",
                              regex.VERBOSE)


def _long_side(doc: Document, m: regex.Match[str]) -> str:
    """The words of an acronym match before the acronym's bracket, where its long form stands."""
    return doc.norm[m.start():m.start("name")].rsplit("(", 1)[0]


def _before_bracket(doc: Document, name: str) -> str:
    """Up to 150 characters before the first '(<name>)' of the abstract, where its long form stands; '' without one."""
    at = doc.norm.find(f"({name})")
    return doc.norm[max(0, at - 150):at] if at > 0 else ""


_CAPITALIZED_BEFORE = regex.compile(r"[A-Z][\w'’-]*\s$")


def _common_long_form(before: str, acronym: str) -> str | None:
    """The long form right before an acronym's parenthesis (``before`` ends there) when it is a technique, field or
    task many abstracts write (reading/data/common_phrases.txt) or spell out before an acronym
    (reading/data/known_long_forms.txt: 'Sum-of-Squares (SoS)', 'computer-aided design (CAD)'), and all of the name:
    not the end of a longer capitalized one ('History-Aware Hierarchical Transformer (HAHT)' is no 'Hierarchical
    Transformer'); else None. (The first paper to name a technique its followers spell out loses it unless it says
    'our' or its title opens with the name: 'Robust Adversarial Reinforcement Learning (RARL)' under a title of its
    own words is kept by neither; a title that writes every word of the long form kept 3 such and 31 techniques the
    paper applies on 20,000 large abstracts, so it is no exception.)"""
    start = long_form_start(before, acronym)
    if start is None or _CAPITALIZED_BEFORE.search(before, 0, start):
        return None
    long = before[start:].strip()
    folded = long.casefold()
    return long if folded in common_phrases() or folded.strip(_QUOTES) in known_long_forms() else None


_QUOTES = " ,;:\"'“”‘’*_`"  # marks around a long form the mined list leaves out


def _known_long_form(doc: Document, m: regex.Match[str]) -> bool:
    """Whether the acronym's spelled-out long form is a technique, field or task many abstracts write
    (``_common_long_form``: 'Column Generation (CG)', 'Integer Linear Programming (ILP)'), unless the paper
    calls the acronym its own later ('we introduce a new Multiplicative Weights Update (MWU) algorithm ... our MWU
    algorithm': a novel instance is still named by its class, 'a novel visual-inertial odometry (VIO) initialization')."""
    before = _long_side(doc, m)
    return _common_long_form(before, m["name"]) is not None and not _called_ours(doc, m["name"], m.end())


def _called_ours(doc: Document, name: str, start: int = 0) -> bool:
    """Whether the abstract writes 'our <name>' from ``start`` on (a plain string search: no pattern per name)."""
    return any(doc.norm[max(0, at - 4):at].casefold() == "our " for at in word_starts(doc.norm, name) if at >= start)
