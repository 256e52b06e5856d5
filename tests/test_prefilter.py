"""The batch prefilter only ever skips work that finds nothing.

A prefilter answers "can this pattern match this abstract at all?" with a Rust pattern derived
from the ``regex`` pattern. If the derived pattern ever missed a real match, claims would be lost
silently, so these tests check the superset property on the real corpus and on generated text,
and that extraction with and without the prefilter gives identical tables.
"""

from __future__ import annotations

import polars as pl
import pyarrow as pa
import pytest
import regex
from hypothesis import given, settings
from hypothesis import strategies as st

from abstract_claims.pipeline.batch import extract_batch
from abstract_claims.analysis import entity_scans
from abstract_claims.kinds.dataset import patterns
from abstract_claims.reading import numbers
from abstract_claims.reading.document import number_scans
from abstract_claims.pipeline.ingest import INPUT_SCHEMA
from abstract_claims.reading.spacing import as_read
from abstract_claims.prefilter.hints import Hints, Unsupported, rust_superset, rust_superset_parts
from abstract_claims.reading.text import normalize


def _gated() -> list[tuple[regex.Pattern[str], bool]]:
    from abstract_claims.kinds import urls

    scans = [(scan[0], scan[1]) for group in entity_scans().values() for scan in group]
    return scans + [(p, False) for p in number_scans()] + [(urls._BARE, False)]


# A gate the prefilter asks in place of the pattern a scan runs (document.number_scans): wherever the
# pattern matches, the gate's Rust superset must match too.
_STAND_INS = [(numbers._WORD_MENTION, numbers.WORD_GATE)] + [
    (p, patterns.DATA_NOUN_GATE) for p in (patterns._CONTEXT, patterns._SUCH_AS, patterns._INTRODUCED, patterns._TITLED,
                                           *(n for n in patterns._NAMED if n is not patterns._NAMED_IT))]


def _rust_matches(rust: str, texts: list[str]) -> list[bool]:
    return pl.Series(texts, dtype=pl.String).str.contains(rust).to_list()


def test_lookarounds_become_boundaries_or_go() -> None:
    p = regex.compile(r"(?<![\w-])(?P<w>two|three)(?![\w-])", regex.IGNORECASE)
    assert rust_superset(p) == r"(?i)(?:(?:^|[^A-Za-z0-9_\x{2D}])(?:two|three)(?:$|[^A-Za-z0-9_\x{2D}]))"
    # scanned with an endpos, a lookahead sees the end of the slice: only dropped, never required
    assert rust_superset(p, bounded=True) == r"(?i)(?:(?:^|[^A-Za-z0-9_\x{2D}])(?:two|three))"


def test_large_bounds_are_relaxed_and_word_class_widened() -> None:
    assert rust_superset(regex.compile(r"a\w{1,30}b\d{2,3}")) == r"(?:a(?:(?-i:[A-Za-z0-9_\x{80}-\x{10FFFF}]))+b(?:[\d]){2,3})"


def test_the_widened_word_class_is_marked_case_sensitive_and_matches_the_same_texts() -> None:
    """The widened ``\\w`` is closed under case folding, so ``(?-i:...)`` changes nothing it matches
    (and Rust compiles it ten times faster than under ``(?i)``)."""
    p = regex.compile(r"\b(?i:propos)\w{0,4}\s(?P<name>[A-Z]\w+)")
    rust = rust_superset(p)
    assert "(?-i:[A-Za-z0-9_\\x{80}-\\x{10FFFF}])" in rust
    texts = ["We propose Foo", "we PROPOSED Bar", "We propos\u017fe Foo", "propos\u212a Foo", "propo\u00dfe Foo",
             "proposé Xy", "We proposeeeee Foo", "propose foo", "PROPOSE\u0130 Foo"]
    found = pl.Series(texts).str.contains(rust).to_list()
    assert found == [True, True, True, True, False, True, True, False, True]  # '{0,4}' is relaxed to '*'
    assert found == pl.Series(texts).str.contains(rust.replace("(?-i:", "(?:")).to_list()  # unmarked: the same
    for text, hit in zip(texts, found):
        assert hit or p.search(text) is None, text  # a superset: never a miss where the pattern matches


def test_a_lookahead_only_alternative_keeps_what_it_requires() -> None:
    p = regex.compile(r"(?:www\.|(?<=at\s)(?=\w+\.com))[a-z]+")
    rust = rust_superset(p)
    assert _rust_matches(rust, ["see www.x", "at example.com", "at example", "no link"]) == [True, True, False, False]


def test_a_named_backreference_widens_to_any_text() -> None:
    """``(?P=name)`` matches what the group matched: any text will do for a superset ('Maven (Model And Voter
    EvaluatioN)' but not 'Bayesian Reward Extrapolation (Bayesian REX)' in method.py's defined pass)."""
    p = regex.compile(r"(?P<lead>[A-Z][a-z]+)\s\((?!(?P=lead)\b)[A-Z]\w+\)")
    rust = rust_superset(p)
    texts = ["Maven (Model)", "Bayesian (Bayesian)", "no name here"]
    assert _rust_matches(rust, texts) == [True, True, False]
    assert [bool(p.search(t)) for t in texts] == [True, False, False]


@pytest.mark.parametrize("source", [r"(a)\1", r"\N{BULLET}", r"(a)?(?(1)b|c)", r"a(?|b|c)"])
def test_unknown_syntax_is_refused_not_guessed(source: str) -> None:
    with pytest.raises(Unsupported):
        rust_superset(regex.compile(source))


def test_hints_skip_only_what_cannot_match() -> None:
    hints = Hints(["we use 8 GPUs", "no numbers here", "(a)(a) twice"])
    digits = regex.compile(r"(?<!\w)\d+")
    assert [hints.can_match(digits, i) for i in range(3)] == [True, False, False]
    backref = regex.compile(r"\((\w)\)\(\1\)")  # no Rust translation: never skipped
    assert [hints.can_match(backref, i) for i in range(3)] == [True, True, True]


def test_within_evaluates_a_pattern_only_where_its_necessary_condition_holds() -> None:
    texts = ["see example.org", "see example", "at x.com and y", "nothing"]
    bare = regex.compile(r"(?:see|at)\s\w+\.(?:org|com)")
    tld = regex.compile(r"\.(?:org|com)")
    hints = Hints(texts)
    assert [hints.can_match(bare, i, within=tld) for i in range(4)] == [True, False, True, False]
    assert [hints.can_match(tld, i) for i in range(4)] == [True, False, True, False]
    # a necessary condition that is wrong loses matches: the caller's contract, tested per use
    assert Hints(texts).can_match(bare, 0, within=regex.compile("zzz")) is False


def test_every_gated_scan_is_translated() -> None:
    for pattern, bounded in _gated():
        rust_superset(pattern, bounded=bounded)  # raises Unsupported if a rule change broke it


def test_no_real_match_is_ever_filtered_out(dev_rows: list[dict]) -> None:
    norms = [normalize(r["abstract"]) for r in dev_rows]
    for pattern, bounded in _gated():
        gate = _rust_matches(rust_superset(pattern, bounded=bounded), norms)
        missed = [i for i, n in enumerate(norms) if not gate[i] and pattern.search(n)]
        assert missed == [], (pattern.pattern[:80], missed[:5])


def test_a_stand_in_gate_matches_wherever_its_pattern_does(dev_rows: list[dict]) -> None:
    norms = [normalize(r["abstract"]) for r in dev_rows]
    for pattern, gate in _STAND_INS:
        passed = _rust_matches(rust_superset(gate), norms)
        assert [i for i, n in enumerate(norms) if not passed[i] and pattern.search(n)] == []


def test_the_number_word_gate_lets_through_only_texts_with_a_number_or_magnitude_word() -> None:
    """``_WORD_MENTION``'s own superset drops the lookahead of 'a (million)' and so matched any 'a'."""
    texts = ["We attend to a dataset.", "a million posts", "three-fold", "Three tasks", "often intended",
             "the twofold gain", "ſix tasks", "twofolds", "tenfolded"]
    assert _rust_matches(rust_superset(numbers.WORD_GATE), texts) == [False, True, True, True, False, True, True, False, False]
    assert [bool(numbers._WORD_MENTION.search(t)) for t in texts] == [False, True, True, True, False, True, True, False, False]


_PIECES = ["ImageNet", "CIFAR-100", "KITTI-360", "MT-Bench", "TriviaQA", "H100", "NVIDIA A100 GPU", "RTX 4090",
           "https://github.com/a/b", "github.com/x", "www.site.org", "available at", "example.com", "on", "the",
           "dataset", "benchmark", "we introduce", "datasets such as", "two", "Three", "twenty", "1.5x", "82.3%",
           "7B", "10^{8}", "12", "-", ".", ",", "(", ")", " ", "  ", "\n", "é", "\u0301", "\uff3f", "\u212a", "ß",
           "٣", "\u00b2", "_", "$", "\\%", "{", "}", "*", "evaluate", "X", "a", "one", " million", "hundred", "-fold", "fold"]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(_PIECES), min_size=1, max_size=14).map("".join))
def test_superset_on_generated_text(text: str) -> None:
    norm = normalize(text)
    for pattern, bounded in _gated():
        if pattern.search(norm):
            assert _rust_matches(rust_superset(pattern, bounded=bounded), [norm]) == [True], (pattern.pattern[:80], norm)
    for pattern, gate in _STAND_INS:
        if pattern.search(norm):
            assert _rust_matches(rust_superset(gate), [norm]) == [True], norm


def test_extraction_is_identical_with_and_without_the_prefilter(dev_rows: list[dict]) -> None:
    rows = [{"paper_id": str(r["id"]), "venue": r.get("venue"), "year": r.get("year"), "title": r.get("title"),
             "source": "dev.jsonl", "abstract": r["abstract"]} for r in dev_rows]
    batch = pa.RecordBatch.from_pylist(rows, schema=INPUT_SCHEMA)
    fast_p, fast_c = extract_batch(batch, timeout=None)
    slow_p, slow_c = extract_batch(batch, timeout=None, prefilter=False)
    assert fast_c.height > 2000
    assert fast_p.equals(slow_p)
    assert fast_c.equals(slow_c), "a prefilter skipped a scan that finds something: is a new scan missing from core.entity_scans()?"


def test_a_leading_case_insensitive_word_list_is_split_into_parts() -> None:
    words = "|".join(f"w{c}rd" for c in "abcdefghij")  # ten words: more than one part holds
    parts = rust_superset_parts(regex.compile(rf"\b(?i:{words})\s[A-Z]\w+"))
    assert len(parts) == 2 and parts[0].startswith("(?:(?i:ward|wbrd|wcrd|wdrd|werd)")
    assert parts == [rust_superset(regex.compile(rf"\b(?i:{half})\s[A-Z]\w+"))
                     for half in ("ward|wbrd|wcrd|wdrd|werd", "wfrd|wgrd|whrd|wird|wjrd")]
    # kept whole: a literal required after it, a leading lookbehind, few words, or case-sensitive words
    for source in (rf"\b(?i:{words}),\s", rf"(?<!-)(?i:{words})\s", r"\b(?i:ab|cd)\s", rf"\b(?:{words})\s"):
        assert rust_superset_parts(regex.compile(source)) == [rust_superset(regex.compile(source))], source


def test_split_parts_together_answer_what_the_whole_superset_answers(dev_rows: list[dict]) -> None:
    """Every pattern a dev batch asks the prefilter about: the parts OR-ed give the same rows."""
    from abstract_claims.prefilter import hints as prefilter

    asked: list[tuple[regex.Pattern[str], bool]] = []

    class Recording(Hints):
        def _evaluate(self, pattern, bounded, within=None):
            asked.append((pattern, bounded))
            return super()._evaluate(pattern, bounded, within)

    norms = [normalize(as_read(r["abstract"])) for r in dev_rows]  # the abstracts as ``analyze`` reads them
    hints = Recording(norms)
    for pattern, bounded in _gated():
        hints.can_match(pattern, 0, bounded=bounded)
    from abstract_claims.kinds import method
    hints.can_match(method.passes._PASSES[0][2], 0)  # 'direct': found by its verbs' starts now, not prefiltered
    from abstract_claims.analysis import analyze
    for i, r in enumerate(dev_rows[:200]):
        analyze(r["abstract"], hints=hints, index=i)
    split = 0
    for pattern, bounded in asked:
        parts = prefilter.rust_superset_parts(pattern, bounded=bounded)
        whole = _rust_matches(rust_superset(pattern, bounded=bounded), norms)
        union = [any(row) for row in zip(*(_rust_matches(p, norms) for p in parts))]
        assert union == whole, pattern.pattern[:80]
        split += len(parts) > 1
    assert split >= 2  # the method's 'direct' pass and the dataset's 'introduced' scan


def test_can_match_any_is_the_or_of_its_scans() -> None:
    texts = ["we use 8 GPUs", "two models", "none", "(a)(a)"]
    digits, words = regex.compile(r"(?<!\w)\d+"), regex.compile(r"\btwo\b")
    hints = Hints(texts)
    assert [hints.can_match_any(((digits, False), (words, False)), i) for i in range(4)] == [True, True, False, False]
    backref = regex.compile(r"\((\w)\)\(\1\)")  # untranslatable: the group can always match
    assert [hints.can_match_any(((digits, False), (backref, False)), i) for i in range(4)] == [True] * 4
    # a scan with a necessary condition is evaluated within it: the same answers where the condition holds
    tw = regex.compile(r"tw")
    assert [hints.can_match_any(((words, False, tw),), i) for i in range(4)] == [False, True, False, False]
    assert hints.can_match(words, 1, within=tw) and not hints.can_match(words, 0, within=tw)
