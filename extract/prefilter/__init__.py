"""The batch prefilter: Rust-regex supersets of the live patterns, evaluated once per batch in
Polars, so that scans that cannot match an abstract are skipped. It never changes a result.
"""
