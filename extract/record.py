"""The one record every extractor returns."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from abstract_claims.schemas.domain import ENTITY_KINDS, KINDS, NUMERIC_KINDS, QUALIFIERS, UNITS  # noqa: F401 - re-exported


@dataclass(frozen=True, slots=True)
class Claim:
    """One extracted item with its evidence span.

    ``text`` is always ``abstract[start:end]``: the evidence is cut from the original abstract,
    never rebuilt, so a reader can check any row against its source in one look. ``rule`` names
    the pattern that produced the row, which gives per-rule precision for free.
    """

    kind: str
    start: int
    end: int
    text: str
    rule: str
    value: float | None = None
    value_high: float | None = None
    unit: str | None = None
    qualifier: str | None = None
    name: str | None = None
    metric: str | None = None
    dataset: str | None = None
    baseline: str | None = None
    hardware: str | None = None

    def with_(self, **changes: Any) -> "Claim":
        """A copy with some fields changed (records are immutable)."""
        return replace(self, **changes)


# The fields of a Claim in the order of the ``claims`` table's columns (which add the ids and the sentence).
FIELDS = ("kind", "value", "value_high", "unit", "qualifier", "name", "metric", "dataset", "baseline", "hardware",
          "text", "start", "end", "rule")
