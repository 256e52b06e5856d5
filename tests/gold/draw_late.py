"""Draw blind gold from large.parquet's 2026 abstracts, now that pool2025.jsonl is fully drawn.

    python tests/gold/draw_late.py ../shared/corpora/large.parquet OUTDIR

The rows: every large.parquet abstract with ``year >= 2026`` (3,169 rows: IJCAI, WACV, AISTATS, 3DV, RSS, COLT,
KDD, ALT, AI4X), in file order. Twenty of them were read in session 25 while checking the rules on 2026 text
(``random.Random(25).sample(range(len(rows)), 20)``); they are left out. The first draw (session 25,
``late2026a.jsonl``): 100 of the rest, seed 2056, fully annotated by reading before any extractor ran:

    rest = sorted(set(range(len(rows))) - set(random.Random(25).sample(range(len(rows)), 20)))
    late_a = sorted(random.Random(LATE_A_SEED).sample(rest, 100))

The second draw (session 26, ``late2026b.jsonl``, fully annotated) and the third (``names2026c.jsonl``, dataset
and method names only) take 100 each from what is left after the earlier draws, seeds 2057 and 2058:

    late_b = sorted(random.Random(LATE_B_SEED).sample(sorted(set(rest) - set(late_a)), 100))
    late_c = sorted(random.Random(LATE_C_SEED).sample(sorted(set(rest) - set(late_a) - set(late_b)), 100))

The fourth (end of session 26, ``late2026d.jsonl``, fully annotated) takes 100 more the same way, seed 2059; the
fifth (session 27, ``late2026e.jsonl``, fully annotated) and the sixth (session 27, ``names2026f.jsonl``, names only)
100 each, seeds 2060 and 2061; the seventh (session 27, ``late2026g.jsonl``, fully annotated) and the eighth (session 27,
``names2026h.jsonl``, names only), 100 each, seeds 2062 and 2063, drawn after the session's rules were written; the
ninth (session 28, ``late2026i.jsonl``, fully annotated) and the tenth (session 28, ``names2026j.jsonl``, names only),
100 each, seeds 2064 and 2065, drawn at the session's start; the eleventh (``late2026k.jsonl``, fully annotated) and
the twelfth (``names2026l.jsonl``, names only), 100 each, seeds 2066 and 2067, drawn in session 28 after most of its
rules were written; the thirteenth (session 29, ``late2026m.jsonl``, fully annotated) and the fourteenth
(``names2026n.jsonl``, names only), 100 each, seeds 2068 and 2069, drawn at the session's start; the fifteenth
(``late2026o.jsonl``, fully annotated) and the sixteenth (``names2026p.jsonl``, names only), 100 each, seeds 2070 and
2071, drawn in session 29 after its first rules were written; the seventeenth (``late2026q.jsonl``, fully annotated) and
the eighteenth (``names2026r.jsonl``, names only), 100 each, seeds 2072 and 2073, drawn at the end of session 29 after
all its rules were written; the nineteenth (session 30, ``late2026s.jsonl``, fully annotated) and the twentieth
(``names2026t.jsonl``, names only), 100 each, seeds 2074 and 2075, drawn at session 30's start; the twenty-first
(``late2026u.jsonl``, fully annotated) and the twenty-second (``names2026v.jsonl``, names only), 100 each, seeds 2076 and
2077, drawn in session 30 after its first rules were written (late2026s and names2026t were then read); the
twenty-third (session 31, ``late2026w.jsonl``, fully annotated) and the twenty-fourth (``names2026x.jsonl``, names only),
100 each, seeds 2078 and 2079, drawn at session 31's start; the twenty-fifth (``late2026y.jsonl``, fully annotated)
and the twenty-sixth (``names2026z.jsonl``, names only), 100 each, seeds 2080 and 2081, drawn in session 31 after its
first rules were written (late2026w and names2026x still unread); the twenty-seventh (session 32,
``late2026aa.jsonl``, fully annotated) and the twenty-eighth (``names2026ab.jsonl``, names only), 100 each, seeds 2082
and 2083, drawn at session 32's start (after the letters ran out, the names go on as spreadsheet columns do: aa, ab);
the twenty-ninth (``late2026ac.jsonl``, fully annotated) and the thirtieth (``names2026ad.jsonl``, names only), 100
each, seeds 2084 and 2085, drawn in session 32 after its first rules (to 94de481; late2026aa and names2026ab then unread);
the thirty-first (session 33, ``late2026ae.jsonl``, fully annotated), 100 rows, seed 2086, and the thirty-second and
last (``names2026af.jsonl``, names only), the 49 rows left (seed 2087; a sample of all 49 is every one of them),
drawn at session 33's start.

Less blind than the pool was: the rules were checked on large.parquet, construction by construction, and rows a
check added were read (in the hundreds, over 130,000 abstracts); none of these 100 is quoted in docs/quality.md.
Writes ``OUTDIR/late_a.jsonl`` to ``late_af.jsonl`` (line = index among the 2026 rows, paper_id, title, abstract).
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pyarrow.compute as pc
import pyarrow.parquet as pq

READ_SEED, READ_SIZE = 25, 20  # the rows read in session 25
LATE_A_SEED, LATE_A_SIZE = 2056, 100
LATE_B_SEED, LATE_B_SIZE = 2057, 100
LATE_C_SEED, LATE_C_SIZE = 2058, 100
LATE_D_SEED, LATE_D_SIZE = 2059, 100
LATE_E_SEED, LATE_E_SIZE = 2060, 100
LATE_F_SEED, LATE_F_SIZE = 2061, 100
LATE_G_SEED, LATE_G_SIZE = 2062, 100
LATE_H_SEED, LATE_H_SIZE = 2063, 100
LATE_I_SEED, LATE_I_SIZE = 2064, 100
LATE_J_SEED, LATE_J_SIZE = 2065, 100
LATE_K_SEED, LATE_K_SIZE = 2066, 100
LATE_L_SEED, LATE_L_SIZE = 2067, 100
LATE_M_SEED, LATE_M_SIZE = 2068, 100
LATE_N_SEED, LATE_N_SIZE = 2069, 100
LATE_O_SEED, LATE_O_SIZE = 2070, 100
LATE_P_SEED, LATE_P_SIZE = 2071, 100
LATE_Q_SEED, LATE_Q_SIZE = 2072, 100
LATE_R_SEED, LATE_R_SIZE = 2073, 100
LATE_S_SEED, LATE_S_SIZE = 2074, 100
LATE_T_SEED, LATE_T_SIZE = 2075, 100
LATE_U_SEED, LATE_U_SIZE = 2076, 100
LATE_V_SEED, LATE_V_SIZE = 2077, 100
LATE_W_SEED, LATE_W_SIZE = 2078, 100
LATE_X_SEED, LATE_X_SIZE = 2079, 100
LATE_Y_SEED, LATE_Y_SIZE = 2080, 100
LATE_Z_SEED, LATE_Z_SIZE = 2081, 100
LATE_AA_SEED, LATE_AA_SIZE = 2082, 100
LATE_AB_SEED, LATE_AB_SIZE = 2083, 100
LATE_AC_SEED, LATE_AC_SIZE = 2084, 100
LATE_AD_SEED, LATE_AD_SIZE = 2085, 100
LATE_AE_SEED, LATE_AE_SIZE = 2086, 100
LATE_AF_SEED, LATE_AF_SIZE = 2087, 49  # the last 49 of the 2026 rows


# Every draw in the order it was made, so that each takes only rows no earlier draw took (``_before``); cached, each draw
# is computed once per row count (callers must not change the list)
_ORDER: list[Callable[[int], list[int]]] = []


def _drawn(draw: Callable[[int], list[int]]) -> Callable[[int], list[int]]:
    cached = cache(draw)
    _ORDER.append(cached)
    return cached


def _before(draw: Callable[[int], list[int]]) -> tuple[Callable[[int], list[int]], ...]:
    """The draws made before ``draw``."""
    return tuple(_ORDER[:_ORDER.index(draw)])


def rows(large: str) -> list[dict]:
    """The 2026 abstracts of large.parquet, in file order."""
    table = pq.read_table(large, columns=["id", "year", "title", "abstract"])
    return table.filter(pc.greater_equal(table["year"], 2026)).to_pylist()


def _rest(n_rows: int) -> list[int]:
    """The 2026 rows not read in session 25."""
    read = set(random.Random(READ_SEED).sample(range(n_rows), READ_SIZE))
    return sorted(set(range(n_rows)) - read)


@_drawn
def draw_late_a(n_rows: int) -> list[int]:
    """The first late draw (late2026a), in file order."""
    return sorted(random.Random(LATE_A_SEED).sample(_rest(n_rows), LATE_A_SIZE))


@_drawn
def draw_late_b(n_rows: int) -> list[int]:
    """The second late draw (late2026b): rows no earlier draw took, in file order."""
    left = sorted(set(_rest(n_rows)) - set(draw_late_a(n_rows)))
    return sorted(random.Random(LATE_B_SEED).sample(left, LATE_B_SIZE))


@_drawn
def draw_late_c(n_rows: int) -> list[int]:
    """The third late draw (names2026c, names only): rows no earlier draw took, in file order."""
    left = sorted(set(_rest(n_rows)) - set(draw_late_a(n_rows)) - set(draw_late_b(n_rows)))
    return sorted(random.Random(LATE_C_SEED).sample(left, LATE_C_SIZE))


@_drawn
def draw_late_d(n_rows: int) -> list[int]:
    """The fourth late draw (late2026d, fully annotated): rows no earlier draw took, in file order."""
    left = sorted(set(_rest(n_rows)) - set(draw_late_a(n_rows)) - set(draw_late_b(n_rows)) - set(draw_late_c(n_rows)))
    return sorted(random.Random(LATE_D_SEED).sample(left, LATE_D_SIZE))


def _earlier(n_rows: int, draws: tuple) -> list[int]:
    """The 2026 rows left after session 25's reading and the given earlier draws, in file order."""
    taken: set[int] = set()
    for draw in draws:
        taken |= set(draw(n_rows))
    return sorted(set(_rest(n_rows)) - taken)


@_drawn
def draw_late_e(n_rows: int) -> list[int]:
    """The fifth late draw (late2026e, fully annotated): rows no earlier draw took, in file order."""
    left = _earlier(n_rows, _before(draw_late_e))
    return sorted(random.Random(LATE_E_SEED).sample(left, LATE_E_SIZE))


@_drawn
def draw_late_f(n_rows: int) -> list[int]:
    """The sixth late draw (names2026f, names only): rows no earlier draw took, in file order."""
    left = _earlier(n_rows, _before(draw_late_f))
    return sorted(random.Random(LATE_F_SEED).sample(left, LATE_F_SIZE))


@_drawn
def draw_late_g(n_rows: int) -> list[int]:
    """The seventh late draw (late2026g, fully annotated): rows no earlier draw took, in file order."""
    left = _earlier(n_rows, _before(draw_late_g))
    return sorted(random.Random(LATE_G_SEED).sample(left, LATE_G_SIZE))


@_drawn
def draw_late_h(n_rows: int) -> list[int]:
    """The eighth late draw (names2026h, names only): rows no earlier draw took, in file order."""
    left = _earlier(n_rows, _before(draw_late_h))
    return sorted(random.Random(LATE_H_SEED).sample(left, LATE_H_SIZE))


@_drawn
def draw_late_i(n_rows: int) -> list[int]:
    """The ninth late draw (late2026i, fully annotated): rows no earlier draw took, in file order."""
    left = _earlier(n_rows, _before(draw_late_i))
    return sorted(random.Random(LATE_I_SEED).sample(left, LATE_I_SIZE))


@_drawn
def draw_late_j(n_rows: int) -> list[int]:
    """The tenth late draw (names2026j, names only): rows no earlier draw took, in file order."""
    left = _earlier(n_rows, _before(draw_late_j))
    return sorted(random.Random(LATE_J_SEED).sample(left, LATE_J_SIZE))


@_drawn
def draw_late_k(n_rows: int) -> list[int]:
    """The eleventh late draw (late2026k, fully annotated): rows no earlier draw took, in file order."""
    left = _earlier(n_rows, _before(draw_late_k))
    return sorted(random.Random(LATE_K_SEED).sample(left, LATE_K_SIZE))


@_drawn
def draw_late_l(n_rows: int) -> list[int]:
    """The twelfth late draw (names2026l, names only): rows no earlier draw took, in file order."""
    left = _earlier(n_rows, _before(draw_late_l))
    return sorted(random.Random(LATE_L_SEED).sample(left, LATE_L_SIZE))


@_drawn
def draw_late_m(n_rows: int) -> list[int]:
    """The thirteenth late draw (late2026m, fully annotated): rows no earlier draw took, in file order."""
    left = _earlier(n_rows, _before(draw_late_m))
    return sorted(random.Random(LATE_M_SEED).sample(left, LATE_M_SIZE))


@_drawn
def draw_late_n(n_rows: int) -> list[int]:
    """The fourteenth late draw (names2026n, names only): rows no earlier draw took, in file order."""
    left = _earlier(n_rows, _before(draw_late_n))
    return sorted(random.Random(LATE_N_SEED).sample(left, LATE_N_SIZE))


@_drawn
def draw_late_o(n_rows: int) -> list[int]:
    """The fifteenth late draw (late2026o, fully annotated): rows no earlier draw took, in file order."""
    left = _earlier(n_rows, _before(draw_late_o))
    return sorted(random.Random(LATE_O_SEED).sample(left, LATE_O_SIZE))


@_drawn
def draw_late_p(n_rows: int) -> list[int]:
    """The sixteenth late draw (names2026p, names only): rows no earlier draw took, in file order."""
    left = _earlier(n_rows, _before(draw_late_p))
    return sorted(random.Random(LATE_P_SEED).sample(left, LATE_P_SIZE))


@_drawn
def draw_late_q(n_rows: int) -> list[int]:
    """The seventeenth late draw (late2026q, fully annotated): rows no earlier draw took, in file order."""
    left = _earlier(n_rows, _before(draw_late_q))
    return sorted(random.Random(LATE_Q_SEED).sample(left, LATE_Q_SIZE))


@_drawn
def draw_late_r(n_rows: int) -> list[int]:
    """The eighteenth late draw (names2026r, names only): rows no earlier draw took, in file order."""
    left = _earlier(n_rows, _before(draw_late_r))
    return sorted(random.Random(LATE_R_SEED).sample(left, LATE_R_SIZE))


@_drawn
def draw_late_s(n_rows: int) -> list[int]:
    """The nineteenth late draw (late2026s, fully annotated): rows no earlier draw took, in file order."""
    left = _earlier(n_rows, _before(draw_late_s))
    return sorted(random.Random(LATE_S_SEED).sample(left, LATE_S_SIZE))


@_drawn
def draw_late_t(n_rows: int) -> list[int]:
    """The twentieth late draw (names2026t, names only): rows no earlier draw took, in file order."""
    left = _earlier(n_rows, _before(draw_late_t))
    return sorted(random.Random(LATE_T_SEED).sample(left, LATE_T_SIZE))


@_drawn
def draw_late_u(n_rows: int) -> list[int]:
    """The twenty-first late draw (late2026u, fully annotated): rows no earlier draw took, in file order."""
    left = _earlier(n_rows, _before(draw_late_u))
    return sorted(random.Random(LATE_U_SEED).sample(left, LATE_U_SIZE))


@_drawn
def draw_late_v(n_rows: int) -> list[int]:
    """The twenty-second late draw (names2026v, names only): rows no earlier draw took, in file order."""
    left = _earlier(n_rows, _before(draw_late_v))
    return sorted(random.Random(LATE_V_SEED).sample(left, LATE_V_SIZE))


@_drawn
def draw_late_w(n_rows: int) -> list[int]:
    """The twenty-third late draw (late2026w, fully annotated): rows no earlier draw took, in file order."""
    left = _earlier(n_rows, _before(draw_late_w))
    return sorted(random.Random(LATE_W_SEED).sample(left, LATE_W_SIZE))


@_drawn
def draw_late_x(n_rows: int) -> list[int]:
    """The twenty-fourth late draw (names2026x, names only): rows no earlier draw took, in file order."""
    left = _earlier(n_rows, _before(draw_late_x))
    return sorted(random.Random(LATE_X_SEED).sample(left, LATE_X_SIZE))


@_drawn
def draw_late_y(n_rows: int) -> list[int]:
    """The twenty-fifth late draw (late2026y, fully annotated): rows no earlier draw took, in file order."""
    left = _earlier(n_rows, _before(draw_late_y))
    return sorted(random.Random(LATE_Y_SEED).sample(left, LATE_Y_SIZE))


@_drawn
def draw_late_z(n_rows: int) -> list[int]:
    """The twenty-sixth late draw (names2026z, names only): rows no earlier draw took, in file order."""
    left = _earlier(n_rows, _before(draw_late_z))
    return sorted(random.Random(LATE_Z_SEED).sample(left, LATE_Z_SIZE))


@_drawn
def draw_late_aa(n_rows: int) -> list[int]:
    """The twenty-seventh late draw (late2026aa, fully annotated): rows no earlier draw took, in file order."""
    left = _earlier(n_rows, _before(draw_late_aa))
    return sorted(random.Random(LATE_AA_SEED).sample(left, LATE_AA_SIZE))


@_drawn
def draw_late_ab(n_rows: int) -> list[int]:
    """The twenty-eighth late draw (names2026ab, names only): rows no earlier draw took, in file order."""
    left = _earlier(n_rows, _before(draw_late_ab))
    return sorted(random.Random(LATE_AB_SEED).sample(left, LATE_AB_SIZE))


@_drawn
def draw_late_ac(n_rows: int) -> list[int]:
    """The twenty-ninth late draw (late2026ac, fully annotated): rows no earlier draw took, in file order."""
    left = _earlier(n_rows, _before(draw_late_ac))
    return sorted(random.Random(LATE_AC_SEED).sample(left, LATE_AC_SIZE))


@_drawn
def draw_late_ad(n_rows: int) -> list[int]:
    """The thirtieth late draw (names2026ad, names only): rows no earlier draw took, in file order."""
    left = _earlier(n_rows, _before(draw_late_ad))
    return sorted(random.Random(LATE_AD_SEED).sample(left, LATE_AD_SIZE))


@_drawn
def draw_late_ae(n_rows: int) -> list[int]:
    """The thirty-first late draw (late2026ae, fully annotated): rows no earlier draw took, in file order."""
    left = _earlier(n_rows, _before(draw_late_ae))
    return sorted(random.Random(LATE_AE_SEED).sample(left, LATE_AE_SIZE))


@_drawn
def draw_late_af(n_rows: int) -> list[int]:
    """The thirty-second and last late draw (names2026af, names only): the 49 rows no earlier draw took."""
    left = _earlier(n_rows, _before(draw_late_af))
    return sorted(random.Random(LATE_AF_SEED).sample(left, LATE_AF_SIZE))


def main(large: str, out: str) -> None:
    picked_rows = rows(large)
    Path(out).mkdir(parents=True, exist_ok=True)
    for name, draw in (("late_a", draw_late_a), ("late_b", draw_late_b), ("late_c", draw_late_c), ("late_d", draw_late_d),
                       ("late_e", draw_late_e), ("late_f", draw_late_f),
                       ("late_g", draw_late_g), ("late_h", draw_late_h), ("late_i", draw_late_i), ("late_j", draw_late_j),
                       ("late_k", draw_late_k), ("late_l", draw_late_l), ("late_m", draw_late_m),
                       ("late_n", draw_late_n), ("late_o", draw_late_o), ("late_p", draw_late_p), ("late_q", draw_late_q),
                       ("late_r", draw_late_r), ("late_s", draw_late_s), ("late_t", draw_late_t),
                       ("late_u", draw_late_u), ("late_v", draw_late_v),
                       ("late_w", draw_late_w), ("late_x", draw_late_x),
                       ("late_y", draw_late_y), ("late_z", draw_late_z),
                       ("late_aa", draw_late_aa), ("late_ab", draw_late_ab),
                       ("late_ac", draw_late_ac), ("late_ad", draw_late_ad),
                       ("late_ae", draw_late_ae), ("late_af", draw_late_af)):
        with open(Path(out) / f"{name}.jsonl", "w", encoding="utf-8") as f:
            for i in draw(len(picked_rows)):
                row = picked_rows[i]
                f.write(json.dumps({"line": i, "paper_id": row["id"], "title": row["title"],
                                    "abstract": row["abstract"]}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
