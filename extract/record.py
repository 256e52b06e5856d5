"""The one record every extractor returns."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from abstract_claims.schemas.domain import ENTITY_KINDS, KINDS, NUMERIC_KINDS, QUALIFIERS, UNITS  # noqa: F401 - re-exported


# How telling a rule's evidence is: a cue glued to the number's form beats one right after it,
# which beats one before it; coordination, the fallback and the residual rules come last. Named by a rule's second part
# ('score.after.metric' is tier 'after').
TIERS = {"form": 0, "after": 1, "before": 2, "list": 3, "fallback": 4, "residual": 5}


def tier_of(rule: str) -> int:
    """The tier of a rule id such as ``score.after.metric`` (read once, when the claim is made)."""
    parts = rule.split(".")
    return TIERS.get(parts[1], 3) if len(parts) > 1 else 3


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
    tier: int = 2  # when two rules claim one number, the lower tier wins (see ``TIERS``); not published



    def with_(self, **changes: Any) -> "Claim":
        """A copy with some fields changed (records are immutable)."""
        return replace(self, **changes)


# The fields of a Claim in the order of the ``claims`` table's columns (which add the ids and the sentence).
FIELDS = ("kind", "value", "value_high", "unit", "qualifier", "name", "metric", "dataset", "baseline", "hardware",
          "text", "start", "end", "rule")
