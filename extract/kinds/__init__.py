"""The kinds of SPEC section 3: one module per kind, each with the same ``find(doc) -> Iterator[Claim]``,
its rules and its ``EXAMPLES`` / ``COUNTER_EXAMPLES`` side by side. ``cues`` holds what the numeric
kinds share, ``reasons`` why a number is not a claim, ``fallback`` the residual tier, ``method`` the
paper's method name.

Adding a kind: write ``kinds/<kind>.py`` with ``KINDS``, ``find``, ``EXAMPLES`` and ``COUNTER_EXAMPLES``,
list it below, add the kind to ``schemas/domain.py`` and a gold row (docs/architecture.md walks through it).
"""

from __future__ import annotations

from abstract_claims.kinds import count, dataset, hardware, improvement, model_size, reduction, score, speedup, urls

# Entities first: their spans protect the digits in names ('RTX 5090'). Among numeric modules, when
# two claim one number the lower rule tier wins, then this order.
ENTITY_EXTRACTORS = (hardware, dataset, urls)
NUMERIC_EXTRACTORS = (model_size, speedup, reduction, improvement, count, score)
EXTRACTORS = ENTITY_EXTRACTORS + NUMERIC_EXTRACTORS
