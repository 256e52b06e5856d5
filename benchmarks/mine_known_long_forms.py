"""The long forms many abstracts spell out before an acronym: ``reading/data/known_long_forms.txt``.

    python benchmarks/mine_known_long_forms.py [--min 4] [--out extract/reading/data/known_long_forms.txt]

Every acronym in brackets in a ``corpora/large.parquet`` abstract (two capitals or more: 'SoS', 'CAD', 'MILPs') whose
letters the words right before it spell out (``reading.text.long_form_start``), the long form lower-cased, counted over
the abstracts that spell it out; those in at least ``--min`` abstracts are techniques, tasks and things papers use
('sum-of-squares', 'computer-aided design', 'proportional-integral-derivative'), which the method rules must not take
for a paper's own name (kinds/method.py, ``_common_long_form``). A coined name is spelled out by the paper that coins it
and by few others (session 35: of 104 method changes on 20,000 random abstracts at ``--min 4``, about 95 dropped a
known technique or swapped it for the paper's own name; 2 lost the first paper's own, `RARL`, `SLiC`). Phrases
common_phrases.txt holds already are left out. The unread gold rows (late2026a, venues2024b) are left out. Prints
figures; writes the file the extractor reads.
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

from abstract_claims.reading.text import long_form_start  # noqa: E402
from abstract_claims.reading.vocab import common_phrases  # noqa: E402

_BRACKETED = regex.compile(r"\((?P<acronym>[A-Za-z][A-Za-z0-9&/+-]{1,14})\)")
_SPACES = regex.compile(r"\s+")
_MARKS = " ,;:\"'“”‘’*_`"
HEADER = """# Long forms spelled out before an acronym in {min} or more abstracts of large.parquet
# (benchmarks/mine_known_long_forms.py): techniques, tasks and things papers use ('sum-of-squares', 'computer-aided
# design'), never a paper's coined name (kinds/method.py, _common_long_form). Lower case, one per line, generated: do not
# edit by hand, run the script.
"""


def long_forms(abstract: str) -> set[str]:
    """The lower-cased long forms one abstract spells out before a bracketed acronym of two capitals or more."""
    found = set()
    for m in _BRACKETED.finditer(abstract):
        acronym = m["acronym"]
        if sum(c.isupper() for c in acronym) < 2:
            continue
        before = abstract[max(0, m.start() - 150):m.start()]
        start = long_form_start(before, acronym)
        if start is None:
            continue
        long = _SPACES.sub(" ", before[start:].strip().lower()).strip(_MARKS)
        if len(long.split()) >= 2 or "-" in long:
            found.add(long)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--min", type=int, default=4, help="abstracts that must spell a long form out")
    parser.add_argument("--out", type=Path, default=ROOT / "extract" / "reading" / "data" / "known_long_forms.txt")
    args = parser.parse_args()
    large = pl.read_parquet(CORPORA / "large.parquet", columns=["id", "year", "venue", "title", "abstract"])
    late = large.filter(pl.col("year") >= 2026)["id"].to_list()
    unread = {late[i] for i in draw_late.draw_late_a(len(late))}
    venues = draw_venue.rows(str(CORPORA / "large.parquet"))
    unread |= {venues[i]["id"] for i in draw_venue.draw_venues_b(len(venues))}
    counts: collections.Counter[str] = collections.Counter()
    for row in large.filter(~pl.col("id").is_in(sorted(unread))).iter_rows(named=True):
        counts.update(long_forms(row["abstract"] or ""))
    known = sorted(k for k, n in counts.items() if n >= args.min and k not in common_phrases())
    args.out.write_text(HEADER.format(min=args.min) + "".join(k + "\n" for k in known), encoding="utf-8")
    print(f"{len(counts):,} long forms spelled out; {len(known):,} in {args.min} or more abstracts and not in "
          f"common_phrases.txt -> {args.out}")


if __name__ == "__main__":
    main()
