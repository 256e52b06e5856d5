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

A third draw (session 6, ``study2025.jsonl``) is study material from the same distribution: 150 more
lines, seed 2027, from the lines neither earlier draw took; annotated before the extractors ran on
them, then read freely (its misses guide rules; the sealed half and fresh2025 stay unread). It also
writes ``OUTDIR/study2.jsonl``:

    rest = sorted(set(range(n_lines)) - set(study + sealed + fresh))
    study2 = sorted(random.Random(STUDY2_SEED).sample(rest, 150))

A fourth draw (session 9, ``study2025b.jsonl``): 100 more lines, seed 2028, from the lines no earlier
draw took; annotated before the extractors ran on them, scored once as they were (a blind
measurement), then read freely like study2025. It also writes ``OUTDIR/study3.jsonl``:

    rest = sorted(set(range(n_lines)) - set(study + sealed + fresh + study2))
    study3 = sorted(random.Random(STUDY3_SEED).sample(rest, 100))

A fifth draw (session 10, ``study2025c.jsonl``): 100 more lines, seed 2029, from the lines no earlier
draw took; annotated before the extractors ran on them, scored once as they were (a blind
measurement), then read freely. It also writes ``OUTDIR/study4.jsonl``:

    rest = sorted(set(range(n_lines)) - set(study + sealed + fresh + study2 + study3))
    study4 = sorted(random.Random(STUDY4_SEED).sample(rest, 100))

A sixth draw (session 10, ``study2025d.jsonl``): 100 more lines, seed 2030, the same way. It also writes
``OUTDIR/study5.jsonl``:

    rest = sorted(set(range(n_lines)) - set(study + sealed + fresh + study2 + study3 + study4))
    study5 = sorted(random.Random(STUDY5_SEED).sample(rest, 100))

A seventh draw (session 11, ``study2025e.jsonl``): 100 more lines, seed 2031, the same way. It also writes
``OUTDIR/study6.jsonl``:

    rest = sorted(set(range(n_lines)) - set(study + sealed + fresh + study2 + study3 + study4 + study5))
    study6 = sorted(random.Random(STUDY6_SEED).sample(rest, 100))

An eighth draw (session 14, ``study2025f.jsonl``): 100 more lines, seed 2032, the same way. It also writes
``OUTDIR/study7.jsonl``:

    rest = sorted(set(range(n_lines)) - set(study + sealed + fresh + study2 + study3 + study4 + study5 + study6))
    study7 = sorted(random.Random(STUDY7_SEED).sample(rest, 100))

A ninth draw (session 14, ``study2025g.jsonl``): 100 more lines, seed 2033, the same way, drawn and annotated late in
the session to score that session's final rules blind. It also writes ``OUTDIR/study8.jsonl``:

    rest = sorted(set(range(n_lines)) - set(study + sealed + fresh + study2 + ... + study7))
    study8 = sorted(random.Random(STUDY8_SEED).sample(rest, 100))

A tenth draw (session 15, ``study2025h.jsonl``): 100 more lines, seed 2034, the same way, drawn and annotated at the
start of the session, before its rules, to score the rules blind. It also writes ``OUTDIR/study9.jsonl``:

    rest = sorted(set(range(n_lines)) - set(study + sealed + fresh + study2 + ... + study8))
    study9 = sorted(random.Random(STUDY9_SEED).sample(rest, 100))

An eleventh draw (session 16, ``study2025i.jsonl``): 100 more lines, seed 2035, the same way, drawn and annotated at
the start of the session, before its rules, to score the rules blind. It also writes ``OUTDIR/study10.jsonl``:

    rest = sorted(set(range(n_lines)) - set(study + sealed + fresh + study2 + ... + study9))
    study10 = sorted(random.Random(STUDY10_SEED).sample(rest, 100))

A twelfth draw (session 17, ``study2025j.jsonl``): 100 more lines, seed 2036, the same way, drawn and annotated at
the start of the session, before its rules, to score the rules blind. It also writes ``OUTDIR/study11.jsonl``:

    rest = sorted(set(range(n_lines)) - set(study + sealed + fresh + study2 + ... + study10))
    study11 = sorted(random.Random(STUDY11_SEED).sample(rest, 100))

A thirteenth draw (session 18, ``study2025k.jsonl``): 100 more lines, seed 2037, the same way, drawn and annotated at
the start of the session, before its rules, to score the rules blind. It also writes ``OUTDIR/study12.jsonl``:

    rest = sorted(set(range(n_lines)) - set(study + sealed + fresh + study2 + ... + study11))
    study12 = sorted(random.Random(STUDY12_SEED).sample(rest, 100))

A fourteenth draw (session 18, ``study2025l.jsonl``): 100 more lines, seed 2038, the same way, drawn and annotated at
the end of the session, after its rules, to score them blind. It also writes ``OUTDIR/study13.jsonl``:

    rest = sorted(set(range(n_lines)) - set(study + sealed + fresh + study2 + ... + study12))
    study13 = sorted(random.Random(STUDY13_SEED).sample(rest, 100))

A fifteenth draw (session 19, ``study2025m.jsonl``): 100 more lines, seed 2039, the same way, drawn and annotated at
the start of the session, before its rules, to score the session's first and last rules blind. It also writes
``OUTDIR/study14.jsonl``:

    rest = sorted(set(range(n_lines)) - set(study + sealed + fresh + study2 + ... + study13))
    study14 = sorted(random.Random(STUDY14_SEED).sample(rest, 100))

A sixteenth draw (session 19, ``study2025n.jsonl``): 100 more lines, seed 2040, the same way, drawn and annotated in
the session's second half, to score its last rules blind. It also writes ``OUTDIR/study15.jsonl``:

    rest = sorted(set(range(n_lines)) - set(study + sealed + fresh + study2 + ... + study14))
    study15 = sorted(random.Random(STUDY15_SEED).sample(rest, 100))

A seventeenth draw (session 20, ``study2025o.jsonl``): 100 more lines, seed 2041, the same way, drawn and annotated at
the start of the session, before its rules, to score them blind at its end. It also writes ``OUTDIR/study16.jsonl``:

    rest = sorted(set(range(n_lines)) - set(study + sealed + fresh + study2 + ... + study15))
    study16 = sorted(random.Random(STUDY16_SEED).sample(rest, 100))

An eighteenth draw (session 20, ``names2025.jsonl``): 200 more lines, seed 2042, the same way, annotated for the
method and the dataset names only (the two measures that lag on unseen text), so that their misses can be ranked by
how often each shape recurs rather than read one sentence at a time. It also writes ``OUTDIR/names.jsonl``:

    rest = sorted(set(range(n_lines)) - set(study + sealed + fresh + study2 + ... + study16))
    names = sorted(random.Random(NAMES_SEED).sample(rest, 200))

A nineteenth draw (session 20, ``names2025b.jsonl``): 200 more lines, seed 2043, the same way, annotated like
names2025 (method and dataset names only) in the session's middle and scored blind at its end, to measure that
session's name rules on text they were not written against. It also writes ``OUTDIR/names2.jsonl``:

    rest = sorted(set(range(n_lines)) - set(study + sealed + fresh + study2 + ... + study16 + names))
    names2 = sorted(random.Random(NAMES2_SEED).sample(rest, 200))

A twentieth draw (session 20, ``names2025c.jsonl``): 200 more lines, seed 2044, the same way, annotated like names2025
near the session's end and scored blind with its first and last rules. It also writes ``OUTDIR/names3.jsonl``:

    rest = sorted(set(range(n_lines)) - set(study + sealed + fresh + study2 + ... + names + names2))
    names3 = sorted(random.Random(NAMES3_SEED).sample(rest, 200))

A twenty-first draw (session 21, ``names2025d.jsonl``): 200 more lines, seed 2045, the same way, annotated like
names2025 at the session's start and scored blind with its first and last rules. It also writes
``OUTDIR/names4.jsonl``:

    rest = sorted(set(range(n_lines)) - set(study + sealed + fresh + study2 + ... + names2 + names3))
    names4 = sorted(random.Random(NAMES4_SEED).sample(rest, 200))

A twenty-second draw (session 21, ``study2025p.jsonl``): 100 more lines, seed 2046, the same way, fully annotated in the
session's middle and scored blind with its rules then and at its end. It also writes ``OUTDIR/study17.jsonl``:

    rest = sorted(set(range(n_lines)) - set(study + sealed + fresh + study2 + ... + names3 + names4))
    study17 = sorted(random.Random(STUDY17_SEED).sample(rest, 100))

A twenty-third draw (session 21, ``names2025e.jsonl``): 200 more lines, seed 2047, the same way, annotated like
names2025 in the session's middle and scored blind like study2025p. It also writes ``OUTDIR/names5.jsonl``:

    rest = sorted(set(range(n_lines)) - set(study + sealed + fresh + study2 + ... + names4 + study17))
    names5 = sorted(random.Random(NAMES5_SEED).sample(rest, 200))

A twenty-fourth and a twenty-fifth draw (session 22, ``study2025q.jsonl`` and ``names2025f.jsonl``): 100 more lines,
seed 2048, fully annotated, and 200 more, seed 2049, annotated like names2025; both drawn at the session's start and
scored blind with its first and last rules. They also write ``OUTDIR/study18.jsonl`` and ``OUTDIR/names6.jsonl``:

    rest = sorted(set(range(n_lines)) - set(study + sealed + fresh + study2 + ... + study17 + names5))
    study18 = sorted(random.Random(STUDY18_SEED).sample(rest, 100))
    rest = sorted(set(rest) - set(study18))
    names6 = sorted(random.Random(NAMES6_SEED).sample(rest, 200))

A twenty-sixth and a twenty-seventh draw (session 23, ``study2025r.jsonl`` and ``names2025g.jsonl``): 100 more lines,
seed 2050, fully annotated, and 200 more, seed 2051, annotated like names2025; both drawn at the session's start and
scored blind with its first and last rules. They also write ``OUTDIR/study19.jsonl`` and ``OUTDIR/names7.jsonl``:

    rest = sorted(set(range(n_lines)) - set(study + sealed + fresh + study2 + ... + study18 + names6))
    study19 = sorted(random.Random(STUDY19_SEED).sample(rest, 100))
    rest = sorted(set(rest) - set(study19))
    names7 = sorted(random.Random(NAMES7_SEED).sample(rest, 200))

A twenty-eighth and a twenty-ninth draw (session 24, ``study2025s.jsonl`` and ``names2025h.jsonl``): 100 more lines,
seed 2052, fully annotated, and 200 more, seed 2053, annotated like names2025; both drawn at the session's start and
scored blind with its first and last rules. They also write ``OUTDIR/study20.jsonl`` and ``OUTDIR/names8.jsonl``:

    rest = sorted(set(range(n_lines)) - set(study + sealed + fresh + study2 + ... + study19 + names7))
    study20 = sorted(random.Random(STUDY20_SEED).sample(rest, 100))
    rest = sorted(set(rest) - set(study20))
    names8 = sorted(random.Random(NAMES8_SEED).sample(rest, 200))

A thirtieth and a thirty-first draw (session 25, ``study2025t.jsonl`` and ``names2025i.jsonl``): 100 more lines,
seed 2054, fully annotated, and the last 50, seed 2055 (only their order depends on it), annotated like names2025;
both drawn at the session's start and scored blind with its first and last rules. With them every one of the pool's
4,000 lines has been drawn exactly once. They also write ``OUTDIR/study21.jsonl`` and ``OUTDIR/names9.jsonl``:

    rest = sorted(set(range(n_lines)) - set(study + sealed + fresh + study2 + ... + study20 + names8))
    study21 = sorted(random.Random(STUDY21_SEED).sample(rest, 100))
    rest = sorted(set(rest) - set(study21))
    names9 = sorted(random.Random(NAMES9_SEED).sample(rest, 50))  # == rest
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
STUDY2_SEED = 2027
STUDY2_SIZE = 150
STUDY3_SEED = 2028
STUDY3_SIZE = 100
STUDY4_SEED = 2029
STUDY4_SIZE = 100
STUDY5_SEED = 2030
STUDY5_SIZE = 100
STUDY6_SEED = 2031
STUDY6_SIZE = 100
STUDY7_SEED = 2032
STUDY7_SIZE = 100
STUDY8_SEED = 2033
STUDY8_SIZE = 100
STUDY9_SEED = 2034
STUDY9_SIZE = 100
STUDY10_SEED = 2035
STUDY10_SIZE = 100
STUDY11_SEED = 2036
STUDY11_SIZE = 100
STUDY12_SEED = 2037
STUDY12_SIZE = 100
STUDY13_SEED = 2038
STUDY13_SIZE = 100
STUDY14_SEED = 2039
STUDY14_SIZE = 100
STUDY15_SEED = 2040
STUDY15_SIZE = 100
STUDY16_SEED = 2041
STUDY16_SIZE = 100
NAMES_SEED = 2042
NAMES_SIZE = 200
NAMES2_SEED = 2043
NAMES2_SIZE = 200
NAMES3_SEED = 2044
NAMES3_SIZE = 200
NAMES4_SEED = 2045
NAMES4_SIZE = 200
STUDY17_SEED = 2046
STUDY17_SIZE = 100
NAMES5_SEED = 2047
NAMES5_SIZE = 200
STUDY18_SEED = 2048
STUDY18_SIZE = 100
NAMES6_SEED = 2049
NAMES6_SIZE = 200
STUDY19_SEED = 2050
STUDY19_SIZE = 100
NAMES7_SEED = 2051
NAMES7_SIZE = 200
STUDY20_SEED = 2052
STUDY20_SIZE = 100
NAMES8_SEED = 2053
NAMES8_SIZE = 200
STUDY21_SEED = 2054
STUDY21_SIZE = 100
NAMES9_SEED = 2055
NAMES9_SIZE = 50  # the last 50 lines: with this draw every line of the pool has been drawn once


def draw(n_lines: int) -> tuple[list[int], list[int]]:
    """The (study, sealed) line numbers, each in file order."""
    drawn = random.Random(SEED).sample(range(n_lines), SIZE)
    return sorted(drawn[: SIZE // 2]), sorted(drawn[SIZE // 2 :])


# The later draws in order, (seed, size): each samples the lines that neither the first draw nor any
# earlier later draw took (the formulas in the module docstring).
LATER = ((FRESH_SEED, FRESH_SIZE), (STUDY2_SEED, STUDY2_SIZE), (STUDY3_SEED, STUDY3_SIZE), (STUDY4_SEED, STUDY4_SIZE),
         (STUDY5_SEED, STUDY5_SIZE), (STUDY6_SEED, STUDY6_SIZE), (STUDY7_SEED, STUDY7_SIZE),
         (STUDY8_SEED, STUDY8_SIZE), (STUDY9_SEED, STUDY9_SIZE), (STUDY10_SEED, STUDY10_SIZE),
         (STUDY11_SEED, STUDY11_SIZE), (STUDY12_SEED, STUDY12_SIZE),
         (STUDY13_SEED, STUDY13_SIZE), (STUDY14_SEED, STUDY14_SIZE),
         (STUDY15_SEED, STUDY15_SIZE), (STUDY16_SEED, STUDY16_SIZE), (NAMES_SEED, NAMES_SIZE),
         (NAMES2_SEED, NAMES2_SIZE), (NAMES3_SEED, NAMES3_SIZE),
         (NAMES4_SEED, NAMES4_SIZE), (STUDY17_SEED, STUDY17_SIZE), (NAMES5_SEED, NAMES5_SIZE),
         (STUDY18_SEED, STUDY18_SIZE), (NAMES6_SEED, NAMES6_SIZE),
         (STUDY19_SEED, STUDY19_SIZE), (NAMES7_SEED, NAMES7_SIZE),
         (STUDY20_SEED, STUDY20_SIZE), (NAMES8_SEED, NAMES8_SIZE),
         (STUDY21_SEED, STUDY21_SIZE), (NAMES9_SEED, NAMES9_SIZE))


def later_draws(n_lines: int) -> list[list[int]]:
    """The line numbers of each later draw, in file order."""
    study, sealed = draw(n_lines)
    taken, drawn = set(study + sealed), []
    for seed, size in LATER:
        picked = sorted(random.Random(seed).sample(sorted(set(range(n_lines)) - taken), size))
        drawn.append(picked)
        taken |= set(picked)
    return drawn


def draw_fresh(n_lines: int) -> list[int]:
    """The second draw (fresh2025)."""
    return later_draws(n_lines)[0]


def draw_study2(n_lines: int) -> list[int]:
    """The third draw (study2025)."""
    return later_draws(n_lines)[1]


def draw_study3(n_lines: int) -> list[int]:
    """The fourth draw (study2025b)."""
    return later_draws(n_lines)[2]


def draw_study4(n_lines: int) -> list[int]:
    """The fifth draw (study2025c)."""
    return later_draws(n_lines)[3]


def draw_study5(n_lines: int) -> list[int]:
    """The sixth draw (study2025d)."""
    return later_draws(n_lines)[4]


def draw_study6(n_lines: int) -> list[int]:
    """The seventh draw (study2025e)."""
    return later_draws(n_lines)[5]


def draw_study7(n_lines: int) -> list[int]:
    """The eighth draw (study2025f)."""
    return later_draws(n_lines)[6]


def draw_study8(n_lines: int) -> list[int]:
    """The ninth draw (study2025g)."""
    return later_draws(n_lines)[7]


def draw_study9(n_lines: int) -> list[int]:
    """The tenth draw (study2025h)."""
    return later_draws(n_lines)[8]


def draw_study10(n_lines: int) -> list[int]:
    """The eleventh draw (study2025i)."""
    return later_draws(n_lines)[9]


def draw_study11(n_lines: int) -> list[int]:
    """The twelfth draw (study2025j)."""
    return later_draws(n_lines)[10]


def draw_study12(n_lines: int) -> list[int]:
    """The thirteenth draw (study2025k)."""
    return later_draws(n_lines)[11]


def draw_study13(n_lines: int) -> list[int]:
    """The fourteenth draw (study2025l)."""
    return later_draws(n_lines)[12]


def draw_study14(n_lines: int) -> list[int]:
    """The fifteenth draw (study2025m)."""
    return later_draws(n_lines)[13]


def draw_study15(n_lines: int) -> list[int]:
    """The sixteenth draw (study2025n)."""
    return later_draws(n_lines)[14]


def draw_study16(n_lines: int) -> list[int]:
    """The seventeenth draw (study2025o)."""
    return later_draws(n_lines)[15]


def draw_names(n_lines: int) -> list[int]:
    """The eighteenth draw (names2025: method and dataset names only)."""
    return later_draws(n_lines)[16]


def draw_names2(n_lines: int) -> list[int]:
    """The nineteenth draw (names2025b: method and dataset names only)."""
    return later_draws(n_lines)[17]


def draw_names3(n_lines: int) -> list[int]:
    """The twentieth draw (names2025c: method and dataset names only)."""
    return later_draws(n_lines)[18]


def draw_names4(n_lines: int) -> list[int]:
    """The twenty-first draw (names2025d: method and dataset names only)."""
    return later_draws(n_lines)[19]


def draw_study17(n_lines: int) -> list[int]:
    """The twenty-second draw (study2025p)."""
    return later_draws(n_lines)[20]


def draw_names5(n_lines: int) -> list[int]:
    """The twenty-third draw (names2025e: method and dataset names only)."""
    return later_draws(n_lines)[21]


def draw_study18(n_lines: int) -> list[int]:
    """The twenty-fourth draw (study2025q)."""
    return later_draws(n_lines)[22]


def draw_names6(n_lines: int) -> list[int]:
    """The twenty-fifth draw (names2025f: method and dataset names only)."""
    return later_draws(n_lines)[23]


def draw_study19(n_lines: int) -> list[int]:
    """The twenty-sixth draw (study2025r)."""
    return later_draws(n_lines)[24]


def draw_names7(n_lines: int) -> list[int]:
    """The twenty-seventh draw (names2025g: method and dataset names only)."""
    return later_draws(n_lines)[25]


def draw_study20(n_lines: int) -> list[int]:
    """The twenty-eighth draw (study2025s)."""
    return later_draws(n_lines)[26]


def draw_names8(n_lines: int) -> list[int]:
    """The twenty-ninth draw (names2025h: method and dataset names only)."""
    return later_draws(n_lines)[27]


def draw_study21(n_lines: int) -> list[int]:
    """The thirtieth draw (study2025t)."""
    return later_draws(n_lines)[28]


def draw_names9(n_lines: int) -> list[int]:
    """The thirty-first draw (names2025i: method and dataset names only)."""
    return later_draws(n_lines)[29]


def main(pool: str, out: str) -> None:
    lines = Path(pool).read_text(encoding="utf-8").splitlines()
    study, sealed = draw(len(lines))
    names = ("fresh", "study2", "study3", "study4", "study5", "study6", "study7", "study8", "study9", "study10",
             "study11", "study12", "study13", "study14", "study15", "study16", "names", "names2", "names3", "names4", "study17", "names5",
             "study18", "names6", "study19", "names7",
             "study20", "names8", "study21", "names9")
    Path(out).mkdir(parents=True, exist_ok=True)
    for name, picked in (("study", study), ("sealed", sealed), *zip(names, later_draws(len(lines)))):
        with open(Path(out) / f"{name}.jsonl", "w", encoding="utf-8") as f:
            for i in picked:
                row = json.loads(lines[i])
                f.write(json.dumps({"line": i, "paper_id": row["id"], "title": row["title"],
                                    "abstract": row["abstract"]}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
