"""Which spans each abstract shows, and the compact per-paper records the page's script renders.

Overlapping spans cannot both be marked without crossing tags. The rule: numeric claims win over
entity claims, then the earlier and the longer span; a claim that loses is not highlighted and is
listed under its abstract with the claim it overlaps. Numbers that are not claims (from
``numbers.parquet``) are shown faintly where no highlighted claim covers them.

The abstract is cut into segments here, in Python, so the browser never sees an offset: Python
counts code points and JavaScript UTF-16 units, which differ as soon as an abstract holds an
emoji or a mathematical letter. A segment is a string (plain text), an int (the index of a
highlighted claim in the paper's ``claims``, whose text is the span), or ``[text, reason, rule]``
(a number that is not a claim).

>>> placed = place("ImageNet-21k", [
...     {"claim_id": "p-0", "kind": "dataset", "text": "ImageNet-21k", "start": 0, "end": 12},
...     {"claim_id": "p-1", "kind": "count", "text": "21k", "start": 9, "end": 12}])
>>> [c["claim_id"] for c in placed.shown], [(c["claim_id"], why) for c, why in placed.skipped]
(['p-1'], [('p-0', 'overlaps p-1 (count)')])
>>> fmt_number(48000.0), fmt_number(0.012), fmt_number(None)
('48000', '0.012', '—')
"""

from __future__ import annotations

from dataclasses import dataclass

import polars as pl

from abstract_claims.schemas.domain import NOT_CLAIM
from abstract_claims.schemas.tables import NUMERIC_KINDS

# The order of a claim's fields in the page's data (``fields`` in the payload); also the claims table's columns.
CLAIM_FIELDS = ("claim_id", "kind", "text", "value", "value_high", "unit", "qualifier", "name", "metric",
                "dataset", "baseline", "hardware", "rule")
TIP_FIELDS = ("value", "unit", "qualifier", "metric", "dataset", "baseline", "hardware", "rule")
SOURCE_COLUMNS = ("claim_id", "paper_id", "kind", "value", "value_high", "unit", "qualifier", "name", "metric",
                  "dataset", "baseline", "hardware", "text", "start", "end", "rule")


@dataclass(frozen=True)
class Placement:
    """Which claims of one abstract are marked, and why the others are not."""

    shown: list[dict]
    skipped: list[tuple[dict, str]]


@dataclass(frozen=True)
class Layout:
    """Every paper's record in display order (papers with claims first), with the page's totals."""

    papers: list[dict]
    shown: int
    skipped: int
    numbers_shown: int


def fmt_number(v: float | None) -> str:
    """Plain digits for whole numbers below a million, else six significant digits."""
    if v is None:
        return "—"
    if v == int(v) and abs(v) < 1e6:
        return str(int(v))
    return f"{v:.6g}"


def place(abstract: str, claims: list[dict]) -> Placement:
    """Choose the spans to mark: numeric first, then earlier, then longer; a loser is listed, not dropped."""
    order = sorted(claims, key=lambda c: (c["kind"] not in NUMERIC_KINDS, c["start"], -c["end"], c["claim_id"]))
    shown: list[dict] = []
    skipped: list[tuple[dict, str]] = []
    for c in order:
        if abstract[c["start"]:c["end"]] != c["text"] or c["start"] >= c["end"]:
            skipped.append((c, "its span does not match the abstract"))
            continue
        clash = next((s for s in shown if c["start"] < s["end"] and s["start"] < c["end"]), None)
        if clash is not None:
            skipped.append((c, f"overlaps {clash['claim_id']} ({clash['kind']})"))
        else:
            shown.append(c)
    shown.sort(key=lambda c: c["start"])
    skipped.sort(key=lambda cs: cs[0]["claim_id"])
    return Placement(shown, skipped)


def place_numbers(abstract: str, numbers: list[dict], shown: list[dict]) -> list[dict]:
    """The non-claim numbers to show: inside the abstract, clear of every mark and of each other (earlier wins)."""
    taken = [(c["start"], c["end"]) for c in shown]
    out = []
    for n in sorted(numbers, key=lambda n: (n["start"], -n["end"])):
        if n["verdict"] != NOT_CLAIM or abstract[n["start"]:n["end"]] != n["text"]:
            continue
        if all(n["end"] <= s or e <= n["start"] for s, e in taken):
            taken.append((n["start"], n["end"]))
            out.append(n)
    return out


def segments(abstract: str, marks: list[tuple[int, int, object]]) -> list:
    """Cut the abstract at the given non-overlapping ``(start, end, segment)`` spans; text between stays a string."""
    out: list = []
    at = 0
    for start, end, seg in sorted(marks, key=lambda m: m[0]):
        if start > at:
            out.append(abstract[at:start])
        out.append(seg)
        at = end
    if at < len(abstract):
        out.append(abstract[at:])
    return out


def _record(paper: dict, claims: list[dict], numbers: list[dict]) -> tuple[dict, Placement, int]:
    abstract = paper["abstract"]
    placed = place(abstract, claims)
    index = {c["claim_id"]: i for i, c in enumerate(claims)}
    faint = place_numbers(abstract, numbers, placed.shown)
    spans: list[tuple[int, int, object]] = [(c["start"], c["end"], index[c["claim_id"]]) for c in placed.shown]
    spans += [(n["start"], n["end"], [n["text"], n["reason"] or "unexplained", n["rule"]]) for n in faint]
    venue = " ".join(str(paper[k]) for k in ("venue", "year") if paper.get(k) is not None)
    record = {
        "id": paper["paper_id"],
        "title": paper.get("title") or paper.get("method") or None,
        "source": paper.get("source") or None,
        "venue": venue or None,
        "method": paper.get("method") or None,
        "status": paper.get("status") if paper.get("status") not in (None, "ok") else None,
        "text": segments(abstract, spans),
        "claims": [[fmt_number(c[f]) if f in ("value", "value_high") and c[f] is not None else c[f]
                    for f in CLAIM_FIELDS] for c in claims],
        "skipped": [[index[c["claim_id"]], why] for c, why in placed.skipped],
    }
    return record, placed, len(faint)


def _group(frame: pl.DataFrame | None, columns: tuple[str, ...]) -> dict[str, list[dict]]:
    out: dict[str, list[dict]] = {}
    if frame is not None:
        for row in frame.select(columns).iter_rows(named=True):
            out.setdefault(row["paper_id"], []).append(row)
    return out


def layout(papers: pl.DataFrame, claims: pl.DataFrame, numbers: pl.DataFrame | None = None) -> Layout:
    """Every paper's record, those with claims first (each group in table order); the same tables give the same list."""
    by_paper = _group(claims, SOURCE_COLUMNS)
    nums = _group(numbers, ("paper_id", "text", "start", "end", "verdict", "reason", "rule"))
    records, shown, skipped, faint = [], 0, 0, 0
    for p in papers.iter_rows(named=True):
        mine = sorted(by_paper.get(p["paper_id"], []), key=lambda c: (c["start"], c["claim_id"]))
        record, placed, n = _record(p, mine, nums.get(p["paper_id"], []))
        records.append(record)
        shown, skipped, faint = shown + len(placed.shown), skipped + len(placed.skipped), faint + n
    records.sort(key=lambda r: not r["claims"])  # stable: papers with claims first
    return Layout(records, shown, skipped, faint)
