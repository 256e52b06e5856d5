"""The coined-looking names many abstracts write: ``reading/data/widely_used_names.txt``.

    python benchmarks/mine_widely_used_names.py [--min 20] [--out extract/reading/data/widely_used_names.txt]

Every token of a ``corpora/large.parquet`` abstract shaped like a coined name but not all capitals (an inner capital
after a small letter, letters and digits mixed, or a hyphen before a capital: 'ChatGPT', 'BiLSTM', 'fMRI',
'quasi-Newton', 'Lucas-Kanade'), counted over the abstracts that write it; those written in at least ``--min`` are
models, tools, techniques and data everyone uses, which the method rules must not give as a paper's own name unless
the paper says so (kinds/method.py, ``_unless_widely_used``; session 35: 11 of 12 method changes on 20,000 random
abstracts right, the twelfth a dataset the paper introduces, which the rule then kept). All-capital acronyms are left
out: the same letters are many papers' own names ('CAD', 'GDP'). The unread gold rows (late2026a, venues2024b) are
left out. Prints figures; writes the file the extractor reads.
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
import draw_venue  # noqa: E402  (the documented venue draws: which rows are unread gold)

# a coined-looking token with a small letter: an inner capital after a small letter, a letter next to a digit, or a
# hyphen before a capital ('ChatGPT', 'ResNet-50', 'fMRI', 'Lucas-Kanade'); not a plain word, not all capitals
_COINED_TOKEN = regex.compile(r"(?<![\w-])(?=[\w-]*[a-z])(?=[\w-]*(?:[a-z][A-Z]|[A-Za-z]\d|\d[A-Za-z]|-[A-Z]))"
                              r"[A-Za-z][\w+-]*[\w+](?![\w-])")
HEADER = """# Coined-looking names (not all capitals) written in {min} or more abstracts of large.parquet
# (benchmarks/mine_widely_used_names.py): models, tools, techniques and data everyone uses ('ChatGPT', 'BiLSTM',
# 'fMRI'), never a paper's own name unless the paper says so (kinds/method.py, _unless_widely_used). One per line,
# generated: do not edit by hand, run the script.
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--min", type=int, default=20, help="abstracts that must write a name")
    parser.add_argument("--out", type=Path, default=ROOT / "extract" / "reading" / "data" / "widely_used_names.txt")
    args = parser.parse_args()
    large = pl.read_parquet(CORPORA / "large.parquet", columns=["id", "year", "abstract"])
    late = large.filter(pl.col("year") >= 2026)["id"].to_list()
    unread = {late[i] for i in draw_late.draw_late_a(len(late))}
    venues = draw_venue.rows(str(CORPORA / "large.parquet"))
    unread |= {venues[i]["id"] for i in draw_venue.draw_venues_b(len(venues))}
    counts: collections.Counter[str] = collections.Counter()
    for abstract in large.filter(~pl.col("id").is_in(sorted(unread)))["abstract"].to_list():
        counts.update(set(_COINED_TOKEN.findall(abstract or "")))
    names = sorted(name for name, n in counts.items() if n >= args.min)
    args.out.write_text(HEADER.format(min=args.min) + "".join(name + "\n" for name in names), encoding="utf-8")
    print(f"{len(counts):,} coined-looking names; {len(names):,} written in {args.min} or more abstracts -> {args.out}")


if __name__ == "__main__":
    main()
