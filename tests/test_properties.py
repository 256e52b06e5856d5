"""Property tests: random and mutated text never breaks the extractor, the batch core or the reader.

Hypothesis runs derandomized (the same examples on every machine) with no example database, so CI
is deterministic. The invariants: no exception, ``abstract[start:end] == text`` on every row,
finite values, closed vocabularies, schema-valid tables; for broken files, an ``InputError`` that
names the file, or a clean result, and never a changed previous output on error.
"""

from __future__ import annotations

import json
import math
import tempfile
from pathlib import Path

import polars as pl
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
import regex
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from abstract_claims.pipeline.batch import extract_batch
from abstract_claims.analysis import DocumentTimeout, analyze
from abstract_claims.pipeline.ingest import INPUT_SCHEMA, InputError, Options
from abstract_claims.release.croissant import write_croissant
from abstract_claims.pipeline.run import run
from abstract_claims.reading.latex import plain_names
from abstract_claims.schemas.tables import ENTITY_KINDS, KINDS, NUMERIC_KINDS, QUALIFIERS, UNITS, validate

ROOT = Path(__file__).resolve().parent.parent
REAL = [json.loads(line)["abstract"] for name in ("seeds.jsonl", "dev.jsonl")
        for line in (ROOT / "tests" / "gold" / name).read_text(encoding="utf-8").splitlines()]

FUZZ = settings(max_examples=250, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
FUZZ_FILES = settings(FUZZ, max_examples=250)

# Characters the patterns care about, so random text reaches deep into the rules.
SPECIAL = list("0123456789.,%xX$\\{}^_-+~()[]*<>=:;/'\" \n\t") + ["\u00d7", "\u00a0", "\u2013", "\u2212", "\u2248",
                                                                  "\u2009", "\u200b", "\uff05", "\u00b5"]
# Pieces of real claims: numbers, units, cue words, markup, names.
TOKENS = ["1.5x", "2\u00d7", "3$\\times$", "40%", "82.3\\%", "5.6--8.3%", "10^{8}", "2.3 \\times 10^{4}", "7B", "70B",
          "48k", "1,234", "+6%", ".677", "12 ms", "3GB", "6 orders of magnitude", "three", "up to", "over", "about",
          "at least", "by", "from", "to", "faster", "speedup", "reduction", "fewer", "less", "improvement", "higher",
          "accuracy", "mAP", "pass rate", "FID", "error", "parameters", "datasets", "benchmarks", "tasks", "samples",
          "outperforms", "reduces", "achieves", "on", "with", "than", "H100", "NVIDIA RTX 4090", "TPU v5e",
          "CIFAR-100", "ImageNet", "KernelBench", "the PRW dataset", "https://github.com/org/repo",
          "github.com/a/b.git", "https://github. com/x/y", "\\url{https://x.org/a_b}", "We propose SANTA,",
          "(SCALE)", "**", "$", "{", "}", "\\textbf{", ".", ",", ";", " ", " ", " ", "\n", "e.g.", "vs."]


def check_result(text: str, *, timeout: float = 10.0) -> int:
    """Every invariant of one analyzed abstract; returns the number of claims."""
    try:
        result = analyze(text, timeout=timeout)
    except DocumentTimeout:  # a few hundred characters cannot legitimately need seconds
        raise AssertionError(f"timed out on {text[:200]!r}") from None
    for c in result.claims:
        assert 0 <= c.start < c.end <= len(text), c
        assert text[c.start:c.end] == c.text, c
        assert c.kind in KINDS and c.unit in (None, *UNITS) and c.qualifier in (None, *QUALIFIERS), c
        if c.kind in NUMERIC_KINDS:
            assert c.value is not None and math.isfinite(c.value), c
            assert c.value_high is None or (math.isfinite(c.value_high) and c.value_high >= c.value), c
            assert (c.qualifier == "range") == (c.value_high is not None), c
        else:
            assert c.kind in ENTITY_KINDS and c.value is None and c.name, c
    # the method as written, or a token of it that wears TeX math read as plain text ('DRE-$\\infty$' as 'DRE-∞')
    assert result.method is None or result.method in text or result.method in (plain_names(text) or "")
    return len(result.claims)


@st.composite
def token_soup(draw: st.DrawFn) -> str:
    parts = draw(st.lists(st.one_of(st.sampled_from(TOKENS), st.text(st.sampled_from(SPECIAL), max_size=3)),
                          max_size=40))
    return " ".join(parts)


MARKUP = ["$", "$$", "\\textbf{", "\\mathbf{", "}", "{", "**", "\\times", "\\%", "<b>", "</b>", "\\(", "\\)", "^{",
          "_{", "~", "\\,", "\u00a0", "\u200b", "\u2013", "\u00d7", "%", "\n", "\r\n", "\t", "\\url{", "](", "--"]


@st.composite
def mutated_abstract(draw: st.DrawFn) -> str:
    """A real abstract with inserted markup, deleted characters, swapped or duplicated digits."""
    text = draw(st.sampled_from(REAL))
    for _ in range(draw(st.integers(1, 8))):
        op = draw(st.sampled_from(["markup", "delete", "swap", "digit", "duplicate", "char"]))
        pos = draw(st.integers(0, len(text)))
        if op == "markup":
            text = text[:pos] + draw(st.sampled_from(MARKUP)) + text[pos:]
        elif op == "delete":
            text = text[:pos] + text[pos + draw(st.integers(1, 5)):]
        elif op == "char":
            text = text[:pos] + draw(st.characters(exclude_categories=("Cs",))) + text[pos:]
        else:
            numbers = list(regex.finditer(r"\d{1,12}(?:\.\d{1,12})?", text))
            if not numbers:
                continue
            m = numbers[draw(st.integers(0, len(numbers) - 1))]
            if op == "swap" and len(m[0]) > 1:
                i = m.start() + draw(st.integers(0, len(m[0]) - 2))
                text = text[:i] + text[i + 1] + text[i] + text[i + 2:]
            elif op == "digit":
                i = m.start() + draw(st.integers(0, len(m[0]) - 1))
                if text[i].isdigit():
                    text = text[:i] + str(draw(st.integers(0, 9))) + text[i + 1:]
            else:
                text = text[:m.end()] + draw(st.sampled_from([" ", "", "--", "x ", "% "])) + m[0] + text[m.end():]
    return text


@FUZZ
@given(st.text(alphabet=st.one_of(st.characters(exclude_categories=("Cs",)), st.sampled_from(SPECIAL)), max_size=400))
def test_random_unicode_text(text: str) -> None:
    check_result(text)


@FUZZ
@given(token_soup())
def test_random_claim_fragments(text: str) -> None:
    check_result(text)


@FUZZ
@given(mutated_abstract())
def test_mutated_real_abstracts(text: str) -> None:
    check_result(text)


@settings(FUZZ, max_examples=100)
@given(st.lists(st.one_of(mutated_abstract(), token_soup(), st.text(max_size=200)).filter(str.strip),  # as ingest does
                min_size=1, max_size=6))
def test_batches_of_fuzzed_abstracts_are_schema_valid(texts: list[str]) -> None:
    rows = [{"paper_id": f"p{i}", "venue": None, "year": None, "title": None, "source": "fuzz", "abstract": t}
            for i, t in enumerate(texts)]
    papers, claims = extract_batch(pa.RecordBatch.from_pylist(rows, schema=INPUT_SCHEMA), timeout=10.0)
    validate(papers, claims)  # pandera: types, vocabularies, finite values, abstract[start:end] == text
    assert papers["paper_id"].to_list() == [r["paper_id"] for r in rows]
    assert papers["status"].to_list() == ["ok"] * len(rows)
    assert claims.group_by("paper_id").len().sort("paper_id").rows() == sorted(
        (pid, n) for pid, n in papers.select("paper_id", "n_claims").iter_rows() if n)


# ---------------------------------------------------------------------------------------------
# Broken files: an InputError naming the file, or a valid result; never a touched previous output.
# ---------------------------------------------------------------------------------------------

GOOD_FILES = {
    "in.jsonl": "".join(json.dumps({"id": f"p{i}", "title": "T", "year": 2024, "abstract": a}) + "\n"
                        for i, a in enumerate(REAL[:3])).encode("utf-8"),
    "in.csv": ("id,year,abstract\n" + "".join(f'p{i},2024,"{a.replace(chr(34), chr(34) * 2)}"\n'
                                              for i, a in enumerate(REAL[:3]))).encode("utf-8"),
    "in.txt": ("ICML 2026 Papers\n\n" + "\n\n".join(a.replace("\n\n", "\n") for a in REAL[:3]) + "\n").encode("utf-8"),
}
def _parquet(rows: list[dict]) -> bytes:
    sink = pa.BufferOutputStream()
    pq.write_table(pa.Table.from_pylist(rows), sink, compression="none")
    return sink.getvalue().to_pybytes()


GOOD_FILES["in.parquet"] = _parquet([{"id": f"p{i}", "year": 2024, "abstract": a} for i, a in enumerate(REAL[:3])])
NASTY_BYTES = [b"\x00", b"\xff", b"\xef\xbb\xbf", b"\xc3", b"\r", b"\n", b'"', b",", b"{", b"}", b"\\", b"\\u", b":",
               b"\xe2\x80\xa8", b"null", b"[]", b"\n\n"]


@st.composite
def broken_file(draw: st.DrawFn) -> tuple[str, bytes]:
    name = draw(st.sampled_from(sorted(GOOD_FILES)))
    data = GOOD_FILES[name]
    for _ in range(draw(st.integers(1, 4))):
        pos = draw(st.integers(0, len(data)))
        op = draw(st.sampled_from(["insert", "delete", "flip", "truncate"]))
        if op == "insert":
            data = data[:pos] + draw(st.one_of(st.sampled_from(NASTY_BYTES), st.binary(min_size=1, max_size=4))) + data[pos:]
        elif op == "delete":
            data = data[:pos] + data[pos + draw(st.integers(1, 40)):]
        elif op == "flip" and pos < len(data):
            data = data[:pos] + bytes([data[pos] ^ draw(st.integers(1, 255))]) + data[pos + 1:]
        elif op == "truncate":
            data = data[:pos]
    return name, data


@FUZZ_FILES
@given(broken_file(), st.sampled_from(["strict", "replace"]))
def test_broken_files_give_an_input_error_or_a_valid_result(case: tuple[str, bytes], errors: str) -> None:
    name, data = case
    with tempfile.TemporaryDirectory() as tmp:
        src, out = Path(tmp) / name, Path(tmp) / "out"
        out.mkdir()
        previous = {"papers.parquet": b"old papers", "claims.csv": b"old claims"}
        for n, b in previous.items():
            (out / n).write_bytes(b)
        src.write_bytes(data)
        try:
            summary = run(src, out, opts=Options(encoding_errors=errors), steps=[write_croissant])
        except InputError as exc:
            message = str(exc)
            assert message.startswith(f"{src}:") and "\n" not in message, message
            assert {p.name: p.read_bytes() for p in out.iterdir()} == previous
            event(f"{name}: InputError")
            return
        papers = pl.read_parquet(out / "papers.parquet")
        claims = pl.read_parquet(out / "claims.parquet")
        validate(papers, claims)
        assert papers.height == summary.abstracts >= 1
        assert sorted(p.name for p in out.iterdir()) == ["claims.csv", "claims.parquet", "croissant.json", "papers.csv",
                                                         "papers.parquet"]
        event(f"{name}: read")


def _flat(words: tuple[str, ...]) -> str:
    """The plain longest-first alternation that ``extract.vocab.alternation``'s trie replaces."""
    return "|".join(regex.escape(w).replace("\\ ", r"\s+") for w in sorted(words, key=len, reverse=True))


@pytest.mark.parametrize("fold", [False, True], ids=["exact", "ignorecase"])
def test_vocabulary_trie_matches_what_the_flat_alternation_matches(fold: bool) -> None:
    """The trie is only a faster spelling: on every vocabulary word, its prefixes, case variants and
    neighbours it finds the same spans as the flat longest-first list."""
    from abstract_claims.reading.vocab import alternation, dataset_names, metric_names, model_families

    flags = regex.IGNORECASE if fold else 0
    for words in (dataset_names(), metric_names(), model_families(), ("ab", "abc", "abc d", "ABc", "b c", "x-1", "x-10")):
        trie = regex.compile(rf"(?<![\w-])(?:{alternation(words, fold=fold)})(?![\w-])", flags)
        flat = regex.compile(rf"(?<![\w-])(?:{_flat(words)})(?![\w-])", flags)
        probes = [w for word in words for w in (word, word.lower(), word.upper(), word[:-1], word + "s", word + " x",
                                                 f"({word})", word.replace(" ", "  "))]
        text = " | ".join(probes)
        assert [m.span() for m in trie.finditer(text)] == [m.span() for m in flat.finditer(text)]
    assert alternation(("ab", "abc", "b c")) == r"(?:ab(?:c)?|b\s+c)"


def test_qualifier_window_finds_what_a_wide_window_finds(dev_rows: list[dict]) -> None:
    """``numeric.qualifier`` searches only QUALIFIER_WIDTH characters before a number; on every
    number of the seed and dev abstracts, and on the longest qualifiers, a wide window agrees."""
    from abstract_claims.reading.document import Document
    from abstract_claims.reading.numbers import QUALIFIER, QUALIFIER_WIDTH

    def found(text: str) -> tuple | None:
        q = QUALIFIER.search(text)
        return None if q is None else (q.start() - len(text), q.lastgroup)

    probes = [f"costs {p}{gap}" for p in ("by as much as", "no more than", "in excess of", "approximately", "a maximum of")
              for gap in ("", " ", "  $", " {*$")]
    checked = 0
    for text in REAL + [r["abstract"] for r in dev_rows]:
        doc = Document(text)
        for m in doc.mentions:
            assert found(doc.before(m.start, 200)[-QUALIFIER_WIDTH:]) == found(doc.before(m.start, 200)), text[:80]
            checked += 1
    for p in probes:
        assert found(p[-QUALIFIER_WIDTH:]) == found(p) is not None, p
    assert checked > 1000


def test_long_form_read_right_to_left_matches_the_forward_search(dev_rows: list[dict]) -> None:
    """``dataset.patterns._LONG_FORM`` runs REVERSE for speed; it must find the span a forward search finds."""
    from abstract_claims.kinds.dataset import patterns as dataset
    from abstract_claims.reading.text import normalize

    forward = regex.compile(dataset._LONG_FORM.pattern)
    assert dataset._LONG_FORM.flags & regex.REVERSE and not forward.flags & regex.REVERSE
    texts = [normalize(t) for t in REAL + [r["abstract"] for r in dev_rows]]
    texts += ["x " * 10 + "(X)", "a  b (AB)", "w" * 40 + " y (WY)", "\u00e9_x-y  z\u00a0q\tr (ZQR)", " (A)", "a-b (AB)"]
    checked = 0
    for text in texts:
        for m in dataset._DEFINED.finditer(text):
            lo = max(0, m.start() - 160)
            a, b = forward.search(text, lo, m.start()), dataset._LONG_FORM.search(text, lo, m.start())
            assert (a and a.span()) == (b and b.span()), text[lo:m.end()]
            checked += 1
    assert checked > 2000


def test_number_word_find_gives_the_spans_of_the_word_pattern(dev_rows: list[dict]) -> None:
    """``numbers._word_spans`` finds number words with ``str.find`` on ASCII text; on every seed and
    dev abstract and on edge cases it gives exactly the spans of ``_WORD_MENTION``."""
    from abstract_claims.reading import numbers
    from abstract_claims.reading.text import normalize

    edges = ["Two", "TWENTY-one", "network twofold", "_two two_ x-two two-", "seventeen seven", "nineteenineteen",
             "eight.Eight,eighteen;\n(three)", "ſix s\u0131x \u212aeleven", "weight height often ten", "tEn",
             "three-fold three-folded three-fold_ three-folds two-Fold ten-fold-x", "a million one hundred, A Thousand",
             "a millionaire one hundreds data million a\tmillion half a billion ta million one-million"]
    texts = [normalize(t) for t in REAL + [r["abstract"] for r in dev_rows]] + edges
    for text in texts:
        assert numbers._word_spans(text) == [m.span() for m in numbers._WORD_MENTION.finditer(text)], text[:80]
    assert numbers._word_spans("Two of the network's THREE, seventeen") == [(0, 3), (21, 26), (28, 37)]
    assert sum(len(numbers._word_spans(t)) for t in texts) > 1000


def test_url_scan_without_the_bare_domain_branch_agrees_where_no_bare_domain_can_start(dev_rows: list[dict]) -> None:
    """``urls.find`` runs ``_SCHEMED`` where ``_BARE`` matches nowhere, and leaves out the GitHub Pages branch where
    '.github.io' is absent and the glued-scheme start where ``_GLUED`` matches nowhere; there each must find exactly what
    ``URL`` finds, and ``_BARE`` must match wherever ``URL`` finds a bare domain."""
    from abstract_claims.kinds import urls
    from abstract_claims.reading.text import normalize

    edges = ["code at github.com/a/b and see example.org", "visit https://x.io/a. or www.y.com",
             "at  foo.bar.ai/x", "Code: site.dev/a", "email a@b.com", "in x.com", "on .com", "see a.b.c.d.e.f.g.com"]
    texts = [normalize(t) for t in REAL + [r["abstract"] for r in dev_rows]] + edges
    bare = 0
    for text in texts:
        full = [m.span() for m in urls.URL.finditer(text)]
        # the prefilter's necessary conditions: a link start or a top-level domain; a domain for a bare one
        assert not full or urls.LINK_START.search(text) or urls.TLD.search(text), text[:80]
        assert not urls._BARE.search(text) or urls.TLD.search(text), text[:80]
        if urls._BARE.search(text):
            bare += 1
        else:
            assert [m.span() for m in urls._SCHEMED.finditer(text)] == full, text[:80]
        if urls._PAGES_HOST not in text:  # the GitHub Pages branch can match nowhere either
            assert [m.span() for m in urls._url(bare=True, pages=False, glued=True).finditer(text)] == full, text[:80]
        if not urls._GLUED.search(text):  # nor the glued-scheme start
            assert [m.span() for m in urls._url(bare=True, pages=True, glued=False).finditer(text)] == full, text[:80]
    assert 10 < bare < len(texts) // 10
    assert [m["url"] for m in urls.URL.finditer(edges[0])] == ["github.com/a/b", "example.org"]
    assert not urls._BARE.search(edges[1]) and urls._BARE.search(edges[0])
