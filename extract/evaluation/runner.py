"""``abstract-claims eval``: predictions for a gold file, scored and formatted.

Gold records carry their ``abstract`` (and ``title``), so a gold file is self-contained: without
``--pred`` the extractor runs on those abstracts; with ``--pred OUTDIR`` the published tables of a
previous ``extract`` run are read instead.
"""

from __future__ import annotations

from pathlib import Path

import polars as pl

from abstract_claims.analysis import analyze
from abstract_claims.evaluation.scorer import evaluate, read_gold
from abstract_claims.record import NUMERIC_KINDS

_ATTRS = ("kind", "value", "value_high", "unit", "qualifier", "text", "metric", "dataset", "baseline", "hardware", "rule")


def _from_claims(method: str | None, claims: list[dict]) -> dict:
    return {"method": method,
            "claims": [{k: c.get(k) for k in _ATTRS} for c in claims if c["kind"] in NUMERIC_KINDS],
            "datasets": [c["name"] for c in claims if c["kind"] == "dataset"],
            "hardware": [c["name"] for c in claims if c["kind"] == "hardware"],
            "urls": [c["name"] for c in claims if c["kind"] in ("url", "code_url")]}


def predictions(gold: dict[str, dict], pred: Path | None = None) -> dict[str, dict]:
    """Predicted records in the gold shape, by paper_id."""
    if pred is None:
        out = {}
        for pid, g in gold.items():
            if "abstract" not in g:
                raise ValueError(f"gold record {pid}: no 'abstract' field; pass --pred OUTDIR")
            r = analyze(g["abstract"], title=g.get("title"))
            out[pid] = _from_claims(r.method, [{k: getattr(c, k) for k in (*_ATTRS, "name")} for c in r.claims])
        return out
    papers = pl.read_parquet(pred / "papers.parquet")
    claims = pl.read_parquet(pred / "claims.parquet")
    by_paper: dict[str, list[dict]] = {}
    for c in claims.sort("paper_id", "start").iter_rows(named=True):
        by_paper.setdefault(c["paper_id"], []).append(c)
    return {p["paper_id"]: _from_claims(p["method"], by_paper.get(p["paper_id"], []))
            for p in papers.iter_rows(named=True)}


def evaluate_file(gold_path: Path, *, pred: Path | None = None, split: str | None = None) -> dict:
    """The full report of SPEC section 5 for one gold file, as a dict; ``split``: only the records
    whose ``split`` is this (``blind2025.jsonl`` has a ``study`` and a ``sealed`` half)."""
    gold = read_gold(gold_path, abstracts=pred is None)
    if split is not None:
        gold = {pid: g for pid, g in gold.items() if g.get("split") == split}
        if not gold:
            raise ValueError(f"{gold_path}: no record has split {split!r}")
    report = evaluate(gold, predictions(gold, pred)).as_dict()
    report["gold"] = str(gold_path)
    return report


def format_report(r: dict, *, verbose: bool = False) -> str:
    """A readable text report; ``verbose`` lists every miss, extra and entity error."""
    def row(name: str, t: dict) -> str:
        return f"  {name:<22} P {t['precision']:.3f}  R {t['recall']:.3f}  F1 {t['f1']:.3f}   (tp {t['tp']}, fp {t['fp']}, fn {t['fn']})"

    lines = [f"gold: {r['gold']} ({r['papers']} papers)", row("numeric detection", r["numeric"]), row("numeric typed", r["typed"])]
    lines += [row(f"  {k}", t) for k, t in r["per_kind"].items()]
    lines += [row(k, r[k]) for k in ("datasets", "hardware", "urls", "method")]
    lines.append("  attribute agreement on paired rows: " + ", ".join(f"{k} {v:.3f}" for k, v in r["attributes"].items()))
    lines.append("  precision per rule:")
    lines += [f"    {rule:<34} {v['precision']:.3f} ({v['rows']} rows)" for rule, v in r["rule_precision"].items()]
    lines.append(f"  misses {len(r['misses'])}, extras {len(r['extras'])}, wrong kind {len(r['wrong_kind'])}")
    if verbose:
        lines += [f"    MISS  {m['paper_id']} {m['kind']:<11} {m['value']!r:<12} {m['text']!r}" for m in r["misses"]]
        lines += [f"    EXTRA {m['paper_id']} {m['kind']:<11} {m['value']!r:<12} {m['text']!r} [{m['rule']}]" for m in r["extras"]]
        lines += [f"    KIND  {m['paper_id']} {m['predicted']} -> gold {m['gold']} {m['text']!r} [{m['rule']}]" for m in r["wrong_kind"]]
        lines += [f"    {e['field'].upper():<8} {e['paper_id']} extra {e['extra']} missed {e['missed']}" for e in r["entity_errors"]]
    return "\n".join(lines)
