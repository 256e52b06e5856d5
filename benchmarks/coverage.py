"""Coverage report: what share of each number shape ends ``unexplained`` (issue 13).

Every number mention the grammar finds gets a verdict (a claim kind or a named reason). This script
runs the extractor with ``explain=True`` over a random sample of a corpus and prints, per shape
(percent, factor, unit, number word, decimal, integer), how many mentions became claims, how many
were explained away and how many no rule decided, with a random sample of the unexplained ones to read.

    python benchmarks/coverage.py ../shared/corpora/large.parquet --sample 20000 --show 15

The sample is drawn with a fixed seed (``--seed``), so two trees can be compared on the same abstracts.
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter, defaultdict
from pathlib import Path

import polars as pl

from abstract_claims import analyze
from abstract_claims.analysis import DocumentTimeout
from abstract_claims.passes.verdicts import UNEXPLAINED, shape


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("corpus", type=Path, help="Parquet or JSON Lines with an `abstract` column")
    ap.add_argument("--sample", type=int, default=20000, help="abstracts drawn at random (default 20000; 0: all)")
    ap.add_argument("--seed", type=int, default=13, help="seed of the draw (default 13)")
    ap.add_argument("--show", type=int, default=10, help="unexplained examples printed per shape (default 10)")
    ap.add_argument("--json", type=Path, help="also write the table as JSON here")
    args = ap.parse_args()
    frame = pl.read_parquet(args.corpus) if args.corpus.suffix == ".parquet" else pl.read_ndjson(args.corpus)
    texts = frame["abstract"].to_list()
    rows = random.Random(args.seed).sample(range(len(texts)), args.sample) if 0 < args.sample < len(texts) else range(len(texts))
    totals: Counter[str] = Counter()
    outcome: dict[str, Counter[str]] = defaultdict(Counter)
    examples: dict[str, list[str]] = defaultdict(list)
    for i in rows:
        text = texts[i]
        if not text:
            continue
        try:
            result = analyze(text, explain=True, timeout=5.0)
        except DocumentTimeout:
            continue
        for v in result.numbers:
            s = shape(v)
            totals[s] += 1
            outcome[s]["claim" if v.reason is None else v.reason] += 1
            if v.reason == UNEXPLAINED:
                lo, hi = max(0, v.start - 70), min(len(text), v.end + 50)
                examples[s].append(f"{text[lo:v.start]}[[{v.text}]]{text[v.end:hi]}".replace("\n", " "))
    print(f"{len(rows)} abstracts of {args.corpus.name} (seed {args.seed})\n")
    print(f"{'shape':18} {'mentions':>9} {'claims':>8} {'explained':>10} {'unexplained':>12}  share unexplained")
    table = {}
    for s, n in totals.most_common():
        claims, unexplained = outcome[s]["claim"], outcome[s][UNEXPLAINED]
        table[s] = {"mentions": n, "claims": claims, "unexplained": unexplained, "reasons": dict(outcome[s])}
        print(f"{s:18} {n:9,} {claims:8,} {n - claims - unexplained:10,} {unexplained:12,}  {unexplained / n:6.1%}")
    reasons = Counter()
    for c in outcome.values():
        reasons.update({k: v for k, v in c.items() if k not in ("claim", UNEXPLAINED)})
    print("\nreasons:", ", ".join(f"{k} {v:,}" for k, v in reasons.most_common()))
    rng = random.Random(args.seed)
    for s in totals:
        pool = examples[s]
        if pool and args.show:
            print(f"\n== unexplained {s}: {len(pool):,}; a random {min(args.show, len(pool))}")
            for e in rng.sample(pool, min(args.show, len(pool))):
                print("  ", e)
    if args.json:
        args.json.write_text(json.dumps(table, indent=2) + "\n")


if __name__ == "__main__":
    main()
