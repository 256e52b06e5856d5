"""The closed vocabularies of SPEC sections 2 and 3, as plain tuples.

They live apart from the pandera tables (``abstract_claims.schemas.tables``) so that the extraction
core can name kinds, units and qualifiers without importing pandera or pyarrow: ``from
abstract_claims import analyze`` stays light. The tables' checks are built from these same tuples.
"""

from __future__ import annotations

NUMERIC_KINDS = ("speedup", "reduction", "improvement", "score", "count", "model_size")
ENTITY_KINDS = ("dataset", "hardware", "code_url", "url")
KINDS = NUMERIC_KINDS + ENTITY_KINDS
UNITS = ("x", "%", "pp", "points", "params", "count", "bytes", "seconds", "orders_of_magnitude")
QUALIFIERS = ("exact", "up_to", "at_least", "at_most", "approx", "range")

# Why a number is not a claim (``numbers.reason``; ``kinds/reasons.py`` decides them)
REASONS = ("setting", "name_part", "year_or_date", "math", "list_marker", "ordinal", "own_part", "background",
           "citation_or_reference", "unexplained")
NOT_CLAIM = "not_claim"
VERDICTS = NUMERIC_KINDS + (NOT_CLAIM,)

LIST_COLUMNS = ("datasets", "hardware", "urls")
STATUSES = ("ok", "timeout", "error")
