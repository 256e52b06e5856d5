"""Score predictions against a gold file exactly as SPEC section 5 says.

Per paper, then summed over papers:
- numeric detection: predicted and gold numeric rows are paired by equal ``value`` (relative
  tolerance 1e-6), preferring the same kind; precision/recall/F1 over pairs, ignoring kind;
- typed: a pair counts only when the kinds are equal too;
- attributes: on paired rows, the share whose metric/dataset/baseline/hardware agree (folded;
  one containing the other agrees; both null agrees);
- entities: datasets and hardware match after folding or containment; URLs after normalization;
- method: exact match after folding; each paper's method is a set of zero or one name.
"""

from __future__ import annotations

from typing import Any

import json
import math
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

import regex

from abstract_claims.record import NUMERIC_KINDS
from abstract_claims.kinds.urls import normalize_url

ATTRIBUTES = ("metric", "dataset", "baseline", "hardware")


def fold(text: str | None) -> str:
    """Case-, space- and punctuation-insensitive key."""
    return regex.sub(r"[^\p{L}\p{N}]", "", (text or "").lower())


def _same_value(a: float, b: float) -> bool:
    return math.isclose(a, b, rel_tol=1e-6, abs_tol=0.0) or a == b


def _agree(a: str | None, b: str | None) -> bool:
    fa, fb = fold(a), fold(b)
    if not fa and not fb:
        return True
    if not fa or not fb:
        return False
    return fa in fb or fb in fa


@dataclass
class Tally:
    """True positives, false positives and false negatives."""

    tp: int = 0
    fp: int = 0
    fn: int = 0

    def add(self, tp: int, fp: int, fn: int) -> None:
        self.tp += tp
        self.fp += fp
        self.fn += fn

    def as_dict(self) -> dict[str, float | int]:
        p = self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0
        r = self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0
        f = 2 * p * r / (p + r) if p + r else 0.0
        return {"precision": round(p, 4), "recall": round(r, 4), "f1": round(f, 4),
                "tp": self.tp, "fp": self.fp, "fn": self.fn}


@dataclass
class Report:
    """Every figure of one evaluation, plus the misses and extras that explain them."""

    papers: int = 0
    numeric: Tally = field(default_factory=Tally)
    typed: Tally = field(default_factory=Tally)
    per_kind: dict[str, Tally] = field(default_factory=lambda: defaultdict(Tally))
    entities: dict[str, Tally] = field(default_factory=lambda: {k: Tally() for k in ("datasets", "hardware", "urls", "method")})
    agreement: dict[str, list[int]] = field(default_factory=lambda: {a: [0, 0] for a in ATTRIBUTES})
    rules: dict[str, list[int]] = field(default_factory=lambda: defaultdict(lambda: [0, 0]))
    misses: list[dict] = field(default_factory=list)
    extras: list[dict] = field(default_factory=list)
    wrong_kind: list[dict] = field(default_factory=list)
    entity_errors: list[dict] = field(default_factory=list)

    def as_dict(self) -> dict:
        return {
            "papers": self.papers,
            "numeric": self.numeric.as_dict(),
            "typed": self.typed.as_dict(),
            "per_kind": {k: self.per_kind[k].as_dict() for k in NUMERIC_KINDS},
            **{k: v.as_dict() for k, v in self.entities.items()},
            "attributes": {a: round(ok / n, 4) if n else 1.0 for a, (ok, n) in self.agreement.items()},
            "rule_precision": {r: {"precision": round(ok / n, 4), "rows": n} for r, (ok, n) in sorted(self.rules.items())},
            "misses": self.misses, "extras": self.extras, "wrong_kind": self.wrong_kind,
            "entity_errors": self.entity_errors,
        }


def _pair(pred: list[dict], gold: list[dict]) -> list[tuple[int, int]]:
    """Pairs (pred index, gold index) of equal value, same-kind pairs first."""
    pairs: list[tuple[int, int]] = []
    used_p: set[int] = set()
    used_g: set[int] = set()
    for same_kind in (True, False):
        for gi, g in enumerate(gold):
            if gi in used_g:
                continue
            for pi, p in enumerate(pred):
                if pi in used_p or not _same_value(p["value"], g["value"]):
                    continue
                if same_kind and p["kind"] != g["kind"]:
                    continue
                pairs.append((pi, gi))
                used_p.add(pi)
                used_g.add(gi)
                break
    return pairs


def _match_names(pred: list[str], gold: list[str], contain: bool) -> tuple[int, int, int, list[str], list[str]]:
    used: set[int] = set()
    tp = 0
    extra = []
    for p in pred:
        fp_ = fold(p)
        hit = next((i for i, g in enumerate(gold) if i not in used and fp_ and (
            fp_ == fold(g) or contain and (fp_ in fold(g) or fold(g) in fp_))), None)
        if hit is None:
            extra.append(p)
        else:
            used.add(hit)
            tp += 1
    missed = [g for i, g in enumerate(gold) if i not in used]
    return tp, len(extra), len(missed), extra, missed


def score_paper(report: Report, pid: str, pred: dict, gold: dict) -> None:
    """Add one paper's figures to the report (``pred`` has the gold file's shape plus ``rule``)."""
    report.papers += 1
    p_rows = [c for c in pred.get("claims", []) if c["kind"] in NUMERIC_KINDS]
    g_rows = [c for c in gold.get("claims", []) if c["kind"] in NUMERIC_KINDS]
    pairs = _pair(p_rows, g_rows)
    report.numeric.add(len(pairs), len(p_rows) - len(pairs), len(g_rows) - len(pairs))
    typed = [(pi, gi) for pi, gi in pairs if p_rows[pi]["kind"] == g_rows[gi]["kind"]]
    report.typed.add(len(typed), len(p_rows) - len(typed), len(g_rows) - len(typed))
    for kind in NUMERIC_KINDS:
        tp = sum(1 for pi, gi in typed if g_rows[gi]["kind"] == kind)
        report.per_kind[kind].add(tp, sum(1 for c in p_rows if c["kind"] == kind) - tp,
                                  sum(1 for c in g_rows if c["kind"] == kind) - tp)
    typed_p = {pi for pi, _ in typed}
    for pi, p in enumerate(p_rows):
        rule = p.get("rule") or "?"
        report.rules[rule][0] += pi in typed_p
        report.rules[rule][1] += 1
    for pi, gi in pairs:
        for a in ATTRIBUTES:
            report.agreement[a][0] += _agree(p_rows[pi].get(a), g_rows[gi].get(a))
            report.agreement[a][1] += 1
        if p_rows[pi]["kind"] != g_rows[gi]["kind"]:
            report.wrong_kind.append({"paper_id": pid, "text": p_rows[pi]["text"], "predicted": p_rows[pi]["kind"],
                                      "gold": g_rows[gi]["kind"], "rule": p_rows[pi].get("rule")})
    paired_p, paired_g = {pi for pi, _ in pairs}, {gi for _, gi in pairs}
    report.misses += [{"paper_id": pid, "kind": g["kind"], "value": g["value"], "text": g["text"]}
                      for gi, g in enumerate(g_rows) if gi not in paired_g]
    report.extras += [{"paper_id": pid, "kind": p["kind"], "value": p["value"], "text": p["text"], "rule": p.get("rule")}
                      for pi, p in enumerate(p_rows) if pi not in paired_p]
    for key, contain in (("datasets", True), ("hardware", True)):
        tp, fp, fn, extra, missed = _match_names(pred.get(key, []), gold.get(key, []), contain)
        report.entities[key].add(tp, fp, fn)
        if extra or missed:
            report.entity_errors.append({"paper_id": pid, "field": key, "extra": extra, "missed": missed})
    p_urls = [normalize_url(u) for u in pred.get("urls", [])]
    g_urls = [normalize_url(u) for u in gold.get("urls", [])]
    tp = len(set(p_urls) & set(g_urls))
    report.entities["urls"].add(tp, len(set(p_urls)) - tp, len(set(g_urls)) - tp)
    if set(p_urls) ^ set(g_urls):
        report.entity_errors.append({"paper_id": pid, "field": "urls", "extra": sorted(set(p_urls) - set(g_urls)),
                                     "missed": sorted(set(g_urls) - set(p_urls))})
    pm, gm = fold(pred.get("method")), fold(gold.get("method"))
    tp = int(bool(pm) and pm == gm)
    report.entities["method"].add(tp, int(bool(pm)) - tp, int(bool(gm)) - tp)
    if pm != gm:
        report.entity_errors.append({"paper_id": pid, "field": "method", "extra": [pred.get("method")],
                                     "missed": [gold.get("method")]})


def read_gold(path: Path, *, abstracts: bool = False) -> dict[str, dict]:
    """A gold file as ``{paper_id: record}``. Every record is checked first, so that a malformed file
    is one error naming the file, the line and the problem, never a crash inside the scoring.
    ``abstracts``: each record must carry its abstract (to extract from it)."""
    records: dict[str, dict] = {}
    first: dict[str, int] = {}
    with open(path, "rb") as fh:
        for n, raw in enumerate(fh, 1):
            where = f"{path}: line {n}"
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError:
                raise ValueError(f"{where}: bytes are not UTF-8") from None
            if not line.strip():
                continue
            rec = _gold_json(line, where)
            _check_gold(rec, where, abstracts=abstracts)
            if rec["paper_id"] in first:
                raise ValueError(f"{where}: duplicate paper_id {rec['paper_id']!r} (first at line {first[rec['paper_id']]})")
            first[rec["paper_id"]] = n
            records[rec["paper_id"]] = rec
    return records


def _gold_json(line: str, where: str) -> Any:
    try:
        return json.loads(line)
    except json.JSONDecodeError as exc:
        raise ValueError(f"{where}: not valid JSON ({exc.msg})") from None
    except RecursionError:
        raise ValueError(f"{where}: JSON nested too deeply to read") from None
    except ValueError as exc:  # an integer over Python's 4,300-digit limit
        raise ValueError(f"{where}: not valid JSON ({exc})") from None


def _type(rec: dict, key: str) -> str:
    return type(rec[key]).__name__ if key in rec else "missing"


def _check_gold(rec: object, where: str, *, abstracts: bool) -> None:
    """Raise ``ValueError`` naming the first field of a gold record that the scorer could not use."""
    if not isinstance(rec, dict):
        raise ValueError(f"{where}: expected a JSON object, found {type(rec).__name__}")
    if not isinstance(rec.get("paper_id"), str) or not rec["paper_id"]:
        raise ValueError(f"{where}: no 'paper_id' (a string)")
    if abstracts and not isinstance(rec.get("abstract"), str):
        raise ValueError(f"{where}: no 'abstract' (text) to extract from; pass --pred OUTDIR")
    for key in ("method", "title"):
        if rec.get(key) is not None and not isinstance(rec[key], str):
            raise ValueError(f"{where}: {key!r} must be a string or null, not {_type(rec, key)}")
    for key in ("datasets", "hardware", "urls"):
        if not isinstance(rec.get(key, []), list) or not all(isinstance(v, str) for v in rec.get(key, [])):
            raise ValueError(f"{where}: {key!r} must be a list of strings")
    if not isinstance(rec.get("claims", []), list):
        raise ValueError(f"{where}: 'claims' must be a list, not {_type(rec, 'claims')}")
    for i, claim in enumerate(rec.get("claims", [])):
        if not isinstance(claim, dict):
            raise ValueError(f"{where}: claims[{i}] is {type(claim).__name__}, not an object")
        if not isinstance(claim.get("kind"), str):
            raise ValueError(f"{where}: claims[{i}]: 'kind' must be a string, not {_type(claim, 'kind')}")
        if claim["kind"] not in NUMERIC_KINDS:
            continue  # the scorer ignores other kinds in 'claims'
        value = claim.get("value")
        if not isinstance(value, (int, float)) or isinstance(value, bool) or not math.isfinite(value):
            raise ValueError(f"{where}: claims[{i}]: 'value' must be a number, not {_type(claim, 'value')}")
        if not isinstance(claim.get("text"), str):
            raise ValueError(f"{where}: claims[{i}]: 'text' must be a string, not {_type(claim, 'text')}")
        for key in ATTRIBUTES:
            if claim.get(key) is not None and not isinstance(claim[key], str):
                raise ValueError(f"{where}: claims[{i}]: {key!r} must be a string or null, not {_type(claim, key)}")


def evaluate(gold: dict[str, dict], predictions: dict[str, dict]) -> Report:
    """Score predictions (``{paper_id: record}`` in the gold shape) against gold."""
    report = Report()
    for pid, g in gold.items():
        score_paper(report, pid, predictions.get(pid, {"claims": [], "datasets": [], "hardware": [], "urls": []}), g)
    return report

