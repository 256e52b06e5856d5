"""Draw blind gold from large.parquet's abstracts of the hidden set's venues in earlier years.

    python tests/gold/draw_venue.py ../shared/corpora/large.parquet OUTDIR

Issue 13's hidden set is 160 abstracts of 2025 venues (NAACL, COLING, WACV, AISTATS, COLM, CoRL, ALT); pool2025.jsonl,
drawn from the same venues, is fully drawn, and so are large.parquet's 2026 rows (draw_late.py). The rows here: every
large.parquet abstract of those seven venues with ``year <= 2024`` (14,605 rows, 2020 to 2024 for most venues and back
to 1995 for AISTATS), in file order; nine of them are dev.jsonl's (``DEV_ROWS``), which no draw holds. The first draw (session 35,
``venues2024a.jsonl``, method and dataset names only), 100 rows, seed 2090, annotated by reading before any extractor's
output on them was looked at:

    venues_a = sorted(random.Random(VENUES_A_SEED).sample(range(len(rows)), 100))

The second (session 35, ``venues2024b.jsonl``, names only), 100 of the rows the first left, seed 2091, drawn and
annotated after the session's first rules were written and kept unread until the session's end:

    venues_b = sorted(random.Random(VENUES_B_SEED).sample(sorted(set(range(len(rows))) - set(venues_a)), 100))

The third (session 36, ``venues2024c.jsonl``, names only), 100 of the rows the first two left, seed 2092, drawn and
annotated at the session's start and kept unread until its end:

    venues_c = sorted(random.Random(VENUES_C_SEED).sample(sorted(set(range(len(rows))) - set(venues_a) - set(venues_b)), 100))

The fourth (session 37, ``venues2024d.jsonl``, names only), 100 of the rows the first three left, seed 2093, drawn and
annotated at the session's start and kept unread:

    left = set(range(len(rows))) - set(venues_a) - set(venues_b) - set(venues_c)
    venues_d = sorted(random.Random(VENUES_D_SEED).sample(sorted(left), 100))

The fifth (session 37, ``venues2024e.jsonl``, names only), 100 of the rows the first four left, seed 2094, drawn and
annotated at the session's end, scored blind with its last rules and kept unread:

    venues_e = sorted(random.Random(VENUES_E_SEED).sample(sorted(left - set(venues_d)), 100))

The sixth (session 38, ``venues2024f.jsonl``, names only), 100 of the rows the first five left, seed 2095, drawn and
annotated at the session's start and kept unread:

    venues_f = sorted(random.Random(VENUES_F_SEED).sample(sorted(left - set(venues_d) - set(venues_e)), 100))

The seventh (session 39, ``venues2024g.jsonl``, names only), 100 of the rows the first six left, seed 2096, drawn and
annotated at the session's start and kept unread:

    venues_g = sorted(random.Random(VENUES_G_SEED).sample(sorted(left - set(venues_d) - set(venues_e) - set(venues_f)), 100))

The eighth (session 40, ``venues2024h.jsonl``, names only), 100 of the rows the first seven left, seed 2097, drawn and
annotated at the session's start and kept unread:

    venues_h = sorted(random.Random(VENUES_H_SEED).sample(sorted(left - set(venues_d) - ... - set(venues_g)), 100))

The ninth (session 40, ``venues2024i.jsonl``, names only), 100 of the rows the first eight left, seed 2098, drawn and
annotated after the session's rules, scored blind once with them and read in the same session:

    venues_i = sorted(random.Random(VENUES_I_SEED).sample(sorted(left - set(venues_d) - ... - set(venues_h)), 100))

The tenth (session 41, ``venues2024j.jsonl``, names only), 100 of the rows the first nine left, seed 2099, drawn and
annotated at the session's start and kept unread:

    venues_j = sorted(random.Random(VENUES_J_SEED).sample(sorted(left - set(venues_d) - ... - set(venues_i)), 100))

The eleventh (session 42, ``venues2024k.jsonl``, names only), 100 of the rows the first ten left, seed 2100, drawn and
annotated at the session's start and kept unread:

    venues_k = sorted(random.Random(VENUES_K_SEED).sample(sorted(left - set(venues_d) - ... - set(venues_j)), 100))

The twelfth (session 43, ``venues2024l.jsonl``, names only), 100 of the rows the first eleven left, seed 2101, drawn and
annotated at the session's start and kept unread. Nine of the 14,605 rows are dev.jsonl's (``DEV_ROWS``; the first
eleven draws missed them by chance), and the first 100 drawn held one, so 101 are drawn and the first 100 in draw order
that dev.jsonl does not hold are kept (``sample(left, 101)[:100]`` is ``sample(left, 100)``: the 101st only fills the gap):

    drawn = random.Random(VENUES_L_SEED).sample(sorted(left - set(venues_d) - ... - set(venues_k)), 101)
    venues_l = sorted([i for i in drawn if i not in DEV_ROWS][:100])

Less blind than the pool was, as the late draws: the rules were checked on large.parquet construction by construction,
and rows a check changed were read (in the hundreds over 130,000 abstracts); none of these 100 is quoted in
docs/quality.md.

The thirteenth (session 44, ``venues2024m.jsonl``, names only), 100 of the rows the first twelve left, seed 2102, drawn
and annotated at the session's start and kept unread. dev.jsonl's rows are taken out of the rows left before drawing (not
drawn and skipped, as for the twelfth), so the draw is a plain sample:

    venues_m = sorted(random.Random(VENUES_M_SEED).sample(sorted(left - set(venues_d) - ... - set(venues_l) - DEV_ROWS), 100))

The fourteenth (session 45, ``venues2024n.jsonl``, names only), 100 of the rows the first thirteen and dev.jsonl left,
seed 2103, drawn and annotated at the session's start and kept unread, as the thirteenth (read from session 46):

    venues_n = sorted(random.Random(VENUES_N_SEED).sample(sorted(left - set(venues_d) - ... - set(venues_m) - DEV_ROWS), 100))

The fifteenth (session 46, ``venues2024o.jsonl``, names only), 100 of the rows the first fourteen and dev.jsonl left,
seed 2104, drawn and annotated at the session's start and kept unread:

    venues_o = sorted(random.Random(VENUES_O_SEED).sample(sorted(left - set(venues_d) - ... - set(venues_n) - DEV_ROWS), 100))

The sixteenth (session 47, ``venues2024p.jsonl``, names only), 100 of the rows the first fifteen and dev.jsonl left,
seed 2105, drawn and annotated at the session's start and kept unread:

    venues_p = sorted(random.Random(VENUES_P_SEED).sample(sorted(left - set(venues_d) - ... - set(venues_o) - DEV_ROWS), 100))

The seventeenth (session 48, ``venues2024q.jsonl``, names only), 100 of the rows the first sixteen and dev.jsonl left,
seed 2106, drawn and annotated at the session's start and kept unread, as the sixteenth (read from session 48):

    venues_q = sorted(random.Random(VENUES_Q_SEED).sample(sorted(left - set(venues_d) - ... - set(venues_p) - DEV_ROWS), 100))

The eighteenth (session 49, ``venues2024r.jsonl``, names only), 100 of the rows the first seventeen and dev.jsonl left,
seed 2107, drawn and annotated at the session's start and kept unread, as the seventeenth (read from session 49):

    venues_r = sorted(random.Random(VENUES_R_SEED).sample(sorted(left - set(venues_d) - ... - set(venues_q) - DEV_ROWS), 100))

The nineteenth (session 49, ``venues2024s.jsonl``, names only), 100 of the rows the first eighteen and dev.jsonl left,
seed 2108, drawn and annotated during session 49 and scored blind with session 48's last rules, as the eighteenth:

    venues_s = sorted(random.Random(VENUES_S_SEED).sample(sorted(left - set(venues_d) - ... - set(venues_r) - DEV_ROWS), 100))

The twentieth (session 50, ``venues2024t.jsonl``, names only), 100 of the rows the first nineteen and dev.jsonl left,
seed 2109, drawn and annotated at the session's start and kept unread, as the nineteenth:

    venues_t = sorted(random.Random(VENUES_T_SEED).sample(sorted(left - set(venues_d) - ... - set(venues_s) - DEV_ROWS), 100))

The twenty-first (session 51, ``venues2024u.jsonl``, names only), 100 of the rows the first twenty and dev.jsonl left,
seed 2110, drawn and annotated at the session's start and kept unread, as the twentieth:

    venues_u = sorted(random.Random(VENUES_U_SEED).sample(sorted(left - set(venues_d) - ... - set(venues_t) - DEV_ROWS), 100))

The twenty-second (session 51, ``venues2024v.jsonl``, names only), 100 of the rows the first twenty-one and dev.jsonl
left, seed 2111, drawn and annotated at the session's end and scored blind with its last rules, kept unread:

    venues_v = sorted(random.Random(VENUES_V_SEED).sample(sorted(left - set(venues_d) - ... - set(venues_u) - DEV_ROWS), 100))

The twenty-third (session 52, ``venues2024w.jsonl``, names only), 100 of the rows the first twenty-two and dev.jsonl
left, seed 2112, drawn and annotated at the session's start and kept unread:

    venues_w = sorted(random.Random(VENUES_W_SEED).sample(sorted(left - set(venues_d) - ... - set(venues_v) - DEV_ROWS), 100))

The twenty-fourth (session 52, ``venues2024x.jsonl``, names only), 100 of the rows the first twenty-three and dev.jsonl
left, seed 2113, drawn and annotated at the session's end and scored blind with its last rules, kept unread:

    venues_x = sorted(random.Random(VENUES_X_SEED).sample(sorted(left - set(venues_d) - ... - set(venues_w) - DEV_ROWS), 100))

The twenty-fifth (session 53, ``venues2024y.jsonl``, names only), 100 of the rows the first twenty-four and dev.jsonl
left, seed 2114, drawn and annotated at the session's start and kept unread:

    venues_y = sorted(random.Random(VENUES_Y_SEED).sample(sorted(left - set(venues_d) - ... - set(venues_x) - DEV_ROWS), 100))

The twenty-sixth (session 53, ``venues2024z.jsonl``, annotated in full: numeric claims as well as names, the only venue
draw so), 100 of the rows the first twenty-five and dev.jsonl left, seed 2115, drawn and annotated during the session
and scored blind with its rules then, kept unread:

    venues_z = sorted(random.Random(VENUES_Z_SEED).sample(sorted(left - set(venues_d) - ... - set(venues_y) - DEV_ROWS), 100))

Then one draw of the two latest years only (session 53, ``recent2024.jsonl``, annotated in full), nearest the hidden
set's 2025 abstracts: 200 of the 2023 and 2024 rows (4,060: NAACL, WACV, AISTATS, CoRL, COLM and ALT; no COLING row is
that late) that the twenty-six draws and dev.jsonl left, seed 2116, drawn and annotated during the session and scored
blind with its rules then, kept unread:

    recent = sorted(random.Random(RECENT_SEED).sample([i for i in left if rows[i]["year"] >= 2023], 200))

and a second (session 53, ``recent2024b.jsonl``, annotated in full), 200 of the recent rows the first left, seed 2117,
drawn and annotated at the session's end and scored blind with its last rules, kept unread:

    recent_b = sorted(random.Random(RECENT_B_SEED).sample([i for i in left if rows[i]["year"] >= 2023 and i not in recent], 200))

and a third (session 53, ``recent2024c.jsonl``, annotated in full), 200 of the recent rows the first two left, seed
2118, drawn and annotated at the session's end and scored blind with its last rules, kept unread:

    recent_c = sorted(random.Random(RECENT_C_SEED).sample([i for i in left if rows[i]["year"] >= 2023 and i not in recent + recent_b], 200))

Writes ``OUTDIR/venues_a.jsonl`` to ``venues_z.jsonl``, ``recent.jsonl``, ``recent_b.jsonl`` and ``recent_c.jsonl`` (line = index among the rows, paper_id, venue, year, title, abstract).
"""

from __future__ import annotations

import json
import random
import sys
from functools import cache
from pathlib import Path

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq

VENUES = ("NAACL", "COLING", "WACV", "AISTATS", "COLM", "CoRL", "ALT")  # the hidden set's venues (issue 13)
LAST_YEAR = 2024  # 2025 is the hidden set's year (pool2025.jsonl), 2026 draw_late.py's
VENUES_A_SEED, VENUES_A_SIZE = 2090, 100
VENUES_B_SEED, VENUES_B_SIZE = 2091, 100
VENUES_C_SEED, VENUES_C_SIZE = 2092, 100
VENUES_D_SEED, VENUES_D_SIZE = 2093, 100
VENUES_E_SEED, VENUES_E_SIZE = 2094, 100
VENUES_F_SEED, VENUES_F_SIZE = 2095, 100
VENUES_G_SEED, VENUES_G_SIZE = 2096, 100
VENUES_H_SEED, VENUES_H_SIZE = 2097, 100
VENUES_I_SEED, VENUES_I_SIZE = 2098, 100
VENUES_J_SEED, VENUES_J_SIZE = 2099, 100
VENUES_K_SEED, VENUES_K_SIZE = 2100, 100
VENUES_L_SEED, VENUES_L_SIZE = 2101, 100
VENUES_M_SEED, VENUES_M_SIZE = 2102, 100
VENUES_N_SEED, VENUES_N_SIZE = 2103, 100
VENUES_O_SEED, VENUES_O_SIZE = 2104, 100
VENUES_P_SEED, VENUES_P_SIZE = 2105, 100
VENUES_Q_SEED, VENUES_Q_SIZE = 2106, 100
VENUES_R_SEED, VENUES_R_SIZE = 2107, 100
VENUES_S_SEED, VENUES_S_SIZE = 2108, 100
VENUES_T_SEED, VENUES_T_SIZE = 2109, 100
VENUES_U_SEED, VENUES_U_SIZE = 2110, 100
VENUES_V_SEED, VENUES_V_SIZE = 2111, 100
VENUES_W_SEED, VENUES_W_SIZE = 2112, 100
VENUES_X_SEED, VENUES_X_SIZE = 2113, 100
VENUES_Y_SEED, VENUES_Y_SIZE = 2114, 100
VENUES_Z_SEED, VENUES_Z_SIZE = 2115, 100
RECENT_SEED, RECENT_SIZE, RECENT_FROM = 2116, 200, 2023
RECENT_B_SEED, RECENT_B_SIZE = 2117, 200
RECENT_C_SEED, RECENT_C_SIZE = 2118, 200
# the rows of dev.jsonl's abstracts (NAACL 2024), which no draw keeps; a test checks them against dev.jsonl
DEV_ROWS = frozenset({8078, 8092, 8140, 8205, 8314, 8378, 8581, 8618, 8901})


def rows(large: str) -> list[dict]:
    """The abstracts of ``VENUES`` up to ``LAST_YEAR`` in large.parquet, in file order."""
    table = pq.read_table(large, columns=["id", "venue", "year", "title", "abstract"])
    keep = pc.and_(pc.is_in(table["venue"], value_set=pa.array(VENUES, type=pa.large_string())), pc.less_equal(table["year"], LAST_YEAR))
    return table.filter(keep).to_pylist()


# the draws in order: (letter, seed, size); each takes 100 of the rows the earlier ones left, and from the thirteenth
# on dev.jsonl's rows too (the twelfth drew one more and dropped the DEV_ROWS row it held)
_DRAWS = tuple(zip("abcdefghijklmnopqrstuvwxyz",
                   (VENUES_A_SEED, VENUES_B_SEED, VENUES_C_SEED, VENUES_D_SEED, VENUES_E_SEED, VENUES_F_SEED, VENUES_G_SEED,
                    VENUES_H_SEED, VENUES_I_SEED, VENUES_J_SEED, VENUES_K_SEED, VENUES_L_SEED, VENUES_M_SEED, VENUES_N_SEED,
                    VENUES_O_SEED, VENUES_P_SEED, VENUES_Q_SEED, VENUES_R_SEED, VENUES_S_SEED,
                    VENUES_T_SEED, VENUES_U_SEED, VENUES_V_SEED, VENUES_W_SEED, VENUES_X_SEED, VENUES_Y_SEED, VENUES_Z_SEED),
                   (VENUES_A_SIZE, VENUES_B_SIZE, VENUES_C_SIZE, VENUES_D_SIZE, VENUES_E_SIZE, VENUES_F_SIZE, VENUES_G_SIZE,
                    VENUES_H_SIZE, VENUES_I_SIZE, VENUES_J_SIZE, VENUES_K_SIZE, VENUES_L_SIZE, VENUES_M_SIZE, VENUES_N_SIZE,
                    VENUES_O_SIZE, VENUES_P_SIZE, VENUES_Q_SIZE, VENUES_R_SIZE, VENUES_S_SIZE,
                    VENUES_T_SIZE, VENUES_U_SIZE, VENUES_V_SIZE, VENUES_W_SIZE, VENUES_X_SIZE, VENUES_Y_SIZE, VENUES_Z_SIZE)))


@cache
def _all_draws(n_rows: int) -> dict[str, tuple[int, ...]]:
    """Every draw by its letter, each computed once from the rows the earlier ones left."""
    out: dict[str, tuple[int, ...]] = {}
    taken: set[int] = set()
    for letter, seed, size in _DRAWS:
        left = sorted(set(range(n_rows)) - taken - (DEV_ROWS if letter >= "m" else set()))
        if letter == "l":
            drawn = random.Random(seed).sample(left, size + 1)  # one more: the first 100 held a DEV_ROWS row
            picked = sorted([i for i in drawn if i not in DEV_ROWS][:size])
        else:
            picked = sorted(random.Random(seed).sample(left, size))
        out[letter] = tuple(picked)
        taken |= set(picked)
    return out


def draw_venues_a(n_rows: int) -> list[int]:
    """The first draw (venues2024a, names only): 100 of the rows, in file order."""
    return list(_all_draws(n_rows)["a"])


def draw_venues_b(n_rows: int) -> list[int]:
    """The second draw (venues2024b, names only): 100 of the rows the first left, in file order."""
    return list(_all_draws(n_rows)["b"])


def draw_venues_c(n_rows: int) -> list[int]:
    """The third draw (venues2024c, names only): 100 of the rows the first two left, in file order."""
    return list(_all_draws(n_rows)["c"])


def draw_venues_d(n_rows: int) -> list[int]:
    """The fourth draw (venues2024d, names only): 100 of the rows the first three left, in file order."""
    return list(_all_draws(n_rows)["d"])


def draw_venues_e(n_rows: int) -> list[int]:
    """The fifth draw (venues2024e, names only): 100 of the rows the first four left, in file order."""
    return list(_all_draws(n_rows)["e"])


def draw_venues_f(n_rows: int) -> list[int]:
    """The sixth draw (venues2024f, names only): 100 of the rows the first five left, in file order."""
    return list(_all_draws(n_rows)["f"])


def draw_venues_g(n_rows: int) -> list[int]:
    """The seventh draw (venues2024g, names only): 100 of the rows the first six left, in file order."""
    return list(_all_draws(n_rows)["g"])


def draw_venues_h(n_rows: int) -> list[int]:
    """The eighth draw (venues2024h, names only): 100 of the rows the first seven left, in file order."""
    return list(_all_draws(n_rows)["h"])


def draw_venues_i(n_rows: int) -> list[int]:
    """The ninth draw (venues2024i, names only): 100 of the rows the first eight left, in file order."""
    return list(_all_draws(n_rows)["i"])


def draw_venues_j(n_rows: int) -> list[int]:
    """The tenth draw (venues2024j, names only): 100 of the rows the first nine left, in file order."""
    return list(_all_draws(n_rows)["j"])


def draw_venues_k(n_rows: int) -> list[int]:
    """The eleventh draw (venues2024k, names only): 100 of the rows the first ten left, in file order."""
    return list(_all_draws(n_rows)["k"])


def draw_venues_l(n_rows: int) -> list[int]:
    """The twelfth draw (venues2024l, names only): 100 of the rows the first eleven left, in file order."""
    return list(_all_draws(n_rows)["l"])


def draw_venues_m(n_rows: int) -> list[int]:
    """The thirteenth draw (venues2024m, names only): 100 of the rows the first twelve and dev.jsonl left, in file order."""
    return list(_all_draws(n_rows)["m"])


def draw_venues_n(n_rows: int) -> list[int]:
    """The fourteenth draw (venues2024n, names only): 100 of the rows the first thirteen and dev.jsonl left, in file order."""
    return list(_all_draws(n_rows)["n"])


def draw_venues_o(n_rows: int) -> list[int]:
    """The fifteenth draw (venues2024o, names only): 100 of the rows the first fourteen and dev.jsonl left, in file order."""
    return list(_all_draws(n_rows)["o"])


def draw_venues_p(n_rows: int) -> list[int]:
    """The sixteenth draw (venues2024p, names only): 100 of the rows the first fifteen and dev.jsonl left, in file order."""
    return list(_all_draws(n_rows)["p"])


def draw_venues_q(n_rows: int) -> list[int]:
    """The seventeenth draw (venues2024q, names only): 100 of the rows the first sixteen and dev.jsonl left, in file order."""
    return list(_all_draws(n_rows)["q"])


def draw_venues_r(n_rows: int) -> list[int]:
    """The eighteenth draw (venues2024r, names only): 100 of the rows the first seventeen and dev.jsonl left, in file order."""
    return list(_all_draws(n_rows)["r"])


def draw_venues_s(n_rows: int) -> list[int]:
    """The nineteenth draw (venues2024s, names only): 100 of the rows the first eighteen and dev.jsonl left, in file order."""
    return list(_all_draws(n_rows)["s"])


def draw_venues_t(n_rows: int) -> list[int]:
    """The twentieth draw (venues2024t, names only): 100 of the rows the first nineteen and dev.jsonl left, in file order."""
    return list(_all_draws(n_rows)["t"])


def draw_venues_u(n_rows: int) -> list[int]:
    """The twenty-first draw (venues2024u, names only): 100 of the rows the first twenty and dev.jsonl left, in file order."""
    return list(_all_draws(n_rows)["u"])


def draw_venues_v(n_rows: int) -> list[int]:
    """The twenty-second draw (venues2024v, names only): 100 of the rows the first twenty-one and dev.jsonl left, in file
    order."""
    return list(_all_draws(n_rows)["v"])


def draw_venues_w(n_rows: int) -> list[int]:
    """The twenty-third draw (venues2024w, names only): 100 of the rows the first twenty-two and dev.jsonl left, in file
    order."""
    return list(_all_draws(n_rows)["w"])


def draw_venues_x(n_rows: int) -> list[int]:
    """The twenty-fourth draw (venues2024x, names only): 100 of the rows the first twenty-three and dev.jsonl left, in
    file order."""
    return list(_all_draws(n_rows)["x"])


def draw_venues_y(n_rows: int) -> list[int]:
    """The twenty-fifth draw (venues2024y, names only): 100 of the rows the first twenty-four and dev.jsonl left, in
    file order."""
    return list(_all_draws(n_rows)["y"])


def draw_venues_z(n_rows: int) -> list[int]:
    """The twenty-sixth draw (venues2024z, annotated in full): 100 of the rows the first twenty-five and dev.jsonl left,
    in file order."""
    return list(_all_draws(n_rows)["z"])


# the draws of the latest years in order: (letter, seed, size); each takes its rows from those the venue draws, dev.jsonl
# and the earlier recent draws left
_RECENT_DRAWS = (("a", RECENT_SEED, RECENT_SIZE), ("b", RECENT_B_SEED, RECENT_B_SIZE), ("c", RECENT_C_SEED, RECENT_C_SIZE))


def _recent_draws(picked_rows: list[dict]) -> dict[str, list[int]]:
    """Every draw of the latest years by its letter, in file order."""
    taken = set().union(*_all_draws(len(picked_rows)).values()) | DEV_ROWS
    out: dict[str, list[int]] = {}
    for letter, seed, size in _RECENT_DRAWS:
        recent = [i for i, row in enumerate(picked_rows) if row["year"] >= RECENT_FROM and i not in taken]
        out[letter] = sorted(random.Random(seed).sample(recent, size))
        taken |= set(out[letter])
    return out


def draw_recent(picked_rows: list[dict]) -> list[int]:
    """The draw of the latest years (recent2024, annotated in full): 200 of the rows from ``RECENT_FROM`` on that the
    twenty-six draws and dev.jsonl left, in file order."""
    return _recent_draws(picked_rows)["a"]


def draw_recent_b(picked_rows: list[dict]) -> list[int]:
    """The second draw of the latest years (recent2024b, annotated in full): 200 of the rows from ``RECENT_FROM`` on that
    the venue draws, the first recent draw and dev.jsonl left, in file order."""
    return _recent_draws(picked_rows)["b"]


def draw_recent_c(picked_rows: list[dict]) -> list[int]:
    """The third draw of the latest years (recent2024c, annotated in full): 200 of the rows from ``RECENT_FROM`` on that
    the venue draws, the first two recent draws and dev.jsonl left, in file order."""
    return _recent_draws(picked_rows)["c"]


def main(large: str, out: str) -> None:
    picked_rows = rows(large)
    Path(out).mkdir(parents=True, exist_ok=True)
    for name, draw in (("venues_a", draw_venues_a), ("venues_b", draw_venues_b), ("venues_c", draw_venues_c),
                       ("venues_d", draw_venues_d), ("venues_e", draw_venues_e), ("venues_f", draw_venues_f),
                       ("venues_g", draw_venues_g), ("venues_h", draw_venues_h),
                       ("venues_i", draw_venues_i), ("venues_j", draw_venues_j), ("venues_k", draw_venues_k),
                       ("venues_l", draw_venues_l), ("venues_m", draw_venues_m), ("venues_n", draw_venues_n),
                       ("venues_o", draw_venues_o), ("venues_p", draw_venues_p),
                       ("venues_q", draw_venues_q), ("venues_r", draw_venues_r),
                       ("venues_s", draw_venues_s), ("venues_t", draw_venues_t),
                       ("venues_u", draw_venues_u), ("venues_v", draw_venues_v),
                       ("venues_w", draw_venues_w), ("venues_x", draw_venues_x),
                       ("venues_y", draw_venues_y), ("venues_z", draw_venues_z)):
        _write(Path(out) / f"{name}.jsonl", picked_rows, draw(len(picked_rows)))
    _write(Path(out) / "recent.jsonl", picked_rows, draw_recent(picked_rows))
    _write(Path(out) / "recent_b.jsonl", picked_rows, draw_recent_b(picked_rows))
    _write(Path(out) / "recent_c.jsonl", picked_rows, draw_recent_c(picked_rows))


def _write(path: Path, picked_rows: list[dict], lines: list[int]) -> None:
    with open(path, "w", encoding="utf-8") as f:
        for i in lines:
            row = picked_rows[i]
            f.write(json.dumps({"line": i, "paper_id": row["id"], "venue": row["venue"], "year": row["year"],
                                "title": row["title"], "abstract": row["abstract"]}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
