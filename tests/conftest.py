"""Shared fixtures and paths for the test suite."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
DEV_CORPUS = SHARED / "corpora" / "dev.jsonl"


def dev_abstracts() -> list[dict]:
    """All 3,000 abstracts of the shared dev corpus (the test fails loudly if it is missing)."""
    if not DEV_CORPUS.exists():
        pytest.fail(f"{DEV_CORPUS} is missing: the shared corpora must sit beside the checkout")
    with open(DEV_CORPUS, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh]


@pytest.fixture(scope="session")
def dev_rows() -> list[dict]:
    return dev_abstracts()
