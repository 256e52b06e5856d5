"""The published tables' contract (SPEC section 2), in two light layers.

- ``abstract_claims.schemas.domain``: kinds, units, qualifiers and statuses as plain tuples;
- ``abstract_claims.schemas.tables``: the pandera schemas ``PAPERS`` and ``CLAIMS`` (the single
  source of truth for columns, their types, checks and descriptions) and ``validate``.

This ``__init__`` imports neither, so importing the extraction core never pulls in pandera.
"""
