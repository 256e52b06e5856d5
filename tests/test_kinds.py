"""Every kind has one module with its rules and examples side by side, and gold rows that score it.

Each kind module's ``EXAMPLES`` run through ``analyze`` (the whole pipeline, so resolution between
kinds counts too) and must give exactly the listed rows of the module's kinds, in order; its
``COUNTER_EXAMPLES`` must give none of them.
"""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType

import pytest

from abstract_claims import analyze
from abstract_claims.kinds import EXTRACTORS, method
from abstract_claims.reading.vocab import not_methods
from abstract_claims.schemas.domain import KINDS, NUMERIC_KINDS

GOLD = Path(__file__).resolve().parent / "gold"
CASES = [(m, text, expected) for m in EXTRACTORS for text, expected in m.EXAMPLES]
COUNTER = [(m, text) for m in EXTRACTORS for text in m.COUNTER_EXAMPLES]


def _rows(module: ModuleType, text: str) -> list[tuple[object, str]]:
    return [(c.value if c.kind in NUMERIC_KINDS else c.name, c.text)
            for c in analyze(text).claims if c.kind in module.KINDS]


@pytest.mark.parametrize("module,text,expected", CASES, ids=[f"{m.__name__.rsplit('.', 1)[1]}:{t[:40]}" for m, t, _ in CASES])
def test_examples(module: ModuleType, text: str, expected: tuple) -> None:
    assert _rows(module, text) == list(expected)


@pytest.mark.parametrize("module,text", COUNTER, ids=[f"{m.__name__.rsplit('.', 1)[1]}:{t[:40]}" for m, t in COUNTER])
def test_counter_examples(module: ModuleType, text: str) -> None:
    assert _rows(module, text) == []


def test_every_kind_has_a_module_examples_and_gold() -> None:
    emitted = {k: m for m in EXTRACTORS for k in m.KINDS}
    assert set(emitted) == set(KINDS), set(KINDS) ^ set(emitted)
    for kind, module in emitted.items():
        assert len(module.EXAMPLES) >= 2 and len(module.COUNTER_EXAMPLES) >= 1, kind
    gold_kinds: set[str] = set()
    for path in GOLD.glob("*.jsonl"):
        for line in path.read_text(encoding="utf-8").splitlines():
            record = json.loads(line)
            gold_kinds |= {c["kind"] for c in record["claims"]}
            gold_kinds |= {"dataset"} if record["datasets"] else set()
            gold_kinds |= {"hardware"} if record["hardware"] else set()
            gold_kinds |= {"url", "code_url"} if record["urls"] else set()
    assert set(KINDS) <= gold_kinds, set(KINDS) - gold_kinds


def test_method_stem_anchored_passes_find_what_a_full_scan_finds(dev_rows: list[dict]) -> None:
    """The method passes that start with a proposing verb are tried only where a verb starts
    (``Document.stem_starts``); over the dev abstracts, in other casings and beside the characters
    IGNORECASE folds to ASCII, that finds exactly the matches of ``finditer``."""
    from abstract_claims.kinds.method import passes
    from abstract_claims.reading.document import Document

    stemmed = [(stems, p) for _, stems, p in passes._PASSES if stems] + [(passes._ACRONYM_STEMS, passes._ACRONYM),
                                                                          (passes._ACRONYM_LONG_STEMS, passes._ACRONYM_LONG),
                                                                          (passes._VERB_STEMS, passes._ARTIFACT_COLON)]
    assert len(stemmed) == 13  # with the quoted-name pass, the artifact-colon acronym, the lower-case defined name, "the", apposed,
    # "called the", the bracketed name
    texts = [r["abstract"] for r in dev_rows]
    texts += [t.upper() for t in texts[:20]] + ["We PROPOSE FooNet (FN).", "we \u017fpropose FooNet", "\u0130ntroducing BarNet.",
                                                "We introduce time-to-unsafe-sampling, a novel safety measure.",
                                                "We PROPOSE THE QR-learner, a learner.",
                                                "We develop a new algorithm, named the ApproxMPOT algorithm, for it."]
    found = 0
    for text in texts:
        doc = Document(text)
        for stems, pattern in stemmed:
            fast = [m.span() for m in passes._matches(doc, pattern, stems)]
            assert fast == [m.span() for m in doc.finditer(pattern)], text[:60]
            found += len(fast)
    assert found > 100
    assert Document("we \u017fpropose FooNet").stem_starts(passes._VERB_STEMS) is None  # 'ſ': scan instead
    assert Document("We PROPOSE X; reproposed").stem_starts(("propos",)) == (3,)


def test_dataset_vocabulary_split_by_first_character_finds_what_the_whole_trie_finds(dev_rows: list[dict]) -> None:
    """``dataset.names._vocab_matches`` (a candidate scan, then the trie branch of that character) finds
    exactly what ``_vocab().finditer`` finds: over the dev abstracts, upper-cased, and at the edges
    (names that start a text, follow a hyphen or a dot, or start with a digit or a lower-case letter)."""
    from abstract_claims.kinds.dataset import names as dataset
    from abstract_claims.reading.document import Document

    texts = [r["abstract"] for r in dev_rows]
    texts += [t.upper() for t in texts[:20]] + ["CIFAR-10 and nuScenes, e-SNLI, 20 Newsgroups; x-CIFAR-10, a.MNIST, MNIST.",
                                                "ImageNet1K ImageNet 1K\nSQuAD"]
    found = 0
    for text in texts:
        doc = Document(text)
        fast = [m.span("name") for m in dataset._vocab_matches(doc)]
        assert fast == [m.span("name") for m in dataset._vocab().finditer(doc.norm)], text[:60]
        found += len(fast)
    assert found > 50
    assert [m["name"] for m in dataset._vocab_matches(Document("CIFAR-10 and nuScenes, e-SNLI; x-MNIST."))] == [
        "CIFAR-10", "nuScenes", "e-SNLI"]


def test_names_never_a_method_come_from_their_data_file() -> None:
    """``reading/data/not_methods.txt`` holds the generic names (matched exactly, so the acronym ``CALL`` is listed
    and the word ``Call`` is not); ``method._ok`` refuses them and takes a coined name."""
    assert {"LLM", "BLEU", "RAG", "CALL", "Survey"} <= not_methods() and "Call" not in not_methods()
    assert [method._ok(n) for n in ("BLEU", "GNNs", "ORISE")] == [False, False, True]


def test_vocabulary_files_list_each_entry_once() -> None:
    """Each data file under ``reading/data`` lists an entry once: a name added twice (sessions add names in batches)
    would say nothing new and hides which batch added it."""
    data = Path(__file__).resolve().parents[1] / "extract" / "reading" / "data"
    for path in sorted(data.glob("*.txt")):
        entries = [line.strip() for line in path.read_text(encoding="utf-8").splitlines()
                   if line.strip() and not line.startswith("#")]
        repeated = sorted({entry for entry in entries if entries.count(entry) > 1})
        assert not repeated, f"{path.name}: {repeated}"


def test_source_and_data_files_hold_no_control_characters() -> None:
    """No file of the package holds a control character but a newline: a pattern edited through a non-raw string once
    held a backspace where ``\\b`` was meant, which matched nothing and silently disabled its lookahead."""
    root = Path(__file__).resolve().parents[1] / "extract"
    for path in sorted([*root.rglob("*.py"), *root.rglob("*.txt"), *root.rglob("*.tsv")]):
        text = path.read_text(encoding="utf-8")
        bad = sorted({hex(ord(ch)) for ch in text if ord(ch) < 0x20 and ch not in "\n\t"})
        assert not bad, f"{path.relative_to(root.parent)}: {bad}"
