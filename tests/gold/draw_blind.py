"""Draw the blind 2025 gold sample: 200 abstracts of ``corpora/pool2025.jsonl``, split 100/100.

The draw is fixed by one seed so anyone can redraw it; it was made *before* the extractors were run
on these abstracts, and the annotators read only the abstracts (see GUIDELINE.md).

    rng = random.Random(SEED)
    drawn = rng.sample(range(n_lines), 200)      # 0-based line numbers of pool2025.jsonl
    study, sealed = drawn[:100], drawn[100:]     # study: read freely; sealed: scored only at the end

Run: ``python tests/gold/draw_blind.py ../shared/corpora/pool2025.jsonl OUTDIR``. It writes
``OUTDIR/study.jsonl`` and ``OUTDIR/sealed.jsonl`` with id, title and abstract of each drawn line.

A second, later draw (session 5, ``fresh2025.jsonl``) measures the rules again on text nobody had
read: 100 more lines, seed 2026, from the lines the first draw did not take; it also writes
``OUTDIR/fresh.jsonl``:

    rest = sorted(set(range(n_lines)) - set(study + sealed))
    fresh = sorted(random.Random(FRESH_SEED).sample(rest, 100))
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

SEED = 2025
SIZE = 200
FRESH_SEED = 2026
FRESH_SIZE = 100


def draw(n_lines: int) -> tuple[list[int], list[int]]:
    """The (study, sealed) line numbers, each in file order."""
    drawn = random.Random(SEED).sample(range(n_lines), SIZE)
    return sorted(drawn[: SIZE // 2]), sorted(drawn[SIZE // 2 :])


def draw_fresh(n_lines: int) -> list[int]:
    """The line numbers of the second draw, in file order: none of them is in the first."""
    study, sealed = draw(n_lines)
    rest = sorted(set(range(n_lines)) - set(study + sealed))
    return sorted(random.Random(FRESH_SEED).sample(rest, FRESH_SIZE))


def main(pool: str, out: str) -> None:
    lines = Path(pool).read_text(encoding="utf-8").splitlines()
    study, sealed = draw(len(lines))
    fresh = draw_fresh(len(lines))
    Path(out).mkdir(parents=True, exist_ok=True)
    for name, picked in (("study", study), ("sealed", sealed), ("fresh", fresh)):
        with open(Path(out) / f"{name}.jsonl", "w", encoding="utf-8") as f:
            for i in picked:
                row = json.loads(lines[i])
                f.write(json.dumps({"line": i, "paper_id": row["id"], "title": row["title"],
                                    "abstract": row["abstract"]}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
