"""Score an earlier tree of the package on today's gold files, with today's scorer (SPEC section 5).

Issue 13's hidden set (160 abstracts of 2025 venues, annotated under SPEC by others) was scored once, with the rules
of the tree the issue was filed against (aa7448a). Scoring that same tree on our own gold shows which of our files
read like the hidden set's annotators: where a file's "then" row matches the issue's table, its "now" row is the best
guess at the hidden set today (docs/quality.md, "Calibrating the proxies against the hidden set").

    mkdir -p /tmp/then && git archive aa7448a extract schemas | tar -x -C /tmp/then
    python benchmarks/then_and_now.py /tmp/then

The earlier tree runs in a child process with ``PYTHONPATH`` set to it; its import package was ``extract`` (with a
top-level ``schemas``) until session 4 and ``abstract_claims`` since, whichever the tree holds. Today's tree is the one
this script imports.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

from abstract_claims.evaluation.runner import predictions
from abstract_claims.evaluation.scorer import evaluate, read_gold

GOLD = Path(__file__).resolve().parent.parent / "tests" / "gold"
MEASURES = ("numeric", "typed", "datasets", "method")
# files annotated for names only (no numeric claims): their numeric rows say nothing
NAMES_ONLY = ("names", "venues")

# run in the child: every gold record's prediction in the gold shape, as one JSON object on stdout
_CHILD = r"""
import importlib, json, sys
analyze = importlib.import_module(sys.argv[1]).analyze
ATTRS = ("kind", "value", "value_high", "unit", "qualifier", "text", "metric", "dataset", "baseline", "hardware", "rule")
NUMERIC = ("speedup", "score", "improvement", "reduction", "count", "model_size")
out = {}
for path in sys.argv[2:]:
    for line in open(path, encoding="utf-8"):
        g = json.loads(line)
        r = analyze(g["abstract"], title=g.get("title"))
        out[g["paper_id"]] = {
            "method": r.method,
            "claims": [{k: getattr(c, k, None) for k in ATTRS} for c in r.claims if c.kind in NUMERIC],
            "datasets": [c.name for c in r.claims if c.kind == "dataset"],
            "hardware": [c.name for c in r.claims if c.kind == "hardware"],
            "urls": [c.name for c in r.claims if c.kind in ("url", "code_url")]}
json.dump(out, sys.stdout)
"""


def _group(name: str) -> str:
    """The row a gold file's counts are pooled into: the single blind files stand alone, the draws of one kind pool."""
    for prefix, label in (("venues2024", "venues2024 draws"), ("names", "names draws"), ("study2025", "study2025 draws")):
        if name.startswith(prefix):
            return label
    return "late2026 draws (b on)" if name.startswith("late2026") and name != "late2026a" else name


def _splits(name: str, gold: dict[str, dict]) -> list[tuple[str, dict[str, dict]]]:
    if name != "blind2025":
        return [(name, gold)]
    return [(f"blind2025-{half}", {k: g for k, g in gold.items() if g.get("split") == half}) for half in ("study", "sealed")]


def _f1(tp: int, fp: int, fn: int) -> str:
    p = tp / (tp + fp) if tp + fp else 0.0
    r = tp / (tp + fn) if tp + fn else 0.0
    f = 2 * p * r / (p + r) if p + r else 0.0
    return f"{f:.3f} (P {p:.3f} R {r:.3f})"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("then", type=Path, help="an earlier tree's root (holding its import package)")
    ap.add_argument("--per-file", action="store_true", help="one row per gold file instead of pooled groups")
    args = ap.parse_args()
    files = sorted(GOLD.glob("*.jsonl"))
    if (args.then / "extract" / "core.py").is_file():
        module = "extract.core"
    elif (args.then / "abstract_claims" / "analysis.py").is_file():
        module = "abstract_claims.analysis"
    else:
        sys.exit(f"{args.then}: holds neither extract/core.py nor abstract_claims/analysis.py")
    env = {**os.environ, "PYTHONPATH": str(args.then.resolve())}
    child = subprocess.run([sys.executable, "-c", _CHILD, module, *map(str, files)], env=env, cwd=args.then,
                           capture_output=True, text=True)
    if child.returncode != 0:
        sys.exit(f"the earlier tree failed:\n{child.stderr}")
    then_pred = json.loads(child.stdout)
    # counts[row][measure] = [tp, fp, fn] then, [tp, fp, fn] now
    counts: dict[str, dict[str, list[int]]] = defaultdict(lambda: {m: [0] * 6 for m in MEASURES})
    for path in files:
        gold_all = read_gold(path, abstracts=True)
        now_pred = predictions(gold_all)
        for name, gold in _splits(path.stem, gold_all):
            row = name if args.per_file else _group(name)
            then = evaluate(gold, {k: then_pred[k] for k in gold}).as_dict()
            now = evaluate(gold, {k: now_pred[k] for k in gold}).as_dict()
            for m in MEASURES:
                for i, report in enumerate((then, now)):
                    for j, key in enumerate(("tp", "fp", "fn")):
                        counts[row][m][3 * i + j] += report[m][key]
    print(f"{'gold':<26}" + "".join(f"{m + ' then':<26}{m + ' now':<26}" for m in MEASURES))
    for row in sorted(counts):
        cells = []
        for m in MEASURES:
            c = counts[row][m]
            names_only = m in ("numeric", "typed") and row.startswith(NAMES_ONLY)
            cells += ["-", "-"] if names_only else [_f1(*c[:3]), _f1(*c[3:])]
        print(f"{row:<26}" + "".join(f"{cell:<26}" for cell in cells))


if __name__ == "__main__":
    main()
