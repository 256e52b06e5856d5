"""The title-case phrases that are common currency, not a paper's coined name: ``reading/data/common_phrases.txt``.

    python benchmarks/mine_common_phrases.py [--min 20] [--out extract/reading/data/common_phrases.txt]

Every piece of a ``corpora/large.parquet`` title that the method rules could take for a name (two to five
capitalized words between the cuts of ``kinds.method.fallbacks._TITLE_CUT``: 'Knowledge Distillation' in 'Knowledge
Distillation for ...'), lower-cased, counted over the abstracts that write it in any casing; those written in at
least ``--min`` abstracts are techniques, fields and tasks ('federated learning', 'model predictive control'),
where a coined name appears in one to eight (session 31: of 90 names the capitalized-title-piece rule added, every
one written in 27 or more abstracts was generic, every one in 8 or fewer a coined name). The 2026 rows of unread
late gold (late2026a, late2026w, names2026x) are left out. Prints figures; writes the file the extractor reads.
"""

from __future__ import annotations

import argparse
import collections
import sys
from pathlib import Path

import polars as pl
import regex

ROOT = Path(__file__).resolve().parent.parent
CORPORA = ROOT.parent / "shared" / "corpora"
sys.path.insert(0, str(ROOT / "tests" / "gold"))
import draw_late  # noqa: E402  (the documented late draws: which 2026 rows of large.parquet are unread gold)

from abstract_claims.kinds.method.fallbacks import _TITLE_CUT  # noqa: E402

_WORD = regex.compile(r"[\w'-]+")
HEADER = """# Title-case phrases written in {min} or more abstracts of large.parquet (benchmarks/mine_common_phrases.py):
# techniques, fields and tasks ('federated learning', 'model predictive control'), never a paper's coined name when an
# abstract capitalizes them after a proposing verb (kinds/method.py, _title_piece). Lower case, one per line, generated:
# do not edit by hand, run the script.
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--min", type=int, default=20, help="abstracts a phrase must be written in")
    parser.add_argument("--out", type=Path, default=ROOT / "extract" / "reading" / "data" / "common_phrases.txt")
    args = parser.parse_args()
    large = pl.read_parquet(CORPORA / "large.parquet", columns=["id", "year", "title", "abstract"])
    late = large.filter(pl.col("year") >= 2026)["id"].to_list()
    unread = {late[i] for draw in (draw_late.draw_late_a, draw_late.draw_late_w, draw_late.draw_late_x)
              for i in draw(len(late))}
    rows = large.filter(~pl.col("id").is_in(sorted(unread))).to_dicts()
    pieces = set()
    for row in rows:
        for piece in _TITLE_CUT.split(row["title"] or ""):
            words = piece.split()
            if words and words[0].lower() in ("the", "a", "an"):
                words = words[1:]
            if 2 <= len(words) <= 5 and all(w[:1].isupper() for w in words):
                pieces.add(" ".join(w.lower() for w in words).rstrip("."))
    counts: collections.Counter[str] = collections.Counter()
    for row in rows:
        words = _WORD.findall((row["abstract"] or "").lower())
        counts.update({g for n in range(2, 6) for i in range(len(words) - n + 1)
                       if (g := " ".join(words[i:i + n])) in pieces})
    common = sorted(g for g, c in counts.items() if c >= args.min)
    args.out.write_text(HEADER.format(min=args.min) + "\n".join(common) + "\n", encoding="utf-8")
    print(f"{len(rows)} abstracts, {len(pieces)} title pieces, {len(common)} written in >= {args.min} abstracts -> {args.out}")


if __name__ == "__main__":
    main()
