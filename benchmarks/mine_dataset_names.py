"""Candidate names for ``vocab/datasets.txt``: what the context rules call a dataset, counted over corpora.

    python benchmarks/mine_dataset_names.py [--min 4] [--out candidates.tsv]

Runs the extractor over ``corpora/large.parquet`` (without the 2026 rows of unread late gold),
``corpora/dev.jsonl`` and the lines of ``corpora/pool2025.jsonl`` outside the sealed half of ``blind2025``
and outside ``fresh2025`` (gold that must stay unread), and counts, for each name a rule other than ``dataset.vocab`` found, the
abstracts it was found in. Names found in at least ``--min`` abstracts are written with their rule
counts, most frequent first. Not a vocabulary: in session 6 readers kept a name only when the exact
string nearly always names data (models, tools, venues, common words and fragments dropped); the
kept names are the "Mined" section of ``datasets.txt``. Prints figures; not a test.
"""

from __future__ import annotations

import argparse
import collections
import json
import multiprocessing
import sys
from pathlib import Path

import polars as pl

ROOT = Path(__file__).resolve().parent.parent
CORPORA = ROOT.parent / "shared" / "corpora"
sys.path.insert(0, str(ROOT / "tests" / "gold"))
import draw_blind  # noqa: E402  (the documented draws: which pool lines are sealed gold)
import draw_late  # noqa: E402  (the documented late draws: which 2026 rows of large.parquet are unread gold)

from abstract_claims import DocumentTimeout, analyze  # noqa: E402


def texts() -> list[str]:
    """The abstracts to mine: never a line of the sealed or fresh gold, nor a 2026 row of the late draws kept unread
    (late2026a) or blind (the newest pairs, late2026aa/names2026ab, late2026ac/names2026ad and late2026ae/names2026af)."""
    large = pl.read_parquet(CORPORA / "large.parquet", columns=["id", "year", "abstract"])
    late = large.filter(pl.col("year") >= 2026)["id"].to_list()
    unread = {late[i] for draw in (draw_late.draw_late_a, draw_late.draw_late_aa, draw_late.draw_late_ab,
                                   draw_late.draw_late_ac, draw_late.draw_late_ad, draw_late.draw_late_ae,
                                   draw_late.draw_late_af)
              for i in draw(len(late))}
    out = large.filter(~pl.col("id").is_in(sorted(unread)))["abstract"].to_list()
    out += [json.loads(line)["abstract"] for line in (CORPORA / "dev.jsonl").open(encoding="utf-8")]
    lines = (CORPORA / "pool2025.jsonl").read_text(encoding="utf-8").splitlines()
    _, sealed = draw_blind.draw(len(lines))
    banned = set(sealed) | set(draw_blind.draw_fresh(len(lines)))
    return out + [json.loads(line)["abstract"] for i, line in enumerate(lines) if i not in banned]


def names(text: str) -> set[tuple[str, str]]:
    """(name, rule) of every dataset row of one abstract; nothing for one that runs out of time."""
    try:
        return {(c.name or c.text, c.rule) for c in analyze(text, timeout=5).claims if c.kind == "dataset"}
    except DocumentTimeout:
        return set()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--min", type=int, default=4, help="abstracts a name must be found in")
    parser.add_argument("--out", type=Path, default=Path("candidates.tsv"))
    args = parser.parse_args()
    corpus = texts()
    found: dict[str, collections.Counter[str]] = collections.defaultdict(collections.Counter)
    with multiprocessing.Pool() as pool:
        for rows in pool.imap(names, corpus, chunksize=200):
            for name, rule in rows:
                found[name][rule] += 1
    kept = sorted(((sum(c.values()), n, c) for n, c in found.items() if "dataset.vocab" not in c), reverse=True)
    kept = [row for row in kept if row[0] >= args.min]
    with args.out.open("w", encoding="utf-8") as f:
        for total, name, rules in kept:
            f.write(f"{total}\t{name}\t{' '.join(f'{r}:{k}' for r, k in rules.most_common())}\n")
    print(f"{len(corpus)} abstracts, {len(found)} names, {len(kept)} found in >= {args.min} abstracts -> {args.out}")


if __name__ == "__main__":
    main()
